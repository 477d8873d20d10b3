//! A per-thread step budget for matching (codemode patch; not in upstream regress).
//!
//! A backtracking matcher can take exponential time (`/^(a+)+$/` on `"aaaa…!"`). An embedder
//! that runs untrusted patterns sets a budget with [`with_budget`]: every backtrack and every
//! start position tried costs one step, and every [`POLL_EVERY`] steps the embedder's `poll`
//! function may also stop the match (a deadline, a cancellation flag). An interrupted match
//! reports no match, and [`Budgeted::interrupted`] tells the embedder to discard that answer.

use core::cell::Cell;

/// How many steps pass between calls to the poll function.
pub const POLL_EVERY: u32 = 1024;

#[cfg(feature = "std")]
std::thread_local! {
    static REMAINING: Cell<u64> = const { Cell::new(u64::MAX) };
    static USED: Cell<u64> = const { Cell::new(0) };
    static INTERRUPTED: Cell<bool> = const { Cell::new(false) };
    static POLL: Cell<Option<fn() -> bool>> = const { Cell::new(None) };
}

/// What a budgeted run of matching did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Budgeted<R> {
    /// The closure's result (meaningless when `interrupted`).
    pub value: R,
    /// Steps charged while the closure ran (counted in blocks of [`POLL_EVERY`]).
    pub steps: u64,
    /// Whether the budget ran out or `poll` asked to stop.
    pub interrupted: bool,
}

/// Runs `f` (which matches with this crate) under a budget of `steps`; `poll`, if given, is
/// called every [`POLL_EVERY`] steps and stops matching by returning true. Budgets do not nest:
/// an inner call replaces the outer budget until it returns.
#[cfg(feature = "std")]
pub fn with_budget<R>(steps: u64, poll: Option<fn() -> bool>, f: impl FnOnce() -> R) -> Budgeted<R> {
    let saved = (
        REMAINING.with(Cell::get),
        USED.with(Cell::get),
        INTERRUPTED.with(Cell::get),
        POLL.with(Cell::get),
    );
    REMAINING.with(|c| c.set(steps));
    USED.with(|c| c.set(0));
    INTERRUPTED.with(|c| c.set(false));
    POLL.with(|c| c.set(poll));
    let value = f();
    let out = Budgeted {
        value,
        steps: USED.with(Cell::get),
        interrupted: INTERRUPTED.with(Cell::get),
    };
    REMAINING.with(|c| c.set(saved.0));
    USED.with(|c| c.set(saved.1));
    INTERRUPTED.with(|c| c.set(saved.2));
    POLL.with(|c| c.set(saved.3));
    out
}

/// Without `std` there is no budget.
#[cfg(not(feature = "std"))]
pub(crate) fn charge(_n: u32) -> bool {
    true
}

/// Charges `n` steps; returns false when matching must stop.
#[cfg(feature = "std")]
pub(crate) fn charge(n: u32) -> bool {
    if INTERRUPTED.with(Cell::get) {
        return false;
    }
    USED.with(|c| c.set(c.get().saturating_add(n as u64)));
    let left = REMAINING.with(|c| {
        let left = c.get().saturating_sub(n as u64);
        c.set(left);
        left
    });
    let stop = left == 0 || POLL.with(Cell::get).is_some_and(|p| p());
    if stop {
        INTERRUPTED.with(|c| c.set(true));
    }
    !stop
}

/// A step counter local to one matcher, flushed into the thread's budget in blocks.
#[derive(Debug, Default)]
pub(crate) struct Ticker {
    ticks: u32,
    /// Set once the budget said stop; every later step fails at once.
    pub(crate) stopped: bool,
}

impl Ticker {
    /// Counts one step; returns false when matching must stop.
    #[inline(always)]
    pub(crate) fn tick(&mut self) -> bool {
        if self.stopped {
            return false;
        }
        self.ticks += 1;
        if self.ticks >= POLL_EVERY {
            self.ticks = 0;
            if !charge(POLL_EVERY) {
                self.stopped = true;
                return false;
            }
        }
        true
    }
}

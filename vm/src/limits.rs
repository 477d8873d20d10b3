//! What stops the dispatch loop and the limits it enforces: halt reasons, the host's interrupt
//! check, the per-execution limits and the largest string and array the VM builds.

use std::sync::Arc;

/// Longest string the VM will build (UTF-16 units), as in V8.
pub const MAX_STRING_LEN: usize = (1 << 29) - 24;
/// Longest dense array the VM will build.
pub const MAX_ARRAY_LEN: usize = 1 << 27;

/// Why the dispatch loop stopped.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Halt {
    /// The fuel slice ran out; call again to continue.
    Yield,
    /// Nothing runnable: every coroutine waits on the host (or the program finished).
    Idle,
    /// The program made tool calls; drain them with [`crate::Vm::take_host_requests`] and run
    /// again.
    HostCall,
    /// The instruction budget is exhausted (terminates the execution).
    OutOfInstructions,
    /// The memory limit was exceeded (terminates the execution).
    OutOfMemory,
    /// The host's interrupt check (its deadline or cancellation) stopped a long builtin, such
    /// as a regular expression match, midway; the host reports which (terminates the execution).
    Interrupted,
}

/// A host check that asks a long-running builtin to stop (a passed deadline, a cancellation).
pub type InterruptCheck = Arc<dyn Fn() -> bool + Send + Sync>;

/// Limits the VM enforces itself.
#[derive(Clone, Copy, Debug)]
pub struct VmLimits {
    /// Maximum JS call depth before `RangeError: Maximum call stack size exceeded`.
    pub max_call_depth: usize,
    /// Total instruction budget (u64::MAX = unlimited).
    pub max_instructions: u64,
    /// Heap byte limit (usize::MAX = unlimited).
    pub max_memory_bytes: usize,
}

impl Default for VmLimits {
    fn default() -> Self {
        VmLimits {
            max_call_depth: 10_000,
            max_instructions: u64::MAX,
            max_memory_bytes: usize::MAX,
        }
    }
}

//! The per-thread name table: the boa interner one compile leaves for the next on the same thread.
//!
//! Every identifier and string literal a program contains is interned while it is parsed. A new
//! interner per compile pays, for every distinct name, a hash against boa's static strings, two
//! insertions (UTF-8 and UTF-16) and the growth of its tables. Programs sent to one engine share
//! most of their names (`tools`, `result`, `length`, `map`, loop variables), so the interner is
//! kept on the thread between compiles, as QuickJS keeps its atoms in the runtime rather than in
//! each context. Symbols never leave a compile (the compiler turns them into its own atoms), so a
//! compile cannot tell a kept interner from a new one except by speed.
//!
//! The table is bounded: once the sources compiled with it reach [`KEEP_SOURCE_BYTES`], or it
//! holds [`KEEP_STRINGS`] strings, it is dropped after the compile and the next one starts
//! afresh. Every interned string is a piece of a compiled source, so the bound also bounds what
//! the table holds of earlier programs.

use std::cell::RefCell;

use boa_interner::Interner;

/// Source bytes compiled with one interner after which it is not kept.
pub(crate) const KEEP_SOURCE_BYTES: usize = 256 * 1024;

/// Strings held by one interner after which it is not kept (a bound on the symbol numbers a
/// compile meets, whatever the sources were).
pub(crate) const KEEP_STRINGS: usize = 16 * 1024;

thread_local! {
    /// The kept interner and the source bytes compiled with it so far.
    static KEPT: RefCell<Option<(Interner, usize)>> = const { RefCell::new(None) };
}

/// An interner for compiling `source`: the one kept on this thread, or a new one sized from
/// the source. The second value is the source bytes it has served, `source` included.
pub(crate) fn take(source: &str) -> (Interner, usize) {
    let kept = KEPT.with(|k| k.borrow_mut().take());
    match kept {
        Some((interner, served)) => (interner, served + source.len()),
        // Sized from the source: growing an interner from empty costs reallocations and
        // rehashes on most of the first few dozen names.
        None => (
            Interner::with_capacity(source.len().clamp(32, 4096) / 2),
            source.len(),
        ),
    }
}

/// Gives the interner back for the next compile on this thread, unless it has served its
/// budget (or another compile on this thread already gave one back).
pub(crate) fn give_back(interner: Interner, served: usize) {
    if served > KEEP_SOURCE_BYTES || interner.len() > KEEP_STRINGS {
        return;
    }
    KEPT.with(|k| {
        let mut k = k.borrow_mut();
        if k.is_none() {
            *k = Some((interner, served));
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_kept_interner_is_reused_until_its_budget_is_spent() {
        KEPT.with(|k| *k.borrow_mut() = None);
        let (mut interner, served) = take("let a = 1;");
        assert_eq!(served, 10);
        let sym = interner.get_or_intern("someName");
        give_back(interner, served);

        // The next compile on this thread sees the names of the previous one.
        let (interner, served) = take("x");
        assert_eq!(served, 11);
        assert_eq!(interner.get("someName"), Some(sym));
        give_back(interner, served);

        // Past the budget, the interner is dropped and the next compile starts afresh.
        let big = "a".repeat(KEEP_SOURCE_BYTES);
        let (interner, served) = take(&big);
        assert!(served > KEEP_SOURCE_BYTES);
        give_back(interner, served);
        let (interner, served) = take("y");
        assert_eq!(served, 1);
        assert_eq!(interner.get("someName"), None);
        give_back(interner, served);

        // Past the string bound, likewise, however little source it took.
        let (mut interner, served) = take("z");
        for k in 0..=KEEP_STRINGS {
            interner.get_or_intern(format!("n{k}").as_str());
        }
        give_back(interner, served);
        let (interner, served) = take("w");
        assert_eq!(served, 1);
        assert_eq!(interner.get("n0"), None);
        give_back(interner, served);
    }
}

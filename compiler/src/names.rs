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
//! Beside it the thread keeps the lexer's cache of identifier symbols
//! ([`boa_parser::lexer::NameCache`]), which answers a repeated name with one hash lookup instead
//! of the interner's, the parser's emptied list stacks ([`boa_parser::ListScratch`]) and the code
//! generator's emptied lookup tables ([`crate::compile::Scratch`]); all are kept and dropped
//! together.
//!
//! The table is bounded: once the sources compiled with it reach [`KEEP_SOURCE_BYTES`], or it
//! holds [`KEEP_STRINGS`] strings, it is dropped after the compile and the next one starts
//! afresh. Every interned string is a piece of a compiled source, so the bound also bounds what
//! the table holds of earlier programs.

use std::cell::RefCell;

use boa_interner::Interner;
use boa_parser::lexer::NameCache;
use boa_parser::ListScratch;

use crate::compile::Scratch;

/// Source bytes compiled with one interner after which it is not kept.
pub(crate) const KEEP_SOURCE_BYTES: usize = 256 * 1024;

/// Strings held by one interner after which it is not kept (a bound on the symbol numbers a
/// compile meets, whatever the sources were).
pub(crate) const KEEP_STRINGS: usize = 16 * 1024;

/// The name table one compile uses: the interner, the lexer's symbol cache for it, and the
/// source bytes they have served (this compile's included).
pub(crate) struct Names {
    /// The interner the parse fills and the compiler reads.
    pub(crate) interner: Interner,
    /// The lexer's cache of this interner's identifier symbols.
    pub(crate) cache: NameCache,
    /// The parser's list stacks, empty between parses (their room is what is kept); `None`
    /// until a parse has made them.
    pub(crate) lists: Option<Box<ListScratch>>,
    /// The code generator's lookup tables, empty between compiles.
    pub(crate) scratch: Scratch,
    served: usize,
}

thread_local! {
    /// The kept name table, if a compile on this thread gave one back. Boxed, so taking it and
    /// giving it back moves a pointer: the table itself is about a kilobyte, and moving it in
    /// and out by value copied it four times in every compile.
    static KEPT: RefCell<Option<Box<Names>>> = const { RefCell::new(None) };
}

/// A name table for compiling `source`: the one kept on this thread, or a new one sized from
/// the source.
pub(crate) fn take(source: &str) -> Box<Names> {
    let kept = KEPT.with(|k| k.borrow_mut().take());
    match kept {
        Some(mut names) => {
            names.served += source.len();
            names
        }
        // Sized from the source: growing an interner from empty costs reallocations and
        // rehashes on most of the first few dozen names.
        None => Box::new(Names {
            interner: Interner::with_capacity(source.len().clamp(32, 4096) / 2),
            cache: NameCache::default(),
            lists: None,
            scratch: Scratch::default(),
            served: source.len(),
        }),
    }
}

/// Gives the name table back for the next compile on this thread, unless it has served its
/// budget (or another compile on this thread already gave one back).
pub(crate) fn give_back(names: Box<Names>) {
    if names.served > KEEP_SOURCE_BYTES || names.interner.len() > KEEP_STRINGS {
        return;
    }
    KEPT.with(|k| {
        let mut k = k.borrow_mut();
        if k.is_none() {
            *k = Some(names);
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_kept_interner_is_reused_until_its_budget_is_spent() {
        KEPT.with(|k| *k.borrow_mut() = None);
        let mut names = take("let a = 1;");
        assert_eq!(names.served, 10);
        let sym = names.interner.get_or_intern("someName");
        give_back(names);

        // The next compile on this thread sees the names of the previous one.
        let names = take("x");
        assert_eq!(names.served, 11);
        assert_eq!(names.interner.get("someName"), Some(sym));
        give_back(names);

        // Past the budget, the interner is dropped and the next compile starts afresh.
        let big = "a".repeat(KEEP_SOURCE_BYTES);
        let names = take(&big);
        assert!(names.served > KEEP_SOURCE_BYTES);
        give_back(names);
        let names = take("y");
        assert_eq!(names.served, 1);
        assert_eq!(names.interner.get("someName"), None);
        give_back(names);

        // Past the string bound, likewise, however little source it took.
        let mut names = take("z");
        for k in 0..=KEEP_STRINGS {
            names.interner.get_or_intern(format!("n{k}").as_str());
        }
        give_back(names);
        let names = take("w");
        assert_eq!(names.served, 1);
        assert_eq!(names.interner.get("n0"), None);
        give_back(names);
    }
}

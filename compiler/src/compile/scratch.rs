//! The code generator's lookup tables, kept between compiles on one thread (emptied, their room
//! kept), as the name table beside them is (`names.rs`).
//!
//! Every compile fills a handful of small hash tables (string and number constants, the
//! program's own names, the memo of symbol atoms, the reassigned-names analysis). Built afresh,
//! each grew from empty through several reallocations and rehashes, and was freed at the end:
//! about two dozen allocations per compile of a ten-line program. Kept, a compile only empties
//! them. None of their contents outlives a compile (they are emptied before they are kept),
//! except [`Scratch::static_syms`]: what it holds stays true for as long as the interner beside
//! it (`names.rs`) is kept, and the two are kept and dropped together.

use super::HashMap;
use crate::analysis::HashSet;
use boa_interner::Sym;
use codemode_vm::atoms::Atom;

/// Entries a table may have room for and still be kept; a larger one (from an unusually large
/// program) is dropped rather than held by the thread.
const KEEP_ROOM: usize = 1024;

/// [`Scratch::static_syms`]' mark for a symbol whose text is not a static atom.
pub(super) const NOT_STATIC: u32 = u32::MAX;

/// The tables (see the module docs). `Default` is the empty set a thread starts with.
#[derive(Default)]
pub(crate) struct Scratch {
    /// String constants by the hash of their units (confirmed against the constant on a hit),
    /// so a new string is not copied a second time to be its own key.
    pub(super) const_index: HashMap<u64, u32>,
    /// Number constants by their bits.
    pub(super) num_index: HashMap<u64, u32>,
    /// The units of the program's string constants, one after another (`Program::strings`
    /// is copied from it).
    pub(super) strings: Vec<u16>,
    /// The program's own names, in atom order, and their index.
    pub(super) names: super::own_names::OwnNames,
    /// `sym_atom`'s memo for the program's own names (the symbols [`Self::static_syms`] marks
    /// [`NOT_STATIC`]). A map, not a vector indexed by symbol: the interner is kept between
    /// compiles (`names.rs`), so a program's symbols can be large numbers.
    pub(super) sym_atoms: HashMap<Sym, Atom>,
    /// For each symbol of the kept interner a compile has named a property or global with: its
    /// static atom, or [`NOT_STATIC`]. Kept across compiles, unlike the other tables: a symbol
    /// always has the same text in one interner, and the static atoms are the process's, so the
    /// answer never changes. It saves each compile a string hash and compare in the static
    /// table (and reading the symbol's text) per distinct name: programs sent to one engine
    /// name the same few properties (`length`, `push`, `map`, `tools`) again and again. It
    /// holds at most one entry per symbol of the interner, which `names.rs` bounds.
    pub(super) static_syms: HashMap<Sym, u32>,
    /// Names the program may write after declaring them (see
    /// [`crate::analysis::reassigned_names`]).
    pub(super) reassigned: HashSet<Sym>,
    /// Room for that analysis's set of declared function names.
    pub(super) functions: HashSet<Sym>,
    /// The peephole passes' vectors.
    pub(super) peephole: super::peephole::Buffers,
}

impl Scratch {
    /// Empties every table for the next compile, keeping the room of each that has not grown
    /// past [`KEEP_ROOM`] (a larger one is replaced by a new empty table).
    pub(super) fn reset(&mut self) {
        macro_rules! empty {
            ($($t:ident),*) => {$(
                if self.$t.capacity() > KEEP_ROOM {
                    self.$t = Default::default();
                } else {
                    self.$t.clear();
                }
            )*};
        }
        empty!(
            const_index,
            num_index,
            strings,
            names,
            sym_atoms,
            reassigned,
            functions
        );
        self.peephole.trim(KEEP_ROOM);
        // Kept, not emptied (see the field); bounded with the interner it describes.
        if self.static_syms.len() > crate::names::KEEP_STRINGS {
            self.static_syms = HashMap::default();
        }
    }

    /// Whether every per-compile table is empty (what a compile may assume of the tables it is
    /// given; [`Self::static_syms`] is kept).
    #[cfg(test)]
    pub(crate) fn is_empty(&self) -> bool {
        self.const_index.is_empty()
            && self.num_index.is_empty()
            && self.strings.is_empty()
            && self.names.is_empty()
            && self.sym_atoms.is_empty()
            && self.reassigned.is_empty()
            && self.functions.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn small_tables_keep_their_room_and_large_ones_are_dropped() {
        let mut s = Scratch::default();
        for k in 0..100u64 {
            s.const_index.insert(k, k as u32);
            s.num_index.insert(k, k as u32);
        }
        for k in 0..2000u64 {
            s.names.position(&k.to_string(), true);
        }
        s.reset();
        assert!(s.is_empty());
        assert!(
            s.const_index.capacity() >= 100,
            "a small table keeps its room"
        );
        assert!(s.num_index.capacity() >= 100);
        assert_eq!(s.names.capacity(), 0, "a table past the bound is dropped");
    }
}

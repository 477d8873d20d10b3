//! Interned property names ("atoms"): a static table shared by every execution, a table of the
//! names one program introduces (built once per program, shared by its executions), and a
//! per-execution overlay for names its data introduce.

use std::sync::{Arc, OnceLock};

/// Name tables: keyed at random per process (names come from tool data, so a fixed-key hash
/// would let crafted input collide), and faster than SipHash on short keys.
type HashMap<K, V> = std::collections::HashMap<K, V, ahash::RandomState>;

/// An interned property name. Ids below [`AtomTable::static_len`] are the same in every execution.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Atom(pub u32);

macro_rules! static_atoms {
    ($($id:ident = $s:literal),* $(,)?) => {
        /// Well-known atoms with fixed ids, usable as constants by builtins.
        #[allow(non_upper_case_globals, missing_docs)]
        pub mod names {
            use super::Atom;
            static_atoms!(@consts 0u32; $($id)*);
        }
        const STATIC_NAMES: &[&str] = &[$($s),*];
    };
    (@consts $n:expr; $first:ident $($rest:ident)*) => {
        pub const $first: Atom = Atom($n);
        static_atoms!(@consts $n + 1u32; $($rest)*);
    };
    (@consts $n:expr;) => {};
}

static_atoms! {
    length = "length", prototype = "prototype", constructor = "constructor", name = "name",
    message = "message", stack = "stack", cause = "cause", errors = "errors",
    to_string = "toString", value_of = "valueOf", to_json = "toJSON",
    value = "value", done = "done", index = "index", input = "input", groups = "groups",
    then = "then", status = "status", reason = "reason", proto = "__proto__",
    fulfilled = "fulfilled", rejected = "rejected", get = "get", set = "set",
    empty = "", size = "size", tools = "tools",
    last_index = "lastIndex", source = "source", flags = "flags", global = "global",
    ignore_case = "ignoreCase", multiline = "multiline", dot_all = "dotAll",
    unicode = "unicode", unicode_sets = "unicodeSets", sticky = "sticky",
    has_indices = "hasIndices", indices = "indices", push = "push",
}

/// The names a program introduced beyond the static table, in the order the compiler gave
/// them ids (static count + position). Built once per program and shared by every execution
/// of it, so starting one does not intern the program's names again.
#[derive(Debug, Default)]
pub struct ProgramAtoms {
    /// Every name's UTF-16 units, one after another (one allocation for the program, not one
    /// per name); name `i` is `text[ends[i - 1]..ends[i]]`.
    text: Vec<u16>,
    /// Where each name ends in `text`.
    ends: Vec<u32>,
    /// Name -> id, built on the first lookup: only interning a name from data at run time
    /// (`o[k]`, `JSON.parse`) asks, and many programs never do, while every fresh execution
    /// would otherwise pay for the map.
    index: OnceLock<HashMap<Box<[u16]>, u32>>,
    index_value: Vec<Option<u32>>,
}

impl ProgramAtoms {
    /// The table for a program's `names`. Each name keeps its position as its id, as the
    /// compiler assigned; a repeated name (which the compiler never emits) is found under its
    /// first position.
    pub fn new<'a, I>(names: I) -> Arc<ProgramAtoms>
    where
        I: IntoIterator<Item = &'a str>,
        I::IntoIter: ExactSizeIterator + Clone,
    {
        let names = names.into_iter();
        // Sized up front (a name has at most as many UTF-16 units as UTF-8 bytes).
        let mut t = ProgramAtoms {
            text: Vec::with_capacity(names.clone().map(str::len).sum()),
            ends: Vec::with_capacity(names.len()),
            index: OnceLock::new(),
            index_value: Vec::with_capacity(names.len()),
        };
        for n in names {
            let start = t.text.len();
            t.text.extend(n.encode_utf16());
            t.index_value.push(array_index(&t.text[start..]));
            // A program's names total far below 4 GiB of units (the source is bounded).
            t.ends.push(u32::try_from(t.text.len()).unwrap_or(u32::MAX));
        }
        Arc::new(t)
    }

    /// The id of the program's name `units`, if it is one.
    fn lookup(&self, units: &[u16]) -> Option<u32> {
        let index = self.index.get_or_init(|| {
            let base = AtomTable::static_len();
            let mut m = HashMap::with_capacity_and_hasher(self.len(), Default::default());
            for (i, u) in self.iter().enumerate() {
                m.entry(Box::from(u)).or_insert(base + i as u32);
            }
            m
        });
        index.get(units).copied()
    }

    /// Number of names.
    pub fn len(&self) -> usize {
        self.ends.len()
    }

    /// Whether the program introduced no names.
    pub fn is_empty(&self) -> bool {
        self.ends.is_empty()
    }

    /// The units of name `i` (counted from the program's first name), if there is one.
    fn get(&self, i: usize) -> Option<&[u16]> {
        let end = *self.ends.get(i)? as usize;
        let start = if i == 0 { 0 } else { self.ends[i - 1] as usize };
        self.text.get(start..end)
    }

    /// The text of name `i` (counted from the program's first name), if there is one.
    pub fn name(&self, i: usize) -> Option<String> {
        self.get(i).map(String::from_utf16_lossy)
    }

    /// The names' units, in id order (one per id, so positions stay ids).
    fn iter(&self) -> impl Iterator<Item = &[u16]> {
        (0..self.len()).map(|i| self.get(i).unwrap_or(&[]))
    }
}

/// Per-execution atom table: the shared static names, the program's names, then this
/// execution's own.
#[derive(Clone)]
pub struct AtomTable {
    /// The running program's names (shared; empty until [`AtomTable::set_program`]).
    program: Arc<ProgramAtoms>,
    dynamic: Vec<Box<[u16]>>,
    dynamic_index: HashMap<Box<[u16]>, u32>,
    /// Cached "is this a canonical array index" answer per dynamic atom.
    dynamic_index_value: Vec<Option<u32>>,
    /// Running total of [`AtomTable::dynamic_bytes`]: the memory checks read it often (on
    /// every nested call a builtin makes), so it is kept, not summed.
    dynamic_bytes: usize,
    /// Atoms of small integer keys (`obj[i]`, `i in arr`), by value: `u32::MAX` = not yet.
    /// Atoms are never freed, so entries stay valid for the execution.
    small_ints: Vec<u32>,
    /// The static names' index answers, held here so [`AtomTable::index_value`] (asked on
    /// every array or string method call) reads them without going through the `OnceLock`.
    static_index_value: &'static [Option<u32>],
}

/// Integer keys below this are cached in [`AtomTable::small_ints`].
const SMALL_INT_KEYS: u32 = 1 << 16;

struct StaticTable {
    units: Vec<Box<[u16]>>,
    index: HashMap<Box<[u16]>, u32>,
    /// The same names keyed by their UTF-8 text, for the compiler's lookups.
    by_str: HashMap<String, u32>,
    index_value: Vec<Option<u32>>,
}

fn statics() -> &'static StaticTable {
    static T: OnceLock<StaticTable> = OnceLock::new();
    T.get_or_init(|| {
        let mut units = Vec::new();
        let mut index = HashMap::default();
        let mut by_str = HashMap::default();
        let mut index_value = Vec::new();
        let all = STATIC_NAMES
            .iter()
            .map(|s| s.to_string())
            .chain(crate::builtins::static_names());
        for s in all {
            let u: Box<[u16]> = s.encode_utf16().collect();
            if index.contains_key(&u) {
                continue;
            }
            index.insert(u.clone(), units.len() as u32);
            by_str.insert(s, units.len() as u32);
            index_value.push(array_index(&u));
            units.push(u);
        }
        StaticTable {
            units,
            index,
            by_str,
            index_value,
        }
    })
}

/// Parses a canonical array index ("0", "17"; not "01", not >= 2^32-1).
pub fn array_index(units: &[u16]) -> Option<u32> {
    if units.is_empty() || units.len() > 10 {
        return None;
    }
    if units.len() > 1 && units[0] == b'0' as u16 {
        return None;
    }
    let mut v: u64 = 0;
    for &u in units {
        if !(b'0' as u16..=b'9' as u16).contains(&u) {
            return None;
        }
        v = v * 10 + (u - b'0' as u16) as u64;
    }
    if v >= u32::MAX as u64 {
        None
    } else {
        Some(v as u32)
    }
}

impl Default for AtomTable {
    fn default() -> Self {
        Self::new()
    }
}

impl AtomTable {
    /// Drops the table: its program's names always, its own buffers only when one holds
    /// memory (an execution that made no name of its own has none), after one combined test
    /// (`drop_lean!`).
    pub(crate) fn drop_lean(self) {
        let AtomTable {
            program,
            dynamic,
            dynamic_index,
            dynamic_index_value,
            dynamic_bytes: _,
            small_ints,
            static_index_value: _,
        } = self;
        drop(program);
        crate::spare::drop_lean!(dynamic, dynamic_index, dynamic_index_value, small_ints);
    }

    /// A table holding only the static names.
    pub fn new() -> Self {
        AtomTable {
            program: Arc::default(),
            dynamic: Vec::new(),
            dynamic_index: HashMap::default(),
            dynamic_index_value: Vec::new(),
            dynamic_bytes: 0,
            small_ints: Vec::new(),
            static_index_value: &statics().index_value,
        }
    }

    /// Makes `p`'s names the atoms after the static ones, with the ids the compiler gave them.
    /// Only a table with no names of its own yet can take them (their ids would collide);
    /// otherwise the names are interned one by one and `false` is returned.
    pub fn set_program(&mut self, p: Arc<ProgramAtoms>) -> bool {
        if self.dynamic.is_empty() && self.program.is_empty() {
            self.program = p;
            return true;
        }
        for u in p.iter() {
            self.intern(u);
        }
        false
    }

    /// Interns an integer key (`"0"`, `"42"`), cached for small values so hot loops that use
    /// numbers as keys skip formatting and hashing.
    pub fn intern_index(&mut self, i: u32) -> Atom {
        if i >= SMALL_INT_KEYS {
            return self.intern_str(&i.to_string());
        }
        if let Some(&a) = self.small_ints.get(i as usize) {
            if a != u32::MAX {
                return Atom(a);
            }
        }
        let a = self.intern_str(&i.to_string());
        if self.small_ints.len() <= i as usize {
            // Grow geometrically, at least to this index.
            let want = (i as usize + 1)
                .max(self.small_ints.len() * 2)
                .min(SMALL_INT_KEYS as usize);
            self.small_ints.resize(want, u32::MAX);
        }
        self.small_ints[i as usize] = a.0;
        a
    }

    /// Number of atoms shared by all executions.
    pub fn static_len() -> u32 {
        statics().units.len() as u32
    }

    /// Looks up a static atom by name (used by the compiler for the prelude and by builtins).
    pub fn lookup_static(name: &str) -> Option<Atom> {
        statics().by_str.get(name).map(|&i| Atom(i))
    }

    /// Interns a name given as UTF-16 units.
    pub fn intern(&mut self, units: &[u16]) -> Atom {
        let st = statics();
        if let Some(&i) = st.index.get(units) {
            return Atom(i);
        }
        if !self.program.is_empty() {
            if let Some(i) = self.program.lookup(units) {
                return Atom(i);
            }
        }
        if let Some(&i) = self.dynamic_index.get(units) {
            return Atom(i);
        }
        let id = st.units.len() as u32 + self.program.len() as u32 + self.dynamic.len() as u32;
        let b: Box<[u16]> = units.into();
        self.dynamic_index.insert(b.clone(), id);
        self.dynamic_index_value.push(array_index(&b));
        self.dynamic_bytes += b.len() * 4 + 48;
        self.dynamic.push(b);
        Atom(id)
    }

    /// Interns a Rust string.
    pub fn intern_str(&mut self, s: &str) -> Atom {
        let u: Vec<u16> = s.encode_utf16().collect();
        self.intern(&u)
    }

    /// The UTF-16 units of an atom.
    pub fn units(&self, a: Atom) -> &[u16] {
        let st = statics();
        let i = a.0 as usize;
        if i < st.units.len() {
            return &st.units[i];
        }
        let i = i - st.units.len();
        match self.program.get(i) {
            Some(u) => u,
            None => self
                .dynamic
                .get(i - self.program.len())
                .map(|b| &b[..])
                .unwrap_or(&[]),
        }
    }

    /// The atom as a Rust string (lossy for lone surrogates).
    pub fn to_rust(&self, a: Atom) -> String {
        String::from_utf16_lossy(self.units(a))
    }

    /// The array index this atom spells, if it is a canonical one.
    #[inline(always)]
    pub fn index_value(&self, a: Atom) -> Option<u32> {
        let i = a.0 as usize;
        if let Some(&v) = self.static_index_value.get(i) {
            return v;
        }
        let i = i - self.static_index_value.len();
        match self.program.index_value.get(i) {
            Some(&v) => v,
            None => self
                .dynamic_index_value
                .get(i - self.program.len())
                .copied()
                .flatten(),
        }
    }

    /// Number of atoms this execution added beyond the static table and the program's names.
    pub fn dynamic_count(&self) -> usize {
        self.dynamic.len()
    }

    /// Approximate bytes held by this execution's own atoms.
    pub fn dynamic_bytes(&self) -> usize {
        self.dynamic_bytes
    }
}

#[cfg(test)]
mod tests {
    use super::{Atom, AtomTable, ProgramAtoms};

    fn u(s: &str) -> Vec<u16> {
        s.encode_utf16().collect()
    }

    #[test]
    fn program_names_keep_their_compiled_ids_and_new_names_follow_them() {
        let names = ["zeta-name".to_string(), "17".to_string()];
        let st = AtomTable::static_len();
        let mut t = AtomTable::new();
        assert!(t.set_program(ProgramAtoms::new(names.iter().map(String::as_str))));
        assert_eq!(t.intern(&u("zeta-name")), Atom(st));
        assert_eq!(t.intern(&u("17")), Atom(st + 1));
        assert_eq!(t.index_value(Atom(st + 1)), Some(17));
        assert_eq!(t.to_rust(Atom(st)), "zeta-name");
        // Static names stay static; a name of the execution's own comes after the program's.
        assert_eq!(t.intern(&u("length")), super::names::length);
        let own = t.intern(&u("not-in-the-program"));
        assert_eq!(own, Atom(st + 2));
        assert_eq!(t.to_rust(own), "not-in-the-program");
        assert_eq!(t.index_value(own), None);
        // Only the execution's own atom counts against its memory.
        assert_eq!(t.dynamic_count(), 1);
    }

    #[test]
    fn program_names_of_every_length_and_plane_read_back_whole() {
        // The names share one buffer: each must come back exactly, neighbours untouched.
        let names: Vec<String> = ["é𝒳z", "", "a", "0", "x".repeat(40).as_str(), "\u{2028}"]
            .iter()
            .map(|s| s.to_string())
            .collect();
        let st = AtomTable::static_len();
        let mut t = AtomTable::new();
        assert!(t.set_program(ProgramAtoms::new(names.iter().map(String::as_str))));
        for (i, n) in names.iter().enumerate() {
            let a = Atom(st + i as u32);
            assert_eq!(t.units(a), &u(n)[..], "name {i}");
            // A static name (`""`) interns as the static atom, as it always did.
            if AtomTable::lookup_static(n).is_none() {
                assert_eq!(t.intern(&u(n)), a, "name {i}");
            }
        }
        assert_eq!(t.index_value(Atom(st + 3)), Some(0));
        assert_eq!(t.index_value(Atom(st)), None);
        assert_eq!(t.dynamic_count(), 0);
        // Past the program's names and the execution's own: nothing, not a neighbour's text.
        assert_eq!(t.units(Atom(st + names.len() as u32 + 5)), &[] as &[u16]);
    }

    #[test]
    fn a_table_with_names_of_its_own_interns_program_names_instead() {
        let mut t = AtomTable::new();
        let first = t.intern(&u("first-own-name"));
        assert!(!t.set_program(ProgramAtoms::new(["later-name"])));
        assert_eq!(t.intern(&u("first-own-name")), first);
        assert_eq!(t.to_rust(Atom(first.0 + 1)), "later-name");
    }

    #[test]
    fn dynamic_bytes_counts_each_new_atom_once() {
        let mut t = AtomTable::new();
        assert_eq!(t.dynamic_bytes(), 0);
        let a: Vec<u16> = "not-a-builtin-name-1".encode_utf16().collect();
        let b: Vec<u16> = "x2".encode_utf16().collect();
        t.intern(&a);
        t.intern(&b);
        t.intern(&a);
        // A static name adds nothing.
        t.intern(&"length".encode_utf16().collect::<Vec<u16>>());
        assert_eq!(t.dynamic_bytes(), (a.len() * 4 + 48) + (b.len() * 4 + 48));
    }
}

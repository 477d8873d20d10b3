//! Objects: the property map (JavaScript key order), property flags, and the kinds of object the VM
//! knows (arrays, closures, natives, errors, promises, maps, sets, iterators, coroutines).

use crate::atoms::Atom;
use crate::heap::ObjRef;
use crate::value::Value;

/// Property attribute bits.
pub mod flags {
    /// Writable.
    pub const WRITABLE: u8 = 1;
    /// Enumerable (shown by `Object.keys`, `for...in`, spread, JSON).
    pub const ENUMERABLE: u8 = 2;
    /// Configurable (deletable).
    pub const CONFIGURABLE: u8 = 4;
    /// An ordinary data property.
    pub const DEFAULT: u8 = WRITABLE | ENUMERABLE | CONFIGURABLE;
    /// A builtin method or hidden field: not enumerable.
    pub const HIDDEN: u8 = WRITABLE | CONFIGURABLE;
}

/// One property slot.
#[derive(Clone, Copy, Debug)]
pub struct Prop {
    /// The key.
    pub key: Atom,
    /// The value.
    pub value: Value,
    /// Attribute bits from [`flags`].
    pub flags: u8,
}

/// Properties in insertion order; a hash index is added once an object grows past a few keys.
#[derive(Default, Debug, Clone)]
pub struct PropMap {
    /// The first few live inside the object: a property read then touches the object's own
    /// cache lines instead of chasing a second allocation.
    props: smallvec::SmallVec<[Prop; INLINE_PROPS]>,
    /// Boxed: most objects never grow one, and one pointer keeps `Object` small (an empty
    /// `HashMap` inline is four words).
    #[allow(clippy::box_collection)]
    index: Option<Box<std::collections::HashMap<Atom, u32, AtomHash>>>,
}

const INDEX_THRESHOLD: usize = 12;

/// Properties stored inline in an object before they move to their own allocation.
const INLINE_PROPS: usize = 4;

/// Hashing for atom keys: atoms are small interned integers the program cannot choose freely,
/// so one multiply spreads them well, at a fraction of SipHash's cost on every lookup in a
/// large object (prototypes, the global object).
#[derive(Clone, Copy, Default, Debug)]
pub struct AtomHasher(u64);

impl std::hash::Hasher for AtomHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0.rotate_left(5) ^ b as u64).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
        }
    }
    fn write_u32(&mut self, n: u32) {
        self.0 = (n as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    }
}

/// The hash map builder for atom-keyed indexes.
pub type AtomHash = std::hash::BuildHasherDefault<AtomHasher>;

/// Hashing for keys that are already hashes (a Map/Set key's keyed hash): the value itself.
#[derive(Clone, Copy, Default, Debug)]
pub struct PrehashedHasher(u64);

impl std::hash::Hasher for PrehashedHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0.rotate_left(8)) ^ b as u64;
        }
    }
    fn write_u64(&mut self, n: u64) {
        self.0 = n;
    }
}

/// The hash map builder for [`PrehashedHasher`].
pub type Prehashed = std::hash::BuildHasherDefault<PrehashedHasher>;

/// A Map/Set index: key hash -> entry positions.
pub type HashIndex = std::collections::HashMap<u64, smallvec::SmallVec<[u32; 1]>, Prehashed>;

impl PropMap {
    /// Position of a key.
    #[inline]
    pub fn find(&self, key: Atom) -> Option<usize> {
        match &self.index {
            Some(ix) => {
                // Out of the way of the small objects' scan, which then runs straight
                // through; a large object's hash probe costs far more than the jump.
                std::hint::cold_path();
                ix.get(&key).map(|&i| i as usize)
            }
            None => self.props.iter().position(|p| p.key == key),
        }
    }

    /// The property for a key. A small object's scan hands back the property it stops at:
    /// going through [`PropMap::find`]'s position instead read the inline-or-spilled slice a
    /// second time and checked the position against its length, about 8 of the dispatch
    /// loop's 68 machine instructions for `o.x` (benches/HISTORY.md).
    #[inline]
    pub fn get(&self, key: Atom) -> Option<&Prop> {
        match &self.index {
            Some(ix) => {
                std::hint::cold_path();
                ix.get(&key).and_then(|&i| self.props.get(i as usize))
            }
            None => self.props.iter().find(|p| p.key == key),
        }
    }

    /// Mutable access to the property for a key (found as [`PropMap::get`] finds it).
    #[inline]
    pub fn get_mut(&mut self, key: Atom) -> Option<&mut Prop> {
        match &self.index {
            Some(ix) => {
                std::hint::cold_path();
                let i = *ix.get(&key)? as usize;
                self.props.get_mut(i)
            }
            None => self.props.iter_mut().find(|p| p.key == key),
        }
    }

    /// Appends a property known not to exist yet.
    pub fn push(&mut self, key: Atom, value: Value, flags: u8) {
        let i = self.props.len();
        self.props.push(Prop { key, value, flags });
        if let Some(ix) = &mut self.index {
            ix.insert(key, i as u32);
        } else if self.props.len() > INDEX_THRESHOLD {
            self.index = Some(Box::new(
                self.props
                    .iter()
                    .enumerate()
                    .map(|(i, p)| (p.key, i as u32))
                    .collect::<std::collections::HashMap<_, _, AtomHash>>(),
            ));
        }
    }

    /// Makes `key` an enumerable, writable, configurable data property holding `value`,
    /// whatever it was (an object literal's key). Returns whether the key was added.
    #[inline]
    pub fn define_data(&mut self, key: Atom, value: Value) -> bool {
        // A small map without an index (an object literal being built): one scan, and an
        // append while it stays too small for one (what `push` would decide after it).
        if self.index.is_none() {
            let props = &mut self.props[..];
            for p in props.iter_mut() {
                if p.key == key {
                    p.value = value;
                    p.flags = flags::DEFAULT;
                    return false;
                }
            }
            if self.props.len() < INDEX_THRESHOLD {
                self.props.push(Prop {
                    key,
                    value,
                    flags: flags::DEFAULT,
                });
                return true;
            }
        }
        match self.get_mut(key) {
            Some(p) => {
                p.value = value;
                p.flags = flags::DEFAULT;
                false
            }
            None => {
                self.push(key, value, flags::DEFAULT);
                true
            }
        }
    }

    /// Sets a value, adding the key at the end if absent. Ignores the writable flag (callers check).
    pub fn set(&mut self, key: Atom, value: Value) {
        match self.find(key) {
            Some(i) => self.props[i].value = value,
            None => self.push(key, value, flags::DEFAULT),
        }
    }

    /// Removes a key, keeping the order of the rest. Returns whether it existed.
    pub fn remove(&mut self, key: Atom) -> bool {
        match self.find(key) {
            Some(i) => {
                self.props.remove(i);
                if self.index.is_some() {
                    self.index = Some(Box::new(
                        self.props
                            .iter()
                            .enumerate()
                            .map(|(i, p)| (p.key, i as u32))
                            .collect(),
                    ));
                }
                true
            }
            None => false,
        }
    }

    /// All properties in insertion order.
    pub fn iter(&self) -> std::slice::Iter<'_, Prop> {
        self.props.iter()
    }

    /// Mutable iteration (used to freeze).
    pub fn iter_mut(&mut self) -> std::slice::IterMut<'_, Prop> {
        self.props.iter_mut()
    }

    /// Number of properties.
    pub fn len(&self) -> usize {
        self.props.len()
    }

    /// `true` when there are no properties.
    pub fn is_empty(&self) -> bool {
        self.props.is_empty()
    }

    /// Approximate heap bytes.
    pub fn bytes(&self) -> usize {
        let spilled = if self.props.spilled() {
            self.props.capacity() * std::mem::size_of::<Prop>()
        } else {
            0
        };
        spilled + self.index.as_ref().map_or(0, |i| i.capacity() * 16)
    }
}

/// A closure: a compiled function plus the cells it captured.
#[derive(Debug, Clone)]
pub struct Closure {
    /// Index into the execution's function table.
    pub func: u32,
    /// Captured variable cells, in the order of the function's capture list.
    pub captures: Box<[crate::heap::CellRef]>,
    /// `this` captured by an arrow function is a cell like any other; this field holds the
    /// receiver bound by `Function.prototype.bind` (Undefined otherwise).
    pub bound_this: Value,
}

/// State of a promise.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum PromiseState {
    /// Not yet settled.
    Pending,
    /// Fulfilled with a value.
    Fulfilled(Value),
    /// Rejected with a reason.
    Rejected(Value),
}

/// What to do when a promise settles.
#[derive(Debug, Clone, Copy)]
pub enum Reaction {
    /// Resume a suspended coroutine (an `await`).
    Resume(ObjRef),
    /// `then(onFulfilled, onRejected)`: call a handler and settle the derived promise.
    Then {
        /// Handler for fulfilment (Undefined = pass through).
        on_fulfilled: Value,
        /// Handler for rejection (Undefined = pass through).
        on_rejected: Value,
        /// The promise `then` returned (None for internal reactions).
        derived: Option<ObjRef>,
    },
    /// Settle another promise the same way (adoption of a promise by a promise).
    Forward(ObjRef),
    /// A combinator element (`Promise.all` and friends): record the outcome at `index` of `agg`.
    Combinator {
        /// The aggregate state object.
        agg: ObjRef,
        /// Element index.
        index: u32,
    },
}

/// A promise.
#[derive(Debug, Clone)]
pub struct PromiseData {
    /// Current state.
    pub state: PromiseState,
    /// Reactions waiting for settlement (most promises get one: the `await` or `then` on them;
    /// kept inline so that costs no allocation).
    pub reactions: smallvec::SmallVec<[Reaction; 1]>,
    /// Whether a handler was ever attached (for unhandled-rejection reporting).
    pub handled: bool,
}

/// A suspended async function activation.
#[derive(Debug, Clone)]
pub struct CoroutineData {
    /// The saved frame (None while running).
    pub frame: Option<crate::interp::Frame>,
    /// The frame's saved locals and operand stack.
    pub stack: Vec<Value>,
    /// The promise this async function returned.
    pub promise: ObjRef,
}

/// Internal iterator state for `for...of`, spread and destructuring. Fields: the source, the
/// next position, and for Map/Set/array iterators which view (0 entries, 1 keys, 2 values).
#[allow(missing_docs)]
#[derive(Debug, Clone)]
pub enum IterState {
    /// Over an array's elements (live: reads the array each step).
    Array { arr: ObjRef, next: u32 },
    /// Over a string's code points.
    Str { s: crate::heap::StrRef, next: u32 },
    /// Over a Map's entries, keys or values (0, 1, 2).
    Map { map: ObjRef, next: u32, kind: u8 },
    /// Over a Set's values (or [v, v] entries when kind == 0).
    Set { set: ObjRef, next: u32, kind: u8 },
    /// Over a fixed list of values (a primitive's for...in keys, `matchAll`'s matches).
    List { items: Vec<Value>, next: u32 },
    /// An object's for...in keys, listed when the loop starts: a key deleted from the object
    /// (and its prototypes) before its turn is skipped, as the specification requires.
    ForIn {
        obj: ObjRef,
        // Boxed, not a `Vec`: the variant stays as small as `List`, so `ObjKind` (and every
        // object) keeps its size.
        keys: Box<[crate::atoms::Atom]>,
        next: u32,
    },
    /// Over an array's keys (0) or entries (2).
    ArrayKeys { arr: ObjRef, next: u32, kind: u8 },
}

impl IterState {
    /// Approximate heap bytes of the iterator's own list, for accounting. Out of line: an
    /// iterator is rarely allocated, and `Object::bytes` runs for every object allocated.
    #[inline(never)]
    pub fn bytes(&self) -> usize {
        match self {
            IterState::List { items, .. } => items.capacity() * 16,
            IterState::ForIn { keys, .. } => keys.len() * 4,
            _ => 0,
        }
    }
}

/// An insertion-ordered hash table keyed by SameValueZero, for Map and Set.
#[derive(Debug, Clone, Default)]
pub struct OrderedTable {
    /// Entries; deleted ones are tombstoned (`None`) so live iterators stay valid.
    pub entries: Vec<Option<(Value, Value)>>,
    /// Key hash -> entry positions. The hash is already a keyed hash of the key, so the map
    /// uses it as is instead of hashing it again.
    pub index: HashIndex,
    /// Live entry count.
    pub live: usize,
}

/// What kind of object this is.
#[derive(Debug, Clone)]
pub enum ObjKind {
    /// A plain object.
    Ordinary,
    /// An array; `Value::Empty` marks holes.
    Array(crate::array_items::ArrayItems),
    /// A bytecode function.
    Closure(Closure),
    /// A builtin function (index into the native table).
    Native(u16),
    /// A builtin function bound to data (e.g. a promise's resolve function).
    BoundNative {
        /// Native table index.
        id: u16,
        /// Bound data.
        data: [Value; 2],
    },
    /// A function made by `bind` on any callable.
    Bound {
        /// Target function.
        target: Value,
        /// Bound `this`.
        this: Value,
        /// Bound leading arguments.
        args: Box<[Value]>,
    },
    /// An Error instance (name/message live in properties); remembers where it was made.
    Error {
        /// Line where created (0 if unknown).
        line: u32,
        /// Column where created.
        column: u32,
        /// A [`crate::host::HostErrorKind`] for errors made by failed tool calls; 0 otherwise.
        tag: u8,
    },
    /// A promise (boxed, like the other large kinds, so every object stays small).
    Promise(Box<PromiseData>),
    /// A suspended coroutine.
    Coroutine(Box<CoroutineData>),
    /// An internal iterator.
    Iterator(IterState),
    /// A Map.
    Map(Box<OrderedTable>),
    /// A Set (values in the key position).
    Set(Box<OrderedTable>),
    /// A Date (time value in ms, NaN when invalid).
    Date(f64),
    /// A regular expression (its compiled pattern; `lastIndex` is an own property).
    RegExp(std::sync::Arc<crate::builtins::regexp::RegExpData>),
    /// A boxed primitive (`new Number(1)`, ...).
    Boxed(Value),
    /// A reference into the host tool tree: `tools` itself (empty path), a namespace, or a tool.
    /// Reading a property extends the dotted path; calling it makes a tool call.
    ToolRef(crate::heap::StrRef),
}

/// A heap object.
#[derive(Debug, Clone)]
pub struct Object {
    /// The prototype (None = null prototype).
    pub proto: Option<ObjRef>,
    /// Own named properties.
    pub props: PropMap,
    /// Kind-specific data.
    pub kind: ObjKind,
    /// `false` once `Object.preventExtensions`/`freeze` ran.
    pub extensible: bool,
}

impl Object {
    /// A new object of a kind with a prototype.
    pub fn new(kind: ObjKind, proto: Option<ObjRef>) -> Self {
        Object {
            proto,
            props: PropMap::default(),
            kind,
            extensible: true,
        }
    }

    /// `true` for anything callable.
    pub fn is_callable(&self) -> bool {
        matches!(
            self.kind,
            ObjKind::Closure(_)
                | ObjKind::Native(_)
                | ObjKind::BoundNative { .. }
                | ObjKind::Bound { .. }
                | ObjKind::ToolRef(_)
        )
    }

    /// Approximate heap bytes for accounting.
    pub fn bytes(&self) -> usize {
        let kind = match &self.kind {
            ObjKind::Array(v) => v.capacity() * 16,
            ObjKind::Closure(c) => c.captures.len() * 4,
            ObjKind::Coroutine(c) => c.stack.capacity() * 16 + 128,
            ObjKind::Map(t) | ObjKind::Set(t) => {
                // An index slot holds a hash and a small vector of positions (its own block).
                t.entries.capacity() * 40 + t.index.capacity() * 64
            }
            ObjKind::Promise(p) => p.reactions.capacity() * 40,
            ObjKind::Iterator(it) => it.bytes(),
            ObjKind::RegExp(r) => r.bytes(),
            _ => 0,
        };
        std::mem::size_of::<Object>() + self.props.bytes() + kind
    }
}

#[cfg(test)]
mod size_tests {
    use super::*;

    /// Objects are chased at random by property reads and the collector, so their size is a
    /// cache-miss budget: large kinds are boxed (48 bytes of kind), and what is left is spent on
    /// four inline properties (4 x 24 bytes), which measured faster than a separate
    /// allocation for them (d_array: 2.3 s -> 1.9 s). The inline vector is smallvec's `union`
    /// form, whose inline or spilled state is its capacity, not a separate tag word (184 -> 176).
    #[test]
    fn objects_stay_small() {
        // An iterator's state is no larger than a vector and a position (a larger variant
        // grew every object by 8 bytes).
        assert!(
            std::mem::size_of::<IterState>() <= 32,
            "{}",
            std::mem::size_of::<IterState>()
        );
        assert!(
            std::mem::size_of::<ObjKind>() <= 48,
            "{}",
            std::mem::size_of::<ObjKind>()
        );
        assert!(
            std::mem::size_of::<Object>() <= 176,
            "{}",
            std::mem::size_of::<Object>()
        );
    }
}

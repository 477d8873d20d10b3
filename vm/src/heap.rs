//! The per-execution heap: arenas of strings, objects and closure cells, with a mark-and-sweep
//! tracing collector that runs only at instruction boundaries (safe points).

use crate::arena_alloc::ArenaAlloc;
use crate::object::{IterState, ObjKind, Object, PromiseState, Reaction};
use crate::str_pool::{StrPool, POOL_MAX};
use crate::value::Value;
use std::sync::Arc;

/// Handle to a heap string.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct StrRef(pub u32);
/// Handle to a heap object.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ObjRef(pub u32);
/// Handle to a closure cell (a captured variable).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct CellRef(pub u32);

/// A slot arena with a free list and mark bits, on top of an optional shared base.
///
/// The base is the realm template's arena, shared by every execution started from it: its slots
/// are never freed or written. Writing a base slot first copies it into this arena (the handle
/// stays the same; `copied` redirects it), so an execution starts without copying the realm.
/// Base slots reference only base slots, so a collection never traces them; copied ones are
/// roots, since the base (always live) may reference them.
struct Arena<T: 'static> {
    /// The realm template's slots (empty for a heap built from scratch). Borrowed for the
    /// process's lifetime, not reference-counted: the template lives in a `static`, and four
    /// `Arc` counts, each on its own page, were written and released by every execution.
    base: &'static [Option<T>],
    /// `base.len()`: handles below it are base slots, the rest index `slots` after subtracting it.
    base_len: u32,
    /// Per base slot: its copy's local index + 1, or 0 (allocated on the first copy).
    copied: Vec<u32>,
    /// Base slots copied so far.
    copied_list: Vec<u32>,
    /// In [`ArenaAlloc`] blocks: a large heap's slots sit on huge pages.
    slots: allocator_api2::vec::Vec<Option<T>, ArenaAlloc>,
    marks: Vec<bool>,
    free: Vec<u32>,
}

impl<T: Clone + 'static> Arena<T> {
    fn new() -> Self {
        Self::with_base(&[], 0)
    }

    /// An arena over `base` with room for `cap` slots of its own before it grows.
    fn with_base(base: &'static [Option<T>], cap: usize) -> Self {
        Arena {
            base_len: base.len() as u32,
            base,
            copied: Vec::new(),
            copied_list: Vec::new(),
            slots: allocator_api2::vec::Vec::with_capacity_in(cap, ArenaAlloc),
            marks: Vec::with_capacity(cap),
            free: Vec::new(),
        }
    }

    /// Writes into `p` an arena over `base` in a previous execution's `spare` buffers (cleared),
    /// if they have room for `cap` slots, else in new ones; field by field, where it lives
    /// (built as a value and then moved into its heap, each arena was one more copy of its 144
    /// bytes).
    ///
    /// # Safety
    ///
    /// `p` must be valid for writes of one `Arena<T>`; what it held is overwritten, not dropped.
    #[inline(always)]
    unsafe fn write_with_spare(
        p: *mut Self,
        base: &'static [Option<T>],
        cap: usize,
        spare: ArenaSpare<T>,
    ) {
        let (slots, marks) = if spare.slots.capacity() >= cap && spare.marks.capacity() >= cap {
            (spare.slots, spare.marks)
        } else {
            (
                allocator_api2::vec::Vec::with_capacity_in(cap, ArenaAlloc),
                Vec::with_capacity(cap),
            )
        };
        crate::spare::init_in_place!(@ptr p, Self {
            base,
            base_len: base.len() as u32,
            copied: Vec::new(),
            copied_list: Vec::new(),
            slots,
            marks,
            free: Vec::new(),
        });
    }

    /// Whether it owns no buffer (dropping it would free nothing); without short-circuiting.
    fn owns_nothing(&self) -> bool {
        (self.copied.capacity()
            | self.copied_list.capacity()
            | self.slots.capacity()
            | self.marks.capacity()
            | self.free.capacity())
            == 0
    }

    /// This arena's slot and mark buffers, cleared, for the next execution: when they have
    /// room for at most `max` slots (else empty ones, and they are freed with the arena).
    fn take_spare(&mut self, max: usize) -> ArenaSpare<T> {
        if self.slots.capacity() > max || self.marks.capacity() > max {
            return ArenaSpare::EMPTY;
        }
        let mut slots = std::mem::replace(
            &mut self.slots,
            allocator_api2::vec::Vec::new_in(ArenaAlloc),
        );
        slots.clear();
        let mut marks = std::mem::take(&mut self.marks);
        marks.clear();
        ArenaSpare { slots, marks }
    }

    /// Every slot of this arena (base included, copies folded back in), for a new base.
    fn into_base(self) -> Arc<[Option<T>]> {
        let mut all: Vec<Option<T>> = self.base.to_vec();
        for &i in &self.copied_list {
            let j = self.copied[i as usize] - 1;
            all[i as usize] = self.slots[j as usize].clone();
        }
        all.extend(self.slots);
        Arc::from(all)
    }

    /// Allocates a local slot; returns its handle. Inlined so a value built by the caller is
    /// written into its slot directly: out of line, an `Object` (176 bytes) was copied once
    /// into the call's argument and again into the slot.
    #[inline]
    fn alloc(&mut self, v: T) -> u32 {
        let local = if let Some(i) = self.free.pop() {
            self.slots[i as usize] = Some(v);
            i
        } else {
            self.slots.push(Some(v));
            self.marks.push(false);
            (self.slots.len() - 1) as u32
        };
        local + self.base_len
    }

    /// Whether `h` is a base slot not copied into this arena.
    #[inline(always)]
    fn is_pristine(&self, h: u32) -> bool {
        h < self.base_len && self.copied.get(h as usize).is_none_or(|&j| j == 0)
    }

    /// Slot `h` when this arena allocated it; `None` for a base handle. For a base handle the
    /// subtraction wraps, in `usize`, far past any length: one bounds test tells an own slot
    /// from a base one (with `checked_sub` the own slot took three jumps, each a cold-start
    /// cost: BENCHMARKS.md).
    #[inline(always)]
    fn own_slot(&self, h: u32) -> Option<&Option<T>> {
        self.slots
            .get((h as usize).wrapping_sub(self.base_len as usize))
    }

    /// The slot behind `h`: one of this arena's own (the common case, laid out straight
    /// through) or, out of line, a base slot (copied or not).
    #[inline(always)]
    fn get(&self, h: u32) -> Option<&T> {
        let slot = match self.own_slot(h) {
            Some(s) => s,
            None => {
                // Placed out of the way, so an own slot's read falls straight through (a
                // taken jump around the call was a cold-start cost at every inlined read).
                std::hint::cold_path();
                self.base_slot(h)
            }
        };
        slot.as_ref()
    }

    /// [`Arena::get`] with a base slot read in line: for a read whose slot is a base one as
    /// often as not (a call's callee: every builtin function is a base object).
    #[inline(always)]
    fn get_either(&self, h: u32) -> Option<&T> {
        match self.own_slot(h) {
            Some(s) => s,
            None => self.base_slot_here(h),
        }
        .as_ref()
    }

    /// Base slot `h` (its copy once copied); an empty slot for a handle out of range. Out of
    /// line but not cold: builtin functions and prototypes are base objects, read by every
    /// prototype lookup and by a builtin call outside the dispatch loop's `Call`.
    #[inline(never)]
    fn base_slot(&self, h: u32) -> &Option<T> {
        self.base_slot_here(h)
    }

    /// [`Arena::base_slot`]'s read, for the callers that want it in line.
    #[inline(always)]
    fn base_slot_here(&self, h: u32) -> &Option<T> {
        let slot = match self.copied.get(h as usize) {
            Some(&j) if j != 0 => self.slots.get(j as usize - 1),
            _ => self.base.get(h as usize),
        };
        slot.unwrap_or(&None)
    }

    /// Asks the CPU to start loading slot `h`'s value into cache (a hint: nothing is read, and
    /// a base slot or a handle out of range is skipped). For walks whose next value is known a
    /// step ahead but sits at a random place in a large heap (a merge sort's runs, a scan of
    /// an array of objects in an order unrelated to their allocation): the load's wait then
    /// overlaps the work of the current step.
    #[inline(always)]
    fn prefetch(&self, h: u32) {
        #[cfg(target_arch = "x86_64")]
        if let Some(l) = h.checked_sub(self.base_len) {
            if (l as usize) < self.slots.len() {
                let p = self.slots.as_ptr().wrapping_add(l as usize) as *const i8;
                // Every cache line the value spans (an object is 176 bytes: three or four).
                let mut off = 0;
                while off < std::mem::size_of::<Option<T>>() {
                    // SAFETY: a prefetch is only a hint; it neither reads nor faults, and the
                    // address is inside the slot array (checked above) or its last slot's end.
                    unsafe {
                        std::arch::x86_64::_mm_prefetch::<{ std::arch::x86_64::_MM_HINT_T0 }>(
                            p.wrapping_add(off),
                        )
                    };
                    off += 64;
                }
                let last = std::mem::size_of::<Option<T>>() - 1;
                // SAFETY: as above.
                unsafe {
                    std::arch::x86_64::_mm_prefetch::<{ std::arch::x86_64::_MM_HINT_T0 }>(
                        p.wrapping_add(last),
                    )
                };
            }
        }
        #[cfg(not(target_arch = "x86_64"))]
        let _ = h;
    }

    /// A slot this arena allocated (not one of the shared base), mutably; `None` for a base
    /// handle, copied or not.
    #[inline(always)]
    fn get_own_mut(&mut self, h: u32) -> Option<&mut T> {
        // As in `get`: a base handle wraps past any length.
        match self
            .slots
            .get_mut((h as usize).wrapping_sub(self.base_len as usize))
        {
            Some(Some(v)) => Some(v),
            _ => None,
        }
    }

    #[inline]
    fn get_mut(&mut self, h: u32) -> Option<&mut T> {
        if h >= self.base_len {
            return self.get_own_mut(h);
        }
        self.get_base_mut(h)
    }

    /// A base slot, copied into this arena on first write.
    fn get_base_mut(&mut self, h: u32) -> Option<&mut T> {
        let j = match self.copied.get(h as usize) {
            Some(&j) if j != 0 => j - 1,
            _ => {
                let v = self.base.get(h as usize)?.clone()?;
                let local = self.alloc(v) - self.base_len;
                if self.copied.is_empty() {
                    self.copied = vec![0; self.base_len as usize];
                }
                self.copied[h as usize] = local + 1;
                self.copied_list.push(h);
                local
            }
        };
        self.slots.get_mut(j as usize)?.as_mut()
    }

    /// Memory the arena holds beyond its live values: free slots and spare capacity.
    fn free_bytes(&self) -> usize {
        let slot = std::mem::size_of::<Option<T>>() + 1;
        (self.slots.capacity() - self.slots.len() + self.free.len()) * slot
    }

    /// Marks the slot behind handle `h`; returns the handle to trace when it was newly marked
    /// (a copied base slot is traced through its copy; an uncopied one never needs tracing).
    fn mark(&mut self, h: u32) -> Option<u32> {
        let l = match h.checked_sub(self.base_len) {
            Some(l) => l,
            None => match self.copied.get(h as usize) {
                Some(&j) if j != 0 => j - 1,
                _ => return None,
            },
        };
        match self.marks.get_mut(l as usize) {
            Some(m) if !*m => {
                *m = true;
                Some(l + self.base_len)
            }
            _ => None,
        }
    }

    /// Handles of the copies of base slots (roots of every collection).
    fn copies(&self) -> impl Iterator<Item = u32> + '_ {
        self.copied_list.iter().copied()
    }

    /// Live slots: the base's and this arena's own (copies counted once).
    fn live(&self) -> usize {
        self.base.iter().filter(|s| s.is_some()).count() + self.slots.len()
            - self.free.len()
            - self.copied_list.len()
    }

    /// Frees every unmarked slot (handing its value to `freed`) and clears the marks; returns
    /// the sum of `size` over the slots kept.
    fn sweep(&mut self, mut size: impl FnMut(&T) -> usize, mut freed: impl FnMut(T)) -> usize {
        let mut live = 0;
        for (i, (slot, mark)) in self.slots.iter_mut().zip(self.marks.iter_mut()).enumerate() {
            if *mark {
                *mark = false;
                if let Some(v) = slot {
                    live += size(v);
                }
            } else if let Some(v) = slot.take() {
                freed(v);
                self.free.push(i as u32);
            }
        }
        live
    }
}

/// An arena's slot and mark buffers, cleared, kept for the next execution (`spare.rs`).
struct ArenaSpare<T: 'static> {
    slots: allocator_api2::vec::Vec<Option<T>, ArenaAlloc>,
    marks: Vec<bool>,
}

impl<T: 'static> ArenaSpare<T> {
    const EMPTY: ArenaSpare<T> = ArenaSpare {
        slots: allocator_api2::vec::Vec::new_in(ArenaAlloc),
        marks: Vec::new(),
    };

    /// Whether it holds no buffer (dropping it would free nothing).
    fn holds_nothing(&self) -> bool {
        (self.slots.capacity() | self.marks.capacity()) == 0
    }
}

/// A finished execution's first string and object slot buffers, cleared, for the next
/// execution on its thread (`spare.rs`): the arenas the realm template's heaps start with
/// room for (see [`Heap::write_with_base_in`]).
pub(crate) struct HeapSpare {
    strs: ArenaSpare<StrData>,
    objs: ArenaSpare<Object>,
    /// An array's item buffer, emptied (see [`Heap::items_room`]).
    items: Vec<Value>,
    /// The string pool's buffers, emptied.
    pool: StrPool,
}

impl HeapSpare {
    /// No buffers.
    pub(crate) const EMPTY: HeapSpare = HeapSpare {
        strs: ArenaSpare::EMPTY,
        objs: ArenaSpare::EMPTY,
        items: Vec::new(),
        pool: StrPool::EMPTY,
    };

    /// Whether it holds no buffer (dropping it would free nothing). Tested without
    /// short-circuiting: one branch for the caller, not one per buffer.
    pub(crate) fn holds_nothing(&self) -> bool {
        self.strs.holds_nothing()
            & self.objs.holds_nothing()
            & (self.items.capacity() == 0)
            & self.pool.owns_nothing()
    }
}

impl Default for HeapSpare {
    fn default() -> Self {
        HeapSpare::EMPTY
    }
}

/// The most slots of its own an arena may have room for for its buffers to be kept for the
/// next execution (a heap starts with room for [`START_SLOTS`]).
const MAX_SPARE_SLOTS: usize = 64;

/// The room, in values, an array item buffer must have to be kept as [`Heap::items_room`]:
/// more than the allocator's per-thread cache of small blocks holds (1,032 bytes, 64 values),
/// at most 8 KB.
const ITEMS_ROOM: std::ops::RangeInclusive<usize> = 65..=512;

/// The slots of their own the string and object arenas of a heap on a base start with room
/// for: a small program's strings and objects (growing there from nothing took four
/// reallocations in a_startup, about 4 KB in all).
const START_SLOTS: usize = 16;

/// The realm template's heap, shared by every execution started from it (see [`Arena`]).
/// Executions borrow the slots (the template is `'static`) and never clone these `Arc`s; they
/// stay `Arc`s for where `Arc::from` puts the slots: `Box`es (the builder's own allocations,
/// shrunk) made a_startup's executions touch about 12 more pages of data in
/// `scripts/footprint`, with about the same instructions, from where the allocator then put
/// things.
pub struct HeapBase {
    strs: Arc<[Option<StrData>]>,
    bufs: Arc<[Option<Vec<u16>>]>,
    objs: Arc<[Option<Object>]>,
    cells: Arc<[Option<Value>]>,
}

/// A JavaScript string: UTF-16 code units.
pub type JsStr = Box<[u16]>;

/// UTF-16 units as a Rust string, a lone surrogate as U+FFFD (`String::from_utf16_lossy`).
/// ASCII units (JSON text, names, numbers: nearly every string that leaves a program) are
/// copied a byte each in a loop the compiler vectorizes, not decoded a character at a time.
pub fn string_from_units(units: &[u16]) -> String {
    if units.iter().all(|&u| u < 0x80) {
        let bytes: Vec<u8> = units.iter().map(|&u| u as u8).collect();
        // SAFETY: every unit is below 0x80 (tested just above), so every byte is ASCII, which
        // is UTF-8. (`String::from_utf8` would scan the text again to find what is known.)
        unsafe { String::from_utf8_unchecked(bytes) }
    } else {
        String::from_utf16_lossy(units)
    }
}

/// Strings up to this many units are stored in their slot ([`StrData::Inline`]).
pub const INLINE_STR: usize = 10;

/// A heap string's storage.
#[derive(Clone, Debug)]
pub enum StrData {
    /// Its own units.
    Flat(JsStr),
    /// A short string's units inside the slot itself: no allocation of its own (names and
    /// numbers built in loops, `"item" + i`). Fits the slot the other variants need anyway.
    Inline {
        /// How many of `units` are the string.
        len: u8,
        /// The units.
        units: [u16; INLINE_STR],
    },
    /// A string of `INLINE_STR + 1` to [`POOL_MAX`] units, in a block of the heap's pool.
    Pooled {
        /// The block's size class.
        class: u8,
        /// How many units are the string.
        len: u8,
        /// Where the block starts in the pool.
        at: u32,
    },
    /// The first `len` units of a shared append buffer (see [`Heap::concat`]).
    Slice {
        /// The buffer (an index into the heap's buffer arena).
        buf: u32,
        /// How many of its units are this string.
        len: u32,
    },
}

/// Heap statistics, for tests and the memory limit.
#[derive(Clone, Copy, Debug, Default)]
pub struct HeapStats {
    /// Bytes believed live after the last collection plus allocations since.
    pub bytes: usize,
    /// Collections run.
    pub collections: u64,
}

/// The heap.
pub struct Heap {
    strs: Arena<StrData>,
    /// Append buffers shared by the strings `+=` builds (see [`StrData::Slice`]).
    bufs: Arena<Vec<u16>>,
    /// The units of strings of 11 to 64 units (see [`StrData::Pooled`]).
    pool: StrPool,
    objs: Arena<Object>,
    cells: Arena<Value>,
    /// Bytes allocated since the last collection (approximate).
    pub allocated: usize,
    /// Bytes live after the last collection (approximate).
    pub live_after_gc: usize,
    /// Collect when `allocated` exceeds this ([`Heap::set_threshold`]).
    threshold: usize,
    /// `threshold`, or `usize::MAX` while collections are blocked: the one bound
    /// [`Heap::wants_gc`] compares with, so its callers' test is one compare that falls
    /// through (the two tests it was laid out as a taken jump at every call).
    trigger: usize,
    /// Number of collections so far.
    pub collections: u64,
    /// The most bytes in use seen at a collection (see [`Heap::peak_bytes`]).
    pub peak: usize,
    /// The execution's memory budget (`usize::MAX` = none): collections come often enough that
    /// garbage never carries the heap far past it.
    pub limit: usize,
    /// Set while a builtin waits on JavaScript it called (`Vm::call_sync`): values the builtin
    /// holds in Rust locals are not roots, so nothing may be collected until it resumes
    /// ([`Heap::set_gc_blocked`]).
    gc_blocked: bool,
    gray_objs: Vec<u32>,
    /// Atoms of strings recently used as property keys (`obj[key]`), direct-mapped by handle,
    /// so a key string seen again skips hashing its units. Emptied by every collection: a
    /// freed handle may be reused for another string.
    key_atoms: Vec<(u32, crate::atoms::Atom)>,
    /// An empty array item buffer with room for 65 to 512 values, from an array of the
    /// previous execution on this thread (`spare.rs`), for the first array this one grows past
    /// 16 items ([`crate::grow::reserve_items`]). A block that size is larger than glibc's
    /// per-thread cache of small blocks, so allocating and freeing it took the allocator's
    /// general paths (about 200 machine instructions of code a neighbour leaves cold) in
    /// every execution that built an array of a hundred items.
    items_room: Vec<Value>,
}

/// Entries in [`Heap`]'s key-atom cache (a power of two).
const KEY_CACHE: usize = 256;

const MIN_THRESHOLD: usize = 4 << 20;

impl Default for Heap {
    fn default() -> Self {
        Self::new()
    }
}

impl Heap {
    /// An empty heap.
    pub fn new() -> Self {
        Heap::from_arenas(Arena::new(), Arena::new(), Arena::new(), Arena::new())
    }

    /// Writes into `p` a heap on top of a shared base: the base's handles stay valid, and
    /// nothing of it is copied until written. Its first slots are in a previous execution's
    /// buffers (`spare.rs`) where they are large enough ([`HeapSpare::EMPTY`] for new ones).
    /// Written field by field and each arena in place: the `Vm`'s constructor writes its heap
    /// (about 700 bytes) where it lives, where a heap built and then moved there was copied
    /// once whole and each arena once more.
    ///
    /// # Safety
    ///
    /// `p` must be valid for writes of one `Heap`; what it held is overwritten, not dropped.
    #[inline(always)]
    pub(crate) unsafe fn write_with_base_in(
        p: *mut Heap,
        base: &'static HeapBase,
        spare: HeapSpare,
    ) {
        let HeapSpare {
            strs,
            objs,
            items,
            pool,
        } = spare;
        // SAFETY: the fields of the heap at `p`, each written once (the caller's contract).
        unsafe {
            Arena::write_with_spare(
                std::ptr::addr_of_mut!((*p).strs),
                &base.strs,
                START_SLOTS,
                strs,
            );
            Arena::write_with_spare(
                std::ptr::addr_of_mut!((*p).bufs),
                &base.bufs,
                0,
                ArenaSpare::EMPTY,
            );
            Arena::write_with_spare(
                std::ptr::addr_of_mut!((*p).objs),
                &base.objs,
                START_SLOTS,
                objs,
            );
            Arena::write_with_spare(
                std::ptr::addr_of_mut!((*p).cells),
                &base.cells,
                0,
                ArenaSpare::EMPTY,
            );
        }
        // SAFETY: the same heap, its other fields.
        unsafe { Heap::write_unused(p, items, pool) };
    }

    /// Writes into `p` every field of a heap that nothing has been allocated in yet but its
    /// four arenas, which the caller writes: no collections, the first threshold, no limit,
    /// `items_room` as the room for the first array's items and `pool` as the string pool
    /// (a previous execution's buffers, emptied, or none).
    ///
    /// # Safety
    ///
    /// `p` must be valid for writes of one `Heap`; what it held is overwritten, not dropped.
    #[inline(always)]
    unsafe fn write_unused(p: *mut Heap, items_room: Vec<Value>, pool: StrPool) {
        crate::spare::init_in_place!(@ptr p, Heap {
            allocated: 0,
            live_after_gc: 0,
            threshold: MIN_THRESHOLD,
            trigger: MIN_THRESHOLD,
            collections: 0,
            peak: 0,
            limit: usize::MAX,
            gc_blocked: false,
            gray_objs: Vec::new(),
            key_atoms: Vec::new(),
            items_room,
            pool,
        }, in_place: [strs, bufs, objs, cells]);
    }

    /// Whether the heap owns no buffer (dropping it would free nothing: its arenas' bases are
    /// borrowed, the rest are numbers), after one combined test rather than one per buffer.
    /// Usually true after [`Heap::take_spare`] for a small execution.
    pub(crate) fn owns_nothing(&self) -> bool {
        // Every field named, so that a new one has to be considered here: an owning field
        // left out of the test would leak when the heap is forgotten on its word.
        let Heap {
            strs,
            bufs,
            objs,
            cells,
            allocated: _,
            live_after_gc: _,
            threshold: _,
            trigger: _,
            collections: _,
            peak: _,
            limit: _,
            gc_blocked: _,
            gray_objs,
            key_atoms,
            items_room,
            pool,
        } = self;
        strs.owns_nothing()
            & pool.owns_nothing()
            & bufs.owns_nothing()
            & objs.owns_nothing()
            & cells.owns_nothing()
            & ((gray_objs.capacity() | key_atoms.capacity() | items_room.capacity()) == 0)
    }

    /// This heap's first string and object slot buffers, cleared (their values dropped), for
    /// the next execution on this thread; empty where they grew large.
    pub(crate) fn take_spare(&mut self) -> HeapSpare {
        let items = self.take_items_room();
        HeapSpare {
            strs: self.strs.take_spare(MAX_SPARE_SLOTS),
            objs: self.objs.take_spare(MAX_SPARE_SLOTS),
            items,
            pool: self.pool.take_spare(),
        }
    }

    /// The item room to keep for the next execution: this execution's, if it did not use it,
    /// else the buffer of one of its arrays that is the right size (looked for only in a heap
    /// small enough for its slot buffers to be kept too), emptied.
    fn take_items_room(&mut self) -> Vec<Value> {
        let mut room = std::mem::take(&mut self.items_room);
        if room.capacity() == 0 && self.objs.slots.len() <= MAX_SPARE_SLOTS {
            for o in self.objs.slots.iter_mut().flatten() {
                if let ObjKind::Array(v) = &mut o.kind {
                    if ITEMS_ROOM.contains(&v.capacity()) {
                        room = std::mem::take(v).into_vec();
                        break;
                    }
                }
            }
        }
        room.clear();
        room
    }

    fn from_arenas(
        strs: Arena<StrData>,
        bufs: Arena<Vec<u16>>,
        objs: Arena<Object>,
        cells: Arena<Value>,
    ) -> Self {
        let mut h = std::mem::MaybeUninit::<Heap>::uninit();
        let p = h.as_mut_ptr();
        // SAFETY: each field of the heap at `p` is written once: the arenas here, the rest by
        // `write_unused`; then it is whole.
        unsafe {
            std::ptr::addr_of_mut!((*p).strs).write(strs);
            std::ptr::addr_of_mut!((*p).bufs).write(bufs);
            std::ptr::addr_of_mut!((*p).objs).write(objs);
            std::ptr::addr_of_mut!((*p).cells).write(cells);
            Heap::write_unused(p, Vec::new(), StrPool::EMPTY);
            h.assume_init()
        }
    }

    /// Turns this heap into a base for others (after the realm template is built). Handles
    /// stay valid.
    pub fn into_base(mut self) -> HeapBase {
        // Base strings are read without the pool that made them: each gets its own units.
        for slot in self.strs.slots.iter_mut() {
            if let Some(StrData::Pooled { len, at, .. }) = *slot {
                *slot = Some(StrData::Flat(self.pool.get(at, len).into()));
            }
        }
        HeapBase {
            strs: self.strs.into_base(),
            bufs: self.bufs.into_base(),
            objs: self.objs.into_base(),
            cells: self.cells.into_base(),
        }
    }

    /// The atom last recorded for the string `s` by [`Heap::remember_key`], if any.
    #[inline]
    pub fn cached_key(&self, s: StrRef) -> Option<crate::atoms::Atom> {
        match self.key_atoms.get(s.0 as usize & (KEY_CACHE - 1)) {
            Some(&(h, a)) if h == s.0 => Some(a),
            _ => None,
        }
    }

    /// Records that the string `s` interns to `a` (until the next collection).
    pub fn remember_key(&mut self, s: StrRef, a: crate::atoms::Atom) {
        if self.key_atoms.is_empty() {
            self.key_atoms = vec![(u32::MAX, crate::atoms::Atom(0)); KEY_CACHE];
        }
        self.key_atoms[s.0 as usize & (KEY_CACHE - 1)] = (s.0, a);
    }

    /// Allocates a string.
    pub fn alloc_str(&mut self, s: JsStr) -> StrRef {
        if s.len() <= POOL_MAX {
            // Its units move into the slot or the pool: the box is freed now, while the
            // allocator's per-thread cache takes it back cheaply, not in a collection's bulk.
            return self.alloc_str_units(&s);
        }
        self.alloc_flat(s)
    }

    /// Allocates a string from units, in its slot when short enough.
    pub fn alloc_str_units(&mut self, u: &[u16]) -> StrRef {
        if u.len() <= INLINE_STR {
            let mut units = [0u16; INLINE_STR];
            units[..u.len()].copy_from_slice(u);
            return self.alloc_inline_str(units, u.len());
        }
        if let Some(r) = self.alloc_pooled(u) {
            return r;
        }
        self.alloc_flat(u.into())
    }

    /// Allocates a string in a box of its own.
    fn alloc_flat(&mut self, s: JsStr) -> StrRef {
        self.allocated += s.len() * 2 + 32;
        StrRef(self.strs.alloc(StrData::Flat(s)))
    }

    /// Allocates a string of at most [`POOL_MAX`] units in the pool (`None` if longer, or if
    /// the pool is full).
    #[inline]
    fn alloc_pooled(&mut self, u: &[u16]) -> Option<StrRef> {
        let (class, at) = self.pool.alloc(u)?;
        self.allocated += StrPool::block_bytes(class) + 32;
        Some(StrRef(self.strs.alloc(StrData::Pooled {
            class,
            len: u.len() as u8,
            at,
        })))
    }

    /// A new string of units `a..b` of `r` (clamped to it), copied once, straight from `r`'s
    /// storage: a string method's result taken from a long receiver without copying the
    /// receiver first.
    pub fn alloc_substr(&mut self, r: StrRef, a: usize, b: usize) -> StrRef {
        let s = self.str(r);
        let part = s.get(a.min(s.len())..b.min(s.len())).unwrap_or(&[]);
        let len = part.len();
        if len <= INLINE_STR {
            let mut units = [0u16; INLINE_STR];
            units[..len].copy_from_slice(part);
            return self.alloc_inline_str(units, len);
        }
        if len <= POOL_MAX {
            // Copied out first: the pool may be what `part` borrows.
            let mut units = [0u16; POOL_MAX];
            units[..len].copy_from_slice(part);
            if let Some(h) = self.alloc_pooled(&units[..len]) {
                return h;
            }
            return self.alloc_flat(units[..len].into());
        }
        let owned: JsStr = part.into();
        self.alloc_flat(owned)
    }

    /// A string stored inline: its whole buffer (a fixed-size copy, not a `memcpy` call) and
    /// its length.
    #[inline]
    pub fn inline_units(&self, r: StrRef) -> Option<([u16; INLINE_STR], usize)> {
        match self.strs.get(r.0) {
            Some(&StrData::Inline { len, units }) => Some((units, len as usize)),
            _ => None,
        }
    }

    /// Allocates a short string already laid out in an inline buffer (`len <= INLINE_STR`).
    pub fn alloc_inline_str(&mut self, units: [u16; INLINE_STR], len: usize) -> StrRef {
        self.allocated += 32;
        StrRef(self.strs.alloc(StrData::Inline {
            len: len.min(INLINE_STR) as u8,
            units,
        }))
    }

    /// Allocates an object (inlined for the reason [`Arena::alloc`] is).
    #[inline]
    pub fn alloc_obj(&mut self, o: Object) -> ObjRef {
        self.allocated += o.bytes();
        ObjRef(self.objs.alloc(o))
    }

    /// Allocates a cell.
    pub fn alloc_cell(&mut self, v: Value) -> CellRef {
        self.allocated += 24;
        CellRef(self.cells.alloc(v))
    }

    /// Notes extra bytes allocated by growth of an existing thing (array push, map insert).
    #[inline]
    pub fn note_growth(&mut self, bytes: usize) {
        self.allocated += bytes;
    }

    /// The string's units.
    #[inline]
    pub fn str(&self, r: StrRef) -> &[u16] {
        match self.strs.get(r.0) {
            Some(StrData::Flat(s)) => s,
            Some(StrData::Inline { len, units }) => &units[..(*len as usize).min(INLINE_STR)],
            Some(&StrData::Pooled { len, at, .. }) => self.pool.get(at, len),
            Some(&StrData::Slice { buf, len }) => match self.bufs.get(buf) {
                Some(b) => &b[..(len as usize).min(b.len())],
                None => &[],
            },
            None => &[],
        }
    }

    /// `left + right` for a string being built up (`s += x` in a loop): the result shares an
    /// append buffer with `left`, and appending to the longest string of a buffer extends it in
    /// place, so building a string piece by piece costs time linear in its length. Strings of
    /// one buffer are its prefixes, which appending never changes.
    pub fn concat(&mut self, left: StrRef, right: &[u16]) -> StrRef {
        if let Some(&StrData::Slice { buf, len }) = self.strs.get(left.0) {
            if let Some(b) = self.bufs.get_mut(buf) {
                if b.len() == len as usize {
                    let cap = b.capacity();
                    b.extend_from_slice(right);
                    let (new_len, grown) = (b.len(), b.capacity().saturating_sub(cap));
                    self.allocated += grown * 2 + 32;
                    return StrRef(self.strs.alloc(StrData::Slice {
                        buf,
                        len: new_len as u32,
                    }));
                }
            }
        }
        let l = self.str(left);
        let mut v = Vec::with_capacity((l.len() + right.len()) * 2);
        v.extend_from_slice(l);
        v.extend_from_slice(right);
        self.allocated += v.capacity() * 2 + 64;
        let len = v.len() as u32;
        let buf = self.bufs.alloc(v);
        StrRef(self.strs.alloc(StrData::Slice { buf, len }))
    }

    /// The object.
    #[inline(always)]
    pub fn obj(&self, r: ObjRef) -> &Object {
        match self.objs.get(r.0) {
            Some(o) => o,
            None => dangling(),
        }
    }

    /// [`Heap::obj`] for a call's callee: a builtin function is a base object, and its slot is
    /// read in line instead of through the out-of-line base read, whose call and the register
    /// saving around it were about 14 of the dispatch loop's 100 machine instructions for
    /// `a.push(x)` (benches/HISTORY.md).
    #[inline(always)]
    pub(crate) fn callee_obj(&self, r: ObjRef) -> &Object {
        match self.objs.get_either(r.0) {
            Some(o) => o,
            None => dangling(),
        }
    }

    /// Starts loading object `r` into cache ahead of its use (see `Arena::prefetch`).
    #[inline(always)]
    pub fn prefetch_obj(&self, r: ObjRef) {
        self.objs.prefetch(r.0);
    }

    /// A scan of `items` is at `i` and the value there is an object: starts loading the object
    /// a few elements on (if any), so that a walk over an array of objects in an order
    /// unrelated to their allocation (a sorted array: `for...of`, `reduce`, `map`) overlaps
    /// each object's wait for memory with the work on the ones before it. Costs a few
    /// instructions per object element read; nothing when the element there is not an object.
    ///
    /// Out of line and cold: inlined into the dispatch loop's element read, its registers
    /// spilled others all over the loop (a_startup, which reads only numbers, ran 4% more
    /// machine instructions; out of line but not cold, 1.7% more).
    #[cold]
    #[inline(never)]
    pub fn prefetch_ahead(&self, items: &[crate::value::Value], i: usize) {
        /// Far enough ahead that a load from memory (a few hundred cycles) is done when the
        /// scan gets there, near enough that the line is still in cache.
        const AHEAD: usize = 4;
        if let Some(crate::value::Value::Obj(o)) = items.get(i.wrapping_add(AHEAD)) {
            self.objs.prefetch(o.0);
        }
    }

    /// Whether `r` is an object of the shared realm base that this execution has not written
    /// (so it still is exactly the realm's, and stays so until written).
    #[inline(always)]
    pub fn is_pristine_obj(&self, r: ObjRef) -> bool {
        self.objs.is_pristine(r.0)
    }

    /// [`Heap::own_obj_mut`], and the heap's kept array item room ([`Heap::items_room`])
    /// beside it, for growing the object's items.
    #[inline(always)]
    pub(crate) fn own_obj_mut_with_room(
        &mut self,
        r: ObjRef,
    ) -> Option<(&mut Object, &mut Vec<Value>)> {
        let o = self.objs.get_own_mut(r.0)?;
        Some((o, &mut self.items_room))
    }

    /// The object, mutably, when this execution made it (`None` for an object of the shared
    /// realm, which [`Heap::obj_mut`] would copy first).
    #[inline(always)]
    pub fn own_obj_mut(&mut self, r: ObjRef) -> Option<&mut Object> {
        self.objs.get_own_mut(r.0)
    }

    /// The object, mutably (as [`Heap::obj_mut`]), and the heap's kept array item room
    /// ([`Heap::items_room`]) beside it, for growing the object's items.
    pub(crate) fn obj_mut_with_room(&mut self, r: ObjRef) -> (&mut Object, &mut Vec<Value>) {
        match self.objs.get_mut(r.0) {
            Some(o) => (o, &mut self.items_room),
            None => panic!("dangling object handle {}", r.0),
        }
    }

    /// The object, mutably.
    #[inline]
    pub fn obj_mut(&mut self, r: ObjRef) -> &mut Object {
        match self.objs.get_mut(r.0) {
            Some(o) => o,
            None => panic!("dangling object handle {}", r.0),
        }
    }

    /// A cell's value.
    #[inline(always)]
    pub fn cell(&self, r: CellRef) -> Value {
        match self.cells.get(r.0) {
            Some(v) => *v,
            None => Value::Undefined,
        }
    }

    /// Sets a cell's value.
    #[inline]
    pub fn set_cell(&mut self, r: CellRef, v: Value) {
        if let Some(c) = self.cells.get_mut(r.0) {
            *c = v;
        }
    }

    /// `true` when enough was allocated that a collection should run at the next safe point
    /// (never while collections are blocked).
    #[inline]
    pub fn wants_gc(&self) -> bool {
        self.allocated > self.trigger
    }

    /// The allocation bound past which a collection runs.
    pub fn threshold(&self) -> usize {
        self.threshold
    }

    /// Sets the allocation bound past which a collection runs.
    pub fn set_threshold(&mut self, t: usize) {
        self.threshold = t;
        self.trigger = if self.gc_blocked { usize::MAX } else { t };
    }

    /// Whether collections are blocked (see the field).
    pub fn gc_blocked(&self) -> bool {
        self.gc_blocked
    }

    /// Blocks or unblocks collections.
    pub fn set_gc_blocked(&mut self, blocked: bool) {
        self.gc_blocked = blocked;
        self.trigger = if blocked { usize::MAX } else { self.threshold };
    }

    /// Bytes currently believed in use.
    pub fn bytes_in_use(&self) -> usize {
        self.live_after_gc + self.allocated
    }

    /// The most bytes in use so far: the usage just before each collection (its local maxima)
    /// and now.
    pub fn peak_bytes(&self) -> usize {
        self.peak.max(self.bytes_in_use())
    }

    /// Marks a root value.
    #[inline]
    pub fn mark_value(&mut self, v: Value) {
        match v {
            Value::Str(s) => {
                if let Some(h) = self.strs.mark(s.0) {
                    // A slice's buffer is marked with it. Without any buffer (no string was
                    // ever built up by `+=`) there is no slice: skip loading the string's slot.
                    if self.bufs.base_len == 0 && self.bufs.slots.is_empty() {
                        return;
                    }
                    if let Some(&StrData::Slice { buf, .. }) = self.strs.get(h) {
                        self.bufs.mark(buf);
                    }
                }
            }
            Value::Obj(o) => {
                if let Some(h) = self.objs.mark(o.0) {
                    self.gray_objs.push(h);
                }
            }
            Value::Cell(c) => self.mark_cell(c),
            _ => {}
        }
    }

    /// Marks a root object.
    pub fn mark_obj(&mut self, o: ObjRef) {
        self.mark_value(Value::Obj(o));
    }

    fn mark_cell(&mut self, c: CellRef) {
        if self.cells.mark(c.0).is_some() {
            let v = self.cell(c);
            self.mark_value(v);
        }
    }

    /// Traces everything reachable from the marked roots, then frees the rest.
    /// Call after marking all roots with [`Heap::mark_value`].
    pub fn finish_collection(&mut self) {
        self.peak = self.peak.max(self.bytes_in_use());
        self.key_atoms.clear();
        // Copies of base slots are roots: the base, always live, may reference them.
        let copied_objs: Vec<u32> = self.objs.copies().collect();
        for o in copied_objs {
            self.mark_value(Value::Obj(ObjRef(o)));
        }
        let copied_cells: Vec<u32> = self.cells.copies().collect();
        for c in copied_cells {
            self.mark_cell(CellRef(c));
        }
        let mut scratch: Vec<Value> = Vec::new();
        // The live objects' sizes, summed while each is in cache for its trace: the sweep then
        // reads only the start of each slot, not three of its cache lines.
        let mut live_objs = 0;
        while let Some(i) = self.gray_objs.pop() {
            // The next gray object is anywhere in the heap: its load overlaps this one's trace.
            if let Some(&next) = self.gray_objs.last() {
                self.objs.prefetch(next);
            }
            scratch.clear();
            let mut cells: smallvec::SmallVec<[CellRef; 8]> = smallvec::SmallVec::new();
            if let Some(o) = self.objs.get(i) {
                live_objs += o.bytes();
                if let Some(p) = o.proto {
                    scratch.push(Value::Obj(p));
                }
                for p in o.props.iter() {
                    scratch.push(p.value);
                }
                trace_kind(&o.kind, &mut scratch, &mut cells);
            }
            for c in cells {
                self.mark_cell(c);
            }
            for v in scratch.drain(..) {
                self.mark_value(v);
            }
        }
        // Every object the sweep keeps was traced above (marking one queues it), so its size
        // is in `live_objs` already.
        let live = live_objs
            + self.objs.sweep(|_| 0, drop)
            + self.strs.sweep(
                |s| match s {
                    StrData::Flat(s) => s.len() * 2 + 32,
                    &StrData::Pooled { class, .. } => StrPool::block_bytes(class) + 32,
                    StrData::Inline { .. } | StrData::Slice { .. } => 32,
                },
                |s| {
                    if let StrData::Pooled { class, at, .. } = s {
                        self.pool.release(class, at);
                    }
                },
            )
            + self.bufs.sweep(|b| b.capacity() * 2, drop)
            + self.cells.sweep(|_| 24, drop)
            + self.objs.free_bytes()
            + self.strs.free_bytes()
            + self.bufs.free_bytes()
            + self.cells.free_bytes()
            + self.pool.free_bytes();
        self.live_after_gc = live;
        self.allocated = 0;
        // Collect again once as much as is live has been allocated, but under a budget no
        // later than a quarter of the headroom left (at least 256 KB, so a nearly full heap does
        // not collect on every allocation).
        let headroom = self.limit.saturating_sub(live) / 4;
        self.set_threshold(MIN_THRESHOLD.max(live).min(headroom.max(256 << 10)));
        self.collections += 1;
    }

    /// Number of live object slots (for tests).
    pub fn object_count(&self) -> usize {
        self.objs.live()
    }
}

fn trace_kind(kind: &ObjKind, out: &mut Vec<Value>, cells: &mut smallvec::SmallVec<[CellRef; 8]>) {
    match kind {
        ObjKind::Ordinary
        | ObjKind::Native(_)
        | ObjKind::Error { .. }
        | ObjKind::Date(_)
        | ObjKind::RegExp(_) => {}
        ObjKind::Array(v) => out.extend(v.iter().copied()),
        ObjKind::Closure(c) => {
            cells.extend(c.captures.iter().copied());
            out.push(c.bound_this);
        }
        ObjKind::BoundNative { data, .. } => out.extend(data.iter().copied()),
        ObjKind::Bound { target, this, args } => {
            out.push(*target);
            out.push(*this);
            out.extend(args.iter().copied());
        }
        ObjKind::Promise(p) => {
            match p.state {
                PromiseState::Fulfilled(v) | PromiseState::Rejected(v) => out.push(v),
                PromiseState::Pending => {}
            }
            for r in &p.reactions {
                match *r {
                    Reaction::Resume(o) | Reaction::Forward(o) => out.push(Value::Obj(o)),
                    Reaction::Then {
                        on_fulfilled,
                        on_rejected,
                        derived,
                    } => {
                        out.push(on_fulfilled);
                        out.push(on_rejected);
                        if let Some(d) = derived {
                            out.push(Value::Obj(d));
                        }
                    }
                    Reaction::Combinator { agg, .. } => out.push(Value::Obj(agg)),
                }
            }
        }
        ObjKind::Coroutine(c) => {
            out.extend(c.stack.iter().copied());
            out.push(Value::Obj(c.promise));
            if let Some(f) = &c.frame {
                f.trace(out);
            }
        }
        ObjKind::Iterator(it) => match it {
            IterState::Array { arr, .. } | IterState::ArrayKeys { arr, .. } => {
                out.push(Value::Obj(*arr))
            }
            IterState::Str { s, .. } => out.push(Value::Str(*s)),
            IterState::Map { map, .. } => out.push(Value::Obj(*map)),
            IterState::Set { set, .. } => out.push(Value::Obj(*set)),
            IterState::ForIn { obj, .. } => out.push(Value::Obj(*obj)),
            IterState::List { items, .. } => out.extend(items.iter().copied()),
        },
        ObjKind::Map(t) | ObjKind::Set(t) => {
            for (k, v) in t.entries.iter().flatten() {
                out.push(*k);
                out.push(*v);
            }
        }
        ObjKind::Boxed(v) => out.push(*v),
        ObjKind::ToolRef(s) => out.push(Value::Str(*s)),
    }
}

#[cold]
fn dangling() -> &'static Object {
    static EMPTY: std::sync::OnceLock<Object> = std::sync::OnceLock::new();
    // An object handle always points at a live slot while reachable; this is only hit after a VM
    // bug, and answering with an empty object keeps the host alive.
    EMPTY.get_or_init(|| Object::new(ObjKind::Ordinary, None))
}

#[cfg(test)]
mod tests {
    use super::{string_from_units, Heap, ObjRef};
    use crate::atoms::Atom;
    use crate::object::{ObjKind, Object};
    use crate::value::Value;

    /// `owns_nothing` (on whose word a finished execution's heap is forgotten, not dropped)
    /// is false while any buffer holds memory, and true once the spare blocks are out of a
    /// heap that used no other.
    #[test]
    fn owns_nothing_only_without_buffers() {
        let mut h = Heap::new();
        assert!(h.owns_nothing());
        h.alloc_obj(Object::new(ObjKind::Ordinary, None));
        assert!(!h.owns_nothing(), "an object slot");
        drop(h.take_spare());
        assert!(h.owns_nothing(), "the slot buffers went to the spare");
        h.alloc_str(Box::new([0x61]));
        drop(h.take_spare());
        assert!(h.owns_nothing());
        h.alloc_cell(Value::Undefined);
        drop(h.take_spare());
        assert!(!h.owns_nothing(), "a cell slot is not kept");
    }

    /// After a collection, the heap counts exactly the kept objects' sizes (summed while they
    /// are traced) plus what the arenas hold spare: garbage is not counted, and an object
    /// reached twice is counted once.
    #[test]
    fn a_collection_counts_what_it_keeps_once() {
        let mut h = Heap::new();
        let items: Vec<Value> = (0..50).map(|i| Value::Number(i as f64)).collect();
        let arr = h.alloc_obj(Object::new(ObjKind::Array(items.into()), None));
        let mut child = Object::new(ObjKind::Ordinary, None);
        child.props.define_data(Atom(1), Value::Obj(arr));
        let child = h.alloc_obj(child);
        let mut root = Object::new(ObjKind::Ordinary, None);
        root.props.define_data(Atom(1), Value::Obj(child));
        root.props.define_data(Atom(2), Value::Obj(arr));
        root.props.define_data(Atom(3), Value::Obj(child));
        let root = h.alloc_obj(root);
        let garbage: Vec<ObjRef> = (0..20)
            .map(|_| {
                h.alloc_obj(Object::new(
                    ObjKind::Array(vec![Value::Null; 100].into()),
                    None,
                ))
            })
            .collect();
        let kept: usize = [root, child, arr].iter().map(|&o| h.obj(o).bytes()).sum();
        h.mark_value(Value::Obj(root));
        h.finish_collection();
        let spare = h.objs.free_bytes()
            + h.strs.free_bytes()
            + h.bufs.free_bytes()
            + h.cells.free_bytes()
            + h.pool.free_bytes();
        assert_eq!(h.live_after_gc, kept + spare);
        assert_eq!(h.object_count(), 3);
        assert!(garbage.iter().all(|&g| h.objs.get(g.0).is_none()));
    }

    /// The ASCII copy and the decoding path agree with `from_utf16_lossy` on every kind of
    /// unit: ASCII, other BMP characters, a surrogate pair, a lone surrogate (U+FFFD).
    #[test]
    fn units_become_the_same_string_as_the_lossy_decoder_makes() {
        let cases: [&[u16]; 6] = [
            &[],
            &[0x7b, 0x22, 0x61, 0x22, 0x3a, 0x31, 0x7d],
            &[0x61, 0x7f, 0x80, 0xe9],
            &[0xd83d, 0xde00, 0x21],
            &[0x61, 0xd800, 0x62],
            &[0xdfff],
        ];
        for units in cases {
            assert_eq!(
                string_from_units(units),
                String::from_utf16_lossy(units),
                "{units:?}"
            );
        }
        assert_eq!(string_from_units(&[0x61, 0xd800]), "a\u{fffd}");
    }
}

//! The per-execution heap: arenas of strings, objects and closure cells, with a mark-and-sweep
//! tracing collector that runs only at instruction boundaries (safe points).

use crate::object::{IterState, ObjKind, Object, PromiseState, Reaction};
use crate::value::Value;

/// Handle to a heap string.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct StrRef(pub u32);
/// Handle to a heap object.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ObjRef(pub u32);
/// Handle to a closure cell (a captured variable).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct CellRef(pub u32);

/// A slot arena with a free list and mark bits.
#[derive(Clone)]
struct Arena<T> {
    slots: Vec<Option<T>>,
    marks: Vec<bool>,
    free: Vec<u32>,
}

impl<T> Arena<T> {
    fn new() -> Self {
        Arena {
            slots: Vec::new(),
            marks: Vec::new(),
            free: Vec::new(),
        }
    }
    fn alloc(&mut self, v: T) -> u32 {
        if let Some(i) = self.free.pop() {
            self.slots[i as usize] = Some(v);
            i
        } else {
            self.slots.push(Some(v));
            self.marks.push(false);
            (self.slots.len() - 1) as u32
        }
    }
    /// Memory the arena holds beyond its live values: free slots and spare capacity.
    fn free_bytes(&self) -> usize {
        let slot = std::mem::size_of::<Option<T>>() + 1;
        (self.slots.capacity() - self.slots.len() + self.free.len()) * slot
    }

    /// Marks slot `i`; returns true if it was newly marked.
    fn mark(&mut self, i: u32) -> bool {
        match self.marks.get_mut(i as usize) {
            Some(m) if !*m => {
                *m = true;
                true
            }
            _ => false,
        }
    }
    fn sweep(&mut self, mut size: impl FnMut(&T) -> usize) -> usize {
        let mut live = 0;
        for (i, (slot, mark)) in self.slots.iter_mut().zip(self.marks.iter_mut()).enumerate() {
            if *mark {
                *mark = false;
                if let Some(v) = slot {
                    live += size(v);
                }
            } else if slot.is_some() {
                *slot = None;
                self.free.push(i as u32);
            }
        }
        live
    }
}

/// A JavaScript string: UTF-16 code units.
pub type JsStr = Box<[u16]>;

/// Heap statistics, for tests and the memory limit.
#[derive(Clone, Copy, Debug, Default)]
pub struct HeapStats {
    /// Bytes believed live after the last collection plus allocations since.
    pub bytes: usize,
    /// Collections run.
    pub collections: u64,
}

/// The heap.
#[derive(Clone)]
pub struct Heap {
    strs: Arena<JsStr>,
    objs: Arena<Object>,
    cells: Arena<Value>,
    /// Bytes allocated since the last collection (approximate).
    pub allocated: usize,
    /// Bytes live after the last collection (approximate).
    pub live_after_gc: usize,
    /// Collect when `allocated` exceeds this.
    pub threshold: usize,
    /// Number of collections so far.
    pub collections: u64,
    /// The execution's memory budget (`usize::MAX` = none): collections come often enough that
    /// garbage never carries the heap far past it.
    pub limit: usize,
    /// Set while a builtin waits on JavaScript it called (`Vm::call_sync`): values the builtin
    /// holds in Rust locals are not roots, so nothing may be collected until it resumes.
    pub gc_blocked: bool,
    gray_objs: Vec<u32>,
}

const MIN_THRESHOLD: usize = 4 << 20;

impl Default for Heap {
    fn default() -> Self {
        Self::new()
    }
}

impl Heap {
    /// An empty heap.
    pub fn new() -> Self {
        Heap {
            strs: Arena::new(),
            objs: Arena::new(),
            cells: Arena::new(),
            allocated: 0,
            live_after_gc: 0,
            threshold: MIN_THRESHOLD,
            collections: 0,
            limit: usize::MAX,
            gc_blocked: false,
            gray_objs: Vec::new(),
        }
    }

    /// Allocates a string.
    pub fn alloc_str(&mut self, s: JsStr) -> StrRef {
        self.allocated += s.len() * 2 + 32;
        StrRef(self.strs.alloc(s))
    }

    /// Allocates an object.
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
        match self.strs.slots.get(r.0 as usize) {
            Some(Some(s)) => s,
            _ => &[],
        }
    }

    /// The object.
    #[inline]
    pub fn obj(&self, r: ObjRef) -> &Object {
        match self.objs.slots.get(r.0 as usize) {
            Some(Some(o)) => o,
            _ => dangling(),
        }
    }

    /// The object, mutably.
    #[inline]
    pub fn obj_mut(&mut self, r: ObjRef) -> &mut Object {
        match self.objs.slots.get_mut(r.0 as usize) {
            Some(Some(o)) => o,
            _ => panic!("dangling object handle {}", r.0),
        }
    }

    /// A cell's value.
    #[inline]
    pub fn cell(&self, r: CellRef) -> Value {
        match self.cells.slots.get(r.0 as usize) {
            Some(Some(v)) => *v,
            _ => Value::Undefined,
        }
    }

    /// Sets a cell's value.
    #[inline]
    pub fn set_cell(&mut self, r: CellRef, v: Value) {
        if let Some(Some(c)) = self.cells.slots.get_mut(r.0 as usize) {
            *c = v;
        }
    }

    /// `true` when enough was allocated that a collection should run at the next safe point.
    #[inline]
    pub fn wants_gc(&self) -> bool {
        self.allocated > self.threshold && !self.gc_blocked
    }

    /// Bytes currently believed in use.
    pub fn bytes_in_use(&self) -> usize {
        self.live_after_gc + self.allocated
    }

    /// Marks a root value.
    #[inline]
    pub fn mark_value(&mut self, v: Value) {
        match v {
            Value::Str(s) => {
                self.strs.mark(s.0);
            }
            Value::Obj(o) if self.objs.mark(o.0) => self.gray_objs.push(o.0),
            Value::Cell(c) => self.mark_cell(c),
            _ => {}
        }
    }

    /// Marks a root object.
    pub fn mark_obj(&mut self, o: ObjRef) {
        self.mark_value(Value::Obj(o));
    }

    fn mark_cell(&mut self, c: CellRef) {
        if self.cells.mark(c.0) {
            let v = self.cell(c);
            self.mark_value(v);
        }
    }

    /// Traces everything reachable from the marked roots, then frees the rest.
    /// Call after marking all roots with [`Heap::mark_value`].
    pub fn finish_collection(&mut self) {
        let mut scratch: Vec<Value> = Vec::new();
        while let Some(i) = self.gray_objs.pop() {
            scratch.clear();
            let mut cells: smallvec::SmallVec<[CellRef; 8]> = smallvec::SmallVec::new();
            if let Some(Some(o)) = self.objs.slots.get(i as usize) {
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
        let live = self.objs.sweep(|o| o.bytes())
            + self.strs.sweep(|s| s.len() * 2 + 32)
            + self.cells.sweep(|_| 24)
            + self.objs.free_bytes()
            + self.strs.free_bytes()
            + self.cells.free_bytes();
        self.live_after_gc = live;
        self.allocated = 0;
        // Collect again once as much as is live has been allocated, but under a budget no
        // later than a quarter of the headroom left (at least 256 KB, so a nearly full heap does
        // not collect on every allocation).
        let headroom = self.limit.saturating_sub(live) / 4;
        self.threshold = MIN_THRESHOLD.max(live).min(headroom.max(256 << 10));
        self.collections += 1;
    }

    /// Number of live object slots (for tests).
    pub fn object_count(&self) -> usize {
        self.objs.slots.len() - self.objs.free.len()
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

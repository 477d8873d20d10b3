//! Activation records and queued work: how a frame was entered ([`Entry`]), the frame itself
//! ([`Frame`]), the microtasks the scheduler runs ([`Job`]), and the top frame's reads of its
//! closure and slots that the dispatch loop uses.

use crate::heap::ObjRef;
use crate::interp::Vm;
use crate::object::ObjKind;
use crate::value::Value;

/// How a frame was entered, which decides what happens to its completion value.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Entry {
    /// A call: push the result onto the caller's stack.
    Call,
    /// `new`: push the result if it is an object, else the constructed object.
    Construct(ObjRef),
    /// Resumed by the scheduler: return to it when done or suspended.
    Job,
    /// A promise reaction handler: settle `derived` with the result.
    Reaction(Option<ObjRef>),
    /// A call a builtin makes and waits for (`Vm::call_sync`): the result or the exception
    /// goes to `Vm::sync_result`, never further down the frame stack.
    Sync,
    /// A sort comparator run by the innermost `Vm::sorts` entry: the result goes to
    /// `Vm::sort_step`, which enters the comparator again or finishes the sort.
    Sort,
}

/// One activation record. Lives on the heap-allocated frame stack, never the Rust stack.
#[derive(Clone, Debug)]
pub struct Frame {
    /// Global function index.
    pub func: u32,
    /// Next instruction.
    pub pc: u32,
    /// Stack index of local slot 0 (the callee and `this` sit just below).
    pub base: u32,
    /// `this`.
    pub this: Value,
    /// The closure being run (for captured variables).
    pub callee: Option<ObjRef>,
    /// How this frame was entered.
    pub entry: Entry,
    /// For async functions: the coroutine object holding the result promise.
    pub coro: Option<ObjRef>,
}

impl Frame {
    /// Pushes the values this frame keeps alive (for the collector).
    pub fn trace(&self, out: &mut Vec<Value>) {
        out.push(self.this);
        if let Some(c) = self.callee {
            out.push(Value::Obj(c));
        }
        if let Some(c) = self.coro {
            out.push(Value::Obj(c));
        }
        match self.entry {
            Entry::Construct(o) | Entry::Reaction(Some(o)) => out.push(Value::Obj(o)),
            _ => {}
        }
    }
}

/// A queued microtask.
#[derive(Clone, Copy, Debug)]
pub enum Job {
    /// Resume an awaiting coroutine with a value, or throw into it.
    Resume {
        /// The coroutine.
        coro: ObjRef,
        /// The settled value.
        value: Value,
        /// Whether the awaited promise rejected.
        throw: bool,
    },
    /// Run a `then` handler (Undefined = pass the value through) and settle `derived`.
    Reaction {
        /// Handler.
        handler: Value,
        /// Argument.
        arg: Value,
        /// Promise to settle with the outcome.
        derived: Option<ObjRef>,
        /// Whether this is the rejection path (for pass-through).
        rejected: bool,
    },
    /// Resolving `promise` with a non-promise object whose `then` is callable: call it with
    /// resolve functions for `promise` (NewPromiseResolveThenableJob).
    CallThenable {
        /// The promise being resolved.
        promise: ObjRef,
        /// The thenable object.
        thenable: Value,
        /// Its `then` method.
        then: Value,
    },
    /// Resolving `promise` with another promise: subscribe to `thenable` one tick later, as
    /// JavaScript's NewPromiseResolveThenableJob does (observable in microtask order).
    Adopt {
        /// The promise being resolved.
        promise: ObjRef,
        /// The promise it adopts.
        thenable: ObjRef,
    },
}

/// The top frame's view of its closure and slots, for the dispatch loop.
impl Vm {
    /// The cell of the top frame's capture `idx` (`None` if the frame has no such capture).
    #[inline(always)]
    pub(crate) fn capture_cell(&self, idx: u16) -> Option<crate::heap::CellRef> {
        let callee = self.frames.last()?.callee?;
        match &self.heap.obj(callee).kind {
            ObjKind::Closure(c) => c.captures.get(idx as usize).copied(),
            _ => None,
        }
    }

    /// The closure the top frame runs (`undefined` for the top level).
    #[inline(always)]
    pub(crate) fn frame_callee(&self) -> Value {
        self.frames
            .last()
            .and_then(|f| f.callee)
            .map(Value::Obj)
            .unwrap_or(Value::Undefined)
    }

    /// A captured variable's value (`undefined` if the frame has no such capture).
    #[inline(always)]
    pub(crate) fn capture_value(&self, idx: u16) -> Value {
        self.capture_cell(idx)
            .map(|c| self.heap.cell(c))
            .unwrap_or(Value::Undefined)
    }

    /// Stack slot `i`'s value, read through its cell when it holds one.
    #[inline(always)]
    pub(crate) fn through_cell(&self, i: usize) -> Value {
        match self.stack[i] {
            Value::Cell(c) => self.heap.cell(c),
            v => v,
        }
    }
}

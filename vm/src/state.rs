//! The execution state of one run (`Vm`): its heap, stacks, frames, job queue, limits and the
//! caches the dispatch loop (`interp`) and the inner tier (`hot`) keep between instructions.

use crate::atoms::AtomTable;
use crate::code::Code;
use crate::frame::{Frame, Job};
use crate::heap::{Heap, ObjRef, StrRef};
use crate::limits::{Halt, InterruptCheck, VmLimits};
use crate::realm::Protos;
use crate::value::Value;
use std::collections::VecDeque;
use std::sync::Arc;

/// The complete state of one execution. Owns its heap; holds no Rust closures or host pointers.
pub struct Vm {
    /// The heap.
    pub heap: Heap,
    /// Property-name atoms.
    pub atoms: AtomTable,
    /// Code.
    pub code: Arc<Code>,
    /// Materialised constants per program (the prelude's shared with the realm template).
    pub consts: Vec<Arc<[Value]>>,
    /// The operand stack (locals and temporaries of every frame). For inspection: the inner
    /// tier trusts it is as the VM left it (at the depths `verify::check` found).
    pub stack: Vec<Value>,
    /// The frame stack. For inspection, as [`Vm::stack`] (a pc past its code is caught).
    pub frames: Vec<Frame>,
    /// The global object.
    pub global: ObjRef,
    /// Hidden object holding self-hosting intrinsics.
    pub intrinsics: ObjRef,
    /// Prototypes.
    pub protos: Protos,
    /// Microtask queue.
    pub microtasks: VecDeque<Job>,
    /// Captured console output.
    pub logs: Vec<String>,
    /// The top-level program's promise.
    pub root_promise: Option<ObjRef>,
    /// Limits.
    pub limits: VmLimits,
    /// Instructions executed so far.
    pub instructions: u64,
    /// Set while a native runs as a constructor (`new`).
    pub new_target: bool,
    /// Where the most recent throw happened: (function, pc).
    pub throw_site: Option<(u32, u32)>,
    /// The interned empty string.
    pub empty_str: Option<StrRef>,
    /// Extra GC roots held by the host interface.
    pub host_roots: Vec<Value>,
    /// Tool calls: catalog, queued requests, pending promises.
    pub host: crate::host::HostState,
    /// Promises rejected with no handler attached (reported if still unhandled at the end).
    pub unhandled: Vec<ObjRef>,
    /// Length of `unhandled` at which handled promises are next pruned from it.
    pub unhandled_prune_at: usize,
    /// Local time zone offset in minutes (0 = UTC).
    pub tz_offset_minutes: i32,
    /// Seed for Math.random.
    pub rng_state: u64,
    /// Data bound to the native function currently running (`BoundNative`).
    pub native_data: [Value; 2],
    /// Nesting of array joins (cycles in `join`/`toString` print as empty).
    pub join_depth: u32,
    /// The native function currently running.
    pub current_native: Option<u16>,
    /// A terminating halt raised inside a builtin (budget or interrupt while matching). It
    /// overrides any exception the builtin returned: `catch`, `finally` and promise handlers
    /// never see it.
    pub pending_halt: Option<Halt>,
    /// The host's interrupt check, polled by builtins that can run long.
    pub interrupt: Option<InterruptCheck>,
    /// Compiled regular expressions by (source, flags), so a literal in a loop compiles once.
    pub regex_cache: crate::builtins::regexp::RegexCache,
    /// Methods found on untouched builtin prototypes (see [`crate::props::MethodCache`]).
    /// Boxed: inline, its 1.5 KB were copied every time the `Vm` moved (out of its
    /// constructors, into and out of the host's future). The block is kept for the thread's
    /// next execution when this one ends (`spare.rs`).
    pub method_cache: Box<crate::props::MethodCache>,
    /// The instruction count at which the current slice ends (natives charge toward it).
    pub slice_end: u64,
    /// How the innermost `call_sync` frame ended.
    pub sync_result: Option<crate::ops::JsResult<Value>>,
    /// Nesting of `call_sync` (each level uses native stack).
    pub sync_depth: u32,
    /// `call_sync` calls so far (wrapping): paces the host's interrupt check.
    pub sync_calls: u32,
    /// Comparator sorts in progress, innermost last (see `SortRun`).
    pub(crate) sorts: Vec<crate::builtins::array_sort::SortRun>,
    /// The buffer `JSON.stringify` writes its text in, empty between calls; its room is kept
    /// for the next execution (`spare.rs`), so a result is one exact allocation.
    pub(crate) text_scratch: Vec<u16>,
}

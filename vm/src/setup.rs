//! Setting up an execution: the realm template built once per process and shared
//! copy-on-write, and the `Vm` constructors that start from it (or build a realm from scratch).

use crate::atoms::{AtomTable, ProgramAtoms};
use crate::bytecode::{Constant, Program};
use crate::heap::{Heap, ObjRef, StrRef};
use crate::interp::{Code, Entry, Frame, Protos, Vm, VmLimits};
use crate::object::{ObjKind, Object};
use crate::spare::VmBox;
use crate::value::Value;
use std::collections::VecDeque;
use std::sync::Arc;

/// The realm as built once per process: globals, builtins and the prelude's definitions, taken
/// from a VM that ran the prelude and collected its garbage. Every execution shares it as the
/// base of its heap and copies an object of it only on the first write (see `heap::Arena`), so
/// starting an execution costs neither installing builtins nor copying the realm.
/// Only usable when building the realm added no dynamic atoms, so user atom ids stay as the
/// compiler assigned them; otherwise executions build their realm themselves.
pub struct RealmTemplate {
    prelude: Arc<Program>,
    /// `prelude` as the realm's code runs it (checked by [`Code::new`]).
    prelude_checked: Arc<Program>,
    heap: crate::heap::HeapBase,
    atoms: AtomTable,
    prelude_consts: Arc<[Value]>,
    global: ObjRef,
    intrinsics: ObjRef,
    protos: Protos,
    empty_str: Option<StrRef>,
}

impl RealmTemplate {
    /// The template for `prelude` (built on first use), if one can be used.
    fn get(prelude: &Arc<Program>) -> Option<&'static RealmTemplate> {
        static TEMPLATE: std::sync::OnceLock<Option<RealmTemplate>> = std::sync::OnceLock::new();
        let t = TEMPLATE
            .get_or_init(|| RealmTemplate::build(prelude.clone()))
            .as_ref()?;
        Arc::ptr_eq(&t.prelude, prelude).then_some(t)
    }

    fn build(prelude: Arc<Program>) -> Option<RealmTemplate> {
        let mut vm = Vm::build(
            prelude.clone(),
            Arc::new(Program::default()),
            Arc::default(),
            VmLimits::default(),
        );
        if vm.atoms.dynamic_count() != 0 || !vm.microtasks.is_empty() {
            return None;
        }
        vm.collect_garbage();
        let prelude_consts = vm
            .consts
            .first()
            .cloned()
            .unwrap_or_else(|| Arc::from(Vec::new()));
        // Out of its box, to be taken apart: the template's blocks are not kept for reuse.
        let vm = vm.into_inner();
        Some(RealmTemplate {
            prelude,
            prelude_checked: vm.code.programs()[0].clone(),
            heap: vm.heap.into_base(),
            atoms: vm.atoms,
            prelude_consts,
            global: vm.global,
            intrinsics: vm.intrinsics,
            protos: vm.protos,
            empty_str: vm.empty_str,
        })
    }

    /// Whether executions use the template (false means every realm is built from scratch).
    pub fn in_use(prelude: &Arc<Program>) -> bool {
        RealmTemplate::get(prelude).is_some()
    }
}

/// What every execution of one compiled program shares: its names (interned once, by the
/// compiler: `Program::names`), and its code joined to the realm's prelude, built by the first
/// execution that uses the realm template and reused by the rest (building the function table
/// was about a fifth of an empty program's execution).
pub struct Prepared {
    program: Arc<Program>,
    code: std::sync::OnceLock<Arc<Code>>,
    /// Made for one execution ([`Prepared::for_one_execution`]): its code is built for that
    /// execution without the `OnceLock`.
    once: bool,
}

impl Prepared {
    /// Prepares `program` for its executions.
    pub fn new(program: Arc<Program>) -> Prepared {
        Prepared {
            program,
            code: std::sync::OnceLock::new(),
            once: false,
        }
    }

    /// Prepares `program` for the one execution it is compiled for (a fresh execution of
    /// source text). It can still run any number of times, each building its code again:
    /// with one execution there is nothing to keep, and the `OnceLock`'s first
    /// initialisation (the standard library's `Once` machinery, out of line in code a fresh
    /// execution otherwise never runs) is skipped.
    pub fn for_one_execution(program: Arc<Program>) -> Prepared {
        Prepared {
            once: true,
            ..Prepared::new(program)
        }
    }

    /// The compiled program.
    pub fn program(&self) -> &Arc<Program> {
        &self.program
    }
}

/// The realm objects an execution starts from: the template's, or placeholders that
/// `init_realm` replaces.
struct RealmRefs {
    global: ObjRef,
    intrinsics: ObjRef,
    protos: Protos,
}

impl RealmRefs {
    /// Every reference pointing at `dummy`.
    fn placeholder(dummy: ObjRef) -> RealmRefs {
        RealmRefs {
            global: dummy,
            intrinsics: dummy,
            protos: Protos {
                object: dummy,
                function: dummy,
                array: dummy,
                string: dummy,
                number: dummy,
                boolean: dummy,
                error: dummy,
                type_error: dummy,
                range_error: dummy,
                reference_error: dummy,
                syntax_error: dummy,
                promise: dummy,
                map: dummy,
                set: dummy,
                date: dummy,
                iterator: dummy,
                regexp: dummy,
            },
        }
    }
}

impl Vm {
    /// Loads programs: `prelude` (self-hosted builtins) and `program` (the user's) and sets up
    /// the realm. The realm (globals, builtins, the prelude's definitions) is built once per
    /// process and shared copy-on-write by every execution; see [`RealmTemplate`].
    #[allow(clippy::new_ret_no_self)] // boxed where it is built: see `Vm::blank`
    pub fn new(prelude: Arc<Program>, program: Arc<Program>, limits: VmLimits) -> VmBox {
        Vm::prepared(prelude, &Prepared::new(program), limits)
    }

    /// An execution of a prepared program: what its earlier executions already built (its
    /// names interned, its code joined to the realm's prelude) is reused, not rebuilt.
    ///
    /// Boxed from the start (see `Vm::blank`): a `Vm` is about 1.5 KB, and the host moves
    /// it into its execution's future, which the executor moves again.
    pub fn prepared(prelude: Arc<Program>, p: &Prepared, limits: VmLimits) -> VmBox {
        let mut vm = match RealmTemplate::get(&prelude) {
            Some(t) => {
                // The template is built once per process, for one prelude (`get` checked it is
                // this one), so the code cached for it stays right for every later execution.
                let build = || {
                    Arc::new(Code::new(
                        t.prelude_checked.clone(),
                        p.program.clone(),
                        true,
                    ))
                };
                let code = if p.once {
                    build()
                } else {
                    p.code.get_or_init(build).clone()
                };
                Vm::from_template(t, code, p.program.names.clone(), limits)
            }
            None => Vm::build(prelude, p.program.clone(), p.program.names.clone(), limits),
        };
        vm.heap.limit = limits.max_memory_bytes;
        let t = vm
            .heap
            .threshold()
            .min((limits.max_memory_bytes / 4).max(256 << 10));
        vm.heap.set_threshold(t);
        vm
    }

    /// A fresh execution from the realm template: a heap on top of the template's (shared,
    /// copied object by object on write), a copy of its atoms (no dynamic ones, so cheap), then
    /// the user program's names and constants. `code` joins the template's prelude (checked,
    /// and were it unsound patched, when the template was built) to the program. Prelude
    /// functions keep their indices (the prelude is always program 0), so the realm's closures
    /// stay valid.
    fn from_template(
        t: &'static RealmTemplate,
        code: Arc<Code>,
        atoms: Arc<ProgramAtoms>,
        limits: VmLimits,
    ) -> VmBox {
        // The realm is shared, not copied: this execution copies a realm object only when it
        // writes to it.
        let realm = RealmRefs {
            global: t.global,
            intrinsics: t.intrinsics,
            protos: t.protos,
        };
        // The blocks the thread's previous execution left (`spare.rs`), if any.
        let spare = crate::spare::take();
        // SAFETY: `blank` passes its block's heap field, to be written once.
        let heap = |at, s| unsafe { Heap::write_with_base_in(at, &t.heap, s) };
        let mut vm = Vm::blank(code, limits, heap, t.atoms.clone(), realm, spare);
        vm.empty_str = t.empty_str;
        vm.consts.push(t.prelude_consts.clone());
        // The template has no dynamic atoms, so the user's names get the ids the compiler
        // assigned (static count + position).
        vm.atoms.set_program(atoms);
        vm.materialize_consts(1);
        vm
    }

    /// Builds the realm from scratch (the template's own construction, and the fallback).
    fn build(
        prelude: Arc<Program>,
        program: Arc<Program>,
        atoms: Arc<ProgramAtoms>,
        limits: VmLimits,
    ) -> VmBox {
        let mut heap = Heap::new();
        // Placeholders until `init_realm` creates the realm's objects.
        let dummy = heap.alloc_obj(Object::new(ObjKind::Ordinary, None));
        let realm = RealmRefs::placeholder(dummy);
        let code = Arc::new(Code::new(prelude, program, false));
        let spare = crate::spare::take();
        // SAFETY: `blank` passes its block's heap field, to be written once.
        let heap = move |at: *mut Heap, _| unsafe { at.write(heap) };
        let mut vm = Vm::blank(code, limits, heap, AtomTable::new(), realm, spare);
        vm.empty_str = Some(vm.heap.alloc_str(Box::new([])));
        // The user program's own names get the atom ids the compiler assigned.
        vm.atoms.set_program(atoms);
        for p in 0..vm.code.programs().len() {
            vm.materialize_consts(p);
        }
        crate::realm::init_realm(&mut vm);
        vm
    }

    /// Allocates program `p`'s constants into the heap.
    fn materialize_consts(&mut self, p: usize) {
        let code = self.code.clone();
        // Collected straight into the shared slice (the iterator knows its length): one
        // allocation, not a vector copied into an `Arc` and freed.
        let program = &code.programs()[p];
        let vals: Arc<[Value]> = program
            .consts
            .iter()
            .map(|c| match *c {
                Constant::Number(n) => Value::Number(n),
                // A short one goes straight into its slot, with no copy made only to be dropped.
                Constant::Str { start, end } => {
                    Value::Str(self.heap.alloc_str_units(program.string(start, end)))
                }
            })
            .collect();
        self.consts.push(vals);
    }

    /// A VM on `atoms` and the heap `write_heap` writes (given the block's heap field and the
    /// spare heap blocks), starting from the realm objects `realm`, in the blocks a previous
    /// execution left (`spare`, see `spare.rs`). The heap (about 700 bytes) is written where
    /// it lives, not built and moved in.
    /// Boxed here, where it is built, so every later move (out of the constructors, into the
    /// host's future) moves a pointer: each copy of the whole `Vm` is about 170 machine
    /// instructions and 24 cache lines written; unboxed, an execution made four, and the
    /// executor copied the future holding it twice more.
    fn blank(
        code: Arc<Code>,
        limits: VmLimits,
        write_heap: impl FnOnce(*mut Heap, crate::heap::HeapSpare),
        atoms: AtomTable,
        realm: RealmRefs,
        spare: crate::spare::Spare,
    ) -> VmBox {
        let RealmRefs {
            global,
            intrinsics,
            protos,
        } = realm;
        let crate::spare::Spare {
            vm: block,
            mut stack,
            mut frames,
            method_cache,
            heap: heap_spare,
            text,
            consts,
        } = spare;
        // Kept whole, entries and all: it only ever holds what untouched objects of the one
        // realm template answer, the same for every execution (see `MethodCache`). Emptying
        // it wrote its 1.5 KB, 27 lines another engine's run had evicted, on every execution.
        let method_cache = method_cache.unwrap_or_default();
        // 1 KB and 896 bytes: each within the allocator's per-thread cache of small blocks
        // (up to about 1 KB), which a larger first block misses on every execution. Both grow
        // when a program goes deeper.
        stack.reserve(64);
        frames.reserve(16);
        // Written into the block in place, field by field (see `init_in_place`).
        let mut vm = block.unwrap_or_else(Box::<Vm>::new_uninit);
        crate::spare::init_in_place!(
            vm,
            Vm {
                atoms,
                code,
                // The previous execution's list (cleared), so the two pushes that follow
                // (the prelude's constants and the program's) allocate nothing.
                consts,
                stack,
                frames,
                global,
                intrinsics,
                protos,
                microtasks: VecDeque::new(),
                logs: Vec::new(),
                root_promise: None,
                limits,
                instructions: 0,
                new_target: false,
                throw_site: None,
                empty_str: None,
                host_roots: Vec::new(),
                unhandled: Vec::new(),
                unhandled_prune_at: 64,
                host: crate::host::HostState::default(),
                tz_offset_minutes: 0,
                rng_state: 0x9E37_79B9_7F4A_7C15,
                native_data: [Value::Undefined; 2],
                join_depth: 0,
                current_native: None,
                pending_halt: None,
                interrupt: None,
                regex_cache: Default::default(),
                method_cache,
                slice_end: u64::MAX,
                sync_result: None,
                sync_depth: 0,
                sync_calls: 0,
                sorts: Vec::new(),
                text_scratch: text,
            },
            in_place: [heap]
        );
        // SAFETY: the block holds one `Vm`; its heap field is named, not read.
        write_heap(
            unsafe { std::ptr::addr_of_mut!((*vm.as_mut_ptr()).heap) },
            heap_spare,
        );
        // SAFETY: `init_in_place` initialised the whole `Vm` but its heap (every field is
        // listed, which it checks), and `write_heap` the heap.
        unsafe { VmBox::from_init(vm) }
    }

    /// Starts the user program's top level as an async function; its promise is the result.
    pub fn start(&mut self) {
        let func = self.code.bases[1];
        let promise = self.new_promise();
        let coro = self.heap.alloc_obj(Object::new(
            ObjKind::Coroutine(Box::new(crate::object::CoroutineData {
                frame: None,
                stack: Vec::new(),
                promise,
            })),
            None,
        ));
        self.root_promise = Some(promise);
        self.push_top_level(func, Some(coro));
    }

    /// Pushes a frame running a program's top level (`func`) as a scheduler job: an undefined
    /// callee and `this` below its slots, all slots undefined.
    pub(crate) fn push_top_level(&mut self, func: u32, coro: Option<ObjRef>) {
        self.stack.push(Value::Undefined);
        self.stack.push(Value::Undefined);
        let base = self.stack.len() as u32;
        let n_slots = self.code.func(func).n_slots as usize;
        self.stack.resize(base as usize + n_slots, Value::Undefined);
        self.frames.push(Frame {
            func,
            pc: 0,
            base,
            this: Value::Undefined,
            callee: None,
            entry: Entry::Job,
            coro,
        });
    }
}

//! Calls, returns, construction, exception unwinding and coroutine suspension — all on the VM's
//! own frame stack, so JavaScript recursion never recurses in Rust.

use crate::bytecode::{CaptureSrc, FnKind};
use crate::code::PlainEntry;
use crate::heap::{CellRef, ObjRef};
use crate::interp::{Code, Entry, Frame, Halt, Job, Vm};
use crate::object::{Closure, CoroutineData, ObjKind, Object};
use crate::opcodes::Op;
use crate::ops::JsResult;
use crate::realm::ErrorKind;
use crate::value::Value;

impl Vm {
    /// Creates a closure for global function `f`, capturing from the frame whose slots start at
    /// `base`.
    pub(crate) fn make_closure(&mut self, code: &Code, f: u32, base: usize) -> ObjRef {
        let proto = code.func(f);
        let parent = self.frames.last().and_then(|fr| fr.callee);
        let mut caps: Vec<CellRef> = Vec::with_capacity(proto.captures.len());
        for src in &proto.captures {
            let cell = match *src {
                CaptureSrc::Local(slot) => match self.stack.get(base + slot as usize).copied() {
                    Some(Value::Cell(c)) => c,
                    other => {
                        // Defensive: the compiler boxes every captured slot; box it now if not.
                        let c = self.heap.alloc_cell(other.unwrap_or(Value::Undefined));
                        if let Some(s) = self.stack.get_mut(base + slot as usize) {
                            *s = Value::Cell(c);
                        }
                        c
                    }
                },
                CaptureSrc::Capture(i) => match parent.map(|p| &self.heap.obj(p).kind) {
                    Some(ObjKind::Closure(c)) => match c.captures.get(i as usize) {
                        Some(c) => *c,
                        None => self.heap.alloc_cell(Value::Undefined),
                    },
                    _ => self.heap.alloc_cell(Value::Undefined),
                },
            };
            caps.push(cell);
        }
        let fp = self.protos.function;
        self.heap.alloc_obj(Object::new(
            ObjKind::Closure(Closure {
                func: f,
                captures: caps.into_boxed_slice(),
                bound_this: Value::Undefined,
            }),
            Some(fp),
        ))
    }

    /// Calls the function at `stack[len - argc - 2]` with `this` and `argc` arguments above it.
    /// Returns `Ok(true)` when a bytecode frame was pushed, `Ok(false)` when a native already
    /// delivered its result.
    pub(crate) fn call_value(&mut self, code: &Code, argc: usize, entry: Entry) -> JsResult<bool> {
        let fpos = self.stack.len() - argc - 2;
        let f = self.stack[fpos];
        let o = match f {
            Value::Obj(o) => o,
            _ => return Err(self.not_callable_error(code, f, "is not a function")),
        };
        match &self.heap.obj(o).kind {
            ObjKind::Closure(c) => {
                let func = c.func;
                let bound = c.bound_this;
                let kind = code.func(func).kind;
                let this = if matches!(kind, FnKind::Arrow | FnKind::AsyncArrow) {
                    bound
                } else {
                    self.stack[fpos + 1]
                };
                self.enter_closure(code, o, func, fpos, argc, entry, this)?;
                Ok(true)
            }
            ObjKind::Native(0) => {
                // Function.prototype.call: drop `call` and shift the receiver into place.
                self.stack.remove(fpos);
                if argc == 0 {
                    self.stack.push(Value::Undefined);
                    return self.call_value(code, 0, entry);
                }
                self.call_value(code, argc - 1, entry)
            }
            ObjKind::Native(1) => {
                // Function.prototype.apply: [apply, f, this, args] -> [f, this, ...args].
                let arr = if argc >= 2 {
                    self.stack[fpos + 3]
                } else {
                    Value::Undefined
                };
                self.stack.truncate((fpos + 2 + argc.min(1)).max(fpos + 2));
                self.stack.remove(fpos);
                if argc == 0 {
                    self.stack.push(Value::Undefined);
                }
                let n = if arr.is_nullish() {
                    0
                } else {
                    self.push_array_items(arr)?
                };
                self.call_value(code, n, entry)
            }
            &ObjKind::Native(id) => {
                if id == crate::builtins::array::PUSH_ID && argc == 1 {
                    let (this, x) = (self.stack[fpos + 1], self.stack[fpos + 2]);
                    if let Some(n) = crate::builtins::array::push_one(self, this, x) {
                        self.stack.truncate(fpos);
                        self.deliver(entry, Value::Number(n as f64));
                        return Ok(false);
                    }
                }
                if id == crate::builtins::array_sort::MERGE_SORT_ID
                    && entry == Entry::Call
                    && self.start_sort(code, fpos, argc)?
                {
                    return Ok(true);
                }
                let r = self.native_at(fpos, argc, id, [Value::Undefined; 2])?;
                self.deliver(entry, r);
                Ok(false)
            }
            &ObjKind::BoundNative { id, data } => {
                let r = self.native_at(fpos, argc, id, data)?;
                self.deliver(entry, r);
                Ok(false)
            }
            ObjKind::Bound { target, this, args } => {
                let (target, this, args) = (*target, *this, args.clone());
                self.stack[fpos] = target;
                self.stack[fpos + 1] = this;
                for (i, a) in args.iter().enumerate() {
                    self.stack.insert(fpos + 2 + i, *a);
                }
                self.call_value(code, argc + args.len(), entry)
            }
            ObjKind::ToolRef(s) => {
                let path = String::from_utf16_lossy(self.heap.str(*s));
                let input = if argc > 0 {
                    self.stack[fpos + 2]
                } else {
                    Value::Undefined
                };
                self.stack.truncate(fpos);
                if path.is_empty() {
                    return Err(self.type_error("tools is not a function; call a tool such as tools.<namespace>.<tool>(input)"));
                }
                let tool = self.host.catalog.index_of(&path);
                let r = self.tool_call(path.into(), tool, input);
                self.deliver(entry, r);
                Ok(false)
            }
            _ => Err(self.not_callable_error(code, f, "is not a function")),
        }
    }

    /// Calls a native function object directly.
    pub(crate) fn call_native(
        &mut self,
        o: ObjRef,
        this: Value,
        args: &[Value],
    ) -> JsResult<Value> {
        let (id, data) = match &self.heap.obj(o).kind {
            ObjKind::Native(id) => (*id, [Value::Undefined; 2]),
            ObjKind::BoundNative { id, data } => (*id, *data),
            _ => return Err(self.type_error("not a native function")),
        };
        self.run_native(id, data, this, args)
    }

    /// Runs native `id` on the callee, `this` and `argc` arguments at `stack[fpos..]`, popping
    /// them first.
    #[inline(always)]
    pub(crate) fn native_at(
        &mut self,
        fpos: usize,
        argc: usize,
        id: u16,
        data: [Value; 2],
    ) -> JsResult<Value> {
        let this = self.stack[fpos + 1];
        if argc <= 4 {
            // Few arguments (nearly every builtin call) are copied value by value into a fixed
            // buffer: the generic collection costs a `memcpy` call and more.
            let mut buf = [Value::Undefined; 4];
            for (d, s) in buf.iter_mut().zip(&self.stack[fpos + 2..]) {
                *d = *s;
            }
            self.stack.truncate(fpos);
            self.run_native(id, data, this, &buf[..argc])
        } else {
            let args: smallvec::SmallVec<[Value; 8]> =
                self.stack[fpos + 2..].iter().copied().collect();
            self.stack.truncate(fpos);
            self.run_native(id, data, this, &args)
        }
    }

    /// Runs native `id` with its bound data (what [`Vm::call_native`] does once it has looked
    /// the function object up; the generic call path already has).
    #[inline]
    fn run_native(
        &mut self,
        id: u16,
        data: [Value; 2],
        this: Value,
        args: &[Value],
    ) -> JsResult<Value> {
        let prev = (self.native_data, self.current_native);
        self.native_data = data;
        self.current_native = Some(id);
        let r = (crate::builtins::NATIVES[id as usize].func)(self, this, args);
        (self.native_data, self.current_native) = prev;
        r
    }

    /// The common call, entered without the generic path: a plain (not async) closure with no
    /// rest parameter and no `arguments`, below the depth limit. Returns the callee's function
    /// index, frame base, code and program; `None`, having changed nothing, for anything else
    /// (the caller then takes [`Vm::call_value`]).
    #[inline(always)]
    pub(crate) fn try_enter_plain<'c>(
        &mut self,
        code: &'c Code,
        argc: usize,
        entry: Entry,
    ) -> Option<(u32, usize, &'c [Op], usize)> {
        let fpos = self.stack.len().checked_sub(argc + 2)?;
        let Value::Obj(o) = self.stack[fpos] else {
            return None;
        };
        let ObjKind::Closure(c) = &self.heap.obj(o).kind else {
            return None;
        };
        let func = c.func;
        let slot = code.slot(func);
        let this = match slot.plain {
            PlainEntry::Receiver => self.stack[fpos + 1],
            PlainEntry::Bound => c.bound_this,
            PlainEntry::No => return None,
        };
        if self.frames.len() >= self.limits.max_call_depth {
            return None;
        }
        let base = fpos + 2;
        let n_params = slot.n_params as usize;
        if argc > n_params {
            self.stack.truncate(base + n_params);
        }
        // Most calls pass every parameter and have no other locals: nothing to fill.
        let top = base + slot.n_slots as usize;
        if self.stack.len() < top {
            self.stack.resize(top, Value::Undefined);
        }
        self.frames.push(Frame {
            func,
            pc: 0,
            base: base as u32,
            this,
            callee: Some(o),
            entry,
            coro: None,
        });
        Some((func, base, slot.ops(), slot.prog as usize))
    }

    #[allow(clippy::too_many_arguments)]
    fn enter_closure(
        &mut self,
        code: &Code,
        callee: ObjRef,
        func: u32,
        fpos: usize,
        argc: usize,
        entry: Entry,
        this: Value,
    ) -> JsResult<()> {
        if self.frames.len() >= self.limits.max_call_depth {
            self.stack.truncate(fpos);
            return Err(self.make_error(ErrorKind::Range, "Maximum call stack size exceeded"));
        }
        let proto = code.func(func);
        let base = fpos + 2;
        let n_params = proto.n_params as usize;
        let arguments = proto
            .uses_arguments
            .then(|| self.stack[base..base + argc].to_vec());
        if proto.has_rest {
            let rest: Vec<Value> = if argc > n_params {
                self.stack.drain(base + n_params..).collect()
            } else {
                Vec::new()
            };
            self.stack.resize(base + n_params, Value::Undefined);
            let arr = self.new_array(rest);
            self.stack.push(Value::Obj(arr));
        } else if argc > n_params {
            self.stack.truncate(base + n_params);
        }
        if let Some(all) = arguments {
            // The slot right after the parameters (and the rest array), as the compiler laid out.
            if !proto.has_rest {
                self.stack.resize(base + n_params, Value::Undefined);
            }
            let arr = self.new_array(all);
            self.stack.push(Value::Obj(arr));
        }
        self.stack
            .resize(base + proto.n_slots as usize, Value::Undefined);
        let coro = if proto.kind.is_async() {
            let promise = self.new_promise();
            Some(self.heap.alloc_obj(Object::new(
                ObjKind::Coroutine(Box::new(CoroutineData {
                    frame: None,
                    stack: Vec::new(),
                    promise,
                })),
                None,
            )))
        } else {
            None
        };
        self.frames.push(Frame {
            func,
            pc: 0,
            base: base as u32,
            this,
            callee: Some(callee),
            entry,
            coro,
        });
        Ok(())
    }

    /// `new C(args)`: stack holds C and the arguments.
    pub(crate) fn construct(&mut self, code: &Code, argc: usize) -> JsResult<bool> {
        let fpos = self.stack.len() - argc - 1;
        let c = self.stack[fpos];
        let o = match c {
            Value::Obj(o) => o,
            _ => return Err(self.not_callable_error(code, c, "is not a constructor")),
        };
        match &self.heap.obj(o).kind {
            ObjKind::Closure(cl) => {
                let func = cl.func;
                if code.func(func).kind != FnKind::Normal {
                    return Err(self.not_callable_error(code, c, "is not a constructor"));
                }
                let proto = match self.get_prop(c, crate::atoms::names::prototype)? {
                    Value::Obj(p) => p,
                    _ => self.protos.object,
                };
                let obj = self
                    .heap
                    .alloc_obj(Object::new(ObjKind::Ordinary, Some(proto)));
                self.stack.insert(fpos + 1, Value::Obj(obj));
                self.enter_closure(
                    code,
                    o,
                    func,
                    fpos,
                    argc,
                    Entry::Construct(obj),
                    Value::Obj(obj),
                )?;
                Ok(true)
            }
            ObjKind::Native(id) => {
                if !crate::builtins::NATIVES[*id as usize].ctor {
                    return Err(self.not_callable_error(code, c, "is not a constructor"));
                }
                let args: smallvec::SmallVec<[Value; 8]> =
                    self.stack[fpos + 1..].iter().copied().collect();
                self.stack.truncate(fpos);
                self.new_target = true;
                let r = self.call_native(o, Value::Undefined, &args);
                self.new_target = false;
                let r = r?;
                self.stack.push(r);
                Ok(false)
            }
            ObjKind::Bound { target, args, .. } => {
                let (target, args) = (*target, args.clone());
                self.stack[fpos] = target;
                for (i, a) in args.iter().enumerate() {
                    self.stack.insert(fpos + 1 + i, *a);
                }
                self.construct(code, argc + args.len())
            }
            _ => Err(self.not_callable_error(code, c, "is not a constructor")),
        }
    }

    /// Delivers a completion value according to how the frame was entered.
    ///
    /// Inlined for a plain call's result (a push: every native call ends here); the other
    /// entries go through [`Vm::deliver_entry`].
    #[inline(always)]
    pub(crate) fn deliver(&mut self, entry: Entry, v: Value) {
        match entry {
            Entry::Call => self.stack.push(v),
            _ => self.deliver_entry(entry, v),
        }
    }

    /// [`Vm::deliver`] for any entry.
    fn deliver_entry(&mut self, entry: Entry, v: Value) {
        match entry {
            Entry::Call => self.stack.push(v),
            Entry::Construct(obj) => self.stack.push(if matches!(v, Value::Obj(_)) {
                v
            } else {
                Value::Obj(obj)
            }),
            Entry::Job => {}
            Entry::Reaction(Some(d)) => self.resolve_promise(d, v),
            Entry::Reaction(None) => {}
            Entry::Sync => self.sync_result = Some(Ok(v)),
            // The dispatch loop's `return` hands a comparator's result to `sort_step` itself
            // (it must leave the loop on a throw); this is the same for any other path.
            Entry::Sort => {
                if let Err(e) = self.sort_step(v) {
                    self.throw_value(e);
                }
            }
        }
    }

    /// Returns `undefined` from the top frame without running it (its code or position is not
    /// one the dispatch loop can run; see `interp::runnable`).
    #[cold]
    #[inline(never)]
    pub(crate) fn abandon_frame(&mut self) {
        self.return_from_frame(Value::Undefined);
    }

    /// The error reading or writing `let`/`const` binding `name` in its dead zone throws.
    pub(crate) fn tdz_error(&mut self, name: crate::atoms::Atom) -> Value {
        let n = self.atoms.to_rust(name);
        self.make_error(
            crate::realm::ErrorKind::Reference,
            &format!("Cannot access '{n}' before initialization"),
        )
    }

    /// `return v` from the top frame.
    pub(crate) fn return_from_frame(&mut self, v: Value) {
        let Some(frame) = self.frames.pop() else {
            return;
        };
        self.stack.truncate((frame.base as usize).saturating_sub(2));
        let mut v = v;
        if let Some(c) = frame.coro {
            let p = self.coro_promise(c);
            self.resolve_promise(p, v);
            v = Value::Obj(p);
        }
        self.deliver(frame.entry, v);
    }

    fn coro_promise(&self, c: ObjRef) -> ObjRef {
        match &self.heap.obj(c).kind {
            ObjKind::Coroutine(d) => d.promise,
            _ => c,
        }
    }

    /// Throws `exc` from the top frame: finds the innermost handler, unwinding frames as needed.
    pub(crate) fn throw_value(&mut self, exc: Value) {
        let code = self.code.clone();
        if let Some(f) = self.frames.last() {
            self.throw_site = Some((f.func, f.pc.saturating_sub(1)));
        }
        loop {
            let Some(frame) = self.frames.last_mut() else {
                return;
            };
            let proto = code.func(frame.func);
            let pc = frame.pc.saturating_sub(1);
            let mut best: Option<&crate::bytecode::Handler> = None;
            for h in &proto.handlers {
                if h.start <= pc && pc < h.end && best.is_none_or(|b| h.nesting > b.nesting) {
                    best = Some(h);
                }
            }
            if let Some(h) = best {
                frame.pc = h.target;
                let depth = frame.base as usize + proto.n_slots as usize + h.depth as usize;
                self.stack.truncate(depth);
                self.stack.push(exc);
                return;
            }
            let frame = match self.frames.pop() {
                Some(f) => f,
                None => return,
            };
            self.stack.truncate(frame.base as usize - 2);
            if let Some(c) = frame.coro {
                let p = self.coro_promise(c);
                self.reject_promise(p, exc);
                self.deliver(frame.entry, Value::Obj(p));
                return;
            }
            match frame.entry {
                Entry::Call | Entry::Construct(_) => continue,
                // The comparator threw: the sort ends and the throw goes on in its caller.
                Entry::Sort => {
                    self.abort_sort();
                    continue;
                }
                Entry::Job => return,
                Entry::Sync => {
                    self.sync_result = Some(Err(exc));
                    return;
                }
                Entry::Reaction(d) => {
                    if let Some(d) = d {
                        self.reject_promise(d, exc);
                    }
                    return;
                }
            }
        }
    }

    /// Runs a microtask.
    pub(crate) fn start_job(&mut self, code: &Code, job: Job) {
        match job {
            Job::Adopt { promise, thenable } => {
                self.adopt(promise, thenable);
            }
            Job::CallThenable {
                promise,
                thenable,
                then,
            } => {
                // The self-hosted helper calls `then` with resolve functions and turns a throw
                // into a rejection.
                let a = self.atoms.intern_str("$$callThenable");
                let helper = self.get_own(self.intrinsics, a).unwrap_or(Value::Undefined);
                self.stack.push(helper);
                self.stack.push(Value::Undefined);
                self.stack.push(Value::Obj(promise));
                self.stack.push(thenable);
                self.stack.push(then);
                let depth = self.frames.len();
                if let Err(e) = self.call_value(code, 3, Entry::Reaction(None)) {
                    self.frames.truncate(depth);
                    self.reject_promise(promise, e);
                }
                if self.frames.len() == depth {
                    self.stack.clear();
                }
            }
            Job::Resume { coro, value, throw } => {
                let fpos = self.stack.len();
                let frame = match &mut self.heap.obj_mut(coro).kind {
                    ObjKind::Coroutine(c) => {
                        let f = c.frame.take();
                        if f.is_some() {
                            // The saved values come back; the buffer stays with the coroutine
                            // for its next suspension.
                            self.stack.extend_from_slice(&c.stack);
                            c.stack.clear();
                        }
                        f
                    }
                    _ => None,
                };
                let Some(mut frame) = frame else { return };
                frame.base = (fpos + 2) as u32;
                frame.entry = Entry::Job;
                self.frames.push(frame);
                if throw {
                    self.throw_value(value);
                } else {
                    self.stack.push(value);
                }
            }
            Job::Reaction {
                handler,
                arg,
                derived,
                rejected,
            } => {
                if matches!(handler, Value::Undefined) {
                    if let Some(d) = derived {
                        if rejected {
                            self.reject_promise(d, arg);
                        } else {
                            self.resolve_promise(d, arg);
                        }
                    }
                    return;
                }
                self.stack.push(handler);
                self.stack.push(Value::Undefined);
                self.stack.push(arg);
                let depth = self.frames.len();
                match self.call_value(code, 1, Entry::Reaction(derived)) {
                    Ok(_) => {}
                    Err(e) => {
                        // The call never started: clean the stack and settle the derived promise.
                        self.frames.truncate(depth);
                        if let Some(d) = derived {
                            self.reject_promise(d, e);
                        }
                    }
                }
                if self.frames.len() == depth {
                    // A native handler ran to completion; nothing stays on the stack.
                    self.stack.clear();
                }
            }
        }
    }

    /// `await v` in the top frame: park its coroutine and return control.
    pub(crate) fn suspend_await(&mut self, v: Value) {
        let Some(coro) = self.frames.last().and_then(|f| f.coro) else {
            // Not an async frame (cannot happen from compiled code): treat as a plain value.
            self.stack.push(v);
            return;
        };
        self.await_value(v, coro);
        self.suspend_top();
    }

    /// Parks the top frame, an async function's, in its coroutine (whose resumption something
    /// has already been arranged to queue) and hands the caller the function's promise.
    pub(crate) fn suspend_top(&mut self) {
        let Some(mut frame) = self.frames.pop() else {
            return;
        };
        let Some(coro) = frame.coro else {
            self.frames.push(frame);
            return;
        };
        let fpos = frame.base as usize - 2;
        let entry = frame.entry;
        frame.entry = Entry::Job;
        let promise = match &mut self.heap.obj_mut(coro).kind {
            ObjKind::Coroutine(c) => {
                c.frame = Some(frame);
                // Into the coroutine's own buffer (reused from its last suspension).
                c.stack.clear();
                c.stack.extend_from_slice(&self.stack[fpos..]);
                self.stack.truncate(fpos);
                c.promise
            }
            _ => return,
        };
        self.heap.note_growth(self.stack.len().min(64) * 16);
        // The caller gets the async function's promise: a call pushes it, a promise reaction
        // (an async `then` handler) resolves its derived promise with it.
        self.deliver(entry, Value::Obj(promise));
    }

    /// Spreads an array's items onto the stack for a spread call; returns how many.
    pub(crate) fn push_array_items(&mut self, arr: Value) -> JsResult<usize> {
        let items: Vec<Value> = match arr {
            Value::Obj(o) => match &self.heap.obj(o).kind {
                ObjKind::Array(v) => v
                    .iter()
                    .map(|x| {
                        if x.is_empty_slot() {
                            Value::Undefined
                        } else {
                            *x
                        }
                    })
                    .collect(),
                _ => Vec::new(),
            },
            _ => Vec::new(),
        };
        if items.len() > 65_535 {
            return Err(self.make_error(ErrorKind::Range, "Maximum call stack size exceeded"));
        }
        let n = items.len();
        self.stack.extend(items);
        Ok(n)
    }

    /// "x is not a function", naming the callee as written when the compiler recorded it.
    fn not_callable_error(&mut self, code: &Code, v: Value, what: &str) -> Value {
        let text = self.frames.last().and_then(|f| {
            let proto = code.func(f.func);
            let pc = f.pc.saturating_sub(1);
            let prog = code.prog_of(f.func);
            proto
                .call_names
                .iter()
                .find(|(p, _)| *p == pc)
                .and_then(|(_, c)| self.consts[prog].get(*c as usize).copied())
        });
        let name = match text {
            Some(t) => self.primitive_to_rust(t),
            None => match v {
                Value::Str(_) => {
                    let s = self.primitive_to_rust(v);
                    format!("\"{s}\"")
                }
                Value::Obj(_) => "object".into(),
                _ => self.primitive_to_rust(v),
            },
        };
        self.make_error(ErrorKind::Type, &format!("{name} {what}"))
    }
}

/// How deep builtins may nest calls back into JavaScript (each level uses native stack).
const MAX_SYNC_DEPTH: u32 = 64;
/// Instructions per nested slice between limit checks.
const SYNC_SLICE: u64 = 10_000;

impl Vm {
    /// Calls `f` with `this` and `args` from inside a builtin and waits for the result, running
    /// a nested dispatch loop (ToPrimitive calling a program's own `toString`, for example).
    /// Exceptions come back as `Err`; the instruction budget, memory budget, deadline and
    /// cancellation still end the execution (through `pending_halt`). Garbage is not collected
    /// until the outermost such call returns, since the builtins waiting on it hold values the
    /// collector cannot see.
    pub fn call_sync(&mut self, f: Value, this: Value, args: &[Value]) -> JsResult<Value> {
        if self.sync_depth >= MAX_SYNC_DEPTH {
            return Err(self.range_error("Maximum call stack size exceeded"));
        }
        // Counted around native callees too: a native `toString` installed on an object can
        // convert that object again (`o.toString = String.prototype.trim; String(o)`).
        self.sync_depth += 1;
        let code = self.code.clone();
        let r = crate::stack::guard(|| self.call_sync_inner(&code, f, this, args, false));
        self.sync_depth -= 1;
        r
    }

    /// [`Vm::call_sync`] for a builtin that keeps every value it still needs where the
    /// collector sees it (on the operand stack, above its own call): garbage may be collected
    /// while `f` runs, unless an outer `call_sync` forbids it. For builtins that call back
    /// many times with allocating callbacks (the sort comparator).
    pub fn call_sync_rooted(&mut self, f: Value, this: Value, args: &[Value]) -> JsResult<Value> {
        if self.sync_depth >= MAX_SYNC_DEPTH {
            return Err(self.range_error("Maximum call stack size exceeded"));
        }
        self.sync_depth += 1;
        let code = self.code.clone();
        let r = crate::stack::guard(|| self.call_sync_inner(&code, f, this, args, true));
        self.sync_depth -= 1;
        r
    }

    /// [`Vm::call_sync_rooted`] for a builtin that calls back many times in a row (the sort
    /// comparator). The caller passes the program's code (one `Arc` clone for the whole loop,
    /// not one per call) and has made sure of native stack headroom once, with
    /// [`crate::stack::guard`] around its whole loop: each call here nests one dispatch loop at
    /// a constant depth, and anything deeper the callee does guards itself.
    pub fn call_sync_rooted_in(
        &mut self,
        code: &Code,
        f: Value,
        this: Value,
        args: &[Value],
    ) -> JsResult<Value> {
        if self.sync_depth >= MAX_SYNC_DEPTH {
            return Err(self.range_error("Maximum call stack size exceeded"));
        }
        self.sync_depth += 1;
        let r = self.call_sync_inner(code, f, this, args, true);
        self.sync_depth -= 1;
        r
    }

    fn call_sync_inner(
        &mut self,
        code: &Code,
        f: Value,
        this: Value,
        args: &[Value],
        rooted: bool,
    ) -> JsResult<Value> {
        let depth = self.frames.len();
        let sp = self.stack.len();
        // A result no one has taken yet stays out of this call's way (and is restored after).
        let saved_result = self.sync_result.take();
        self.stack.push(f);
        self.stack.push(this);
        self.stack.extend_from_slice(args);
        let entered = match self.try_enter_plain(code, args.len(), Entry::Sync) {
            Some(_) => Ok(true),
            None => self.call_value(code, args.len(), Entry::Sync),
        };
        match entered {
            Err(e) => {
                self.sync_result = saved_result;
                self.stack.truncate(sp);
                return Err(e);
            }
            Ok(false) => {
                // A native callee answered at once, delivering (as `Entry::Sync` does) to
                // `sync_result`, not the stack.
                let v = self.sync_result.take().unwrap_or(Ok(Value::Undefined));
                self.sync_result = saved_result;
                self.stack.truncate(sp);
                return v;
            }
            Ok(true) => {}
        }
        let was_blocked = self.heap.gc_blocked();
        let saved_slice_end = self.slice_end;
        // A saved result is a value no root holds: keep it from the collector.
        self.heap
            .set_gc_blocked(was_blocked || !rooted || saved_result.is_some());
        // The host's interrupt check reads the clock: a short call (a comparator) polls it on
        // every 64th call only; a long one between all its slices.
        self.sync_calls = self.sync_calls.wrapping_add(1);
        let mut poll = self.sync_calls.is_multiple_of(64);
        let outcome = loop {
            if self.frames.len() <= depth {
                break self.sync_result.take().unwrap_or(Ok(Value::Undefined));
            }
            if let Some(h) = self.sync_limit_hit(poll) {
                self.pending_halt = Some(h);
                break Err(Value::Undefined);
            }
            let allowed = SYNC_SLICE.min(
                self.limits
                    .max_instructions
                    .saturating_sub(self.instructions)
                    .max(1),
            );
            let mut fuel = allowed;
            self.slice_end = self.instructions.saturating_add(allowed);
            let halt = self.dispatch(code, &mut fuel);
            self.instructions += allowed - fuel;
            poll = true;
            if self.pending_halt.is_some() {
                break Err(Value::Undefined);
            }
            match halt {
                None | Some(Halt::Yield) | Some(Halt::HostCall) => {}
                Some(Halt::Idle) => break Ok(Value::Undefined),
                Some(h) => {
                    self.pending_halt = Some(h);
                    break Err(Value::Undefined);
                }
            }
        };
        // Whatever is left of the nested call (after a terminating halt) stays for the host to
        // discard with the execution.
        self.sync_result = saved_result;
        self.slice_end = saved_slice_end;
        self.heap.set_gc_blocked(was_blocked);
        if outcome.is_ok() || self.pending_halt.is_none() {
            self.stack.truncate(sp);
        }
        outcome
    }

    /// A terminating limit reached inside `call_sync`: the budget, the memory limit (garbage
    /// included, as nothing may be collected meanwhile) or, when `poll`, the host's interrupt.
    fn sync_limit_hit(&mut self, poll: bool) -> Option<Halt> {
        if self.instructions >= self.limits.max_instructions {
            return Some(Halt::OutOfInstructions);
        }
        if self.heap.bytes_in_use() + self.atoms.dynamic_bytes() > self.limits.max_memory_bytes {
            return Some(Halt::OutOfMemory);
        }
        if poll && self.interrupt.as_ref().is_some_and(|f| f()) {
            return Some(Halt::Interrupted);
        }
        None
    }
}

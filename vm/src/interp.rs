//! The interpreter: the dispatch loop over the execution state (`Vm`, in `state`). The loop is
//! synchronous and returns a halt reason; the async driver in `codemode` resumes it.

pub use crate::code::Code;
pub use crate::frame::{Entry, Frame, Job};
use crate::hot::{is_hot, run_hot, Hot};
use crate::object::ObjKind;
use crate::opcodes::Op;
use crate::operands::{
    push_number, replace_top, replace_top2, replace_top2_number, replace_top_number, top2_numbers,
    top_number,
};
use crate::ops::arith_op;
use crate::value::Value;

pub use crate::limits::{Halt, InterruptCheck, VmLimits, MAX_ARRAY_LEN, MAX_STRING_LEN};
pub use crate::realm::Protos;
pub use crate::state::Vm;

impl Vm {
    #[inline]
    fn pop(&mut self) -> Value {
        self.stack.pop().unwrap_or(Value::Undefined)
    }

    #[inline]
    fn peek(&self) -> Value {
        self.stack.last().copied().unwrap_or(Value::Undefined)
    }

    /// The dispatch loop over the current top frame. Returns `None` when the frame stack changed
    /// in a way that needs the caller to pick the next frame or job, `Some(halt)` to stop.
    ///
    /// Fuel is charged per straight-line run of instructions, when control leaves it (a jump,
    /// a call, a return, an exit), and checked only at backward jumps and calls: every loop
    /// and every recursion passes one, so a slice still ends promptly, while the instructions
    /// between pay nothing. A slice may overrun its fuel by one straight-line run; the overrun
    /// is added to [`Vm::instructions`] here, so the count stays exact.
    pub(crate) fn dispatch(&mut self, code: &Code, fuel: &mut u64) -> Option<Halt> {
        // The fuel counter lives in a register for the loop (a local whose address never
        // escapes the inlined loop), not behind the caller's reference.
        let start = (*fuel).min(i64::MAX as u64);
        let beyond = *fuel - start;
        let mut left = start as i64;
        let r = self.dispatch_loop(code, &mut left);
        if left < 0 {
            self.instructions = self.instructions.saturating_add(left.unsigned_abs());
            *fuel = beyond;
        } else {
            *fuel = left as u64 + beyond;
        }
        r
    }

    #[inline(always)]
    fn dispatch_loop(&mut self, code: &Code, fuel: &mut i64) -> Option<Halt> {
        let (mut fidx, pc0, mut base) = {
            let f = self.frames.last()?;
            (f.func, f.pc as usize, f.base as usize)
        };
        if *fuel <= 0 {
            return Some(Halt::Yield);
        }
        let (mut ops, mut prog) = {
            let slot = code.slot(fidx);
            (slot.ops(), slot.prog as usize)
        };
        // The next instruction, as a pointer into `ops` (one register where an index and the
        // code's base took two); `pc!()` is its index.
        let mut ip: *const Op = ops.as_ptr().wrapping_add(pc0);
        // Where the current straight-line run began (see `account!`).
        let mut seg = ip;
        // What the inner tier's `Hot::Throw` exit threw.
        let mut thrown = Value::Undefined;
        macro_rules! pc {
            () => {
                (ip as usize - ops.as_ptr() as usize) / std::mem::size_of::<Op>()
            };
        }
        // Moves to instruction `t` of `ops` (checked by the caller where it must be).
        macro_rules! goto {
            ($t:expr) => {
                ip = ops.as_ptr().wrapping_add($t)
            };
        }

        // Every place that sets `ops` or moves `pc` other than by one checks the invariant the
        // unchecked fetch below relies on (see `runnable`). Code that breaks it, which the
        // compiler never emits, returns `undefined` from its frame instead of running.
        macro_rules! bad_code {
            () => {{
                self.abandon_frame();
                return None;
            }};
        }
        if !runnable(ops, pc0) {
            bad_code!();
        }

        // Charges the straight-line run that ends here (the instructions from `seg` up to and
        // including the current one) and starts a new run.
        macro_rules! account {
            () => {{
                charge!();
                seg = ip;
            }};
        }
        // The same where the run's start is set anew (or the loop is left) right after.
        macro_rules! charge {
            () => {
                *fuel -= ((ip as usize - seg as usize) / std::mem::size_of::<Op>()) as i64
            };
        }

        // Switches the loop to the (new) top frame after a JS-to-JS call or a return to a
        // caller, without leaving the loop. Anything the scheduler must see first (host
        // requests to start, a terminating halt) leaves the loop instead.
        macro_rules! switch_frame {
            () => {{
                charge!();
                if self.pending_halt.is_some() || self.has_host_requests() {
                    return None;
                }
                let f = self.frames.last()?;
                fidx = f.func;
                let pc = f.pc as usize;
                base = f.base as usize;
                let slot = code.slot(fidx);
                ops = slot.ops();
                prog = slot.prog as usize;
                goto!(pc);
                seg = ip;
                if !runnable(ops, pc) {
                    bad_code!();
                }
                // A call entered by the generic path is a check point like any call.
                if *fuel <= 0 {
                    return Some(Halt::Yield);
                }
                continue;
            }};
        }

        macro_rules! save_pc {
            () => {
                if let Some(f) = self.frames.last_mut() {
                    f.pc = pc!() as u32;
                }
            };
        }
        // The pc is saved before the thrown value is made: an error made here takes its
        // position from it (`Vm::current_position`).
        macro_rules! throw {
            ($e:expr) => {{
                charge!();
                save_pc!();
                let e = $e;
                if let Some(h) = self.pending_halt.take() {
                    // A terminating limit inside a builtin: not an exception anyone may catch.
                    return Some(h);
                }
                self.throw_value(e);
                return None;
            }};
        }
        macro_rules! tri {
            ($e:expr) => {
                match $e {
                    Ok(v) => v,
                    Err(e) => throw!(e),
                }
            };
        }
        // `tri!` for an operation that may make an error (a property read on `undefined`, a
        // failed conversion): the frame's pc is saved first, so the error gets this
        // instruction's position, not the last one saved. For slow paths and instructions that
        // are not hot: the save is a few machine instructions.
        macro_rules! slow {
            ($e:expr) => {{
                save_pc!();
                tri!($e)
            }};
        }
        // A counting loop's `slot++` (ToNumber, add one, store); the new count.
        macro_rules! inc_local {
            ($slot:expr) => {{
                let i = base + $slot as usize;
                let n = match self.stack[i] {
                    Value::Number(n) => n,
                    v => slow!(self.coerce_number(v)),
                } + 1.0;
                crate::value::store_number(&mut self.stack[i], n);
                n
            }};
        }
        // `o.name` for a property read: an own data property on the fast path, else the full
        // lookup (getters, the prototype chain, the error for `undefined` and `null`).
        macro_rules! prop {
            ($o:expr, $name:expr) => {
                match self.own_prop_fast($o, $name) {
                    Some(v) => v,
                    None => slow!(self.get_prop($o, $name)),
                }
            };
        }
        // Pushes the method `o.name` and then `o`, its receiver, for the call that follows.
        macro_rules! push_method {
            ($o:expr, $name:expr) => {{
                let f = match self.method_fast($o, $name) {
                    Some(f) => f,
                    None => slow!(self.get_prop($o, $name)),
                };
                self.stack.push(f);
                self.stack.push($o);
            }};
        }

        // After a native call returned: a native that charged for heavy work ends the slice, so
        // the deadline and the budget are checked promptly; a tool it called (through a
        // reference, or from a builtin) goes to the scheduler at once (eager start). Those are
        // the only ways a call starts host work, so the JavaScript call and return fast paths
        // need not look.
        macro_rules! after_native {
            () => {{
                if self.instructions >= self.slice_end {
                    charge!();
                    save_pc!();
                    return Some(Halt::Yield);
                }
                if self.pending_halt.is_some() || self.has_host_requests() {
                    charge!();
                    save_pc!();
                    return None;
                }
            }};
        }
        // `Call`: a plain closure entered here, anything else through `call_value`.
        macro_rules! call {
            ($argc:expr) => {{
                save_pc!();
                if self.heap.wants_gc() {
                    self.collect_garbage();
                    if let Some(h) = self.check_memory() {
                        charge!();
                        return Some(h);
                    }
                }
                if let Some((f, b, callee_ops, p)) =
                    self.try_enter_plain(code, $argc as usize, Entry::Call)
                {
                    // Entering a plain closure starts no host work and cannot halt (see
                    // `after_native!`), so the loop goes straight on in the callee.
                    charge!();
                    fidx = f;
                    base = b;
                    ops = callee_ops;
                    ip = ops.as_ptr();
                    seg = ip;
                    prog = p;
                    // No check: a function's code is never empty (see `Code::new`), so
                    // its first instruction is inside it.
                    // Calls are check points: recursion ends a slice as loops do.
                    if *fuel <= 0 {
                        return Some(Halt::Yield);
                    }
                    continue;
                }
                match self.call_value(code, $argc as usize, Entry::Call) {
                    Ok(true) => switch_frame!(),
                    Ok(false) => after_native!(),
                    Err(e) => throw!(e),
                }
            }};
        }
        // Returns `$v` from the top frame. A plain call returns straight into its caller's frame;
        // other entries (jobs, reactions, a builtin's synchronous call) go back to the scheduler.
        macro_rules! ret {
            ($v:expr) => {{
                let v: Value = $v;
                account!();
                // A plain call's return normally runs in the inner tier (`hot.rs`); this copy
                // is reached only where that refuses (a caller-less frame, bad code). Kept
                // all the same: without it LLVM lays the loop out differently and fib,
                // h2_jscall and the push loop take 1-2% more machine instructions.
                if let Some(&Frame {
                    entry: Entry::Call,
                    coro: None,
                    base: fb,
                    ..
                }) = self.frames.last()
                {
                    self.frames.pop();
                    self.stack.truncate((fb as usize).saturating_sub(2));
                    // A number goes back in one 16-byte write: the caller reads it at once.
                    match v {
                        Value::Number(x) => push_number(&mut self.stack, x),
                        _ => self.stack.push(v),
                    }
                    // A plain call's caller is the JavaScript frame below, and returning
                    // starts no host work (see `after_native!`): the loop goes straight on.
                    if let Some(f) = self.frames.last() {
                        let pc = f.pc as usize;
                        base = f.base as usize;
                        if fidx != f.func {
                            fidx = f.func;
                            let slot = code.slot(fidx);
                            ops = slot.ops();
                            prog = slot.prog as usize;
                        }
                        goto!(pc);
                        seg = ip;
                        if !runnable(ops, pc) {
                            bad_code!();
                        }
                        continue;
                    }
                    return None;
                }
                if let Some(&Frame {
                    entry: Entry::Sort,
                    base: fb,
                    ..
                }) = self.frames.last()
                {
                    // A sort comparator (entered plain: no coroutine): the sort goes on in
                    // this loop, with the comparator's next call or in the sort's caller.
                    // A number result (nearly always) reuses the comparator's frame for the
                    // next pair: the same function at the same base, from its first
                    // instruction (a call, so a check point). Any other result pops the frame
                    // and converts it first.
                    let fb = fb as usize;
                    let again = match v {
                        Value::Number(r) => self.sort_number_result(r, fb),
                        _ => {
                            self.frames.pop();
                            self.stack.truncate(fb.saturating_sub(2));
                            self.sort_step(v).map(|()| false)
                        }
                    };
                    match again {
                        Ok(true) => {
                            goto!(0);
                            seg = ip;
                            if *fuel <= 0 {
                                return Some(Halt::Yield);
                            }
                            continue;
                        }
                        Ok(false) => switch_frame!(),
                        Err(e) => {
                            // Thrown from the sort's caller, whose pc is saved; unwinding may
                            // leave this loop's frames, so the scheduler picks up after it.
                            if let Some(h) = self.pending_halt.take() {
                                return Some(h);
                            }
                            self.throw_value(e);
                            return None;
                        }
                    }
                }
                let to_caller = matches!(self.frames.last().map(|f| f.entry), Some(Entry::Call));
                self.return_from_frame(v);
                if to_caller {
                    switch_frame!();
                }
                return None;
            }};
        }
        // Where the slice may end and a pending collection runs: a loop's back edge (or a
        // call, in the inner tier).
        macro_rules! check_point {
            () => {{
                if *fuel <= 0 {
                    save_pc!();
                    return Some(Halt::Yield);
                }
                if self.heap.wants_gc() {
                    save_pc!();
                    self.collect_garbage();
                    if let Some(h) = self.check_memory() {
                        return Some(h);
                    }
                }
            }};
        }
        // A jump to `$t`, taken. A backward one (a loop's back edge) is where the slice may end
        // and where a pending collection runs.
        macro_rules! jump {
            ($t:expr) => {{
                let t: usize = $t;
                charge!();
                if t >= ops.len() {
                    bad_code!();
                }
                let back = t < pc!();
                goto!(t);
                seg = ip;
                if back {
                    check_point!();
                }
            }};
        }

        loop {
            // SAFETY (both fetches below): `ip` points at an instruction of `ops`
            // (`pc!() < ops.len()`). It holds on entry and after every frame switch or return
            // (`runnable` is checked there), on a call (pc 0 of code that is never empty) and
            // after every taken jump (`jump!` and the inner tier check the target). Otherwise
            // `ip` only moves from an instruction to the next one, and the last instruction
            // never falls through (see `Code::new`), so that step stays inside the code too.
            // The bounds check this saves is paid on every instruction; the checks above only
            // where control moves.
            //
            // The inner tier first (see `hot.rs`): it runs what it can with the operand stack
            // in registers and hands over the first instruction it cannot run, not yet run.
            // An instruction it never runs skips it (entering and leaving is a call, about a
            // hundred machine instructions).
            //
            // The general loop matches through a reference, so each arm loads only its own
            // operands: copying the instruction out first made the loop's head decode every
            // operand field of every instruction into registers.
            if is_hot(unsafe { &*ip }) {
                match unsafe {
                    run_hot(
                        self,
                        code,
                        &mut ops,
                        &mut ip,
                        &mut seg,
                        fuel,
                        &mut fidx,
                        &mut base,
                        &mut prog,
                        &mut thrown,
                    )
                } {
                    Hot::Cold => {}
                    Hot::Check => {
                        // For a backward jump the inner tier took, or a call it made (a
                        // builtin's included).
                        after_native!();
                        check_point!();
                        continue;
                    }
                    Hot::Bad => bad_code!(),
                    Hot::Switch => switch_frame!(),
                    Hot::Throw => {
                        // As the general loop's sort return: thrown from the sort's caller
                        // (or from a builtin's, whose pc the inner tier saved).
                        if let Some(h) = self.pending_halt.take() {
                            return Some(h);
                        }
                        self.throw_value(thrown);
                        return None;
                    }
                }
            } else {
                ip = ip.wrapping_add(1);
            }
            // SAFETY: `ip` is just past the instruction to run (the inner tier's hand-over, or
            // the step above), which is inside `ops`.
            let op_at: &Op = unsafe { &*ip.wrapping_sub(1) };
            match *op_at {
                Op::Undefined {} => self.stack.push(Value::Undefined),
                Op::Null {} => self.stack.push(Value::Null),
                Op::True {} => self.stack.push(Value::Bool(true)),
                Op::False {} => self.stack.push(Value::Bool(false)),
                Op::PushEmpty {} => self.stack.push(Value::Empty),
                Op::Int { value } => self.stack.push(Value::Number(value as f64)),
                Op::Const { idx } => {
                    let v = self.consts[prog]
                        .get(idx.0 as usize)
                        .copied()
                        .unwrap_or(Value::Undefined);
                    self.stack.push(v)
                }
                Op::Pop {} => {
                    self.stack.pop();
                }
                Op::Dup {} => {
                    let v = self.peek();
                    self.stack.push(v)
                }
                Op::Dup2 {} => {
                    let n = self.stack.len();
                    let (a, b) = (self.stack[n - 2], self.stack[n - 1]);
                    self.stack.push(a);
                    self.stack.push(b);
                }
                Op::Swap {} => {
                    let n = self.stack.len();
                    self.stack.swap(n - 1, n - 2);
                }
                Op::Rot3 {} => {
                    let c = self.pop();
                    let n = self.stack.len();
                    self.stack.insert(n - 2, c);
                }
                Op::GetLocal { slot } => {
                    let v = self.stack[base + slot.0 as usize];
                    self.stack.push(v)
                }
                Op::GetLocal2 { a, b } => {
                    let (x, y) = (
                        self.stack[base + a.0 as usize],
                        self.stack[base + b.0 as usize],
                    );
                    self.stack.push(x);
                    self.stack.push(y)
                }
                Op::GetLocalChecked { slot, name } => {
                    let v = self.stack[base + slot.0 as usize];
                    if v.is_empty_slot() {
                        throw!(self.tdz_error(name));
                    }
                    self.stack.push(v)
                }
                Op::SetLocal { slot } => {
                    let v = self.pop();
                    self.stack[base + slot.0 as usize] = v;
                }
                Op::SetLocalChecked { slot, name } => {
                    let v = self.pop();
                    if self.stack[base + slot.0 as usize].is_empty_slot() {
                        throw!(self.tdz_error(name));
                    }
                    self.stack[base + slot.0 as usize] = v;
                }
                Op::InitEmpty { slot } => self.stack[base + slot.0 as usize] = Value::Empty,
                Op::NewCell { slot } => {
                    let c = self.heap.alloc_cell(Value::Empty);
                    self.stack[base + slot.0 as usize] = Value::Cell(c);
                }
                Op::FreshCell { slot } => {
                    if let Value::Cell(c) = self.stack[base + slot.0 as usize] {
                        let v = self.heap.cell(c);
                        let n = self.heap.alloc_cell(v);
                        self.stack[base + slot.0 as usize] = Value::Cell(n);
                    }
                }
                Op::GetCell { slot } => {
                    let v = self.through_cell(base + slot.0 as usize);
                    self.stack.push(v)
                }
                Op::GetCellChecked { slot, name } => {
                    let v = self.through_cell(base + slot.0 as usize);
                    if v.is_empty_slot() {
                        throw!(self.tdz_error(name));
                    }
                    self.stack.push(v)
                }
                Op::SetCell { slot } => {
                    let v = self.pop();
                    match self.stack[base + slot.0 as usize] {
                        Value::Cell(c) => self.heap.set_cell(c, v),
                        _ => self.stack[base + slot.0 as usize] = v,
                    }
                }
                Op::SetCellChecked { slot, name } => {
                    let v = self.pop();
                    if let Value::Cell(c) = self.stack[base + slot.0 as usize] {
                        if self.heap.cell(c).is_empty_slot() {
                            throw!(self.tdz_error(name));
                        }
                        self.heap.set_cell(c, v);
                    }
                }
                Op::GetCapture { idx } => {
                    let v = self.capture_value(idx);
                    self.stack.push(v)
                }
                Op::GetCaptureChecked { idx, name } => {
                    let v = self.capture_value(idx);
                    if v.is_empty_slot() {
                        throw!(self.tdz_error(name));
                    }
                    self.stack.push(v)
                }
                Op::SetCapture { idx } => {
                    let v = self.pop();
                    if let Some(c) = self.capture_cell(idx) {
                        self.heap.set_cell(c, v);
                    }
                }
                Op::SetCaptureChecked { idx, name } => {
                    let v = self.pop();
                    if let Some(c) = self.capture_cell(idx) {
                        if self.heap.cell(c).is_empty_slot() {
                            throw!(self.tdz_error(name));
                        }
                        self.heap.set_cell(c, v);
                    }
                }
                Op::GetGlobal { name } => {
                    let g = self.global;
                    match self.heap.obj(g).props.get(name) {
                        Some(p) => {
                            let v = p.value;
                            self.stack.push(v)
                        }
                        None => {
                            let n = self.atoms.to_rust(name);
                            throw!(self.make_error(
                                crate::realm::ErrorKind::Reference,
                                &format!("{n} is not defined")
                            ))
                        }
                    }
                }
                Op::TypeofGlobal { name } => {
                    let g = self.global;
                    let v = self
                        .heap
                        .obj(g)
                        .props
                        .get(name)
                        .map(|p| p.value)
                        .unwrap_or(Value::Undefined);
                    let t = self.type_of(v);
                    let s = self.str_value(t);
                    self.stack.push(s)
                }
                Op::SetGlobal { name } => {
                    let v = self.pop();
                    let g = self.global;
                    self.heap.obj_mut(g).props.set(name, v);
                }
                Op::LoadIntrinsic { name } => {
                    let v = self.intrinsic(name);
                    self.stack.push(v)
                }
                Op::This {} => {
                    let t = self
                        .frames
                        .last()
                        .map(|f| f.this)
                        .unwrap_or(Value::Undefined);
                    self.stack.push(t)
                }
                Op::Callee {} => {
                    let c = self.frame_callee();
                    self.stack.push(c)
                }
                Op::CalleeUndef {} => {
                    let c = self.frame_callee();
                    self.stack.push(c);
                    self.stack.push(Value::Undefined)
                }
                Op::Add {} => {
                    if let Some((x, y)) = top2_numbers(&self.stack) {
                        replace_top2_number(&mut self.stack, x + y);
                    } else {
                        let b = self.pop();
                        let a = self.pop();
                        let r = slow!(self.op_add(a, b));
                        self.stack.push(r)
                    }
                }
                // Numbers run in the inner tier; here the rest. The sum is a number or a string
                // (objects were converted by `+`), which `| 0` then converts.
                // `(a + b) | 0`, pushed or stored into a local; `AddToLocalInt32` reads `a` from
                // that local.
                Op::AddInt32 {} | Op::AddInt32ToLocal { .. } | Op::AddToLocalInt32 { .. } => {
                    let b = self.pop();
                    let a = match *op_at {
                        Op::AddToLocalInt32 { slot } => self.stack[base + slot.0 as usize],
                        _ => self.pop(),
                    };
                    let r = match slow!(self.op_add(a, b)) {
                        Value::Number(x) => Value::Number(crate::value::to_int32(x) as f64),
                        r => slow!(self.op_arith(arith_op::OR, r, Value::Number(0.0))),
                    };
                    match *op_at {
                        Op::AddInt32ToLocal { slot } | Op::AddToLocalInt32 { slot } => {
                            self.stack[base + slot.0 as usize] = r
                        }
                        _ => self.stack.push(r),
                    }
                }
                Op::Sub {} => tri!(bin_arith!(self, arith_op::SUB, |x, y| x - y)),
                Op::Mul {} => tri!(bin_arith!(self, arith_op::MUL, |x, y| x * y)),
                Op::Div {} => tri!(bin_arith!(self, arith_op::DIV, |x, y| x / y)),
                Op::Mod {} => tri!(bin_arith!(self, arith_op::MOD, |x, y| crate::ops::js_rem(
                    x, y
                ))),
                Op::Exp {} => tri!(bin_arith!(self, arith_op::EXP, |x, y| crate::ops::js_pow(
                    x, y
                ))),
                Op::BitAnd {} => tri!(bin_arith!(self, arith_op::AND, |x, y| crate::ops::arith(
                    arith_op::AND,
                    x,
                    y
                ))),
                Op::BitOr {} => tri!(bin_arith!(self, arith_op::OR, |x, y| crate::ops::arith(
                    arith_op::OR,
                    x,
                    y
                ))),
                Op::BitXor {} => tri!(bin_arith!(self, arith_op::XOR, |x, y| crate::ops::arith(
                    arith_op::XOR,
                    x,
                    y
                ))),
                Op::Shl {} => tri!(bin_arith!(self, arith_op::SHL, |x, y| crate::ops::arith(
                    arith_op::SHL,
                    x,
                    y
                ))),
                Op::Shr {} => tri!(bin_arith!(self, arith_op::SHR, |x, y| crate::ops::arith(
                    arith_op::SHR,
                    x,
                    y
                ))),
                Op::UShr {} => tri!(bin_arith!(self, arith_op::USHR, |x, y| crate::ops::arith(
                    arith_op::USHR,
                    x,
                    y
                ))),
                Op::Eq {} | Op::Ne {} => {
                    let b = self.pop();
                    let a = self.pop();
                    let r = tri!(self.loose_equals(a, b));
                    self.stack
                        .push(Value::Bool(r == matches!(*op_at, Op::Eq {})))
                }
                Op::StrictEq {} | Op::StrictNe {} => {
                    let b = self.pop();
                    let a = self.pop();
                    let r = self.strict_equals(a, b);
                    self.stack
                        .push(Value::Bool(r == matches!(*op_at, Op::StrictEq {})))
                }
                Op::Lt {} | Op::Gt {} | Op::Le {} | Op::Ge {} => {
                    if let Some((x, y)) = top2_numbers(&self.stack) {
                        let r = match *op_at {
                            Op::Lt {} => x < y,
                            Op::Gt {} => x > y,
                            Op::Le {} => x <= y,
                            _ => x >= y,
                        };
                        replace_top2(&mut self.stack, Value::Bool(r));
                        continue;
                    }
                    let b = self.pop();
                    let a = self.pop();
                    let r = slow!(self.relation(*op_at, a, b));
                    self.stack.push(Value::Bool(r))
                }
                Op::In {} => {
                    let obj = self.pop();
                    let key = self.pop();
                    let r = slow!(self.op_in(key, obj));
                    self.stack.push(Value::Bool(r))
                }
                Op::JumpIfLocalNotIn { a, b, target } => {
                    let (key, obj) = (self.stack[base + a as usize], self.stack[base + b as usize]);
                    if !slow!(self.op_in(key, obj)) {
                        jump!(target.0 as usize);
                    }
                }
                Op::InstanceOf {} => {
                    let c = self.pop();
                    let v = self.pop();
                    let r = slow!(self.instance_of(v, c));
                    self.stack.push(Value::Bool(r))
                }
                Op::Neg {} => {
                    let v = self.pop();
                    let n = slow!(self.coerce_number(v));
                    self.stack.push(Value::Number(-n))
                }
                Op::ToNumber {} => {
                    let v = self.pop();
                    let n = slow!(self.coerce_number(v));
                    self.stack.push(Value::Number(n))
                }
                Op::ToElemKey {} => {
                    let k = self.pop();
                    let o = self.stack.last().copied().unwrap_or(Value::Undefined);
                    if o.is_nullish() {
                        // Reported as the read that would follow (`get_elem`'s message).
                        slow!(self.get_elem(o, k));
                    }
                    let k = if let Value::Obj(_) = k {
                        slow!(self.to_primitive(k, true))
                    } else {
                        k
                    };
                    self.stack.push(k)
                }
                Op::Not {} => {
                    let v = self.pop();
                    let b = self.truthy(v);
                    self.stack.push(Value::Bool(!b))
                }
                Op::BitNot {} => {
                    let v = self.pop();
                    let n = slow!(self.coerce_number(v));
                    self.stack
                        .push(Value::Number(!crate::value::to_int32(n) as f64))
                }
                Op::Typeof {} => {
                    let v = self.pop();
                    let t = self.type_of(v);
                    let s = self.str_value(t);
                    self.stack.push(s)
                }
                Op::Inc {} | Op::Dec {} => {
                    let v = self.pop();
                    let n = match v {
                        Value::Number(n) => n,
                        _ => slow!(self.coerce_number(v)),
                    };
                    self.stack
                        .push(Value::Number(if matches!(*op_at, Op::Inc {}) {
                            n + 1.0
                        } else {
                            n - 1.0
                        }))
                }
                Op::ToStr {} => {
                    if let Some(&Value::Obj(o)) = self.stack.last() {
                        let s = slow!(self.to_str(Value::Obj(o)));
                        replace_top(&mut self.stack, Value::Str(s));
                    }
                }
                Op::Concat { n } => {
                    let v = slow!(self.concat_top(n as usize));
                    self.stack.push(v)
                }
                Op::Jump { target } => jump!(target.0 as usize),
                Op::AddInt { value } => {
                    if let Some(x) = top_number(&self.stack) {
                        replace_top_number(&mut self.stack, x + value as f64);
                    } else {
                        let a = self.pop();
                        let r = slow!(self.op_add(a, Value::Number(value as f64)));
                        self.stack.push(r)
                    }
                }
                Op::SubInt { value } => {
                    if let Some(x) = top_number(&self.stack) {
                        replace_top_number(&mut self.stack, x - value as f64);
                    } else {
                        let a = self.pop();
                        let r = slow!(self.op_arith(arith_op::SUB, a, Value::Number(value as f64)));
                        self.stack.push(r)
                    }
                }
                Op::LocalAddInt { slot, value } => {
                    let i = base + slot.0 as usize;
                    if let Value::Number(x) = self.stack[i] {
                        push_number(&mut self.stack, x + value as f64);
                    } else {
                        let a = self.stack[i];
                        let r = slow!(self.op_add(a, Value::Number(value as f64)));
                        self.stack.push(r)
                    }
                }
                Op::AddLocal { slot } | Op::AddToLocal { slot } => {
                    let i = base + slot.0 as usize;
                    let a = self.stack[i];
                    let b = self.pop();
                    let r = match (a, b) {
                        (Value::Number(x), Value::Number(y)) => Value::Number(x + y),
                        _ => slow!(self.op_add(a, b)),
                    };
                    if matches!(*op_at, Op::AddToLocal { .. }) {
                        self.stack[i] = r
                    } else {
                        self.stack.push(r)
                    }
                }
                Op::LocalSubInt { slot, value } => {
                    let i = base + slot.0 as usize;
                    if let Value::Number(x) = self.stack[i] {
                        push_number(&mut self.stack, x - value as f64);
                    } else {
                        let a = self.stack[i];
                        let b = Value::Number(value as f64);
                        let r = slow!(self.op_arith(arith_op::SUB, a, b));
                        self.stack.push(r)
                    }
                }
                // Numbers run in the inner tier; here the rest, through the shared operator.
                crate::int_arith_ops!() => {
                    // `int_arith` describes every instruction of the pattern (a unit test
                    // in `opcodes.rs` checks the two against each other).
                    let Some((op, value, slot)) = op_at.int_arith() else {
                        throw!(self.type_error("internal error: an unknown operator instruction"))
                    };
                    let a = match slot {
                        Some(slot) => self.stack[base + slot.0 as usize],
                        None => self.pop(),
                    };
                    let r = match a {
                        Value::Number(x) => Value::Number(crate::ops::arith_int(op, x, value)),
                        a => slow!(self.op_arith(op, a, Value::Number(value as f64))),
                    };
                    self.stack.push(r)
                }
                // The number cases run in the inner tier (`hot.rs`): what comes here is the
                // rest (strings, objects), or bytecode the inner tier refused.
                Op::JumpIfNotLt { target }
                | Op::JumpIfNotLe { target }
                | Op::JumpIfNotGt { target }
                | Op::JumpIfNotGe { target } => {
                    let b = self.pop();
                    let a = self.pop();
                    let r = slow!(self.relation(*op_at, a, b));
                    if !r {
                        jump!(target.0 as usize);
                    }
                }
                Op::GetLocalProp { slot, name } => {
                    let o = self.stack[base + slot.0 as usize];
                    let v = prop!(o, name);
                    self.stack.push(v)
                }
                Op::IncLocal { slot } | Op::DecLocal { slot } => {
                    let i = base + slot.0 as usize;
                    let n = match self.stack[i] {
                        Value::Number(n) => n,
                        v => slow!(self.coerce_number(v)),
                    };
                    let d = if matches!(*op_at, Op::IncLocal { .. }) {
                        1.0
                    } else {
                        -1.0
                    };
                    crate::value::store_number(&mut self.stack[i], n + d);
                }
                Op::IncLocalJump { slot, target } => {
                    inc_local!(slot.0);
                    jump!(target.0 as usize)
                }
                Op::IncJumpIfLtInt {
                    slot,
                    value,
                    target,
                } => {
                    let n = inc_local!(slot);
                    if n < value as f64 {
                        jump!(target.0 as usize);
                    }
                }
                Op::IncJumpIfLtProp {
                    slot,
                    obj,
                    name,
                    target,
                } => {
                    // As `IncLocalJump` and the test it jumped to: the counter, then
                    // `obj[name]` read as `GetLocalProp` reads it, then `<`.
                    let n = inc_local!(slot);
                    let o = self.stack[base + obj as usize];
                    let r = match prop!(o, crate::atoms::Atom(u32::from(name))) {
                        Value::Number(bound) => n < bound,
                        bound => slow!(self.relation(*op_at, Value::Number(n), bound)),
                    };
                    if r {
                        jump!(target.0 as usize);
                    }
                }
                Op::IncJumpIfLtLocals { a, b, target } => {
                    // As `IncLocalJump` and the test it jumped to: the counter, then `<`.
                    let n = inc_local!(a);
                    let vb = self.stack[base + b as usize];
                    let r = match vb {
                        Value::Number(bound) => n < bound,
                        _ => slow!(self.relation(*op_at, Value::Number(n), vb)),
                    };
                    if r {
                        jump!(target.0 as usize);
                    }
                }
                // As `JumpIfNotLt`: the number cases run in the inner tier.
                Op::JumpIfLocalNotLtInt {
                    slot,
                    value,
                    target,
                }
                | Op::JumpIfLocalNotLeInt {
                    slot,
                    value,
                    target,
                }
                | Op::JumpIfLocalNotGtInt {
                    slot,
                    value,
                    target,
                }
                | Op::JumpIfLocalNotGeInt {
                    slot,
                    value,
                    target,
                } => {
                    let a = self.stack[base + slot as usize];
                    let r = slow!(self.relation(*op_at, a, Value::Number(value as f64)));
                    if !r {
                        jump!(target.0 as usize);
                    }
                }
                Op::GetLocalUndef { slot } => {
                    let v = self.stack[base + slot.0 as usize];
                    self.stack.push(v);
                    self.stack.push(Value::Undefined)
                }
                Op::GetCellUndef { slot } => {
                    let v = self.through_cell(base + slot.0 as usize);
                    self.stack.push(v);
                    self.stack.push(Value::Undefined)
                }
                Op::GetCaptureUndef { idx } => {
                    let v = self.capture_value(idx);
                    self.stack.push(v);
                    self.stack.push(Value::Undefined)
                }
                Op::GetCaptureCheckedUndef { idx, name } => {
                    let v = self.capture_value(idx);
                    if v.is_empty_slot() {
                        throw!(self.tdz_error(name));
                    }
                    self.stack.push(v);
                    self.stack.push(Value::Undefined)
                }
                Op::PostIncLocal { slot } | Op::PostDecLocal { slot } => {
                    let i = base + slot.0 as usize;
                    let n = match self.stack[i] {
                        Value::Number(n) => n,
                        v => slow!(self.coerce_number(v)),
                    };
                    let d = if matches!(*op_at, Op::PostIncLocal { .. }) {
                        1.0
                    } else {
                        -1.0
                    };
                    crate::value::store_number(&mut self.stack[i], n + d);
                    push_number(&mut self.stack, n)
                }
                Op::JumpIfLocalsNotLt { a, b, target }
                | Op::JumpIfLocalsNotLe { a, b, target }
                | Op::JumpIfLocalsNotGt { a, b, target }
                | Op::JumpIfLocalsNotGe { a, b, target } => {
                    let (va, vb) = (self.stack[base + a as usize], self.stack[base + b as usize]);
                    let r = if let (Value::Number(x), Value::Number(y)) = (va, vb) {
                        match *op_at {
                            Op::JumpIfLocalsNotLt { .. } => x < y,
                            Op::JumpIfLocalsNotGt { .. } => x > y,
                            Op::JumpIfLocalsNotLe { .. } => x <= y,
                            _ => x >= y,
                        }
                    } else {
                        slow!(self.relation(*op_at, va, vb))
                    };
                    if !r {
                        jump!(target.0 as usize);
                    }
                }
                Op::GetLocalElem { obj, key } => {
                    let o = self.stack[base + obj.0 as usize];
                    let k = self.stack[base + key.0 as usize];
                    let v = match self.elem_fast(o, k) {
                        Some(v) => v,
                        None => slow!(self.get_elem(o, k)),
                    };
                    self.stack.push(v)
                }
                Op::SetElemPop {} => {
                    let v = self.pop();
                    let k = self.pop();
                    let o = self.pop();
                    slow!(self.set_elem(o, k, v));
                }
                Op::JumpIfFalse { target } => {
                    let t = match self.stack.last() {
                        Some(Value::Bool(b)) => *b,
                        _ => {
                            let v = self.peek();
                            self.truthy(v)
                        }
                    };
                    self.stack.pop();
                    if !t {
                        jump!(target.0 as usize);
                    }
                }
                Op::JumpIfTrue { target } => {
                    let v = self.pop();
                    if self.truthy(v) {
                        jump!(target.0 as usize);
                    }
                }
                Op::JumpIfNullish { target } => {
                    if self.pop().is_nullish() {
                        jump!(target.0 as usize);
                    }
                }
                Op::JumpIfNotNullish { target } => {
                    if !self.pop().is_nullish() {
                        jump!(target.0 as usize);
                    }
                }
                // `a || b`, `a && b`, `a ?? b`: the tested value stays as the result when the
                // branch is taken, and goes when the right side is evaluated instead.
                Op::JumpIfTrueOrPop { target } => {
                    let v = self.peek();
                    if self.truthy(v) {
                        jump!(target.0 as usize);
                    } else {
                        self.stack.pop();
                    }
                }
                Op::JumpIfFalseOrPop { target } => {
                    let v = self.peek();
                    if self.truthy(v) {
                        self.stack.pop();
                    } else {
                        jump!(target.0 as usize);
                    }
                }
                Op::JumpIfNotNullishOrPop { target } => {
                    if self.peek().is_nullish() {
                        self.stack.pop();
                    } else {
                        jump!(target.0 as usize);
                    }
                }
                Op::JumpIfNotUndefined { target } => {
                    if !matches!(self.pop(), Value::Undefined | Value::Empty) {
                        jump!(target.0 as usize);
                    }
                }
                Op::NewObject {} => {
                    let o = self.new_object();
                    self.stack.push(Value::Obj(o))
                }
                Op::NewRegExp {} => {
                    let flags = self.pop();
                    let source = self.pop();
                    save_pc!();
                    let r = tri!(crate::builtins::regexp::literal(self, source, flags));
                    self.stack.push(r);
                }
                Op::NewArray { cap } => {
                    let a = self.new_array(Vec::with_capacity((cap as usize).min(1 << 16)));
                    self.stack.push(Value::Obj(a))
                }
                Op::ArrayPush {} => {
                    let v = self.pop();
                    if let Value::Obj(a) = self.peek() {
                        if let ObjKind::Array(items) = &mut self.heap.obj_mut(a).kind {
                            items.push(v);
                        }
                        self.heap.note_growth(16);
                    }
                }
                Op::ArraySpread {} => {
                    let src = self.pop();
                    let arr = self.peek();
                    slow!(self.spread_into(arr, src));
                }
                Op::InitProp { name } => {
                    let v = self.pop();
                    let o = self.peek();
                    // An object literal's next key on the plain object `NewObject` made: added
                    // in place (one lookup instead of `define_own`'s two, and no call).
                    if !self.init_prop_fast(o, name, v) {
                        tri!(self.define_own(o, name, v));
                    }
                }
                Op::InitElem {} => {
                    let v = self.pop();
                    let k = self.pop();
                    let o = self.peek();
                    let key = slow!(self.to_key(k));
                    slow!(self.define_own(o, key, v));
                }
                Op::ObjectSpread {} => {
                    let src = self.pop();
                    let o = self.peek();
                    slow!(self.copy_data_properties(o, src, &[]));
                }
                Op::ObjectRest { n } => {
                    let mut keys = Vec::with_capacity(n as usize);
                    for _ in 0..n {
                        let k = self.pop();
                        keys.push(slow!(self.to_key(k)));
                    }
                    let src = self.pop();
                    // Destructuring requires an object-coercible source (`const {...r} = null`
                    // and `const {} = null` throw; object spread uses its own op).
                    if src.is_nullish() {
                        let what = if src == Value::Null {
                            "null"
                        } else {
                            "undefined"
                        };
                        let err = self
                            .type_error(&format!("Cannot destructure '{what}' as it is {what}."));
                        throw!(err);
                    }
                    let o = self.new_object();
                    slow!(self.copy_data_properties(Value::Obj(o), src, &keys));
                    self.stack.push(Value::Obj(o))
                }
                Op::GetProp { name } => {
                    let o = self.peek();
                    let v = prop!(o, name);
                    replace_top(&mut self.stack, v)
                }
                Op::DupGetProp { name } => {
                    let o = self.peek();
                    let v = prop!(o, name);
                    self.stack.push(v)
                }
                Op::SetProp { name } => {
                    let v = self.pop();
                    let o = self.pop();
                    slow!(self.set_prop(o, name, v));
                    self.stack.push(v)
                }
                Op::SetPropPop { name } => {
                    let v = self.pop();
                    let o = self.pop();
                    slow!(self.set_prop(o, name, v));
                }
                Op::GetElem {} => {
                    if let [.., o, k] = *self.stack.as_slice() {
                        if let Some(v) = self.elem_fast(o, k) {
                            // Two operands out, the element in: one pop and one overwrite.
                            self.stack.pop();
                            replace_top(&mut self.stack, v);
                            continue;
                        }
                    }
                    let k = self.pop();
                    let o = self.pop();
                    let v = slow!(self.get_elem(o, k));
                    self.stack.push(v)
                }
                Op::SetElem {} => {
                    let v = self.pop();
                    let k = self.pop();
                    let o = self.pop();
                    slow!(self.set_elem(o, k, v));
                    self.stack.push(v)
                }
                Op::GetMethod { name } => {
                    let o = self.pop();
                    push_method!(o, name)
                }
                Op::GetLocalMethod { slot, name } => {
                    let o = self.stack[base + slot.0 as usize];
                    push_method!(o, name)
                }
                Op::GetMethodElem {} => {
                    let k = self.pop();
                    let o = self.pop();
                    let f = slow!(self.get_elem(o, k));
                    self.stack.push(f);
                    self.stack.push(o);
                }
                Op::DeleteProp { name } => {
                    let o = self.pop();
                    let r = slow!(self.delete_prop(o, name));
                    self.stack.push(Value::Bool(r))
                }
                Op::DeleteElem {} => {
                    let k = self.pop();
                    let o = self.pop();
                    let key = slow!(self.to_key(k));
                    let r = slow!(self.delete_prop(o, key));
                    self.stack.push(Value::Bool(r))
                }
                Op::Closure { func } => {
                    let f = code.bases[prog] + func.0;
                    let c = self.make_closure(code, f, base);
                    self.stack.push(Value::Obj(c))
                }
                Op::Call { argc } => call!(argc),
                Op::RequireLocal { slot, name } => {
                    let o = self.stack[base + slot.0 as usize];
                    if o.is_nullish() {
                        slow!(self.get_prop(o, name));
                    }
                }
                Op::PushToLocal { slot } => {
                    // As `GetLocalMethod push` before the value was made, then `Call 1`.
                    let o = self.stack[base + slot.0 as usize];
                    let v = self.pop();
                    push_method!(o, crate::atoms::names::push);
                    self.stack.push(v);
                    call!(1u16)
                }
                Op::CallSpread {} => {
                    save_pc!();
                    let args = self.pop();
                    let argc = tri!(self.push_array_items(args));
                    match self.call_value(code, argc, Entry::Call) {
                        Ok(true) => {
                            charge!();
                            return None;
                        }
                        Ok(false) => after_native!(),
                        Err(e) => throw!(e),
                    }
                }
                Op::New { argc } => {
                    save_pc!();
                    match self.construct(code, argc as usize) {
                        Ok(true) => {
                            charge!();
                            return None;
                        }
                        Ok(false) => after_native!(),
                        Err(e) => throw!(e),
                    }
                }
                Op::NewSpread {} => {
                    save_pc!();
                    let args = self.pop();
                    let argc = tri!(self.push_array_items(args));
                    match self.construct(code, argc) {
                        Ok(true) => {
                            charge!();
                            return None;
                        }
                        Ok(false) => after_native!(),
                        Err(e) => throw!(e),
                    }
                }
                Op::Return {} => {
                    // A number is read as tag and payload (see `top_number`) so it travels to
                    // the caller in a register instead of a 16-byte copy through memory.
                    let v = match top_number(&self.stack) {
                        Some(x) => {
                            self.stack.pop();
                            Value::Number(x)
                        }
                        None => self.pop(),
                    };
                    ret!(v)
                }
                Op::ReturnLocal { slot } => {
                    let v = match &self.stack[base + slot.0 as usize] {
                        Value::Number(x) => Value::Number(*x),
                        v => *v,
                    };
                    ret!(v)
                }
                Op::Await {} => {
                    save_pc!();
                    let v = self.pop();
                    charge!();
                    self.suspend_await(v);
                    return None;
                }
                Op::Throw {} => {
                    let v = self.pop();
                    throw!(v)
                }
                Op::ThrowError { kind, msg } => {
                    let m = self.consts[prog]
                        .get(msg.0 as usize)
                        .copied()
                        .unwrap_or(Value::Undefined);
                    let m = self.primitive_to_rust(m);
                    let k = match kind {
                        0 => crate::realm::ErrorKind::Type,
                        1 => crate::realm::ErrorKind::Reference,
                        _ => crate::realm::ErrorKind::Syntax,
                    };
                    throw!(self.make_error(k, &m))
                }
                Op::GetIter {} => {
                    let v = self.pop();
                    let it = slow!(self.get_iterator(v));
                    self.stack.push(Value::Obj(it))
                }
                Op::IterNext {} => {
                    let it = self.peek();
                    let (v, done) = tri!(self.iter_next(it));
                    self.stack.push(v);
                    self.stack.push(Value::Bool(done))
                }
                Op::IterRest {} => {
                    let it = self.peek();
                    let mut items = Vec::new();
                    loop {
                        let (v, done) = tri!(self.iter_next(it));
                        if done {
                            break;
                        }
                        items.push(v);
                    }
                    let a = self.new_array(items);
                    self.stack.push(Value::Obj(a))
                }
                Op::Unpack { n } => slow!(self.unpack(n as usize)),
                Op::ForInIter {} => {
                    let v = self.pop();
                    let it = slow!(self.for_in_iterator(v));
                    self.stack.push(Value::Obj(it))
                }
                Op::ToolCall { path } => {
                    let input = self.pop();
                    let p = self.consts[prog]
                        .get(path.0 as usize)
                        .copied()
                        .unwrap_or(Value::Undefined);
                    let (p, tool) = self.tool_site(prog, path.0, p);
                    save_pc!();
                    // Hand the call to the host at once so its future starts before the program
                    // goes on (eager start).
                    let coro = self.frames.last().and_then(|f| f.coro);
                    if let (Some(Op::Await {}), Some(coro)) = (ops.get(pc!()), coro) {
                        // `await tools.x(...)`: the settlement resumes the coroutine directly
                        // (no promise), and the frame suspends in the same slice (no
                        // JavaScript runs between the two either way), which saves the
                        // scheduler a round through this loop per call.
                        let waiter = crate::host::Waiter::Coroutine(coro);
                        self.tool_request(p, tool, input, waiter);
                        charge!();
                        *fuel -= 1;
                        ip = ip.wrapping_add(1);
                        save_pc!();
                        self.suspend_top();
                        return Some(Halt::HostCall);
                    }
                    let r = self.tool_call(p, tool, input);
                    charge!();
                    self.stack.push(r);
                    save_pc!();
                    return Some(Halt::HostCall);
                }
                Op::Nop {} => {}
            }
        }
    }
}

/// Whether the dispatch loop may run `ops` from `pc` with unchecked fetches: `pc` is inside the
/// code. Every function's code ends in an instruction that never falls through (a return or
/// throw, which leaves the loop or switches frames, or an unconditional jump, whose target
/// `jump!` checks), as [`Code::new`] guarantees, so stepping from any instruction that does fall
/// through to the next one stays inside as well.
#[inline(always)]
fn runnable(ops: &[Op], pc: usize) -> bool {
    pc < ops.len()
}

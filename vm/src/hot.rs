//! The dispatch loop's inner tier: the instructions a program spends most of its time in run
//! here with the operand stack's top, the frame's base and the code pointer in registers.
//! Locals, constants, number arithmetic and comparisons, jumps and truthiness branches, own
//! property and method reads, array element reads, stores and `in`, captured variables,
//! object and array literals, plain JavaScript calls and returns, builtin calls, and a sort
//! comparator's number result; and, out of line where they are longer, what runs no program
//! code: equality and string comparisons, `+` and template literals on primitives, `typeof`,
//! destructuring reads, `for...of` steps, string-keyed reads and writes of ordinary objects,
//! a string's units, and closure cells.
//!
//! The general loop in `interp.rs` keeps the operand stack in `Vm::stack`, a `Vec` behind
//! `&mut self`: every push, pop and local access loaded its pointer and length from memory and
//! stored the length back, because any of its hundreds of arms may call code that moves the
//! stack. Here only a builtin and the sort's step touch the stack (handed over and taken back
//! around them), so it is a raw pointer range that LLVM keeps in registers; the `Vec`'s length
//! is written back once, when control leaves this tier. The heap is used only in ways that
//! never collect (reads, writes, allocation: a collection waits for a check point, and a check
//! point leaves this tier first), so no value here needs to be a root; a builtin, which may
//! call back into the program and collect there, gets the whole stack as roots.
//!
//! Every instruction here either completes (its fast path) or leaves with [`Hot::Cold`]
//! *before* changing anything, and the general loop then runs the same instruction from the
//! start: a string `+`, a `null` local, a call with no stack room left, a dead-zone read,
//! `apply`. So the two tiers never disagree about what an instruction does; this one only does
//! less of it.
//!
//! What this tier does not check, `Code::new` checked when it loaded the code
//! (`verify::check`): locals are in their frame, jumps land inside the code, and the operand
//! stack has one depth at each instruction, never below what the instruction pops. Each frame
//! has room reserved for its deepest operand stack, so pushes are not checked either. Debug
//! builds (the tests) assert all of it.

use crate::code::{Code, PlainEntry};
use crate::frame::{Entry, Frame};
use crate::interp::Vm;
use crate::object::ObjKind;
use crate::opcodes::Op;
use crate::ops::{arith, arith_int, arith_op};
use crate::value::{store_number, Value};
use std::mem::size_of;

/// Why [`run_hot`] returned.
pub(crate) enum Hot {
    /// The instruction just before `ip` needs the general loop (it has not run yet).
    Cold,
    /// A backward jump (or a counting loop's closing jump) was taken or a call made and the
    /// fuel is spent or a collection is due, or a builtin returned and charged the slice's
    /// end, left a halt pending or requested host work: the general loop's checks run next
    /// (the instruction itself is done).
    Check,
    /// A return to a frame whose saved pc is outside its code (a corrupted frame).
    Bad,
    /// A sort finished (its comparator's frame is gone): the general loop switches to the
    /// frame now on top.
    Switch,
    /// A sort's step or a builtin threw the value left in `thrown` (a comparator's frame is
    /// gone; a builtin's caller has its pc saved). No exit carries a value: every exit is a
    /// constant, which keeps the loop's registers free (a value-carrying exit cost fib 2%).
    Throw,
}

/// Whether [`run_hot`] may run `op` (else the general loop takes it without entering this
/// tier: entering and leaving is a call, about a hundred machine instructions). Only a hint: an
/// instruction this tier does not run leaves it at once.
#[inline(always)]
pub(crate) fn is_hot(op: &Op) -> bool {
    matches!(
        op,
        Op::Undefined {}
            | Op::Null {}
            | Op::True {}
            | Op::False {}
            | Op::Int { .. }
            | Op::Const { .. }
            | Op::Pop {}
            | Op::Dup {}
            | Op::Swap {}
            | Op::GetLocal { .. }
            | Op::GetLocal2 { .. }
            | Op::GetLocalChecked { .. }
            | Op::GetLocalUndef { .. }
            | Op::SetLocal { .. }
            | Op::SetLocalChecked { .. }
            | Op::Add {}
            | Op::Sub {}
            | Op::Mul {}
            | Op::Div {}
            | Op::Mod {}
            | Op::BitAnd {}
            | Op::BitOr {}
            | Op::BitXor {}
            | Op::Shl {}
            | Op::Shr {}
            | Op::UShr {}
            | Op::Lt {}
            | Op::Gt {}
            | Op::Le {}
            | Op::Ge {}
            | Op::StrictEq {}
            | Op::StrictNe {}
            | Op::Eq {}
            | Op::Ne {}
            | Op::ToStr {}
            | Op::Concat { .. }
            | Op::Not {}
            | Op::AddInt { .. }
            | Op::SubInt { .. }
            | Op::AddInt32 {}
            | Op::AddInt32ToLocal { .. }
            | Op::AddToLocalInt32 { .. }
            | crate::int_arith_ops!()
            | Op::LocalAddInt { .. }
            | Op::LocalSubInt { .. }
            | Op::AddLocal { .. }
            | Op::AddToLocal { .. }
            | Op::IncLocal { .. }
            | Op::DecLocal { .. }
            | Op::PostIncLocal { .. }
            | Op::PostDecLocal { .. }
            | Op::IncLocalJump { .. }
            | Op::IncJumpIfLtInt { .. }
            | Op::IncJumpIfLtProp { .. }
            | Op::IncJumpIfLtLocals { .. }
            | Op::Jump { .. }
            | Op::JumpIfLocalNotLtInt { .. }
            | Op::JumpIfLocalNotLeInt { .. }
            | Op::JumpIfLocalNotGtInt { .. }
            | Op::JumpIfLocalNotGeInt { .. }
            | Op::JumpIfLocalsNotLt { .. }
            | Op::JumpIfLocalsNotGt { .. }
            | Op::JumpIfLocalsNotLe { .. }
            | Op::JumpIfLocalsNotGe { .. }
            | Op::JumpIfNotLt { .. }
            | Op::JumpIfNotGt { .. }
            | Op::JumpIfNotLe { .. }
            | Op::JumpIfNotGe { .. }
            | Op::JumpIfFalse { .. }
            | Op::JumpIfTrue { .. }
            | Op::JumpIfTrueOrPop { .. }
            | Op::JumpIfFalseOrPop { .. }
            | Op::JumpIfNotNullishOrPop { .. }
            | Op::Return {}
            | Op::ReturnLocal { .. }
            | Op::CalleeUndef {}
            | Op::Call { .. }
            | Op::PushToLocal { .. }
            | Op::RequireLocal { .. }
            | Op::GetGlobal { .. }
            | Op::GetLocalProp { .. }
            | Op::GetProp { .. }
            | Op::DupGetProp { .. }
            | Op::IterNext {}
            | Op::GetLocalElem { .. }
            | Op::GetElem {}
            | Op::SetElem {}
            | Op::SetElemPop {}
            | Op::In {}
            | Op::JumpIfLocalNotIn { .. }
            | Op::GetLocalMethod { .. }
            | Op::GetMethod { .. }
            | Op::GetCell { .. }
            | Op::GetCellChecked { .. }
            | Op::GetCellUndef { .. }
            | Op::SetCell { .. }
            | Op::GetCapture { .. }
            | Op::GetCaptureChecked { .. }
            | Op::GetCaptureUndef { .. }
            | Op::SetCapture { .. }
            | Op::NewObject {}
            | Op::NewArray { .. }
            | Op::ArrayPush {}
            | Op::InitProp { .. }
            | Op::Dup2 {}
            | Op::Rot3 {}
            | Op::ToElemKey {}
            | Op::Typeof {}
            | Op::LoadIntrinsic { .. }
            | Op::This {}
            | Op::Callee {}
            | Op::JumpIfNullish { .. }
            | Op::JumpIfNotNullish { .. }
            | Op::JumpIfNotUndefined { .. }
            | Op::GetIter {}
            | Op::NewCell { .. }
            | Op::FreshCell { .. }
    )
}

/// Runs instructions from `*ip` until one needs the general loop; see the module docs.
///
/// The references are the general loop's registers (see `Vm::dispatch_loop`), read on entry
/// and written back on exit: the top frame's code, the instruction pointer into it, the start
/// of the current straight-line run, the fuel left, the frame's function, its first local
/// slot in `vm.stack` and its program (for constants). A plain JavaScript call or return
/// changes the frame here as the general loop would.
///
/// Out of line: it gets a register allocation of its own. Inlined into the general loop, the
/// loop's pressure spilled `pc` or the frame's base on every instruction (about 2% more
/// machine instructions in c_loop, fib and h2_jscall); entering it costs a call instead,
/// which programs that leave the tier every few instructions pay (d_array's program about 5%
/// more, g_mapset's, whose `"k" + i` is the general loop's, about 6%).
///
/// # Safety
///
/// `*ip` points at an instruction of `ops`, the last instruction of `ops` never falls
/// through, every function in `code` passed `verify::check` (the invariants `Code::new`
/// establishes), and the operand stack is at the depth that check found for `*ip` (which the
/// general loop keeps).
#[inline(never)]
#[allow(clippy::too_many_arguments)]
pub(crate) unsafe fn run_hot<'c>(
    vm: &mut Vm,
    code: &'c Code,
    ops_at: &mut &'c [Op],
    ip: &mut *const Op,
    seg_at: &mut *const Op,
    fuel_at: &mut i64,
    fidx_at: &mut u32,
    base_at: &mut usize,
    prog_at: &mut usize,
    thrown: &mut Value,
) -> Hot {
    let (mut ops, mut fidx, mut base, mut prog) = (*ops_at, *fidx_at, *base_at, *prog_at);
    // The fuel left and the start of the current straight-line run in one register, written
    // back on the way out (nothing this tier calls reads them): `credit` is the address the
    // run could reach before the fuel is spent, `seg + fuel * size_of::<Op>()` in bytes. A jump
    // from `pc` to `dest` charges the run and starts the next with `credit += dest - pc`, and
    // the fuel is spent when `credit <= pc` there: one live value and two instructions at each
    // jump, where the pair took two registers and a subtraction, shift and subtraction.
    // (`credit - pc` stays a multiple of the instruction size, whatever the alignment of each
    // function's code: every move adds its own distance.) At most 2^40 instructions of fuel go
    // into it, so it cannot overflow; the rest waits in `beyond`, and a tier that spends that
    // much only reaches a check point early.
    let fuel_in = (*fuel_at).min(1 << 40);
    let beyond = *fuel_at - fuel_in;
    let mut credit = (*seg_at as isize).wrapping_add(fuel_in as isize * size_of::<Op>() as isize);
    let mut buf = vm.stack.as_mut_ptr();
    let len = vm.stack.len();
    // The operand stack as pointers: `[buf, sp)` is initialised, `[sp, end)` spare capacity.
    let mut end = buf.wrapping_add(vm.stack.capacity());
    let mut sp = buf.wrapping_add(len);
    // The frame's locals. Their slots are below the operands, which never reach down into
    // them: `Code::new` loads only functions that keep to that (`verify::check`).
    let mut fp = buf.wrapping_add(base);
    // Room for the frame's deepest operand stack, so that a push needs no check. Every frame
    // this tier runs gets it here, at a call (which leaves otherwise) or at a return to a
    // frame of another function (a caller of the same function has its room already: it is
    // lower on the stack, and the stack never shrinks).
    // Takes the operand stack back from `vm.stack` after something that may have moved it:
    // growing it, a builtin, the sort's step.
    macro_rules! reload {
        () => {{
            buf = vm.stack.as_mut_ptr();
            sp = buf.add(vm.stack.len());
            end = buf.wrapping_add(vm.stack.capacity());
            fp = buf.wrapping_add(base);
        }};
    }
    macro_rules! ensure_room {
        () => {{
            let want = base + code.slot(fidx).room as usize;
            if buf.wrapping_add(want) > end {
                grow(vm, sp.offset_from(buf) as usize, want);
                reload!();
            }
        }};
    }
    ensure_room!();
    let mut pc = *ip;
    let exit = loop {
        // SAFETY: `pc` points at an instruction of `ops` (see the function's contract; every
        // jump below checks its target).
        let op_at: &Op = &*pc;
        pc = pc.wrapping_add(1);

        // Moves to `$dest`, another instruction (of this function's code, or of the code of a
        // function called or returned to), charging the run that ends at `pc`.
        macro_rules! move_to {
            ($dest:expr) => {{
                let dest: *const Op = $dest;
                credit = credit.wrapping_add(dest as isize).wrapping_sub(pc as isize);
                pc = dest;
            }};
        }
        // The fuel is spent, just after a `move_to!`.
        macro_rules! spent {
            () => {
                credit <= pc as isize
            };
        }
        // Leaves for the general loop, which runs this instruction from the start. Marked cold
        // so each handler's common case is laid out straight through: with the branch target
        // buffers emptied by another engine's run, every taken branch is a cold-start cost
        // (BENCHMARKS.md).
        macro_rules! cold {
            () => {{
                std::hint::cold_path();
                break Hot::Cold;
            }};
        }
        // The first operand slot: the frame's locals are below it.
        macro_rules! floor {
            () => {
                fp.wrapping_add(code.slot(fidx).n_slots as usize)
            };
        }
        // At least `$n` operands above the frame's locals. `Code::new` loaded only functions
        // whose operand stack has one depth at each instruction, never below what it pops
        // (`verify::check`), and both tiers keep to that depth, so this is not checked here.
        macro_rules! need {
            ($n:expr) => {
                debug_assert!(
                    sp >= floor!().wrapping_add($n),
                    "operand stack below its verified depth at {}",
                    (*op_at).name()
                )
            };
        }
        // Room for `$n` more values: the frame has room for its deepest operand stack
        // (`ensure_room!`), and no instruction goes deeper than that (`verify::check`).
        macro_rules! room {
            ($n:expr) => {
                debug_assert!(
                    sp.wrapping_add($n) <= fp.wrapping_add(code.slot(fidx).room as usize)
                        && fp.wrapping_add(code.slot(fidx).room as usize) <= end,
                    "operand stack past its verified depth at {}",
                    (*op_at).name()
                )
            };
        }
        macro_rules! push {
            ($v:expr) => {{
                room!(1);
                sp.write($v);
                sp = sp.add(1);
            }};
        }
        // A plain call's callee and `undefined` as its receiver (the `*Undef` reads).
        macro_rules! push_callee {
            ($v:expr) => {{
                room!(2);
                let v: Value = $v;
                sp.write(v);
                sp.add(1).write(Value::Undefined);
                sp = sp.add(2);
            }};
        }
        macro_rules! push_num {
            ($x:expr) => {{
                room!(1);
                store_number(&mut *sp, $x);
                sp = sp.add(1);
            }};
        }
        // A local's address. Every slot an instruction names is below its function's
        // `n_slots` (`verify::check`), and the operands, never fewer than none, sit above
        // the locals, so the local is initialised and inside the stack.
        macro_rules! local {
            ($slot:expr) => {{
                let p = fp.wrapping_add($slot as usize);
                debug_assert!(p < floor!() && floor!() <= sp, "local out of its frame");
                p
            }};
        }
        // Pushes `$o`'s own data property `$name` as `GetLocalProp` reads it, or leaves.
        macro_rules! push_own_prop {
            ($o:expr, $name:expr) => {{
                let o: Value = $o;
                if let Some(v) = vm.own_prop_ref(o, $name) {
                    push!(*v)
                } else {
                    match vm.own_prop_rest(o, $name) {
                        Some(v) => push!(v),
                        None => cold!(),
                    }
                }
            }};
        }
        // The local as a number, or leave.
        macro_rules! local_num {
            ($slot:expr) => {{
                match *local!($slot) {
                    Value::Number(x) => x,
                    _ => cold!(),
                }
            }};
        }
        // The top two operands as numbers, or leave.
        macro_rules! top2_num {
            () => {{
                need!(2);
                match (*sp.sub(2), *sp.sub(1)) {
                    (Value::Number(x), Value::Number(y)) => (x, y),
                    _ => cold!(),
                }
            }};
        }
        macro_rules! top_num {
            () => {{
                need!(1);
                match *sp.sub(1) {
                    Value::Number(x) => x,
                    _ => cold!(),
                }
            }};
        }
        // A binary number operation: the top two operands, both numbers (else leave),
        // replaced with `$r`.
        macro_rules! binary_num {
            (|$x:ident, $y:ident| $r:expr) => {{
                let ($x, $y) = top2_num!();
                let r = $r;
                sp = sp.sub(1);
                store_number(&mut *sp.sub(1), r);
            }};
        }
        // `operand op value`, and `local op value` pushed, for an `ops::arith_op` code.
        macro_rules! int_top {
            ($code:ident, $value:expr) => {{
                let x = top_num!();
                store_number(&mut *sp.sub(1), arith_int(arith_op::$code, x, $value));
            }};
        }
        macro_rules! int_local {
            ($code:ident, $slot:expr, $value:expr) => {{
                let x = local_num!($slot.0);
                push_num!(arith_int(arith_op::$code, x, $value))
            }};
        }
        // A taken jump to instruction `$t` (the instruction's work is done). Charges the
        // straight-line run it ends; a backward jump is the general loop's check point.
        macro_rules! jump {
            ($t:expr) => {
                land!($t, dest => dest < pc)
            };
        }
        // A counting loop's closing jump (`IncLocalJump`, `IncJumpIfLtInt`), nearly always
        // backward: the check point is taken without comparing the target. A forward one
        // (`i++; break;`) only reaches its check point early, which is harmless.
        macro_rules! jump_back {
            ($t:expr) => {
                land!($t, _dest => true)
            };
        }
        // Moves to instruction `$t` (as `$dest`), a check point when `$check`.
        macro_rules! land {
            ($t:expr, $dest:ident => $check:expr) => {{
                let t: usize = $t;
                // Every jump target is inside the code (`verify::check`).
                debug_assert!(t < ops.len(), "jump out of the code");
                let $dest = ops.as_ptr().add(t);
                let check: bool = $check;
                move_to!($dest);
                // One test, not two taken jumps through a shared tail: `spent!()` or a
                // collection due, without short-circuiting.
                if check && (spent!() | vm.heap.wants_gc()) {
                    std::hint::cold_path();
                    break Hot::Check;
                }
            }};
        }
        // Returns `$v` from the top frame: into its caller when both are plain JavaScript
        // frames (the general loop's `ret!` fast path), or a number to the sort that called
        // a comparator; anything else leaves first.
        macro_rules! ret {
            ($v:expr) => {{
                let n = vm.frames.len();
                if n < 2 {
                    cold!()
                }
                let top = &vm.frames[n - 1];
                let fb = top.base as usize;
                match top.entry {
                    Entry::Call if top.coro.is_none() => {
                        let dst = buf.wrapping_add(fb.wrapping_sub(2));
                        if fb < 2 || dst >= sp {
                            cold!()
                        }
                        let v: Value = $v;
                        vm.frames.pop();
                        dst.write(v);
                        sp = dst.add(1);
                        let f = &vm.frames[n - 2];
                        let to = f.pc as usize;
                        base = f.base as usize;
                        fp = buf.wrapping_add(base);
                        if fidx != f.func {
                            fidx = f.func;
                            let slot = code.slot(fidx);
                            ops = slot.ops();
                            prog = slot.prog as usize;
                            ensure_room!();
                        }
                        if to >= ops.len() {
                            break Hot::Bad;
                        }
                        move_to!(ops.as_ptr().add(to));
                    }
                    Entry::Sort => {
                        // The general loop's sort return for a number, with the stack handed
                        // over for the sort's step and taken back after it.
                        let Value::Number(r) = $v else { cold!() };
                        vm.stack.set_len(sp.offset_from(buf) as usize);
                        let again = vm.sort_number_result(r, fb);
                        reload!();
                        match again {
                            // The same frame again, for the next pair (a call: a check point).
                            Ok(true) => {
                                move_to!(ops.as_ptr());
                                if spent!() {
                                    break Hot::Check;
                                }
                            }
                            Ok(false) => break Hot::Switch,
                            Err(e) => {
                                *thrown = e;
                                break Hot::Throw;
                            }
                        }
                    }
                    _ => cold!(),
                }
            }};
        }
        // A call of builtin `id` (the callee at `fpos`, `argc` arguments above its receiver),
        // made as the general loop's generic call makes it, with the stack handed over as the
        // sort's step has it. The builtins that switch frames (`call`, `apply`, the comparator
        // sort) stay cold.
        macro_rules! native_call {
            ($fpos:expr, $argc:expr, $id:expr, $data:expr) => {{
                let (fpos, argc, id): (*mut Value, usize, u16) = ($fpos, $argc, $id);
                if id <= crate::builtins::array_sort::MERGE_SORT_ID {
                    cold!()
                }
                if id == crate::builtins::array::PUSH_ID && argc == 1 {
                    // Touches the array, never the operand stack.
                    let Some(n) = crate::builtins::array::push_one(vm, *fpos.add(1), *fpos.add(2))
                    else {
                        cold!()
                    };
                    store_number(&mut *fpos, crate::value::len_number(n));
                    sp = fpos.add(1);
                } else {
                    // The frame's pc as the general loop leaves it: a builtin's error takes its
                    // position from the pc, and one that calls back into the program runs a
                    // nested loop over the stack.
                    let at = (pc as usize - ops.as_ptr() as usize) / size_of::<Op>();
                    if let Some(f) = vm.frames.last_mut() {
                        f.pc = at as u32;
                    }
                    vm.stack.set_len(sp.offset_from(buf) as usize);
                    let r = call_native(vm, fpos.offset_from(buf) as usize, argc, id, $data);
                    reload!();
                    if let Err(e) = r {
                        std::hint::cold_path();
                        *thrown = e;
                        break Hot::Throw;
                    }
                    if vm.instructions >= vm.slice_end
                        || vm.pending_halt.is_some()
                        || vm.has_host_requests()
                    {
                        std::hint::cold_path();
                        break Hot::Check;
                    }
                }
            }};
        }
        // `JumpIfNot*`: pops two numbers and jumps unless relation `$which` holds between them.
        macro_rules! jump_unless_top2 {
            ($which:expr, $target:expr) => {{
                need!(2);
                let r = match (*sp.sub(2), *sp.sub(1)) {
                    (Value::Number(x), Value::Number(y)) => relation!($which, x, y),
                    (Value::Str(x), Value::Str(y)) => vm.str_relation($which, x, y),
                    _ => cold!(),
                };
                sp = sp.sub(2);
                if !r {
                    jump!($target.0 as usize)
                }
            }};
        }
        macro_rules! relation {
            ($op:expr, $x:expr, $y:expr) => {{
                let (x, y) = ($x, $y);
                match $op {
                    0 => x < y,
                    1 => x > y,
                    2 => x <= y,
                    _ => x >= y,
                }
            }};
        }

        match *op_at {
            Op::Undefined {} => push!(Value::Undefined),
            Op::Null {} => push!(Value::Null),
            Op::True {} => push!(Value::Bool(true)),
            Op::False {} => push!(Value::Bool(false)),
            Op::Int { value } => push_num!(value as f64),
            Op::Const { idx } => {
                let v = match vm.consts.get(prog).and_then(|c| c.get(idx.0 as usize)) {
                    Some(v) => *v,
                    None => cold!(),
                };
                push!(v)
            }
            Op::Pop {} => {
                need!(1);
                sp = sp.sub(1);
            }
            Op::Dup {} => {
                need!(1);
                push!(*sp.sub(1))
            }
            Op::Swap {} => {
                need!(2);
                std::ptr::swap(sp.sub(1), sp.sub(2));
            }
            Op::Dup2 {} => {
                need!(2);
                room!(2);
                let (a, b) = (*sp.sub(2), *sp.sub(1));
                sp.write(a);
                sp.add(1).write(b);
                sp = sp.add(2);
            }
            // a b c -> c a b
            Op::Rot3 {} => {
                need!(3);
                let c = *sp.sub(1);
                *sp.sub(1) = *sp.sub(2);
                *sp.sub(2) = *sp.sub(3);
                *sp.sub(3) = c;
            }
            // A computed key under a base that is not null or undefined: a primitive key stays
            // as it is (an object key's `toString`, and the error for a nullish base, are the
            // general loop's).
            Op::ToElemKey {} => {
                need!(2);
                if (*sp.sub(2)).is_nullish() || matches!(*sp.sub(1), Value::Obj(_)) {
                    cold!()
                }
            }
            Op::Typeof {} => {
                need!(1);
                let t = vm.type_of(*sp.sub(1));
                *sp.sub(1) = vm.str_value(t);
            }
            Op::LoadIntrinsic { name } => push!(vm.intrinsic(name)),
            Op::This {} => push!(vm.frames.last().map(|f| f.this).unwrap_or(Value::Undefined)),
            Op::Callee {} => push!(vm.frame_callee()),
            Op::NewCell { slot } => {
                let c = vm.heap.alloc_cell(Value::Empty);
                *local!(slot.0) = Value::Cell(c);
            }
            Op::FreshCell { slot } => {
                if let Value::Cell(c) = *local!(slot.0) {
                    let v = vm.heap.cell(c);
                    let n = vm.heap.alloc_cell(v);
                    *local!(slot.0) = Value::Cell(n);
                }
            }
            // `for...of` over an array, a string, a Map or a Set (a new iterator object);
            // anything else (an object with its own iterator) is the general loop's.
            Op::GetIter {} => {
                need!(1);
                match vm.iterator_of(*sp.sub(1)) {
                    Some(it) => *sp.sub(1) = Value::Obj(it),
                    None => cold!(),
                }
            }
            Op::GetLocal { slot } => push!(*local!(slot.0)),
            Op::GetLocal2 { a, b } => {
                room!(2);
                sp.write(*local!(a.0));
                sp.add(1).write(*local!(b.0));
                sp = sp.add(2);
            }
            Op::GetLocalChecked { slot, .. } => {
                let v = *local!(slot.0);
                if v.is_empty_slot() {
                    cold!()
                }
                push!(v)
            }
            Op::GetLocalUndef { slot } => {
                let v = *local!(slot.0);
                push_callee!(v);
            }
            Op::SetLocal { slot } => {
                need!(1);
                let p = local!(slot.0);
                sp = sp.sub(1);
                *p = *sp;
            }
            Op::SetLocalChecked { slot, .. } => {
                need!(1);
                let p = local!(slot.0);
                if (*p).is_empty_slot() {
                    cold!()
                }
                sp = sp.sub(1);
                *p = *sp;
            }
            // Numbers in line; strings (no object operand, so no code runs) out of line.
            Op::Add {} => {
                need!(2);
                match (*sp.sub(2), *sp.sub(1)) {
                    (Value::Number(x), Value::Number(y)) => {
                        sp = sp.sub(1);
                        store_number(&mut *sp.sub(1), x + y);
                    }
                    (a, b) => match vm.add_prims(a, b) {
                        Some(v) => {
                            sp = sp.sub(1);
                            *sp.sub(1) = v;
                        }
                        None => cold!(),
                    },
                }
            }
            Op::AddLocal { slot } => {
                need!(1);
                // Numbers only: a string path here cost the numeric loops' layout (c_loop 7%).
                match (*local!(slot.0), *sp.sub(1)) {
                    (Value::Number(x), Value::Number(y)) => store_number(&mut *sp.sub(1), x + y),
                    _ => cold!(),
                }
            }
            Op::AddToLocal { slot } => {
                need!(1);
                let p = local!(slot.0);
                match (*p, *sp.sub(1)) {
                    (Value::Number(x), Value::Number(y)) => {
                        store_number(&mut *p, x + y);
                        sp = sp.sub(1);
                    }
                    // `s += piece`.
                    (a, b) => match vm.add_prims(a, b) {
                        Some(v) => {
                            *local!(slot.0) = v;
                            sp = sp.sub(1);
                        }
                        None => cold!(),
                    },
                }
            }
            Op::AddInt32 {} => binary_num!(|x, y| crate::value::to_int32(x + y) as f64),
            Op::AddToLocalInt32 { slot } => {
                need!(1);
                let p = local!(slot.0);
                match (*p, *sp.sub(1)) {
                    (Value::Number(x), Value::Number(y)) => {
                        store_number(&mut *p, crate::value::to_int32(x + y) as f64);
                        sp = sp.sub(1);
                    }
                    _ => cold!(),
                }
            }
            Op::AddInt32ToLocal { slot } => {
                let (x, y) = top2_num!();
                let p = local!(slot.0);
                store_number(&mut *p, crate::value::to_int32(x + y) as f64);
                sp = sp.sub(2);
            }
            Op::Sub {} => binary_num!(|x, y| x - y),
            Op::Mul {} => binary_num!(|x, y| x * y),
            Op::Div {} => binary_num!(|x, y| x / y),
            Op::Mod {} => binary_num!(|x, y| crate::ops::js_rem(x, y)),
            Op::BitAnd {} => binary_num!(|x, y| arith(crate::ops::arith_op::AND, x, y)),
            Op::BitOr {} => binary_num!(|x, y| arith(crate::ops::arith_op::OR, x, y)),
            Op::BitXor {} => binary_num!(|x, y| arith(crate::ops::arith_op::XOR, x, y)),
            Op::Shl {} => binary_num!(|x, y| arith(crate::ops::arith_op::SHL, x, y)),
            Op::Shr {} => binary_num!(|x, y| arith(crate::ops::arith_op::SHR, x, y)),
            Op::UShr {} => binary_num!(|x, y| arith(crate::ops::arith_op::USHR, x, y)),
            Op::Lt {} | Op::Gt {} | Op::Le {} | Op::Ge {} => {
                need!(2);
                let which = match *op_at {
                    Op::Lt {} => 0,
                    Op::Gt {} => 1,
                    Op::Le {} => 2,
                    _ => 3,
                };
                let r = match (*sp.sub(2), *sp.sub(1)) {
                    (Value::Number(x), Value::Number(y)) => relation!(which, x, y),
                    // Two strings (`c >= "0"`) compare by units, out of line.
                    (Value::Str(x), Value::Str(y)) => vm.str_relation(which, x, y),
                    _ => cold!(),
                };
                sp = sp.sub(1);
                *sp.sub(1) = Value::Bool(r);
            }
            // `x == null`, `a != b` on primitives; an object against a primitive (its
            // `valueOf` runs) is the general loop's.
            Op::Eq {} | Op::Ne {} => {
                need!(2);
                let eq = match (*sp.sub(2), *sp.sub(1)) {
                    (Value::Number(x), Value::Number(y)) => x == y,
                    (a, b) => match vm.loose_equals_prim(a, b) {
                        Some(eq) => eq,
                        None => cold!(),
                    },
                };
                let r = eq == matches!(*op_at, Op::Eq {});
                sp = sp.sub(1);
                *sp.sub(1) = Value::Bool(r);
            }
            Op::StrictEq {} | Op::StrictNe {} => {
                need!(2);
                let eq = match (*sp.sub(2), *sp.sub(1)) {
                    (Value::Number(x), Value::Number(y)) => x == y,
                    // Strings (`c === " "`, a `switch` on them), `null`, objects: out of line.
                    (a, b) => vm.strict_equals_out(a, b),
                };
                let r = eq == matches!(*op_at, Op::StrictEq {});
                sp = sp.sub(1);
                *sp.sub(1) = Value::Bool(r);
            }
            // A template literal's parts, joined (see `Vm::concat_parts`).
            Op::Concat { n } => {
                let n = n as usize;
                need!(n);
                let parts: smallvec::SmallVec<[Value; 8]> =
                    std::slice::from_raw_parts(sp.sub(n), n).into();
                match vm.concat_parts(&parts) {
                    Some(v) => {
                        sp = sp.sub(n);
                        room!(1);
                        sp.write(v);
                        sp = sp.add(1);
                    }
                    None => cold!(),
                }
            }
            // A primitive is left for `Concat` to convert; an object's `toString` is the
            // general loop's.
            Op::ToStr {} => {
                need!(1);
                if matches!(*sp.sub(1), Value::Obj(_)) {
                    cold!()
                }
            }
            Op::Not {} => {
                need!(1);
                *sp.sub(1) = Value::Bool(!vm.truthy(*sp.sub(1)));
            }
            Op::AddInt { value } => {
                let x = top_num!();
                store_number(&mut *sp.sub(1), x + value as f64);
            }
            Op::SubInt { value } => {
                let x = top_num!();
                store_number(&mut *sp.sub(1), x - value as f64);
            }
            Op::LocalAddInt { slot, value } => {
                let x = local_num!(slot.0);
                push_num!(x + value as f64)
            }
            Op::LocalSubInt { slot, value } => {
                let x = local_num!(slot.0);
                push_num!(x - value as f64)
            }
            Op::IncLocal { slot } | Op::DecLocal { slot } => {
                let p = local!(slot.0);
                let Value::Number(n) = *p else { cold!() };
                let d = if matches!(*op_at, Op::IncLocal { .. }) {
                    1.0
                } else {
                    -1.0
                };
                store_number(&mut *p, n + d);
            }
            Op::PostIncLocal { slot } | Op::PostDecLocal { slot } => {
                let p = local!(slot.0);
                let Value::Number(n) = *p else { cold!() };
                let d = if matches!(*op_at, Op::PostIncLocal { .. }) {
                    1.0
                } else {
                    -1.0
                };
                store_number(&mut *p, n + d);
                push_num!(n)
            }
            Op::IncLocalJump { slot, target } => {
                let p = local!(slot.0);
                let Value::Number(n) = *p else { cold!() };
                store_number(&mut *p, n + 1.0);
                jump_back!(target.0 as usize)
            }
            Op::IncJumpIfLtInt {
                slot,
                value,
                target,
            } => {
                let p = local!(slot);
                let Value::Number(n) = *p else { cold!() };
                let n = n + 1.0;
                store_number(&mut *p, n);
                if n < value as f64 {
                    jump_back!(target.0 as usize)
                }
            }
            Op::IncJumpIfLtLocals { a, b, target } => {
                // Two numbers (the counter and the bound: never the same local), else the
                // general loop's, before the counter changes.
                let p = local!(a);
                let Value::Number(n) = *p else { cold!() };
                let Value::Number(bound) = *local!(b) else {
                    cold!()
                };
                let n = n + 1.0;
                store_number(&mut *p, n);
                if n < bound {
                    jump_back!(target.0 as usize)
                }
            }
            Op::IncJumpIfLtProp {
                slot,
                obj,
                name,
                target,
            } => {
                // A number counter and a number bound read as `GetLocalProp` reads it here;
                // anything else is the general loop's, checked before the counter changes.
                let p = local!(slot);
                let Value::Number(n) = *p else { cold!() };
                let atom = crate::atoms::Atom(u32::from(name));
                let Some(bound) = vm.own_number_bound(*local!(obj), atom) else {
                    cold!()
                };
                let n = n + 1.0;
                store_number(&mut *p, n);
                if n < bound {
                    jump_back!(target.0 as usize)
                }
            }
            Op::Jump { target } => jump!(target.0 as usize),
            Op::JumpIfLocalNotLtInt {
                slot,
                value,
                target,
            } => {
                let holds = local_num!(slot) < value as f64;
                if !holds {
                    jump!(target.0 as usize)
                }
            }
            Op::JumpIfLocalNotLeInt {
                slot,
                value,
                target,
            } => {
                let holds = local_num!(slot) <= value as f64;
                if !holds {
                    jump!(target.0 as usize)
                }
            }
            Op::JumpIfLocalNotGtInt {
                slot,
                value,
                target,
            } => {
                let holds = local_num!(slot) > value as f64;
                if !holds {
                    jump!(target.0 as usize)
                }
            }
            Op::JumpIfLocalNotGeInt {
                slot,
                value,
                target,
            } => {
                let holds = local_num!(slot) >= value as f64;
                if !holds {
                    jump!(target.0 as usize)
                }
            }
            Op::JumpIfLocalsNotLt { a, b, target }
            | Op::JumpIfLocalsNotGt { a, b, target }
            | Op::JumpIfLocalsNotLe { a, b, target }
            | Op::JumpIfLocalsNotGe { a, b, target } => {
                let (x, y) = (local_num!(a), local_num!(b));
                let which = match *op_at {
                    Op::JumpIfLocalsNotLt { .. } => 0,
                    Op::JumpIfLocalsNotGt { .. } => 1,
                    Op::JumpIfLocalsNotLe { .. } => 2,
                    _ => 3,
                };
                if !relation!(which, x, y) {
                    jump!(target.0 as usize)
                }
            }
            // One arm each (the loop conditions): a shared arm chose its comparison by two
            // more branches on the opcode.
            Op::JumpIfNotLt { target } => jump_unless_top2!(0, target),
            Op::JumpIfNotGt { target } => jump_unless_top2!(1, target),
            Op::JumpIfNotLe { target } => jump_unless_top2!(2, target),
            Op::JumpIfNotGe { target } => jump_unless_top2!(3, target),
            Op::JumpIfFalse { target } | Op::JumpIfTrue { target } => {
                need!(1);
                let b = vm.truthy(*sp.sub(1));
                sp = sp.sub(1);
                if b == matches!(*op_at, Op::JumpIfTrue { .. }) {
                    jump!(target.0 as usize)
                }
            }
            // `a || b`, `a && b`: the operand stays when the jump is taken.
            Op::JumpIfTrueOrPop { target } | Op::JumpIfFalseOrPop { target } => {
                need!(1);
                let b = vm.truthy(*sp.sub(1));
                if b == matches!(*op_at, Op::JumpIfTrueOrPop { .. }) {
                    jump!(target.0 as usize)
                } else {
                    sp = sp.sub(1);
                }
            }
            Op::JumpIfNullish { target } | Op::JumpIfNotNullish { target } => {
                need!(1);
                sp = sp.sub(1);
                if (*sp).is_nullish() == matches!(*op_at, Op::JumpIfNullish { .. }) {
                    jump!(target.0 as usize)
                }
            }
            Op::JumpIfNotUndefined { target } => {
                need!(1);
                sp = sp.sub(1);
                if !matches!(*sp, Value::Undefined | Value::Empty) {
                    jump!(target.0 as usize)
                }
            }
            Op::JumpIfNotNullishOrPop { target } => {
                need!(1);
                if (*sp.sub(1)).is_nullish() {
                    sp = sp.sub(1);
                } else {
                    jump!(target.0 as usize)
                }
            }
            Op::Return {} => {
                need!(1);
                ret!(*sp.sub(1))
            }
            Op::ReturnLocal { slot } => ret!(*local!(slot.0)),
            Op::CalleeUndef {} => {
                push_callee!(vm
                    .frames
                    .last()
                    .and_then(|f| f.callee)
                    .map(Value::Obj)
                    .unwrap_or(Value::Undefined));
            }
            Op::RequireLocal { slot, .. } => {
                if (*local!(slot.0)).is_nullish() {
                    cold!()
                }
            }
            Op::PushToLocal { slot } => {
                // The array's own `push` (`array::push_builtin_one`), as `Call`'s native path
                // makes it; anything else is the general loop's lookup and call.
                need!(1);
                let top = sp.sub(1);
                let Some(n) = crate::builtins::array::push_builtin_one(vm, *local!(slot.0), *top)
                else {
                    cold!()
                };
                // A statement `a.push(v);` drops the new length at once: the `Pop` after it
                // is done here (and counted as run, as the run's length counts it), without
                // its dispatch. `PushToLocal` falls through, so an instruction follows it.
                if matches!(*pc, Op::Pop {}) {
                    sp = top;
                    pc = pc.add(1);
                } else {
                    store_number(&mut *top, crate::value::len_number(n));
                }
            }
            Op::Call { argc } => {
                // The general loop's plain entry (`Vm::try_enter_plain`): a closure that needs
                // no `arguments`, rest array or coroutine. Everything is checked before the
                // first change; a collection that is due runs in the general loop first.
                let argc = argc as usize;
                need!(argc + 2);
                if vm.heap.wants_gc() {
                    cold!()
                }
                let fpos = sp.sub(argc + 2);
                let Value::Obj(o) = *fpos else { cold!() };
                match &vm.heap.callee_obj(o).kind {
                    ObjKind::Closure(c) => {
                        let func = c.func;
                        let slot = code.slot(func);
                        let this = match slot.plain {
                            PlainEntry::Receiver => *fpos.add(1),
                            PlainEntry::Bound => c.bound_this,
                            PlainEntry::No => cold!(),
                        };
                        if vm.frames.len() >= vm.limits.max_call_depth {
                            cold!()
                        }
                        let nb = fpos.add(2);
                        let locals_end = nb.wrapping_add(slot.n_slots as usize);
                        // The callee's room (`ensure_room!`); else the general loop makes
                        // the call, and this tier grows the stack when it next runs.
                        if nb.wrapping_add(slot.room as usize) > end {
                            cold!()
                        }
                        // Missing arguments and the other locals start `undefined`; extra
                        // arguments are dropped. (A separate cursor: `sp` moving in a loop
                        // of its own cost every instruction a register copy of it.)
                        let mut q = nb.add((slot.n_params as usize).min(argc));
                        while q < locals_end {
                            q.write(Value::Undefined);
                            q = q.add(1);
                        }
                        sp = locals_end;
                        let at = (pc as usize - ops.as_ptr() as usize) / size_of::<Op>();
                        if let Some(f) = vm.frames.last_mut() {
                            f.pc = at as u32;
                        }
                        base = nb.offset_from(buf) as usize;
                        vm.frames.push(Frame {
                            func,
                            pc: 0,
                            base: base as u32,
                            this,
                            callee: Some(o),
                            entry: Entry::Call,
                            coro: None,
                        });
                        fidx = func;
                        fp = nb;
                        ops = slot.ops();
                        prog = slot.prog as usize;
                        // A function's code is never empty (`Code::new`): pc 0 is inside it.
                        move_to!(ops.as_ptr());
                        // Calls are check points: recursion ends a slice as loops do.
                        if spent!() {
                            std::hint::cold_path();
                            break Hot::Check;
                        }
                    }
                    &ObjKind::Native(id) => native_call!(fpos, argc, id, [Value::Undefined; 2]),
                    &ObjKind::BoundNative { id, data } => native_call!(fpos, argc, id, data),
                    _ => cold!(),
                }
            }
            Op::GetGlobal { name } => {
                // `Math`, `JSON`, `Object`: a property of the global object (a missing one is
                // the general loop's `ReferenceError`).
                room!(1);
                match vm.own_cached(vm.global, name) {
                    Some(v) => {
                        sp.write(v);
                        sp = sp.add(1);
                    }
                    None => cold!(),
                }
            }
            // The value copied from the property itself (`own_prop_ref`); an array's or a
            // string's `length` from `own_prop_rest`.
            Op::GetLocalProp { slot, name } => push_own_prop!(*local!(slot.0), name),
            Op::GetProp { name } => {
                need!(1);
                let o = *sp.sub(1);
                if let Some(v) = vm.own_prop_ref(o, name) {
                    *sp.sub(1) = *v
                } else {
                    match vm.own_prop_rest(o, name) {
                        Some(v) => *sp.sub(1) = v,
                        None => cold!(),
                    }
                }
            }
            // A destructuring's read: the object stays under the property.
            Op::DupGetProp { name } => {
                need!(1);
                push_own_prop!(*sp.sub(1), name)
            }
            // `for...of`: an array's step in line, the other iterators' out of line.
            Op::IterNext {} => {
                need!(1);
                let it = *sp.sub(1);
                let step = match vm.array_iter_step(it) {
                    Some(step) => step,
                    None => match vm.iter_step_out(it) {
                        Some(step) => step,
                        None => cold!(),
                    },
                };
                room!(2);
                sp.write(step.0);
                sp.add(1).write(Value::Bool(step.1));
                sp = sp.add(2);
            }
            Op::GetCell { slot } => {
                let v = match *local!(slot.0) {
                    Value::Cell(c) => vm.heap.cell(c),
                    v => v,
                };
                push!(v)
            }
            Op::GetCellChecked { slot, .. } => {
                let v = match *local!(slot.0) {
                    Value::Cell(c) => vm.heap.cell(c),
                    v => v,
                };
                if v.is_empty_slot() {
                    cold!()
                }
                push!(v)
            }
            Op::GetCellUndef { slot } => {
                let v = match *local!(slot.0) {
                    Value::Cell(c) => vm.heap.cell(c),
                    v => v,
                };
                push_callee!(v);
            }
            Op::SetCell { slot } => {
                need!(1);
                let p = local!(slot.0);
                sp = sp.sub(1);
                let v = *sp;
                match *p {
                    Value::Cell(c) => vm.heap.set_cell(c, v),
                    _ => *p = v,
                }
            }
            Op::GetCapture { idx } => push!(vm.capture_value(idx)),
            Op::GetCaptureChecked { idx, .. } => {
                let v = vm.capture_value(idx);
                if v.is_empty_slot() {
                    cold!()
                }
                push!(v)
            }
            Op::GetCaptureUndef { idx } => {
                push_callee!(vm.capture_value(idx));
            }
            Op::SetCapture { idx } => {
                need!(1);
                sp = sp.sub(1);
                let v = *sp;
                if let Some(c) = vm.capture_cell(idx) {
                    vm.heap.set_cell(c, v);
                }
            }
            // Allocation never collects (a collection waits for a check point, which leaves
            // this tier first), so these need nothing from the general loop.
            Op::NewObject {} => {
                let o = vm.new_object();
                push!(Value::Obj(o))
            }
            Op::NewArray { cap } => {
                let a = vm.new_array(Vec::with_capacity((cap as usize).min(1 << 16)));
                push!(Value::Obj(a))
            }
            Op::ArrayPush {} => {
                need!(2);
                sp = sp.sub(1);
                let v = *sp;
                if let Value::Obj(a) = *sp.sub(1) {
                    if let ObjKind::Array(items) = &mut vm.heap.obj_mut(a).kind {
                        items.push(v);
                    }
                    vm.heap.note_growth(16);
                }
            }
            Op::InitProp { name } => {
                need!(2);
                // An object literal's next key on an object this execution made (else the
                // general loop's `define_own`); nothing changes when it does not apply.
                if !vm.init_prop_fast(*sp.sub(2), name, *sp.sub(1)) {
                    cold!()
                }
                sp = sp.sub(1);
            }
            Op::GetLocalMethod { slot, name } => {
                let o = *local!(slot.0);
                room!(2);
                match vm.method_fast(o, name) {
                    Some(f) => {
                        sp.write(f);
                        sp.add(1).write(o);
                        sp = sp.add(2);
                    }
                    None => cold!(),
                }
            }
            Op::GetMethod { name } => {
                need!(1);
                room!(1);
                let o = *sp.sub(1);
                match vm.method_fast(o, name) {
                    Some(f) => {
                        *sp.sub(1) = f;
                        sp.write(o);
                        sp = sp.add(1);
                    }
                    None => cold!(),
                }
            }
            Op::GetLocalElem { obj, key } => {
                let (o, k) = (*local!(obj.0), *local!(key.0));
                match vm.elem_fast(o, k) {
                    Some(v) => {
                        // `sum += a[i]`: a number added to a number local by the `AddToLocal`
                        // after it is added here (that instruction counted as run, as the
                        // run's length counts it), without its dispatch and the operand
                        // stack's round trip. `GetLocalElem` falls through, so an instruction
                        // follows it.
                        if let Op::AddToLocal { slot } = *pc {
                            let p = local!(slot.0);
                            if let (Value::Number(x), Value::Number(y)) = (*p, v) {
                                store_number(&mut *p, x + y);
                                pc = pc.add(1);
                                continue;
                            }
                        }
                        push!(v)
                    }
                    None => match vm.elem_more(o, k) {
                        Some(v) => push!(v),
                        None => cold!(),
                    },
                }
            }
            Op::GetElem {} => {
                need!(2);
                let (o, k) = (*sp.sub(2), *sp.sub(1));
                match vm.elem_fast(o, k) {
                    Some(v) => {
                        sp = sp.sub(1);
                        *sp.sub(1) = v;
                    }
                    None => match vm.elem_more(o, k) {
                        Some(v) => {
                            sp = sp.sub(1);
                            *sp.sub(1) = v;
                        }
                        None => cold!(),
                    },
                }
            }
            // An array element's store (the general loop's `set_elem` does the rest).
            Op::SetElem {} | Op::SetElemPop {} => {
                need!(3);
                let v = *sp.sub(1);
                if !vm.set_elem_fast(*sp.sub(3), *sp.sub(2), v)
                    && !vm.set_elem_more(*sp.sub(3), *sp.sub(2), v)
                {
                    cold!()
                }
                sp = sp.sub(3);
                if matches!(*op_at, Op::SetElem {}) {
                    sp.write(v);
                    sp = sp.add(1);
                }
            }
            Op::JumpIfLocalNotIn { a, b, .. } => {
                // A key found on the fast path falls through; anything else (a key not there
                // included, the jump) is the general loop's.
                if !key_in(vm, *local!(a), *local!(b)) {
                    cold!()
                }
            }
            Op::In {} => {
                need!(2);
                match vm.in_fast(*sp.sub(2), *sp.sub(1)) {
                    Some(r) => {
                        sp = sp.sub(1);
                        *sp.sub(1) = Value::Bool(r);
                    }
                    None => cold!(),
                }
            }
            // One arm per operator: `arith_int` with a constant code folds to the operation.
            Op::MulInt { value } => int_top!(MUL, value),
            Op::DivInt { value } => int_top!(DIV, value),
            Op::ModInt { value } => int_top!(MOD, value),
            Op::ExpInt { value } => int_top!(EXP, value),
            Op::AndInt { value } => int_top!(AND, value),
            Op::OrInt { value } => int_top!(OR, value),
            Op::XorInt { value } => int_top!(XOR, value),
            Op::ShlInt { value } => int_top!(SHL, value),
            Op::ShrInt { value } => int_top!(SHR, value),
            Op::UShrInt { value } => int_top!(USHR, value),
            Op::LocalMulInt { slot, value } => int_local!(MUL, slot, value),
            Op::LocalDivInt { slot, value } => int_local!(DIV, slot, value),
            Op::LocalModInt { slot, value } => int_local!(MOD, slot, value),
            Op::LocalExpInt { slot, value } => int_local!(EXP, slot, value),
            Op::LocalAndInt { slot, value } => int_local!(AND, slot, value),
            Op::LocalOrInt { slot, value } => int_local!(OR, slot, value),
            Op::LocalXorInt { slot, value } => int_local!(XOR, slot, value),
            Op::LocalShlInt { slot, value } => int_local!(SHL, slot, value),
            Op::LocalShrInt { slot, value } => int_local!(SHR, slot, value),
            Op::LocalUShrInt { slot, value } => int_local!(USHR, slot, value),
            // Every instruction, so that the `match` is exhaustive (see `any_op`); the ones
            // above never get here.
            #[allow(unreachable_patterns)]
            crate::opcodes::any_op!() => cold!(),
        }
    };
    // SAFETY: `[buf, sp)` is initialised: it was up to `len` on entry, every push wrote
    // below `end` (the capacity; the frame's room, `ensure_room!`) before moving `sp` past
    // it, and no instruction pops below its frame's operands (`verify::check`).
    vm.stack.set_len(sp.offset_from(buf) as usize);
    *ip = pc;
    (*ops_at, *fidx_at, *base_at, *prog_at) = (ops, fidx, base, prog);
    // The run is charged up to `pc`, and the general loop charges from there.
    *seg_at = pc;
    *fuel_at = (credit.wrapping_sub(pc as isize) / size_of::<Op>() as isize) as i64 + beyond;
    exit
}

/// Builtin `id` called with the callee at `stack[fpos]`, its receiver and `argc` arguments
/// above it, which its result replaces. Kept out of line: the inner tier's loop is short of
/// registers, and an early version with the builtin call inlined cost fib 9%.
#[inline(never)]
fn call_native(
    vm: &mut Vm,
    fpos: usize,
    argc: usize,
    id: u16,
    data: [Value; 2],
) -> Result<(), Value> {
    let v = vm.native_at(fpos, argc, id, data)?;
    vm.stack.push(v);
    Ok(())
}

/// Whether `k in v` holds on the fast path ([`Vm::in_fast`]), for `JumpIfLocalNotIn`. Out of
/// line: inlined, its array read took registers from the numeric instructions (c_loop two
/// machine instructions more per iteration).
#[inline(never)]
fn key_in(vm: &Vm, k: Value, v: Value) -> bool {
    vm.in_fast(k, v).is_some()
}

/// Grows the operand stack (its first `len` values in use) to hold at least `want` values.
/// Out of line: a frame needs it once, when it first runs in the inner tier.
#[cold]
#[inline(never)]
fn grow(vm: &mut Vm, len: usize, want: usize) {
    // SAFETY: the inner tier's `[buf, sp)` is initialised, and `len` is its length.
    unsafe { vm.stack.set_len(len) };
    vm.stack.reserve(want.saturating_sub(len));
}

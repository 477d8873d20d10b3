//! Peephole fusion: after a function is compiled, common instruction sequences become single
//! superinstructions (fewer dispatches in hot loops), and every table that holds instruction
//! indices — jump targets, exception handlers, line positions, call names — is remapped.

use codemode_vm::bytecode::FunctionProto;
use codemode_vm::opcodes::{Label, Op, ShortLabel, Slot};
use codemode_vm::ops::arith_op;

/// The jump target of a branch or jump, mutably.
fn target_mut(op: &mut Op) -> Option<&mut Label> {
    match op {
        Op::Jump { target }
        | Op::JumpIfFalse { target }
        | Op::JumpIfTrue { target }
        | Op::JumpIfNullish { target }
        | Op::JumpIfNotNullish { target }
        | Op::JumpIfNotUndefined { target }
        | Op::JumpIfTrueOrPop { target }
        | Op::JumpIfFalseOrPop { target }
        | Op::JumpIfNotNullishOrPop { target }
        | Op::JumpIfNotLt { target }
        | Op::JumpIfNotLe { target }
        | Op::JumpIfNotGt { target }
        | Op::JumpIfNotGe { target }
        | Op::IncLocalJump { target, .. }
        | Op::JumpIfLocalsNotLt { target, .. }
        | Op::JumpIfLocalsNotLe { target, .. }
        | Op::JumpIfLocalsNotGt { target, .. }
        | Op::JumpIfLocalsNotGe { target, .. }
        | Op::JumpIfLocalNotIn { target, .. } => Some(target),
        _ => None,
    }
}

/// The short jump target of a fused compare-and-branch, mutably.
fn short_target_mut(op: &mut Op) -> Option<&mut ShortLabel> {
    match op {
        Op::JumpIfLocalNotLtInt { target, .. }
        | Op::JumpIfLocalNotLeInt { target, .. }
        | Op::JumpIfLocalNotGtInt { target, .. }
        | Op::JumpIfLocalNotGeInt { target, .. }
        | Op::IncJumpIfLtInt { target, .. }
        | Op::IncJumpIfLtProp { target, .. }
        | Op::IncJumpIfLtLocals { target, .. } => Some(target),
        _ => None,
    }
}

/// Where `op` may jump, whichever form its target has.
fn target_of(op: &mut Op) -> Option<u32> {
    target_mut(op)
        .map(|t| t.0)
        .or_else(|| short_target_mut(op).map(|t| u32::from(t.0)))
}

/// The fused compare of a local with an integer that branches when the compare is false, for
/// a `JumpIfNot*` branch whose target and slot fit its short operands.
fn local_cmp_jump(slot: Slot, value: i32, jump: Op) -> Option<Op> {
    let slot = u8::try_from(slot.0).ok()?;
    // Fusing only moves instructions earlier, so a target that fits now still fits after.
    let short = |t: Label| u16::try_from(t.0).ok().map(ShortLabel);
    Some(match jump {
        Op::JumpIfNotLt { target } => Op::JumpIfLocalNotLtInt {
            slot,
            value,
            target: short(target)?,
        },
        Op::JumpIfNotLe { target } => Op::JumpIfLocalNotLeInt {
            slot,
            value,
            target: short(target)?,
        },
        Op::JumpIfNotGt { target } => Op::JumpIfLocalNotGtInt {
            slot,
            value,
            target: short(target)?,
        },
        Op::JumpIfNotGe { target } => Op::JumpIfLocalNotGeInt {
            slot,
            value,
            target: short(target)?,
        },
        _ => return None,
    })
}

/// The fused compare of two locals that branches when the compare is false, for a
/// `JumpIfNot*` branch whose slots fit in a byte.
fn locals_cmp_jump(a: Slot, b: Slot, jump: Op) -> Option<Op> {
    let (a, b) = (u8::try_from(a.0).ok()?, u8::try_from(b.0).ok()?);
    Some(match jump {
        Op::JumpIfNotLt { target } => Op::JumpIfLocalsNotLt { a, b, target },
        Op::JumpIfNotLe { target } => Op::JumpIfLocalsNotLe { a, b, target },
        Op::JumpIfNotGt { target } => Op::JumpIfLocalsNotGt { a, b, target },
        Op::JumpIfNotGe { target } => Op::JumpIfLocalsNotGe { a, b, target },
        _ => return None,
    })
}

/// A store that pops its value (the middle of `Dup; store; Pop`).
fn is_store(op: &Op) -> bool {
    matches!(
        op,
        Op::SetLocal { .. }
            | Op::SetLocalChecked { .. }
            | Op::SetCell { .. }
            | Op::SetCellChecked { .. }
            | Op::SetCapture { .. }
            | Op::SetCaptureChecked { .. }
            | Op::SetGlobal { .. }
    )
}

/// The `ops::arith_op` code of a numeric operator that takes an integer right operand (its
/// fused forms come from `Op::with_int_arith`).
fn arith_code(op: &Op) -> Option<u8> {
    Some(match op {
        Op::Mul {} => arith_op::MUL,
        Op::Div {} => arith_op::DIV,
        Op::Mod {} => arith_op::MOD,
        Op::Exp {} => arith_op::EXP,
        Op::BitAnd {} => arith_op::AND,
        Op::BitOr {} => arith_op::OR,
        Op::BitXor {} => arith_op::XOR,
        Op::Shl {} => arith_op::SHL,
        Op::Shr {} => arith_op::SHR,
        Op::UShr {} => arith_op::USHR,
        _ => return None,
    })
}

/// `IncLocal` or `DecLocal` for an `Inc`/`Dec` step on `slot`.
fn step_local(step: Op, slot: Slot) -> Op {
    if matches!(step, Op::Inc {}) {
        Op::IncLocal { slot }
    } else {
        Op::DecLocal { slot }
    }
}

/// Whether some pattern of [`fuse_window`] starts with `op` (the test
/// `every_pattern_starts_with_a_named_instruction` checks this against the patterns). Most
/// instructions start none, and this one test of the opcode turns them away before the
/// window's match.
fn starts_pattern(op: &Op) -> bool {
    matches!(
        op,
        Op::GetLocal { .. }
            | Op::SetElem {}
            | Op::SetProp { .. }
            | Op::Dup {}
            | Op::IncLocal { .. }
            | Op::GetCell { .. }
            | Op::GetCapture { .. }
            | Op::Callee {}
            | Op::GetCaptureChecked { .. }
            | Op::AddLocal { .. }
            | Op::Add {}
            | Op::AddInt32 {}
            | Op::Int { .. }
            | Op::Lt {}
            | Op::Le {}
            | Op::Gt {}
            | Op::Ge {}
    )
}

/// The fused op for the window starting at `w[0]`, and how many instructions it replaces.
#[inline]
fn fuse(w: &[Op]) -> Option<(Op, usize)> {
    if !w.first().is_some_and(starts_pattern) {
        return None;
    }
    fuse_window(w)
}

/// [`fuse`] without the first instruction's test.
fn fuse_window(w: &[Op]) -> Option<(Op, usize)> {
    use Op as O;
    // A loop's test `local < int` or `local < local` (and `<=`, `>`, `>=`): one instruction,
    // nothing pushed. The branch itself was fused from `Lt; JumpIfFalse` by an earlier pass.
    let cmp_jump = match *w {
        [O::GetLocal { slot }, O::Int { value }, jump, ..] => local_cmp_jump(slot, value, jump),
        [O::GetLocal { slot: a }, O::GetLocal { slot: b }, jump, ..] => locals_cmp_jump(a, b, jump),
        _ => None,
    };
    if let Some(op) = cmp_jump {
        return Some((op, 3));
    }
    match *w {
        [O::GetLocal { slot: obj }, O::GetLocal { slot: key }, O::GetElem {}, ..] => {
            Some((O::GetLocalElem { obj, key }, 3))
        }
        [O::SetElem {}, O::Pop {}, ..] => Some((O::SetElemPop {}, 2)),
        [O::SetProp { name }, O::Pop {}, ..] => Some((O::SetPropPop { name }, 2)),
        // The read half of a compound assignment or update of a property.
        [O::Dup {}, O::GetProp { name }, ..] => Some((O::DupGetProp { name }, 2)),
        // The callee and receiver of `local.method(...)`.
        [O::GetLocal { slot }, O::GetMethod { name }, ..] => {
            Some((O::GetLocalMethod { slot, name }, 2))
        }
        // A counting loop's back edge (`IncLocal` is an earlier pass's fusion).
        [O::IncLocal { slot }, O::Jump { target }, ..] => {
            Some((O::IncLocalJump { slot, target }, 2))
        }
        // The callee and `this` of a call with no receiver.
        [O::GetLocal { slot }, O::Undefined {}, ..] => Some((O::GetLocalUndef { slot }, 2)),
        [O::GetCell { slot }, O::Undefined {}, ..] => Some((O::GetCellUndef { slot }, 2)),
        [O::GetCapture { idx }, O::Undefined {}, ..] => Some((O::GetCaptureUndef { idx }, 2)),
        [O::Callee {}, O::Undefined {}, ..] => Some((O::CalleeUndef {}, 2)),
        [O::GetCaptureChecked { idx, name }, O::Undefined {}, ..] => {
            Some((O::GetCaptureCheckedUndef { idx, name }, 2))
        }
        [O::GetLocal { slot }, O::Return {}, ..] => Some((O::ReturnLocal { slot }, 2)),
        // Statement `x++` / `x--` on a plain local: read, convert, add one, store, discard.
        [O::GetLocal { slot }, O::ToNumber {}, O::Dup {}, step @ (O::Inc {} | O::Dec {}), O::SetLocal { slot: s2 }, O::Pop {}, ..]
            if slot == s2 =>
        {
            Some((step_local(step, slot), 6))
        }
        // `x++` / `x--` whose old value is used (`a[k++] = v`).
        [O::GetLocal { slot }, O::ToNumber {}, O::Dup {}, step @ (O::Inc {} | O::Dec {}), O::SetLocal { slot: s2 }, ..]
            if slot == s2 =>
        {
            let op = if matches!(step, O::Inc {}) {
                O::PostIncLocal { slot }
            } else {
                O::PostDecLocal { slot }
            };
            Some((op, 5))
        }
        // Statement `++x` / `--x`.
        [O::GetLocal { slot }, step @ (O::Inc {} | O::Dec {}), O::Dup {}, O::SetLocal { slot: s2 }, O::Pop {}, ..]
            if slot == s2 =>
        {
            Some((step_local(step, slot), 5))
        }
        // `local op int`: the operand is read from its slot, nothing pushed first.
        [O::GetLocal { slot }, O::Int { value }, O::Add {}, ..] => {
            Some((O::LocalAddInt { slot, value }, 3))
        }
        [O::GetLocal { slot }, O::Int { value }, O::Sub {}, ..] => {
            Some((O::LocalSubInt { slot, value }, 3))
        }
        [O::GetLocal { slot }, O::Int { value }, ref op, ..] if arith_code(op).is_some() => {
            Some((O::with_int_arith(arith_code(op)?, value, Some(slot))?, 3))
        }
        // `h = (h + e) | 0` as a statement.
        [O::AddLocal { slot }, O::OrInt { value: 0 }, O::SetLocal { slot: s2 }, ..]
            if slot == s2 =>
        {
            Some((O::AddToLocalInt32 { slot }, 3))
        }
        // `s += e` as a statement (`AddLocal` is the compiler's).
        [O::AddLocal { slot }, O::SetLocal { slot: s2 }, ..] if slot == s2 => {
            Some((O::AddToLocal { slot }, 2))
        }
        // `s = (a + b) | 0` as a statement (`AddInt32` is an earlier window's fusion).
        [O::AddInt32 {}, O::SetLocal { slot }, ..] => Some((O::AddInt32ToLocal { slot }, 2)),
        // An assignment whose value nobody uses.
        [O::Dup {}, store, O::Pop {}, ..] if is_store(&store) => Some((store, 3)),
        // `a || b`, `a && b` and `a ?? b` whose value is used (`thread_conditions` has already
        // turned the ones only tested into plain branches).
        [O::Dup {}, O::JumpIfTrue { target }, O::Pop {}, ..] => {
            Some((O::JumpIfTrueOrPop { target }, 3))
        }
        [O::Dup {}, O::JumpIfFalse { target }, O::Pop {}, ..] => {
            Some((O::JumpIfFalseOrPop { target }, 3))
        }
        [O::Dup {}, O::JumpIfNotNullish { target }, O::Pop {}, ..] => {
            Some((O::JumpIfNotNullishOrPop { target }, 3))
        }
        // `(a + b) | 0` (the `OrInt` is an earlier pass's fusion of `Int 0; BitOr`).
        [O::Add {}, O::OrInt { value: 0 }, ..] => Some((O::AddInt32 {}, 2)),
        [O::Int { value }, O::Add {}, ..] => Some((O::AddInt { value }, 2)),
        [O::Int { value }, O::Sub {}, ..] => Some((O::SubInt { value }, 2)),
        [O::Int { value }, ref op, ..] if arith_code(op).is_some() => {
            Some((O::with_int_arith(arith_code(op)?, value, None)?, 2))
        }
        [O::Lt {}, O::JumpIfFalse { target }, ..] => Some((O::JumpIfNotLt { target }, 2)),
        [O::Le {}, O::JumpIfFalse { target }, ..] => Some((O::JumpIfNotLe { target }, 2)),
        [O::Gt {}, O::JumpIfFalse { target }, ..] => Some((O::JumpIfNotGt { target }, 2)),
        [O::Ge {}, O::JumpIfFalse { target }, ..] => Some((O::JumpIfNotGe { target }, 2)),
        [O::GetLocal { slot }, O::GetProp { name }, ..] => {
            Some((O::GetLocalProp { slot, name }, 2))
        }
        [O::GetLocal { .. }, O::GetLocal { .. }, ..] => locals_window(w),
        _ => None,
    }
}

/// [`fuse_window`]'s last patterns, for two locals pushed in a row that no earlier pattern
/// took. Out of line: in the window's match, these made every window dearer (a fresh
/// execution's compile about 500 machine instructions more).
#[inline(never)]
fn locals_window(w: &[Op]) -> Option<(Op, usize)> {
    use Op as O;
    let [O::GetLocal { slot: a }, O::GetLocal { slot: b }, ref rest @ ..] = *w else {
        return None;
    };
    if let [O::In {}, O::JumpIfFalse { target }, ..] = *rest {
        let (a, b) = (u8::try_from(a.0).ok()?, u8::try_from(b.0).ok()?);
        return Some((O::JumpIfLocalNotIn { a, b, target }, 4));
    }
    // The pair fuses when the second starts no window of its own and no comparison follows
    // that a later fusion would make a branch on the two (or on the second and a constant).
    let compares = rest
        .iter()
        .take(2)
        .any(|op| matches!(op, O::Lt {} | O::Le {} | O::Gt {} | O::Ge {}));
    (!compares && fuse(&w[1..]).is_none()).then_some((O::GetLocal2 { a, b }, 2))
}

/// Fuses instruction sequences in `f` (fused instructions take part in later windows:
/// `IncLocal; Jump` becomes `IncLocalJump`), after threading jumps. `buffers` is the thread's
/// room for the passes (a fresh execution compiles every function once, so the passes'
/// allocations are a visible part of its cost).
#[inline(never)]
pub(super) fn optimize(f: &mut FunctionProto, buffers: &mut Buffers) {
    let conditions = survey(f, buffers);
    drop_unobserved_dead_zones(f, buffers);
    if conditions {
        thread_conditions(f, buffers);
    }
    fuse_all(f, buffers);
    rotate_loops(f);
}

/// The passes' first look at the code, in one loop over it (each pass looping on its own cost
/// about as much as its work in a small function): threads every jump ([`thread_jump`]),
/// notes the `InitEmpty` instructions and the slots a checked access or a cell observes (for
/// [`drop_unobserved_dead_zones`]), and returns whether some `Dup; JumpIfFalse/JumpIfTrue;
/// Pop` gives [`thread_conditions`] something to do.
fn survey(f: &mut FunctionProto, b: &mut Buffers) -> bool {
    // Indexed by slot; slot numbers are below `n_slots`, grown on demand all the same.
    let observed = &mut b.entry;
    observed.clear();
    observed.resize(usize::from(f.n_slots), false);
    let dead_zones = &mut b.jumps;
    dead_zones.clear();
    let mut conditions = false;
    for i in 0..f.code.len() {
        match f.code[i] {
            Op::Jump { target } => f.code[i] = thread_jump(&f.code, target),
            Op::InitEmpty { .. } => dead_zones.push(i as u32),
            Op::GetLocalChecked { slot, .. }
            | Op::SetLocalChecked { slot, .. }
            | Op::NewCell { slot }
            | Op::FreshCell { slot }
            | Op::GetCell { slot }
            | Op::GetCellChecked { slot, .. }
            | Op::SetCell { slot }
            | Op::SetCellChecked { slot, .. }
            | Op::GetCellUndef { slot } => {
                let s = usize::from(slot.0);
                if s >= observed.len() {
                    observed.resize(s + 1, false);
                }
                observed[s] = true;
            }
            Op::Dup {} => {
                conditions |= matches!(
                    f.code.get(i + 1..i + 3),
                    Some([Op::JumpIfFalse { .. } | Op::JumpIfTrue { .. }, Op::Pop {}])
                );
            }
            _ => {}
        }
    }
    conditions
}

/// Vectors the passes reuse, kept by the compiler's thread between compiles: which indices are
/// entries, where the jumps are, the fused code being built with its entries, and the index
/// map into it.
#[derive(Default)]
pub(crate) struct Buffers {
    /// Whether each index is an entry; first, from [`survey`], the slots a checked access or a
    /// cell observes.
    entry: Vec<bool>,
    /// The indices of the instructions that have a jump target; first, from [`survey`], those
    /// of the `InitEmpty` instructions.
    jumps: Vec<u32>,
    out: Vec<Op>,
    /// Whether each instruction of `out` is an entry.
    out_entry: Vec<bool>,
    /// Code index -> index in `out`, one past the end included.
    map: Vec<u32>,
}

impl Buffers {
    /// Drops the vectors if a large function made them grow past `keep` instructions (the thread
    /// does not hold that much room); a compile empties each vector before it uses it.
    pub(crate) fn trim(&mut self, keep: usize) {
        if self.out.capacity() > keep || self.entry.capacity() > keep + 1 {
            *self = Buffers::default();
        }
    }
}

/// A counting loop's back edge `IncLocalJump i @t`, where `t` holds the loop's test
/// `JumpIfLocalNotLtInt i n @exit` and `exit` is just after the back edge: the back edge takes
/// over the test (`IncJumpIfLtInt`), jumping straight past it into the body while the test
/// holds and falling through to the exit when it fails. The test stays where it is for the
/// loop's first entry. One instruction for one, so no index moves; each iteration dispatches
/// one instruction less. A test against another local (`JumpIfLocalsNotLt i n`) is taken over
/// the same way (`IncJumpIfLtLocals`). (An early version of that form cost the inner tier's
/// other instructions more than it saved, from register pressure; since fuel and the run's
/// start share a register, it saves more.)
///
/// A test against a local's property (`GetLocal i; GetLocalProp a name; JumpIfNotLt @exit`:
/// the loop over an array or a string by its length, or up to `opts.count`) is taken over the
/// same way (`IncJumpIfLtProp`): each iteration dispatches three instructions less. The
/// position of a failing read (`a` became `undefined`) is the test's, as when the test ran it.
fn rotate_loops(f: &mut FunctionProto) {
    for k in 0..f.code.len() {
        let Op::IncLocalJump { slot, target } = f.code[k] else {
            continue;
        };
        let t = target.0 as usize;
        if let Some(&[test, read, Op::JumpIfNotLt { target: exit }]) = f.code.get(t..t + 3) {
            if let (Op::GetLocal { slot: s }, Op::GetLocalProp { slot: a, name }) = (test, read) {
                if s == slot && exit.0 as usize == k + 1 {
                    if let (Ok(slot), Ok(obj), Ok(name), Ok(body)) = (
                        u8::try_from(s.0),
                        u8::try_from(a.0),
                        u16::try_from(name.0),
                        u16::try_from(t + 3),
                    ) {
                        f.code[k] = Op::IncJumpIfLtProp {
                            slot,
                            obj,
                            name,
                            target: ShortLabel(body),
                        };
                        take_position(f, k, t + 1);
                    }
                }
                continue;
            }
        }
        // `i < n`, `n` another local (the same one never: `i < i` reads the counter after
        // adding one, where the fused form reads `n` first).
        if let Some(&Op::JumpIfLocalsNotLt { a, b, target: exit }) = f.code.get(t) {
            if slot.0 == u16::from(a) && a != b && exit.0 as usize == k + 1 {
                if let Ok(body) = u16::try_from(t + 1) {
                    f.code[k] = Op::IncJumpIfLtLocals {
                        a,
                        b,
                        target: ShortLabel(body),
                    };
                    // A comparison that throws (`n` an object without a primitive value)
                    // reports the test's position, as when the test ran it.
                    take_position(f, k, t);
                }
            }
            continue;
        }
        let Some(&Op::JumpIfLocalNotLtInt {
            slot: s,
            value,
            target: ShortLabel(exit),
        }) = f.code.get(t)
        else {
            continue;
        };
        if slot.0 != u16::from(s) || usize::from(exit) != k + 1 {
            continue;
        }
        if let Ok(body) = u16::try_from(t + 1) {
            f.code[k] = Op::IncJumpIfLtInt {
                slot: s,
                value,
                target: ShortLabel(body),
            };
        }
    }
}

/// Gives instruction `k` the source position of instruction `from` (a fused instruction that
/// took over `from`'s work, and with it the place its errors are reported), leaving every
/// other instruction's position as it was.
fn take_position(f: &mut FunctionProto, k: usize, from: usize) {
    let (Ok(k), Some((line, col))) = (u32::try_from(k), f.position(from as u32)) else {
        return;
    };
    if f.position(k) == Some((line, col)) {
        return;
    }
    // The instruction after `k` keeps its own position: an entry of its own if it had none.
    let after = f.position(k + 1);
    let i = f.lines.partition_point(|e| e.0 < k);
    let has_k = f.lines.get(i).is_some_and(|e| e.0 == k);
    let has_next = f
        .lines
        .get(i + usize::from(has_k))
        .is_some_and(|e| e.0 == k + 1);
    if has_k {
        f.lines[i] = (k, line, col);
    } else {
        f.lines.insert(i, (k, line, col));
    }
    if let (false, Some((l, c))) = (has_next, after) {
        f.lines.insert(i + 1, (k + 1, l, c));
    }
}

/// `InitEmpty` puts a slot in its dead zone so a checked read or write can see it there. When
/// every access to the slot is unchecked (the compiler proved each one comes after the
/// declaration) and it never holds a cell, nothing can observe the dead zone: the instruction
/// becomes a `Nop`, which the fusion pass removes (a `const` in a loop body set it every
/// iteration). [`survey`] left the `InitEmpty` indices in `b.jumps` and the observed slots'
/// marks in `b.entry` (both refilled by the fusion pass).
fn drop_unobserved_dead_zones(f: &mut FunctionProto, b: &Buffers) {
    for &i in &b.jumps {
        let Some(op) = f.code.get_mut(i as usize) else {
            continue;
        };
        if let Op::InitEmpty { slot } = *op {
            if !b.entry.get(usize::from(slot.0)).copied().unwrap_or(false) {
                *op = Op::Nop {};
            }
        }
    }
}

/// Where a `Jump` to `target` should go instead: a jump to a `Return` returns where it stands,
/// and a jump to a jump goes straight to the last one. `Return` does the same wherever it is
/// (handlers are consulted only by a throw), so neither changes behaviour; the ternary
/// `c ? a : b` as a function's result is the common case.
fn thread_jump(code: &[Op], target: Label) -> Op {
    let mut t = target.0 as usize;
    // A bounded chase: a cycle of jumps (an empty infinite loop) stays as it is.
    for _ in 0..8 {
        match code.get(t) {
            Some(&Op::Jump { target }) if target.0 as usize != t => t = target.0 as usize,
            _ => break,
        }
    }
    match code.get(t) {
        Some(Op::Return {}) => Op::Return {},
        _ => Op::Jump {
            target: Label(t as u32),
        },
    }
}

/// `a && b` and `a || b` keep their left value for the result: `Dup; JumpIfFalse L; Pop`. When
/// the instruction at `L` tests or drops that value at once (the `&&` of a condition, an
/// `if (a && b)`, a statement `a && f()`), the branch can decide there: the three instructions
/// become one branch straight to where `L` leads, padded with `Nop`s that the fusion pass
/// removes. The value at `L` is the one just tested, so `L`'s test has a known outcome.
fn thread_conditions(f: &mut FunctionProto, scratch: &mut Buffers) {
    for _ in 0..4 {
        let mut changed = false;
        // The branch and the `Pop` must be reached only through the `Dup`: their slots become
        // `Nop`s, and a jump or handler landing on one would skip the `Pop`.
        entries(f, &mut scratch.entry, &mut scratch.jumps);
        let entry = &scratch.entry;
        for i in 0..f.code.len().saturating_sub(2) {
            if entry[i + 1] || entry[i + 2] {
                continue;
            }
            let (when_false, l) = match f.code[i..i + 3] {
                [Op::Dup {}, Op::JumpIfFalse { target }, Op::Pop {}] => (true, target.0 as usize),
                [Op::Dup {}, Op::JumpIfTrue { target }, Op::Pop {}] => (false, target.0 as usize),
                _ => continue,
            };
            // Where the value goes from `L`, and whether it is still on the stack there.
            let (to, keeps) = match (f.code.get(l), when_false) {
                (Some(Op::JumpIfFalse { target }), true)
                | (Some(Op::JumpIfTrue { target }), false) => (target.0 as usize, false),
                (Some(Op::JumpIfFalse { .. } | Op::JumpIfTrue { .. } | Op::Pop {}), _) => {
                    (l + 1, false)
                }
                (Some(Op::Dup {}), _) => match (f.code.get(l + 1), f.code.get(l + 2), when_false) {
                    (Some(Op::JumpIfFalse { target }), Some(Op::Pop {}), true)
                    | (Some(Op::JumpIfTrue { target }), Some(Op::Pop {}), false)
                        if target.0 as usize != l =>
                    {
                        (target.0 as usize, true)
                    }
                    _ => continue,
                },
                _ => continue,
            };
            let target = Label(to as u32);
            let branch = if when_false {
                Op::JumpIfFalse { target }
            } else {
                Op::JumpIfTrue { target }
            };
            if keeps {
                // Still `Dup; branch; Pop`, one hop shorter.
                if f.code[i + 1] != branch {
                    f.code[i + 1] = branch;
                    changed = true;
                }
            } else {
                f.code[i] = branch;
                f.code[i + 1] = Op::Nop {};
                f.code[i + 2] = Op::Nop {};
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
}

/// For each instruction index (and one past the end), whether control can arrive there other
/// than by falling through: a jump target, or a handler's boundary or entry. `jumps` gets the
/// indices of the instructions that have a target.
fn entries(f: &mut FunctionProto, entry: &mut Vec<bool>, jumps: &mut Vec<u32>) {
    entry.clear();
    entry.resize(f.code.len() + 1, false);
    jumps.clear();
    for (i, op) in f.code.iter_mut().enumerate() {
        if let Some(t) = target_of(op) {
            jumps.push(i as u32);
            if let Some(e) = entry.get_mut(t as usize) {
                *e = true;
            }
        }
    }
    for h in &f.handlers {
        for i in [h.start, h.end, h.target] {
            if let Some(e) = entry.get_mut(i as usize) {
                *e = true;
            }
        }
    }
}

/// Drops the `Nop`s and fuses windows, in one pass over the code. A window never spans a jump
/// target, a handler's boundary or its entry (only its first instruction may be one), so
/// control flow is unchanged; a jump to a dropped `Nop` lands on what follows it, which makes
/// that an entry. Windows are taken greedily from the left. A fused instruction that is itself
/// part of a pattern ([`fuses_again`]), and the two instructions a dropped `Nop` made
/// neighbours, are tried at once in the windows that end just after them ([`fuse_tail`]), so
/// one pass leaves nothing that another would fuse.
fn fuse_all(f: &mut FunctionProto, b: &mut Buffers) {
    entries(f, &mut b.entry, &mut b.jumps);
    let (code, entry) = (&f.code, &b.entry);
    let n = code.len();
    let (out, out_entry, map) = (&mut b.out, &mut b.out_entry, &mut b.map);
    out.clear();
    out.reserve(n);
    out_entry.clear();
    map.clear();
    map.resize(n + 1, 0);
    // The `out` index of the last fused instruction that may fuse again, and of the instruction
    // before the last dropped `Nop`, while windows that end at the tail can still hold them.
    let (mut fresh, mut gap) = (None, None);
    // Whether a dropped `Nop` was an entry (the next instruction becomes one).
    let mut carried = false;
    let mut i = 0;
    while i < n {
        // A `Nop` does nothing: it is dropped, and a jump to it lands on what follows.
        if matches!(code[i], Op::Nop {}) {
            map[i] = out.len() as u32;
            carried |= entry[i];
            gap = out.len().checked_sub(1);
            i += 1;
            continue;
        }
        let fused = fuse(&code[i..]).filter(|&(_, len)| !entry[i + 1..i + len].contains(&true));
        let (op, len) = fused.unwrap_or((code[i], 1));
        for m in &mut map[i..i + len] {
            *m = out.len() as u32;
        }
        out.push(op);
        out_entry.push(entry[i] | std::mem::take(&mut carried));
        if len > 1 && fuses_again(&op) {
            fresh = Some(out.len() - 1);
        }
        i += len;
        if gap.is_some() {
            gap = fuse_tail(out, out_entry, &mut map[..i], gap);
        }
        if fresh.is_some() {
            fresh = fuse_tail(out, out_entry, &mut map[..i], fresh);
        }
    }
    map[n] = out.len() as u32;
    if out.len() == n {
        return;
    }
    let remap = |i: u32| map.get(i as usize).copied().unwrap_or(i);
    // Only an instruction made from a jump has a target (a window holds at most one jump).
    let mut last = None;
    for &j in &b.jumps {
        let k = map[j as usize] as usize;
        if last == Some(k) {
            continue;
        }
        last = Some(k);
        let op = &mut out[k];
        if let Some(t) = target_mut(op) {
            t.0 = remap(t.0);
        } else if let Some(t) = short_target_mut(op) {
            // New indices are never larger than old ones, so this still fits.
            t.0 = u16::try_from(remap(u32::from(t.0))).unwrap_or(t.0);
        }
    }
    for h in &mut f.handlers {
        h.start = remap(h.start);
        h.end = remap(h.end);
        h.target = remap(h.target);
    }
    for l in &mut f.lines {
        l.0 = remap(l.0);
    }
    for c in &mut f.call_names {
        c.0 = remap(c.0);
    }
    // Copied back rather than swapped: the function keeps a buffer of its own size, and the
    // thread's buffer keeps its room.
    f.code.clear();
    f.code.extend_from_slice(out);
}

/// Fuses the windows of `out` that end at its last instruction and hold `fresh`, a fused
/// instruction that may fuse again, earliest start first, and again with what that makes.
/// `map` (the code's indices consumed so far -> `out` indices) follows each fusion. Returns
/// the product to keep trying at the next instruction, if one still may fuse. Products take part
/// only in windows of up to three instructions (`products_that_fuse_again_are_named`).
fn fuse_tail(
    out: &mut Vec<Op>,
    out_entry: &mut Vec<bool>,
    map: &mut [u32],
    mut fresh: Option<usize>,
) -> Option<usize> {
    'again: while let Some(p) = fresh {
        let len = out.len();
        // Past the tail, a fusion for the other marker has taken `p` into an earlier
        // instruction (which that fusion's own result marks, if it may fuse again).
        if p >= len || len - p > 3 {
            return None;
        }
        for s in len.saturating_sub(3)..=p.min(len - 1) {
            if len - s < 2 || out_entry[s + 1..len].contains(&true) {
                continue;
            }
            let Some((op, l)) = fuse(&out[s..]) else {
                continue;
            };
            if l != len - s {
                continue;
            }
            out.truncate(s);
            out.push(op);
            out_entry.truncate(s + 1);
            for m in map.iter_mut().rev() {
                if *m as usize <= s {
                    break;
                }
                *m = s as u32;
            }
            fresh = fuses_again(&op).then_some(s);
            continue 'again;
        }
        return fresh;
    }
    None
}

/// Whether `op`, the product of a fusion, is itself an instruction of some pattern of
/// [`fuse`]: `IncLocal` (`IncLocal; Jump`), `OrInt 0` (`Add; OrInt 0`), `AddInt32`
/// (`AddInt32; SetLocal`), the `JumpIfNot*`
/// branches (`GetLocal; Int; JumpIfNotLt`) and `SetLocal` (`AddLocal; SetLocal`, from
/// `AddLocal; Dup; SetLocal; Pop`). The test `products_that_fuse_again_are_named`
/// checks this against every pattern.
fn fuses_again(op: &Op) -> bool {
    matches!(
        op,
        Op::IncLocal { .. }
            | Op::SetLocal { .. }
            | Op::OrInt { value: 0 }
            | Op::AddInt32 {}
            | Op::JumpIfNotLt { .. }
            | Op::JumpIfNotLe { .. }
            | Op::JumpIfNotGt { .. }
            | Op::JumpIfNotGe { .. }
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use codemode_vm::atoms::Atom;

    /// The instructions the patterns of [`fuse`] are made of, with a few operands each.
    fn alphabet() -> Vec<Op> {
        let (a, t) = (Atom(1), Label(7));
        let mut ops = vec![
            Op::GetElem {},
            Op::SetElem {},
            Op::Pop {},
            Op::SetProp { name: a },
            Op::Dup {},
            Op::GetProp { name: a },
            Op::GetMethod { name: a },
            Op::Jump { target: t },
            Op::Undefined {},
            Op::GetCell { slot: Slot(1) },
            Op::GetCapture { idx: 1 },
            Op::Callee {},
            Op::GetCaptureChecked { idx: 1, name: a },
            Op::Return {},
            Op::ToNumber {},
            Op::Inc {},
            Op::Dec {},
            Op::AddLocal { slot: Slot(1) },
            Op::JumpIfTrue { target: t },
            Op::JumpIfFalse { target: t },
            Op::JumpIfNotNullish { target: t },
            Op::Lt {},
            Op::Le {},
            Op::Gt {},
            Op::Ge {},
            Op::Add {},
            Op::Sub {},
            Op::Mul {},
            Op::BitOr {},
            Op::Nop {},
        ];
        for slot in [Slot(1), Slot(2)] {
            ops.push(Op::GetLocal { slot });
            ops.push(Op::SetLocal { slot });
        }
        for value in [0, 2] {
            ops.push(Op::Int { value });
        }
        ops
    }

    /// Every fused instruction `fuse` makes from windows of `ops`, once and again from its own
    /// products, up to three instructions long (the longer patterns only take original
    /// instructions, which the explicit windows below cover).
    fn products(ops: &[Op]) -> Vec<Op> {
        let mut all: Vec<Op> = ops.to_vec();
        let mut made: Vec<Op> = Vec::new();
        let long = [
            vec![
                Op::GetLocal { slot: Slot(1) },
                Op::ToNumber {},
                Op::Dup {},
                Op::Inc {},
                Op::SetLocal { slot: Slot(1) },
                Op::Pop {},
            ],
            vec![
                Op::GetLocal { slot: Slot(1) },
                Op::ToNumber {},
                Op::Dup {},
                Op::Dec {},
                Op::SetLocal { slot: Slot(1) },
                Op::Nop {},
            ],
            vec![
                Op::GetLocal { slot: Slot(1) },
                Op::Dec {},
                Op::Dup {},
                Op::SetLocal { slot: Slot(1) },
                Op::Pop {},
            ],
        ];
        for w in &long {
            if let Some((op, _)) = fuse_window(w) {
                made.push(op);
            }
        }
        loop {
            let before = made.len();
            for x in &all {
                for y in &all {
                    for z in &all {
                        if let Some((op, _)) = fuse_window(&[*x, *y, *z, Op::Nop {}]) {
                            // A product may be an instruction of the alphabet too
                            // (`Dup; SetLocal; Pop` makes `SetLocal`).
                            if !made.contains(&op) {
                                made.push(op);
                            }
                        }
                    }
                }
            }
            if made.len() == before {
                return made;
            }
            for op in &made {
                if !all.contains(op) {
                    all.push(*op);
                }
            }
        }
    }

    /// The `.js` files under `dir`, recursively.
    fn scripts(dir: &std::path::Path, found: &mut Vec<std::path::PathBuf>) {
        let Ok(entries) = std::fs::read_dir(dir) else {
            return;
        };
        for e in entries.flatten() {
            let p = e.path();
            if p.is_dir() {
                scripts(&p, found);
            } else if p.extension().is_some_and(|x| x == "js") {
                found.push(p);
            }
        }
    }

    #[test]
    fn one_pass_leaves_nothing_to_fuse() {
        // Every behaviour script of the project, compiled: no window of the optimized code
        // (outside jump targets and handler boundaries, as the pass requires) still fuses.
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/js");
        let mut files = Vec::new();
        scripts(&root, &mut files);
        assert!(files.len() > 100, "the behaviour scripts are found");
        let mut checked = 0;
        for file in &files {
            let src = std::fs::read_to_string(file).expect("readable");
            let Ok(program) = crate::compile(&src) else {
                continue;
            };
            for f in &program.functions {
                let mut f = f.clone();
                let (mut entry, mut jumps) = (Vec::new(), Vec::new());
                entries(&mut f, &mut entry, &mut jumps);
                for i in 0..f.code.len() {
                    if let Some((op, len)) = fuse(&f.code[i..]) {
                        assert!(
                            entry[i + 1..i + len].contains(&true),
                            "{}: {:?} at {i} still fuses into {op:?}",
                            file.display(),
                            &f.code[i..i + len]
                        );
                    }
                }
                checked += 1;
            }
        }
        assert!(checked > 300, "functions checked: {checked}");
    }

    #[test]
    fn a_gap_and_a_product_fuse_into_one() {
        // `GetLocal; Int; Nop; Lt; JumpIfFalse`: the branch fuses into `JumpIfNotLt` (a product
        // that fuses again) right after the dropped `Nop`, and the window across the gap takes
        // it into the compare of a local with an integer.
        let mut f = FunctionProto {
            code: vec![
                Op::GetLocal { slot: Slot(1) },
                Op::Int { value: 3 },
                Op::Nop {},
                Op::Lt {},
                Op::JumpIfFalse { target: Label(6) },
                Op::Undefined {},
                Op::Return {},
            ],
            ..FunctionProto::default()
        };
        fuse_all(&mut f, &mut Buffers::default());
        assert_eq!(
            f.code,
            vec![
                Op::JumpIfLocalNotLtInt {
                    slot: 1,
                    value: 3,
                    target: ShortLabel(2),
                },
                Op::Undefined {},
                Op::Return {},
            ]
        );
    }

    #[test]
    fn the_survey_drops_unobserved_dead_zones_and_threads_jumps_and_conditions() {
        let name = Atom(1);
        let mut f = FunctionProto {
            code: vec![
                // Slot 1's dead zone is never observed, slot 2's is (a checked read).
                Op::InitEmpty { slot: Slot(1) },
                Op::InitEmpty { slot: Slot(2) },
                Op::GetLocalChecked {
                    slot: Slot(2),
                    name,
                },
                // `a && b` as a condition: the `&&`'s branch lands on the `if`'s test.
                Op::Dup {},
                Op::JumpIfFalse { target: Label(6) },
                Op::Pop {},
                Op::JumpIfFalse { target: Label(8) },
                // A jump to a jump to a `Return`.
                Op::Jump { target: Label(9) },
                Op::Undefined {},
                Op::Jump { target: Label(10) },
                Op::Return {},
            ],
            n_slots: 3,
            ..FunctionProto::default()
        };
        optimize(&mut f, &mut Buffers::default());
        assert_eq!(
            f.code,
            vec![
                Op::InitEmpty { slot: Slot(2) },
                Op::GetLocalChecked {
                    slot: Slot(2),
                    name,
                },
                // Straight to where the `if`'s test sends a false value.
                Op::JumpIfFalse { target: Label(5) },
                Op::JumpIfFalse { target: Label(5) },
                Op::Return {},
                Op::Undefined {},
                Op::Return {},
                Op::Return {},
            ]
        );
    }

    #[test]
    fn every_pattern_starts_with_a_named_instruction() {
        let ops = alphabet();
        let mut all = ops.clone();
        all.extend(products(&ops));
        let mut fused = 0;
        for x in &all {
            for y in &all {
                for z in &all {
                    let window = [*x, *y, *z, Op::Nop {}];
                    if let Some((op, _)) = fuse_window(&window) {
                        fused += 1;
                        assert!(
                            starts_pattern(x),
                            "{window:?} fuses into {op:?}, but `starts_pattern` turns {x:?} away"
                        );
                        assert_eq!(fuse(&window), fuse_window(&window));
                    }
                }
            }
        }
        assert!(fused > 100, "only {fused} windows fuse");
    }

    #[test]
    fn products_that_fuse_again_are_named() {
        let ops = alphabet();
        let made = products(&ops);
        assert!(
            made.len() > 20,
            "the patterns produce many instructions: {made:?}"
        );
        let mut all = ops.clone();
        all.extend(made.iter().copied());
        for p in &made {
            // Does some window that holds `p` fuse it into something?
            let mut fused = false;
            for x in &all {
                for y in &all {
                    for (w, at) in [([*p, *x, *y], 0), ([*x, *p, *y], 1), ([*x, *y, *p], 2)] {
                        let window = [w[0], w[1], w[2], Op::Nop {}];
                        if fuse(&window).is_some_and(|(_, len)| len > at) {
                            fused = true;
                        }
                    }
                }
            }
            assert_eq!(fused, fuses_again(p), "{p:?}");
        }
    }
}

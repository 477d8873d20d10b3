//! Peephole fusion: after a function is compiled, common instruction sequences become single
//! superinstructions (fewer dispatches in hot loops), and every table that holds instruction
//! indices — jump targets, exception handlers, line positions, call names — is remapped.

use codemode_vm::bytecode::FunctionProto;
use codemode_vm::opcodes::{Label, Op, Slot};
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
        | Op::JumpIfNotLt { target }
        | Op::JumpIfNotLe { target }
        | Op::JumpIfNotGt { target }
        | Op::JumpIfNotGe { target } => Some(target),
        _ => None,
    }
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

/// The `ArithInt` code of a numeric operator that takes an integer right operand.
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

/// The fused op for the window starting at `w[0]`, and how many instructions it replaces.
fn fuse(w: &[Op]) -> Option<(Op, usize)> {
    use Op as O;
    match *w {
        // Statement `x++` / `x--` on a plain local: read, convert, add one, store, discard.
        [O::GetLocal { slot }, O::ToNumber {}, O::Dup {}, step @ (O::Inc {} | O::Dec {}), O::SetLocal { slot: s2 }, O::Pop {}, ..]
            if slot == s2 =>
        {
            Some((step_local(step, slot), 6))
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
        [O::GetLocal { slot }, O::Int { value }, O::Sub {}, ..] => Some((
            O::LocalArithInt {
                slot,
                op: arith_op::SUB,
                value,
            },
            3,
        )),
        [O::GetLocal { slot }, O::Int { value }, ref op, ..] if arith_code(op).is_some() => Some((
            O::LocalArithInt {
                slot,
                op: arith_code(op)?,
                value,
            },
            3,
        )),
        // An assignment whose value nobody uses.
        [O::Dup {}, store, O::Pop {}, ..] if is_store(&store) => Some((store, 3)),
        [O::Int { value }, O::Add {}, ..] => Some((O::AddInt { value }, 2)),
        [O::Int { value }, O::Sub {}, ..] => Some((O::SubInt { value }, 2)),
        [O::Int { value }, ref op, ..] if arith_code(op).is_some() => Some((
            O::ArithInt {
                op: arith_code(op)?,
                value,
            },
            2,
        )),
        [O::Lt {}, O::JumpIfFalse { target }, ..] => Some((O::JumpIfNotLt { target }, 2)),
        [O::Le {}, O::JumpIfFalse { target }, ..] => Some((O::JumpIfNotLe { target }, 2)),
        [O::Gt {}, O::JumpIfFalse { target }, ..] => Some((O::JumpIfNotGt { target }, 2)),
        [O::Ge {}, O::JumpIfFalse { target }, ..] => Some((O::JumpIfNotGe { target }, 2)),
        [O::GetLocal { slot }, O::GetProp { name }, ..] => {
            Some((O::GetLocalProp { slot, name }, 2))
        }
        _ => None,
    }
}

/// Fuses instruction sequences in `f`. A window never spans a jump target, a handler's
/// boundary or its entry (only its first instruction may be one), so control flow is unchanged.
pub(super) fn optimize(f: &mut FunctionProto) {
    let n = f.code.len();
    // Instruction indices control can arrive at other than by falling through.
    let mut entry = vec![false; n + 1];
    for op in &mut f.code {
        if let Some(t) = target_mut(op) {
            if let Some(e) = entry.get_mut(t.0 as usize) {
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
    let mut out = Vec::with_capacity(n);
    // Old index -> new index (one past the end maps to the new end).
    let mut map = vec![0u32; n + 1];
    let mut i = 0;
    while i < n {
        let fused = fuse(&f.code[i..]).filter(|&(_, len)| !entry[i + 1..i + len].contains(&true));
        let (op, len) = fused.unwrap_or((f.code[i], 1));
        for m in &mut map[i..i + len] {
            *m = out.len() as u32;
        }
        out.push(op);
        i += len;
    }
    map[n] = out.len() as u32;
    if out.len() == n {
        return;
    }
    let remap = |i: u32| map.get(i as usize).copied().unwrap_or(i);
    for op in &mut out {
        if let Some(t) = target_mut(op) {
            t.0 = remap(t.0);
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
    f.code = out;
}

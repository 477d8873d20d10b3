//! Bytecode the compiler never emits must still not be run past its end or its frame. The
//! dispatch loop fetches instructions without a bounds check, and its inner tier uses locals,
//! operands and jump targets without one; it relies on `Code::new` completing any function
//! that could run off its end (with `undefined; return`), replacing any that names a local out
//! of range, jumps out of its code or leaves its operand stack inconsistent
//! (`codemode_vm::verify`), and on checks where control moves (a frame returned to or
//! resumed). Each case here breaks one of those: the function concerned returns `undefined`,
//! and the program goes on.

use codemode_vm::interp::Halt;
use codemode_vm::object::{ObjKind, PromiseState};
use codemode_vm::opcodes::{Label, Op};
use codemode_vm::{Program, Vm, VmLimits};
use std::sync::Arc;

/// Runs `program` to completion and returns its result as JSON.
fn run(program: Program, corrupt_frame: bool) -> serde_json::Value {
    let mut vm = Vm::new(
        codemode_compiler::prelude(),
        Arc::new(program),
        VmLimits::default(),
    );
    vm.start();
    if corrupt_frame {
        for f in vm.frames.iter_mut() {
            f.pc = 1_000_000;
        }
    }
    let mut halt = vm.run(1_000_000);
    for _ in 0..100 {
        if halt != Halt::Yield {
            break;
        }
        halt = vm.run(1_000_000);
    }
    assert_eq!(halt, Halt::Idle);
    let root = vm.root_promise.expect("the program started");
    let state = match &vm.heap.obj(root).kind {
        ObjKind::Promise(p) => p.state,
        _ => panic!("the root is a promise"),
    };
    match state {
        PromiseState::Fulfilled(v) => vm.to_json(v, "result").expect("JSON result"),
        other => panic!("the program did not finish: {other:?}"),
    }
}

/// The function named `name` in `p`.
fn func<'p>(p: &'p mut Program, name: &str) -> &'p mut codemode_vm::FunctionProto {
    p.functions
        .iter_mut()
        .find(|f| f.name == name)
        .expect("function compiled")
}

const SOURCE: &str = "
function g(a) { let s = 0; for (let i = 0; i < a; i++) s += i; return s; }
function h(a) { return a * 2; }
[g(4), h(5), h(g(3))]";

#[test]
fn the_valid_program_runs() {
    let p = codemode_compiler::compile(SOURCE).expect("compiles");
    assert_eq!(run(p, false), serde_json::json!([6, 10, 6]));
}

#[test]
fn a_function_that_falls_off_its_end_returns_undefined() {
    let mut p = codemode_compiler::compile(SOURCE).expect("compiles");
    // `h` without any return: its code ends in an instruction that falls through.
    let h = func(&mut p, "h");
    h.code
        .retain(|op| op.flags() & codemode_vm::opcodes::opflags::TERMINATES == 0);
    assert!(!h.code.is_empty());
    assert_eq!(run(p, false), serde_json::json!([6, null, null]));
}

#[test]
fn a_function_with_no_code_returns_undefined() {
    let mut p = codemode_compiler::compile(SOURCE).expect("compiles");
    func(&mut p, "h").code.clear();
    assert_eq!(run(p, false), serde_json::json!([6, null, null]));
}

#[test]
fn a_jump_out_of_the_code_returns_undefined() {
    let mut p = codemode_compiler::compile(SOURCE).expect("compiles");
    let g = func(&mut p, "g");
    let mut bent = 0;
    for op in g.code.iter_mut() {
        match op {
            Op::Jump { target } | Op::IncLocalJump { target, .. } => *target = Label(60_000),
            // The loop's back edge and test in one (`i < a`, two locals).
            Op::IncJumpIfLtLocals { target, .. } => {
                *target = codemode_vm::opcodes::ShortLabel(60_000)
            }
            _ => continue,
        }
        bent += 1;
    }
    assert!(bent > 0, "g's loop has a back edge");
    // g's loop returns at its first back edge; h still runs.
    assert_eq!(run(p, false), serde_json::json!([null, 10, null]));
}

#[test]
fn a_frame_resumed_past_its_code_returns_undefined() {
    let p = codemode_compiler::compile(SOURCE).expect("compiles");
    assert_eq!(run(p, true), serde_json::json!(null));
}

#[test]
fn a_local_out_of_range_returns_undefined() {
    let mut p = codemode_compiler::compile(SOURCE).expect("compiles");
    let h = func(&mut p, "h");
    let slots = h.n_slots;
    let mut bent = 0;
    for op in h.code.iter_mut() {
        if let Op::GetLocal { slot } | Op::LocalMulInt { slot, .. } = op {
            slot.0 = slots + 40_000;
            bent += 1;
        }
    }
    assert!(bent > 0, "h reads its parameter");
    // Reading past the frame (into other frames' values, or past the stack) would be unsound;
    // the load-time check replaces h, so it returns undefined and g still runs.
    assert_eq!(run(p, false), serde_json::json!([6, null, null]));
}

#[test]
fn an_inconsistent_operand_stack_returns_undefined() {
    let mut p = codemode_compiler::compile(SOURCE).expect("compiles");
    let g = func(&mut p, "g");
    // g's loop without the store in its body (`s += i`, one `AddToLocal`): one more value
    // on the stack on every pass.
    let at = g
        .code
        .iter()
        .rposition(|op| matches!(op, Op::SetLocal { .. } | Op::AddToLocal { .. }))
        .expect("g stores a local");
    g.code.remove(at);
    for op in g.code.iter_mut() {
        if let Some(t) = op.target() {
            if t as usize > at {
                set_target(op, t - 1);
            }
        }
    }
    assert_eq!(run(p, false), serde_json::json!([null, 10, null]));
}

/// Points a jump or branch at `t`.
fn set_target(op: &mut Op, t: u32) {
    use codemode_vm::opcodes::ShortLabel;
    match op {
        Op::Jump { target }
        | Op::IncLocalJump { target, .. }
        | Op::JumpIfLocalsNotLt { target, .. } => *target = Label(t),
        Op::JumpIfLocalNotLtInt { target, .. }
        | Op::IncJumpIfLtInt { target, .. }
        | Op::IncJumpIfLtProp { target, .. }
        | Op::IncJumpIfLtLocals { target, .. } => *target = ShortLabel(t as u16),
        other => panic!("unexpected jump {other:?}"),
    }
}

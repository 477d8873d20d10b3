//! The load-time check of a function's bytecode: what the dispatch loop's inner tier trusts
//! instead of checking on every instruction (local slots in range, jump targets inside the
//! code, the operand stack never below the frame's locals).

use crate::bytecode::{verify_stack, FunctionProto};

/// Checks the properties the inner tier (`hot.rs`) relies on without a run-time check:
///
/// - every local slot an instruction names is below the function's `n_slots`, so a local's
///   address is inside the frame;
/// - every jump target and handler target is an instruction of the function, and handler
///   ranges are ordered and inside the code;
/// - (the first two for every instruction some path from the entry or a handler reaches: no
///   other instruction can run);
/// - the operand stack has one depth at each instruction on every path and never goes below
///   zero there ([`verify_stack`]), so an instruction's operands are always above the frame's
///   locals.
///
/// The compiler's output always passes (the behaviour and disassembly tests check every
/// compiled function with [`verify_stack`]); `Code::new` replaces a function that does not
/// with one that returns `undefined`.
///
/// Returns the deepest the operand stack gets above the locals (the inner tier keeps that
/// much room above a frame's locals, so it pushes without checking).
///
/// # Errors
///
/// A message naming the first property that does not hold and where.
pub fn check(f: &FunctionProto) -> Result<u32, String> {
    // One walk over the paths checks all three, with one `match` per instruction.
    verify_stack(f)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bytecode::Handler;
    use crate::opcodes::{Label, Op, ShortLabel, Slot};

    fn func(code: Vec<Op>, n_slots: u16) -> FunctionProto {
        FunctionProto {
            code,
            n_slots,
            ..FunctionProto::default()
        }
    }

    #[test]
    fn sound_code_passes() {
        let f = func(
            vec![
                Op::Int { value: 0 },
                Op::SetLocal { slot: Slot(1) },
                Op::JumpIfLocalsNotLt {
                    a: 0,
                    b: 1,
                    target: Label(4),
                },
                Op::IncLocalJump {
                    slot: Slot(1),
                    target: Label(2),
                },
                Op::ReturnLocal { slot: Slot(0) },
            ],
            2,
        );
        assert_eq!(check(&f), Ok(1));
    }

    #[test]
    fn every_kind_of_local_operand_is_checked() {
        let cases = [
            Op::GetLocal { slot: Slot(2) },
            Op::GetLocalElem {
                obj: Slot(0),
                key: Slot(2),
            },
            Op::JumpIfLocalsNotGe {
                a: 0,
                b: 2,
                target: Label(1),
            },
            Op::JumpIfLocalNotLtInt {
                slot: 2,
                value: 1,
                target: ShortLabel(1),
            },
            Op::LocalModInt {
                slot: Slot(2),
                value: 13,
            },
        ];
        for op in cases {
            let f = func(vec![op, Op::Undefined {}, Op::Return {}], 2);
            let e = check(&f).expect_err(op.name());
            assert!(e.contains("names local 2"), "{e}");
        }
        // A byte that is not a slot (an error kind) is not checked as one.
        let f = func(
            vec![Op::ThrowError {
                kind: 9,
                msg: crate::opcodes::ConstIdx(0),
            }],
            0,
        );
        assert_eq!(check(&f), Ok(0));
    }

    #[test]
    fn targets_and_handlers_must_be_inside_the_code() {
        let f = func(vec![Op::Jump { target: Label(1) }], 0);
        assert!(check(&f).unwrap_err().contains("past the end"));
        let short = func(
            vec![
                Op::JumpIfLocalNotLtInt {
                    slot: 0,
                    value: 1,
                    target: ShortLabel(3),
                },
                Op::Undefined {},
                Op::Return {},
            ],
            1,
        );
        assert!(check(&short).unwrap_err().contains("past the end"));
        let mut h = func(vec![Op::Undefined {}, Op::Return {}], 0);
        h.handlers.push(Handler {
            start: 0,
            end: 2,
            target: 2,
            depth: 0,
            nesting: 0,
        });
        assert!(check(&h).unwrap_err().contains("outside the code"));
    }

    #[test]
    fn a_handler_depth_past_the_representable_fails_instead_of_looping() {
        // A handler whose code jumps to itself: with a depth that wrapped negative, the walk
        // would never see the instruction as visited.
        for depth in [u32::MAX, i32::MAX as u32, 1 << 31] {
            let mut f = func(
                vec![
                    Op::Undefined {},
                    Op::Return {},
                    Op::Jump { target: Label(2) },
                ],
                0,
            );
            f.handlers.push(Handler {
                start: 0,
                end: 2,
                target: 2,
                depth,
                nesting: 0,
            });
            assert!(
                check(&f).unwrap_err().contains("impossible depth"),
                "{depth}"
            );
        }
    }

    /// Only what can run is checked: past a `Return` no path arrives, so a bad local there is
    /// never read; the same instruction where a jump lands fails.
    #[test]
    fn instructions_no_path_reaches_are_not_checked() {
        let bad = Op::GetLocal { slot: Slot(5) };
        let unreachable = func(vec![Op::Undefined {}, Op::Return {}, bad, Op::Return {}], 0);
        assert_eq!(check(&unreachable), Ok(1));
        let reached = func(
            vec![
                Op::Jump { target: Label(2) },
                Op::Return {},
                bad,
                Op::Return {},
            ],
            0,
        );
        assert!(check(&reached).unwrap_err().contains("names local 5"));
    }

    #[test]
    fn an_operand_stack_that_underflows_fails() {
        let f = func(vec![Op::Add {}, Op::Return {}], 0);
        assert!(check(&f).unwrap_err().contains("underflow"));
    }
}

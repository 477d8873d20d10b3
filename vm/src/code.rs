//! The code an execution runs (the prelude and the user program) behind one function index, and
//! the load-time checks that let the dispatch loop fetch instructions, jump and use locals and
//! operands without bounds checks.

use crate::bytecode::{FunctionProto, Program};
use crate::opcodes::Op;
use std::ptr::NonNull;
use std::sync::Arc;

/// All the code an execution can run: the prelude and the user program.
///
/// Built only by [`Code::new`], which guarantees that every function's code ends in an
/// instruction that never falls through (a return, a throw, an unconditional jump). Stepping
/// from any instruction that does fall through therefore stays inside the code, which is what
/// the dispatch loop relies on (it checks `pc` only where control moves). Every function also
/// passes [`crate::verify::check`]: its locals are in range, its jumps land inside its code and
/// its operand stack never reaches down into its locals, which the inner tier relies on.
pub struct Code {
    /// Loaded programs (0 = prelude, 1 = user program).
    programs: [Arc<Program>; 2],
    /// Global function index -> the function and its program: one bounds check and one load
    /// on every call and return, where going through `programs` took three of each.
    table: Vec<FnSlot>,
    /// First global function index of each program.
    pub(crate) bases: [u32; 2],
}

thread_local! {
    /// The prelude's part of the last function table a `Code` dropped on this thread, with the
    /// prelude it was built from. Every fresh program loads the same prelude, and building its
    /// hundred-odd entries (and allocating a table of about 4 KB, past the allocator's
    /// per-thread cache) was a visible part of a small program's execution.
    static SPARE_TABLE: std::cell::RefCell<Option<(Arc<Program>, Vec<FnSlot>)>> =
        const { std::cell::RefCell::new(None) };
}

/// The table for `prelude` followed by `program`: the spare one when it was built for this
/// prelude (the same `Arc`), else a new one.
fn build_table(prelude: &Arc<Program>, program: &Program) -> Vec<FnSlot> {
    let spare = SPARE_TABLE
        .try_with(|s| s.borrow_mut().take())
        .ok()
        .flatten()
        .filter(|(p, t)| Arc::ptr_eq(p, prelude) && t.len() == prelude.functions.len());
    let mut table = match spare {
        // The entries point into `prelude`'s functions, which the spare's `Arc` (the same
        // allocation as `prelude`) kept alive and unchanged.
        Some((_, t)) => t,
        None => {
            let mut t = Vec::with_capacity(prelude.functions.len() + program.functions.len());
            t.extend(prelude.functions.iter().map(|f| FnSlot::new(f, 0)));
            t
        }
    };
    table.extend(program.functions.iter().map(|f| FnSlot::new(f, 1)));
    table
}

impl Drop for Code {
    fn drop(&mut self) {
        let mut table = std::mem::take(&mut self.table);
        table.truncate(self.bases[1] as usize);
        let prelude = self.programs[0].clone();
        // At thread exit the slot may be gone; the table is then simply dropped.
        let _ = SPARE_TABLE.try_with(|s| {
            if let Ok(mut s) = s.try_borrow_mut() {
                *s = Some((prelude, table));
            }
        });
    }
}

/// One entry of [`Code`]'s function table: where the function is, and what a call needs to
/// enter it, read from one place (a call used to load the prototype and test four of its
/// fields before it knew whether the plain path applied).
#[derive(Clone, Copy)]
pub(crate) struct FnSlot {
    /// Points into one of `Code::programs`.
    proto: NonNull<FunctionProto>,
    /// The function's instructions (the prototype's `code`, which never changes).
    ops: NonNull<[Op]>,
    /// Which program.
    pub(crate) prog: u32,
    /// Declared parameters (the prototype's `n_params`).
    pub(crate) n_params: u16,
    /// Local slots (the prototype's `n_slots`).
    pub(crate) n_slots: u16,
    /// Local slots plus the deepest the operand stack gets above them (the prototype's
    /// `max_stack`, which `Code::new` made at least what `verify::check` found): the inner
    /// tier keeps this much stack above a frame's base.
    pub(crate) room: u32,
    /// How a call may enter the function without the generic path.
    pub(crate) plain: PlainEntry,
}

/// Whether a call may enter a function on the plain path ([`crate::Vm::try_enter_plain`]),
/// and where its `this` comes from there.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum PlainEntry {
    /// Not on the plain path: async (a coroutine and a promise), a rest parameter or
    /// `arguments` (an array built from the arguments).
    No,
    /// A normal function or method: `this` is the receiver the caller pushed.
    Receiver,
    /// An arrow function: `this` is the one it closed over.
    Bound,
}

impl FnSlot {
    fn new(f: &FunctionProto, prog: u32) -> FnSlot {
        use crate::bytecode::FnKind;
        let plain = match f.kind {
            _ if f.has_rest || f.uses_arguments => PlainEntry::No,
            FnKind::Normal | FnKind::Method => PlainEntry::Receiver,
            FnKind::Arrow => PlainEntry::Bound,
            FnKind::Async | FnKind::AsyncArrow | FnKind::AsyncMethod => PlainEntry::No,
        };
        FnSlot {
            proto: NonNull::from(f),
            ops: NonNull::from(f.code.as_slice()),
            prog,
            n_params: f.n_params,
            n_slots: f.n_slots,
            room: u32::from(f.n_slots) + f.max_stack,
            plain,
        }
    }

    /// The function's instructions.
    #[inline(always)]
    pub(crate) fn ops(&self) -> &[Op] {
        // SAFETY: `ops` is the prototype's `code`, which lives, unchanged, as long as the
        // `Code` holding this slot (see `FnSlot`'s `Send` note).
        unsafe { self.ops.as_ref() }
    }
}

// SAFETY: a `FnSlot` points at a `FunctionProto` (and its code) inside an `Arc<Program>` of
// the same `Code`, which holds that `Arc` for its whole life and never changes the program
// (its fields are private to this module and set only by `Code::new`); the pointers are only
// read, as shared references, so sharing or sending a `Code` is as safe as sharing or sending
// its programs.
unsafe impl Send for Code {}
// SAFETY: as for `Send`.
unsafe impl Sync for Code {}

impl Code {
    /// Loads `prelude` (program 0) and `program` (program 1). A function whose code could run
    /// off its end (bytecode the compiler never emits: empty, or ending in an instruction
    /// that falls through) gets `undefined; return` appended on a private copy of its program,
    /// so it returns `undefined` there as a JavaScript function that falls off its end does.
    /// `prelude_checked` skips the prelude's scan when it came from an earlier `Code`.
    pub fn new(prelude: Arc<Program>, program: Arc<Program>, prelude_checked: bool) -> Code {
        let prelude = if prelude_checked {
            prelude
        } else {
            sound(prelude)
        };
        let program = sound(program);
        let table = build_table(&prelude, &program);
        let bases = [0, prelude.functions.len() as u32];
        Code {
            programs: [prelude, program],
            table,
            bases,
        }
    }

    /// The function for a global index.
    #[inline(always)]
    pub fn func(&self, f: u32) -> &FunctionProto {
        // SAFETY: the pointer is into `self.programs`, alive and unchanged while `self` is
        // (see `FnSlot`).
        unsafe { self.table[f as usize].proto.as_ref() }
    }

    /// The table entry for a global function index: its code and what entering it needs.
    #[inline(always)]
    pub(crate) fn slot(&self, f: u32) -> &FnSlot {
        &self.table[f as usize]
    }

    /// The program (0 = prelude, 1 = user program) a global function index belongs to.
    #[inline(always)]
    pub fn prog_of(&self, f: u32) -> usize {
        self.slot(f).prog as usize
    }

    /// The loaded programs (0 = prelude, 1 = user program), as checked by [`Code::new`].
    pub fn programs(&self) -> &[Arc<Program>] {
        &self.programs
    }

    /// The first global function index of each program.
    pub fn bases(&self) -> &[u32] {
        &self.bases
    }
}

/// Whether `code` ends in an instruction after which control cannot go on to a next one.
fn ends_well(code: &[Op]) -> bool {
    code.last().is_some_and(|op| {
        use crate::opcodes::opflags::{JUMP, TERMINATES};
        op.flags() & (JUMP | TERMINATES) != 0
    })
}

/// Whether `f` can be loaded as it is: it ends well, passes [`crate::verify::check`], and
/// its `max_stack` is at least the depth that check found.
fn loadable(f: &FunctionProto) -> bool {
    ends_well(&f.code) && crate::verify::check(f).is_ok_and(|d| d <= f.max_stack)
}

/// `p` itself when every function is loadable, else a copy where each other function is
/// mended: its code completed with `undefined; return` when it could run off its end, its
/// `max_stack` raised to the depth the check found, or, when it would break what the inner
/// tier trusts (a local out of range, a jump out of the code, an inconsistent operand stack),
/// its code replaced by `undefined; return`, so the function returns `undefined`.
fn sound(p: Arc<Program>) -> Arc<Program> {
    if p.functions.iter().all(loadable) {
        return p;
    }
    let mut copy = (*p).clone();
    for f in copy.functions.iter_mut().filter(|f| !loadable(f)) {
        if !ends_well(&f.code) {
            f.code.push(Op::Undefined {});
            f.code.push(Op::Return {});
        }
        match crate::verify::check(f) {
            Ok(depth) => f.max_stack = f.max_stack.max(depth),
            Err(_) => {
                f.code = vec![Op::Undefined {}, Op::Return {}];
                f.handlers.clear();
                f.lines.clear();
                f.call_names.clear();
                f.max_stack = 1;
            }
        }
    }
    Arc::new(copy)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::opcodes::Slot;

    fn func(code: Vec<Op>) -> FunctionProto {
        FunctionProto {
            name: "f".into(),
            code,
            ..FunctionProto::default()
        }
    }

    #[test]
    fn functions_that_could_run_off_their_end_are_completed() {
        let good = vec![Op::Int { value: 1 }, Op::Return {}];
        let p = Arc::new(Program {
            functions: vec![
                func(good.clone()),
                func(vec![]),
                func(vec![Op::Int { value: 1 }]),
            ],
            ..Program::default()
        });
        let c = Code::new(Arc::new(Program::default()), p.clone(), false);
        assert!(!Arc::ptr_eq(&c.programs[1], &p), "patched on a copy");
        assert_eq!(c.func(0).code, good);
        assert_eq!(c.func(1).code, vec![Op::Undefined {}, Op::Return {}]);
        assert_eq!(
            c.func(2).code,
            vec![Op::Int { value: 1 }, Op::Undefined {}, Op::Return {}]
        );
        assert_eq!(c.bases(), &[0, 0]);
    }

    #[test]
    fn sound_programs_are_shared_not_copied() {
        let mut f = func(vec![Op::Undefined {}, Op::Return {}]);
        f.max_stack = 1;
        let p = Arc::new(Program {
            functions: vec![f],
            ..Program::default()
        });
        let c = Code::new(p.clone(), p.clone(), false);
        assert!(Arc::ptr_eq(&c.programs[0], &p) && Arc::ptr_eq(&c.programs[1], &p));
        assert_eq!(c.bases(), &[0, 1]);
    }

    #[test]
    fn a_max_stack_below_the_verified_depth_is_raised_and_bad_code_replaced() {
        let shallow = func(vec![
            Op::Int { value: 1 },
            Op::Int { value: 2 },
            Op::Add {},
            Op::Return {},
        ]);
        let bad = func(vec![Op::GetLocal { slot: Slot(3) }, Op::Return {}]);
        let p = Arc::new(Program {
            functions: vec![shallow.clone(), bad],
            ..Program::default()
        });
        let c = Code::new(Arc::new(Program::default()), p, false);
        assert_eq!(c.func(0).code, shallow.code);
        assert_eq!(c.func(0).max_stack, 2);
        assert_eq!(c.slot(0).room, 2);
        assert_eq!(c.func(1).code, vec![Op::Undefined {}, Op::Return {}]);
    }

    /// A `Code` built after another with the same prelude was dropped reuses that one's
    /// prelude entries (the spare table); every entry must still be the function it names, in
    /// its program, and a different prelude must not get them.
    #[test]
    fn the_spare_prelude_table_names_the_right_functions() {
        let mut one = func(vec![Op::Int { value: 1 }, Op::Return {}]);
        one.max_stack = 1;
        let mut two = func(vec![Op::Int { value: 2 }, Op::Return {}]);
        two.max_stack = 1;
        let prelude = Arc::new(Program {
            functions: vec![one.clone(), two.clone()],
            ..Program::default()
        });
        let program = |f: &FunctionProto| {
            Arc::new(Program {
                functions: vec![f.clone()],
                ..Program::default()
            })
        };
        let check = |c: &Code, prelude: &Arc<Program>, last: &FunctionProto| {
            assert_eq!(c.bases(), &[0, prelude.functions.len() as u32]);
            for (i, f) in prelude.functions.iter().enumerate() {
                assert!(std::ptr::eq(c.func(i as u32), f));
                assert_eq!(c.prog_of(i as u32), 0);
                assert_eq!(c.slot(i as u32).ops(), f.code.as_slice());
            }
            let n = prelude.functions.len() as u32;
            assert!(std::ptr::eq(c.func(n), &c.programs()[1].functions[0]));
            assert_eq!(c.func(n).code, last.code);
            assert_eq!(c.prog_of(n), 1);
        };
        let first = Code::new(prelude.clone(), program(&two), false);
        check(&first, &prelude, &two);
        drop(first);
        let second = Code::new(prelude.clone(), program(&one), true);
        check(&second, &prelude, &one);
        drop(second);
        // Another prelude, with one function fewer, while the spare holds the first one's.
        let other = Arc::new(Program {
            functions: vec![two.clone()],
            ..Program::default()
        });
        let third = Code::new(other.clone(), program(&one), false);
        check(&third, &other, &one);
    }
}

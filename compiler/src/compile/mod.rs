//! Code generation state: functions under construction, scopes and slots, name resolution,
//! constants, jumps and patches, and function compilation. Statements and expressions live in
//! their own files.

mod expr;
mod own_names;
mod pattern;
mod peephole;
mod push;
mod scratch;
mod stmt;

pub(crate) use scratch::Scratch;

use crate::analysis::{analyse, analyse_program, Captures};
use crate::front::{CompileError, CompileErrorKind};
use boa_ast::function::{FormalParameterList, FunctionBody};
use boa_ast::{Position, Statement, StatementListItem};
use boa_interner::{Interner, Sym};
use codemode_vm::atoms::{Atom, AtomTable, ProgramAtoms};
use codemode_vm::bytecode::{CaptureSrc, Constant, FnKind, FunctionProto, Handler, Program};
use codemode_vm::opcodes::{ConstIdx, FuncIdx, Label, Op, Slot};
use std::borrow::Cow;
use std::collections::hash_map::Entry;
// ahash, not std's SipHash: the compiler hashes every name and constant a program uses, and
// ahash's keys are random per process, so crafted names cannot force collisions either.
type HashMap<K, V> = std::collections::HashMap<K, V, ahash::RandomState>;

type CResult<T> = Result<T, CompileError>;

/// A name a binding can have: a source identifier or the function's `this`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Name {
    Sym(Sym),
    This,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum BindKind {
    Var,
    Let,
    Const,
}

#[derive(Clone, Copy, Debug)]
struct Binding {
    name: Name,
    slot: u16,
    kind: BindKind,
    captured: bool,
    /// A `let`/`const` whose declaration this function has already run at every point
    /// compiled from here on, so its own reads and writes skip the dead-zone check (closures
    /// still check: they may run before it).
    initialized: bool,
}

#[derive(Default)]
struct Scope {
    /// Kept inline for the usual few names a scope binds (a scope is made per block and loop).
    bindings: smallvec::SmallVec<[Binding; 4]>,
    /// Slot counter to restore on exit.
    saved_next: u16,
    /// A switch's case scope: a jump to a later case skips the declarations before it, so no
    /// binding here counts as initialised.
    switch: bool,
}

/// A pending jump to patch.
#[derive(Clone, Copy)]
struct Patch(usize);

/// Control-flow context for break/continue/return across finally blocks.
enum Control<'a> {
    Loop {
        labels: Vec<Sym>,
        breaks: Vec<Patch>,
        continues: Vec<Patch>,
        depth: i32,
    },
    Block {
        labels: Vec<Sym>,
        breaks: Vec<Patch>,
        depth: i32,
    },
    Switch {
        breaks: Vec<Patch>,
        depth: i32,
    },
    Finally {
        block: &'a boa_ast::statement::Block,
        open: Vec<usize>,
    },
    /// A try region whose handler (catch) must not cover code that jumps out of it.
    Try {
        open: Vec<usize>,
    },
}

/// Where a name lives.
#[derive(Clone, Copy, Debug)]
enum Loc {
    Local {
        slot: u16,
        kind: BindKind,
        captured: bool,
        initialized: bool,
    },
    Capture {
        idx: u16,
        kind: BindKind,
    },
    Global,
}

struct FuncState<'a> {
    proto: FunctionProto,
    scopes: Vec<Scope>,
    next_slot: u16,
    captures: Captures,
    capture_names: Vec<Name>,
    capture_kinds: Vec<BindKind>,
    control: Vec<Control<'a>>,
    depth: i32,
    max_depth: i32,
    /// Open try regions: (start pc, handler index placeholder) per nesting level.
    nesting: u32,
    completion: Option<u16>,
    pending_pos: Option<Position>,
    /// Handler region starts keyed by an id (for try regions split around jumps).
    regions: Vec<RegionInfo>,
    /// A name that, unless this function binds it itself, holds this very function wherever
    /// the function can run (see [`Compiler::pending_self_ref`]): reading it is `Callee`.
    self_ref: Option<Sym>,
    /// The counters of the loops being compiled that start as a number and step by a number
    /// ([`Compiler::numeric_counter`]), innermost last.
    numeric: smallvec::SmallVec<[push::Counter<'a>; 2]>,
}

#[derive(Clone, Copy)]
struct RegionInfo {
    start: u32,
    target: u32,
    depth: u32,
    nesting: u32,
    /// Index into `proto.handlers` of the final entry (patched when the handler is placed).
    open: bool,
}

/// The code generator.
pub struct Compiler<'a> {
    interner: &'a Interner,
    funcs: Vec<FuncState<'a>>,
    done: Vec<Option<FunctionProto>>,
    consts: Vec<Constant>,
    /// The lookup tables (constant indexes, own names, symbol memo, reassigned names), lent
    /// by the thread for this compile. Borrowed, not taken: taking them would leave a new
    /// `Scratch` behind, whose six tables each seed a hasher (about 600 machine instructions).
    tables: &'a mut Scratch,
    prelude: bool,
    recursion: u32,
    /// The own name of the function expression about to be compiled (bound inside its body).
    self_name: Option<Sym>,
    /// For the function about to be compiled: the name of the binding its declaration
    /// initialises (a function declaration, or a `let`/`const` whose initialiser is the
    /// function itself) when nothing else ever writes that binding. The function reads that
    /// name as its callee (`Callee`, one step) instead of through a captured cell: the binding
    /// holds the function before the function can first run, and forever after.
    pending_self_ref: Option<Sym>,
}

const MAX_RECURSION: u32 = 3000;

/// What `scratch` remembers of symbol `s`: its static atom, or `None` when it is remembered as
/// one of the programs' own names. Panics when it remembers nothing of `s` (a test's check).
#[cfg(test)]
pub(crate) fn static_sym(scratch: &Scratch, s: Sym) -> Option<Atom> {
    let a = *scratch
        .static_syms
        .get(&s)
        .expect("the symbol is remembered");
    (a != scratch::NOT_STATIC).then_some(Atom(a))
}

/// Most instructions the program's own body reserves room for from its source's length (1 KB of
/// instructions; `compile_function`).
const TOP_CODE_ROOM: usize = 1024 / std::mem::size_of::<Op>();

/// Compiles a parsed function body as the program's top level, with the lookup tables of
/// `scratch` (empty on entry, emptied again on return, whatever the outcome). `analyse` is
/// whether the program may need its capture analysis: `false` only for a program in which the
/// parser made no function of any kind and read no name `arguments`, whose analysis finds
/// nothing (no captured names, no arrow using `this`, no `arguments`; the reassigned names
/// it also collects matter only to functions).
pub(crate) fn compile_body(
    body: &FunctionBody,
    interner: &Interner,
    prelude: bool,
    analyse: bool,
    scratch: &mut Scratch,
) -> CResult<Program> {
    let tables = scratch;
    let captures = if analyse {
        // `arguments` is one of the interner's static symbols.
        analyse_program(
            body,
            Some(Sym::ARGUMENTS),
            &mut tables.reassigned,
            &mut tables.functions,
        )
    } else {
        Captures::default()
    };
    let mut c = Compiler {
        interner,
        // Room for the program's function and one nested level: a vector grown from empty
        // takes room for four, over a kilobyte of function states, which glibc's allocator
        // serves from its slow path (consolidating its free lists first).
        funcs: Vec::with_capacity(2),
        done: vec![None],
        // Room for a small program's constants: grown from empty, the pool was reallocated
        // (four to eight) in most programs, which glibc serves from its slow path.
        consts: Vec::with_capacity(8),
        tables,
        prelude,
        recursion: 0,
        self_name: None,
        pending_self_ref: None,
    };
    let kind = if prelude {
        FnKind::Normal
    } else {
        FnKind::Async
    };
    let r = c.compile_function(0, "", kind, None, body, Some(captures));
    // The tables are emptied before the result is looked at, so an error empties them too.
    let names = ProgramAtoms::new(c.tables.names.iter());
    // Copied out at its length (one allocation); the buffer's room stays with the tables.
    let strings = Box::from(&c.tables.strings[..]);
    c.tables.reset();
    c.done[0] = Some(r?);
    let functions: Vec<FunctionProto> = c
        .done
        .into_iter()
        .map(|f| f.unwrap_or_else(empty_proto))
        .collect();
    Ok(Program {
        functions,
        consts: c.consts,
        strings,
        names,
    })
}

fn empty_proto() -> FunctionProto {
    FunctionProto {
        code: vec![Op::Undefined {}, Op::Return {}],
        max_stack: 1,
        ..FunctionProto::default()
    }
}

impl<'a> Compiler<'a> {
    fn f(&mut self) -> &mut FuncState<'a> {
        self.funcs.last_mut().expect("a function is being compiled")
    }

    fn sym_str(&self, s: Sym) -> String {
        self.sym_text(s).into_owned()
    }

    /// The text of `s`, borrowed from the interner unless it holds a lone surrogate (then
    /// converted lossily, as `Display` would).
    fn sym_text(&self, s: Sym) -> Cow<'a, str> {
        let r = self.interner.resolve_expect(s);
        match r.utf8() {
            Some(t) => Cow::Borrowed(t),
            None => Cow::Owned(String::from_utf16_lossy(r.utf16())),
        }
    }

    /// Whether `name` is `undefined` (compared by text where it is read as a global, rather than
    /// looked up in the interner once per compile: most programs read few globals).
    fn is_undefined(&self, name: Name) -> bool {
        matches!(name, Name::Sym(s) if self.interner.resolve_expect(s).utf8() == Some("undefined"))
    }

    /// A symbol's UTF-16 text, borrowed from the interner (a string constant is copied once,
    /// into the constant pool, and not at all when the pool has it already).
    fn sym_units(&self, s: Sym) -> &'a [u16] {
        self.interner.resolve_expect(s).utf16()
    }

    fn unsupported(&self, what: &str, instead: &str, pos: Option<Position>) -> CompileError {
        CompileError {
            kind: CompileErrorKind::UnsupportedSyntax,
            message: format!("{what} is not supported in codemode"),
            suggestion: Some(instead.to_string()),
            line: pos.map(|p| p.line_number()),
            column: pos.map(|p| p.column_number()),
        }
    }

    /// Counts one level of compiler recursion; `pos` (computed only on failure) locates the
    /// error when the program nests too deeply.
    fn enter_recursion(&mut self, pos: impl FnOnce() -> Option<Position>) -> CResult<()> {
        self.recursion += 1;
        if self.recursion > MAX_RECURSION {
            let pos = pos();
            return Err(CompileError {
                kind: CompileErrorKind::ParseError,
                message: "the program is nested too deeply to compile".into(),
                suggestion: Some("split the expression into several statements".into()),
                line: pos.map(|p| p.line_number()),
                column: pos.map(|p| p.column_number()),
            });
        }
        Ok(())
    }

    // ---- constants and atoms ----

    fn const_str(&mut self, units: &[u16]) -> ConstIdx {
        let start = self.tables.strings.len();
        self.tables.strings.extend_from_slice(units);
        self.const_str_from(start)
    }

    fn const_rust_str(&mut self, s: &str) -> ConstIdx {
        let start = self.tables.strings.len();
        put_units(&mut self.tables.strings, s);
        self.const_str_from(start)
    }

    /// The constant for the string just appended to the program's string buffer at `start`:
    /// an equal one made before (the new copy is taken off again), or a new constant.
    fn const_str_from(&mut self, start: usize) -> ConstIdx {
        let strings = &mut self.tables.strings;
        let units = &strings[start..];
        let hash = self.tables.const_index.hasher().hash_one(units);
        let i = self.consts.len() as u32;
        match self.tables.const_index.entry(hash) {
            Entry::Occupied(e) => {
                let j = *e.get();
                let same = match self.consts.get(j as usize) {
                    Some(&Constant::Str { start: s, end }) => {
                        strings.get(s as usize..end as usize) == Some(units)
                    }
                    _ => false,
                };
                if same {
                    strings.truncate(start);
                    return ConstIdx(j);
                }
                // Another string with the same hash (not seen in practice): this one becomes a
                // constant of its own, unindexed; sharing constants only saves space.
            }
            Entry::Vacant(e) => {
                e.insert(i);
            }
        }
        // A program's strings total far below 4 GiB of units (the source is bounded).
        let at = |n: usize| u32::try_from(n).unwrap_or(u32::MAX);
        self.consts.push(Constant::Str {
            start: at(start),
            end: at(strings.len()),
        });
        ConstIdx(i)
    }

    fn const_num(&mut self, n: f64) -> ConstIdx {
        if let Some(&i) = self.tables.num_index.get(&n.to_bits()) {
            return ConstIdx(i);
        }
        let i = self.consts.len() as u32;
        self.consts.push(Constant::Number(n));
        self.tables.num_index.insert(n.to_bits(), i);
        ConstIdx(i)
    }

    fn atom(&mut self, name: &str) -> CResult<Atom> {
        if let Some(a) = AtomTable::lookup_static(name) {
            return Ok(a);
        }
        self.own_atom(name)
    }

    /// The atom of `name`, which is not a static atom: one of the program's own names.
    fn own_atom(&mut self, name: &str) -> CResult<Atom> {
        // The prelude may only use static names (it is compiled once per process, and its
        // atoms must mean the same in every program joined to it).
        if let Some(i) = self.tables.names.position(name, !self.prelude) {
            return Ok(Atom(AtomTable::static_len() + i));
        }
        Err(CompileError {
            kind: CompileErrorKind::ParseError,
            message: format!(
                "prelude uses non-static property name {name:?}; add it to PRELUDE_NAMES"
            ),
            suggestion: None,
            line: None,
            column: None,
        })
    }

    /// The atom for a name or property key. Whether the symbol is a static atom is memoised
    /// across compiles (`Scratch::static_syms`); the program's own names per compile, since
    /// their atoms are numbered by the order this program meets them.
    fn sym_atom(&mut self, s: Sym) -> CResult<Atom> {
        let text = match self.tables.static_syms.get(&s) {
            Some(&a) if a != scratch::NOT_STATIC => return Ok(Atom(a)),
            // One of the program's own names: memoised for this compile once met.
            Some(_) => {
                if let Some(&a) = self.tables.sym_atoms.get(&s) {
                    return Ok(a);
                }
                self.sym_text(s)
            }
            // First met by any compile with this interner (so not yet in this one's memo).
            None => {
                let text = self.sym_text(s);
                let found = AtomTable::lookup_static(&text);
                self.tables
                    .static_syms
                    .insert(s, found.map_or(scratch::NOT_STATIC, |a| a.0));
                if let Some(a) = found {
                    return Ok(a);
                }
                text
            }
        };
        let a = self.own_atom(&text)?;
        self.tables.sym_atoms.insert(s, a);
        Ok(a)
    }

    // ---- emission ----

    fn mark(&mut self, pos: Position) {
        self.f().pending_pos = Some(pos);
    }

    fn pc(&mut self) -> usize {
        self.f().proto.code.len()
    }

    fn emit(&mut self, op: Op) -> usize {
        let f = self.f();
        if let Some(p) = f.pending_pos.take() {
            let pc = f.proto.code.len() as u32;
            let entry = (pc, p.line_number(), p.column_number());
            match f.proto.lines.last_mut() {
                Some(last) if last.0 == pc => *last = entry,
                _ => f.proto.lines.push(entry),
            }
        }
        let (pops, pushes) = op.stack_effect();
        f.depth += pushes - pops;
        f.max_depth = f.max_depth.max(f.depth);
        f.proto.code.push(op);
        f.proto.code.len() - 1
    }

    fn emit_jump(&mut self, op: Op) -> Patch {
        Patch(self.emit(op))
    }

    fn patch_to(&mut self, p: Patch, target: usize) {
        let t = Label(target as u32);
        let op = &mut self.f().proto.code[p.0];
        *op = match *op {
            Op::Jump { .. } => Op::Jump { target: t },
            Op::JumpIfFalse { .. } => Op::JumpIfFalse { target: t },
            Op::JumpIfTrue { .. } => Op::JumpIfTrue { target: t },
            Op::JumpIfNullish { .. } => Op::JumpIfNullish { target: t },
            Op::JumpIfNotNullish { .. } => Op::JumpIfNotNullish { target: t },
            Op::JumpIfNotUndefined { .. } => Op::JumpIfNotUndefined { target: t },
            other => other,
        };
    }

    fn patch(&mut self, p: Patch) {
        let here = self.pc();
        self.patch_to(p, here);
    }

    fn jump_to(&mut self, target: usize) {
        self.emit(Op::Jump {
            target: Label(target as u32),
        });
    }

    fn set_depth(&mut self, d: i32) {
        self.f().depth = d;
    }

    fn depth(&mut self) -> i32 {
        self.f().depth
    }

    // ---- scopes ----

    fn push_scope(&mut self) {
        let f = self.f();
        let saved = f.next_slot;
        f.scopes.push(Scope {
            bindings: smallvec::SmallVec::new(),
            saved_next: saved,
            switch: false,
        });
    }

    fn pop_scope(&mut self) {
        let f = self.f();
        if let Some(s) = f.scopes.pop() {
            f.next_slot = s.saved_next;
        }
    }

    fn alloc_slot(&mut self) -> CResult<u16> {
        let f = self.f();
        let s = f.next_slot;
        if s == u16::MAX {
            return Err(CompileError {
                kind: CompileErrorKind::ParseError,
                message: "too many local variables in one function".into(),
                suggestion: Some("split the function".into()),
                line: None,
                column: None,
            });
        }
        f.next_slot += 1;
        f.proto.n_slots = f.proto.n_slots.max(f.next_slot);
        Ok(s)
    }

    /// Declares a binding in the innermost scope (or returns the existing one for `var`).
    fn declare(&mut self, name: Name, kind: BindKind) -> CResult<Binding> {
        let captured = match name {
            Name::Sym(s) => self.f().captures.names.contains(&s),
            Name::This => self.f().captures.this,
        };
        if let Some(b) = self
            .f()
            .scopes
            .last()
            .and_then(|s| s.bindings.iter().find(|b| b.name == name))
            .copied()
        {
            return Ok(b);
        }
        let slot = self.alloc_slot()?;
        let b = Binding {
            name,
            slot,
            kind,
            captured,
            initialized: false,
        };
        if let Some(s) = self.f().scopes.last_mut() {
            s.bindings.push(b);
        }
        Ok(b)
    }

    /// Emits scope-entry initialisation for a let/const binding (dead zone, fresh cell).
    fn init_lexical(&mut self, b: Binding) {
        if b.captured {
            self.emit(Op::NewCell { slot: Slot(b.slot) });
        } else {
            self.emit(Op::InitEmpty { slot: Slot(b.slot) });
        }
    }

    /// Records that the innermost binding of `name` in this function has run its declaration
    /// (unless it lives in a switch's case scope, where a jump can skip the declaration).
    fn mark_initialized(&mut self, name: Name) {
        for s in self.f().scopes.iter_mut().rev() {
            if let Some(b) = s.bindings.iter_mut().rev().find(|b| b.name == name) {
                b.initialized = !s.switch;
                return;
            }
        }
    }

    fn resolve(&mut self, name: Name) -> Loc {
        let n = self.funcs.len();
        self.resolve_in(n - 1, name)
    }

    fn resolve_in(&mut self, fi: usize, name: Name) -> Loc {
        for s in self.funcs[fi].scopes.iter().rev() {
            if let Some(b) = s.bindings.iter().rev().find(|b| b.name == name) {
                return Loc::Local {
                    slot: b.slot,
                    kind: b.kind,
                    captured: b.captured,
                    initialized: b.initialized,
                };
            }
        }
        if let Some(i) = self.funcs[fi].capture_names.iter().position(|x| *x == name) {
            return Loc::Capture {
                idx: i as u16,
                kind: self.funcs[fi].capture_kinds[i],
            };
        }
        if fi == 0 {
            return Loc::Global;
        }
        let (src, kind) = match self.resolve_in(fi - 1, name) {
            Loc::Local { slot, kind, .. } => (CaptureSrc::Local(slot), kind),
            Loc::Capture { idx, kind } => (CaptureSrc::Capture(idx), kind),
            Loc::Global => return Loc::Global,
        };
        let f = &mut self.funcs[fi];
        f.capture_names.push(name);
        f.capture_kinds.push(kind);
        f.proto.captures.push(src);
        Loc::Capture {
            idx: (f.capture_names.len() - 1) as u16,
            kind,
        }
    }

    /// Emits a load of a name.
    fn load_name(&mut self, name: Name) -> CResult<()> {
        if let Name::Sym(s) = name {
            if self.prelude {
                let text = self.sym_text(s);
                if text.starts_with("$$") {
                    let a = self.atom(&text)?;
                    self.emit(Op::LoadIntrinsic { name: a });
                    return Ok(());
                }
            }
        }
        if self.is_self_ref(name) {
            self.emit(Op::Callee {});
            return Ok(());
        }
        // As in `store_name`, only the instructions that carry the name look its atom up.
        let op = match self.resolve(name) {
            Loc::Local {
                slot,
                kind,
                captured,
                initialized,
            } => {
                let checked = kind != BindKind::Var && !initialized;
                let slot = Slot(slot);
                match (captured, checked) {
                    (false, false) => Op::GetLocal { slot },
                    (false, true) => Op::GetLocalChecked {
                        slot,
                        name: self.name_atom(name)?,
                    },
                    (true, false) => Op::GetCell { slot },
                    (true, true) => Op::GetCellChecked {
                        slot,
                        name: self.name_atom(name)?,
                    },
                }
            }
            Loc::Capture { idx, kind } => {
                if kind != BindKind::Var {
                    Op::GetCaptureChecked {
                        idx,
                        name: self.name_atom(name)?,
                    }
                } else {
                    Op::GetCapture { idx }
                }
            }
            Loc::Global if name == Name::This => Op::Undefined {},
            // A read of the global `undefined` is the constant. (Only an undeclared name
            // resolves to a global, so it cannot be the function's own binding either.)
            Loc::Global if self.is_undefined(name) => Op::Undefined {},
            Loc::Global => Op::GetGlobal {
                name: self.name_atom(name)?,
            },
        };
        self.emit(op);
        Ok(())
    }

    /// Whether `name`, read here, is the current function's own binding in the scope around it
    /// (see [`Compiler::pending_self_ref`]): not bound by the function itself (a parameter, a
    /// local, a nested declaration) and so resolved outside it.
    fn is_self_ref(&self, name: Name) -> bool {
        let (Name::Sym(s), Some(f)) = (name, self.funcs.last()) else {
            return false;
        };
        f.self_ref == Some(s)
            && !f
                .scopes
                .iter()
                .any(|sc| sc.bindings.iter().any(|b| b.name == name))
    }

    /// Marks the function compiled next as read through `name` (see
    /// [`Compiler::pending_self_ref`]), unless the program may write `name` after its
    /// declaration (`always`: a `const`, which nothing can write).
    fn expect_self_ref(&mut self, name: Sym, always: bool) {
        if always || !self.tables.reassigned.contains(&name) {
            self.pending_self_ref = Some(name);
        }
    }

    fn name_atom(&mut self, name: Name) -> CResult<Atom> {
        match name {
            Name::Sym(s) => {
                if self.prelude {
                    // Prelude globals are static atoms; locals need none.
                    return Ok(AtomTable::lookup_static(&self.sym_text(s))
                        .unwrap_or(codemode_vm::atoms::names::empty));
                }
                self.sym_atom(s)
            }
            Name::This => Ok(codemode_vm::atoms::names::empty),
        }
    }

    /// Emits a store of the top of stack into a name (pops it). `init` = declaration
    /// initialisation (no dead-zone or const checks).
    fn store_name(&mut self, name: Name, init: bool) -> CResult<()> {
        // The name's atom is looked up only by the instructions that carry it: a plain local
        // store, the common case, needs none.
        match self.resolve(name) {
            Loc::Local {
                slot,
                kind,
                captured,
                initialized,
            } => {
                if kind == BindKind::Const && !init {
                    self.emit(Op::Pop {});
                    let m = self.const_rust_str("Assignment to constant variable.");
                    self.emit(Op::ThrowError { kind: 0, msg: m });
                    // ThrowError terminates; keep the expression's stack shape for what follows.
                    self.emit(Op::Undefined {});
                    self.emit(Op::Pop {});
                    return Ok(());
                }
                let checked = kind == BindKind::Let && !init && !initialized;
                if init {
                    self.mark_initialized(name);
                }
                let slot = Slot(slot);
                let op = match (captured, checked) {
                    (false, false) => Op::SetLocal { slot },
                    (false, true) => Op::SetLocalChecked {
                        slot,
                        name: self.name_atom(name)?,
                    },
                    (true, false) => Op::SetCell { slot },
                    (true, true) => Op::SetCellChecked {
                        slot,
                        name: self.name_atom(name)?,
                    },
                };
                self.emit(op);
            }
            Loc::Capture { idx, kind } => {
                if kind == BindKind::Const && !init {
                    self.emit(Op::Pop {});
                    let m = self.const_rust_str("Assignment to constant variable.");
                    self.emit(Op::ThrowError { kind: 0, msg: m });
                    self.emit(Op::Undefined {});
                    self.emit(Op::Pop {});
                    return Ok(());
                }
                let op = if kind == BindKind::Let {
                    Op::SetCaptureChecked {
                        idx,
                        name: self.name_atom(name)?,
                    }
                } else {
                    Op::SetCapture { idx }
                };
                self.emit(op);
            }
            Loc::Global => {
                let name = self.name_atom(name)?;
                self.emit(Op::SetGlobal { name });
            }
        }
        Ok(())
    }

    fn temp(&mut self) -> CResult<u16> {
        self.alloc_slot()
    }

    // ---- functions ----

    /// Compiles one function and returns its prototype. `program` is given for the program's
    /// own body (the top level): its capture analysis, made in the same walk as its reassigned
    /// names (`compile_body`); a nested function is analysed here.
    fn compile_function(
        &mut self,
        index: usize,
        name: &str,
        kind: FnKind,
        params: Option<&'a FormalParameterList>,
        body: &'a FunctionBody,
        program: Option<Captures>,
    ) -> CResult<FunctionProto> {
        let top = program.is_some();
        let captures = program.unwrap_or_else(|| analyse(params, body, Some(Sym::ARGUMENTS)));
        // Sized from the body's statement count (typical statements take under eight
        // instructions and four line entries), so the code is not regrown from empty. The
        // program's own body is sized from its source too (about one instruction per two
        // bytes), up to 128 instructions: a 1 KB buffer, the largest glibc's per-thread cache
        // serves, where a reallocation (a `for` loop's statement counts as one) takes the
        // allocator's slow path.
        let n = body.statements().len();
        let per_statement = 8 + 8 * n;
        let code_room = if top {
            let bytes = body.linear_pos_end().pos();
            per_statement.max((16 + bytes / 2).min(TOP_CODE_ROOM))
        } else {
            per_statement
        };
        let proto = FunctionProto {
            code: Vec::with_capacity(code_room),
            lines: Vec::with_capacity(4 + 4 * n),
            name: name.to_string(),
            kind,
            ..FunctionProto::default()
        };
        self.funcs.push(FuncState {
            proto,
            scopes: {
                // Room for a few levels of blocks and loops, not regrown from one.
                let mut scopes = Vec::with_capacity(4);
                scopes.push(Scope::default());
                scopes
            },
            next_slot: 0,
            captures,
            capture_names: Vec::new(),
            capture_kinds: Vec::new(),
            control: Vec::new(),
            depth: 0,
            max_depth: 0,
            nesting: 0,
            completion: None,
            pending_pos: None,
            regions: Vec::new(),
            self_ref: self.pending_self_ref.take(),
            numeric: smallvec::SmallVec::new(),
        });
        let _ = index;
        let r = self.function_body(kind, params, body, top);
        let mut st = self.funcs.pop().expect("pushed above");
        r?;
        st.proto.max_stack = st.max_depth.max(0) as u32;
        peephole::optimize(&mut st.proto, &mut self.tables.peephole);
        Ok(st.proto)
    }

    /// Binds `sym` to a slot the call already filled (a parameter, the `arguments` array),
    /// boxing the incoming value into a cell when a nested function captures it.
    fn bind_incoming(&mut self, sym: Sym, slot: u16) {
        let captured = self.f().captures.names.contains(&sym);
        if let Some(s) = self.f().scopes.last_mut() {
            s.bindings.push(Binding {
                name: Name::Sym(sym),
                slot,
                kind: BindKind::Var,
                captured,
                initialized: true,
            });
        }
        if captured {
            self.emit(Op::GetLocal { slot: Slot(slot) });
            self.emit(Op::NewCell { slot: Slot(slot) });
            self.emit(Op::SetCell { slot: Slot(slot) });
        }
    }

    fn function_body(
        &mut self,
        kind: FnKind,
        params: Option<&'a FormalParameterList>,
        body: &'a FunctionBody,
        top: bool,
    ) -> CResult<()> {
        // Parameters occupy the first slots, in order.
        let mut simple_names: Vec<Option<Sym>> = Vec::new();
        if let Some(params) = params {
            let list = params.as_ref();
            let mut n = 0u16;
            for p in list.iter() {
                if p.is_rest_param() {
                    self.f().proto.has_rest = true;
                }
                n += 1;
            }
            let f = self.f();
            f.proto.n_params = if f.proto.has_rest { n - 1 } else { n };
            f.proto.length = params.length() as u16;
            for _ in 0..n {
                self.alloc_slot()?;
            }
            for p in list.iter() {
                match p.variable().binding() {
                    boa_ast::declaration::Binding::Identifier(id) => {
                        simple_names.push(Some(id.sym()))
                    }
                    _ => simple_names.push(None),
                }
            }
        }
        // `arguments`: the slot after the parameters receives an array of every argument passed
        // (unmapped, as in strict mode), unless a parameter takes the name.
        // One of the interner's static symbols.
        let arguments = Some(Sym::ARGUMENTS);
        let regular = !matches!(kind, FnKind::Arrow | FnKind::AsyncArrow) && !top;
        if regular
            && self.f().captures.arguments
            && !simple_names.iter().any(|n| n.is_some() && *n == arguments)
        {
            if let Some(sym) = arguments {
                let slot = self.alloc_slot()?;
                self.f().proto.uses_arguments = true;
                self.bind_incoming(sym, slot);
            }
        }
        // `this` for arrows nested inside a regular function (or the top level).
        if !matches!(kind, FnKind::Arrow | FnKind::AsyncArrow) && self.f().captures.this {
            let b = self.declare(Name::This, BindKind::Var)?;
            self.emit(Op::NewCell { slot: Slot(b.slot) });
            self.emit(Op::This {});
            self.emit(Op::SetCell { slot: Slot(b.slot) });
        }
        // Bind parameters: simple ones alias their slot; patterns and defaults get code.
        if let Some(params) = params {
            for (i, p) in params.as_ref().iter().enumerate() {
                let slot = i as u16;
                match (simple_names[i], p.init()) {
                    (Some(sym), None) => self.bind_incoming(sym, slot),
                    _ => {
                        let mut names = BoundNames::new();
                        binding_names(p.variable().binding(), &mut names);
                        for n in names {
                            let b = self.declare(Name::Sym(n), BindKind::Var)?;
                            if b.captured {
                                self.emit(Op::NewCell { slot: Slot(b.slot) });
                            }
                        }
                        self.emit(Op::GetLocal { slot: Slot(slot) });
                        if let Some(init) = p.init() {
                            self.emit(Op::Dup {});
                            let j = self.emit_jump(Op::JumpIfNotUndefined { target: Label(0) });
                            self.emit(Op::Pop {});
                            match simple_names[i] {
                                Some(sym) => self.named_expr_sym(init, sym)?,
                                None => self.expr(init)?,
                            }
                            self.patch(j);
                        }
                        self.bind_declaration(p.variable().binding(), BindKind::Let, true)?;
                    }
                }
            }
        }
        if let Some(own) = self.self_name.take() {
            let taken = self.f().scopes[0]
                .bindings
                .iter()
                .any(|b| b.name == Name::Sym(own));
            if !taken {
                let b = self.declare(Name::Sym(own), BindKind::Var)?;
                if b.captured {
                    self.emit(Op::NewCell { slot: Slot(b.slot) });
                }
                self.emit(Op::Callee {});
                self.store_name(Name::Sym(own), true)?;
            }
        }
        if top {
            let slot = self.alloc_slot()?;
            self.f().completion = Some(slot);
        }
        self.hoist(body.statements())?;
        let items = body.statements();
        // The program's completion value is overwritten by every later top-level expression
        // statement and made moot by a later top-level `return` (nothing at the top level can
        // jump past either): statements before the last of them need not record theirs.
        let sink = items.iter().rposition(|it| match it {
            StatementListItem::Statement(s) => {
                matches!(**s, Statement::Expression(_) | Statement::Return(_))
            }
            StatementListItem::Declaration(_) => false,
        });
        match (self.f().completion, sink) {
            (Some(slot), Some(sink)) if sink > 0 => {
                self.f().completion = None;
                self.statements(&items[..sink])?;
                self.f().completion = Some(slot);
                self.statements(&items[sink..])?;
            }
            _ => self.statements(items)?,
        }
        match self.f().completion {
            Some(slot) => {
                self.emit(Op::GetLocal { slot: Slot(slot) });
            }
            None => {
                self.emit(Op::Undefined {});
            }
        }
        self.emit(Op::Return {});
        Ok(())
    }

    /// Hoists `var` names and function declarations of a statement list into the current
    /// function scope, and initialises lexical bindings of this block.
    fn hoist(&mut self, items: &'a [StatementListItem]) -> CResult<()> {
        let mut vars = Vec::new();
        for it in items {
            collect_vars(it, &mut vars);
        }
        for v in vars {
            let b = self.declare_var(v)?;
            if b.captured {
                // A fresh cell holding undefined.
                self.emit(Op::NewCell { slot: Slot(b.slot) });
                self.emit(Op::Undefined {});
                self.emit(Op::SetCell { slot: Slot(b.slot) });
            }
        }
        self.block_declarations(items)
    }

    fn declare_var(&mut self, s: Sym) -> CResult<Binding> {
        // var lives in the function's outermost scope.
        let name = Name::Sym(s);
        if let Some(b) = self.f().scopes[0]
            .bindings
            .iter()
            .find(|b| b.name == name)
            .copied()
        {
            return Ok(b);
        }
        let captured = self.f().captures.names.contains(&s);
        let slot = self.alloc_slot()?;
        let b = Binding {
            name,
            slot,
            kind: BindKind::Var,
            captured,
            initialized: true,
        };
        self.f().scopes[0].bindings.push(b);
        // Keep slot discipline: scope 0 slots are never reused, so bump every saved counter.
        for sc in self.f().scopes.iter_mut().skip(1) {
            sc.saved_next = sc.saved_next.max(slot + 1);
        }
        Ok(b)
    }

    /// Declares the let/const/function bindings of a block and creates hoisted functions.
    fn block_declarations(&mut self, items: &'a [StatementListItem]) -> CResult<()> {
        use boa_ast::Declaration as D;
        for it in items {
            if let StatementListItem::Declaration(d) = it {
                match d.as_ref() {
                    D::Lexical(l) => {
                        let kind = if l.is_const() {
                            BindKind::Const
                        } else {
                            BindKind::Let
                        };
                        let mut names = BoundNames::new();
                        for v in l.variable_list().as_ref() {
                            binding_names(v.binding(), &mut names);
                        }
                        for n in names {
                            let b = self.declare(Name::Sym(n), kind)?;
                            self.init_lexical(b);
                        }
                    }
                    D::FunctionDeclaration(_) | D::AsyncFunctionDeclaration(_) => {}
                    D::ClassDeclaration(_) => {}
                    _ => {}
                }
            }
        }
        // Declare every function name first so functions can refer to each other.
        for it in items {
            if let StatementListItem::Declaration(d) = it {
                let name = match d.as_ref() {
                    D::FunctionDeclaration(f) => f.name().sym(),
                    D::AsyncFunctionDeclaration(f) => f.name().sym(),
                    _ => continue,
                };
                let b = self.declare(Name::Sym(name), BindKind::Var)?;
                if b.captured {
                    self.emit(Op::NewCell { slot: Slot(b.slot) });
                }
            }
        }
        for it in items {
            if let StatementListItem::Declaration(d) = it {
                match d.as_ref() {
                    D::FunctionDeclaration(f) => {
                        let name = f.name().sym();
                        let n = self.sym_str(name);
                        self.expect_self_ref(name, false);
                        self.function_value(&n, FnKind::Normal, Some(f.parameters()), f.body())?;
                        self.store_name(Name::Sym(name), true)?;
                    }
                    D::AsyncFunctionDeclaration(f) => {
                        let name = f.name().sym();
                        let n = self.sym_str(name);
                        self.expect_self_ref(name, false);
                        self.function_value(&n, FnKind::Async, Some(f.parameters()), f.body())?;
                        self.store_name(Name::Sym(name), true)?;
                    }
                    _ => {}
                }
            }
        }
        Ok(())
    }

    /// Compiles a nested function and emits a `Closure` for it.
    fn function_value(
        &mut self,
        name: &str,
        kind: FnKind,
        params: Option<&'a FormalParameterList>,
        body: &'a FunctionBody,
    ) -> CResult<()> {
        let index = self.done.len();
        self.done.push(None);
        let proto = self.compile_function(index, name, kind, params, body, None)?;
        self.done[index] = Some(proto);
        self.emit(Op::Closure {
            func: FuncIdx(index as u32),
        });
        Ok(())
    }

    // ---- try regions ----

    /// Opens an exception region whose handler will be at a pc patched later.
    fn open_region(&mut self) -> usize {
        let pc = self.pc() as u32;
        let depth = self.depth().max(0) as u32;
        let f = self.f();
        f.nesting += 1;
        let nesting = f.nesting;
        f.regions.push(RegionInfo {
            start: pc,
            target: 0,
            depth,
            nesting,
            open: true,
        });
        f.regions.len() - 1
    }

    /// Closes the current interval of a region (it may reopen later).
    fn suspend_region(&mut self, r: usize) {
        let pc = self.pc() as u32;
        let f = self.f();
        let info = f.regions[r];
        if info.open && pc > info.start {
            f.proto.handlers.push(Handler {
                start: info.start,
                end: pc,
                target: u32::MAX - r as u32,
                depth: info.depth,
                nesting: info.nesting,
            });
        }
        f.regions[r].open = false;
    }

    fn resume_region(&mut self, r: usize) {
        let pc = self.pc() as u32;
        let f = self.f();
        f.regions[r].start = pc;
        f.regions[r].open = true;
    }

    /// Ends a region for good and points its handler entries at `target`.
    fn close_region(&mut self, r: usize, target: usize) {
        self.end_region(r);
        self.set_region_target(r, target);
    }

    /// Ends a region; its handler target is set later with `set_region_target`.
    fn end_region(&mut self, r: usize) {
        self.suspend_region(r);
        self.f().nesting -= 1;
    }

    /// Points a region's handler entries at `target`.
    fn set_region_target(&mut self, r: usize, target: usize) {
        let f = self.f();
        f.regions[r].target = target as u32;
        let marker = u32::MAX - r as u32;
        for h in f.proto.handlers.iter_mut() {
            if h.target == marker {
                h.target = target as u32;
            }
        }
    }
}

/// Collects `var` names declared anywhere in a statement (not inside nested functions).
pub(crate) fn collect_vars(item: &StatementListItem, out: &mut Vec<Sym>) {
    if let StatementListItem::Statement(s) = item {
        collect_vars_stmt(s, out);
    }
}

fn collect_vars_stmt(s: &boa_ast::Statement, out: &mut Vec<Sym>) {
    use boa_ast::statement::iteration::{ForLoopInitializer, IterableLoopInitializer};
    use boa_ast::Statement as S;
    match s {
        S::Var(v) => {
            for d in v.0.as_ref() {
                binding_names(d.binding(), out);
            }
        }
        S::Block(b) => b
            .statement_list()
            .statements()
            .iter()
            .for_each(|i| collect_vars(i, out)),
        S::If(i) => {
            collect_vars_stmt(i.body(), out);
            if let Some(e) = i.else_node() {
                collect_vars_stmt(e, out);
            }
        }
        S::ForLoop(f) => {
            if let Some(ForLoopInitializer::Var(v)) = f.init() {
                for d in v.0.as_ref() {
                    binding_names(d.binding(), out);
                }
            }
            collect_vars_stmt(f.body(), out);
        }
        S::ForInLoop(f) => {
            if let IterableLoopInitializer::Var(v) = f.initializer() {
                binding_names(v.binding(), out);
            }
            collect_vars_stmt(f.body(), out);
        }
        S::ForOfLoop(f) => {
            if let IterableLoopInitializer::Var(v) = f.initializer() {
                binding_names(v.binding(), out);
            }
            collect_vars_stmt(f.body(), out);
        }
        S::WhileLoop(w) => collect_vars_stmt(w.body(), out),
        S::DoWhileLoop(w) => collect_vars_stmt(w.body(), out),
        S::Labelled(l) => {
            if let boa_ast::statement::LabelledItem::Statement(s) = l.item() {
                collect_vars_stmt(s, out);
            }
        }
        S::Try(t) => {
            t.block()
                .statement_list()
                .statements()
                .iter()
                .for_each(|i| collect_vars(i, out));
            if let Some(c) = t.catch() {
                c.block()
                    .statement_list()
                    .statements()
                    .iter()
                    .for_each(|i| collect_vars(i, out));
            }
            if let Some(f) = t.finally() {
                f.block()
                    .statement_list()
                    .statements()
                    .iter()
                    .for_each(|i| collect_vars(i, out));
            }
        }
        S::Switch(sw) => {
            for c in sw.cases() {
                c.body()
                    .statements()
                    .iter()
                    .for_each(|i| collect_vars(i, out));
            }
        }
        _ => {}
    }
}

/// A declaration's few names, without an allocation for the usual one to four.
pub(crate) type BoundNames = smallvec::SmallVec<[Sym; 4]>;

/// The names a binding introduces, appended to `out` (a `Vec` or [`BoundNames`]).
pub(crate) fn binding_names(b: &boa_ast::declaration::Binding, out: &mut impl Extend<Sym>) {
    match b {
        boa_ast::declaration::Binding::Identifier(i) => out.extend([i.sym()]),
        boa_ast::declaration::Binding::Pattern(p) => pattern_names(p, out),
    }
}

pub(crate) fn pattern_names(p: &boa_ast::pattern::Pattern, out: &mut impl Extend<Sym>) {
    use boa_ast::pattern::{ArrayPatternElement as A, ObjectPatternElement as O, Pattern};
    match p {
        Pattern::Object(o) => {
            for e in o.bindings() {
                match e {
                    O::SingleName { ident, .. } => out.extend([ident.sym()]),
                    O::RestProperty { ident } => out.extend([ident.sym()]),
                    O::Pattern { pattern, .. } => pattern_names(pattern, out),
                    _ => {}
                }
            }
        }
        Pattern::Array(a) => {
            for e in a.bindings() {
                match e {
                    A::SingleName { ident, .. } => out.extend([ident.sym()]),
                    A::SingleNameRest { ident } => out.extend([ident.sym()]),
                    A::Pattern { pattern, .. } | A::PatternRest { pattern } => {
                        pattern_names(pattern, out)
                    }
                    _ => {}
                }
            }
        }
    }
}

/// Appends `s`'s UTF-16 units to `out` (ASCII, the usual case, a unit per byte).
pub(super) fn put_units(out: &mut impl Extend<u16>, s: &str) {
    if s.is_ascii() {
        out.extend(s.bytes().map(u16::from));
    } else {
        out.extend(s.encode_utf16());
    }
}

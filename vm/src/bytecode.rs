//! Compiled programs: function prototypes, constants, exception and line tables, plus the
//! disassembler and the stack-depth verifier.

use crate::atoms::ProgramAtoms;
use crate::opcodes::{opflags, Op};
use smallvec::SmallVec;
use std::fmt::Write;
use std::sync::Arc;

/// A constant in a program's pool.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Constant {
    /// A number.
    Number(f64),
    /// A string: the UTF-16 units `Program::strings[start..end]` (every string constant of a
    /// program in one buffer, one allocation rather than one per string).
    Str {
        /// Where its units start in [`Program::strings`].
        start: u32,
        /// Where they end.
        end: u32,
    },
}

/// Where a captured variable comes from in the enclosing function.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CaptureSrc {
    /// The cell held in the enclosing frame's local slot.
    Local(u16),
    /// The enclosing closure's own capture.
    Capture(u16),
}

/// An exception handler covering `[start, end)`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Handler {
    /// First covered instruction.
    pub start: u32,
    /// One past the last covered instruction.
    pub end: u32,
    /// Where to jump with the exception pushed.
    pub target: u32,
    /// Operand stack depth (above the locals) to restore before pushing the exception.
    pub depth: u32,
    /// Nesting level: when several handlers cover a pc, the deepest wins.
    pub nesting: u32,
}

/// How a function behaves when called.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum FnKind {
    /// `function` (has its own `this`; constructible).
    #[default]
    Normal,
    /// Arrow function (lexical `this`).
    Arrow,
    /// Object-literal method.
    Method,
    /// `async function`.
    Async,
    /// `async` arrow.
    AsyncArrow,
    /// `async` method.
    AsyncMethod,
}

impl FnKind {
    /// `true` for async kinds.
    pub fn is_async(self) -> bool {
        matches!(
            self,
            FnKind::Async | FnKind::AsyncArrow | FnKind::AsyncMethod
        )
    }
}

/// One compiled function. The default is an empty normal function named `""` (for building
/// one field by field).
#[derive(Clone, Debug, Default)]
pub struct FunctionProto {
    /// Name for stack messages and `f.name`.
    pub name: String,
    /// Instructions.
    pub code: Vec<Op>,
    /// Declared parameter count (excluding rest).
    pub n_params: u16,
    /// `f.length`.
    pub length: u16,
    /// Total local slots including parameters.
    pub n_slots: u16,
    /// Whether the last parameter slot receives a rest array.
    pub has_rest: bool,
    /// Whether the slot after the parameters receives the `arguments` array (every argument).
    pub uses_arguments: bool,
    /// Function kind.
    pub kind: FnKind,
    /// Captured variables, resolved when the closure is created.
    pub captures: Vec<CaptureSrc>,
    /// Exception handlers.
    pub handlers: Vec<Handler>,
    /// (pc, line, column) at statement and expression starts, ascending by pc.
    pub lines: Vec<(u32, u32, u32)>,
    /// Maximum operand stack depth above the locals (from the verifier's walk).
    pub max_stack: u32,
    /// (pc of a call instruction, constant index of the callee as written), for error messages.
    pub call_names: Vec<(u32, u32)>,
}

impl FunctionProto {
    /// Line and column for an instruction index.
    pub fn position(&self, pc: u32) -> Option<(u32, u32)> {
        let i = self.lines.partition_point(|e| e.0 <= pc);
        if i == 0 {
            self.lines.first().map(|e| (e.1, e.2))
        } else {
            Some((self.lines[i - 1].1, self.lines[i - 1].2))
        }
    }
}

/// A compiled program: its functions (index 0 is the top level) and constants.
#[derive(Clone, Debug, Default)]
pub struct Program {
    /// Functions; `functions[0]` is the entry point.
    pub functions: Vec<FunctionProto>,
    /// Constant pool shared by the program's functions.
    pub consts: Vec<Constant>,
    /// The units of every string constant, one after another (see [`Constant::Str`]).
    pub strings: Box<[u16]>,
    /// Property names this program introduced beyond the static atoms, in atom order
    /// (atom id = static count + position): the table every execution of it shares, built by
    /// the compiler.
    pub names: Arc<ProgramAtoms>,
}

impl Program {
    /// The units of string constant `start..end` (empty for a range outside the buffer, which
    /// the compiler never makes).
    pub fn string(&self, start: u32, end: u32) -> &[u16] {
        self.strings
            .get(start as usize..end as usize)
            .unwrap_or(&[])
    }

    /// A readable listing of every function's bytecode.
    pub fn disassemble(&self) -> String {
        let mut out = String::new();
        for (i, f) in self.functions.iter().enumerate() {
            let _ = writeln!(
                out,
                "fn{} {} (params {}, slots {}, {:?}{}{})",
                i,
                if f.name.is_empty() {
                    "<anonymous>"
                } else {
                    &f.name
                },
                f.n_params,
                f.n_slots,
                f.kind,
                if f.has_rest { ", rest" } else { "" },
                if f.captures.is_empty() {
                    String::new()
                } else {
                    format!(", captures {:?}", f.captures)
                }
            );
            for (pc, op) in f.code.iter().enumerate() {
                let ops: Vec<String> = op
                    .operands()
                    .into_iter()
                    .map(|(k, v)| {
                        if k == "name" {
                            format!("{}={}", k, self.atom_name(&v))
                        } else if v.starts_with('#') {
                            // A constant index (a capture's `idx` is a plain number).
                            format!("{}={}", k, self.const_text(&v))
                        } else {
                            format!("{k}={v}")
                        }
                    })
                    .collect();
                let _ = writeln!(
                    out,
                    "  {:4}  {:<18} {}",
                    pc,
                    op.name(),
                    ops.join(" ").trim_end()
                );
            }
            for h in &f.handlers {
                let _ = writeln!(
                    out,
                    "  handler [{}, {}) -> {} depth {}",
                    h.start, h.end, h.target, h.depth
                );
            }
        }
        out
    }

    fn atom_name(&self, text: &str) -> String {
        let id: u32 = text.trim_start_matches("atom").parse().unwrap_or(0);
        let st = crate::atoms::AtomTable::static_len();
        let table = crate::atoms::AtomTable::new();
        if id < st {
            format!("{:?}", table.to_rust(crate::atoms::Atom(id)))
        } else {
            format!(
                "{:?}",
                self.names.name((id - st) as usize).unwrap_or_default()
            )
        }
    }

    fn const_text(&self, text: &str) -> String {
        let id: usize = text.trim_start_matches('#').parse().unwrap_or(0);
        match self.consts.get(id) {
            Some(Constant::Number(n)) => crate::value::number_to_string(*n),
            Some(&Constant::Str { start, end }) => {
                format!("{:?}", String::from_utf16_lossy(self.string(start, end)))
            }
            None => text.to_string(),
        }
    }
}

/// Walks every path through a function and checks that the operand stack depth is consistent at
/// each instruction, never negative, and that handlers' depths match; and that each instruction
/// on those paths names only local slots below `n_slots` and jumps only inside the code, and
/// that every handler's range and target are inside the code. Returns the maximum depth.
///
/// Only instructions some path reaches are checked: control enters a function at its first
/// instruction and moves only by falling through, by the jumps checked here and to the
/// handlers' targets (each walked), so no other instruction ever runs, and the inner tier
/// trusts nothing about it. (Until the fifty-second session [`crate::verify::check`] read
/// every instruction's locals and target in a loop of its own first: two more `match`es per
/// instruction.)
///
/// # Errors
///
/// A message naming the first instruction or handler that breaks one of these.
pub fn verify_stack(f: &FunctionProto) -> Result<u32, String> {
    let n = f.code.len();
    let slots = u32::from(f.n_slots);
    // The depth first seen at each instruction; -1 until a path reaches it (a depth is never
    // negative: an instruction that would take it below zero is an error). On the stack for a
    // function of up to 128 instructions (most of a program's: every callback), so checking
    // one allocates nothing; the walk reads it as a slice.
    let mut depth_room: SmallVec<[i32; 128]> = smallvec::smallvec![-1; n];
    let depth: &mut [i32] = &mut depth_room;
    // Room for a few pending branch targets (each conditional pushes its target while the
    // walk follows the fall-through), on the stack as well; grown from one item it was
    // reallocated in most programs, which glibc serves from its slow path.
    let mut work: SmallVec<[(usize, i32); 16]> = SmallVec::new();
    work.reserve(1 + f.handlers.len());
    work.push((0, 0));
    for h in &f.handlers {
        if h.target as usize >= n || h.start > h.end || h.end as usize > n {
            return Err(format!("handler {h:?} is outside the code ({n})"));
        }
        // Every depth stays non-negative (the marker above relies on it) and representable.
        let Some(d) = i32::try_from(h.depth).ok().and_then(|d| d.checked_add(1)) else {
            return Err(format!("handler {h:?} has an impossible depth"));
        };
        work.push((h.target as usize, d));
    }
    let mut max = 0;
    // Each work item starts a path, followed instruction by instruction until it ends,
    // jumps, or meets an instruction already seen; only branch targets go back on the list
    // (a straight run costs no push and pop per instruction).
    while let Some((mut pc, mut d)) = work.pop() {
        loop {
            let Some(seen) = depth.get_mut(pc) else {
                // Falling off the end is only allowed at depth 0 (the compiler always ends
                // with Return).
                if d != 0 {
                    return Err(format!("fell off the end at depth {d}"));
                }
                break;
            };
            if *seen >= 0 {
                if *seen != d {
                    return Err(format!(
                        "inconsistent stack at {pc} ({}): {} vs {d}",
                        f.code[pc].name(),
                        *seen
                    ));
                }
                break;
            }
            *seen = d;
            let op = f.code[pc];
            let (pops, pushes, flags, target, locals_end) = op.shape();
            if locals_end > slots {
                return Err(format!(
                    "{} at {pc} names local {}, the function has {slots}",
                    op.name(),
                    locals_end - 1
                ));
            }
            if let Some(t) = target.filter(|&t| t as usize >= n) {
                return Err(format!(
                    "{} at {pc} jumps to {t}, past the end ({n})",
                    op.name()
                ));
            }
            if d < pops {
                return Err(format!(
                    "stack underflow at {pc} ({}): depth {d}, pops {pops}",
                    op.name()
                ));
            }
            let Some(nd) = (d - pops).checked_add(pushes) else {
                return Err(format!("stack depth overflows at {pc} ({})", op.name()));
            };
            max = max.max(nd).max(d);
            if flags & opflags::TERMINATES != 0 {
                break;
            }
            if flags & (opflags::JUMP | opflags::BRANCH) != 0 {
                if let Some(t) = target {
                    let keeps = i32::from(flags & opflags::KEEPS_ON_JUMP != 0);
                    let Some(td) = nd.checked_add(keeps) else {
                        return Err(format!("stack depth overflows at {pc} ({})", op.name()));
                    };
                    if flags & opflags::JUMP != 0 {
                        (pc, d) = (t as usize, td);
                        continue;
                    }
                    work.push((t as usize, td));
                } else if flags & opflags::JUMP != 0 {
                    break;
                }
            }
            (pc, d) = (pc + 1, nd);
        }
    }
    Ok(max as u32)
}

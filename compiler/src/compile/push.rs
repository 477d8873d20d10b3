//! `local.push(value)` as one instruction (`PushToLocal`), for a value whose making cannot be
//! told apart from making it after the method is read: it runs none of the program's code and
//! writes nothing. Also which loop counters always hold numbers, the one kind of variable such
//! a value may compute with (`out.push(i * 2 + 1)`).
//!
//! `a.push(v)` reads `a.push` first, then makes `v`, then calls. `PushToLocal` makes `v`
//! first; the read that follows sees the same thing the earlier one would have: `a` is a
//! plain local, which only its own function's code writes, and making `v` runs no code that
//! could write `a`, replace a `push` (there are no getters), or observe anything. The read
//! itself throws only when `a` is `null` or `undefined`; a value that may throw too (it reads
//! a property: `out.push({ id: r.id })`) is preceded by `RequireLocal`, which throws the
//! read's error first, as the read would have.

use super::{BindKind, Compiler, Loc, Name};
use boa_ast::declaration::Binding;
use boa_ast::expression::access::{PropertyAccess, PropertyAccessField};
use boa_ast::expression::literal::{LiteralKind, PropertyDefinition, TemplateElement};
use boa_ast::expression::operator::assign::{AssignOp, AssignTarget};
use boa_ast::expression::operator::binary::{BinaryOp, RelationalOp};
use boa_ast::expression::operator::unary::UnaryOp;
use boa_ast::expression::operator::update::UpdateTarget;
use boa_ast::expression::Expression as E;
use boa_ast::property::PropertyName;
use boa_ast::statement::iteration::ForLoopInitializer;
use boa_ast::statement::ForLoop;
use boa_interner::Sym;
use codemode_vm::opcodes::Slot;

/// How many expression nodes a value may have and still be checked: a larger one is compiled
/// as the ordinary call, so the check stays cheap however large the argument.
const VALUE_NODES: u32 = 64;

/// What checking a value has found so far: the nodes it may still visit, and whether making
/// the value may throw (a property read of `null`).
struct Check {
    left: u32,
    throws: bool,
}

/// How many expression nodes of a loop's test and body [`Compiler::counter_is_numeric`] reads
/// before it gives up (a counter of a loop larger than that is just a local).
const LOOP_NODES: usize = 4096;

impl<'a> Compiler<'a> {
    /// The local `a` of a call `a.push(v)` that may be one `PushToLocal`, and whether making
    /// the value may throw (then `RequireLocal` goes first): `a` a plain local (not captured,
    /// past its dead zone) and `v` one argument, not spread, whose making is inert (see the
    /// module docs).
    pub(super) fn push_to_local(&mut self, callee: &'a E, args: &'a [E]) -> Option<(Slot, bool)> {
        let [value] = args else {
            return None;
        };
        let E::PropertyAccess(PropertyAccess::Simple(access)) = callee else {
            return None;
        };
        let PropertyAccessField::Const(field) = access.field() else {
            return None;
        };
        let E::Identifier(target) = access.target() else {
            return None;
        };
        if self.sym_text(field.sym()) != "push" {
            return None;
        }
        let slot = self.plain_local(target.sym(), false)?;
        let mut check = Check {
            left: VALUE_NODES,
            throws: false,
        };
        self.inert(value, &mut check)
            .then_some((slot, check.throws))
    }

    /// The slot of the plain local `name` resolves to here: this function's own, not captured
    /// by a closure (so nothing but this function's code writes it), and past its dead zone
    /// (so reading it cannot throw). With `numeric`, only a loop counter
    /// [`Compiler::numeric_counter`] found.
    pub(super) fn plain_local(&mut self, name: Sym, numeric: bool) -> Option<Slot> {
        match self.resolve(Name::Sym(name)) {
            Loc::Local {
                slot,
                kind,
                captured: false,
                initialized,
            } if kind == BindKind::Var || initialized => {
                (!numeric || self.counter_is_numeric(slot)).then_some(Slot(slot))
            }
            _ => None,
        }
    }

    /// Whether making `e` runs none of the program's code and writes nothing (noting in
    /// `left` when it may throw).
    fn inert(&mut self, e: &'a E, left: &mut Check) -> bool {
        if left.left == 0 {
            return false;
        }
        left.left -= 1;
        match e {
            E::Literal(_) => true,
            E::TemplateLiteral(t) => t
                .elements()
                .iter()
                .all(|el| matches!(el, TemplateElement::String(_))),
            E::Identifier(id) => self.inert_name(id.sym()),
            E::ArrayLiteral(a) => a.as_ref().iter().all(|el| match el {
                None => true,
                Some(E::Spread(_)) => false,
                Some(x) => self.inert(x, left),
            }),
            E::ObjectLiteral(o) => o.properties().iter().all(|p| match p {
                PropertyDefinition::IdentifierReference(id) => self.inert_name(id.sym()),
                PropertyDefinition::Property(PropertyName::Literal(id), v) => {
                    self.sym_text(id.sym()) != "__proto__" && self.inert(v, left)
                }
                _ => false,
            }),
            E::Parenthesized(p) => self.inert(p.expression(), left),
            // A property read runs no code (there are no getters); it throws for `null`.
            E::PropertyAccess(PropertyAccess::Simple(p)) => {
                left.throws = true;
                self.inert(p.target(), left)
                    && match p.field() {
                        PropertyAccessField::Const(_) => true,
                        PropertyAccessField::Expr(k) => self.plain(k, left),
                    }
            }
            E::Unary(u) => match u.op() {
                // ToBoolean and `typeof` never call into the program.
                UnaryOp::Not | UnaryOp::TypeOf | UnaryOp::Void => self.inert(u.target(), left),
                UnaryOp::Minus | UnaryOp::Plus | UnaryOp::Tilde => self.plain(u.target(), left),
                UnaryOp::Delete => false,
            },
            E::Binary(b) => match b.op() {
                BinaryOp::Relational(RelationalOp::StrictEqual | RelationalOp::StrictNotEqual)
                | BinaryOp::Logical(_) => self.inert(b.lhs(), left) && self.inert(b.rhs(), left),
                BinaryOp::Relational(RelationalOp::In | RelationalOp::InstanceOf)
                | BinaryOp::Comma => false,
                // An operand that is an object would have its `valueOf` or `toString` run.
                BinaryOp::Arithmetic(_) | BinaryOp::Bitwise(_) | BinaryOp::Relational(_) => {
                    self.plain(b.lhs(), left) && self.plain(b.rhs(), left)
                }
            },
            E::Conditional(c) => {
                self.inert(c.condition(), left)
                    && self.inert(c.if_true(), left)
                    && self.inert(c.if_false(), left)
            }
            _ => false,
        }
    }

    /// Whether reading `name` is inert: a local or captured variable past its dead zone, or
    /// the global `undefined` (any other global may not exist).
    fn inert_name(&mut self, name: Sym) -> bool {
        match self.resolve(Name::Sym(name)) {
            Loc::Local {
                kind, initialized, ..
            } => kind == BindKind::Var || initialized,
            Loc::Capture { kind, .. } => kind == BindKind::Var,
            Loc::Global => self.sym_text(name) == "undefined",
        }
    }

    /// Whether `e` is inert and its value a number, string, boolean, `null` or `undefined`
    /// (never an object, whose conversion calls the program, nor a BigInt, which throws when
    /// mixed with a number): an operand an operator converts without running code.
    fn plain(&mut self, e: &'a E, left: &mut Check) -> bool {
        if left.left == 0 {
            return false;
        }
        left.left -= 1;
        match e {
            E::Literal(l) => !matches!(l.kind(), LiteralKind::BigInt(_)),
            E::TemplateLiteral(_) => self.inert(e, left),
            E::Identifier(id) => self.plain_local(id.sym(), true).is_some(),
            E::Parenthesized(p) => self.plain(p.expression(), left),
            E::Unary(u) => match u.op() {
                UnaryOp::Not | UnaryOp::TypeOf | UnaryOp::Void => self.inert(u.target(), left),
                UnaryOp::Minus | UnaryOp::Plus | UnaryOp::Tilde => self.plain(u.target(), left),
                UnaryOp::Delete => false,
            },
            // Operators on such operands answer numbers, strings or booleans.
            E::Binary(b) => match b.op() {
                BinaryOp::Relational(RelationalOp::StrictEqual | RelationalOp::StrictNotEqual) => {
                    self.inert(b.lhs(), left) && self.inert(b.rhs(), left)
                }
                BinaryOp::Relational(RelationalOp::In | RelationalOp::InstanceOf)
                | BinaryOp::Comma
                | BinaryOp::Logical(_) => false,
                BinaryOp::Arithmetic(_) | BinaryOp::Bitwise(_) | BinaryOp::Relational(_) => {
                    self.plain(b.lhs(), left) && self.plain(b.rhs(), left)
                }
            },
            _ => false,
        }
    }

    /// The counter of `for (let i = n; ...; i++)` when it may hold a number throughout the
    /// loop: a number literal to start, stepped by `++`, `--`, `+= n` or `-= n` (with `n` a
    /// number literal). Whether the test and the body leave it alone is asked only when a
    /// value computes with it ([`Compiler::counter_is_numeric`]), and the caller checks that
    /// it is not captured once it is declared.
    pub(super) fn numeric_counter(f: &ForLoop) -> Option<Sym> {
        let Some(ForLoopInitializer::Lexical(l)) = f.init() else {
            return None;
        };
        let decl = l.declaration();
        let [v] = decl.variable_list().as_ref() else {
            return None;
        };
        let (Binding::Identifier(id), Some(init)) = (v.binding(), v.init()) else {
            return None;
        };
        let name = id.sym();
        let stepped = match f.final_expr()? {
            E::Update(u) => matches!(u.target(), UpdateTarget::Identifier(t) if t.sym() == name),
            E::Assign(a) => {
                matches!(a.op(), AssignOp::Add | AssignOp::Sub)
                    && matches!(a.lhs(), AssignTarget::Identifier(t) if t.sym() == name)
                    && number_literal(a.rhs())
            }
            _ => false,
        };
        (number_literal(init) && stepped).then_some(name)
    }

    /// Whether the local in `slot` is a loop counter [`Compiler::numeric_counter`] found whose
    /// loop writes it nowhere in its test or body: then it holds a number wherever it can be
    /// read there. Answered once per loop, when a value first computes with it.
    fn counter_is_numeric(&mut self, slot: u16) -> bool {
        let Some(c) = self.f().numeric.iter_mut().rev().find(|c| c.slot == slot) else {
            return false;
        };
        *c.numeric.get_or_insert_with(|| {
            let (f, name) = (c.lp, c.name);
            !(f.condition()
                .is_some_and(|t| crate::analysis::may_write(t, name, LOOP_NODES))
                || crate::analysis::may_write_stmt(f.body(), name, LOOP_NODES))
        })
    }
}

/// A counting loop's counter while the loop is compiled (see [`Compiler::numeric_counter`]).
pub(super) struct Counter<'a> {
    slot: u16,
    name: Sym,
    lp: &'a ForLoop,
    /// Whether the loop's test and body leave the counter alone, once asked.
    numeric: Option<bool>,
}

impl<'a> Counter<'a> {
    /// The counter `name` in `slot` of loop `lp`, not yet checked.
    pub(super) fn new(slot: u16, name: Sym, lp: &'a ForLoop) -> Self {
        Counter {
            slot,
            name,
            lp,
            numeric: None,
        }
    }
}

/// A number literal, negated or not.
fn number_literal(e: &E) -> bool {
    match e {
        E::Literal(l) => matches!(l.kind(), LiteralKind::Num(_) | LiteralKind::Int(_)),
        E::Unary(u) => u.op() == UnaryOp::Minus && number_literal(u.target()),
        E::Parenthesized(p) => number_literal(p.expression()),
        _ => false,
    }
}

//! Expressions: literals, operators with short-circuiting, property access, calls (with the
//! callee's source text kept for error messages), optional chains, templates, functions.

use super::{put_units, CResult, Compiler, Name};
use boa_ast::expression::access::{PropertyAccess, PropertyAccessField};
use boa_ast::expression::literal::{LiteralKind, PropertyDefinition, TemplateElement};
use boa_ast::expression::operator::assign::{AssignOp, AssignTarget};
use boa_ast::expression::operator::binary::{
    ArithmeticOp, BinaryOp, BitwiseOp, LogicalOp, RelationalOp,
};
use boa_ast::expression::operator::unary::UnaryOp;
use boa_ast::expression::operator::update::{UpdateOp, UpdateTarget};
use boa_ast::expression::Expression as E;
use boa_ast::expression::Identifier;
use boa_ast::expression::OptionalOperationKind;
use boa_ast::property::{MethodDefinitionKind, PropertyName};
use boa_ast::Spanned;
use codemode_vm::bytecode::FnKind;
use codemode_vm::opcodes::{Label, Op, Slot};
use std::borrow::Cow;

impl<'a> Compiler<'a> {
    /// Compiles an expression, leaving its value on the stack.
    pub(super) fn expr(&mut self, e: &'a E) -> CResult<()> {
        self.enter_recursion(|| start_of(e))?;
        let r = self.expr_inner(e, None);
        self.recursion -= 1;
        r
    }

    /// Compiles an expression that may be an anonymous function taking `name` (`const f = () => 1`).
    pub(super) fn named_expr(
        &mut self,
        e: &'a E,
        binding: &boa_ast::declaration::Binding,
    ) -> CResult<()> {
        let name = match binding {
            boa_ast::declaration::Binding::Identifier(id) => Some(self.sym_text(id.sym())),
            _ => None,
        };
        self.enter_recursion(|| start_of(e))?;
        let r = self.expr_inner(e, name);
        self.recursion -= 1;
        r
    }

    /// Compiles an expression that may be an anonymous function taking the name `sym` (a
    /// destructuring or parameter default: `[f = () => 1] = []` names the arrow `f`).
    pub(super) fn named_expr_sym(&mut self, e: &'a E, sym: boa_interner::Sym) -> CResult<()> {
        let name = Some(self.sym_text(sym));
        self.enter_recursion(|| start_of(e))?;
        let r = self.expr_inner(e, name);
        self.recursion -= 1;
        r
    }

    /// `name` is the name an anonymous function or class here takes (borrowed from the
    /// interner: most expressions are not functions and never need it).
    fn expr_inner(&mut self, e: &'a E, name: Option<Cow<'a, str>>) -> CResult<()> {
        if let E::Binary(b) = e {
            // No span here: a binary's span walks its whole left operand chain.
            return self.binary_chain(b);
        }
        // The position, for the arms that record or report one (a span walks the tree below
        // a property access or call, so the others do not compute it).
        let pos = || e.span().start();
        match e {
            E::This(_) => {
                let arrow = matches!(self.f().proto.kind, FnKind::Arrow | FnKind::AsyncArrow);
                if arrow {
                    self.load_name(Name::This)?;
                } else {
                    self.emit(Op::This {});
                }
            }
            E::Identifier(id) => self.load_name(Name::Sym(id.sym()))?,
            E::Literal(l) => match l.kind() {
                LiteralKind::String(s) => {
                    let u = self.sym_units(*s);
                    let c = self.const_str(u);
                    self.emit(Op::Const { idx: c });
                }
                LiteralKind::Num(n) => self.number(*n),
                LiteralKind::Int(i) => {
                    self.emit(Op::Int { value: *i });
                }
                LiteralKind::BigInt(_) => {
                    return Err(self.unsupported("BigInt literals", "use ordinary numbers (exact up to 2^53)", Some(pos())))
                }
                LiteralKind::Bool(b) => {
                    self.emit(if *b { Op::True {} } else { Op::False {} });
                }
                LiteralKind::Null => {
                    self.emit(Op::Null {});
                }
                LiteralKind::Undefined => {
                    self.emit(Op::Undefined {});
                }
            },
            E::RegExpLiteral(r) => {
                for sym in [r.pattern(), r.flags()] {
                    let u = self.sym_units(sym);
                    let c = self.const_str(u);
                    self.emit(Op::Const { idx: c });
                }
                self.emit(Op::NewRegExp {});
            }
            E::ArrayLiteral(a) => {
                let items: &[Option<E>] = a.as_ref();
                self.emit(Op::NewArray { cap: items.len() as u32 });
                for it in items {
                    match it {
                        None => {
                            self.emit(Op::PushEmpty {});
                            self.emit(Op::ArrayPush {});
                        }
                        Some(E::Spread(s)) => {
                            self.expr(s.target())?;
                            self.emit(Op::ArraySpread {});
                        }
                        Some(x) => {
                            self.expr(x)?;
                            self.emit(Op::ArrayPush {});
                        }
                    }
                }
            }
            E::ObjectLiteral(o) => self.object_literal(o)?,
            E::Spread(_) => {
                return Err(self.unsupported("spread here", "use spread only in array literals, calls and objects", Some(pos())))
            }
            E::FunctionExpression(f) => {
                if f.has_binding_identifier() {
                    self.self_name = f.name().map(|n| n.sym());
                }
                let n = f.name().map(|n| self.sym_text(n.sym())).or(name).unwrap_or_default();
                self.function_value(&n, FnKind::Normal, Some(f.parameters()), f.body())?;
            }
            E::ArrowFunction(f) => {
                let n = name.unwrap_or_default();
                self.function_value(&n, FnKind::Arrow, Some(f.parameters()), f.body())?;
            }
            E::AsyncArrowFunction(f) => {
                let n = name.unwrap_or_default();
                self.function_value(&n, FnKind::AsyncArrow, Some(f.parameters()), f.body())?;
            }
            E::AsyncFunctionExpression(f) => {
                let n = f.name().map(|n| self.sym_text(n.sym())).or(name).unwrap_or_default();
                self.function_value(&n, FnKind::Async, Some(f.parameters()), f.body())?;
            }
            E::GeneratorExpression(_) | E::AsyncGeneratorExpression(_) => {
                return Err(self.unsupported(
                    "generator functions (function*)",
                    "build and return an array instead of yielding values",
                    Some(pos()),
                ))
            }
            E::ClassExpression(_) => {
                return Err(self.unsupported(
                    "class",
                    "use object literals and functions (a factory function returning an object) instead of classes",
                    Some(pos()),
                ))
            }
            E::TemplateLiteral(t) => {
                // Every part is pushed (expressions through ToStr, left to right), then one
                // Concat joins them; a very long template joins in chunks, each chunk's result
                // being the first part of the next.
                const CHUNK: u16 = 1024;
                let mut parts: u16 = 0;
                for el in t.elements() {
                    match el {
                        TemplateElement::String(s) => {
                            let u = self.sym_units(*s);
                            if u.is_empty() {
                                continue;
                            }
                            let c = self.const_str(u);
                            self.emit(Op::Const { idx: c });
                        }
                        TemplateElement::Expr(x) => {
                            self.expr(x)?;
                            self.emit(Op::ToStr {});
                        }
                    }
                    parts += 1;
                    if parts == CHUNK {
                        self.emit(Op::Concat { n: parts });
                        parts = 1;
                    }
                }
                // Concat also turns a lone part (or none) into a string.
                if parts == 0 {
                    let c = self.const_str(&[]);
                    self.emit(Op::Const { idx: c });
                } else {
                    self.emit(Op::Concat { n: parts });
                }
            }
            E::PropertyAccess(pa) => {
                self.mark(pos());
                self.property_get(pa)?
            }
            E::New(n) => {
                self.expr(n.constructor())?;
                let args = n.arguments();
                let text = self.callee_text(n.constructor());
                if args.iter().any(|a| matches!(a, E::Spread(_))) {
                    self.args_array(args)?;
                    self.mark(pos());
                    let pc = self.emit(Op::NewSpread {});
                    self.record_call(pc, text);
                } else {
                    for a in args {
                        self.expr(a)?;
                    }
                    self.mark(pos());
                    let pc = self.emit(Op::New { argc: args.len() as u16 });
                    self.record_call(pc, text);
                }
            }
            E::Call(c) => self.call(c.function(), c.args(), pos())?,
            E::Optional(o) => self.optional(o, false)?,
            E::Assign(a) => self.assign(a)?,
            E::Unary(u) => self.unary(u.op(), u.target())?,
            E::Update(u) => self.update(u.op(), u.target(), false)?,
            E::Binary(b) => self.binary_chain(b)?,
            E::Conditional(c) => {
                self.expr(c.condition())?;
                let j = self.emit_jump(Op::JumpIfFalse { target: Label(0) });
                self.expr(c.if_true())?;
                let end = self.emit_jump(Op::Jump { target: Label(0) });
                let d = self.depth();
                self.set_depth(d - 1);
                self.patch(j);
                self.expr(c.if_false())?;
                self.patch(end);
            }
            E::Await(a) => {
                self.expr(a.target())?;
                self.mark(pos());
                self.emit(Op::Await {});
            }
            E::Parenthesized(p) => self.expr_inner(p.expression(), name)?,
            E::Yield(_) => return Err(self.unsupported("yield", "build and return an array instead", Some(pos()))),
            E::TaggedTemplate(_) => {
                return Err(self.unsupported("tagged templates", "call the function with the pieces explicitly", Some(pos())))
            }
            E::SuperCall(_) => return Err(self.unsupported("super", "use plain functions and objects", Some(pos()))),
            E::ImportCall(_) | E::ImportMeta(_) => {
                return Err(self.unsupported("import", "everything a program needs is on `tools` and the globals", Some(pos())))
            }
            E::NewTarget(_) => return Err(self.unsupported("new.target", "pass an explicit flag instead", Some(pos()))),
            E::BinaryInPrivate(_) => return Err(self.unsupported("private names", "use ordinary properties", Some(pos()))),
        }
        Ok(())
    }

    pub(super) fn number(&mut self, n: f64) {
        if n.fract() == 0.0 && n.abs() < 2147483648.0 && !(n == 0.0 && n.is_sign_negative()) {
            self.emit(Op::Int { value: n as i32 });
        } else {
            let c = self.const_num(n);
            self.emit(Op::Const { idx: c });
        }
    }

    fn object_literal(
        &mut self,
        o: &'a boa_ast::expression::literal::ObjectLiteral,
    ) -> CResult<()> {
        self.emit(Op::NewObject {});
        for p in o.properties() {
            match p {
                PropertyDefinition::IdentifierReference(id) => {
                    self.load_name(Name::Sym(id.sym()))?;
                    let a = self.sym_atom(id.sym())?;
                    self.emit(Op::InitProp { name: a });
                }
                PropertyDefinition::Property(name, value) => match name {
                    PropertyName::Literal(id) => {
                        let n = self.sym_text(id.sym());
                        if n == "__proto__" {
                            return Err(self.unsupported(
                                "setting __proto__ in an object literal",
                                "use a plain property name",
                                Some(value.span().start()),
                            ));
                        }
                        self.expr_inner_named(value, n)?;
                        // By symbol: memoised across compiles, where the text's static lookup
                        // hashes and compares the key every time.
                        let a = self.sym_atom(id.sym())?;
                        self.emit(Op::InitProp { name: a });
                    }
                    PropertyName::Computed(k) => {
                        self.expr(k)?;
                        self.expr(value)?;
                        self.emit(Op::InitElem {});
                    }
                },
                PropertyDefinition::MethodDefinition(m) => {
                    let kind = match m.kind() {
                        MethodDefinitionKind::Ordinary => FnKind::Method,
                        MethodDefinitionKind::Async => FnKind::AsyncMethod,
                        MethodDefinitionKind::Get | MethodDefinitionKind::Set => {
                            return Err(self.unsupported(
                                "getters and setters in object literals",
                                "use a plain method (getX()) or compute the value into a property",
                                None,
                            ))
                        }
                        _ => {
                            return Err(self.unsupported(
                                "generator methods",
                                "return an array from an ordinary method instead",
                                None,
                            ))
                        }
                    };
                    match m.name() {
                        PropertyName::Literal(id) => {
                            let n = self.sym_str(id.sym());
                            self.function_value(&n, kind, Some(m.parameters()), m.body())?;
                            let a = self.sym_atom(id.sym())?;
                            self.emit(Op::InitProp { name: a });
                        }
                        PropertyName::Computed(k) => {
                            self.expr(k)?;
                            self.function_value("", kind, Some(m.parameters()), m.body())?;
                            self.emit(Op::InitElem {});
                        }
                    }
                }
                PropertyDefinition::SpreadObject(x) => {
                    self.expr(x)?;
                    self.emit(Op::ObjectSpread {});
                }
                PropertyDefinition::CoverInitializedName(..) => {
                    return Err(super::CompileError {
                        kind: super::CompileErrorKind::ParseError,
                        message: "SyntaxError: invalid shorthand property initializer".into(),
                        suggestion: Some("write `key: value` in object literals".into()),
                        line: None,
                        column: None,
                    })
                }
            }
        }
        Ok(())
    }

    fn expr_inner_named(&mut self, e: &'a E, name: Cow<'a, str>) -> CResult<()> {
        self.enter_recursion(|| Some(e.span().start()))?;
        let r = self.expr_inner(e, Some(name));
        self.recursion -= 1;
        r
    }

    /// Loads `obj.field` / `obj[expr]`.
    fn property_get(&mut self, pa: &'a PropertyAccess) -> CResult<()> {
        match pa {
            PropertyAccess::Simple(s) => {
                self.expr(s.target())?;
                match s.field() {
                    PropertyAccessField::Const(id) => {
                        let a = self.sym_atom(id.sym())?;
                        self.emit(Op::GetProp { name: a });
                    }
                    PropertyAccessField::Expr(k) => {
                        self.expr(k)?;
                        self.emit(Op::GetElem {});
                    }
                }
                Ok(())
            }
            PropertyAccess::Private(_) => {
                Err(self.unsupported("private fields", "use ordinary properties", None))
            }
            PropertyAccess::Super(_) => {
                Err(self.unsupported("super", "use plain functions and objects", None))
            }
        }
    }

    /// Source-like text for a callee, used in "x is not a function".
    /// UTF-16, as the constant it becomes, and on the stack unless it is long.
    pub(super) fn callee_text(&self, e: &E) -> Option<CalleeText> {
        let mut out = CalleeText::new();
        self.write_callee(e, &mut out).then_some(out)
    }

    /// Appends `e`'s callee text to `out` (pushes, not `format!`: this runs for every call
    /// the program makes); false when `e` has no such text.
    fn write_callee(&self, e: &E, out: &mut CalleeText) -> bool {
        match e {
            E::Identifier(id) => out.extend_from_slice(self.sym_units(id.sym())),
            E::This(_) => put_units(out, "this"),
            E::PropertyAccess(PropertyAccess::Simple(s)) => {
                if !self.write_callee(s.target(), out) {
                    return false;
                }
                match s.field() {
                    PropertyAccessField::Const(id) => {
                        out.push(u16::from(b'.'));
                        out.extend_from_slice(self.sym_units(id.sym()));
                    }
                    PropertyAccessField::Expr(k) => match k.as_ref() {
                        E::Literal(l) => match l.kind() {
                            LiteralKind::String(s) => {
                                out.push(u16::from(b'.'));
                                out.extend_from_slice(self.sym_units(*s));
                            }
                            LiteralKind::Int(i) => {
                                out.push(u16::from(b'['));
                                put_units(out, &i.to_string());
                                out.push(u16::from(b']'));
                            }
                            _ => put_units(out, "[...]"),
                        },
                        E::Identifier(id) => {
                            out.push(u16::from(b'['));
                            out.extend_from_slice(self.sym_units(id.sym()));
                            out.push(u16::from(b']'));
                        }
                        _ => put_units(out, "[...]"),
                    },
                }
            }
            E::Parenthesized(p) => return self.write_callee(p.expression(), out),
            E::Call(c) => {
                if !self.write_callee(c.function(), out) {
                    return false;
                }
                put_units(out, "(...)");
            }
            _ => return false,
        }
        true
    }

    pub(super) fn record_call(&mut self, pc: usize, text: Option<CalleeText>) {
        if let Some(t) = text {
            let c = self.const_str(&t);
            self.f().proto.call_names.push((pc as u32, c.0));
        }
    }

    /// Pushes an array holding the call arguments (for spread calls).
    fn args_array(&mut self, args: &'a [E]) -> CResult<()> {
        self.emit(Op::NewArray {
            cap: args.len() as u32,
        });
        for a in args {
            match a {
                E::Spread(s) => {
                    self.expr(s.target())?;
                    self.emit(Op::ArraySpread {});
                }
                x => {
                    self.expr(x)?;
                    self.emit(Op::ArrayPush {});
                }
            }
        }
        Ok(())
    }

    fn call(&mut self, callee: &'a E, args: &'a [E], pos: boa_ast::Position) -> CResult<()> {
        if let Some(path) = self.tool_path(callee) {
            if !args.iter().any(|a| matches!(a, E::Spread(_))) {
                // Failures point at the start of `tools.a.b(...)`, where the model wrote the call.
                return self.tool_call(&path, args, callee.span().start());
            }
        }
        let text = self.callee_text(callee);
        // Prelude only: `$$call(f, t, ...args)` is `f.call(t, ...args)` for an `f` already
        // checked callable, compiled as the plain call it is (no `call` lookup, no native
        // trampoline): the array methods' callbacks run through it.
        if self.prelude
            && text
                .as_ref()
                .is_some_and(|t| t.iter().copied().eq("$$call".encode_utf16()))
            && args.len() >= 2
        {
            self.expr(&args[0])?;
            self.expr(&args[1])?;
            let mut callback = CalleeText::new();
            put_units(&mut callback, "callback");
            return self.call_args(&args[2..], pos, Some(callback));
        }
        // `a.push(v)` as one instruction when that is the same (see `push.rs`).
        if let Some((slot, throws)) = self.push_to_local(callee, args) {
            self.mark(pos);
            if throws {
                self.emit(Op::RequireLocal {
                    slot,
                    name: codemode_vm::atoms::names::push,
                });
            }
            self.expr(&args[0])?;
            self.mark(pos);
            let pc = self.emit(Op::PushToLocal { slot });
            self.record_call(pc, text);
            return Ok(());
        }
        match callee {
            E::PropertyAccess(PropertyAccess::Simple(s)) => {
                self.expr(s.target())?;
                match s.field() {
                    PropertyAccessField::Const(id) => {
                        let a = self.sym_atom(id.sym())?;
                        self.mark(pos);
                        self.emit(Op::GetMethod { name: a });
                    }
                    PropertyAccessField::Expr(k) => {
                        self.expr(k)?;
                        self.mark(pos);
                        self.emit(Op::GetMethodElem {});
                    }
                }
            }
            E::Parenthesized(p)
                if matches!(p.expression(), E::PropertyAccess(PropertyAccess::Simple(_))) =>
            {
                return self.call(p.expression(), args, pos);
            }
            _ => {
                self.expr(callee)?;
                self.emit(Op::Undefined {});
            }
        }
        self.call_args(args, pos, text)
    }

    /// The dotted path of a callee written `tools.a.b` or `tools.a["b-c"]` where `tools` is the
    /// global tool tree (not a local of that name), for the tool-call fast path.
    fn tool_path(&mut self, callee: &'a E) -> Option<String> {
        if self.prelude {
            return None;
        }
        // The segments' symbols, innermost (the callee's last) first. Most callees are not
        // tool paths (`items.push(x)`), so nothing is allocated until the root is `tools`.
        let mut segments: smallvec::SmallVec<[boa_interner::Sym; 4]> = smallvec::SmallVec::new();
        let mut cur = callee;
        loop {
            match cur {
                E::PropertyAccess(PropertyAccess::Simple(s)) => {
                    segments.push(match s.field() {
                        PropertyAccessField::Const(id) => id.sym(),
                        PropertyAccessField::Expr(k) => match k.flatten() {
                            E::Literal(l) => match l.kind() {
                                LiteralKind::String(s) => *s,
                                _ => return None,
                            },
                            _ => return None,
                        },
                    });
                    cur = s.target();
                }
                E::Parenthesized(p) => cur = p.expression(),
                E::Identifier(id) => {
                    if segments.is_empty()
                        || self.sym_text(id.sym()) != "tools"
                        || !matches!(self.resolve(Name::Sym(id.sym())), super::Loc::Global)
                    {
                        return None;
                    }
                    break;
                }
                _ => return None,
            }
        }
        let mut path = String::new();
        for (i, &seg) in segments.iter().rev().enumerate() {
            if i > 0 {
                path.push('.');
            }
            path.push_str(&self.sym_text(seg));
        }
        Some(path)
    }

    /// `tools.a.b(input, ...)`: the input is the first argument (`undefined` when absent); extra
    /// arguments are evaluated for their effects and dropped, as a one-parameter function would.
    fn tool_call(&mut self, path: &str, args: &'a [E], pos: boa_ast::Position) -> CResult<()> {
        match args.first() {
            Some(a) => self.expr(a)?,
            None => {
                self.emit(Op::Undefined {});
            }
        }
        for a in args.iter().skip(1) {
            self.expr(a)?;
            self.emit(Op::Pop {});
        }
        let units: Vec<u16> = path.encode_utf16().collect();
        let c = self.const_str(&units);
        self.mark(pos);
        self.emit(Op::ToolCall { path: c });
        Ok(())
    }

    fn call_args(
        &mut self,
        args: &'a [E],
        pos: boa_ast::Position,
        text: Option<CalleeText>,
    ) -> CResult<()> {
        if args.iter().any(|a| matches!(a, E::Spread(_))) {
            self.args_array(args)?;
            self.mark(pos);
            let pc = self.emit(Op::CallSpread {});
            self.record_call(pc, text);
        } else {
            for a in args {
                self.expr(a)?;
            }
            self.mark(pos);
            let pc = self.emit(Op::Call {
                argc: args.len() as u16,
            });
            self.record_call(pc, text);
        }
        Ok(())
    }

    /// Compiles an optional chain. With `delete`, the chain's last step deletes the property instead
    /// of reading it and a short-circuited chain yields `true` (`delete a?.b` when `a` is nullish).
    fn optional(&mut self, o: &'a boa_ast::expression::Optional, delete: bool) -> CResult<()> {
        let start_depth = self.depth();
        let chain = o.chain();
        let mut receiver = false;
        let first_is_call = matches!(
            chain.first().map(|c| c.kind()),
            Some(OptionalOperationKind::Call { .. })
        );
        match o.target() {
            E::PropertyAccess(PropertyAccess::Simple(s)) if first_is_call => {
                // `o.m?.()`: keep `o` as the receiver.
                self.expr(s.target())?;
                match s.field() {
                    PropertyAccessField::Const(id) => {
                        let a = self.sym_atom(id.sym())?;
                        self.emit(Op::GetMethod { name: a });
                    }
                    PropertyAccessField::Expr(k) => {
                        self.expr(k)?;
                        self.emit(Op::GetMethodElem {});
                    }
                }
                receiver = true;
            }
            t => self.expr(t)?,
        }
        // (patch, extra values on the stack at the jump)
        let mut shorts: Vec<(super::Patch, i32)> = Vec::new();
        let pos = o.span().start();
        for (i, op) in chain.iter().enumerate() {
            let next_is_call = matches!(
                chain.get(i + 1).map(|n| n.kind()),
                Some(OptionalOperationKind::Call { .. })
            );
            match op.kind() {
                OptionalOperationKind::SimplePropertyAccess { field } => {
                    if receiver {
                        // The previous step left [f, obj] for a call that did not come: drop obj.
                        self.emit(Op::Pop {});
                    }
                    if op.shorted() {
                        self.emit(Op::Dup {});
                        let p = self.emit_jump(Op::JumpIfNullish { target: Label(0) });
                        shorts.push((p, self.depth() - start_depth));
                    }
                    let last = i + 1 == chain.len();
                    match field {
                        PropertyAccessField::Const(id) if delete && last => {
                            let a = self.sym_atom(id.sym())?;
                            self.emit(Op::DeleteProp { name: a });
                        }
                        PropertyAccessField::Expr(k) if delete && last => {
                            self.expr(k)?;
                            self.emit(Op::DeleteElem {});
                        }
                        PropertyAccessField::Const(id) => {
                            let a = self.sym_atom(id.sym())?;
                            self.emit(if next_is_call {
                                Op::GetMethod { name: a }
                            } else {
                                Op::GetProp { name: a }
                            });
                        }
                        PropertyAccessField::Expr(k) => {
                            self.expr(k)?;
                            self.emit(if next_is_call {
                                Op::GetMethodElem {}
                            } else {
                                Op::GetElem {}
                            });
                        }
                    }
                    receiver = next_is_call;
                }
                OptionalOperationKind::PrivatePropertyAccess { .. } => {
                    return Err(self.unsupported("private fields", "use ordinary properties", None))
                }
                OptionalOperationKind::Call { args } => {
                    if !receiver {
                        if op.shorted() {
                            self.emit(Op::Dup {});
                            let p = self.emit_jump(Op::JumpIfNullish { target: Label(0) });
                            shorts.push((p, self.depth() - start_depth));
                        }
                        self.emit(Op::Undefined {});
                    } else if op.shorted() {
                        // [f, obj]: test f without losing obj.
                        self.emit(Op::Swap {});
                        self.emit(Op::Dup {});
                        let p = self.emit_jump(Op::JumpIfNullish { target: Label(0) });
                        shorts.push((p, self.depth() - start_depth));
                        self.emit(Op::Swap {});
                    }
                    self.call_args(args, pos, None)?;
                    receiver = false;
                }
            }
        }
        if receiver {
            self.emit(Op::Pop {});
        }
        if shorts.is_empty() {
            return Ok(());
        }
        let end_depth = self.depth();
        let end = self.emit_jump(Op::Jump { target: Label(0) });
        let mut ends = vec![end];
        for (p, extra) in shorts {
            self.patch(p);
            self.set_depth(start_depth + extra);
            for _ in 0..extra {
                self.emit(Op::Pop {});
            }
            self.emit(if delete {
                Op::True {}
            } else {
                Op::Undefined {}
            });
            ends.push(self.emit_jump(Op::Jump { target: Label(0) }));
        }
        for e in ends {
            self.patch(e);
        }
        self.set_depth(end_depth);
        Ok(())
    }

    /// Compiles a binary expression. A left-deep chain (`a + b + c + ...`, `x && y && z`, a long
    /// comma list) is walked with a loop, not recursion, so a million-term chain compiles in
    /// linear time and constant native stack.
    fn binary_chain(&mut self, top: &'a boa_ast::expression::operator::Binary) -> CResult<()> {
        // Most chains are short: kept on the stack unless longer than eight.
        let mut chain: smallvec::SmallVec<[&'a boa_ast::expression::operator::Binary; 8]> =
            smallvec::smallvec![top];
        let mut leftmost = top.lhs();
        while let E::Binary(b) = leftmost {
            chain.push(b);
            leftmost = b.lhs();
        }
        let mut steps = chain.into_iter().rev();
        // `local + rhs` first, when it can read the local after `rhs` (`AddLocal`).
        let first = steps.next().unwrap_or(top);
        let fused = match first.op() {
            BinaryOp::Arithmetic(ArithmeticOp::Add) => match leftmost {
                E::Identifier(id) => self.add_local_operand(id, first.rhs()),
                _ => None,
            },
            _ => None,
        };
        if let Some(slot) = fused {
            self.expr(first.rhs())?;
            if !matches!(first.rhs(), E::Binary(_)) {
                self.mark(first.rhs().span().start());
            }
            self.emit(Op::AddLocal { slot });
        } else {
            self.expr(leftmost)?;
            self.binary_step(first.op(), first.rhs())?;
        }
        for b in steps {
            self.binary_step(b.op(), b.rhs())?;
        }
        Ok(())
    }

    /// The slot of `id` when `id + rhs` may read it after evaluating `rhs` (`AddLocal`): `id`
    /// names this function's own local, not captured by a closure (so nothing but this
    /// function's code writes it) and past its temporal dead zone (so reading it cannot
    /// throw), and `rhs` does not write it (`analysis::may_write`, which answers `true` for
    /// anything it does not see through). Emits nothing.
    fn add_local_operand(&mut self, id: &Identifier, rhs: &E) -> Option<Slot> {
        /// Expression nodes of `rhs` looked at before giving up: keeps `a + (a + (a + ...))`
        /// linear.
        const LOOK: usize = 64;
        // A number constant is left to the peephole pass, which makes `local + 1` one
        // instruction (`LocalAddInt`).
        let number = |e: &E| matches!(e, E::Literal(l) if matches!(l.kind(), LiteralKind::Num(_) | LiteralKind::Int(_)));
        let negated = matches!(rhs, E::Unary(u) if u.op() == UnaryOp::Minus && number(u.target()));
        if number(rhs) || negated {
            return None;
        }
        let name = Name::Sym(id.sym());
        if (self.prelude && self.sym_text(id.sym()).starts_with("$$")) || self.is_self_ref(name) {
            return None;
        }
        let slot = self.plain_local(id.sym(), false)?;
        (!crate::analysis::may_write(rhs, id.sym(), LOOK)).then_some(slot)
    }

    /// With the left operand on the stack, compiles `op rhs`.
    fn binary_step(&mut self, op: BinaryOp, rhs: &'a E) -> CResult<()> {
        match op {
            BinaryOp::Logical(l) => {
                self.emit(Op::Dup {});
                let j = self.emit_jump(match l {
                    LogicalOp::And => Op::JumpIfFalse { target: Label(0) },
                    LogicalOp::Or => Op::JumpIfTrue { target: Label(0) },
                    LogicalOp::Coalesce => Op::JumpIfNotNullish { target: Label(0) },
                });
                self.emit(Op::Pop {});
                self.expr(rhs)?;
                self.patch(j);
                return Ok(());
            }
            BinaryOp::Comma => {
                self.emit(Op::Pop {});
                self.expr(rhs)?;
                return Ok(());
            }
            _ => {}
        }
        self.expr(rhs)?;
        if !matches!(rhs, E::Binary(_)) {
            self.mark(rhs.span().start());
        }
        let o = match op {
            BinaryOp::Arithmetic(a) => match a {
                ArithmeticOp::Add => Op::Add {},
                ArithmeticOp::Sub => Op::Sub {},
                ArithmeticOp::Mul => Op::Mul {},
                ArithmeticOp::Div => Op::Div {},
                ArithmeticOp::Mod => Op::Mod {},
                ArithmeticOp::Exp => Op::Exp {},
            },
            BinaryOp::Bitwise(b) => match b {
                BitwiseOp::And => Op::BitAnd {},
                BitwiseOp::Or => Op::BitOr {},
                BitwiseOp::Xor => Op::BitXor {},
                BitwiseOp::Shl => Op::Shl {},
                BitwiseOp::Shr => Op::Shr {},
                BitwiseOp::UShr => Op::UShr {},
            },
            BinaryOp::Relational(r) => match r {
                RelationalOp::Equal => Op::Eq {},
                RelationalOp::NotEqual => Op::Ne {},
                RelationalOp::StrictEqual => Op::StrictEq {},
                RelationalOp::StrictNotEqual => Op::StrictNe {},
                RelationalOp::GreaterThan => Op::Gt {},
                RelationalOp::GreaterThanOrEqual => Op::Ge {},
                RelationalOp::LessThan => Op::Lt {},
                RelationalOp::LessThanOrEqual => Op::Le {},
                RelationalOp::In => Op::In {},
                RelationalOp::InstanceOf => Op::InstanceOf {},
            },
            _ => Op::Nop {},
        };
        self.emit(o);
        Ok(())
    }

    fn unary(&mut self, op: UnaryOp, target: &'a E) -> CResult<()> {
        match op {
            UnaryOp::TypeOf => {
                if let E::Identifier(id) = target.flatten() {
                    if matches!(self.resolve(Name::Sym(id.sym())), super::Loc::Global)
                        && !self.prelude
                    {
                        let a = self.sym_atom(id.sym())?;
                        self.emit(Op::TypeofGlobal { name: a });
                        return Ok(());
                    }
                }
                self.expr(target)?;
                self.emit(Op::Typeof {});
            }
            UnaryOp::Delete => match target.flatten() {
                E::PropertyAccess(PropertyAccess::Simple(s)) => {
                    self.expr(s.target())?;
                    match s.field() {
                        PropertyAccessField::Const(id) => {
                            let a = self.sym_atom(id.sym())?;
                            self.emit(Op::DeleteProp { name: a });
                        }
                        PropertyAccessField::Expr(k) => {
                            self.expr(k)?;
                            self.emit(Op::DeleteElem {});
                        }
                    }
                }
                E::Identifier(_) => {
                    self.emit(Op::False {});
                }
                E::Optional(o)
                    if matches!(
                        o.chain().last().map(|c| c.kind()),
                        Some(OptionalOperationKind::SimplePropertyAccess { .. })
                    ) =>
                {
                    self.optional(o, true)?;
                }
                other => {
                    self.expr(other)?;
                    self.emit(Op::Pop {});
                    self.emit(Op::True {});
                }
            },
            UnaryOp::Void => {
                self.expr(target)?;
                self.emit(Op::Pop {});
                self.emit(Op::Undefined {});
            }
            UnaryOp::Minus => {
                if let E::Literal(l) = target {
                    match l.kind() {
                        LiteralKind::Num(n) => {
                            self.number(-n);
                            return Ok(());
                        }
                        LiteralKind::Int(i) if *i != 0 => {
                            self.number(-(*i as f64));
                            return Ok(());
                        }
                        _ => {}
                    }
                }
                self.expr(target)?;
                self.emit(Op::Neg {});
            }
            UnaryOp::Plus => {
                self.expr(target)?;
                self.emit(Op::ToNumber {});
            }
            UnaryOp::Not => {
                self.expr(target)?;
                self.emit(Op::Not {});
            }
            UnaryOp::Tilde => {
                self.expr(target)?;
                self.emit(Op::BitNot {});
            }
        }
        Ok(())
    }

    /// `x++`, `--o.p`, `o[k]++`, ... leaving the expression's value on the stack. With
    /// `discarded` (an expression statement whose value nothing reads), a property update
    /// leaves the new value instead of keeping the old one in a temporary: `counts[k]++;`
    /// costs a read, an increment and a write, as `++counts[k];` does.
    pub(super) fn update(
        &mut self,
        op: UpdateOp,
        target: &'a UpdateTarget,
        discarded: bool,
    ) -> CResult<()> {
        let inc = matches!(op, UpdateOp::IncrementPost | UpdateOp::IncrementPre);
        let post = matches!(op, UpdateOp::IncrementPost | UpdateOp::DecrementPost);
        let step = if inc { Op::Inc {} } else { Op::Dec {} };
        match target {
            UpdateTarget::Identifier(id) => {
                let n = Name::Sym(id.sym());
                self.load_name(n)?;
                if post {
                    self.emit(Op::ToNumber {});
                    self.emit(Op::Dup {});
                    self.emit(step);
                } else {
                    self.emit(step);
                    self.emit(Op::Dup {});
                }
                self.store_name(n, false)?;
            }
            UpdateTarget::PropertyAccess(PropertyAccess::Simple(s)) => {
                // The old value, kept in a temporary, unless nothing reads the result (`Inc`
                // and `Dec` convert with ToNumber themselves).
                let tmp = if discarded { None } else { Some(self.temp()?) };
                self.expr(s.target())?;
                let key = match s.field() {
                    PropertyAccessField::Const(id) => {
                        let a = self.sym_atom(id.sym())?;
                        self.emit(Op::Dup {});
                        self.emit(Op::GetProp { name: a });
                        Some(a)
                    }
                    PropertyAccessField::Expr(k) => {
                        self.expr(k)?;
                        self.emit(Op::ToElemKey {});
                        self.emit(Op::Dup2 {});
                        self.emit(Op::GetElem {});
                        None
                    }
                };
                if let Some(tmp) = tmp {
                    self.emit(Op::ToNumber {});
                    self.emit(Op::Dup {});
                    self.emit(Op::SetLocal { slot: Slot(tmp) });
                }
                self.emit(step);
                match key {
                    Some(a) => self.emit(Op::SetProp { name: a }),
                    None => self.emit(Op::SetElem {}),
                };
                if let (Some(tmp), true) = (tmp, post) {
                    self.emit(Op::Pop {});
                    self.emit(Op::GetLocal { slot: Slot(tmp) });
                }
            }
            UpdateTarget::PropertyAccess(_) => {
                return Err(self.unsupported(
                    "private or super member updates",
                    "use ordinary properties",
                    None,
                ))
            }
        }
        Ok(())
    }

    fn assign(&mut self, a: &'a boa_ast::expression::operator::Assign) -> CResult<()> {
        let op = a.op();
        match a.lhs() {
            AssignTarget::Identifier(id) => {
                let n = Name::Sym(id.sym());
                let name = self.sym_text(id.sym());
                match op {
                    AssignOp::Assign => {
                        self.expr_inner_named(a.rhs(), name)?;
                        self.emit(Op::Dup {});
                        self.store_name(n, false)?;
                    }
                    AssignOp::BoolAnd | AssignOp::BoolOr | AssignOp::Coalesce => {
                        self.load_name(n)?;
                        self.emit(Op::Dup {});
                        let j = self.emit_jump(logical_skip(op));
                        self.emit(Op::Pop {});
                        self.expr_inner_named(a.rhs(), name)?;
                        self.emit(Op::Dup {});
                        self.store_name(n, false)?;
                        self.patch(j);
                    }
                    _ => {
                        let fused = match (op, a.lhs()) {
                            (AssignOp::Add, AssignTarget::Identifier(id)) => {
                                self.add_local_operand(id, a.rhs())
                            }
                            _ => None,
                        };
                        if let Some(slot) = fused {
                            self.expr(a.rhs())?;
                            self.emit(Op::AddLocal { slot });
                        } else {
                            self.load_name(n)?;
                            self.expr(a.rhs())?;
                            self.emit(compound_op(op));
                        }
                        self.emit(Op::Dup {});
                        self.store_name(n, false)?;
                    }
                }
            }
            AssignTarget::Access(PropertyAccess::Simple(s)) => {
                self.expr(s.target())?;
                let key = match s.field() {
                    PropertyAccessField::Const(id) => Some(self.sym_atom(id.sym())?),
                    PropertyAccessField::Expr(k) => {
                        self.expr(k)?;
                        // A read-modify-write converts its key once, after a nullish check.
                        if !matches!(op, AssignOp::Assign) {
                            self.emit(Op::ToElemKey {});
                        }
                        None
                    }
                };
                let pos = a.span().start();
                match op {
                    AssignOp::Assign => {
                        self.expr(a.rhs())?;
                    }
                    AssignOp::BoolAnd | AssignOp::BoolOr | AssignOp::Coalesce => {
                        match key {
                            Some(k) => {
                                self.emit(Op::Dup {});
                                self.emit(Op::GetProp { name: k });
                            }
                            None => {
                                self.emit(Op::Dup2 {});
                                self.emit(Op::GetElem {});
                            }
                        }
                        self.emit(Op::Dup {});
                        let j = self.emit_jump(logical_skip(op));
                        self.emit(Op::Pop {});
                        self.expr(a.rhs())?;
                        self.mark(pos);
                        match key {
                            Some(k) => self.emit(Op::SetProp { name: k }),
                            None => self.emit(Op::SetElem {}),
                        };
                        let end = self.emit_jump(Op::Jump { target: Label(0) });
                        // Short-circuit: [obj (key) current] -> current
                        let d = self.depth();
                        self.set_depth(d + if key.is_some() { 1 } else { 2 });
                        self.patch(j);
                        if key.is_none() {
                            self.emit(Op::Rot3 {});
                            self.emit(Op::Pop {});
                        } else {
                            self.emit(Op::Swap {});
                        }
                        self.emit(Op::Pop {});
                        self.patch(end);
                        return Ok(());
                    }
                    _ => {
                        match key {
                            Some(k) => {
                                self.emit(Op::Dup {});
                                self.emit(Op::GetProp { name: k });
                            }
                            None => {
                                self.emit(Op::Dup2 {});
                                self.emit(Op::GetElem {});
                            }
                        }
                        self.expr(a.rhs())?;
                        self.emit(compound_op(op));
                    }
                }
                self.mark(pos);
                match key {
                    Some(k) => self.emit(Op::SetProp { name: k }),
                    None => self.emit(Op::SetElem {}),
                };
            }
            AssignTarget::Access(_) => {
                return Err(self.unsupported(
                    "private or super member assignment",
                    "use ordinary properties",
                    None,
                ))
            }
            AssignTarget::Pattern(p) => {
                if op != AssignOp::Assign {
                    return Err(self.unsupported(
                        "compound assignment to a pattern",
                        "assign the parts separately",
                        None,
                    ));
                }
                self.expr(a.rhs())?;
                self.emit(Op::Dup {});
                self.assign_pattern(p)?;
            }
        }
        Ok(())
    }
}

fn logical_skip(op: AssignOp) -> Op {
    match op {
        AssignOp::BoolAnd => Op::JumpIfFalse { target: Label(0) },
        AssignOp::BoolOr => Op::JumpIfTrue { target: Label(0) },
        _ => Op::JumpIfNotNullish { target: Label(0) },
    }
}

fn compound_op(op: AssignOp) -> Op {
    match op {
        AssignOp::Add => Op::Add {},
        AssignOp::Sub => Op::Sub {},
        AssignOp::Mul => Op::Mul {},
        AssignOp::Div => Op::Div {},
        AssignOp::Mod => Op::Mod {},
        AssignOp::Exp => Op::Exp {},
        AssignOp::And => Op::BitAnd {},
        AssignOp::Or => Op::BitOr {},
        AssignOp::Xor => Op::BitXor {},
        AssignOp::Shl => Op::Shl {},
        AssignOp::Shr => Op::Shr {},
        AssignOp::Ushr => Op::UShr {},
        _ => Op::Nop {},
    }
}

/// Where an expression starts, without walking left-deep binary chains (whose `span` is linear
/// in their length): a binary reports its right operand's start, which is where its operator's
/// work happens.
fn start_of(mut e: &E) -> Option<boa_ast::Position> {
    while let E::Binary(b) = e {
        e = b.rhs();
    }
    Some(e.span().start())
}

/// A callee's source-like text in UTF-16 units (see [`Compiler::callee_text`]).
pub(super) type CalleeText = smallvec::SmallVec<[u16; 48]>;

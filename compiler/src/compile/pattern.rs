//! Destructuring: binds or assigns the value on top of the stack through object and array
//! patterns (nested, defaults, rest, computed keys).

use super::{BindKind, CResult, Compiler, Name};
use boa_ast::declaration::Binding;
use boa_ast::expression::access::{PropertyAccess, PropertyAccessField};
use boa_ast::pattern::{ArrayPatternElement as A, ObjectPatternElement as O, Pattern};
use boa_ast::property::PropertyName;
use codemode_vm::opcodes::{Label, Op};

/// How pattern leaves are stored.
#[derive(Clone, Copy)]
enum Mode {
    /// Declaration (initialisation).
    Decl,
    /// Assignment to existing bindings.
    Assign,
}

impl<'a> Compiler<'a> {
    /// Binds the value on the stack (pops it) to a declaration binding.
    pub(super) fn bind_declaration(
        &mut self,
        b: &'a Binding,
        _kind: BindKind,
        _init: bool,
    ) -> CResult<()> {
        match b {
            Binding::Identifier(id) => self.store_name(Name::Sym(id.sym()), true),
            Binding::Pattern(p) => self.destructure(p, Mode::Decl),
        }
    }

    /// Assigns the value on the stack (pops it) through a pattern.
    pub(super) fn assign_pattern(&mut self, p: &'a Pattern) -> CResult<()> {
        self.destructure(p, Mode::Assign)
    }

    /// Assigns the value on the stack (pops it) to `obj.prop` / `obj[key]`.
    pub(super) fn assign_to_access(&mut self, pa: &'a PropertyAccess) -> CResult<()> {
        let PropertyAccess::Simple(s) = pa else {
            return Err(self.unsupported(
                "private or super member assignment",
                "use ordinary properties",
                None,
            ));
        };
        self.expr(s.target())?;
        match s.field() {
            PropertyAccessField::Const(id) => {
                let a = self.sym_atom(id.sym())?;
                self.emit(Op::Swap {});
                self.emit(Op::SetProp { name: a });
            }
            PropertyAccessField::Expr(k) => {
                self.expr(k)?;
                // [value obj key] -> [obj key value]
                self.emit(Op::Rot3 {});
                self.emit(Op::Rot3 {});
                self.emit(Op::SetElem {});
            }
        }
        self.emit(Op::Pop {});
        Ok(())
    }

    fn store_leaf(&mut self, sym: boa_interner::Sym, mode: Mode) -> CResult<()> {
        match mode {
            Mode::Decl => self.store_name(Name::Sym(sym), true),
            Mode::Assign => self.store_name(Name::Sym(sym), false),
        }
    }

    fn default_value(&mut self, d: Option<&'a boa_ast::Expression>) -> CResult<()> {
        self.default_value_named(d, None)
    }

    /// A default for a plain name: an anonymous function default takes the name.
    fn default_value_named(
        &mut self,
        d: Option<&'a boa_ast::Expression>,
        name: Option<boa_interner::Sym>,
    ) -> CResult<()> {
        if let Some(d) = d {
            self.emit(Op::Dup {});
            let j = self.emit_jump(Op::JumpIfNotUndefined { target: Label(0) });
            self.emit(Op::Pop {});
            match name {
                Some(sym) => self.named_expr_sym(d, sym)?,
                None => self.expr(d)?,
            }
            self.patch(j);
        }
        Ok(())
    }

    fn get_key(&mut self, name: &'a PropertyName) -> CResult<()> {
        match name {
            PropertyName::Literal(id) => {
                let a = self.sym_atom(id.sym())?;
                self.emit(Op::GetProp { name: a });
            }
            PropertyName::Computed(k) => {
                self.expr(k)?;
                self.emit(Op::GetElem {});
            }
        }
        Ok(())
    }

    fn destructure(&mut self, p: &'a Pattern, mode: Mode) -> CResult<()> {
        match p {
            Pattern::Object(o) => {
                if o.bindings().is_empty() {
                    // `const {} = null` must still throw.
                    self.emit(Op::Dup {});
                    self.emit(Op::ObjectRest { n: 0 });
                    self.emit(Op::Pop {});
                }
                let mut seen: Vec<&'a PropertyName> = Vec::new();
                for e in o.bindings() {
                    match e {
                        O::SingleName {
                            name,
                            ident,
                            default_init,
                        } => {
                            self.emit(Op::Dup {});
                            self.get_key(name)?;
                            self.default_value_named(default_init.as_ref(), Some(ident.sym()))?;
                            self.store_leaf(ident.sym(), mode)?;
                            seen.push(name);
                        }
                        O::Pattern {
                            name,
                            pattern,
                            default_init,
                        } => {
                            self.emit(Op::Dup {});
                            self.get_key(name)?;
                            self.default_value(default_init.as_ref())?;
                            self.destructure(pattern, mode)?;
                            seen.push(name);
                        }
                        O::AssignmentPropertyAccess {
                            name,
                            access,
                            default_init,
                        } => {
                            self.emit(Op::Dup {});
                            self.get_key(name)?;
                            self.default_value(default_init.as_ref())?;
                            self.assign_to_access(access)?;
                            seen.push(name);
                        }
                        O::RestProperty { ident } => {
                            self.object_rest(&seen)?;
                            self.store_leaf(ident.sym(), mode)?;
                        }
                        O::AssignmentRestPropertyAccess { access } => {
                            self.object_rest(&seen)?;
                            self.assign_to_access(access)?;
                        }
                    }
                }
                self.emit(Op::Pop {});
            }
            Pattern::Array(a) if unpackable(a.bindings()) => {
                let n = a.bindings().len() as u16;
                self.emit(Op::Unpack { n });
                for e in a.bindings() {
                    match e {
                        A::SingleName {
                            ident,
                            default_init,
                        } => {
                            self.default_value_named(default_init.as_ref(), Some(ident.sym()))?;
                            self.store_leaf(ident.sym(), mode)?;
                        }
                        _ => {
                            self.emit(Op::Pop {});
                        }
                    }
                }
            }
            Pattern::Array(a) => {
                self.emit(Op::GetIter {});
                for e in a.bindings() {
                    match e {
                        A::Elision => {
                            self.emit(Op::IterNext {});
                            self.emit(Op::Pop {});
                            self.emit(Op::Pop {});
                        }
                        A::SingleName {
                            ident,
                            default_init,
                        } => {
                            self.emit(Op::IterNext {});
                            self.emit(Op::Pop {});
                            self.default_value_named(default_init.as_ref(), Some(ident.sym()))?;
                            self.store_leaf(ident.sym(), mode)?;
                        }
                        A::PropertyAccess {
                            access,
                            default_init,
                        } => {
                            self.emit(Op::IterNext {});
                            self.emit(Op::Pop {});
                            self.default_value(default_init.as_ref())?;
                            self.assign_to_access(access)?;
                        }
                        A::Pattern {
                            pattern,
                            default_init,
                        } => {
                            self.emit(Op::IterNext {});
                            self.emit(Op::Pop {});
                            self.default_value(default_init.as_ref())?;
                            self.destructure(pattern, mode)?;
                        }
                        A::SingleNameRest { ident } => {
                            self.emit(Op::IterRest {});
                            self.store_leaf(ident.sym(), mode)?;
                        }
                        A::PropertyAccessRest { access } => {
                            self.emit(Op::IterRest {});
                            self.assign_to_access(access)?;
                        }
                        A::PatternRest { pattern } => {
                            self.emit(Op::IterRest {});
                            self.destructure(pattern, mode)?;
                        }
                    }
                }
                self.emit(Op::Pop {});
            }
        }
        Ok(())
    }

    fn object_rest(&mut self, seen: &[&'a PropertyName]) -> CResult<()> {
        self.emit(Op::Dup {});
        for k in seen {
            match k {
                PropertyName::Literal(id) => {
                    let u = self.sym_units(id.sym());
                    let c = self.const_str(u);
                    self.emit(Op::Const { idx: c });
                }
                PropertyName::Computed(e) => self.expr(e)?,
            }
        }
        self.emit(Op::ObjectRest {
            n: seen.len() as u16,
        });
        Ok(())
    }
}

/// Whether an array pattern can take its values with `Unpack`, all read before any is stored:
/// one to 255 elements, each a plain name or a hole, defaults only literals. A store to a name
/// runs no code and a literal reads nothing, so no step between the reads can change the
/// iterated value or see how far the iteration went; a default that calls code
/// (`[a = arr.pop(), b] = arr`), a property target, a nested pattern or a rest keeps the
/// iterator and its step-by-step order.
fn unpackable(elements: &[A]) -> bool {
    (1..=255).contains(&elements.len())
        && elements.iter().all(|e| match e {
            A::Elision => true,
            A::SingleName { default_init, .. } => default_init
                .as_ref()
                .is_none_or(|d| matches!(d, boa_ast::Expression::Literal(_))),
            _ => false,
        })
}

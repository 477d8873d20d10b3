//! Capture analysis: which names a function's nested functions mention (so those bindings live in
//! closure cells), whether nested arrows use `this`, and whether the function uses `arguments`.

use boa_ast::expression::literal::ObjectMethodDefinition;
use boa_ast::function::{
    ArrowFunction, AsyncArrowFunction, AsyncFunctionDeclaration, AsyncFunctionExpression,
    FunctionDeclaration, FunctionExpression,
};
use boa_ast::visitor::{VisitWith, Visitor};
use boa_interner::Sym;
use std::collections::HashSet;
use std::ops::ControlFlow;

/// Names used inside nested functions (conservatively: every symbol), and `this` use by arrows.
#[derive(Default, Debug)]
pub struct Captures {
    /// Symbols mentioned anywhere inside a nested function.
    pub names: HashSet<Sym>,
    /// Whether an arrow function (not separated by a regular function) uses `this`.
    pub this: bool,
    /// Whether the name `arguments` occurs in the function itself or its arrows (conservatively:
    /// as any identifier or property name), so the function gets an arguments array.
    pub arguments: bool,
}

struct Walker {
    depth: u32,
    /// Depth of the innermost non-arrow nested function (0 = none).
    regular_depth: u32,
    /// The interned `arguments`, when the program mentions it at all.
    arguments: Option<Sym>,
    out: Captures,
}

macro_rules! nested {
    ($name:ident, $ty:ty, $regular:expr) => {
        fn $name(&mut self, node: &'ast $ty) -> ControlFlow<Self::BreakTy> {
            self.depth += 1;
            let saved = self.regular_depth;
            if $regular {
                self.regular_depth = self.depth;
            }
            let r = node.visit_with(self);
            self.regular_depth = saved;
            self.depth -= 1;
            r
        }
    };
}

impl<'ast> Visitor<'ast> for Walker {
    type BreakTy = ();
    nested!(visit_function_expression, FunctionExpression, true);
    nested!(visit_function_declaration, FunctionDeclaration, true);
    nested!(
        visit_async_function_expression,
        AsyncFunctionExpression,
        true
    );
    nested!(
        visit_async_function_declaration,
        AsyncFunctionDeclaration,
        true
    );
    nested!(visit_object_method_definition, ObjectMethodDefinition, true);
    nested!(visit_arrow_function, ArrowFunction, false);
    nested!(visit_async_arrow_function, AsyncArrowFunction, false);

    fn visit_sym(&mut self, node: &'ast Sym) -> ControlFlow<Self::BreakTy> {
        if self.depth > 0 {
            self.out.names.insert(*node);
        }
        if Some(*node) == self.arguments && self.regular_depth == 0 {
            self.out.arguments = true;
        }
        ControlFlow::Continue(())
    }

    fn visit_this(&mut self, _node: &'ast boa_ast::expression::This) -> ControlFlow<Self::BreakTy> {
        if self.depth > 0 && self.regular_depth == 0 {
            self.out.this = true;
        }
        ControlFlow::Continue(())
    }
}

/// Analyses a function's parameters and body.
pub fn analyse<'a>(
    params: Option<&'a boa_ast::function::FormalParameterList>,
    body: &'a boa_ast::function::FunctionBody,
    arguments: Option<Sym>,
) -> Captures {
    let mut w = Walker {
        depth: 0,
        regular_depth: 0,
        arguments,
        out: Captures::default(),
    };
    if let Some(p) = params {
        let _ = p.visit_with(&mut w);
    }
    let _ = body.visit_with(&mut w);
    w.out
}

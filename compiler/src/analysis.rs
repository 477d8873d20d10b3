//! Capture analysis: which names a function's nested functions may resolve in its scope (so those
//! bindings live in closure cells), whether nested arrows use `this`, and whether the function uses `arguments`;
//! which names a function reassigns, and whether one expression may write a name (`may_write`).

use crate::compile::{binding_names, collect_vars, pattern_names};
use boa_ast::expression::literal::ObjectMethodDefinition;
use boa_ast::function::{
    ArrowFunction, AsyncArrowFunction, AsyncFunctionDeclaration, AsyncFunctionExpression,
    FunctionDeclaration, FunctionExpression,
};
use boa_ast::function::{FormalParameterList, FunctionBody};
use boa_ast::visitor::{VisitWith, Visitor};
use boa_ast::Expression;
use boa_ast::StatementListItem;
use boa_interner::Sym;
/// The sets of names the analyses build (ahash, as the compiler's maps: see `compile`).
pub(crate) type HashSet<T> = std::collections::HashSet<T, ahash::RandomState>;
use std::ops::ControlFlow;

/// Names a function's nested functions may read or write from its scope, whether nested arrows
/// use `this`, and whether the function uses `arguments`.
#[derive(Default, Debug)]
pub struct Captures {
    /// Symbols a nested function may resolve outside itself: every symbol it mentions
    /// (conservatively: property names too), less the names it binds throughout its own body
    /// (see [`Walker::function`]). A binding of the analysed function with one of these names
    /// lives in a closure cell.
    pub names: HashSet<Sym>,
    /// Whether an arrow function (not separated by a regular function) uses `this`.
    pub this: bool,
    /// Whether the name `arguments` occurs in the function itself or its arrows (conservatively:
    /// as any identifier or property name), so the function gets an arguments array.
    pub arguments: bool,
}

struct Walker<'s> {
    depth: u32,
    /// Depth of the innermost non-arrow nested function (0 = none).
    regular_depth: u32,
    /// The interned `arguments`, when the program mentions it at all.
    arguments: Option<Sym>,
    /// Symbols met so far in each enclosing nested function's parameters or body, innermost
    /// last (empty while walking the analysed function's own code).
    open: Vec<HashSet<Sym>>,
    out: Captures,
    /// Where the names the program writes go, when the walk is the whole program's
    /// ([`analyse_program`]): one walk for both analyses.
    writes: Option<Writes<'s>>,
}

impl<'s> Walker<'s> {
    /// A walker at the analysed function's own level, recording writes into `writes` if given.
    fn new(arguments: Option<Sym>, writes: Option<Writes<'s>>) -> Self {
        Walker {
            depth: 0,
            regular_depth: 0,
            arguments,
            open: Vec::new(),
            out: Captures::default(),
            writes,
        }
    }

    /// Walks a nested function. What it mentions, less its own parameters and body-level
    /// declarations, goes to the function around it: those names resolve inside it wherever
    /// they occur (a parameter or a body-level `let`, `const`, `var` or function declaration
    /// shadows the outer name in the whole body), so an outer binding of the same name is not
    /// captured through them. Names declared in inner blocks are not subtracted (they shadow
    /// only part of the body). A parameter's default is evaluated outside the body's
    /// declarations, so only the parameters are subtracted from what the parameter list
    /// mentions. The callback parameter `x` of `items.map(x => ...)` no longer puts a loop
    /// variable `x` of the enclosing function in a cell.
    fn function(
        &mut self,
        params: &FormalParameterList,
        body: &FunctionBody,
        regular: bool,
    ) -> ControlFlow<()> {
        self.depth += 1;
        let saved = self.regular_depth;
        if regular {
            self.regular_depth = self.depth;
        }
        let mut own: HashSet<Sym> = HashSet::default();
        for p in params.as_ref() {
            binding_names(p.variable().binding(), &mut own);
        }
        self.open.push(HashSet::default());
        let _ = params.visit_with(self);
        let mut in_params = self.open.pop().unwrap_or_default();
        self.open.push(HashSet::default());
        let _ = body.visit_with(self);
        let mut in_body = self.open.pop().unwrap_or_default();
        in_params.retain(|s| !own.contains(s));
        own.extend(body_names(body));
        in_body.retain(|s| !own.contains(s));
        self.regular_depth = saved;
        self.depth -= 1;
        let into = match self.open.last_mut() {
            Some(set) => set,
            None => &mut self.out.names,
        };
        into.extend(in_params);
        into.extend(in_body);
        ControlFlow::Continue(())
    }
}

/// The names a function body binds in its outermost scope: every `var` (function-scoped
/// wherever it is written), and the top-level `let`, `const` and function declarations.
fn body_names(body: &FunctionBody) -> Vec<Sym> {
    use boa_ast::Declaration as D;
    let mut out = Vec::new();
    for item in body.statements() {
        collect_vars(item, &mut out);
        if let StatementListItem::Declaration(d) = item {
            match d.as_ref() {
                D::Lexical(l) => {
                    for v in l.variable_list().as_ref() {
                        binding_names(v.binding(), &mut out);
                    }
                }
                D::FunctionDeclaration(f) => out.push(f.name().sym()),
                D::AsyncFunctionDeclaration(f) => out.push(f.name().sym()),
                _ => {}
            }
        }
    }
    out
}

macro_rules! nested {
    ($name:ident, $ty:ty, $regular:expr) => {
        fn $name(&mut self, node: &'ast $ty) -> ControlFlow<Self::BreakTy> {
            self.function(node.parameters(), node.body(), $regular)
        }
    };
}

/// A visitor method for a function declaration: a nested function (see `nested!`) whose name
/// is declared (recorded when the walk records writes: a second declaration is a write).
macro_rules! declared {
    ($name:ident, $ty:ty) => {
        fn $name(&mut self, node: &'ast $ty) -> ControlFlow<Self::BreakTy> {
            if let Some(w) = &mut self.writes {
                w.declared_function(node.name().sym());
            }
            self.function(node.parameters(), node.body(), true)
        }
    };
}

/// A visitor method that records a write (when the walk records writes) before walking on.
macro_rules! recording_write {
    ($name:ident, $ty:ty, $record:ident) => {
        fn $name(&mut self, node: &'ast $ty) -> ControlFlow<Self::BreakTy> {
            if let Some(w) = &mut self.writes {
                w.$record(node);
            }
            node.visit_with(self)
        }
    };
}

impl<'ast> Visitor<'ast> for Walker<'_> {
    type BreakTy = ();
    nested!(visit_function_expression, FunctionExpression, true);
    nested!(
        visit_async_function_expression,
        AsyncFunctionExpression,
        true
    );
    recording_write!(
        visit_assign_target,
        boa_ast::expression::operator::assign::AssignTarget,
        assign_target
    );
    recording_write!(visit_update, boa_ast::expression::operator::Update, update);
    recording_write!(
        visit_iterable_loop_initializer,
        boa_ast::statement::iteration::IterableLoopInitializer,
        loop_initializer
    );
    recording_write!(
        visit_var_declaration,
        boa_ast::declaration::VarDeclaration,
        var_declaration
    );

    declared!(visit_function_declaration, FunctionDeclaration);
    declared!(visit_async_function_declaration, AsyncFunctionDeclaration);
    nested!(visit_arrow_function, ArrowFunction, false);
    nested!(visit_async_arrow_function, AsyncArrowFunction, false);

    fn visit_object_method_definition(
        &mut self,
        node: &'ast ObjectMethodDefinition,
    ) -> ControlFlow<Self::BreakTy> {
        // A computed name is evaluated where the object literal is, outside the method.
        let _ = node.name().visit_with(self);
        self.function(node.parameters(), node.body(), true)
    }

    fn visit_sym(&mut self, node: &'ast Sym) -> ControlFlow<Self::BreakTy> {
        if let Some(set) = self.open.last_mut() {
            set.insert(*node);
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
    let mut w = Walker::new(arguments, None);
    if let Some(p) = params {
        let _ = p.visit_with(&mut w);
    }
    let _ = body.visit_with(&mut w);
    w.out
}

/// [`analyse`] for the program's body, which also collects the names the program reassigns
/// (see below) in the same walk: into `out`, with `functions` as room for the walk's own set of
/// declared function names. Both are empty on entry; `functions` is emptied again on return.
pub fn analyse_program(
    body: &FunctionBody,
    arguments: Option<Sym>,
    out: &mut HashSet<Sym>,
    functions: &mut HashSet<Sym>,
) -> Captures {
    let mut w = Walker::new(arguments, Some(Writes { out, functions }));
    let _ = body.visit_with(&mut w);
    if let Some(writes) = w.writes {
        writes.functions.clear();
    }
    w.out
}

/// Names the program may write after their declaration, anywhere (conservatively by name, in
/// every scope): assignment, update and `for`-`in`/`of` targets, `var` declarators with an
/// initialiser (a `var` can be redeclared and reassigned), and names with more than one
/// function declaration (the later one overwrites the binding). A function declaration, or a
/// `let` initialised with a function, whose name is not here holds that function for as long as
/// it exists, so the function may read its own name as its callee (see the compiler's
/// `pending_self_ref`; a `const` qualifies whatever this says, since nothing can write it).
/// [`analyse_program`] collects them.
struct Writes<'s> {
    out: &'s mut HashSet<Sym>,
    functions: &'s mut HashSet<Sym>,
}

impl Writes<'_> {
    fn declared_function(&mut self, name: Sym) {
        if !self.functions.insert(name) {
            self.out.insert(name);
        }
    }

    fn assign_target(&mut self, node: &boa_ast::expression::operator::assign::AssignTarget) {
        use boa_ast::expression::operator::assign::AssignTarget as T;
        match node {
            T::Identifier(id) => {
                self.out.insert(id.sym());
            }
            T::Pattern(p) => pattern_names(p, self.out),
            T::Access(_) => {}
        }
    }

    fn update(&mut self, node: &boa_ast::expression::operator::Update) {
        use boa_ast::expression::operator::update::UpdateTarget;
        if let UpdateTarget::Identifier(id) = node.target() {
            self.out.insert(id.sym());
        }
    }

    fn loop_initializer(&mut self, node: &boa_ast::statement::iteration::IterableLoopInitializer) {
        use boa_ast::statement::iteration::IterableLoopInitializer as I;
        match node {
            I::Identifier(id) => {
                self.out.insert(id.sym());
            }
            I::Var(v) => binding_names(v.binding(), self.out),
            I::Pattern(p) => pattern_names(p, self.out),
            I::Access(_) | I::Let(_) | I::Const(_) => {}
        }
    }

    fn var_declaration(&mut self, node: &boa_ast::declaration::VarDeclaration) {
        for v in node.0.as_ref() {
            if v.init().is_some() {
                binding_names(v.binding(), self.out);
            }
        }
    }
}

/// Whether evaluating `expr` may write the binding `name`, answered conservatively: `true` for
/// an assignment or update of `name`, any destructuring assignment, any nested function or
/// class, and any expression of more than `budget` nodes (so that a chain of such questions
/// stays linear in the program's size). `false` means `expr` leaves an uncaptured local named
/// `name` as it found it, so the local may be read after `expr` instead of before.
pub fn may_write(expr: &Expression, name: Sym, budget: usize) -> bool {
    let mut w = MayWrite { name, left: budget };
    expr.visit_with(&mut w).is_break()
}

/// [`may_write`] for a statement (a loop's body), which may also write `name` as the head of
/// a `for`-`in` or `for`-`of` loop (or write anything through a pattern there).
pub fn may_write_stmt(stmt: &boa_ast::Statement, name: Sym, budget: usize) -> bool {
    let mut w = MayWrite { name, left: budget };
    stmt.visit_with(&mut w).is_break()
}

struct MayWrite {
    name: Sym,
    /// Expression nodes still to visit before giving up.
    left: usize,
}

impl<'ast> Visitor<'ast> for MayWrite {
    type BreakTy = ();

    fn visit_expression(&mut self, node: &'ast Expression) -> ControlFlow<Self::BreakTy> {
        if self.left == 0 {
            return ControlFlow::Break(());
        }
        self.left -= 1;
        match node {
            Expression::FunctionExpression(_)
            | Expression::ArrowFunction(_)
            | Expression::AsyncArrowFunction(_)
            | Expression::GeneratorExpression(_)
            | Expression::AsyncFunctionExpression(_)
            | Expression::AsyncGeneratorExpression(_)
            | Expression::ClassExpression(_) => ControlFlow::Break(()),
            _ => node.visit_with(self),
        }
    }

    fn visit_assign_target(
        &mut self,
        node: &'ast boa_ast::expression::operator::assign::AssignTarget,
    ) -> ControlFlow<Self::BreakTy> {
        use boa_ast::expression::operator::assign::AssignTarget as T;
        match node {
            T::Identifier(id) if id.sym() != self.name => node.visit_with(self),
            T::Access(_) => node.visit_with(self),
            _ => ControlFlow::Break(()),
        }
    }

    fn visit_object_method_definition(
        &mut self,
        _node: &'ast ObjectMethodDefinition,
    ) -> ControlFlow<Self::BreakTy> {
        ControlFlow::Break(())
    }

    fn visit_update(
        &mut self,
        node: &'ast boa_ast::expression::operator::Update,
    ) -> ControlFlow<Self::BreakTy> {
        use boa_ast::expression::operator::update::UpdateTarget;
        match node.target() {
            UpdateTarget::Identifier(id) if id.sym() == self.name => ControlFlow::Break(()),
            _ => node.visit_with(self),
        }
    }

    fn visit_iterable_loop_initializer(
        &mut self,
        node: &'ast boa_ast::statement::iteration::IterableLoopInitializer,
    ) -> ControlFlow<Self::BreakTy> {
        use boa_ast::statement::iteration::IterableLoopInitializer as I;
        match node {
            I::Identifier(id) if id.sym() == self.name => ControlFlow::Break(()),
            I::Pattern(_) => ControlFlow::Break(()),
            _ => node.visit_with(self),
        }
    }
}

//! Statements: blocks, declarations, control flow, loops (with fresh per-iteration bindings),
//! switch, labels, try/catch/finally with finally blocks inlined on every exit.

use super::{BindKind, CResult, Compiler, Control, Name, Patch};
use boa_ast::declaration::{Binding, LexicalDeclaration};
use boa_ast::statement::iteration::{ForLoopInitializer, IterableLoopInitializer};
use boa_ast::statement::{Block, LabelledItem};
use boa_ast::{Declaration, Spanned, Statement, StatementListItem};
use boa_interner::Sym;
use codemode_vm::opcodes::{Label, Op, Slot};

impl<'a> Compiler<'a> {
    pub(super) fn statements(&mut self, items: &'a [StatementListItem]) -> CResult<()> {
        for it in items {
            match it {
                StatementListItem::Statement(s) => self.statement(s, Vec::new())?,
                StatementListItem::Declaration(d) => self.declaration(d)?,
            }
        }
        Ok(())
    }

    fn declaration(&mut self, d: &'a Declaration) -> CResult<()> {
        match d {
            Declaration::Lexical(l) => self.lexical(l),
            Declaration::FunctionDeclaration(_) | Declaration::AsyncFunctionDeclaration(_) => Ok(()),
            Declaration::ClassDeclaration(c) => Err(self.unsupported(
                "class",
                "use object literals and functions (a factory function returning an object) instead of classes",
                c.constructor().and_then(|f| f.linear_span().map(|_| None)).flatten(),
            )),
            Declaration::GeneratorDeclaration(_) | Declaration::AsyncGeneratorDeclaration(_) => Err(self.unsupported(
                "generator functions (function*)",
                "build and return an array instead of yielding values",
                None,
            )),
        }
    }

    fn lexical(&mut self, l: &'a LexicalDeclaration) -> CResult<()> {
        let kind = match l {
            LexicalDeclaration::Const(_) => BindKind::Const,
            LexicalDeclaration::Let(_) => BindKind::Let,
            _ => {
                return Err(self.unsupported(
                    "`using` declarations",
                    "use const and call cleanup explicitly",
                    None,
                ))
            }
        };
        for v in l.variable_list().as_ref() {
            match v.init() {
                Some(e) => {
                    self.mark(e.span().start());
                    if let (Binding::Identifier(id), true) = (v.binding(), is_function(e)) {
                        // `const f = (n) => ... f(n - 1) ...`: the binding holds this function
                        // from before it can first run (see `pending_self_ref`).
                        self.expect_self_ref(id.sym(), kind == BindKind::Const);
                    }
                    self.named_expr(e, v.binding())?;
                    self.pending_self_ref = None;
                }
                None => {
                    self.emit(Op::Undefined {});
                }
            }
            self.bind_declaration(v.binding(), kind, true)?;
        }
        Ok(())
    }

    pub(super) fn block(&mut self, b: &'a Block) -> CResult<()> {
        self.push_scope();
        let items = b.statement_list().statements();
        self.block_declarations(items)?;
        self.statements(items)?;
        self.pop_scope();
        Ok(())
    }

    fn statement(&mut self, s: &'a Statement, labels: Vec<Sym>) -> CResult<()> {
        match s {
            Statement::Block(b) => {
                if labels.is_empty() {
                    return self.block(b);
                }
                let depth = self.depth();
                self.f().control.push(Control::Block {
                    labels,
                    breaks: Vec::new(),
                    depth,
                });
                self.block(b)?;
                if let Some(Control::Block { breaks, .. }) = self.f().control.pop() {
                    for p in breaks {
                        self.patch(p);
                    }
                }
                Ok(())
            }
            Statement::Var(v) => {
                for d in v.0.as_ref() {
                    if let Some(e) = d.init() {
                        self.mark(e.span().start());
                        self.named_expr(e, d.binding())?;
                        self.bind_declaration(d.binding(), BindKind::Var, true)?;
                    }
                }
                Ok(())
            }
            Statement::Empty | Statement::Debugger => Ok(()),
            Statement::Expression(e) => {
                self.mark(e.span().start());
                // The program's completion value is its last expression statement's value.
                let completion = self.funcs.len() == 1 && self.f().completion.is_some();
                match e {
                    boa_ast::Expression::Update(u) if !completion => {
                        self.update(u.op(), u.target(), true)?
                    }
                    _ => self.expr(e)?,
                }
                match (self.funcs.len(), self.f().completion) {
                    (1, Some(slot)) => {
                        self.emit(Op::SetLocal { slot: Slot(slot) });
                    }
                    _ => {
                        self.emit(Op::Pop {});
                    }
                }
                Ok(())
            }
            Statement::If(i) => {
                self.mark(i.cond().span().start());
                self.expr(i.cond())?;
                let j = self.emit_jump(Op::JumpIfFalse { target: Label(0) });
                self.statement(i.body(), Vec::new())?;
                match i.else_node() {
                    Some(e) => {
                        let end = self.emit_jump(Op::Jump { target: Label(0) });
                        self.patch(j);
                        self.statement(e, Vec::new())?;
                        self.patch(end);
                    }
                    None => self.patch(j),
                }
                Ok(())
            }
            Statement::WhileLoop(w) => {
                let top = self.pc();
                self.mark(w.condition().span().start());
                self.expr(w.condition())?;
                let exit = self.emit_jump(Op::JumpIfFalse { target: Label(0) });
                self.loop_body(w.body(), labels, top, |_| Ok(()))?;
                self.jump_to(top);
                self.patch(exit);
                self.finish_loop_breaks();
                Ok(())
            }
            Statement::DoWhileLoop(w) => {
                let top = self.pc();
                let depth = self.depth();
                self.f().control.push(Control::Loop {
                    labels,
                    breaks: Vec::new(),
                    continues: Vec::new(),
                    depth,
                });
                self.statement(w.body(), Vec::new())?;
                let cont = self.pc();
                self.patch_continues(cont);
                self.expr(w.cond())?;
                self.emit(Op::JumpIfTrue {
                    target: Label(top as u32),
                });
                self.finish_loop_breaks();
                Ok(())
            }
            Statement::ForLoop(f) => self.for_loop(f, labels),
            Statement::ForOfLoop(f) => {
                if f.r#await() {
                    return Err(self.unsupported(
                        "for await...of",
                        "await inside a plain for...of loop, or use await Promise.all(items.map(...))",
                        Some(f.iterable().span().start()),
                    ));
                }
                self.mark(f.iterable().span().start());
                self.expr(f.iterable())?;
                self.emit(Op::GetIter {});
                self.iterate(f.initializer(), f.body(), labels)
            }
            Statement::ForInLoop(f) => {
                self.mark(f.target().span().start());
                self.expr(f.target())?;
                self.emit(Op::ForInIter {});
                self.iterate(f.initializer(), f.body(), labels)
            }
            Statement::Switch(sw) => self.switch(sw),
            Statement::Continue(c) => self.jump_out(c.label(), true),
            Statement::Break(b) => self.jump_out(b.label(), false),
            Statement::Return(r) => {
                match r.target() {
                    Some(e) => {
                        self.mark(e.span().start());
                        self.expr(e)?
                    }
                    None => {
                        self.emit(Op::Undefined {});
                    }
                }
                self.emit_return()
            }
            Statement::Labelled(l) => {
                let mut labels = labels;
                labels.push(l.label());
                match l.item() {
                    LabelledItem::Statement(s) => self.statement(s, labels),
                    LabelledItem::FunctionDeclaration(_) => Err(self.unsupported(
                        "labelled function declarations",
                        "declare the function without a label",
                        None,
                    )),
                }
            }
            Statement::Throw(t) => {
                self.mark(t.target().span().start());
                self.expr(t.target())?;
                self.emit(Op::Throw {});
                Ok(())
            }
            Statement::Try(t) => self.try_statement(t),
            Statement::With(w) => Err(self.unsupported(
                "the with statement",
                "refer to the object's properties explicitly (obj.prop)",
                Some(w.expression().span().start()),
            )),
        }
    }

    /// Compiles a loop body with a Loop control entry; `cont` receives the continue target.
    fn loop_body(
        &mut self,
        body: &'a Statement,
        labels: Vec<Sym>,
        continue_target: usize,
        _extra: impl FnOnce(&mut Self) -> CResult<()>,
    ) -> CResult<()> {
        let depth = self.depth();
        self.f().control.push(Control::Loop {
            labels,
            breaks: Vec::new(),
            continues: Vec::new(),
            depth,
        });
        self.statement(body, Vec::new())?;
        self.patch_continues(continue_target);
        Ok(())
    }

    fn patch_continues(&mut self, target: usize) {
        let ps: Vec<Patch> = match self.f().control.last_mut() {
            Some(Control::Loop { continues, .. }) => std::mem::take(continues),
            _ => Vec::new(),
        };
        for p in ps {
            self.patch_to(p, target);
        }
    }

    fn finish_loop_breaks(&mut self) {
        if let Some(Control::Loop { breaks, .. }) = self.f().control.pop() {
            for p in breaks {
                self.patch(p);
            }
        }
    }

    fn for_loop(&mut self, f: &'a boa_ast::statement::ForLoop, labels: Vec<Sym>) -> CResult<()> {
        self.push_scope();
        let mut per_iteration: Vec<u16> = Vec::new();
        // The counter's slot while it holds a number (`push.rs`).
        let mut numeric = None;
        match f.init() {
            Some(ForLoopInitializer::Expression(e)) => {
                self.expr(e)?;
                self.emit(Op::Pop {});
            }
            Some(ForLoopInitializer::Var(v)) => {
                for d in v.0.as_ref() {
                    if let Some(e) = d.init() {
                        self.named_expr(e, d.binding())?;
                        self.bind_declaration(d.binding(), BindKind::Var, true)?;
                    }
                }
            }
            Some(ForLoopInitializer::Lexical(l)) => {
                let decl = l.declaration();
                let kind = if decl.is_const() {
                    BindKind::Const
                } else {
                    BindKind::Let
                };
                let mut names = super::BoundNames::new();
                for v in decl.variable_list().as_ref() {
                    super::binding_names(v.binding(), &mut names);
                }
                let counter = Self::numeric_counter(f);
                for n in names {
                    let b = self.declare(Name::Sym(n), kind)?;
                    self.init_lexical(b);
                    if b.captured {
                        per_iteration.push(b.slot);
                    } else if counter == Some(n) {
                        numeric = Some(b.slot);
                    }
                }
                self.lexical(decl)?;
                if let (Some(slot), Some(name)) = (numeric, counter) {
                    self.f()
                        .numeric
                        .push(super::push::Counter::new(slot, name, f));
                }
            }
            None => {}
        }
        let top = self.pc();
        let exit = match f.condition() {
            Some(c) => {
                self.mark(c.span().start());
                self.expr(c)?;
                Some(self.emit_jump(Op::JumpIfFalse { target: Label(0) }))
            }
            None => None,
        };
        let depth = self.depth();
        self.f().control.push(Control::Loop {
            labels,
            breaks: Vec::new(),
            continues: Vec::new(),
            depth,
        });
        self.statement(f.body(), Vec::new())?;
        let cont = self.pc();
        self.patch_continues(cont);
        for slot in &per_iteration {
            self.emit(Op::FreshCell { slot: Slot(*slot) });
        }
        if let Some(u) = f.final_expr() {
            self.expr(u)?;
            self.emit(Op::Pop {});
        }
        self.jump_to(top);
        if numeric.is_some() {
            self.f().numeric.pop();
        }
        if let Some(e) = exit {
            self.patch(e);
        }
        self.finish_loop_breaks();
        self.pop_scope();
        Ok(())
    }

    /// for...of / for...in over the iterator on the stack.
    fn iterate(
        &mut self,
        init: &'a IterableLoopInitializer,
        body: &'a Statement,
        labels: Vec<Sym>,
    ) -> CResult<()> {
        let top = self.pc();
        self.emit(Op::IterNext {});
        let done = self.emit_jump(Op::JumpIfTrue { target: Label(0) });
        let depth_with_value = self.depth();
        self.push_scope();
        match init {
            IterableLoopInitializer::Identifier(id) => {
                self.store_name(Name::Sym(id.sym()), false)?
            }
            IterableLoopInitializer::Access(a) => self.assign_to_access(a)?,
            IterableLoopInitializer::Var(v) => {
                self.bind_declaration(v.binding(), BindKind::Var, true)?
            }
            IterableLoopInitializer::Let(b) | IterableLoopInitializer::Const(b) => {
                let kind = if matches!(init, IterableLoopInitializer::Const(_)) {
                    BindKind::Const
                } else {
                    BindKind::Let
                };
                let mut names = super::BoundNames::new();
                super::binding_names(b, &mut names);
                for n in names {
                    let bd = self.declare(Name::Sym(n), kind)?;
                    if bd.captured {
                        self.emit(Op::NewCell {
                            slot: Slot(bd.slot),
                        });
                    }
                }
                self.bind_declaration(b, kind, true)?;
            }
            IterableLoopInitializer::Pattern(p) => self.assign_pattern(p)?,
        }
        let depth = self.depth();
        self.f().control.push(Control::Loop {
            labels,
            breaks: Vec::new(),
            continues: Vec::new(),
            depth,
        });
        self.statement(body, Vec::new())?;
        self.patch_continues(top);
        let breaks = match self.f().control.pop() {
            Some(Control::Loop { breaks, .. }) => breaks,
            _ => Vec::new(),
        };
        self.pop_scope();
        self.jump_to(top);
        // done: stack holds iter and the undefined value.
        self.patch(done);
        self.set_depth(depth_with_value);
        self.emit(Op::Pop {});
        for p in breaks {
            self.patch(p);
        }
        self.emit(Op::Pop {});
        Ok(())
    }

    fn switch(&mut self, sw: &'a boa_ast::statement::Switch) -> CResult<()> {
        self.mark(sw.val().span().start());
        self.expr(sw.val())?;
        self.push_scope();
        if let Some(sc) = self.f().scopes.last_mut() {
            sc.switch = true;
        }
        let tmp = self.temp()?;
        self.emit(Op::SetLocal { slot: Slot(tmp) });
        for c in sw.cases() {
            self.block_declarations(c.body().statements())?;
        }
        let mut jumps = Vec::new();
        for c in sw.cases() {
            if let Some(cond) = c.condition() {
                self.emit(Op::GetLocal { slot: Slot(tmp) });
                self.expr(cond)?;
                self.emit(Op::StrictEq {});
                jumps.push(Some(self.emit_jump(Op::JumpIfTrue { target: Label(0) })));
            } else {
                jumps.push(None);
            }
        }
        let to_default = self.emit_jump(Op::Jump { target: Label(0) });
        let depth = self.depth();
        self.f().control.push(Control::Switch {
            breaks: Vec::new(),
            depth,
        });
        let mut default_patched = false;
        for (c, j) in sw.cases().iter().zip(jumps) {
            match j {
                Some(p) => self.patch(p),
                None => {
                    self.patch(to_default);
                    default_patched = true;
                }
            }
            self.statements(c.body().statements())?;
        }
        if !default_patched {
            self.patch(to_default);
        }
        if let Some(Control::Switch { breaks, .. }) = self.f().control.pop() {
            for p in breaks {
                self.patch(p);
            }
        }
        self.pop_scope();
        Ok(())
    }

    /// `break`/`continue` (optionally labelled): inline finally blocks on the way out.
    fn jump_out(&mut self, label: Option<Sym>, is_continue: bool) -> CResult<()> {
        let n = self.f().control.len();
        let mut target = None;
        for i in (0..n).rev() {
            let ok = match (&self.f().control[i], label) {
                (Control::Loop { labels, .. }, Some(l)) => labels.contains(&l),
                (Control::Loop { .. }, None) => true,
                (Control::Block { labels, .. }, Some(l)) => !is_continue && labels.contains(&l),
                (Control::Switch { .. }, None) => !is_continue,
                _ => false,
            };
            if ok {
                target = Some(i);
                break;
            }
        }
        let Some(t) = target else {
            let what = if is_continue { "continue" } else { "break" };
            return Err(super::CompileError {
                kind: super::CompileErrorKind::ParseError,
                message: format!(
                    "SyntaxError: illegal {what} statement (no enclosing loop or label)"
                ),
                suggestion: None,
                line: None,
                column: None,
            });
        };
        let suspended = self.run_finallies(t + 1)?;
        let target_depth = match &self.f().control[t] {
            Control::Loop { depth, .. }
            | Control::Block { depth, .. }
            | Control::Switch { depth, .. } => *depth,
            _ => 0,
        };
        let saved = self.depth();
        while self.depth() > target_depth {
            self.emit(Op::Pop {});
        }
        let p = self.emit_jump(Op::Jump { target: Label(0) });
        self.set_depth(saved);
        match &mut self.f().control[t] {
            Control::Loop {
                breaks, continues, ..
            } => {
                if is_continue {
                    continues.push(p)
                } else {
                    breaks.push(p)
                }
            }
            Control::Block { breaks, .. } | Control::Switch { breaks, .. } => breaks.push(p),
            _ => {}
        }
        for r in suspended {
            self.resume_region(r);
        }
        Ok(())
    }

    /// Emits the finally blocks of every try above control index `down_to`, innermost first, with
    /// their regions suspended. Returns the suspended regions (to resume after the jump).
    fn run_finallies(&mut self, down_to: usize) -> CResult<Vec<usize>> {
        let mut suspended = Vec::new();
        let mut i = self.f().control.len();
        while i > down_to {
            i -= 1;
            let (region, block) = match &self.f().control[i] {
                Control::Finally { block, open } => (open.first().copied(), Some(*block)),
                Control::Try { open } => (open.first().copied(), None),
                _ => (None, None),
            };
            if let Some(r) = region {
                self.suspend_region(r);
                suspended.push(r);
            }
            if let Some(b) = block {
                let saved = self.f().control.split_off(i);
                let r = self.block(b);
                self.f().control.extend(saved);
                r?;
            }
        }
        Ok(suspended)
    }

    /// `return` with the value on the stack, running enclosing finally blocks first.
    pub(super) fn emit_return(&mut self) -> CResult<()> {
        let has_finally = self
            .f()
            .control
            .iter()
            .any(|c| matches!(c, Control::Finally { .. }));
        if !has_finally {
            self.emit(Op::Return {});
            return Ok(());
        }
        let tmp = self.temp()?;
        self.emit(Op::SetLocal { slot: Slot(tmp) });
        let suspended = self.run_finallies(0)?;
        self.emit(Op::GetLocal { slot: Slot(tmp) });
        self.emit(Op::Return {});
        for r in suspended {
            self.resume_region(r);
        }
        Ok(())
    }

    fn try_statement(&mut self, t: &'a boa_ast::statement::Try) -> CResult<()> {
        let finally_region = match t.finally() {
            Some(f) => {
                let r = self.open_region();
                self.f().control.push(Control::Finally {
                    block: f.block(),
                    open: vec![r],
                });
                Some(r)
            }
            None => None,
        };
        match t.catch() {
            Some(c) => {
                let r = self.open_region();
                let depth = self.depth();
                self.f().control.push(Control::Try { open: vec![r] });
                self.block(t.block())?;
                self.f().control.pop();
                let handler_pc = self.pc() + 1;
                self.close_region(r, handler_pc);
                let end = self.emit_jump(Op::Jump { target: Label(0) });
                // Catch handler: the exception is on the stack.
                self.set_depth(depth + 1);
                self.push_scope();
                match c.parameter() {
                    Some(Binding::Identifier(id)) => {
                        let b = self.declare(Name::Sym(id.sym()), BindKind::Let)?;
                        if b.captured {
                            self.emit(Op::NewCell { slot: Slot(b.slot) });
                        }
                        self.store_name(Name::Sym(id.sym()), true)?;
                    }
                    Some(b @ Binding::Pattern(_)) => {
                        let mut names = super::BoundNames::new();
                        super::binding_names(b, &mut names);
                        for n in names {
                            let bd = self.declare(Name::Sym(n), BindKind::Let)?;
                            if bd.captured {
                                self.emit(Op::NewCell {
                                    slot: Slot(bd.slot),
                                });
                            }
                        }
                        self.bind_declaration(b, BindKind::Let, true)?;
                    }
                    None => {
                        self.emit(Op::Pop {});
                    }
                }
                let items = c.block().statement_list().statements();
                self.block_declarations(items)?;
                self.statements(items)?;
                self.pop_scope();
                self.patch(end);
            }
            None => self.block(t.block())?,
        }
        if let (Some(r), Some(f)) = (finally_region, t.finally()) {
            self.f().control.pop();
            let depth = self.depth();
            // Normal completion runs the finally block inline, then skips the handler.
            self.end_region(r);
            self.block(f.block())?;
            let end = self.emit_jump(Op::Jump { target: Label(0) });
            let handler_pc = self.pc();
            self.set_region_target(r, handler_pc);
            self.set_depth(depth + 1);
            self.push_scope();
            let tmp = self.temp()?;
            self.emit(Op::SetLocal { slot: Slot(tmp) });
            self.block(f.block())?;
            self.emit(Op::GetLocal { slot: Slot(tmp) });
            self.emit(Op::Throw {});
            self.pop_scope();
            self.set_depth(depth);
            self.patch(end);
        }
        Ok(())
    }
}

/// Stack-neutral helper so unused-import lints stay quiet when statements change.
#[allow(dead_code)]
fn _label(l: u32) -> Label {
    Label(l)
}

/// Whether an initialiser is a function itself (not a call or another value holding one).
fn is_function(e: &boa_ast::Expression) -> bool {
    use boa_ast::Expression as E;
    matches!(
        e,
        E::FunctionExpression(_)
            | E::ArrowFunction(_)
            | E::AsyncArrowFunction(_)
            | E::AsyncFunctionExpression(_)
    )
}

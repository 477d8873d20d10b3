use crate::{
    Span, Spanned,
    expression::Expression,
    visitor::{VisitWith, Visitor, VisitorMut},
};
use boa_interner::{Interner, ToInternedString};
use core::ops::ControlFlow;

/// The `conditional` (ternary) operation is the only ECMAScript operation that takes three
/// operands.
///
/// This operation takes three operands: a condition followed by a question mark (`?`),
/// then an expression to execute `if` the condition is truthy followed by a colon (`:`),
/// and finally the expression to execute if the condition is `false`.
/// This operator is frequently used as a shortcut for the `if` statement.
///
/// More information:
///  - [ECMAScript reference][spec]
///  - [MDN documentation][mdn]
///
/// [spec]: https://tc39.es/ecma262/#prod-ConditionalExpression
/// [mdn]: https://developer.mozilla.org/en-US/docs/Web/JavaScript/Guide/Grammar_and_types#Literals
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "arbitrary", derive(arbitrary::Arbitrary))]
#[derive(Clone, PartialEq)]
pub struct Conditional {
    // codemode patch: the condition and both branches in one allocation (upstream boxed
    // each), so building a conditional costs one allocation, and dropping it one free.
    operands: Box<[Expression; 3]>,
}

// codemode patch: one pointer to the operands (a second box would make this larger).
#[cfg(target_pointer_width = "64")]
const _: () = assert!(size_of::<Conditional>() == 8);

// codemode patch: written out for the one-box layout, the output upstream's derive gave.
impl std::fmt::Debug for Conditional {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Conditional")
            .field("condition", self.condition())
            .field("if_true", self.if_true())
            .field("if_false", self.if_false())
            .finish()
    }
}

impl Conditional {
    /// Gets the condition of the `Conditional` expression.
    #[inline]
    #[must_use]
    pub const fn condition(&self) -> &Expression {
        &self.operands[0]
    }

    /// Gets the expression returned if `condition` is truthy.
    #[inline]
    #[must_use]
    pub const fn if_true(&self) -> &Expression {
        &self.operands[1]
    }

    /// Gets the expression returned if `condition` is falsy.
    #[inline]
    #[must_use]
    pub const fn if_false(&self) -> &Expression {
        &self.operands[2]
    }

    /// Creates a `Conditional` AST Expression.
    #[inline]
    #[must_use]
    pub fn new(condition: Expression, if_true: Expression, if_false: Expression) -> Self {
        Self {
            operands: Box::new([condition, if_true, if_false]),
        }
    }
}

impl Spanned for Conditional {
    #[inline]
    fn span(&self) -> Span {
        Span::new(
            self.operands[0].span().start(),
            self.operands[2].span().end(),
        )
    }
}

impl ToInternedString for Conditional {
    #[inline]
    fn to_interned_string(&self, interner: &Interner) -> String {
        format!(
            "{} ? {} : {}",
            self.condition().to_interned_string(interner),
            self.if_true().to_interned_string(interner),
            self.if_false().to_interned_string(interner)
        )
    }
}

impl From<Conditional> for Expression {
    #[inline]
    fn from(cond_op: Conditional) -> Self {
        Self::Conditional(cond_op)
    }
}

impl VisitWith for Conditional {
    fn visit_with<'a, V>(&'a self, visitor: &mut V) -> ControlFlow<V::BreakTy>
    where
        V: Visitor<'a>,
    {
        visitor.visit_expression(&self.operands[0])?;
        visitor.visit_expression(&self.operands[1])?;
        visitor.visit_expression(&self.operands[2])
    }

    fn visit_with_mut<'a, V>(&'a mut self, visitor: &mut V) -> ControlFlow<V::BreakTy>
    where
        V: VisitorMut<'a>,
    {
        let [condition, if_true, if_false] = &mut *self.operands;
        visitor.visit_expression_mut(condition)?;
        visitor.visit_expression_mut(if_true)?;
        visitor.visit_expression_mut(if_false)
    }
}

//! Expression parsing.
//!
//! More information:
//!  - [MDN documentation][mdn]
//!  - [ECMAScript specification][spec]
//!
//! [mdn]: https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Operators
//! [spec]: https://tc39.es/ecma262/#sec-ecmascript-language-expressions

mod assignment;
mod fpl_or_exp;
mod identifiers;
mod left_hand_side;
mod operand;
mod primary;
mod unary;
mod update;

pub(in crate::parser) mod await_expr;

#[cfg(test)]
mod tests;

use crate::{
    Error,
    lexer::{InputElement, TokenKind},
    parser::{
        AllowAwait, AllowIn, AllowYield, Cursor, OrAbrupt, ParseResult, TokenParser,
        expression::assignment::ExponentiationExpression,
    },
    source::ReadChar,
};
use boa_ast::{
    self as ast, Keyword, Position, Punctuator, Spanned,
    expression::{
        Identifier,
        operator::{
            Binary, BinaryInPrivate,
            binary::{BinaryOp, LogicalOp},
        },
    },
    function::PrivateName,
};
use boa_interner::{Interner, Sym};

pub(super) use self::{assignment::AssignmentExpression, primary::Initializer};
pub(in crate::parser) use {
    fpl_or_exp::FormalParameterListOrExpression,
    identifiers::{BindingIdentifier, LabelIdentifier},
    left_hand_side::LeftHandSideExpression,
    primary::object_initializer::{
        AsyncGeneratorMethod, AsyncMethod, GeneratorMethod, PropertyName,
    },
};

/// Expression parsing.
///
/// More information:
///  - [MDN documentation][mdn]
///  - [ECMAScript specification][spec]
///
/// [mdn]: https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Operators
/// [spec]: https://tc39.es/ecma262/#prod-Expression
#[derive(Debug, Clone, Copy)]
pub(super) struct Expression {
    allow_in: AllowIn,
    allow_yield: AllowYield,
    allow_await: AllowAwait,
}

impl Expression {
    /// Creates a new `Expression` parser.
    pub(super) fn new<I, Y, A>(allow_in: I, allow_yield: Y, allow_await: A) -> Self
    where
        I: Into<AllowIn>,
        Y: Into<AllowYield>,
        A: Into<AllowAwait>,
    {
        Self {
            allow_in: allow_in.into(),
            allow_yield: allow_yield.into(),
            allow_await: allow_await.into(),
        }
    }
}

impl<R> TokenParser<R> for Expression
where
    R: ReadChar,
{
    type Output = ast::Expression;

    fn parse(self, cursor: &mut Cursor<R>, interner: &mut Interner) -> ParseResult<Self::Output> {
        let mut lhs = AssignmentExpression::new(self.allow_in, self.allow_yield, self.allow_await)
            .parse(cursor, interner)?;
        while let Some(tok) = cursor.peek(0, interner)? {
            match *tok.kind() {
                TokenKind::Punctuator(Punctuator::Comma) => {
                    if cursor.peek(1, interner).or_abrupt()?.kind()
                        == &TokenKind::Punctuator(Punctuator::CloseParen)
                    {
                        return Ok(lhs);
                    }

                    if cursor.peek(1, interner).or_abrupt()?.kind()
                        == &TokenKind::Punctuator(Punctuator::Spread)
                    {
                        return Ok(lhs);
                    }

                    cursor.advance(interner);

                    lhs = Binary::new(
                        Punctuator::Comma
                            .as_binary_op()
                            .expect("Could not get binary operation."),
                        lhs,
                        AssignmentExpression::new(
                            self.allow_in,
                            self.allow_yield,
                            self.allow_await,
                        )
                        .parse(cursor, interner)?,
                    )
                    .into();
                }
                _ => break,
            }
        }

        Ok(lhs)
    }
}

/// Parses a logical expression expression.
///
/// More information:
///  - [MDN documentation][mdn]
///  - [ECMAScript specification][spec]
///
/// [mdn]: https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Operators/Logical_Operators
/// [spec]: https://tc39.es/ecma262/#prod-ShortCircuitExpression
#[derive(Debug, Clone, Copy)]
struct ShortCircuitExpression {
    allow_in: AllowIn,
    allow_yield: AllowYield,
    allow_await: AllowAwait,
    previous: PreviousExpr,
}

#[derive(Debug, Clone, Copy, PartialEq)]
enum PreviousExpr {
    None,
    Logical,
    Coalesce,
}

impl ShortCircuitExpression {
    /// Creates a new `ShortCircuitExpression` parser.
    pub(super) fn new<I, Y, A>(allow_in: I, allow_yield: Y, allow_await: A) -> Self
    where
        I: Into<AllowIn>,
        Y: Into<AllowYield>,
        A: Into<AllowAwait>,
    {
        Self {
            allow_in: allow_in.into(),
            allow_yield: allow_yield.into(),
            allow_await: allow_await.into(),
            previous: PreviousExpr::None,
        }
    }

    fn with_previous<I, Y, A>(
        allow_in: I,
        allow_yield: Y,
        allow_await: A,
        previous: PreviousExpr,
    ) -> Self
    where
        I: Into<AllowIn>,
        Y: Into<AllowYield>,
        A: Into<AllowAwait>,
    {
        Self {
            allow_in: allow_in.into(),
            allow_yield: allow_yield.into(),
            allow_await: allow_await.into(),
            previous,
        }
    }
}

impl<R> TokenParser<R> for ShortCircuitExpression
where
    R: ReadChar,
{
    type Output = FormalParameterListOrExpression;

    fn parse(self, cursor: &mut Cursor<R>, interner: &mut Interner) -> ParseResult<Self::Output> {
        let current_node =
            BitwiseORExpression::new(self.allow_in, self.allow_yield, self.allow_await)
                .parse(cursor, interner)?;
        self.tail(cursor, interner, current_node)
    }
}

impl ShortCircuitExpression {
    /// The rest of the `ShortCircuitExpression` whose first `BitwiseORExpression` is
    /// `current_node`: the `&&` `||` `??` operators that follow and their operands.
    ///
    /// codemode patch: split from `parse` so that the operand fast path (`operand.rs`) can
    /// continue here.
    fn tail<R: ReadChar>(
        self,
        cursor: &mut Cursor<R>,
        interner: &mut Interner,
        current_node: FormalParameterListOrExpression,
    ) -> ParseResult<FormalParameterListOrExpression> {
        let FormalParameterListOrExpression::Expression(mut current_node) = current_node else {
            return Ok(current_node);
        };

        let mut previous = self.previous;

        while let Some(tok) = cursor.peek(0, interner)? {
            match tok.kind() {
                TokenKind::Punctuator(Punctuator::BoolAnd) => {
                    if previous == PreviousExpr::Coalesce {
                        return Err(Error::expected(
                            ["??".to_owned()],
                            tok.to_string(interner),
                            tok.span(),
                            "logical expression (cannot use '??' without parentheses within '||' or '&&')",
                        ));
                    }
                    cursor.advance(interner);
                    previous = PreviousExpr::Logical;
                    let rhs =
                        BitwiseORExpression::new(self.allow_in, self.allow_yield, self.allow_await)
                            .parse(cursor, interner)?
                            .try_into_expression()?;

                    current_node =
                        Binary::new(BinaryOp::Logical(LogicalOp::And), current_node, rhs).into();
                }
                TokenKind::Punctuator(Punctuator::BoolOr) => {
                    if previous == PreviousExpr::Coalesce {
                        return Err(Error::expected(
                            ["??".to_owned()],
                            tok.to_string(interner),
                            tok.span(),
                            "logical expression (cannot use '??' without parentheses within '||' or '&&')",
                        ));
                    }
                    cursor.advance(interner);
                    previous = PreviousExpr::Logical;
                    let rhs = Self::with_previous(
                        self.allow_in,
                        self.allow_yield,
                        self.allow_await,
                        PreviousExpr::Logical,
                    )
                    .parse(cursor, interner)?
                    .try_into_expression()?;
                    current_node =
                        Binary::new(BinaryOp::Logical(LogicalOp::Or), current_node, rhs).into();
                }
                TokenKind::Punctuator(Punctuator::Coalesce) => {
                    if previous == PreviousExpr::Logical {
                        return Err(Error::expected(
                            ["&&".to_owned(), "||".to_owned()],
                            tok.to_string(interner),
                            tok.span(),
                            "cannot use '??' unparenthesized within '||' or '&&'",
                        ));
                    }
                    cursor.advance(interner);
                    previous = PreviousExpr::Coalesce;
                    let rhs =
                        BitwiseORExpression::new(self.allow_in, self.allow_yield, self.allow_await)
                            .parse(cursor, interner)?
                            .try_into_expression()?;
                    current_node =
                        Binary::new(BinaryOp::Logical(LogicalOp::Coalesce), current_node, rhs)
                            .into();
                }
                _ => break,
            }
        }
        Ok(current_node.into())
    }
}

/// Parses a bitwise `OR` expression.
///
/// More information:
///  - [MDN documentation][mdn]
///  - [ECMAScript specification][spec]
///
/// [mdn]: https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Operators/Bitwise_Operators#Bitwise_OR
/// [spec]: https://tc39.es/ecma262/#prod-BitwiseORExpression
/// Parses the binary operators from `|` down to `*` `/` `%` (`BitwiseORExpression` through
/// `MultiplicativeExpression`) by precedence climbing.
///
/// codemode patch: upstream had one parser per precedence level, so every operand went through
/// eight nested calls, each peeking at the next token and moving the expression it returned.
/// This parser produces the same trees (every operator here is left-associative) with the same
/// errors, the same `#x in o` rule and the same lexer goals as upstream:
///
/// - upstream's `MultiplicativeExpression` set the lexer goal to `Div` when it started, so the
///   goal is set before every operand that upstream parsed through it: the first one, and every
///   right-hand side of an operator looser than `*` `/` `%`;
/// - upstream's `RelationalExpression` accepted `#x in o` (with `in` allowed) as its whole
///   result, so that form is tried before every operand that upstream parsed through it, and
///   no relational or tighter operator may follow it;
/// - an escaped `in` or `instanceof` after an operand is an error wherever upstream's
///   relational loop would have met it.
#[derive(Debug, Clone, Copy)]
struct BitwiseORExpression {
    allow_in: AllowIn,
    allow_yield: AllowYield,
    allow_await: AllowAwait,
}

/// Binding power of `|`, the loosest operator [`BitwiseORExpression`] parses.
const PREC_BITWISE_OR: u8 = 1;
/// Binding power of the relational operators (`<` `>` `<=` `>=` `instanceof` `in`).
const PREC_RELATIONAL: u8 = 5;
/// Binding power of `*` `/` `%`, the tightest operators [`BitwiseORExpression`] parses.
const PREC_MULTIPLICATIVE: u8 = 8;

impl BitwiseORExpression {
    pub(super) fn new<I, Y, A>(allow_in: I, allow_yield: Y, allow_await: A) -> Self
    where
        I: Into<AllowIn>,
        Y: Into<AllowYield>,
        A: Into<AllowAwait>,
    {
        Self {
            allow_in: allow_in.into(),
            allow_yield: allow_yield.into(),
            allow_await: allow_await.into(),
        }
    }

    /// The binding power and operator of a token that continues a binary expression here.
    fn operator(&self, kind: &TokenKind) -> Option<(u8, BinaryOp)> {
        let precedence = match kind {
            TokenKind::Punctuator(op) => match op {
                Punctuator::Or => 1,
                Punctuator::Xor => 2,
                Punctuator::And => 3,
                Punctuator::Eq
                | Punctuator::NotEq
                | Punctuator::StrictEq
                | Punctuator::StrictNotEq => 4,
                Punctuator::LessThan
                | Punctuator::GreaterThan
                | Punctuator::LessThanOrEq
                | Punctuator::GreaterThanOrEq => PREC_RELATIONAL,
                Punctuator::LeftSh | Punctuator::RightSh | Punctuator::URightSh => 6,
                Punctuator::Add | Punctuator::Sub => 7,
                Punctuator::Mul | Punctuator::Div | Punctuator::Mod => PREC_MULTIPLICATIVE,
                _ => return None,
            },
            TokenKind::Keyword((Keyword::InstanceOf, false)) => PREC_RELATIONAL,
            TokenKind::Keyword((Keyword::In, false)) if self.allow_in.0 => PREC_RELATIONAL,
            _ => return None,
        };
        let op = match kind {
            TokenKind::Punctuator(op) => op.as_binary_op(),
            TokenKind::Keyword((keyword, _)) => keyword.as_binary_op(),
            _ => None,
        }
        .expect("Could not get binary operation.");
        Some((precedence, op))
    }

    /// `#x in o`, when the next tokens are a private identifier and `in` (upstream's
    /// `RelationalExpression` prefix).
    fn private_in<R: ReadChar>(
        &self,
        cursor: &mut Cursor<R>,
        interner: &mut Interner,
    ) -> ParseResult<Option<ast::Expression>> {
        let token = cursor.peek(0, interner).or_abrupt()?;
        let TokenKind::PrivateIdentifier(identifier) = token.kind() else {
            return Ok(None);
        };
        let identifier = *identifier;
        let identifier_span = token.span();
        let token = cursor.peek(1, interner).or_abrupt()?;
        match token.kind() {
            TokenKind::Keyword((Keyword::In, true)) => Err(Error::general(
                "Keyword must not contain escaped characters",
                token.span().start(),
            )),
            TokenKind::Keyword((Keyword::In, false)) => {
                cursor.advance(interner);
                cursor.advance(interner);

                let rhs = self
                    .climb(cursor, interner, PREC_RELATIONAL + 1)?
                    .try_into_expression()?;

                Ok(Some(
                    BinaryInPrivate::new(PrivateName::new(identifier, identifier_span), rhs).into(),
                ))
            }
            _ => Ok(None),
        }
    }

    /// Parses an expression whose operators all bind at least as tightly as `min`.
    fn climb<R: ReadChar>(
        self,
        cursor: &mut Cursor<R>,
        interner: &mut Interner,
        min: u8,
    ) -> ParseResult<FormalParameterListOrExpression> {
        let mut private_in = false;
        let mut lhs = None;
        if min <= PREC_RELATIONAL && self.allow_in.0 {
            lhs = self.private_in(cursor, interner)?;
            private_in = lhs.is_some();
        }
        let lhs = match lhs {
            Some(lhs) => lhs,
            None => {
                if min <= PREC_MULTIPLICATIVE {
                    cursor.set_goal(InputElement::Div);
                }
                // codemode patch: a name or literal followed by an operator or an operand's end
                // is parsed directly (operand.rs). Upstream's `ExponentiationExpression` peeks
                // the operand's token with the goal set above, as this does; the next token is
                // peeked only for a lone operand, with the `Div` goal upstream lexes it with.
                if let Some(tok) = cursor.peek(0, interner)?
                    && operand::is_lone_operand(tok.kind())
                {
                    cursor.set_goal(InputElement::Div);
                    if let Some(next) = cursor.peek(1, interner)?
                        && operand::ends_unary_operand(next.kind())
                    {
                        let lhs = operand::parse_lone_operand(
                            self.allow_yield,
                            self.allow_await,
                            cursor,
                            interner,
                        )?;
                        return self.climb_from(cursor, interner, min, lhs, private_in);
                    }
                }
                // codemode patch: any other operand that starts with a name or a literal
                // starts with its `LeftHandSideExpression` (operand.rs).
                let operand = if cursor
                    .peek(0, interner)?
                    .is_some_and(|tok| operand::starts_with_operand(tok.kind()))
                {
                    operand::exponentiation_from_operand(
                        self.allow_yield,
                        self.allow_await,
                        cursor,
                        interner,
                    )?
                } else {
                    ExponentiationExpression::new(self.allow_yield, self.allow_await)
                        .parse(cursor, interner)?
                };
                let FormalParameterListOrExpression::Expression(lhs) = operand else {
                    return Ok(operand);
                };
                lhs
            }
        };
        self.climb_from(cursor, interner, min, lhs, private_in)
    }

    /// The rest of [`Self::climb`] once its first operand, `lhs`, is parsed: the operators of
    /// precedence `min` or more and their right-hand sides.
    fn climb_from<R: ReadChar>(
        self,
        cursor: &mut Cursor<R>,
        interner: &mut Interner,
        min: u8,
        mut lhs: ast::Expression,
        private_in: bool,
    ) -> ParseResult<FormalParameterListOrExpression> {
        while let Some(tok) = cursor.peek(0, interner)? {
            let Some((precedence, op)) = self.operator(tok.kind()) else {
                if min <= PREC_RELATIONAL
                    && !private_in
                    && matches!(
                        tok.kind(),
                        TokenKind::Keyword((Keyword::InstanceOf | Keyword::In, true))
                    )
                {
                    return Err(Error::general(
                        "Keyword must not contain escaped characters",
                        tok.span().start(),
                    ));
                }
                break;
            };
            if precedence < min || (private_in && precedence >= PREC_RELATIONAL) {
                break;
            }
            cursor.advance(interner);
            let rhs = self
                .climb(cursor, interner, precedence + 1)?
                .try_into_expression()?;
            lhs = Binary::new(op, lhs, rhs).into();
        }

        Ok(lhs.into())
    }
}

impl<R> TokenParser<R> for BitwiseORExpression
where
    R: ReadChar,
{
    type Output = FormalParameterListOrExpression;

    fn parse(self, cursor: &mut Cursor<R>, interner: &mut Interner) -> ParseResult<Self::Output> {
        self.climb(cursor, interner, PREC_BITWISE_OR)
    }
}

/// Returns an error if `arguments` or `eval` are used as identifier in strict mode.
fn check_strict_arguments_or_eval(ident: Identifier, position: Position) -> ParseResult<()> {
    match ident.sym() {
        Sym::ARGUMENTS => Err(Error::general(
            "unexpected identifier `arguments` in strict mode",
            position,
        )),
        Sym::EVAL => Err(Error::general(
            "unexpected identifier `eval` in strict mode",
            position,
        )),
        _ => Ok(()),
    }
}

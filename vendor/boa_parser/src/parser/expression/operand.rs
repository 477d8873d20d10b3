//! codemode patch: the lone-operand fast path. Most operands in real programs are a plain name
//! or a literal followed by a token that no parser below the current level consumes (`f(a, 1)`,
//! `[x]`, `i < n`, `{ k: v }`). Upstream reaches their `PrimaryExpression` through a dozen
//! levels of the recursive descent, each of which peeks the next token, finds nothing for it and
//! moves the 192-byte `Expression` up one level. These helpers let `AssignmentExpression` and
//! the binary-operator climber parse such an operand directly, building the same node.
//!
//! Equivalence with upstream rests on three facts, each checked where the helpers are used:
//! - only tokens `PrimaryExpression` turns into a whole operand without error qualify (names
//!   that are not reserved words, and literals without escapes), so no error can change order;
//! - the token after the operand is one that none of the skipped levels would consume;
//! - that token is peeked with the `Div` goal, the goal upstream's `MemberExpression` lexes it
//!   with (its `TemplateTail` lexes exactly as `Div`), and the operand's own token is already in
//!   the look-ahead buffer, so every token is lexed as upstream lexes it.

use super::{
    BitwiseORExpression, FormalParameterListOrExpression, LeftHandSideExpression, PREC_BITWISE_OR,
    ShortCircuitExpression,
    assignment::{ExponentiationExpression, conditional::ConditionalExpression},
    primary::PrimaryExpression,
    update::UpdateExpression,
};
use crate::{
    lexer::TokenKind,
    parser::{AllowAwait, AllowIn, AllowYield, Cursor, OrAbrupt, ParseResult, TokenParser},
    source::ReadChar,
};
use boa_ast::{Expression, Keyword, Punctuator, Spanned};
use boa_interner::{Interner, Sym};

/// Whether `kind` is an operand by itself: a name `IdentifierReference` accepts in every
/// context (not a reserved or strict-mode reserved word, not `await` or `yield`), or a literal
/// `PrimaryExpression` accepts without error.
pub(super) fn is_lone_operand(kind: &TokenKind) -> bool {
    match kind {
        TokenKind::IdentifierName((sym, _)) => {
            !sym.is_reserved_identifier()
                && !sym.is_strict_reserved_identifier()
                && *sym != Sym::AWAIT
        }
        TokenKind::NumericLiteral(_) | TokenKind::StringLiteral(_) => true,
        TokenKind::BooleanLiteral((_, escaped)) | TokenKind::NullLiteral(escaped) => !escaped.0,
        _ => false,
    }
}

/// Whether `kind`, after an operand, ends it for `ExponentiationExpression` and every level
/// below it: a punctuator that is not `**`, postfix `++`/`--`, a member access, a call, an
/// optional chain or an arrow, or the `in`/`instanceof` keywords. (Template tokens, which
/// would make a tagged template, are not punctuators.)
pub(super) fn ends_unary_operand(kind: &TokenKind) -> bool {
    match kind {
        TokenKind::Punctuator(p) => !matches!(
            p,
            Punctuator::Dot
                | Punctuator::Optional
                | Punctuator::OpenBracket
                | Punctuator::OpenParen
                | Punctuator::Exp
                | Punctuator::Inc
                | Punctuator::Dec
                | Punctuator::Arrow
        ),
        TokenKind::Keyword((Keyword::In | Keyword::InstanceOf, _)) => true,
        _ => false,
    }
}

/// Whether `kind`, after an operand, ends it for `AssignmentExpression` and every level below
/// it: `,` `)` `]` `}` `;` `:`, which only the callers of `AssignmentExpression` consume.
pub(super) fn ends_assignment_operand(kind: &TokenKind) -> bool {
    matches!(
        kind,
        TokenKind::Punctuator(
            Punctuator::Comma
                | Punctuator::CloseParen
                | Punctuator::CloseBracket
                | Punctuator::CloseBlock
                | Punctuator::Semicolon
                | Punctuator::Colon
        )
    )
}

/// Parses the lone operand at the cursor (the caller has checked [`is_lone_operand`]) with
/// the same `PrimaryExpression` upstream reaches it through.
pub(super) fn parse_lone_operand<R: ReadChar>(
    allow_yield: AllowYield,
    allow_await: AllowAwait,
    cursor: &mut Cursor<R>,
    interner: &mut Interner,
) -> ParseResult<Expression> {
    PrimaryExpression::new(allow_yield, allow_await)
        .parse(cursor, interner)?
        .try_into_expression()
}

/// Parses the `ConditionalExpression` of an `AssignmentExpression` that starts with a name or a
/// literal (the caller has checked the token, and that no arrow function starts here), from its
/// `LeftHandSideExpression` up: the left-hand side first, then the rest of each level above it
/// (`UpdateExpression::postfix`, `ExponentiationExpression::tail`, the operator climber,
/// `ShortCircuitExpression::tail`, `ConditionalExpression::tail`), as upstream's nested calls
/// return through them.
///
/// Equivalence: for such a first token, what each skipped level does before descending is only
/// to set the lexer goal and to peek tokens that are already in the look-ahead buffer
/// (`ExponentiationExpression` looks for a unary operator, `UpdateExpression` for a prefix
/// `++`/`--`, the climber for `#x in`, none of which a name or literal is).
/// `LeftHandSideExpression` sets its own goal before it lexes anything new, so every token is
/// lexed as upstream lexes it. When the token after the left-hand side is one none of the
/// levels above consumes (`,` `)` `]` `}` `;` `:`, an assignment operator, or the end), their
/// tails are skipped: each would only peek that token (lexed already, by the same goal).
pub(super) fn conditional_from_operand<R: ReadChar>(
    allow_in: AllowIn,
    allow_yield: AllowYield,
    allow_await: AllowAwait,
    cursor: &mut Cursor<R>,
    interner: &mut Interner,
) -> ParseResult<FormalParameterListOrExpression> {
    let position = cursor.peek(0, interner).or_abrupt()?.span().start();
    let lhs = LeftHandSideExpression::new(allow_yield, allow_await).parse(cursor, interner)?;
    if matches!(lhs, FormalParameterListOrExpression::Expression(_)) {
        match cursor.peek(0, interner)? {
            None => return Ok(lhs),
            Some(tok) if ends_assignment_operand(tok.kind()) || is_assignment(tok.kind()) => {
                return Ok(lhs);
            }
            Some(_) => {}
        }
    }
    let lhs =
        UpdateExpression::new(allow_yield, allow_await).postfix(cursor, interner, lhs, position)?;
    let lhs =
        ExponentiationExpression::new(allow_yield, allow_await).tail(cursor, interner, lhs)?;
    let lhs = match lhs {
        FormalParameterListOrExpression::Expression(first) => BitwiseORExpression::new(
            allow_in,
            allow_yield,
            allow_await,
        )
        .climb_from(cursor, interner, PREC_BITWISE_OR, first, false)?,
        other => other,
    };
    let lhs = ShortCircuitExpression::new(allow_in, allow_yield, allow_await)
        .tail(cursor, interner, lhs)?;
    ConditionalExpression::new(allow_in, allow_yield, allow_await).tail(cursor, interner, lhs)
}

/// Parses the `ExponentiationExpression` operand of a binary operator that starts with a name
/// or a literal (the caller has checked the token) from its `LeftHandSideExpression` up, by the
/// argument of [`conditional_from_operand`].
pub(super) fn exponentiation_from_operand<R: ReadChar>(
    allow_yield: AllowYield,
    allow_await: AllowAwait,
    cursor: &mut Cursor<R>,
    interner: &mut Interner,
) -> ParseResult<FormalParameterListOrExpression> {
    let position = cursor.peek(0, interner).or_abrupt()?.span().start();
    let lhs = LeftHandSideExpression::new(allow_yield, allow_await).parse(cursor, interner)?;
    let lhs =
        UpdateExpression::new(allow_yield, allow_await).postfix(cursor, interner, lhs, position)?;
    ExponentiationExpression::new(allow_yield, allow_await).tail(cursor, interner, lhs)
}

/// Whether `kind` is `=` or a compound assignment operator, which only `AssignmentExpression`
/// consumes.
fn is_assignment(kind: &TokenKind) -> bool {
    matches!(kind, TokenKind::Punctuator(p) if *p == Punctuator::Assign || p.as_assign_op().is_some())
}

/// Whether `kind` starts an operand that [`conditional_from_operand`] and
/// [`exponentiation_from_operand`] may parse: a name (an `IdentifierName` token; reserved words
/// are keyword tokens) or a literal.
pub(super) fn starts_with_operand(kind: &TokenKind) -> bool {
    matches!(
        kind,
        TokenKind::IdentifierName(_)
            | TokenKind::NumericLiteral(_)
            | TokenKind::StringLiteral(_)
            | TokenKind::BooleanLiteral(_)
            | TokenKind::NullLiteral(_)
    )
}

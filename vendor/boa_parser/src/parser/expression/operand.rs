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

use super::primary::PrimaryExpression;
use crate::{
    lexer::TokenKind,
    parser::{AllowAwait, AllowYield, Cursor, ParseResult, TokenParser},
    source::ReadChar,
};
use boa_ast::{Expression, Keyword, Punctuator};
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

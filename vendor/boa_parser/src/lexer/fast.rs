//! codemode patch: the commonest tokens lexed straight from the source bytes.
//!
//! When the reader holds valid UTF-8 in memory (`SliceInput`, what `Source::from_bytes` reads),
//! the lexer looks at the bytes ahead before going character by character: blanks are skipped
//! in one step, and an ASCII identifier or keyword, a one-character punctuator, a `.` member
//! dot, an operator (by the longest match, as `operator.rs` lexes it), a `\n`, a plain decimal
//! integer or a plain ASCII string literal becomes its token without a look-ahead, a
//! classification and a position update per character. Everything else (`/`, templates, other
//! numbers and strings, escapes, non-ASCII text) and every case that could be an error goes to
//! the character-by-character lexer, untouched. Each fast token is exactly the token that lexer
//! makes: the same kind, symbol and positions (the lexer's tests compare the two token by
//! token, and `compiler/tests/parser_equivalence.rs` compares whole parses with the released
//! crate).

use super::{
    Lexer, Token, TokenKind,
    identifier::Identifier,
    token::{ContainsEscapeSequence, EscapeSequence, Numeric},
};
use crate::source::ReadChar;
use boa_ast::Punctuator;
use boa_interner::Interner;

/// Which bytes continue an ASCII identifier name (letters, digits, `$`, `_`), by table: the
/// scan asks for every byte of every name.
static NAME_BYTE: [bool; 256] = {
    let mut table = [false; 256];
    let mut i = 0;
    while i < 256 {
        #[allow(clippy::cast_possible_truncation)]
        let b = i as u8;
        table[i] = b.is_ascii_alphanumeric() || b == b'$' || b == b'_';
        i += 1;
    }
    table
};

/// Whether `b` can continue an ASCII identifier name.
#[inline]
fn is_name_byte(b: u8) -> bool {
    NAME_BYTE[usize::from(b)]
}

impl<R: ReadChar> Lexer<R> {
    /// Lexes the next token from the bytes ahead when it is one of the kinds this module
    /// handles. Blanks before it are consumed either way; `None` leaves the cursor at the
    /// next token's first character for the general lexer.
    #[inline]
    pub(super) fn lex_fast(&mut self, interner: &mut Interner) -> Option<Token> {
        // Where the next token starts if no blank comes first (giving back peeked characters,
        // which `bytes_ahead` does, does not move the position).
        let here = self.cursor.pos_group();
        let bytes = self.cursor.bytes_ahead();
        let blanks = bytes
            .iter()
            .position(|&b| !matches!(b, b' ' | b'\t' | 0x0B | 0x0C))
            .unwrap_or(bytes.len());
        // Each arm reads what it needs of the bytes ahead, then moves the cursor past them.
        // Without blanks (after most tokens) they are the bytes already in hand.
        let (rest, start) = if blanks > 0 {
            self.cursor.skip_ascii(blanks);
            let start = self.cursor.pos_group();
            (self.cursor.bytes_ahead(), start)
        } else {
            (bytes, here)
        };
        let kind = match *rest.first()? {
            b'a'..=b'z' | b'A'..=b'Z' | b'$' | b'_' => {
                let n = rest
                    .iter()
                    .position(|&b| !is_name_byte(b))
                    .unwrap_or(rest.len());
                // A `\` (an escape) or a non-ASCII character may continue the name.
                if rest.get(n).is_some_and(|&b| b == b'\\' || b >= 0x80) {
                    return None;
                }
                // SAFETY: the name's bytes are ASCII (`is_name_byte`), so valid UTF-8.
                let name = unsafe { std::str::from_utf8_unchecked(&rest[..n]) };
                let kind = match Identifier::reserved(name, false) {
                    Some(reserved) => reserved,
                    None => TokenKind::IdentifierName((
                        self.cursor.intern_ahead(0, n, interner),
                        ContainsEscapeSequence(false),
                    )),
                };
                self.cursor.skip_ascii(n);
                kind
            }
            b @ (b';' | b':' | b'(' | b')' | b',' | b'{' | b'}' | b'[' | b']') => {
                self.cursor.skip_ascii(1);
                TokenKind::Punctuator(match b {
                    b';' => Punctuator::Semicolon,
                    b':' => Punctuator::Colon,
                    b'(' => Punctuator::OpenParen,
                    b')' => Punctuator::CloseParen,
                    b',' => Punctuator::Comma,
                    b'{' => Punctuator::OpenBlock,
                    b'}' => Punctuator::CloseBlock,
                    b'[' => Punctuator::OpenBracket,
                    _ => Punctuator::CloseBracket,
                })
            }
            // Not `...` or a number such as `.5`.
            b'.' if !rest
                .get(1)
                .is_some_and(|&b| b == b'.' || b.is_ascii_digit()) =>
            {
                self.cursor.skip_ascii(1);
                TokenKind::Punctuator(Punctuator::Dot)
            }
            b'\n' => {
                // `next_char` moves to the next line (and records the character).
                let _newline = self.cursor.next_char();
                TokenKind::LineTerminator
            }
            quote @ (b'"' | b'\'') => {
                // The whole literal must be ASCII, without an escape or a line break, closed and
                // not empty (the interner keeps "" apart in its UTF-8 table); anything else,
                // errors included, goes the general way.
                let body = &rest[1..];
                let end = body
                    .iter()
                    .position(|&b| {
                        b == quote || b == b'\\' || b == b'\n' || b == b'\r' || b >= 0x80
                    })
                    .filter(|&i| i > 0 && body[i] == quote)?;
                let sym = self.cursor.intern_ahead(1, end + 1, interner);
                self.cursor.skip_ascii(end + 2);
                TokenKind::string_literal(sym, EscapeSequence::empty())
            }
            b'0'..=b'9' => {
                let n = rest
                    .iter()
                    .position(|b| !b.is_ascii_digit())
                    .unwrap_or(rest.len());
                // Leading zeros (octal), more digits than an i32 surely holds, and anything
                // that continues the literal (`.`, an exponent, `n`, a base, `_`) or is an
                // error right after it (a name character) go the general way.
                let plain = (rest[0] != b'0' || n == 1)
                    && n <= 9
                    && !rest
                        .get(n)
                        .is_some_and(|&b| is_name_byte(b) || b == b'.' || b == b'\\' || b >= 0x80);
                if !plain {
                    return None;
                }
                let value = rest[..n]
                    .iter()
                    .fold(0i32, |v, &d| v * 10 + i32::from(d - b'0'));
                self.cursor.skip_ascii(n);
                TokenKind::NumericLiteral(Numeric::Integer(value))
            }
            _ => {
                let (p, n) = operator(rest)?;
                self.cursor.skip_ascii(n);
                TokenKind::Punctuator(p)
            }
        };
        Some(Token::new_by_position_group(
            kind,
            start,
            self.cursor.pos_group(),
        ))
    }
}

/// The operator `rest` starts with and its length, by the longest match, as
/// `operator.rs` lexes it; `None` when `rest` does not start with one of its characters (`/`,
/// which may start a comment or a regular expression, is left to the general lexer).
fn operator(rest: &[u8]) -> Option<(Punctuator, usize)> {
    use Punctuator as P;
    // A byte past the end reads as NUL, which continues no operator.
    let at = |i: usize| rest.get(i).copied().unwrap_or(0);
    let with_assign = |op: P, assign: P| {
        if at(1) == b'=' { (assign, 2) } else { (op, 1) }
    };
    Some(match *rest.first()? {
        b'=' => match at(1) {
            b'=' if at(2) == b'=' => (P::StrictEq, 3),
            b'=' => (P::Eq, 2),
            b'>' => (P::Arrow, 2),
            _ => (P::Assign, 1),
        },
        b'!' => match at(1) {
            b'=' if at(2) == b'=' => (P::StrictNotEq, 3),
            b'=' => (P::NotEq, 2),
            _ => (P::Not, 1),
        },
        b'+' if at(1) == b'+' => (P::Inc, 2),
        b'+' => with_assign(P::Add, P::AssignAdd),
        b'-' if at(1) == b'-' => (P::Dec, 2),
        b'-' => with_assign(P::Sub, P::AssignSub),
        b'*' => match at(1) {
            b'*' if at(2) == b'=' => (P::AssignPow, 3),
            b'*' => (P::Exp, 2),
            _ => with_assign(P::Mul, P::AssignMul),
        },
        b'%' => with_assign(P::Mod, P::AssignMod),
        b'^' => with_assign(P::Xor, P::AssignXor),
        b'|' => match at(1) {
            b'|' if at(2) == b'=' => (P::AssignBoolOr, 3),
            b'|' => (P::BoolOr, 2),
            _ => with_assign(P::Or, P::AssignOr),
        },
        b'&' => match at(1) {
            b'&' if at(2) == b'=' => (P::AssignBoolAnd, 3),
            b'&' => (P::BoolAnd, 2),
            _ => with_assign(P::And, P::AssignAnd),
        },
        b'<' => match at(1) {
            b'<' if at(2) == b'=' => (P::AssignLeftSh, 3),
            b'<' => (P::LeftSh, 2),
            _ => with_assign(P::LessThan, P::LessThanOrEq),
        },
        b'>' => match (at(1), at(2), at(3)) {
            (b'>', b'>', b'=') => (P::AssignURightSh, 4),
            (b'>', b'>', _) => (P::URightSh, 3),
            (b'>', b'=', _) => (P::AssignRightSh, 3),
            (b'>', _, _) => (P::RightSh, 2),
            _ => with_assign(P::GreaterThan, P::GreaterThanOrEq),
        },
        b'~' => (P::Neg, 1),
        b'?' => match at(1) {
            b'?' if at(2) == b'=' => (P::AssignCoalesce, 3),
            b'?' => (P::Coalesce, 2),
            // `a?.5:b` is a conditional, not an optional chain.
            b'.' if !at(2).is_ascii_digit() => (P::Optional, 2),
            _ => (P::Question, 1),
        },
        _ => return None,
    })
}

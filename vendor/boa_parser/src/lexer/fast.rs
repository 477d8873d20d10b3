//! codemode patch: the commonest tokens lexed straight from the source bytes.
//!
//! When the reader holds valid UTF-8 in memory (`SliceInput`, what `Source::from_bytes` reads),
//! the lexer looks at the bytes ahead before going character by character: blanks are skipped
//! in one step, and an ASCII identifier or keyword, a one-character punctuator, a `.` member
//! dot, a `\n` or a plain decimal integer becomes its token without a look-ahead, a
//! classification and a position update per character. Everything else (operators, strings,
//! templates, comments, regular expressions, other numbers, escapes, non-ASCII text) and every
//! case that could be an error goes to the character-by-character lexer, untouched. Each fast
//! token is exactly the token that lexer makes: the same kind, symbol and positions
//! (`compiler/tests/parser_equivalence.rs` compares whole parses with the released crate).

use super::{
    Lexer, Token, TokenKind,
    identifier::Identifier,
    token::{ContainsEscapeSequence, Numeric},
};
use crate::source::ReadChar;
use boa_ast::Punctuator;
use boa_interner::Interner;

/// What the bytes ahead start with, found while they are borrowed.
enum Fast {
    /// An ASCII identifier name of this many bytes, and its token if it is reserved.
    Name(usize, Option<TokenKind>),
    /// A one-byte punctuator.
    Punct(Punctuator),
    /// A decimal integer of this many digits, and its value.
    Int(usize, i32),
    /// A `\n`.
    Newline,
}

/// Whether `b` can continue an ASCII identifier name.
const fn is_name_byte(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'$' || b == b'_'
}

impl<R: ReadChar> Lexer<R> {
    /// Lexes the next token from the bytes ahead when it is one of the kinds this module
    /// handles. Blanks before it are consumed either way; `None` leaves the cursor at the
    /// next token's first character for the general lexer.
    #[inline]
    pub(super) fn lex_fast(&mut self, interner: &mut Interner) -> Option<Token> {
        let bytes = self.cursor.bytes_ahead();
        let blanks = bytes
            .iter()
            .position(|&b| !matches!(b, b' ' | b'\t' | 0x0B | 0x0C))
            .unwrap_or(bytes.len());
        let rest = &bytes[blanks..];
        let fast = match *rest.first()? {
            b'a'..=b'z' | b'A'..=b'Z' | b'$' | b'_' => {
                let n = rest
                    .iter()
                    .position(|&b| !is_name_byte(b))
                    .unwrap_or(rest.len());
                // A `\` (an escape) or a non-ASCII character may continue the name.
                if rest.get(n).is_some_and(|&b| b == b'\\' || b >= 0x80) {
                    None
                } else {
                    // SAFETY: the name's bytes are ASCII (`is_name_byte`), so valid UTF-8.
                    let name = unsafe { std::str::from_utf8_unchecked(&rest[..n]) };
                    Some(Fast::Name(n, Identifier::reserved(name, false)))
                }
            }
            b';' => Some(Fast::Punct(Punctuator::Semicolon)),
            b':' => Some(Fast::Punct(Punctuator::Colon)),
            b'(' => Some(Fast::Punct(Punctuator::OpenParen)),
            b')' => Some(Fast::Punct(Punctuator::CloseParen)),
            b',' => Some(Fast::Punct(Punctuator::Comma)),
            b'{' => Some(Fast::Punct(Punctuator::OpenBlock)),
            b'}' => Some(Fast::Punct(Punctuator::CloseBlock)),
            b'[' => Some(Fast::Punct(Punctuator::OpenBracket)),
            b']' => Some(Fast::Punct(Punctuator::CloseBracket)),
            // Not `...` or a number such as `.5`.
            b'.' if !rest
                .get(1)
                .is_some_and(|&b| b == b'.' || b.is_ascii_digit()) =>
            {
                Some(Fast::Punct(Punctuator::Dot))
            }
            b'\n' => Some(Fast::Newline),
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
                plain.then(|| {
                    let value = rest[..n]
                        .iter()
                        .fold(0i32, |v, &d| v * 10 + i32::from(d - b'0'));
                    Fast::Int(n, value)
                })
            }
            _ => None,
        };
        self.cursor.skip_ascii(blanks);
        let start = self.cursor.pos_group();
        let kind = match fast? {
            Fast::Name(n, reserved) => {
                let kind = reserved.unwrap_or_else(|| {
                    TokenKind::IdentifierName((
                        self.cursor.intern_ahead(n, interner),
                        ContainsEscapeSequence(false),
                    ))
                });
                self.cursor.skip_ascii(n);
                kind
            }
            Fast::Punct(p) => {
                self.cursor.skip_ascii(1);
                TokenKind::Punctuator(p)
            }
            Fast::Int(n, value) => {
                self.cursor.skip_ascii(n);
                TokenKind::NumericLiteral(Numeric::Integer(value))
            }
            Fast::Newline => {
                // `next_char` moves to the next line (and records the character).
                let _newline = self.cursor.next_char();
                TokenKind::LineTerminator
            }
        };
        Some(Token::new_by_position_group(
            kind,
            start,
            self.cursor.pos_group(),
        ))
    }
}

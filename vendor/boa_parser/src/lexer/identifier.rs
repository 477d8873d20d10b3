//! This module implements lexing for identifiers (foo, myvar, etc.) used in ECMAScript.

use crate::lexer::{
    Cursor, Error, StringLiteral, Token, TokenKind, Tokenizer, token::ContainsEscapeSequence,
};
use crate::source::ReadChar;
use boa_ast::PositionGroup;
use boa_interner::Interner;
use icu_properties::props::{IdContinue, IdStart};
use icu_properties::{CodePointSetData, CodePointSetDataBorrowed};
/// Identifier lexing.
///
/// More information:
///  - [ECMAScript reference][spec]
///  - [MDN documentation][mdn]
///
/// [spec]: https://tc39.es/ecma262/#prod-Identifier
/// [mdn]: https://developer.mozilla.org/en-US/docs/Glossary/Identifier
#[derive(Debug, Clone, Copy)]
pub(super) struct Identifier {
    init: char,
}

impl Identifier {
    /// Creates a new identifier/keyword lexer.
    pub(super) const fn new(init: char) -> Self {
        Self { init }
    }

    /// Checks if a character is `IdentifierStart` as per ECMAScript standards.
    ///
    /// More information:
    ///  - [ECMAScript reference][spec]
    ///
    /// [spec]: https://tc39.es/ecma262/#sec-names-and-keywords
    pub(super) fn is_identifier_start(ch: u32) -> bool {
        // codemode patch: ASCII without the Unicode property table.
        if ch < 0x80 {
            #[allow(clippy::cast_possible_truncation)]
            return (ch as u8).is_ascii_alphabetic() || ch == 0x24 || ch == 0x5F;
        }
        const ID_START: CodePointSetDataBorrowed<'static> = CodePointSetData::new::<IdStart>();
        matches!(ch, 0x0024 /* $ */ | 0x005F /* _ */) || ID_START.contains32(ch)
    }

    /// Checks if a character is `IdentifierPart` as per ECMAScript standards.
    ///
    /// More information:
    ///  - [ECMAScript reference][spec]
    ///
    /// [spec]: https://tc39.es/ecma262/#sec-names-and-keywords
    fn is_identifier_part(ch: u32) -> bool {
        // codemode patch: ASCII without the Unicode property table.
        if ch < 0x80 {
            #[allow(clippy::cast_possible_truncation)]
            return (ch as u8).is_ascii_alphanumeric() || ch == 0x24 || ch == 0x5F;
        }
        const ID_CONTINUE: CodePointSetDataBorrowed<'static> =
            CodePointSetData::new::<IdContinue>();
        matches!(
            ch,
            0x0024 /* $ */ | 0x005F /* _ */ | 0x200C /* <ZWNJ> */ | 0x200D /* <ZWJ> */
        ) || ID_CONTINUE.contains32(ch)
    }
}

impl<R> Tokenizer<R> for Identifier {
    fn lex(
        &mut self,
        cursor: &mut Cursor<R>,
        start_pos: PositionGroup,
        interner: &mut Interner,
    ) -> Result<Token, Error>
    where
        R: ReadChar,
    {
        // codemode patch: the name is read into the cursor's reused buffer (no allocation per
        // identifier), only names that could be keywords or literals are compared with them, and
        // names already seen in this parse come from the cursor's cache, not the interner.
        let mut identifier_name = cursor.take_name_buffer();
        let contains_escaped_chars =
            match Self::read_identifier_name(cursor, start_pos, self.init, &mut identifier_name) {
                Ok(escaped) => escaped,
                Err(e) => {
                    cursor.return_name_buffer(identifier_name);
                    return Err(e);
                }
            };

        let reserved = Self::reserved(&identifier_name, contains_escaped_chars);
        let token_kind = reserved.unwrap_or_else(|| {
            TokenKind::IdentifierName((
                cursor.intern_name(&identifier_name, interner),
                ContainsEscapeSequence(contains_escaped_chars),
            ))
        });
        cursor.return_name_buffer(identifier_name);

        Ok(Token::new_by_position_group(
            token_kind,
            start_pos,
            cursor.pos_group(),
        ))
    }
}

impl Identifier {
    /// The token of a name that is a keyword or the literal `true`, `false` or `null`; `None`
    /// for any other name (codemode patch: split from `lex`, which the byte-level fast path
    /// shares). Only names that start with a lowercase ASCII letter and are at most 10 bytes
    /// long are compared with them.
    pub(super) fn reserved(name: &str, escaped: bool) -> Option<TokenKind> {
        match name.as_bytes() {
            [b'a'..=b'z', ..] if name.len() <= 10 => match name.parse() {
                Ok(keyword) => Some(TokenKind::Keyword((keyword, escaped))),
                Err(_) if name == "true" => Some(TokenKind::BooleanLiteral((
                    true,
                    ContainsEscapeSequence(escaped),
                ))),
                Err(_) if name == "false" => Some(TokenKind::BooleanLiteral((
                    false,
                    ContainsEscapeSequence(escaped),
                ))),
                Err(_) if name == "null" => {
                    Some(TokenKind::NullLiteral(ContainsEscapeSequence(escaped)))
                }
                Err(_) => None,
            },
            _ => None,
        }
    }

    pub(super) fn take_identifier_name<R>(
        cursor: &mut Cursor<R>,
        start_pos: PositionGroup,
        init: char,
    ) -> Result<(String, bool), Error>
    where
        R: ReadChar,
    {
        let mut identifier_name = String::new();
        let contains_escaped_chars =
            Self::read_identifier_name(cursor, start_pos, init, &mut identifier_name)?;
        Ok((identifier_name, contains_escaped_chars))
    }

    /// Reads an identifier name starting with `init` into `identifier_name` (which the caller
    /// passes empty) and returns whether it contained escape sequences.
    ///
    /// codemode patch: split from `take_identifier_name` so the lexer can reuse one buffer.
    pub(super) fn read_identifier_name<R>(
        cursor: &mut Cursor<R>,
        start_pos: PositionGroup,
        init: char,
        identifier_name: &mut String,
    ) -> Result<bool, Error>
    where
        R: ReadChar,
    {
        let mut contains_escaped_chars = false;
        if init == '\\' && cursor.next_if(0x75 /* u */)? {
            let ch = StringLiteral::take_unicode_escape_sequence(cursor, start_pos.position())?;

            if Self::is_identifier_start(ch) {
                contains_escaped_chars = true;
                identifier_name.push(
                    char::try_from(ch)
                        .expect("all identifier starts must be convertible to strings"),
                );
            } else {
                return Err(Error::syntax("invalid identifier start", start_pos));
            }
        } else {
            // The caller guarantees that `init` is a valid identifier start
            identifier_name.push(init);
        }

        loop {
            // codemode patch: the ASCII part of the name in one step, without a look-ahead and
            // a classification per character.
            let run =
                cursor.take_ascii_while(|b| b.is_ascii_alphanumeric() || b == b'$' || b == b'_');
            if !run.is_empty() {
                identifier_name.push_str(run);
            }
            let ch = match cursor.peek_char()? {
                Some(0x005C /* \ */) if cursor.peek_n(2)?[1] == Some(0x75) /* u */ => {
                    let pos = cursor.pos();
                    let _next = cursor.next_char();
                    let _next = cursor.next_char();
                    let ch = StringLiteral::take_unicode_escape_sequence(cursor, pos)?;

                    if Self::is_identifier_part(ch) {
                        contains_escaped_chars = true;
                        ch
                    } else {
                        return Err(Error::Syntax("invalid identifier part".into(), pos));
                    }
                }
                Some(ch) if Self::is_identifier_part(ch) => {
                    cursor.next_char()?;
                    ch
                },
                _ => break,
            };

            identifier_name.push(char::try_from(ch).expect("checked character value"));
        }

        Ok(contains_escaped_chars)
    }
}

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
    /// shares).
    pub(super) fn reserved(name: &str, escaped: bool) -> Option<TokenKind> {
        // codemode patch: one `match` on the name's bytes, which compiles to a decision on its
        // length and then byte by byte (upstream parsed every lowercase name as a `Keyword`, a
        // `match` on `&str` that calls `memcmp` for each keyword of the name's length in turn,
        // then compared it with the literals); the answers are the same
        // (`reserved_words_are_keywords_and_literals` in tests.rs).
        use boa_ast::Keyword as K;
        let escape = ContainsEscapeSequence(escaped);
        let keyword = |k: K| Some(TokenKind::Keyword((k, escaped)));
        match name.as_bytes() {
            [b'a', b'w', b'a', b'i', b't'] => keyword(K::Await),
            [b'a', b's', b'y', b'n', b'c'] => keyword(K::Async),
            [b'b', b'r', b'e', b'a', b'k'] => keyword(K::Break),
            [b'c', b'a', b's', b'e'] => keyword(K::Case),
            [b'c', b'a', b't', b'c', b'h'] => keyword(K::Catch),
            [b'c', b'l', b'a', b's', b's'] => keyword(K::Class),
            [b'c', b'o', b'n', b't', b'i', b'n', b'u', b'e'] => keyword(K::Continue),
            [b'c', b'o', b'n', b's', b't'] => keyword(K::Const),
            [b'd', b'e', b'b', b'u', b'g', b'g', b'e', b'r'] => keyword(K::Debugger),
            [b'd', b'e', b'f', b'a', b'u', b'l', b't'] => keyword(K::Default),
            [b'd', b'e', b'l', b'e', b't', b'e'] => keyword(K::Delete),
            [b'd', b'o'] => keyword(K::Do),
            [b'e', b'l', b's', b'e'] => keyword(K::Else),
            [b'e', b'n', b'u', b'm'] => keyword(K::Enum),
            [b'e', b'x', b't', b'e', b'n', b'd', b's'] => keyword(K::Extends),
            [b'e', b'x', b'p', b'o', b'r', b't'] => keyword(K::Export),
            [b'f', b'i', b'n', b'a', b'l', b'l', b'y'] => keyword(K::Finally),
            [b'f', b'o', b'r'] => keyword(K::For),
            [b'f', b'u', b'n', b'c', b't', b'i', b'o', b'n'] => keyword(K::Function),
            [b'f', b'a', b'l', b's', b'e'] => Some(TokenKind::BooleanLiteral((false, escape))),
            [b'i', b'f'] => keyword(K::If),
            [b'i', b'n'] => keyword(K::In),
            [b'i', b'n', b's', b't', b'a', b'n', b'c', b'e', b'o', b'f'] => keyword(K::InstanceOf),
            [b'i', b'm', b'p', b'o', b'r', b't'] => keyword(K::Import),
            [b'l', b'e', b't'] => keyword(K::Let),
            [b'n', b'e', b'w'] => keyword(K::New),
            [b'n', b'u', b'l', b'l'] => Some(TokenKind::NullLiteral(escape)),
            [b'o', b'f'] => keyword(K::Of),
            [b'r', b'e', b't', b'u', b'r', b'n'] => keyword(K::Return),
            [b's', b'u', b'p', b'e', b'r'] => keyword(K::Super),
            [b's', b'w', b'i', b't', b'c', b'h'] => keyword(K::Switch),
            [b't', b'h', b'i', b's'] => keyword(K::This),
            [b't', b'h', b'r', b'o', b'w'] => keyword(K::Throw),
            [b't', b'r', b'y'] => keyword(K::Try),
            [b't', b'y', b'p', b'e', b'o', b'f'] => keyword(K::TypeOf),
            [b't', b'r', b'u', b'e'] => Some(TokenKind::BooleanLiteral((true, escape))),
            [b'u', b's', b'i', b'n', b'g'] => keyword(K::Using),
            [b'v', b'a', b'r'] => keyword(K::Var),
            [b'v', b'o', b'i', b'd'] => keyword(K::Void),
            [b'w', b'h', b'i', b'l', b'e'] => keyword(K::While),
            [b'w', b'i', b't', b'h'] => keyword(K::With),
            [b'y', b'i', b'e', b'l', b'd'] => keyword(K::Yield),
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

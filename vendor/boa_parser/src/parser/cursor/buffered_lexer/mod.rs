use crate::{
    Error,
    lexer::{InputElement, Lexer, Token, TokenKind},
    parser::ParseResult,
    source::{ReadChar, SliceInput},
};
use boa_ast::{LinearPosition, PositionGroup};
use boa_interner::Interner;

#[cfg(test)]
mod tests;

/// The maximum number of tokens which can be peeked ahead.
const MAX_PEEK_SKIP: usize = 3;

/// The fixed size of the buffer used for storing values that are peeked ahead.
///
/// The size is calculated for a worst case scenario, where we want to peek `MAX_PEEK_SKIP` tokens
/// skipping line terminators, and the stream ends just after:
/// ```text
/// [\n, B, \n, C, \n, D, \n, E, \n, F, None]
///   0  0   1  1   2  2   3  3   4  4  5
/// ```
///
/// codemode patch: rounded up to a power of two, so advancing an index is a mask, not a division.
const PEEK_BUF_SIZE: usize = ((MAX_PEEK_SKIP + 1) * 2 + 1).next_power_of_two();

/// codemode patch: the index after `index` in the ring buffer.
#[inline]
const fn next_index(index: usize) -> usize {
    (index + 1) & (PEEK_BUF_SIZE - 1)
}

/// codemode patch: whether a token is a line terminator, without the derived `PartialEq` call.
#[inline]
const fn is_line_terminator(token: &Token) -> bool {
    matches!(token.kind(), TokenKind::LineTerminator)
}

#[derive(Debug)]
pub(super) struct BufferedLexer<R> {
    lexer: Lexer<R>,
    peeked: [Option<Token>; PEEK_BUF_SIZE],
    read_index: usize,
    write_index: usize,
    last_linear_pos: LinearPosition,
    /// codemode patch: whether the token just before `read_index` is a line terminator that a
    /// peek skipping line terminators stepped over ([`Self::peek_buffered`]). It is still the
    /// next token for a read that does not skip them, which steps back to it first
    /// ([`Self::unskip`]); a read that skips them forgets it. The first token of every line is
    /// peeked at past the line's terminator several times before it is consumed: after the
    /// first, each is the inline case of [`Self::peek`].
    lt_behind: bool,
}

impl<R> From<Lexer<R>> for BufferedLexer<R>
where
    R: ReadChar,
{
    fn from(lexer: Lexer<R>) -> Self {
        Self {
            lexer,
            peeked: [const { None::<Token> }; PEEK_BUF_SIZE],
            read_index: 0,
            write_index: 0,
            last_linear_pos: LinearPosition::default(),
            lt_behind: false,
        }
    }
}

impl<R> From<R> for BufferedLexer<R>
where
    R: ReadChar,
{
    fn from(reader: R) -> Self {
        Lexer::new(reader).into()
    }
}

impl<'a> From<&'a [u8]> for BufferedLexer<SliceInput<'a>> {
    fn from(reader: &'a [u8]) -> Self {
        Lexer::from(reader).into()
    }
}

impl<R> BufferedLexer<R>
where
    R: ReadChar,
{
    /// Sets the goal symbol for the lexer.
    pub(super) fn set_goal(&mut self, elm: InputElement) {
        self.lexer.set_goal(elm);
    }

    /// Lexes the next tokens as a regex assuming that the starting '/' has already been consumed.
    /// If `init_with_eq` is `true`, then assuming that the starting '/=' has already been consumed.
    pub(super) fn lex_regex(
        &mut self,
        start: PositionGroup,
        interner: &mut Interner,
        init_with_eq: bool,
    ) -> ParseResult<Token> {
        self.set_goal(InputElement::RegExp);
        self.lexer
            .lex_slash_token(start, interner, init_with_eq)
            .map_err(Into::into)
    }

    /// Lexes the next tokens as template middle or template tail assuming that the starting
    /// '}' has already been consumed.
    pub(super) fn lex_template(
        &mut self,
        start: PositionGroup,
        interner: &mut Interner,
    ) -> ParseResult<Token> {
        self.lexer
            .lex_template(start, interner)
            .map_err(Error::from)
    }

    pub(super) const fn strict(&self) -> bool {
        self.lexer.strict()
    }

    pub(super) fn set_strict(&mut self, strict: bool) {
        self.lexer.set_strict(strict);
    }

    pub(super) const fn module(&self) -> bool {
        self.lexer.module()
    }

    pub(super) fn set_module(&mut self, module: bool) {
        self.lexer.set_module(module);
    }

    /// Whether the source text is recorded (codemode patch).
    pub(super) fn set_collect_source(&mut self, collect: bool) {
        self.lexer.set_collect_source(collect);
    }

    /// Exchanges the lexer's name cache with `cache` (codemode patch).
    pub(super) fn swap_name_cache(&mut self, cache: &mut crate::lexer::NameCache) {
        self.lexer.swap_name_cache(cache);
    }

    /// Whether a name read so far was `arguments` (codemode patch).
    pub(super) const fn saw_arguments(&self) -> bool {
        self.lexer.saw_arguments()
    }

    /// Fills the peeking buffer with the next token.
    ///
    /// It will not fill two line terminators one after the other.
    fn fill(&mut self, interner: &mut Interner) -> ParseResult<()> {
        debug_assert!(
            self.write_index < PEEK_BUF_SIZE,
            "write index went out of bounds"
        );

        let previous_index = self.write_index.checked_sub(1).unwrap_or(PEEK_BUF_SIZE - 1);

        if let Some(ref token) = self.peeked[previous_index]
            && is_line_terminator(token)
        {
            // codemode patch: rarer than a token after a token, laid out away from it.
            std::hint::cold_path();
            // We don't want to have multiple contiguous line terminators in the buffer, since
            // they have no meaning.
            let next = loop {
                self.lexer.skip_html_close(interner)?;
                let next = self.lexer.next_no_skip(interner)?;
                if let Some(ref token) = next {
                    match token.kind() {
                        TokenKind::LineTerminator => { /* skip */ }
                        TokenKind::Comment => self.lexer.skip_html_close(interner)?,
                        _ => break next,
                    }
                } else {
                    break None;
                }
            };

            self.peeked[self.write_index] = next;
        } else if let Some(token) = self.lexer.next_fast(interner) {
            // codemode patch: a token the byte-level lexer makes goes straight into the buffer.
            self.peeked[self.write_index] = Some(token);
        } else {
            std::hint::cold_path();
            self.peeked[self.write_index] = self.lexer.next(interner)?;
        }

        self.write_index = next_index(self.write_index);
        debug_assert_ne!(
            self.read_index, self.write_index,
            "we reached the read index with the write index"
        );
        debug_assert!(
            !self.lt_behind || next_index(self.write_index) != self.read_index,
            "the write index reached the line terminator stepped over"
        );
        debug_assert!(
            self.read_index < PEEK_BUF_SIZE,
            "read index went out of bounds"
        );

        Ok(())
    }

    /// Moves the cursor to the next token and returns the token.
    ///
    /// If `skip_line_terminators` is true then line terminators will be discarded.
    ///
    /// This follows iterator semantics in that a `peek(0, false)` followed by a `next(false)` will
    /// return the same value. Note that because a `peek(n, false)` may return a line terminator a
    /// subsequent `next(true)` may not return the same value.
    pub(super) fn next(
        &mut self,
        skip_line_terminators: bool,
        interner: &mut Interner,
    ) -> ParseResult<Option<Token>> {
        self.before_read(skip_line_terminators);
        // codemode patch: the rare cases (a token not peeked at first, the end of the input, a
        // line terminator to skip) laid out away from the common one, as in `peek`.
        if self.read_index == self.write_index {
            std::hint::cold_path();
            self.fill(interner)?;
        }

        if let Some(ref token) = self.peeked[self.read_index] {
            if skip_line_terminators && is_line_terminator(token) {
                std::hint::cold_path();
                // We only store 1 contiguous line terminator, so if the one at `self.read_index`
                // was a line terminator, we know that the next won't be one.
                self.read_index = next_index(self.read_index);
                if self.read_index == self.write_index {
                    self.fill(interner)?;
                }
            }
            let tok = self.peeked[self.read_index].take();
            self.read_index = next_index(self.read_index);

            if let Some(tok) = &tok {
                self.last_linear_pos = tok.linear_span().end();
            }

            Ok(tok)
        } else {
            std::hint::cold_path();
            // We do not update the read index, since we should always return `None` from now on.
            Ok(None)
        }
    }

    /// codemode patch: [`Self::next`] for a caller that drops the token: the same moves through
    /// the buffer (and the same `None` left in the token's slot, which `fill` looks at), without
    /// moving the token out.
    pub(super) fn advance(
        &mut self,
        skip_line_terminators: bool,
        interner: &mut Interner,
    ) -> ParseResult<()> {
        self.before_read(skip_line_terminators);
        if self.read_index == self.write_index {
            std::hint::cold_path();
            self.fill(interner)?;
        }
        if let Some(ref token) = self.peeked[self.read_index] {
            if skip_line_terminators && is_line_terminator(token) {
                std::hint::cold_path();
                self.read_index = next_index(self.read_index);
                if self.read_index == self.write_index {
                    self.fill(interner)?;
                }
            }
            if let Some(token) = &self.peeked[self.read_index] {
                self.last_linear_pos = token.linear_span().end();
            }
            self.peeked[self.read_index] = None;
            self.read_index = next_index(self.read_index);
        }
        Ok(())
    }

    /// Peeks the `n`th token after the next token.
    ///
    /// **Note:** `n` must be in the range `[0, 3]`.
    /// i.e. if there are tokens `A`, `B`, `C`, `D`, `E` and `peek(0, false)` returns `A` then:
    ///  - `peek(1, false) == peek(1, true) == B`.
    ///  - `peek(2, false)` will return `C`.
    ///    where `A`, `B`, `C`, `D` and `E` are tokens but not line terminators.
    ///
    /// If `skip_line_terminators` is `true` then line terminators will be discarded.
    /// i.e. If there are tokens `A`, `\n`, `B` and `peek(0, false)` is `A` then the following
    /// will hold:
    ///  - `peek(0, true) == A`
    ///  - `peek(0, false) == A`
    ///  - `peek(1, true) == B`
    ///  - `peek(1, false) == \n`
    ///  - `peek(2, true) == None` (End of stream)
    ///  - `peek(2, false) == B`
    #[inline]
    pub(super) fn peek(
        &mut self,
        skip_n: usize,
        skip_line_terminators: bool,
        interner: &mut Interner,
    ) -> ParseResult<Option<&Token>> {
        // codemode patch: the common case, the next token (lexed now if it was not yet) and
        // not a line terminator to skip, answered inline without the general loop.
        // Most calls find the token already lexed (a caller higher up peeked at it first), so
        // lexing it here and a line terminator to skip are laid out away from that case: every
        // taken branch is a cold-start cost once another engine's run has emptied the branch
        // target buffers (BENCHMARKS.md), and this is inlined at some sixty places.
        if !skip_line_terminators {
            self.unskip();
        }
        if skip_n == 0 {
            if self.read_index == self.write_index {
                std::hint::cold_path();
                self.fill(interner)?;
            }
            let ready = match &self.peeked[self.read_index] {
                Some(token) => !(skip_line_terminators && is_line_terminator(token)),
                None => true,
            };
            if ready {
                return Ok(self.peeked[self.read_index].as_ref());
            }
            std::hint::cold_path();
        }
        self.peek_buffered(skip_n, skip_line_terminators, interner)
    }

    /// The general case of [`Self::peek`]: lexes tokens into the buffer as needed.
    fn peek_buffered(
        &mut self,
        skip_n: usize,
        skip_line_terminators: bool,
        interner: &mut Interner,
    ) -> ParseResult<Option<&Token>> {
        assert!(
            skip_n <= MAX_PEEK_SKIP,
            "you cannot skip more than {MAX_PEEK_SKIP} elements",
        );
        // codemode patch: a line terminator to skip at the read index, the case `peek` sends
        // here with `skip_n` 0 (the first token of every line is peeked at past one, several
        // times, until it is consumed). The buffer never holds two in a row, so the token after
        // it is the answer, without the loop below (and without a second copy of `fill`: each
        // is a cold start's worth of code lines and branch sites); the read index moves past
        // it, so the next such peek is `peek`'s inline case.
        if skip_n == 0
            && skip_line_terminators
            && self.peeked[self.read_index]
                .as_ref()
                .is_some_and(is_line_terminator)
        {
            // Stepped over for good (`lt_behind`), the token after it lexed now if it was not.
            let next = next_index(self.read_index);
            if next == self.write_index {
                self.fill(interner)?;
            }
            debug_assert!(
                !self.peeked[next].as_ref().is_some_and(is_line_terminator),
                "two line terminators in a row in the buffer"
            );
            self.read_index = next;
            self.lt_behind = true;
            return Ok(self.peeked[next].as_ref());
        }

        let mut read_index = self.read_index;
        let mut count = 0;
        let res_token = loop {
            if read_index == self.write_index {
                self.fill(interner)?;
            }

            if let Some(ref token) = self.peeked[read_index] {
                if skip_line_terminators && is_line_terminator(token) {
                    read_index = next_index(read_index);
                    // We only store 1 contiguous line terminator, so if the one at `self.read_index`
                    // was a line terminator, we know that the next won't be one.
                    if read_index == self.write_index {
                        self.fill(interner)?;
                    }
                }
                if count == skip_n {
                    break self.peeked[read_index].as_ref();
                }
            } else {
                break None;
            }
            read_index = next_index(read_index);
            count += 1;
        };

        Ok(res_token)
    }

    /// codemode patch: a read (`next`, `advance`) from the stream's next token: one that skips
    /// line terminators forgets the one stepped over (it is skipped), one that does not steps
    /// back to it.
    #[inline]
    fn before_read(&mut self, skip_line_terminators: bool) {
        if skip_line_terminators {
            self.lt_behind = false;
        } else {
            self.unskip();
        }
    }

    /// codemode patch: steps back to the line terminator a peek stepped over, if one did
    /// (`lt_behind`), for a read or peek that does not skip line terminators.
    #[inline]
    fn unskip(&mut self) {
        if self.lt_behind {
            std::hint::cold_path();
            self.lt_behind = false;
            self.read_index = (self.read_index + PEEK_BUF_SIZE - 1) & (PEEK_BUF_SIZE - 1);
        }
    }

    /// Gets current linear position in the source code.
    #[inline]
    pub(super) fn linear_pos(&self) -> LinearPosition {
        self.last_linear_pos
    }

    pub(super) fn take_source(&mut self) -> boa_ast::SourceText {
        self.lexer.take_source()
    }
}

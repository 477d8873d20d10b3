//! Boa's lexer cursor that manages the input byte stream.

use crate::source::{ReadChar, SliceInput};
use boa_ast::{LinearPosition, Position, PositionGroup, SourceText};
use boa_interner::{Interner, Sym};
use rustc_hash::{FxBuildHasher, FxHashMap};
use std::hash::BuildHasher;
use std::io::{self, Error, ErrorKind};

/// Cursor over the source code.
#[derive(Debug)]
pub(super) struct Cursor<R> {
    iter: R,
    pos: Position,
    module: bool,
    strict: bool,
    peeked: [Option<u32>; 4],
    source_collector: SourceText,
    /// codemode patch: the UTF-16 length of the source read so far, the linear position. Kept
    /// apart from `source_collector`, which can be switched off (`collect_source`).
    source_len: usize,
    /// codemode patch: whether `source_collector` records the source (upstream always did).
    /// A caller that never takes the source text, such as `Parser::parse_function_body`'s,
    /// can switch it off to save a push per character and the buffer's growth.
    collect_source: bool,
    /// codemode patch: the buffer identifier names are read into, reused by every identifier.
    name_buffer: String,
    /// codemode patch: the symbols of the identifier names (and, from the byte-level lexer, the
    /// plain string literals) met so far, keyed by the text's hash, so a repeated name costs one
    /// hash lookup instead of the interner's (which hashes it against its static strings first). A hit is confirmed against the interner's text, so
    /// two names with one hash cannot be confused, and no name is copied; a cache handed in from
    /// an earlier parse ([`NameCache`]) is checked the same way, so it cannot give a wrong symbol.
    names: NameCache,
    /// codemode patch: whether a name read so far was `arguments` (see [`Cursor::name`]).
    saw_arguments: bool,
}

/// codemode patch: the symbols of the identifier names a lexer has met, keyed by the name's
/// hash and confirmed against the interner's text before use (so a stale or colliding entry only
/// costs a fresh intern). A caller that keeps one interner across parses can keep this cache
/// beside it ([`crate::Parser::swap_name_cache`]): a name earlier programs used is then one
/// hash lookup, not the interner's.
#[derive(Debug, Default)]
pub struct NameCache(FxHashMap<u64, Sym>);

impl NameCache {
    /// The symbol of `name`: the cached one when the interner confirms it, else the
    /// interner's, then cached.
    fn intern(&mut self, name: &str, interner: &mut Interner) -> Sym {
        let hash = FxBuildHasher.hash_one(name);
        if let Some(&sym) = self.0.get(&hash)
            && interner.resolve(sym).and_then(|text| text.utf8()) == Some(name)
        {
            return sym;
        }
        let sym = interner.get_or_intern(name);
        self.0.insert(hash, sym);
        sym
    }

    /// How many names the cache holds.
    #[must_use]
    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// Whether the cache holds no name.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

impl<R> Cursor<R> {
    /// Gets the current position of the cursor in the source code.
    #[inline]
    pub(super) fn pos_group(&self) -> PositionGroup {
        PositionGroup::new(self.pos, self.linear_pos())
    }

    /// Gets the current position of the cursor in the source code.
    #[inline]
    pub(super) const fn pos(&self) -> Position {
        self.pos
    }

    /// Gets the current linear position of the cursor in the source code.
    #[inline]
    pub(super) fn linear_pos(&self) -> LinearPosition {
        LinearPosition::new(self.source_len)
    }

    pub(super) fn take_source(&mut self) -> SourceText {
        let replace_with = SourceText::with_capacity(0);
        // Linear positions count from the start of the collected text, as upstream's did.
        self.source_len = 0;
        std::mem::replace(&mut self.source_collector, replace_with)
    }

    /// Whether the source text is recorded for `take_source` (codemode patch).
    pub(super) fn set_collect_source(&mut self, collect: bool) {
        self.collect_source = collect;
    }

    /// Records one code point of the source (codemode patch: upstream called
    /// `source_collector.collect_code_point` directly).
    #[inline]
    fn collect(&mut self, ch: u32) {
        self.source_len += if ch >= 0x10000 { 2 } else { 1 };
        if self.collect_source {
            std::hint::cold_path();
            self.source_collector.collect_code_point(ch);
        }
    }

    /// Advances the position to the next column.
    fn next_column(&mut self) {
        let current_line = self.pos.line_number();
        let next_column = self.pos.column_number() + 1;
        self.pos = Position::new(current_line, next_column);
    }

    /// Advances the position to the next line.
    fn next_line(&mut self) {
        let next_line = self.pos.line_number() + 1;
        self.pos = Position::new(next_line, 1);
    }

    /// Returns if strict mode is currently active.
    pub(super) const fn strict(&self) -> bool {
        self.strict
    }

    /// Sets the current strict mode.
    pub(super) fn set_strict(&mut self, strict: bool) {
        self.strict = strict;
    }

    /// Takes the reusable identifier-name buffer, empty (codemode patch).
    pub(super) fn take_name_buffer(&mut self) -> String {
        let mut buffer = std::mem::take(&mut self.name_buffer);
        buffer.clear();
        buffer
    }

    /// Gives the identifier-name buffer back for the next identifier (codemode patch).
    pub(super) fn return_name_buffer(&mut self, buffer: String) {
        self.name_buffer = buffer;
    }

    /// The symbol of an identifier name, from this lexer's cache when the name was met before
    /// (codemode patch).
    pub(super) fn intern_name(&mut self, name: &str, interner: &mut Interner) -> Sym {
        let sym = self.names.intern(name, interner);
        self.name(sym)
    }

    /// codemode patch: notes the names the compiler asks about, as every name the lexer reads
    /// (identifiers, property names, and from the byte-level lexer plain string literals) passes
    /// through here: `eval` makes the tree's nodes look for a direct `eval` again
    /// (`boa_ast::operations::direct_eval_possible`), `arguments` is remembered for
    /// [`Cursor::saw_arguments`]. Both static symbols, so one compare each.
    #[inline]
    fn name(&mut self, sym: Sym) -> Sym {
        if sym == Sym::EVAL {
            boa_ast::operations::direct_eval_possible();
        } else if sym == Sym::ARGUMENTS {
            self.saw_arguments = true;
        }
        sym
    }

    /// codemode patch: whether a name read so far was `arguments`, however spelled.
    pub(super) const fn saw_arguments(&self) -> bool {
        self.saw_arguments
    }

    /// Returns if the module mode is currently active.
    pub(super) const fn module(&self) -> bool {
        self.module
    }

    /// Exchanges the cursor's name cache with `cache` (codemode patch).
    pub(super) fn swap_name_cache(&mut self, cache: &mut NameCache) {
        std::mem::swap(&mut self.names, cache);
    }

    /// Sets the current goal symbol to module.
    pub(super) fn set_module(&mut self, module: bool) {
        self.module = module;
        self.strict = module;
    }
}

impl<R: ReadChar> Cursor<R> {
    /// Creates a new Lexer cursor.
    pub(super) fn new(inner: R) -> Self {
        Self {
            iter: inner,
            pos: Position::new(1, 1),
            strict: false,
            module: false,
            peeked: [None; 4],
            // codemode patch: no 8 KB buffer up front (upstream's `SourceText::default()`);
            // a parse that records the source grows it as it goes, one that does not
            // (`set_collect_source(false)`, as the compiler parses) never allocates it.
            source_collector: SourceText::with_capacity(0),
            source_len: 0,
            collect_source: true,
            name_buffer: String::new(),
            names: NameCache::default(),
            saw_arguments: false,
        }
    }

    /// Peeks the next n bytes, the maximum number of peeked bytes is 4 (n <= 4).
    pub(super) fn peek_n(&mut self, n: u8) -> Result<&[Option<u32>; 4], Error> {
        let peeked = self.peeked.iter().filter(|c| c.is_some()).count();
        let needs_peek = n as usize - peeked;

        for i in 0..needs_peek {
            let next = self.iter.next_char()?;
            self.peeked[i + peeked] = next;
        }

        Ok(&self.peeked)
    }

    /// Peeks the next UTF-8 character in u32 code point.
    #[inline]
    pub(super) fn peek_char(&mut self) -> Result<Option<u32>, Error> {
        if let Some(c) = self.peeked[0] {
            return Ok(Some(c));
        }

        let next = self.iter.next_char()?;
        self.peeked[0] = next;
        Ok(next)
    }

    pub(super) fn next_if(&mut self, c: u32) -> io::Result<bool> {
        if self.peek_char()? == Some(c) {
            self.next_char()?;
            Ok(true)
        } else {
            Ok(false)
        }
    }

    /// Applies the predicate to the next character and returns the result.
    /// Returns false if the next character is not a valid ascii or there is no next character.
    /// Otherwise returns the result from the predicate on the ascii in char
    ///
    /// The buffer is not incremented.
    pub(super) fn next_is_ascii_pred<F>(&mut self, pred: &F) -> io::Result<bool>
    where
        F: Fn(char) -> bool,
    {
        Ok(match self.peek_char()? {
            Some(byte) if (0..=0x7F).contains(&byte) =>
            {
                #[allow(clippy::cast_possible_truncation)]
                pred(char::from(byte as u8))
            }
            Some(_) | None => false,
        })
    }

    /// Fills the buffer with all bytes until the stop byte is found.
    /// Returns error when reaching the end of the buffer.
    ///
    /// Note that all bytes up until the stop byte are added to the buffer, including the byte right before.
    pub(super) fn take_until(&mut self, stop: u32, buf: &mut Vec<u32>) -> io::Result<()> {
        loop {
            if self.next_if(stop)? {
                return Ok(());
            } else if let Some(c) = self.next_char()? {
                buf.push(c);
            } else {
                return Err(Error::new(
                    ErrorKind::UnexpectedEof,
                    format!("Unexpected end of file when looking for character {stop}"),
                ));
            }
        }
    }

    /// Fills a mutable slice up to the ends while characters are alphabetic. Returns
    /// the number of characters read, or `N+1` if the buffer was filled but there were
    /// still characters after.
    pub(super) fn take_array_alphabetic<const N: usize>(
        &mut self,
        arr: &mut [u32; N],
    ) -> io::Result<usize> {
        for (i, out) in arr.iter_mut().enumerate() {
            match self.peek_char()? {
                // A..Z | a..z
                Some(0x41..=0x5A | 0x61..=0x7A) => {
                    *out = self.next_char()?.expect("Already checked.");
                }
                _ => return Ok(i),
            }
        }
        // Check the next character and return N+1 if it's alphabetic.
        match self.peek_char() {
            // A..Z | a..z
            Ok(Some(0x41..=0x5A | 0x61..=0x7A)) => Ok(N + 1),
            _ => Ok(N),
        }
    }

    /// codemode patch: consumes the longest run of ASCII characters ahead for which `keep`
    /// holds and returns it, moving the position past it. `keep` must refuse line terminators
    /// (the run only advances the column). The run is empty when a character is already peeked
    /// or the reader cannot see ahead; the caller then goes on character by character.
    #[inline]
    pub(super) fn take_ascii_while(&mut self, keep: impl Fn(u8) -> bool) -> &str {
        if self.peeked[0].is_some() {
            return "";
        }
        let run = self
            .iter
            .take_ascii_while(|b| b != b'\r' && b != b'\n' && keep(b));
        if run.is_empty() {
            return run;
        }
        self.source_len += run.len();
        if self.collect_source {
            for &b in run.as_bytes() {
                self.source_collector.collect_code_point(u32::from(b));
            }
        }
        #[allow(clippy::cast_possible_truncation)]
        let column = self.pos.column_number().saturating_add(run.len() as u32);
        self.pos = Position::new(self.pos.line_number(), column);
        run
    }

    /// codemode patch: the source bytes ahead of the cursor, for a reader that holds valid
    /// UTF-8 in memory ([`ReadChar::bytes_ahead`]); empty for any other. Characters already
    /// peeked are given back to the reader first, so the bytes start at the cursor's position.
    #[inline]
    pub(super) fn bytes_ahead(&mut self) -> &[u8] {
        if self.peeked[0].is_some() {
            // The peeked characters are the last ones the reader decoded, in order; in valid
            // UTF-8 each took `len_utf8` bytes.
            let n = self
                .peeked
                .iter()
                .map_while(|c| *c)
                .map(|c| char::from_u32(c).map_or(4, char::len_utf8))
                .sum();
            if !self.iter.unread(n) {
                return &[];
            }
            self.peeked = [None; 4];
        }
        self.iter.bytes_ahead()
    }

    /// codemode patch: moves past the next `n` bytes of [`Self::bytes_ahead`], which the caller
    /// has checked are ASCII and not line terminators (so the position moves `n` columns).
    #[inline]
    pub(super) fn skip_ascii(&mut self, n: usize) {
        debug_assert!(
            self.peeked[0].is_none(),
            "skip_ascii with a character peeked"
        );
        if self.collect_source {
            // codemode patch: codemode never collects the source; laid out out of the way.
            std::hint::cold_path();
            for &b in &self.iter.bytes_ahead()[..n] {
                self.source_collector.collect_code_point(u32::from(b));
            }
        }
        self.iter.skip_bytes(n);
        self.source_len += n;
        #[allow(clippy::cast_possible_truncation)]
        let column = self.pos.column_number().saturating_add(n as u32);
        self.pos = Position::new(self.pos.line_number(), column);
    }

    /// codemode patch: the symbol of the text in bytes `from..to` of [`Self::bytes_ahead`]
    /// (ASCII, checked by the caller), without moving past them.
    #[inline]
    pub(super) fn intern_ahead(&mut self, from: usize, to: usize, interner: &mut Interner) -> Sym {
        let bytes = &self.iter.bytes_ahead()[from..to];
        debug_assert!(bytes.is_ascii(), "intern_ahead over non-ASCII bytes");
        // SAFETY: the caller checked that these bytes are ASCII, which is valid UTF-8.
        let name = unsafe { std::str::from_utf8_unchecked(bytes) };
        let sym = self.names.intern(name, interner);
        self.name(sym)
    }

    /// Retrieves the next UTF-8 character.
    #[inline]
    pub(crate) fn next_char(&mut self) -> Result<Option<u32>, Error> {
        let ch = if let Some(c) = self.peeked[0] {
            // codemode patch: shift the look-ahead by hand (upstream rotated the array).
            self.peeked = [self.peeked[1], self.peeked[2], self.peeked[3], None];
            Some(c)
        } else {
            self.iter.next_char()?
        };

        if let Some(ch) = ch {
            self.collect(ch);
        }

        match ch {
            Some(0xD) => {
                // Try to take a newline if it's next, for windows "\r\n" newlines
                // Otherwise, treat as a Mac OS9 bare '\r' newline
                if self.peek_char()? == Some(0xA) {
                    self.peeked[0] = None;
                    self.peeked.rotate_left(1);
                    self.collect(0xA);
                }
                self.next_line();
            }
            // '\n' | '\u{2028}' | '\u{2029}'
            Some(0xA | 0x2028 | 0x2029) => self.next_line(),
            Some(_) => self.next_column(),
            _ => {}
        }

        Ok(ch)
    }
}

impl<'a> From<&'a [u8]> for Cursor<SliceInput<'a>> {
    fn from(input: &'a [u8]) -> Self {
        Self::new(SliceInput::new(input))
    }
}

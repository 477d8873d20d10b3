//! codemode patch: input for UTF-8 sources already in memory, read by index.

use super::ReadChar;
use std::io;

/// Input for a UTF-8 encoded byte slice held in memory (what [`Source::from_bytes`] reads).
///
/// It decodes exactly as [`UTF8Input`] does (including its treatment of truncated or invalid
/// sequences), but reads the slice by index instead of through [`std::io::Bytes`], whose
/// every byte is a one-byte `Read::read` call, and it can hand the lexer a run of ASCII bytes
/// at once ([`ReadChar::take_ascii_while`]).
///
/// [`Source::from_bytes`]: super::Source::from_bytes
/// [`UTF8Input`]: super::UTF8Input
#[derive(Debug)]
pub struct SliceInput<'a> {
    input: &'a [u8],
    index: usize,
    /// Whether `input` is valid UTF-8. Only then is every character's length in bytes its
    /// `char::len_utf8` (this reader decodes invalid sequences leniently, as `UTF8Input`
    /// does), so only then does it offer its bytes ahead ([`ReadChar::bytes_ahead`]) and take
    /// characters back ([`ReadChar::unread`]).
    valid: bool,
}

impl<'a> SliceInput<'a> {
    /// Creates a new `SliceInput` from a UTF-8 encoded slice.
    #[must_use]
    pub const fn new(input: &'a [u8]) -> Self {
        let valid = std::str::from_utf8(input).is_ok();
        Self {
            input,
            index: 0,
            valid,
        }
    }

    /// Creates a new `SliceInput` from text, which is UTF-8 by its type (no check needed).
    #[must_use]
    pub const fn from_text(input: &'a str) -> Self {
        Self {
            input: input.as_bytes(),
            index: 0,
            valid: true,
        }
    }

    /// The next byte, or `0` at the end (as [`super::UTF8Input`] reads a truncated sequence).
    #[inline]
    fn continuation(&mut self) -> u8 {
        let b = self.input.get(self.index).copied().unwrap_or(0);
        self.index = (self.index + 1).min(self.input.len());
        b
    }

    /// Decodes a multi-byte sequence starting with `x` (≥ 0x80).
    #[cold]
    fn multibyte(&mut self, x: u8) -> u32 {
        // The same decoding as `UTF8Input::next_char`: [[[x y] z] w].
        let init = u32::from(x & (0x7F >> 2));
        let y = self.continuation();
        let mut ch = acc(init, y);
        if x >= 0xE0 {
            let z = self.continuation();
            let y_z = acc(u32::from(y & CONT_MASK), z);
            ch = (init << 12) | y_z;
            if x >= 0xF0 {
                let w = self.continuation();
                ch = ((init & 7) << 18) | acc(y_z, w);
            }
        }
        ch
    }
}

const CONT_MASK: u8 = 0b0011_1111;

/// `ch` updated with the continuation byte `byte`.
const fn acc(ch: u32, byte: u8) -> u32 {
    (ch << 6) | (byte & CONT_MASK) as u32
}

impl ReadChar for SliceInput<'_> {
    #[inline]
    fn next_char(&mut self) -> io::Result<Option<u32>> {
        let Some(&x) = self.input.get(self.index) else {
            return Ok(None);
        };
        self.index += 1;
        if x < 0x80 {
            return Ok(Some(u32::from(x)));
        }
        Ok(Some(self.multibyte(x)))
    }

    #[inline]
    fn take_ascii_while(&mut self, keep: impl Fn(u8) -> bool) -> &str {
        let rest = &self.input[self.index..];
        let n = rest
            .iter()
            .position(|&b| b >= 0x80 || !keep(b))
            .unwrap_or(rest.len());
        self.index += n;
        let run = &rest[..n];
        // SAFETY: every byte of `run` is below 0x80 (the search above stops at the first that
        // is not), and a sequence of ASCII bytes is valid UTF-8. `str::from_utf8` would check
        // that again at a cost comparable to the whole run's lexing.
        unsafe { std::str::from_utf8_unchecked(run) }
    }

    #[inline]
    fn bytes_ahead(&self) -> &[u8] {
        if self.valid {
            &self.input[self.index..]
        } else {
            &[]
        }
    }

    #[inline]
    fn skip_bytes(&mut self, n: usize) {
        debug_assert!(
            n <= self.bytes_ahead().len(),
            "skipped past the bytes ahead"
        );
        self.index = (self.index + n).min(self.input.len());
    }

    #[inline]
    fn unread(&mut self, n: usize) -> bool {
        if !self.valid || n > self.index {
            return false;
        }
        self.index -= n;
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::source::UTF8Input;

    /// Every code point (and a truncated tail) decodes as `UTF8Input` decodes it.
    #[test]
    fn decodes_like_utf8_input() {
        let mut text = String::new();
        for c in ['a', 'é', '€', '𝒳', '\u{2028}', '\u{FEFF}', 'z'] {
            text.push(c);
        }
        let mut bytes = text.into_bytes();
        bytes.extend_from_slice(&[0xE2, 0x82]); // truncated `€`
        let (mut a, mut b) = (SliceInput::new(&bytes), UTF8Input::new(&bytes[..]));
        loop {
            let (x, y) = (a.next_char().ok().flatten(), b.next_char().ok().flatten());
            assert_eq!(x, y);
            if x.is_none() {
                break;
            }
        }
    }

    #[test]
    fn ascii_runs_stop_at_the_predicate_and_at_non_ascii() {
        let bytes = "abc1 déf".as_bytes();
        let mut input = SliceInput::new(bytes);
        assert_eq!(
            input.take_ascii_while(|b| b.is_ascii_alphanumeric()),
            "abc1"
        );
        assert_eq!(input.next_char().ok().flatten(), Some(u32::from(b' ')));
        assert_eq!(input.take_ascii_while(|_| true), "d");
        assert_eq!(input.next_char().ok().flatten(), Some(0xE9));
        assert_eq!(input.take_ascii_while(|_| true), "f");
        assert_eq!(input.take_ascii_while(|_| true), "");
        assert_eq!(input.next_char().ok().flatten(), None);
    }

    /// Valid UTF-8 offers its bytes ahead and takes bytes back; invalid input offers none, so
    /// the lexer reads it character by character with the lenient decoding above.
    #[test]
    fn bytes_ahead_only_for_valid_utf8() {
        let mut input = SliceInput::new("ab é".as_bytes());
        assert_eq!(input.next_char().ok().flatten(), Some(u32::from(b'a')));
        assert_eq!(input.bytes_ahead(), "b é".as_bytes());
        input.skip_bytes(2);
        assert_eq!(input.bytes_ahead(), "é".as_bytes());
        assert!(input.unread(2));
        assert_eq!(input.bytes_ahead(), "b é".as_bytes());
        assert!(!input.unread(2), "cannot move back before the start");
        assert_eq!(input.bytes_ahead(), "b é".as_bytes());

        let mut invalid = SliceInput::new(&[b'a', 0xC1, 0x81, b'b']);
        assert_eq!(invalid.bytes_ahead(), b"");
        assert_eq!(invalid.next_char().ok().flatten(), Some(u32::from(b'a')));
        assert!(!invalid.unread(1));
        assert_eq!(invalid.next_char().ok().flatten(), Some(0x41));
    }

    /// Text read through `from_text` is the same input as its bytes through `new`: the same
    /// characters, and the bytes ahead offered (`new` found them valid).
    #[test]
    fn text_reads_as_its_bytes() {
        let text = "let é = '€𝒳';";
        let (mut a, mut b) = (
            SliceInput::from_text(text),
            SliceInput::new(text.as_bytes()),
        );
        assert_eq!(a.bytes_ahead(), b.bytes_ahead());
        assert_eq!(a.bytes_ahead(), text.as_bytes());
        loop {
            let (x, y) = (a.next_char().ok().flatten(), b.next_char().ok().flatten());
            assert_eq!(x, y);
            if x.is_none() {
                break;
            }
        }
    }
}

//! The nesting pre-scan: how deeply a source nests, read from its bytes before the recursive
//! parser sees it, so absurd nesting is refused and deep programs compile on a big stack.

use crate::front::{CompileError, CompileErrorKind, MAX_NESTING};

/// The pre-parse guard's refusal.
pub(crate) fn nesting_error(
    message: String,
    suggestion: &str,
    line: u32,
    column: u32,
) -> CompileError {
    CompileError {
        kind: CompileErrorKind::ParseError,
        message,
        suggestion: Some(suggestion.into()),
        line: Some(line),
        column: Some(column),
    }
}

/// The refusal of a run of more than [`MAX_NESTING`] prefix operators or keywords.
fn too_many_prefixes(line: u32, column: u32) -> CompileError {
    nesting_error(
        format!("the program chains more than {MAX_NESTING} operators in a row"),
        "split the expression into several statements",
        line,
        column,
    )
}

/// The refusal of more than [`MAX_NESTING`] brackets.
fn too_deep(line: u32, column: u32) -> CompileError {
    nesting_error(
        format!("the program nests brackets more than {MAX_NESTING} levels deep"),
        "flatten the expression or build the data in steps",
        line,
        column,
    )
}

/// The refusal of a chain of more than [`MAX_NESTING`] constructs in one statement.
fn too_long_a_chain(line: u32, column: u32) -> CompileError {
    nesting_error(
        format!(
            "the program chains more than {MAX_NESTING} conditionals, arrow functions, member \
             accesses, calls or unbraced statements in one statement"
        ),
        "use braces and separate statements, or build the value in steps",
        line,
        column,
    )
}

/// What a byte means to the scan.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Class {
    /// Digits, most operators, non-ASCII bytes: nothing nests or chains; a prefix run ends.
    Plain,
    /// Space, tab, carriage return: nothing changes.
    Blank,
    /// A line break.
    Newline,
    /// `!` `~` `-` `+`: a prefix operator, which continues a prefix run.
    Prefix,
    /// `"` `'` `` ` ``: a string starts.
    Quote,
    /// `/`: a line comment when doubled.
    Slash,
    /// `(` `[`: nests and chains.
    OpenChain,
    /// `{`: nests and ends a chain.
    OpenBrace,
    /// `)` `]`.
    Close,
    /// `}`: closes and ends a chain.
    CloseBrace,
    /// `;` `,`: end a chain.
    Separator,
    /// `?`: a conditional chains (not `?.` or `??`).
    Question,
    /// `=`: an arrow chains.
    Equals,
    /// `.`: a member access chains (not a decimal point).
    Dot,
    /// Letters, `_`, `$`: a word (a keyword may be a prefix or chain).
    Word,
}

/// The class of every byte.
static CLASS: [Class; 256] = {
    let mut t = [Class::Plain; 256];
    let mut c = 0;
    while c < 256 {
        let b = c as u8;
        t[c] = match b {
            b' ' | b'\t' | b'\r' => Class::Blank,
            b'\n' => Class::Newline,
            b'!' | b'~' | b'-' | b'+' => Class::Prefix,
            b'"' | b'\'' | b'`' => Class::Quote,
            b'/' => Class::Slash,
            b'(' | b'[' => Class::OpenChain,
            b'{' => Class::OpenBrace,
            b')' | b']' => Class::Close,
            b'}' => Class::CloseBrace,
            b';' | b',' => Class::Separator,
            b'?' => Class::Question,
            b'=' => Class::Equals,
            b'.' => Class::Dot,
            b'_' | b'$' => Class::Word,
            _ if b.is_ascii_alphabetic() => Class::Word,
            _ => Class::Plain,
        };
        c += 1;
    }
    t
};

/// Whether a byte continues a word (letters, digits, `_`, `$`), by table: the scan asks for
/// every byte of every word.
static WORD: [bool; 256] = {
    let mut t = [false; 256];
    let mut c = 0;
    while c < 256 {
        let b = c as u8;
        t[c] = b.is_ascii_alphanumeric() || b == b'_' || b == b'$';
        c += 1;
    }
    t
};

/// Whether `b` continues a word.
#[inline]
fn word_byte(b: u8) -> bool {
    WORD[b as usize]
}

/// What a word means to the scan.
enum WordKind {
    /// `new` `typeof` `void` `delete` `await` `yield`: a prefix keyword.
    Prefix,
    /// `if` `else` `for` `while` `do` `with`: a statement keyword whose body may be unbraced.
    Chain,
    /// Any other word.
    Other,
}

/// The kind of `word`. Only words of two to six bytes starting with one of the keywords'
/// first letters are compared, so most names cost a length and a byte test.
#[inline]
fn word_kind(word: &[u8]) -> WordKind {
    if !(2..=6).contains(&word.len())
        || !matches!(
            word[0],
            b'n' | b't' | b'v' | b'd' | b'a' | b'y' | b'i' | b'e' | b'f' | b'w'
        )
    {
        return WordKind::Other;
    }
    match word {
        b"new" | b"typeof" | b"void" | b"delete" | b"await" | b"yield" => WordKind::Prefix,
        b"if" | b"else" | b"for" | b"while" | b"do" | b"with" => WordKind::Chain,
        _ => WordKind::Other,
    }
}

/// Rejects absurdly deep bracket nesting before the recursive parser sees it; otherwise returns
/// the deepest nesting seen (brackets plus chained constructs plus prefix operators), which
/// bounds how much native stack the parser will use.
///
/// Constructs the parser also recurses into without brackets count as nesting while they
/// chain: `?:`, `=>`, member accesses and calls, statement keywords with unbraced bodies; a
/// chain ends at `;`, `,` or a brace. Runs of prefix operators and of the keywords `new`
/// `typeof` `void` `delete` `await` `yield` count too. Strings and line comments are skipped.
///
/// An error's position is the line and column of the byte that crossed the limit. Columns
/// count bytes from 1; an escape in a string counts as one column and an escaped line break
/// does not start a line (the positions this scan has always reported; `nesting_oracle.rs`
/// holds the scan they come from, which this one is compared with).
pub(crate) fn nesting(source: &str) -> Result<usize, CompileError> {
    let b = source.as_bytes();
    let mut deepest = 0usize;
    let mut depth = 0usize;
    let mut chain = 0usize;
    let mut unary_run = 0usize;
    // The position is kept as the current line's number, where it starts and how many escapes
    // it has had in strings, and computed only for an error.
    let mut line = 1u32;
    let mut line_start = 0usize;
    let mut escapes = 0usize;
    let column = |i: usize, line_start: usize, escapes: usize| -> u32 {
        u32::try_from(i + 1 - line_start - escapes).unwrap_or(u32::MAX)
    };
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        let class = CLASS[c as usize];
        match class {
            Class::Blank => {
                i += 1;
                continue;
            }
            Class::Plain => {}
            Class::Newline => {
                line += 1;
                line_start = i + 1;
                escapes = 0;
                deepest = deepest.max(depth + chain + unary_run);
                i += 1;
                continue;
            }
            Class::Prefix => {
                unary_run += 1;
                if unary_run > MAX_NESTING {
                    return Err(too_many_prefixes(line, column(i, line_start, escapes)));
                }
                deepest = deepest.max(depth + chain + unary_run);
                i += 1;
                continue;
            }
            Class::Quote => {
                // The string's depth, chain and (ended) prefix run count at its opening quote;
                // inside it only the position moves.
                deepest = deepest.max(depth + chain + unary_run);
                unary_run = 0;
                i += 1;
                while i < b.len() {
                    match b[i] {
                        b'\\' => {
                            // The escaped byte is skipped without a column (and a line).
                            escapes += 1;
                            i += 2;
                            continue;
                        }
                        b'\n' => {
                            line += 1;
                            line_start = i + 1;
                            escapes = 0;
                        }
                        q if q == c => {
                            i += 1;
                            break;
                        }
                        _ => {}
                    }
                    i += 1;
                }
                continue;
            }
            Class::Slash => {
                if b.get(i + 1) == Some(&b'/') {
                    // A line comment: on to its line break, which the loop then counts.
                    i += 2;
                    while i < b.len() && b[i] != b'\n' {
                        i += 1;
                    }
                    continue;
                }
            }
            Class::OpenChain | Class::OpenBrace => {
                depth += 1;
                if depth > MAX_NESTING {
                    return Err(too_deep(line, column(i, line_start, escapes)));
                }
                if class == Class::OpenChain {
                    chain += 1;
                    if chain > MAX_NESTING {
                        return Err(too_long_a_chain(line, column(i, line_start, escapes)));
                    }
                } else {
                    chain = 0;
                }
            }
            Class::Close => depth = depth.saturating_sub(1),
            Class::CloseBrace => {
                depth = depth.saturating_sub(1);
                chain = 0;
            }
            Class::Separator => chain = 0,
            Class::Question | Class::Equals | Class::Dot => {
                let chained = match c {
                    b'?' => {
                        !matches!(b.get(i + 1), Some(b'.' | b'?')) && (i == 0 || b[i - 1] != b'?')
                    }
                    b'=' => b.get(i + 1) == Some(&b'>'),
                    // Member accesses and calls build left-deep chains (`a.b.c`, `f()()`).
                    _ => i == 0 || !b[i - 1].is_ascii_digit(),
                };
                if chained {
                    chain += 1;
                    if chain > MAX_NESTING {
                        return Err(too_long_a_chain(line, column(i, line_start, escapes)));
                    }
                }
            }
            Class::Word => {
                if i == 0 || !word_byte(b[i - 1]) {
                    // The byte at `i` is a word byte (its class says so): the word runs on
                    // from the next.
                    let mut end = i + 1;
                    while end < b.len() && word_byte(b[end]) {
                        end += 1;
                    }
                    match word_kind(&b[i..end]) {
                        WordKind::Prefix => {
                            // Prefix keywords nest like prefix operators when they follow each
                            // other.
                            unary_run += 1;
                            if unary_run > MAX_NESTING {
                                return Err(too_many_prefixes(
                                    line,
                                    column(i, line_start, escapes),
                                ));
                            }
                            i = end;
                            continue;
                        }
                        WordKind::Chain => {
                            chain += 1;
                            if chain > MAX_NESTING {
                                return Err(too_long_a_chain(line, column(i, line_start, escapes)));
                            }
                        }
                        WordKind::Other => {}
                    }
                    // The rest of a word changes nothing: go on after it.
                    deepest = deepest.max(depth + chain + unary_run);
                    unary_run = 0;
                    i = end;
                    continue;
                }
            }
        }
        deepest = deepest.max(depth + chain + unary_run);
        unary_run = 0;
        i += 1;
    }
    Ok(deepest)
}

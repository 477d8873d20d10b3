//! Test-only: the nesting pre-scan as it was before its fast paths (for strings and for bytes
//! that cannot nest), kept as the oracle `front::nesting` is compared with on generated and
//! corpus sources. Any difference in the depth or in an error's text or position fails.

use crate::front::{nesting, CompileError, MAX_NESTING};
use crate::nesting::nesting_error;

/// The pre-scan before the fast paths, unchanged but for its name.
pub(crate) fn reference_nesting(source: &str) -> Result<usize, CompileError> {
    let mut deepest = 0usize;
    let mut depth = 0usize;
    let (mut line, mut col) = (1u32, 0u32);
    let mut quote: Option<u8> = None;
    let mut unary_run = 0usize;
    // Constructs the parser also recurses into without brackets: `?:`, `=>`, statement keywords
    // with unbraced bodies, `new`/`typeof`/`await`/... prefixes. A run of them ends at `;`, `,`
    // or a brace.
    let mut chain = 0usize;
    let b = source.as_bytes();
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        if quote.is_none() && matches!(c, b' ' | b'\t' | b'\r') {
            // Blanks change nothing (the common case: indentation).
            col += 1;
            i += 1;
            continue;
        }
        let mut skip = 0;
        col += 1;
        if c == b'\n' {
            line += 1;
            col = 0;
        }
        match quote {
            Some(q) => {
                if c == b'\\' {
                    i += 1;
                } else if c == q {
                    quote = None;
                }
            }
            None => {
                match c {
                    b'!' | b'~' | b'-' | b'+' => {
                        unary_run += 1;
                        if unary_run > MAX_NESTING {
                            return Err(nesting_error(
                                format!(
                                    "the program chains more than {MAX_NESTING} operators in a row"
                                ),
                                "split the expression into several statements",
                                line,
                                col,
                            ));
                        }
                    }
                    b' ' | b'\t' | b'\n' | b'\r' => {}
                    b'"' | b'\'' | b'`' => quote = Some(c),
                    b'/' if b.get(i + 1) == Some(&b'/') => {
                        while i < b.len() && b[i] != b'\n' {
                            i += 1;
                        }
                        continue;
                    }
                    b'(' | b'[' | b'{' => {
                        depth += 1;
                        if depth > MAX_NESTING {
                            return Err(nesting_error(format!("the program nests brackets more than {MAX_NESTING} levels deep"), "flatten the expression or build the data in steps", line, col));
                        }
                    }
                    b')' | b']' | b'}' => depth = depth.saturating_sub(1),
                    _ => {}
                }
                let word_start = (c.is_ascii_alphabetic() || c == b'_' || c == b'$')
                    && (i == 0
                        || !(b[i - 1].is_ascii_alphanumeric()
                            || b[i - 1] == b'_'
                            || b[i - 1] == b'$'));
                let word = if word_start {
                    let end = (i..b.len())
                        .find(|&j| !(b[j].is_ascii_alphanumeric() || b[j] == b'_' || b[j] == b'$'))
                        .unwrap_or(b.len());
                    &b[i..end]
                } else {
                    &[][..]
                };
                if matches!(
                    word,
                    b"new" | b"typeof" | b"void" | b"delete" | b"await" | b"yield"
                ) {
                    // Prefix keywords nest like prefix operators when they follow each other.
                    unary_run += 1;
                    if unary_run > MAX_NESTING {
                        return Err(nesting_error(
                            format!(
                                "the program chains more than {MAX_NESTING} operators in a row"
                            ),
                            "split the expression into several statements",
                            line,
                            col,
                        ));
                    }
                    col += word.len() as u32 - 1;
                    i += word.len();
                    continue;
                }
                // The rest of a word changes nothing: go on after it.
                skip = word.len().saturating_sub(1);
                let chained = match c {
                    b'?' => {
                        !matches!(b.get(i + 1), Some(b'.') | Some(b'?'))
                            && (i == 0 || b[i - 1] != b'?')
                    }
                    b'=' => b.get(i + 1) == Some(&b'>'),
                    // Member accesses and calls build left-deep chains (`a.b.c`, `f()()`).
                    b'.' => i == 0 || !b[i - 1].is_ascii_digit(),
                    b'(' | b'[' => true,
                    _ => matches!(word, b"if" | b"else" | b"for" | b"while" | b"do" | b"with"),
                };
                if chained {
                    chain += 1;
                    if chain > MAX_NESTING {
                        return Err(nesting_error(format!(
                                "the program chains more than {MAX_NESTING} conditionals, arrow functions, member accesses, calls or unbraced statements in one statement"
                            ), "use braces and separate statements, or build the value in steps", line, col));
                    }
                } else if matches!(c, b';' | b',' | b'{' | b'}') {
                    chain = 0;
                }
            }
        }
        deepest = deepest.max(depth + chain + unary_run);
        if !matches!(c, b'!' | b'~' | b'-' | b'+' | b' ' | b'\t' | b'\n' | b'\r') {
            unary_run = 0;
        }
        i += 1 + skip;
        col += skip as u32;
    }
    Ok(deepest)
}

/// A deterministic xorshift generator.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
}

/// Pieces the pre-scan treats differently: brackets, prefixes, chains, words and keywords,
/// strings with escapes and line breaks, comments, digits, non-ASCII text.
const PIECES: &[&str] = &[
    "(",
    ")",
    "[",
    "]",
    "{",
    "}",
    "!",
    "~",
    "-",
    "+",
    "?",
    "?.",
    "??",
    "=>",
    "=",
    ".",
    "1.5",
    ";",
    ",",
    " ",
    "\t",
    "\n",
    "\r\n",
    "a",
    "x1",
    "$_",
    "new ",
    "typeof ",
    "void ",
    "await ",
    "yield ",
    "delete ",
    "if ",
    "else ",
    "for ",
    "while ",
    "do ",
    "with ",
    "\"s\"",
    "'a\\'b'",
    "`t${x}`",
    "\"a\\\nb\"",
    "// c\n",
    "/",
    "*",
    "%",
    "<",
    ">",
    "é",
    "0x1F",
    "newx",
    "iff",
    // Near-keywords for the scan's word filter (length and first letter, then the text).
    "do1 ",
    "delet ",
    "typeof1",
    "Else ",
    "w ",
    "e ",
    "awaits ",
];

#[test]
fn the_fast_paths_give_the_same_depths_and_errors() {
    let mut rng = Rng(0x2545_F491_4F6C_DD1D);
    for n in 0..20_000 {
        let len = 1 + rng.next() % if n % 100 == 0 { 900 } else { 60 };
        let mut s = String::new();
        for _ in 0..len {
            s.push_str(PIECES[(rng.next() % PIECES.len() as u64) as usize]);
        }
        assert_eq!(nesting(&s), reference_nesting(&s), "source {s:?}");
    }
    // Past the limits: brackets, prefix runs and chains, each inside and after strings.
    for src in [
        "(".repeat(MAX_NESTING + 1),
        format!("'x'{}", "!".repeat(MAX_NESTING + 1)),
        format!("\"a\\\"\"\n{}", "a.".repeat(MAX_NESTING + 1)),
        "new ".repeat(MAX_NESTING + 1),
        // Escapes on the error's own line, an escaped line break, a comment, non-ASCII bytes.
        format!(
            "x = 'a\\'b\\n' + \"é\\\n\"; {}",
            "(".repeat(MAX_NESTING + 1)
        ),
        format!("// c\n`t\\`` + {}", "-".repeat(MAX_NESTING + 1)),
        format!("'\\\\' ? {}", "a ? ".repeat(MAX_NESTING + 1)),
        format!("'é' {}", "f(".repeat(MAX_NESTING + 1)),
    ] {
        let (a, b) = (nesting(&src), reference_nesting(&src));
        assert!(a.is_err(), "{src:?} must be refused");
        assert_eq!(a, b, "source {src:?}");
    }
}

#[test]
fn the_corpus_gives_the_same_depths() {
    fn walk(dir: &std::path::Path, out: &mut Vec<std::path::PathBuf>) {
        let Ok(entries) = std::fs::read_dir(dir) else {
            return;
        };
        for e in entries.flatten() {
            let p = e.path();
            if p.is_dir() && !p.ends_with("node_modules") {
                walk(&p, out);
            } else if p.extension().is_some_and(|x| x == "js" || x == "ts") {
                out.push(p);
            }
        }
    }
    let mut files = Vec::new();
    walk(
        &std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests"),
        &mut files,
    );
    assert!(
        files.len() > 200,
        "the corpus shrank to {} files",
        files.len()
    );
    for f in files {
        let Ok(s) = std::fs::read_to_string(&f) else {
            continue;
        };
        assert_eq!(nesting(&s), reference_nesting(&s), "{}", f.display());
    }
}

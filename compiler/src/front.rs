//! The front end: TypeScript erasure, nesting guard, parsing, and the entry points that run the
//! compiler on a thread with a generous stack (boa's parser and our code generator recurse).

use crate::names::Names;
pub(crate) use crate::nesting::nesting;
use boa_parser::{Parser, Source};
use codemode_vm::bytecode::Program;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// What kind of compile failure this is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CompileErrorKind {
    /// The source is not valid JavaScript/TypeScript.
    ParseError,
    /// Valid syntax that codemode does not run.
    UnsupportedSyntax,
}

/// A compile failure with a message a model can act on.
#[derive(Clone, Debug, PartialEq)]
pub struct CompileError {
    /// Kind.
    pub kind: CompileErrorKind,
    /// What went wrong.
    pub message: String,
    /// What to write instead, when known.
    pub suggestion: Option<String>,
    /// 1-based line.
    pub line: Option<u32>,
    /// 1-based column.
    pub column: Option<u32>,
}

impl std::fmt::Display for CompileError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{:?}: {}", self.kind, self.message)?;
        if let (Some(l), Some(c)) = (self.line, self.column) {
            write!(f, " (line {l}, column {c})")?;
        }
        Ok(())
    }
}

impl std::error::Error for CompileError {}

/// Deepest bracket nesting accepted before parsing (the parser recurses per level).
pub const MAX_NESTING: usize = 400;
/// Stack for the compile thread.
const COMPILE_STACK: usize = 1 << 30;

/// Compiles a program (JavaScript or TypeScript) as the body of an async function.
///
/// # Errors
///
/// [`CompileError`] with kind `ParseError` or `UnsupportedSyntax`, and a position when known.
pub fn compile(source: &str) -> Result<Program, CompileError> {
    compile_timed(source).map(|(p, _)| p)
}

/// Where a compile's time went.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct CompileTimings {
    /// Parsing (TypeScript erasure and a second parse included, when the source needed them).
    pub parse: Duration,
    /// Generating bytecode from the syntax tree.
    pub codegen: Duration,
}

/// A compiled program with its timings, or the compile failure.
pub type Compiled = Result<(Program, CompileTimings), CompileError>;

/// Like [`compile`], with the parse and code-generation times. A small, shallow program compiles
/// on the calling thread (it fits the stack it is given); anything else on the compile pool.
///
/// # Errors
///
/// As [`compile`].
pub fn compile_timed(source: &str) -> Compiled {
    if let Some(stack) = inline_stack(source) {
        return guarded(|| {
            stacker::maybe_grow(stack, COMPILE_STACK, || compile_checked(source, false))
        });
    }
    let src = source.to_string();
    on_big_stack(move || compile_inner(&src, false))
}

/// Sources up to this size may compile on the caller's thread (a few hundred microseconds at
/// most, so an async caller's executor is never held up for long).
const INLINE_MAX_BYTES: usize = 16 << 10;
/// Bracket, chain and prefix nesting up to which a program may compile on the caller's thread.
const INLINE_MAX_NESTING: usize = 24;
/// Native stack reserved for a compile on the caller's thread (stacker switches to a fresh
/// stack when less is left). Measured with the deepest program [`INLINE_MAX_NESTING`] admits
/// (the unit test below): it fits in 1 MB at twice that nesting in a release build, and needs
/// 2 MB at that nesting in an unoptimised build, whose frames are far larger; both reserves
/// keep a factor of two.
const INLINE_STACK: usize = if cfg!(debug_assertions) {
    4 << 20
} else {
    1 << 20
};

/// The native stack to guarantee when `source` can compile on the calling thread, or `None`
/// when it must go to the compile pool (large or deeply nested).
fn inline_stack(source: &str) -> Option<usize> {
    if source.len() > INLINE_MAX_BYTES {
        return None;
    }
    match nesting(source) {
        Ok(n) if n <= INLINE_MAX_NESTING => Some(INLINE_STACK),
        _ => None,
    }
}

/// Starts compiling `source` on the compile pool and returns at once; `done` receives the
/// result on a compile thread. Async hosts use this so a large program never blocks their
/// executor and a deadline can pass while it compiles.
///
/// A small, shallow program compiles at once on the calling thread (`done` runs before this
/// returns): handing it to another thread would cost more than compiling it.
pub fn compile_then<D>(source: String, done: D)
where
    D: FnOnce(Compiled) + Send + 'static,
{
    match compile_here(&source) {
        Some(r) => done(r),
        None => compile_pooled(source, done),
    }
}

/// Compiles `source` at once on the calling thread when it is small and shallow (see
/// [`compile_then`]); `None` (having done nothing) when it must go to the compile pool.
pub fn compile_here(source: &str) -> Option<Compiled> {
    let stack = inline_stack(source)?;
    Some(guarded(|| {
        stacker::maybe_grow(stack, COMPILE_STACK, || compile_checked(source, false))
    }))
}

/// Starts compiling `source` on the compile pool, whatever its size, and returns at once;
/// `done` receives the result on a compile thread.
pub fn compile_pooled<D>(source: String, done: D)
where
    D: FnOnce(Compiled) + Send + 'static,
{
    submit(Box::new(move || {
        done(guarded(move || compile_inner(&source, false)))
    }));
}

/// Parse memory charged per token when a host bounds memory: boa's AST costs up to about 450
/// bytes for each token of a long operator chain (measured on a million-term `1+1+...`).
pub const PARSE_BYTES_PER_TOKEN: usize = 512;

/// An upper estimate of the number of tokens in `source` (identifier and number runs, each
/// punctuator; a string literal or comment counts once), so a host can refuse a program whose
/// syntax tree alone would exceed its memory budget before parsing it.
pub fn token_estimate(source: &str) -> usize {
    let b = source.as_bytes();
    let (mut n, mut i) = (0usize, 0usize);
    while i < b.len() {
        let c = b[i];
        match c {
            b' ' | b'\t' | b'\n' | b'\r' => i += 1,
            b'"' | b'\'' | b'`' => {
                n += 1;
                i += 1;
                while i < b.len() && b[i] != c {
                    i += if b[i] == b'\\' { 2 } else { 1 };
                }
                i += 1;
            }
            b'/' if b.get(i + 1) == Some(&b'/') => {
                while i < b.len() && b[i] != b'\n' {
                    i += 1;
                }
            }
            b'/' if b.get(i + 1) == Some(&b'*') => {
                i += 2;
                while i + 1 < b.len() && !(b[i] == b'*' && b[i + 1] == b'/') {
                    i += 1;
                }
                i += 2;
            }
            c if c.is_ascii_alphanumeric() || c == b'_' || c == b'$' || c >= 0x80 => {
                n += 1;
                while i < b.len()
                    && (b[i].is_ascii_alphanumeric()
                        || b[i] == b'_'
                        || b[i] == b'$'
                        || b[i] >= 0x80)
                {
                    i += 1;
                }
            }
            _ => {
                n += 1;
                i += 1;
            }
        }
    }
    n
}

/// Compiles the self-hosted prelude (allows `$$intrinsic` names; all property names must be
/// static atoms).
///
/// # Errors
///
/// As [`compile`].
pub fn compile_prelude(source: &str) -> Result<Program, CompileError> {
    let src = source.to_string();
    on_big_stack(move || compile_inner(&src, true)).map(|(p, _)| p)
}

type Job = Box<dyn FnOnce() + Send>;

/// Long-lived compile threads with big stacks, shared by every compile in the process: starting a
/// thread per program cost more than compiling a small one.
fn pool() -> Option<&'static std::sync::Mutex<std::sync::mpsc::Sender<Job>>> {
    static POOL: std::sync::OnceLock<Option<std::sync::Mutex<std::sync::mpsc::Sender<Job>>>> =
        std::sync::OnceLock::new();
    POOL.get_or_init(|| {
        let (tx, rx) = std::sync::mpsc::channel::<Job>();
        let rx = std::sync::Arc::new(std::sync::Mutex::new(rx));
        let workers = std::thread::available_parallelism()
            .map(|n| n.get())
            .unwrap_or(1)
            .clamp(1, 4);
        let mut started = 0;
        for i in 0..workers {
            let rx = rx.clone();
            let spawned = std::thread::Builder::new()
                .name(format!("codemode-compile-{i}"))
                .stack_size(COMPILE_STACK)
                .spawn(move || loop {
                    let job = match rx.lock() {
                        Ok(r) => r.recv(),
                        Err(_) => return,
                    };
                    match job {
                        Ok(job) => job(),
                        Err(_) => return,
                    }
                });
            if spawned.is_ok() {
                started += 1;
            }
        }
        (started > 0).then(|| std::sync::Mutex::new(tx))
    })
    .as_ref()
}

/// Runs a compile, turning a panic into an internal-error diagnostic.
fn guarded<F>(f: F) -> Compiled
where
    F: FnOnce() -> Compiled,
{
    std::panic::catch_unwind(std::panic::AssertUnwindSafe(f)).unwrap_or_else(|_| {
        Err(CompileError {
            kind: CompileErrorKind::ParseError,
            message: "internal compiler error while compiling this program".into(),
            suggestion: Some("simplify the construct at fault and try again".into()),
            line: None,
            column: None,
        })
    })
}

fn on_big_stack<F>(f: F) -> Compiled
where
    F: FnOnce() -> Compiled + Send + 'static,
{
    let (tx, rx) = std::sync::mpsc::sync_channel(1);
    submit(Box::new(move || {
        let _ = tx.send(guarded(f));
    }));
    rx.recv().unwrap_or_else(|_| {
        Err(CompileError {
            kind: CompileErrorKind::ParseError,
            message: "internal compiler error".into(),
            suggestion: None,
            line: None,
            column: None,
        })
    })
}

/// Runs a job on a compile thread: the pool's, or (with no pool) a thread of its own. If no
/// thread can be started the job is dropped, which its sender observes as a closed channel.
fn submit(job: Job) {
    // Hand the job to the pool; if there is none (or it is gone), run it on a thread of its own.
    let job = match pool().map(|p| p.lock()) {
        Some(Ok(p)) => p.send(job).err().map(|e| e.0),
        _ => Some(job),
    };
    if let Some(job) = job {
        let _ = std::thread::Builder::new()
            .name("codemode-compile".into())
            .stack_size(COMPILE_STACK)
            .spawn(job);
    }
}

fn compile_inner(source: &str, prelude: bool) -> Compiled {
    nesting(source)?;
    compile_checked(source, prelude)
}

/// Compiles a source whose nesting was already checked (by [`inline_stack`] or
/// [`compile_inner`]).
fn compile_checked(source: &str, prelude: bool) -> Compiled {
    let start = Instant::now();
    let mut names = crate::names::take(source);
    let r = compile_with(source, prelude, &mut names, start);
    crate::names::give_back(names);
    r
}

/// [`compile_checked`] with the name table to parse into.
fn compile_with(source: &str, prelude: bool, names: &mut Names, start: Instant) -> Compiled {
    let parsed = match parse(source, names) {
        Ok(p) => p,
        Err(js_err) => {
            // Not plain JavaScript: try erasing TypeScript types, then parse again.
            match strip_types(source) {
                Ok(Some(stripped)) => match parse(&stripped, names) {
                    Ok(p) => p,
                    Err(_) => return Err(js_err),
                },
                Ok(None) => return Err(js_err),
                Err(ts_err) => return Err(ts_err),
            }
        }
    };
    let end_of_parse = Instant::now();
    let r = crate::compile::compile_body(
        &parsed.body,
        &names.interner,
        prelude,
        parsed.captures,
        &mut names.scratch,
    );
    let timings = CompileTimings {
        parse: end_of_parse - start,
        codegen: end_of_parse.elapsed(),
    };
    // Drop deep trees here, on the big stack.
    drop(parsed);
    r.map(|p| (p, timings))
}

/// A parsed program.
struct Parsed {
    body: boa_ast::function::FunctionBody,
    /// Whether the program may need the capture analysis: it has a function of some kind
    /// inside it, or names `arguments`. Without either, the analysis finds nothing (no closure
    /// can capture a binding; no arrow can use `this`; the program does not use `arguments`),
    /// so the compiler skips its walk over the tree.
    captures: bool,
}

fn parse(source: &str, names: &mut Names) -> Result<Parsed, CompileError> {
    let mut parser = Parser::new(Source::from_text(source));
    // The compiler never asks for the source text; linear spans do not need it either.
    parser.skip_source_text();
    // The lexer starts from the symbols of the names earlier compiles met, and hands them back.
    parser.swap_name_cache(&mut names.cache);
    // The parser builds its lists on stacks an earlier parse grew, and hands them back.
    parser.swap_list_scratch(&mut names.lists);
    // The tree's function nodes and loops look for a direct `eval` in what they hold (a walk
    // each), which the compiler never reads: skipped until the lexer reads a name `eval`.
    let body = boa_ast::operations::without_direct_eval(|| {
        parser.parse_function_body(&mut names.interner, false, true)
    });
    parser.swap_name_cache(&mut names.cache);
    parser.swap_list_scratch(&mut names.lists);
    let captures = parser.saw_function() || parser.saw_arguments();
    body.map(|body| Parsed { body, captures })
        .map_err(|e| module_syntax(source, parse_error(&e)))
}

/// A parse error on an `import`/`export` declaration becomes `UnsupportedSyntax` that says what to
/// do instead (a program is a function body, so the parser only sees a confusing token error).
fn module_syntax(source: &str, e: CompileError) -> CompileError {
    let Some(line) = e.line else { return e };
    let text = source
        .lines()
        .nth(line.saturating_sub(1) as usize)
        .unwrap_or("");
    let word = text
        .trim_start()
        .split([' ', '{', '*'])
        .next()
        .unwrap_or("");
    if !matches!(word, "import" | "export") || text.trim_start().starts_with("import(") {
        return e;
    }
    CompileError {
        kind: CompileErrorKind::UnsupportedSyntax,
        message: format!("`{word}` declarations are not supported: a program is one script"),
        suggestion: Some(if word == "import" {
            "drop the import: call host functionality through `tools`, and use the built-in \
             globals (JSON, Math, Promise, ...)"
                .into()
        } else {
            "drop `export`: `return` the value the program should produce".into()
        }),
        line: e.line,
        column: Some(1 + (text.len() - text.trim_start().len()) as u32),
    }
}

fn parse_error(e: &boa_parser::Error) -> CompileError {
    use boa_parser::ErrorKind as E;
    let (line, column) = match e.kind() {
        E::Expected { span, .. } | E::Unexpected { span, .. } => (
            Some(span.start().line_number()),
            Some(span.start().column_number()),
        ),
        E::General { position, .. } => {
            (Some(position.line_number()), Some(position.column_number()))
        }
        E::Lex {
            err: boa_parser::lexer::Error::Syntax(_, p),
        } => (Some(p.line_number()), Some(p.column_number())),
        _ => (None, None),
    };
    let mut message = e.to_string();
    if let Some(i) = message.find(" at line ") {
        message.truncate(i);
    }
    CompileError {
        kind: CompileErrorKind::ParseError,
        message: format!("SyntaxError: {message}"),
        suggestion: Some("fix the syntax at this position".into()),
        line,
        column,
    }
}

struct Collect(Arc<Mutex<Vec<String>>>);

impl swc_common::errors::Emitter for Collect {
    fn emit(&mut self, db: &mut swc_common::errors::DiagnosticBuilder<'_>) {
        if let Ok(mut v) = self.0.lock() {
            v.push(db.message());
        }
    }
}

/// Erases TypeScript types. `Ok(None)` when the source does not parse as TypeScript either.
fn strip_types(source: &str) -> Result<Option<String>, CompileError> {
    // The stripper parses a script, where top-level `return`/`await` are illegal: wrap the source
    // in an async function on the same line so positions hold, then slice the wrapper off.
    const HEAD: &str = "async function __p(){";
    const TAIL: &str = "\n}";
    let wrapped = format!("{HEAD}{source}{TAIL}");
    let messages = Arc::new(Mutex::new(Vec::new()));
    let cm: swc_common::sync::Lrc<swc_common::SourceMap> = Default::default();
    let handler = swc_common::errors::Handler::with_emitter(
        false,
        false,
        Box::new(Collect(messages.clone())),
    );
    let opts = swc_ts_fast_strip::Options {
        mode: swc_ts_fast_strip::Mode::StripOnly,
        ..Default::default()
    };
    // swc's parser asserts on some malformed input (found by fuzzing: invalid escapes in
    // templates). The stripper is only a fallback after the JavaScript parse failed, so a panic
    // there means "not TypeScript either": the caller reports the JavaScript syntax error.
    let out = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        swc_common::GLOBALS.set(&Default::default(), || {
            swc_ts_fast_strip::operate(&cm, &handler, wrapped, opts)
        })
    }));
    let Ok(out) = out else {
        return Ok(None);
    };
    match out {
        Ok(o) => {
            let code = o.code;
            if code.len() >= HEAD.len() + TAIL.len()
                && code.starts_with(HEAD)
                && code.ends_with(TAIL)
            {
                Ok(Some(code[HEAD.len()..code.len() - TAIL.len()].to_string()))
            } else {
                Ok(None)
            }
        }
        Err(e) => {
            let msgs = messages.lock().map(|v| v.join("; ")).unwrap_or_default();
            if matches!(e.code, swc_ts_fast_strip::ErrorCode::UnsupportedSyntax) {
                Err(CompileError {
                    kind: CompileErrorKind::UnsupportedSyntax,
                    message: format!(
                        "TypeScript syntax that needs code generation is not supported: {}",
                        if msgs.is_empty() { e.message } else { msgs }
                    ),
                    suggestion: Some(
                        "replace enums with plain objects (`const Color = { Red: 0 }`) and namespaces with objects".into(),
                    ),
                    line: None,
                    column: None,
                })
            } else {
                Ok(None)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The deepest program that still compiles on the caller's thread: brackets, conditionals,
    /// arrows, calls and prefix operators mixed up to the inline nesting limit.
    fn deepest_inline() -> String {
        let mut src = String::from("return ");
        let mut n = 0;
        while {
            let mut s = src.clone();
            s.push_str("[(x => !-(x ? ");
            nesting(&close(&s)).is_ok_and(|d| d <= INLINE_MAX_NESTING)
        } {
            src.push_str("[(x => !-(x ? ");
            n += 1;
        }
        assert!(n >= 2, "the pattern nests too fast to test");
        close(&src)
    }

    fn close(open: &str) -> String {
        let groups = open.matches("[(x => !-(x ? ").count();
        let mut s = open.to_string();
        s.push('1');
        for _ in 0..groups {
            s.push_str(" : 0))(1)]");
        }
        s
    }

    #[test]
    fn the_deepest_inline_program_compiles_within_the_inline_stack() {
        let src = deepest_inline();
        assert_eq!(inline_stack(&src), Some(INLINE_STACK));
        // Exactly the reserve plus the thread's own overhead: an overflow aborts the test.
        let h = std::thread::Builder::new()
            .stack_size(INLINE_STACK + (64 << 10))
            .spawn(move || {
                compile_inner(&src, false)
                    .map(|_| ())
                    .map_err(|e| e.message)
            })
            .expect("thread");
        assert_eq!(h.join().expect("no overflow"), Ok(()));
    }

    #[test]
    fn large_or_deep_sources_go_to_the_pool() {
        assert_eq!(inline_stack(&"1;".repeat(INLINE_MAX_BYTES)), None);
        let deep = format!("{}1{}", "(".repeat(40), ")".repeat(40));
        assert_eq!(inline_stack(&deep), None);
        assert!(inline_stack("return [1, 2, 3].map(x => x * 2)").is_some());
    }

    /// The lexer's symbol cache outlives a parse with the interner it belongs to, and a cache
    /// that does not belong to the interner is harmless: each name still parses to its symbol.
    #[test]
    fn the_name_cache_is_kept_with_the_interner() {
        let mut names = crate::names::take("");
        parse("let someName = 1; otherName(someName);", &mut names).expect("parses");
        assert!(names.cache.len() >= 2, "the cache came back from the parse");
        let some = names.interner.get("someName").expect("interned");

        // The same cache against a new interner, where the cached symbols mean other names.
        let mut fresh = crate::names::take("");
        fresh.interner = boa_interner::Interner::default();
        fresh.interner.get_or_intern("padding");
        std::mem::swap(&mut fresh.cache, &mut names.cache);
        let body = parse("someName + otherName;", &mut fresh)
            .expect("parses")
            .body;
        let rendered = format!("{body:?}");
        let here = fresh.interner.get("someName").expect("interned afresh");
        assert_ne!(here, some, "the new interner numbers the name differently");
        assert!(rendered.contains(&format!("{here:?}")), "{rendered}");
        assert!(!rendered.contains(&format!("{some:?}")), "{rendered}");
    }

    /// Every `.js` file under the repository's `tests`, `examples` and `benches/workloads` (not
    /// the MCP test servers' installed packages).
    fn repository_programs() -> Vec<(std::path::PathBuf, String)> {
        fn walk(dir: &std::path::Path, out: &mut Vec<(std::path::PathBuf, String)>) {
            let Ok(entries) = std::fs::read_dir(dir) else {
                return;
            };
            for e in entries.flatten() {
                let path = e.path();
                if path.is_dir() {
                    if path.file_name().is_some_and(|n| n == "node_modules") {
                        continue;
                    }
                    walk(&path, out);
                } else if path.extension().is_some_and(|x| x == "js") {
                    if let Ok(text) = std::fs::read_to_string(&path) {
                        out.push((path, text));
                    }
                }
            }
        }
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
        let mut out = Vec::new();
        for dir in ["tests", "examples", "benches/workloads"] {
            walk(&root.join(dir), &mut out);
        }
        out
    }

    /// The parser's note that a program made no function, with the check for `arguments`, is
    /// what lets `compile_body` skip the capture analysis. Wherever the two say it may, the
    /// analysis itself finds nothing, and the program compiles to the same code either way.
    #[test]
    fn function_free_programs_need_no_capture_analysis() {
        let (mut skipped, mut analysed) = (0, 0);
        for (path, source) in repository_programs() {
            let mut names = crate::names::take(&source);
            let parsed = parse(&source, &mut names);
            if let Ok(parsed) = &parsed {
                if parsed.captures {
                    analysed += 1;
                } else {
                    skipped += 1;
                    let (mut reassigned, mut functions) = Default::default();
                    let found = crate::analysis::analyse_program(
                        &parsed.body,
                        Some(boa_interner::Sym::ARGUMENTS),
                        &mut reassigned,
                        &mut functions,
                    );
                    assert!(
                        found.names.is_empty() && !found.this && !found.arguments,
                        "{}: the analysis found {found:?}",
                        path.display()
                    );
                    let listing = |analyse: bool, names: &mut Names| {
                        crate::compile::compile_body(
                            &parsed.body,
                            &names.interner,
                            false,
                            analyse,
                            &mut names.scratch,
                        )
                        .map(|p| p.disassemble())
                        .map_err(|e| e.message)
                    };
                    let (with, without) = (listing(true, &mut names), listing(false, &mut names));
                    assert_eq!(with, without, "{}", path.display());
                }
            }
            drop(parsed);
            crate::names::give_back(names);
        }
        // Both sides of the note are exercised by the repository's programs.
        assert!(
            skipped >= 20 && analysed >= 20,
            "{skipped} skipped, {analysed} analysed"
        );
    }

    /// Every kind of function, wherever it sits, makes the parser note it; `arguments` in any
    /// spelling makes the program analysed too; a program with neither is not.
    #[test]
    fn every_kind_of_function_is_noted() {
        let captures = |source: &str| {
            let mut names = crate::names::take(source);
            let r = parse(source, &mut names).map(|p| p.captures);
            crate::names::give_back(names);
            r.unwrap_or_else(|e| panic!("{source}: {}", e.message))
        };
        for source in [
            "function f() {}",
            "if (a) { function f() {} }",
            "(function () {})",
            "(function* () {})",
            "(async function () {})",
            "(async function* () {})",
            "x => x",
            "(a, b) => { return a; }",
            "async x => x",
            "async (a) => { await a; }",
            "({ m() {} })",
            "({ get x() { return 1; } })",
            "({ set x(v) {} })",
            "({ *g() {} })",
            "({ async m() {} })",
            "({ async *m() {} })",
            "({ [k]() {} })",
            "class A {}",
            "(class { x = 1; })",
            "class B { static { let y = 1; } }",
            "class C extends D { constructor() { super(); } }",
            "[1].map(function (x) { return x; })",
            "const o = { a: [() => 1] };",
            "`${(() => 1)()}`",
            "for (const f of [x => x]) f(1);",
            "return arguments.length;",
            "return o.arguments;",
            "return argu\\u006dents;",
            "return { arguments: 1 };",
        ] {
            assert!(captures(source), "{source}");
        }
        for source in [
            "const a = { b: 1, c: [2, 3] }; return a.b + a.c[0];",
            "for (let i = 0; i < 3; i++) { if (i) continue; }",
            "let s = `t${1 + 2}`; s += 'x'; return s;",
            "try { throw new Error('x'); } catch (e) { return e.message; } finally { }",
            "label: for (const k in o) { break label; }",
            "const r = await tools.a.b({ x: 1 }); return r?.items ?? [];",
            "({ a, b } = { a: 1, b: 2 }); return a + b;",
            "// arguments, eval\nreturn 1; /* function () {} */",
            "return `arguments ${1} =>`;",
        ] {
            assert!(!captures(source), "{source}");
        }
    }

    #[test]
    fn the_code_generators_kept_tables_carry_nothing_between_compiles() {
        // Reads its name as its callee only if nothing else writes `h` in this program.
        let b = "let t = 'x'; const m = 1.5; o.beta = t + m; \
                 function h() { return h; } h(); o.gamma = 'y'; o.push(o.length, o.zeta);";
        let listing = |r: Compiled| r.map(|(p, _)| p.disassemble()).expect("compiles");
        let on_a_new_thread = std::thread::spawn(move || listing(compile_checked(b, false)))
            .join()
            .expect("no panic");
        // On this thread, after programs that fill every table: strings and numbers (the
        // constant indexes), names of their own (the atom table and its memo), writes to
        // `h` and a second declaration of it (the reassigned-names analysis); and after one
        // that fails part-way through code generation.
        for a in [
            "const s = 'x'; let n = 1.5; o.alpha = s; o.beta = n; n = 2; h = 1; o.zeta = 'y';",
            "function h() {} function h() {} o.delta = 2.5;",
            "o.epsilon = 'x'; with (o) { h = 3; }",
        ] {
            let _ = compile_checked(a, false);
        }
        assert_eq!(listing(compile_checked(b, false)), on_a_new_thread);
        let names = crate::names::take("");
        assert!(
            names.scratch.is_empty(),
            "kept tables are empty between compiles"
        );
        // The one table kept full: which of the kept interner's symbols are static atoms.
        let length = names
            .interner
            .get("length")
            .expect("interned by the compiles");
        let zeta = names
            .interner
            .get("zeta")
            .expect("interned by the compiles");
        let memo = crate::compile::static_sym(&names.scratch, length);
        assert_eq!(memo, codemode_vm::atoms::AtomTable::lookup_static("length"));
        assert!(memo.is_some(), "`length` is a static atom, remembered");
        assert_eq!(
            crate::compile::static_sym(&names.scratch, zeta),
            None,
            "`zeta` is a name of the programs' own"
        );
        crate::names::give_back(names);
    }
}

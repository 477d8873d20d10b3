//! The vendored, patched boa_parser (`vendor/boa_parser`) must parse exactly as boa_parser 0.22.0
//! from crates.io does: the same tree (spans and symbols included) or the same error, for every
//! program in the repository's test corpus, for generated operator-heavy expressions, and (when
//! `CODEMODE_TEST262_DIR` names a test262 checkout) for every test262 file.

use std::path::{Path, PathBuf};

use boa_interner::Interner;

/// What one parser made of a source: the tree's `Debug` rendering (the two parsers build their
/// trees from different `boa_ast` crates, the vendored one with its large variants boxed, and a
/// `Box`'s `Debug` is its content's, so equal trees render equally; the rendering shows every
/// field, spans, linear spans and symbols included) or the error's message.
#[derive(Debug, PartialEq)]
enum Outcome {
    Parsed(String),
    Failed(String),
}

fn patched(source: &str) -> Outcome {
    let mut interner = Interner::default();
    let mut parser = boa_parser::Parser::new(boa_parser::Source::from_bytes(source.as_bytes()));
    // As the compiler parses (front.rs): the source text is not recorded, and the nodes skip
    // their walk for a direct `eval` until the lexer reads a name `eval`.
    parser.skip_source_text();
    let parsed = boa_ast::operations::without_direct_eval(|| {
        parser.parse_function_body(&mut interner, false, true)
    });
    match parsed {
        Ok(body) => Outcome::Parsed(format!("{body:?}")),
        Err(e) => Outcome::Failed(e.to_string()),
    }
}

fn upstream(source: &str) -> Outcome {
    let mut interner = Interner::default();
    let mut parser = boa_parser_upstream::Parser::new(boa_parser_upstream::Source::from_bytes(
        source.as_bytes(),
    ));
    match parser.parse_function_body(&mut interner, false, true) {
        Ok(body) => Outcome::Parsed(format!("{body:?}")),
        Err(e) => Outcome::Failed(e.to_string()),
    }
}

/// Parses `source` with both parsers; the description of the first difference, if any.
fn differs(source: &str) -> Option<String> {
    let (a, b) = (patched(source), upstream(source));
    if a == b {
        return None;
    }
    let short = |o: &Outcome| match o {
        Outcome::Parsed(_) => "parsed".to_string(),
        Outcome::Failed(e) => format!("error: {e}"),
    };
    if let (Outcome::Parsed(_), Outcome::Parsed(_)) = (&a, &b) {
        return Some("both parsed, into different trees".into());
    }
    Some(format!("patched {}; upstream {}", short(&a), short(&b)))
}

fn js_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            if path.file_name().is_some_and(|n| n == "node_modules") {
                continue;
            }
            js_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "js") {
            out.push(path);
        }
    }
}

fn check_files(files: &[PathBuf]) -> (usize, Vec<String>) {
    let mut failures = Vec::new();
    let mut checked = 0;
    for path in files {
        let Ok(source) = std::fs::read_to_string(path) else {
            continue;
        };
        checked += 1;
        if let Some(d) = differs(&source) {
            failures.push(format!("{}: {d}", path.display()));
        }
    }
    (checked, failures)
}

/// The repository's programs: every `.js` file under `tests`, `examples` and
/// `benches/workloads`, sorted.
fn repository_files() -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut files = Vec::new();
    js_files(&root.join("tests"), &mut files);
    js_files(&root.join("examples"), &mut files);
    js_files(&root.join("benches/workloads"), &mut files);
    files.sort();
    files
}

#[test]
fn the_repository_corpus_parses_as_upstream() {
    let (checked, failures) = check_files(&repository_files());
    assert!(checked > 200, "the corpus shrank to {checked} files");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// A deterministic xorshift generator, so a failure names a reproducible case.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn pick<'a>(&mut self, items: &[&'a str]) -> &'a str {
        items[(self.next() % items.len() as u64) as usize]
    }
}

const BINARY: &[&str] = &[
    "|",
    "^",
    "&",
    "==",
    "!=",
    "===",
    "!==",
    "<",
    ">",
    "<=",
    ">=",
    "instanceof",
    "in",
    "<<",
    ">>",
    ">>>",
    "+",
    "-",
    "*",
    "/",
    "%",
    "**",
    "&&",
    "||",
    "??",
    ",",
    "=",
    "+=",
];
const OPERANDS: &[&str] = &[
    "a",
    "b",
    "1",
    "2.5",
    "\"s\"",
    "x.y",
    "f(a)",
    "o[k]",
    "-a",
    "!b",
    "typeof a",
    "++a",
    "a++",
    "/re/g",
    "`t${a}`",
    "[a]",
    "({k: a})",
    "#p",
    "\\u0069n",
    "(a, b) => a",
    "null",
];

fn expression(rng: &mut Rng, depth: u32) -> String {
    let operand = |rng: &mut Rng| rng.pick(OPERANDS).to_string();
    let mut s = if depth > 0 && rng.next().is_multiple_of(4) {
        format!("({})", expression(rng, depth - 1))
    } else {
        operand(rng)
    };
    for _ in 0..rng.next() % 5 {
        let op = rng.pick(BINARY);
        let rhs = if depth > 0 && rng.next().is_multiple_of(5) {
            format!("({})", expression(rng, depth - 1))
        } else {
            operand(rng)
        };
        s = format!("{s} {op} {rhs}");
    }
    s
}

#[test]
fn generated_operator_expressions_parse_as_upstream() {
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    let mut failures = Vec::new();
    let mut parsed = 0;
    for i in 0..3000 {
        let e = expression(&mut rng, 2);
        // The same expression as a statement, as an initializer, where `in` is not allowed (a
        // `for` head) and inside a template's substitution.
        let wrapper = match i % 4 {
            0 => format!("{e};"),
            1 => format!("let v = {e};"),
            2 => format!("for (v = {e};;) break;"),
            _ => format!("`${{{e}}}`;"),
        };
        if let Some(d) = differs(&wrapper) {
            failures.push(format!("{wrapper:?}: {d}"));
        } else if matches!(upstream(&wrapper), Outcome::Parsed(_)) {
            parsed += 1;
        }
    }
    eprintln!("{parsed} of 3000 generated programs parse");
    // Errors are compared too, but most cases must reach a tree for the test to mean much.
    assert!(
        parsed > 1000,
        "only {parsed} of 3000 generated programs parse"
    );
    assert!(
        failures.is_empty(),
        "{} differences, first:\n{}",
        failures.len(),
        failures[..failures.len().min(20)].join("\n")
    );
}

#[test]
fn hand_picked_edge_cases_parse_as_upstream() {
    let cases = [
        "a + b * c - d / e % f;",
        // A CoverInitializedName is an error unless it becomes a pattern, at any depth.
        "({ a = 1 });",
        "({ a = 1 } = {}); [{ b = 2 }] = [{}];",
        "function f() { return { c = 3 }; }",
        "f(() => ({ d = 4 }));",
        "class C { m() { x = { e = 5 }; } }",
        "({ a = 1 }) => a; ({ a = 1 } = {}) => a;",
        // A lexical declaration's names: no `let`, no repeats (plain names are checked in
        // place, patterns through their bound names).
        "let a, b = 1, c; const d = 2;",
        "let a, a;",
        // A parameter list's flags: duplicates and `arguments` among plain names (checked in
        // place) and among patterns and long lists (through a set of bound names).
        "function f(a, b, a) {} function g(arguments, x) {} (y, z) => y;",
        "function h(a, { b, a }) {} function k(...rest) {} function m(a = 1, b) {}",
        "function n(p0, p1, p2, p3, p4, p5, p6, p7, p8, p9, p10, p11, p12, p13, p14, p15, p0) {}",
        "function q(a, [b, c = 2], ...{ length }) {} function r(x, y, z, x, arguments) {}",
        "let a, b, a = 1;",
        "const let = 1;",
        "let x, let;",
        "let [a] = [1], a = 2;",
        "let { b, c: [b] } = o;",
        "let [let] = [];",
        "for (let i = 0, i = 1;;) break; for (const j = 0, k = 1;;) break;",
        "for (let i, i;;) break;",
        // Each function node and `for` loop records whether it holds a direct `eval`, by a walk
        // the parse skips until its lexer reads a name `eval` (in any spelling).
        "for (;;) { eval('1'); break; } function f() { return eval('x'); }",
        "const g = (x) => eval(x); for (let i = 0; i < 1; i++) { if (i) eval(i); }",
        "({ m() { eval(1); }, get n() { return 1; } }); class C { k() { eval(2); } }",
        "for (;;) { ev\\u0061l('1'); break; } const h = x => \\u0065val(x);",
        "for (;;) { evaluate('1'); o.eval(2); break; } (() => { eval; })();",
        // The label rules, checked only where a jump or a label was parsed.
        "break;",
        "if (x) continue;",
        "a: a: ;",
        "x: while (1) break y;",
        "x: while (1) continue x; y: { break y; }",
        "function f() { while (1) { break; } } function g() { break; }",
        "l: { continue l; }",
        "class C { static { break; } }",
        "switch (x) { case 1: break; default: continue; }",
        "a < b < c; a == b != c; a | b & c ^ d;",
        "a ?? b || c;",
        "a && b ?? c;",
        "(a ?? b) || c; a ?? (b || c);",
        "x = a / b / c; y = a\n/ b / g;",
        "x = a\n/re/g.exec(s);",
        "for (var k in o) ; for (let i = 0 in o; ;) break;",
        "for (x = a in b;;) break;",
        // A `for (let/const …;;)` declaration against the body's `var`s: a clash is an error,
        // other `var`s and none are not (the vendored parser collects the names only when the
        // body declares a `var`).
        "for (let i = 0; i < 1; i++) { var i; }",
        "for (const [a, { b }] = [1, {}]; ; ) { if (a) { var b; } }",
        "for (let i = 0; ; ) { var j; break; }",
        "for (let i = 0, k = 1; ; ) { { let i; var x; } break; }",
        "class C { #p; m(o) { return #p in o < 1; } }",
        "class C { #p; m(o) { return a == #p in o; } }",
        "class C { #p; m(o) { return #p in o in q; } }",
        "class C { #p; m(o) { return #p \\u0069n o; } }",
        "a \\u0069n b;",
        "a instanceof b in c;",
        "a ** b ** c * d;",
        "-a ** b;",
        "(a, b) => a + b;",
        "(a, b) + c;",
        "a + (b, c) => d;",
        "a +",
        "a + ;",
        "a * * b;",
        "#p;",
        "a in",
        "1 + 2 /* c */ * 3 // d\n- 4;",
        "a\n++b;",
        "a << b >> c >>> d <= e >= f;",
        // The lone-operand fast path (vendor/boa_parser/src/parser/expression/operand.rs):
        // names and literals before every kind of following token.
        "f(a, 1, 'x', true, null); [x, 2]; ({ k: v, n: 1 }); a ? 1 : b;",
        "1 / 2 / 3; x = 1\n/re/g.exec(s); 'a' / b; a / 1;",
        "`${x}` + `${1}${'s'}`; a`t`; 1`t`; f(a)`t`;",
        "a?.b; 1?.x; a?.[0]; a ?? 1; a || 2 && c;",
        "a\n++b; a\n--; a++; 1++; a ** 2; 2 ** a; a => 1; (a) => b;",
        "\\u0074rue; \\u006eull; t\\u0072ue + 1; f(\\u0074rue);",
        "'use strict'; implements; f(package); a + yield;",
        "'use strict'; implements + @; f(let, 1);",
        "function* g() { yield; f(yield, 1); a + yield; }",
        "async function h() { f(await, 1); await; a + await x; }",
        "f(await, 1); a + await; let\nx = 1; f(let);",
        "for (a in b) ; for (1 in b) ; for (a; b; c) ; for (x of y) ;",
        "switch (a) { case 1: case b: break; } l: a; a: 1;",
        "x = { a, b: c, 1: d }; ({ a } = b); [a, b] = c;",
        // The `name: value` fast path of object literals (object_initializer/mod.rs): names,
        // strings, escapes, contextual words, `__proto__` (duplicates are an error unless the
        // literal becomes a pattern), function values that take the key as their name, a line
        // break before the colon, and the properties the general path still parses.
        "({ get: 1, set: 2, async: 3, static: 4, of: 5, 'str': 6, \"d\": 7, g\\u0065t: 8 });",
        "({ __proto__: null, '__proto__': {} }); ({ __proto__: a, __proto__: b } = c);",
        "({ __proto__: null, \"__proto__\": 1 }); ({ __proto__: function () {} });",
        "({ f: function () {}, g: () => 1, h: class {}, i: async () => 2, j: (function () {}) });",
        "({ a\n: 1, 'b'\n:\n2, c: d ? e : f, k: x = 1, l: [m] = n });",
        "({ a: 1, get b() { return 1; }, set c(v) {}, d() {}, *e() {}, async f() {}, [g]: 2 });",
        "({ 'a': 1, 2: 3, 0x4: 5, a, ...b, c = 1 } = d); ({ a: });",
        "({ 'x': 1 'y': 2 }); ({ a: 1, }); ({ ,a: 1 }); ({ a: 1 b: 2 });",
        // The keyword calls a left-hand side may start with, and what only looks like one.
        "class A extends B { constructor() { super(1); super.x(); super\n(2); } }",
        "import('m'); import('m', { with: {} }); import.defer('x'); import.source('y');",
        "import.meta; s\\u0075per(1); supe(1); imports(1); import\n('n');",
        "a = 1, b; a = b = c; a += 1; a ||= 1;",
        "class C { x = a; y = 1; [k] = 2; static z = arguments; }",
        "f(arguments, eval); eval = 1; arguments++;",
        "a #x; 1 #x; f(a #x);",
        "a\u{62}c + 1; f(\\u{61}, 0x1F, 1e3, 1n, .5);",
        // The ASCII runs of the slice reader (vendor/boa_parser/src/source/slice.rs): names
        // that mix ASCII with other characters and escapes, across lines, at the end of the
        // input, and the positions after them.
        "abcé1 + déf; été$_9; x\\u0079z; \\u{78}yz; ab\\u{1F600}; ab\u{2028}c; \u{FEFF}k;",
        "let \u{1D4B3}a1 = 1;\r\n  \u{1D4B3}a1 +\r b; Zz_$9",
        "x\u{200C}y; x\u{200D}; x\u{00B7}y; x\tyz\u{000B}w\u{000C}v; ab\u{0000}c",
        "longer_identifier_name_beyond_ten_bytes + anotherVeryLongName1234567890;",
        // Lexical declarations' bound names: repeated and `let` names, in short lists (searched)
        // and in lists past 16 names (hashed), destructured too
        // (lexical.rs, LexicalDeclaration::parse).
        "let a, b, a;",
        "const [x, { y, z: [x] }] = o;",
        "let q, let;",
        "let v0, v1, v2, v3, v4, v5, v6, v7, v8, v9, v10, v11, v12, v13, v14, v15, v16, v17, v18, v19, v3;",
        "const {w0, w1, w2, w3, w4, w5, w6, w7, w8, w9, w10, w11, w12, w13, w14, w15, w16, w17, w18, w19} = o;",
        "let { a, ...a } = o;",
        // Expressions that start with a name or a literal, parsed from their left-hand side up
        // (operand.rs: conditional_from_operand, exponentiation_from_operand).
        "a.b = 1; a.b += 1; a[0] ||= c; a.b++; a.b\n++c; a.b ** 2 ** c; a.b ? c : d;",
        "a.b || c && d; a.b ?? c; a.b + c * d.e - f(g).h; a\n.b; f(a)(b)`t`.c;",
        "1 .x; 'str'.length; true.x = 1; null[0]; 1.5.toFixed(2) + 'x'.y ** 2;",
        "a.b in c; x.y instanceof Z; x.y \\u0069n z; a.b = c.d = e; f(a.b, c.d);",
        "a?.b.c = 1;",
        "a.b => c;",
        "1 = 2;",
        "'x' += 1;",
        "a.b++ = 1;",
        "a.b ? c;",
        "a.b ?? c || d;",
        "a.b\n/re/;",
        "'use strict'; eval.x = 1; arguments[0]++; a.b\n/ c / d; eval++;",
        "'use strict'; f(a.b, arguments = 1);",
        "i < cfg.limit; sum += nums[i]; nums.push(i * 2 + 1); x = { k: o.p, q: 1 .y };",
        "\\u0074rue.x;",
        "t\\u0072ue.x;",
        "a.#p;",
        "a.b\n`t`; a.b--\n; new a.b().c; a.b(...c)?.d; a.b\n(c); a.b /* x */ = 1;",
        // What follows a line break: blanks (ASCII, then not), `-->` after them (an HTML close
        // comment only under Annex B, which neither parser is built with: `--` then `>`), `--`
        // alone, and the restricted productions and ASI that see the break.
        "a = 1;\n  --> a comment\n\t\x0b\x0c-->another\nb = 2;",
        "a\n-->\nb",
        "a\n\u{a0}--> not at the start once a no-break space precedes\nb",
        "a\n\u{feff}  -->x\nb",
        "a\n --\nb; c\n--d; e\n  ->f;",
        "x = 1\n   \n\t\ny = 2\n  return\n  z\n  a\n  ++b",
        "let s = 0\nfor (let i = 0; i < 3; i++)\n  s += i\n  // c\n  /* d\n */ s\n",
        "a\r\n  b\u{2028} c\u{2029}\td",
    ];
    let failures: Vec<String> = cases
        .iter()
        .filter_map(|c| differs(c).map(|d| format!("{c:?}: {d}")))
        .collect();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Tokens spliced into the repository's programs: brackets, operators, the punctuators the
/// byte-level lexer and the operand fast paths look at, keywords, escapes and odd characters.
const SPLICE: &[&str] = &[
    "(",
    ")",
    "{",
    "}",
    "[",
    "]",
    "=>",
    "...",
    "?.",
    "??",
    "?",
    ":",
    "`",
    "${",
    "'",
    "\"",
    "/",
    "/*",
    "*/",
    "//",
    "\n",
    ";",
    ",",
    "=",
    "<",
    ">>>=",
    "**",
    "++",
    "-",
    "!",
    "#x",
    "@",
    "\\u0061",
    "\\",
    "0x",
    "1e",
    ".5",
    "08",
    "1_000",
    "1n",
    "async ",
    "await ",
    "yield ",
    "function ",
    "class ",
    "get ",
    "set ",
    "static ",
    "let ",
    "const ",
    "new ",
    "in ",
    "of ",
    "instanceof ",
    "typeof ",
    "eval",
    "arguments",
    "return ",
    "if (",
    "else ",
    "for (",
    "while (",
    "case ",
    "try {",
    "catch ",
    "label:",
    "break ",
    "😀",
    "\u{2028}",
    "\u{feff}",
    "<!--",
    "-->",
];

/// `source` changed once: cut short, a span dropped, doubled or replaced by a token, or a token
/// spliced in, at character boundaries.
fn mutate(source: &str, rng: &mut Rng) -> String {
    let cuts: Vec<usize> = source
        .char_indices()
        .map(|(i, _)| i)
        .chain([source.len()])
        .collect();
    let mut at = || cuts[(rng.next() % cuts.len() as u64) as usize];
    let (a, b) = {
        let (x, y) = (at(), at());
        (x.min(y), x.max(y))
    };
    // Spans of at most a few dozen bytes: a whole half of a program dropped or doubled tests
    // little that a short one does not.
    let b = cuts
        .iter()
        .copied()
        .filter(|&c| c >= a && c <= b && c - a <= 40)
        .max()
        .unwrap_or(a);
    match rng.next() % 5 {
        0 => source[..a].to_string(),
        1 => format!("{}{}", &source[..a], &source[b..]),
        2 => format!("{}{}", &source[..b], &source[a..]),
        3 => format!("{}{}{}", &source[..a], rng.pick(SPLICE), &source[b..]),
        _ => format!("{}{}{}", &source[..a], rng.pick(SPLICE), &source[a..]),
    }
}

/// The repository's programs, each changed a few times (`mutate`): malformed and odd sources
/// reach the error paths and the edges of the parser's patches, which whole programs do not.
/// The fuzz target `parser_equivalence` explores far more; this checks its property on every
/// test run.
#[test]
fn mutated_repository_programs_parse_as_upstream() {
    let files = repository_files();
    // A large stack: a doubled span can double a program's nesting.
    let (checked, failures) = std::thread::Builder::new()
        .stack_size(256 << 20)
        .spawn(move || {
            let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
            let (mut checked, mut failures) = (0, Vec::new());
            for path in &files {
                let Ok(source) = std::fs::read_to_string(path) else {
                    continue;
                };
                for k in 0..6 {
                    let mutant = mutate(&source, &mut rng);
                    checked += 1;
                    if let Some(d) = differs(&mutant) {
                        failures.push(format!("{} (mutant {k}): {d}\n{mutant:?}", path.display()));
                    }
                }
            }
            (checked, failures)
        })
        .expect("a thread for the mutants")
        .join()
        .expect("the mutants were checked");
    assert!(checked > 1200, "only {checked} mutants");
    assert!(
        failures.is_empty(),
        "{} differences:\n{}",
        failures.len(),
        failures[..failures.len().min(10)].join("\n")
    );
}

/// Every test262 file, when a checkout is named (`CODEMODE_TEST262_DIR`, as for the conformance
/// runner); without one this test says so and passes.
#[test]
fn test262_parses_as_upstream() {
    let Some(dir) = std::env::var_os("CODEMODE_TEST262_DIR") else {
        eprintln!("CODEMODE_TEST262_DIR is not set: test262 parser equivalence skipped");
        return;
    };
    let mut files = Vec::new();
    js_files(&Path::new(&dir).join("test"), &mut files);
    files.sort();
    // On a thread with a large stack: test262's most deeply nested files overflow a test
    // thread's 2 MB in a debug build (both parsers recurse per nesting level).
    let (checked, failures) = std::thread::Builder::new()
        .stack_size(256 << 20)
        .spawn(move || check_files(&files))
        .expect("a thread for the test262 files")
        .join()
        .expect("the test262 check finished");
    eprintln!("test262: {checked} files parsed by both parsers");
    assert!(
        failures.is_empty(),
        "{} differences:\n{}",
        failures.len(),
        failures[..failures.len().min(40)].join("\n")
    );
}

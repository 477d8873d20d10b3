//! A stable-Rust smoke run of the fuzz target's property (fuzz/fuzz_targets/compile_run.rs): every
//! behaviour script, mutated deterministically (cut, duplicated, spliced with hostile tokens),
//! compiles and runs under an instruction and memory budget without a panic or an internal error.
//! The real fuzzer explores far more; this keeps the property checked on every CI run.

use codemode::{CodeMode, ExecuteOptions};
use std::path::{Path, PathBuf};
use std::time::Duration;

/// Tokens that stress the parser, compiler and VM when spliced anywhere.
const TOKENS: &[&str] = &[
    "(",
    ")",
    "{",
    "}",
    "[",
    "]",
    "=>",
    "...",
    "?.",
    "??=",
    "await ",
    "async ",
    "delete ",
    "typeof ",
    "new ",
    "return ",
    "throw ",
    "`${",
    "'",
    "\"",
    "/*",
    "//",
    "\n",
    ";",
    ",",
    "-",
    "1e308",
    "-0",
    "NaN",
    "null",
    "undefined",
    "tools.t.echo(",
    "tools.nope(",
    "Promise.all(",
    "for(;;)",
    "while(",
    "try{",
    "}catch(e){",
    "}finally{",
    "label:",
    "break ",
    "continue ",
    "x.y.z",
    "[...[]]",
    "{...null}",
    "0x",
    "\\u{1F600}",
    "😀",
    "\u{0}",
    "class ",
    "function*",
];

struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        // xorshift64*: deterministic, so a failure reproduces.
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    fn below(&mut self, n: usize) -> usize {
        if n == 0 {
            0
        } else {
            (self.next() % n as u64) as usize
        }
    }
}

fn mutate(src: &str, rng: &mut Rng) -> String {
    let chars: Vec<char> = src.chars().collect();
    let mut out = chars.clone();
    for _ in 0..1 + rng.below(3) {
        let len = out.len();
        let at = rng.below(len + 1);
        match rng.below(4) {
            0 => {
                let end = (at + rng.below(20)).min(len);
                out.drain(at..end);
            }
            1 => {
                let end = (at + rng.below(40)).min(len);
                let piece: Vec<char> = out[at..end].to_vec();
                for (i, c) in piece.into_iter().enumerate() {
                    out.insert(at + i, c);
                }
            }
            2 => {
                let t = TOKENS[rng.below(TOKENS.len())];
                for (i, c) in t.chars().enumerate() {
                    out.insert(at + i, c);
                }
            }
            _ => out.truncate(at),
        }
    }
    out.into_iter().collect()
}

fn scripts(dir: &Path, out: &mut Vec<PathBuf>) {
    for e in std::fs::read_dir(dir).unwrap().flatten() {
        let p = e.path();
        if p.is_dir() {
            scripts(&p, out);
        } else if p.extension().is_some_and(|x| x == "js") {
            out.push(p);
        }
    }
}

#[test]
fn mutated_scripts_never_panic() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    scripts(&root.join("tests/js"), &mut files);
    files.sort();
    let fixture = std::fs::read_to_string(root.join("tests/fixtures/tools.json")).unwrap();
    let cm = CodeMode::builder()
        .tools(codemode::fixture::parse_fixture(&fixture).unwrap())
        .build();
    let rt = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    let mut runs = 0;
    for f in &files {
        let src = std::fs::read_to_string(f).unwrap();
        for _ in 0..3 {
            let code = mutate(&src, &mut rng);
            let opts = ExecuteOptions {
                max_instructions: Some(100_000),
                max_memory_bytes: Some(32 << 20),
                max_call_depth: Some(200),
                timeout: Some(Duration::from_secs(5)),
                ..Default::default()
            };
            let r = rt.block_on(cm.execute(&code, opts));
            runs += 1;
            if let Some(e) = &r.error {
                assert_ne!(
                    e.name.as_deref(),
                    Some("InternalError"),
                    "VM internal error on a mutant of {}:\n{code}\n{e:?}",
                    f.display()
                );
                assert!(
                    !e.message.contains("internal compiler error"),
                    "compiler panicked on a mutant of {}:\n{code}",
                    f.display()
                );
                assert!(
                    !e.message.is_empty(),
                    "empty diagnostic message for:\n{code}"
                );
            }
        }
    }
    assert!(runs >= 900, "only {runs} mutants ran");
}

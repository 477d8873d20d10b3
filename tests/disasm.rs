//! Golden disassembly tests: one line per construct; the expected listing lives in
//! `tests/golden/<name>.txt`. Regenerate with `CODEMODE_BLESS=1 cargo test --test disasm`.

use std::path::Path;

fn golden(name: &str, src: &str) {
    let program = codemode_compiler::compile(src).unwrap_or_else(|e| panic!("{name}: {e}"));
    for f in &program.functions {
        codemode_compiler::verify_stack(f).unwrap_or_else(|e| panic!("{name}: {e}"));
    }
    let text = format!("// {src}\n{}", program.disassemble());
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/golden")
        .join(format!("{name}.txt"));
    if std::env::var_os("CODEMODE_BLESS").is_some() {
        std::fs::write(&path, &text).unwrap();
        return;
    }
    let want = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        want == text,
        "{name}: disassembly changed.\n--- want\n{want}\n--- got\n{text}\nset CODEMODE_BLESS=1 to update"
    );
}

#[test]
fn and_or() {
    golden("and_or", "let a = 1, b = 0; return a && b || 'x';");
}

#[test]
fn for_let_closure() {
    golden(
        "for_let_closure",
        "const fs = []; for (let i = 0; i < 3; i++) fs.push(() => i); return fs;",
    );
}

#[test]
fn loops_bounded_by_a_local() {
    // `i < n` with `n` another local: the back edge makes the test (`IncJumpIfLtLocals`). A
    // counter compared with itself, and `i <= n`, keep their tests.
    golden(
        "loops_bounded_by_a_local",
        "const n = 3; let s = 0; for (let i = 0; i < n; i++) s += i; \
         let k = 0; for (k = 0; k < k; k++) s++; \
         for (let i = 0; i <= n; i++) s++; return s;",
    );
}

#[test]
fn loops_bounded_by_a_property() {
    // The back edge makes the test itself (`IncJumpIfLtProp`, into the body just after the
    // test), for an array's length and for an object's property, `continue` included; a bound
    // read from a captured variable (a cell) or a call's result is not fused.
    golden(
        "loops_bounded_by_a_property",
        "const a = [1, 2, 3]; const o = { n: 2 }; const q = { n: 1 }; let s = 0; \
         for (let i = 0; i < a.length; i++) s += a[i]; \
         for (let i = 0; i < o.n; i++) { if (i === 1) continue; s += i; } \
         const f = () => q; for (let i = 0; i < q.n; i++) s++; \
         for (let i = 0; i < f().n; i++) s++; return s;",
    );
}

#[test]
fn callback_param_shadows_loop_variable() {
    // The arrow's own `x` is not the loop's: the loop variable needs no closure cell.
    golden(
        "callback_param_shadows_loop_variable",
        "const xs = [1, 2]; const d = xs.map((x) => x * 2); let s = 0; for (const x of xs) s += x; return [d, s];",
    );
}

#[test]
fn update_statement() {
    // As a statement `o.n++` and `o[k]--` keep no old value: read, step, write, pop.
    golden(
        "update_statement",
        "function f(o, k) { o.n++; o[k]--; return o.n++; } return f({ n: 1 }, 'm');",
    );
}

#[test]
fn try_finally_return() {
    golden(
        "try_finally_return",
        "function f() { try { return 1; } finally { log(); } } return f();",
    );
}

#[test]
fn labelled_continue() {
    golden(
        "labelled_continue",
        "outer: for (const a of [1, 2]) { for (const b of [3]) { continue outer; } }",
    );
}

#[test]
fn destructuring() {
    golden(
        "destructuring",
        "const { a, b: [c = 1, ...d], ...rest } = obj;",
    );
}

#[test]
fn optional_chain() {
    golden("optional_chain", "return o?.a.b?.(1) ?? 2;");
}

#[test]
fn switch_fallthrough() {
    golden(
        "switch_fallthrough",
        "switch (x) { case 1: y(); case 2: z(); break; default: w(); }",
    );
}

#[test]
fn template_literal() {
    golden("template_literal", "return `a${1}b${x}`;");
}

#[test]
fn async_await() {
    golden(
        "async_await",
        "const f = async (x) => await x; return await f(1);",
    );
}

#[test]
fn compound_assignment() {
    golden(
        "compound_assignment",
        "o.n += 1; a[i] ??= 2; x++; return o.n--;",
    );
}

#[test]
fn spread_call() {
    golden("spread_call", "return Math.max(...xs, 0) + f(...[1, 2]);");
}

#[test]
fn self_recursion_reads_the_callee() {
    // `fib` is never written after its declaration, so the function reads itself as its
    // callee (`CalleeUndef`) rather than through a captured cell; `g` is reassigned, so it
    // reads its binding.
    golden(
        "self_recursion",
        "function fib(n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); } \
         function g() { return g; } g = 1; return fib(10);",
    );
}

#[test]
fn add_int32_idiom() {
    // `(a + b) | 0` is one instruction (here stored straight into `h`: `AddInt32ToLocal`);
    // `(a + b) | 1` and `(a - b) | 0` are not.
    golden(
        "add_int32_idiom",
        "let h = 0; for (let i = 0; i < 9; i++) h = (h * 31 + i) | 0; \
         const a = (h + 2) | 1, b = (h - 2) | 0; return [h, a, b];",
    );
}

#[test]
fn add_local() {
    // `s + e` and `s += e` read the local after `e` (`AddLocal`) when `e` cannot write it.
    // Not when `e` assigns or updates it, destructures, holds a function, or is a number
    // (`LocalAddInt` takes that); not for a captured local (`c`) nor one possibly in its dead
    // zone (`u` in `g`, read above its declaration).
    golden(
        "add_local",
        "let s = 0, c = 0; const f = () => c; \
         for (let i = 0; i < 9; i++) s += i * i; \
         s = s + (s = 2); s = s + s++; s = s + ([s] = [1], 1); s = s + (() => 1)(); \
         s = s + 1; s = s + -1; s = c + s; \
         function g(k) { if (k) return u + k; let u = k; return u + k; } return [s, g(0), f()];",
    );
}

#[test]
fn add_to_local_without_another_fusion() {
    // `s += e` as a statement is `AddLocal; Dup; SetLocal; Pop`: the store's fusion makes
    // `AddLocal; SetLocal`, which fuses again into `AddToLocal` in the same pass. (With passes
    // repeated only when a product was known to fuse again, a function with nothing else to
    // fuse kept the two instructions.)
    golden(
        "add_to_local_without_another_fusion",
        "var s = 'a'; s += 'b'; return s;",
    );
}

#[test]
fn int32_sums_store_into_their_local() {
    // A hash's step `h = (h + c) | 0` is one `AddToLocalInt32`; `s = (s + a + b) | 0` ends in
    // one `AddInt32ToLocal` (from `Add; OrInt 0; SetLocal`, each fused from two before it).
    golden(
        "int32_sums_store_into_their_local",
        "let h = 0, s = 0; for (const c of [1, 2]) { h = (h + c) | 0; s = (s + c + h) | 0; } \
         let t = 0; t = (h + s) | 0; return [h, s, t];",
    );
}

#[test]
fn add_local_looks_ahead_a_bounded_distance() {
    // The right operand is searched for writes of the local up to 64 expression nodes, so a
    // chain of nested `s + (s + (...))` compiles in linear time; past that it is not fused.
    let count = |src: &str| {
        let p = codemode_compiler::compile(src).expect("compiles");
        p.disassemble().matches("AddLocal").count()
    };
    // Terms that are not locals themselves (`k.v`, two nodes each), so only `s` can fuse.
    let sum = |terms: usize| vec!["k.v"; terms].join(" + ");
    assert_eq!(
        count(&format!(
            "let s = 1, k = {{ v: 2 }}; return s + ({});",
            sum(20)
        )),
        1
    );
    assert_eq!(
        count(&format!(
            "let s = 1, k = {{ v: 2 }}; return s + ({});",
            sum(40)
        )),
        0
    );
}

/// A read of the global `undefined` is the constant; a local of that name is read as a local.
#[test]
fn undefined_global_and_shadowed() {
    golden(
        "undefined_global_and_shadowed",
        "const f = () => { const undefined = 5; return undefined; }; return [undefined, f()];",
    );
}

#[test]
fn push_to_local() {
    // `a.push(v)` on a plain local is one instruction when making `v` runs no code and writes
    // nothing: literals, locals, object and array literals of them, arithmetic on a loop
    // counter only its step writes, and property reads (which may throw: `RequireLocal`
    // throws the receiver's error first). Arithmetic on a counter the body writes, a call, a
    // template with a substitution, and a captured array keep the read of `push` first.
    golden(
        "push_to_local",
        "const out = []; const x = { a: 1 }; let n = 0; \
         for (let i = 0; i < 3; i++) out.push({ i, t: [i * 2 + 1, 'k'] }); \
         for (let i = 0; i < 3; i++) { i += 1; out.push(i * 2); } \
         out.push(x); out.push(n === 0 ? 'z' : typeof x); \
         out.push(x.a); out.push(`t${n}`); out.push(x.toString()); \
         const cap = []; const g = () => cap.length; cap.push(1); \
         return [out, g()];",
    );
}

//! Differential truth for numbers written with a digit count: `toFixed`, `toPrecision` and
//! `toExponential` over thousands of numbers (exact ties such as 2.5 and 0.125, values just
//! beside them, powers of ten, random bit patterns from subnormals to the largest double) and
//! every digit count from 0 or 1 to 21 plus a few up to 100, in node and in codemode: every
//! string must be the same. The same numbers in every radix from 2 to 36 through `toString`.

mod common;
use common::same_values_as_node;

/// The numbers to format, as JavaScript literals (Rust's shortest round-trip text of each).
fn numbers() -> Vec<String> {
    let mut xs: Vec<f64> = vec![
        0.0,
        -0.0,
        0.5,
        1.5,
        2.5,
        -2.5,
        0.125,
        0.375,
        1.25,
        12.5,
        1.005,
        1.45,
        8.345,
        9.96,
        99.96,
        0.95,
        9.5,
        1e21,
        9.999999999999999e20,
        1e20,
        123.456,
        0.1,
        0.2,
        0.3,
        1e-7,
        1.5e-7,
        1e-6,
        5e-324,
        2.2250738585072014e-308,
        1.7976931348623157e308,
        1e300,
        4.35,
        0.000001,
        123456789.125,
        4503599627370495.5,
        9007199254740993.0,
        1e23,
        1e22,
        0.045,
        1.0000000001,
    ];
    // xorshift: the same numbers every run.
    let mut state = 0x2545_F491_4F6C_DD1Du64;
    let mut next = || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    for i in 0..600u64 {
        let r = next();
        let x = match i % 6 {
            // Any finite double, either sign.
            0 => f64::from_bits(r),
            // Halves, quarters and eighths: exact ties at some digit count.
            1 => (r % 1_000_000) as f64 / [2.0, 4.0, 8.0, 16.0][(i / 6 % 4) as usize],
            // Decimals as people write them: cents, thousandths.
            2 => (r % 10_000_000) as f64 / [100.0, 1000.0, 10.0][(i / 6 % 3) as usize],
            // Divisions with long expansions.
            3 => (r % 100_000) as f64 / 7.0,
            // Small and large magnitudes.
            4 => (r % 1000) as f64 * 10f64.powi((r >> 20) as i32 % 40 - 20),
            // One unit in the last place beside a tie.
            _ => {
                let t = (r % 100_000) as f64 + 0.5;
                if r & 1 == 0 {
                    f64::from_bits(t.to_bits() + 1)
                } else {
                    f64::from_bits(t.to_bits() - 1)
                }
            }
        };
        if x.is_finite() {
            xs.push(if r >> 63 == 1 { -x } else { x });
        }
    }
    xs.iter().map(|x| format!("{x:?}")).collect()
}

#[test]
fn digit_count_formatting_agrees_with_node() {
    let list = numbers().join(", ");
    // One program: every number with every method and digit count, as one array of strings.
    let src = format!(
        "const xs = [{list}];\n\
         const fs = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, \
         25, 50, 100];\n\
         const out = [];\n\
         for (const x of xs) {{\n\
           for (const f of fs) {{\n\
             out.push(x.toFixed(f), x.toExponential(f));\n\
             if (f >= 1) out.push(x.toPrecision(f));\n\
           }}\n\
           out.push(x.toExponential(), x.toPrecision(), x.toFixed());\n\
         }}\n\
         return out;\n"
    );
    same_values_as_node(&src, "formats", 40_000);
}

/// `toString(radix)` for every radix from 2 to 36: ECMA-262 leaves these digits to the
/// implementation, and codemode writes V8's.
#[test]
fn radix_strings_agree_with_node() {
    let mut list = numbers();
    // Integers around and beyond 2^53, where digits below a double's precision become zeros.
    list.extend(
        [
            "255",
            "-255",
            "4294967295",
            "9007199254740991",
            "9007199254740992",
            "18014398509481984",
            "123456789012345680000",
            "1e21",
            "1e300",
        ]
        .map(String::from),
    );
    let list = list.join(", ");
    let src = format!(
        "const xs = [{list}];\n\
         const out = [];\n\
         for (const x of xs) for (let r = 2; r <= 36; r++) if (r !== 10) out.push(x.toString(r));\n\
         return out;\n"
    );
    same_values_as_node(&src, "radix", 20_000);
}

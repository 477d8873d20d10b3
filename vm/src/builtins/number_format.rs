//! Numbers written with a given count of digits (`toFixed`, `toExponential`, `toPrecision`):
//! the number's exact value rounded half up, as ECMA-262 specifies, by 128-bit integer
//! arithmetic when the scaled value fits and from the exact decimal expansion otherwise.
//!
//! Rust's own `{:.N}` and `{:.Ne}` round exact ties to even (`format!("{:.0e}", 2.5)` is `2e0`,
//! where JavaScript's `(2.5).toExponential(0)` is `3e+0`), and asking them for the whole exact
//! expansion of every number cost `toFixed` about 13,000 machine instructions a call.

use crate::value::number_to_string;

/// 10^0 through 10^38: every power of ten a `u128` holds.
const POW10: [u128; 39] = {
    let mut t = [1u128; 39];
    let mut i = 1;
    while i < 39 {
        t[i] = t[i - 1] * 10;
        i += 1;
    }
    t
};

/// `x` (finite, not negative) as `m × 2^e` with an integer `m < 2^53`.
fn decompose(x: f64) -> (u64, i32) {
    let bits = x.to_bits();
    let biased = ((bits >> 52) & 0x7ff) as i32;
    let frac = bits & ((1u64 << 52) - 1);
    if biased == 0 {
        // Subnormal (or zero): no implicit leading bit.
        (frac, -1074)
    } else {
        (frac | (1u64 << 52), biased - 1075)
    }
}

/// `v << k` if no bit is lost.
fn shl_exact(v: u128, k: u32) -> Option<u128> {
    (k < 128 && v.leading_zeros() >= k).then(|| v << k)
}

/// round(x × 10^s) with ties rounded up, for finite `x >= 0`, when the arithmetic fits in 128
/// bits; `None` when it does not (the caller takes the exact expansion instead).
fn round_scaled(x: f64, s: i32) -> Option<u128> {
    let (m, e) = decompose(x);
    if m == 0 {
        return Some(0);
    }
    let mut num = u128::from(m);
    if s >= 0 {
        num = num.checked_mul(*POW10.get(s as usize)?)?;
    }
    if e >= 0 {
        num = shl_exact(num, e as u32)?;
        if s >= 0 {
            return Some(num);
        }
    } else if s >= 0 {
        // The common case (`toFixed` of a fraction): a division by a power of two, by shifts.
        let k = e.unsigned_abs();
        return Some(match k {
            0..=127 => {
                let q = num >> k;
                let r = num & ((1u128 << k) - 1);
                q + u128::from(r >= 1u128 << (k - 1))
            }
            // num < 2^128, so num / 2^128 rounds up only from one half.
            128 => u128::from(num >= 1u128 << 127),
            // num / 2^k < 1/2.
            _ => 0,
        });
    }
    // Here s < 0: divide by 10^-s, and by 2^-e when e < 0.
    let mut den = *POW10.get(s.unsigned_abs() as usize)?;
    if e < 0 {
        den = shl_exact(den, e.unsigned_abs())?;
    }
    let q = num / den;
    let r = num % den;
    // Ties up: r >= den - r, written so that nothing overflows.
    Some(q + u128::from(r >= den - r))
}

/// The decimal digits of `n`, no leading zeros ("0" for zero).
fn push_u128(out: &mut String, n: u128) {
    let mut buf = [0u8; 40];
    let mut i = buf.len();
    // In 64 bits when it fits (nearly always): a division by ten there is a multiplication,
    // where a 128-bit one is a library call.
    if let Ok(mut n) = u64::try_from(n) {
        loop {
            i -= 1;
            buf[i] = b'0' + (n % 10) as u8;
            n /= 10;
            if n == 0 {
                break;
            }
        }
    } else {
        let mut n = n;
        while n > 0 {
            i -= 1;
            buf[i] = b'0' + (n % 10) as u8;
            n /= 10;
        }
    }
    out.extend(buf[i..].iter().map(|&b| b as char));
}

/// round(x × 10^s) from the exact decimal expansion of `x` (finite, not negative): every double
/// has at most 309 integer digits and 1,074 fraction digits, so `{:.1100}` prints it exactly,
/// and the first digit dropped decides the rounding (5 or more rounds up: ties up).
fn scaled_digits_exact(x: f64, s: i32) -> String {
    let exact = format!("{x:.1100}");
    let (int, frac) = exact.split_once('.').unwrap_or((&exact, ""));
    let all: Vec<u8> = int.bytes().chain(frac.bytes()).collect();
    // Where the decimal point of x × 10^s falls in `all`.
    let point = int.len() as i64 + i64::from(s);
    let keep = point.clamp(0, all.len() as i64) as usize;
    let mut digits: Vec<u8> = all[..keep].to_vec();
    digits.extend(std::iter::repeat_n(
        b'0',
        (point.max(0) as usize).saturating_sub(keep),
    ));
    let round_up = point >= 0 && all.get(point as usize).is_some_and(|&d| d >= b'5');
    if round_up {
        let mut i = digits.len();
        loop {
            if i == 0 {
                digits.insert(0, b'1');
                break;
            }
            i -= 1;
            if digits[i] == b'9' {
                digits[i] = b'0';
            } else {
                digits[i] += 1;
                break;
            }
        }
    }
    let first = digits
        .iter()
        .position(|&d| d != b'0')
        .unwrap_or(digits.len());
    if first == digits.len() {
        return "0".into();
    }
    digits[first..].iter().map(|&b| b as char).collect()
}

/// The digits of round(x × 10^s), ties up, for finite `x >= 0`: no leading zeros, "0" for zero.
pub fn scaled_digits(x: f64, s: i32) -> String {
    match round_scaled(x, s) {
        Some(n) => {
            let mut out = String::with_capacity(24);
            push_u128(&mut out, n);
            out
        }
        None => scaled_digits_exact(x, s),
    }
}

/// `x.toFixed(f)` for finite `x` with |x| < 10^21 and `f <= 100`: "-" for any x < 0 (as the
/// specification's step does, so `(-0.0001).toFixed(2)` is "-0.00"), never for -0.
pub fn fixed(x: f64, f: usize) -> String {
    let digits = scaled_digits(x.abs(), f as i32);
    let mut out = String::with_capacity(digits.len() + f + 3);
    if x < 0.0 {
        out.push('-');
    }
    if f == 0 {
        out.push_str(&digits);
    } else if digits.len() <= f {
        out.push_str("0.");
        out.extend(std::iter::repeat_n('0', f - digits.len()));
        out.push_str(&digits);
    } else {
        let (int, frac) = digits.split_at(digits.len() - f);
        out.push_str(int);
        out.push('.');
        out.push_str(frac);
    }
    out
}

/// The `f + 1` significant digits of finite `x > 0` rounded half up, and the decimal exponent
/// of the first: x ≈ d.ddd × 10^e.
fn significant(x: f64, f: usize) -> (String, i32) {
    let want = f + 1;
    // An estimate, off by at most one near powers of ten; the digit count corrects it.
    let mut e = x.log10().floor() as i32;
    let mut d = scaled_digits(x, f as i32 - e);
    if d.len() > want {
        e += 1;
        d = scaled_digits(x, f as i32 - e);
    } else if d.len() < want {
        e -= 1;
        d = scaled_digits(x, f as i32 - e);
    } else if d.starts_with('1') && d.bytes().skip(1).all(|b| b == b'0') {
        // 10^f: a carry at the right exponent, or an estimate one too high (x just below a
        // power of ten, 9.999999999999999e20, whose logarithm rounds to 21). One exponent
        // lower tells them apart: it needs one more digit only if the estimate was right.
        let lower = scaled_digits(x, f as i32 - e + 1);
        if lower.len() == want {
            e -= 1;
            d = lower;
        }
    }
    // Rounding up to the next power of ten ("9.96" to one fraction digit): "100" is "1.0e1".
    if d.len() > want {
        d.truncate(want);
        e += 1;
    }
    (d, e)
}

/// The shortest digits that read back as finite `x > 0` (as `String(x)` prints them), without
/// trailing zeros, and the decimal exponent of the first.
fn shortest(x: f64) -> (String, i32) {
    let s = number_to_string(x);
    let (mant, exp) = match s.split_once('e') {
        Some((m, e)) => (m, e.trim_start_matches('+').parse::<i32>().unwrap_or(0)),
        None => (s.as_str(), 0),
    };
    let (int, frac) = mant.split_once('.').unwrap_or((mant, ""));
    let (digits, e) = if int != "0" {
        (format!("{int}{frac}"), exp + int.len() as i32 - 1)
    } else {
        let zeros = frac.len() - frac.trim_start_matches('0').len();
        (frac[zeros..].to_string(), exp - zeros as i32 - 1)
    };
    let digits = digits.trim_end_matches('0');
    (if digits.is_empty() { "0" } else { digits }.to_string(), e)
}

/// "d.ddde+x": digits and a decimal exponent written as `toExponential` writes them.
fn push_exponential(out: &mut String, digits: &str, e: i32) {
    out.push_str(&digits[..1]);
    if digits.len() > 1 {
        out.push('.');
        out.push_str(&digits[1..]);
    }
    out.push('e');
    out.push(if e >= 0 { '+' } else { '-' });
    push_u128(out, u128::from(e.unsigned_abs()));
}

/// `x.toExponential(f)` for finite `x`, `f <= 100`; `None` for `f`: as many digits as `x`
/// needs to read back.
pub fn exponential(x: f64, f: Option<usize>) -> String {
    let mut out = String::new();
    if x < 0.0 {
        out.push('-');
    }
    let (digits, e) = if x == 0.0 {
        ("0".repeat(f.unwrap_or(0) + 1), 0)
    } else {
        match f {
            Some(f) => significant(x.abs(), f),
            None => shortest(x.abs()),
        }
    };
    push_exponential(&mut out, &digits, e);
    out
}

/// `x.toPrecision(p)` for finite `x`, `1 <= p <= 100`.
pub fn precision(x: f64, p: usize) -> String {
    let mut out = String::new();
    if x < 0.0 {
        out.push('-');
    }
    let (digits, e) = if x == 0.0 {
        ("0".repeat(p), 0)
    } else {
        significant(x.abs(), p - 1)
    };
    if e < -6 || e >= p as i32 {
        push_exponential(&mut out, &digits, e);
    } else if e >= 0 {
        let (int, frac) = digits.split_at(e as usize + 1);
        out.push_str(int);
        if !frac.is_empty() {
            out.push('.');
            out.push_str(frac);
        }
    } else {
        out.push_str("0.");
        out.extend(std::iter::repeat_n('0', (-e - 1) as usize));
        out.push_str(&digits);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The fast path and the exact expansion agree wherever the fast path answers.
    #[test]
    fn fast_path_matches_the_exact_expansion() {
        let mut state = 0x9E37_79B9_7F4A_7C15u64;
        let mut next = || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        };
        let mut checked = 0;
        for i in 0..20_000 {
            let x = match i % 4 {
                0 => f64::from_bits(next() >> 1),
                1 => (next() % 100_000) as f64 / [2.0, 8.0, 100.0, 1000.0, 7.0][i % 5],
                2 => (next() % 1000) as f64 + 0.5,
                _ => (next() % 1_000_000) as f64 * 1e-9,
            };
            if !x.is_finite() {
                continue;
            }
            for s in [-30, -5, -1, 0, 1, 2, 3, 7, 15, 20, 25, 38] {
                if let Some(n) = round_scaled(x, s) {
                    let mut fast = String::new();
                    push_u128(&mut fast, n);
                    assert_eq!(fast, scaled_digits_exact(x, s), "x = {x:e}, s = {s}");
                    checked += 1;
                }
            }
        }
        assert!(
            checked > 100_000,
            "the fast path answered only {checked} cases"
        );
    }

    #[test]
    fn ties_round_up() {
        assert_eq!(fixed(2.5, 0), "3");
        assert_eq!(fixed(0.125, 2), "0.13");
        assert_eq!(fixed(-2.5, 0), "-3");
        assert_eq!(exponential(2.5, Some(0)), "3e+0");
        assert_eq!(exponential(1.25, Some(1)), "1.3e+0");
        assert_eq!(precision(0.125, 2), "0.13");
        assert_eq!(precision(12.5, 2), "13");
    }

    #[test]
    fn carries_and_layouts() {
        assert_eq!(exponential(9.96, Some(1)), "1.0e+1");
        assert_eq!(precision(9.96, 2), "10");
        // log10 rounds up to 21 just below 1e21: the exponent is still 20.
        assert_eq!(
            exponential(9.999999999999999e20, Some(15)),
            "9.999999999999999e+20"
        );
        assert_eq!(
            exponential(9.999999999999999e20, Some(14)),
            "1.00000000000000e+21"
        );
        assert_eq!(precision(99.96, 3), "100");
        assert_eq!(precision(123456.0, 2), "1.2e+5");
        assert_eq!(precision(0.00000123, 2), "0.0000012");
        assert_eq!(precision(0.000000123, 2), "1.2e-7");
        assert_eq!(exponential(123456.0, None), "1.23456e+5");
        assert_eq!(exponential(0.0, Some(2)), "0.00e+0");
        assert_eq!(exponential(1e21, None), "1e+21");
        assert_eq!(exponential(5e-324, None), "5e-324");
        assert_eq!(fixed(0.0, 3), "0.000");
        assert_eq!(fixed(-0.0001, 2), "-0.00");
        assert_eq!(fixed(5e-324, 2), "0.00");
        assert_eq!(fixed(1e20, 2), "100000000000000000000.00");
    }
}

//! `Number.prototype.toString(radix)` for a radix other than 10: the digits V8 writes, so node
//! (the project's oracle) and codemode agree on every number.
//!
//! ECMA-262 leaves the digits of a non-decimal radix implementation-defined. V8's
//! `DoubleToRadixCString` writes fraction digits only while they still tell the number apart from
//! its neighbours (half the gap to the next double), rounding the last one half to even, and
//! writes an integer part beyond 2^53 with zeros for the digits a double cannot hold. This is
//! that algorithm.

/// The digit characters of radixes up to 36.
const DIGITS: &[u8; 36] = b"0123456789abcdefghijklmnopqrstuvwxyz";

/// The next double above finite `x >= 0`.
fn next_up(x: f64) -> f64 {
    f64::from_bits(x.to_bits() + 1)
}

/// The binary exponent of `x` as V8's `Double::Exponent` gives it: the power of two its
/// 53-bit integer significand is scaled by (positive once `x >= 2^53`).
fn exponent(x: f64) -> i32 {
    let biased = ((x.to_bits() >> 52) & 0x7ff) as i32;
    if biased == 0 {
        -1074
    } else {
        biased - 1075
    }
}

/// `x` written in `radix` (2–36, not 10) for finite `x`.
pub fn radix_string(x: f64, radix: u32) -> String {
    let r = radix as f64;
    let negative = x < 0.0;
    let value = x.abs();
    let mut integer = value.floor();
    let mut fraction = value - integer;
    // Fraction digits are written only down to the input's own precision.
    let mut delta = (0.5 * (next_up(value) - value)).max(next_up(0.0));
    let mut frac_digits: Vec<u8> = Vec::new();
    if fraction >= delta {
        loop {
            fraction *= r;
            delta *= r;
            let digit = fraction as usize;
            frac_digits.push(DIGITS[digit]);
            fraction -= digit as f64;
            // Round half to even; a carry runs back through the digits already written.
            if (fraction > 0.5 || (fraction == 0.5 && digit & 1 == 1)) && fraction + delta > 1.0 {
                loop {
                    match frac_digits.pop() {
                        None => {
                            integer += 1.0;
                            break;
                        }
                        Some(c) => {
                            let d = (c as char).to_digit(36).unwrap_or(0);
                            if d + 1 < radix {
                                frac_digits.push(DIGITS[d as usize + 1]);
                                break;
                            }
                        }
                    }
                }
                break;
            }
            if fraction < delta {
                break;
            }
        }
    }
    // Integer digits, least significant first; those below a double's precision are zeros.
    let mut int_digits: Vec<u8> = Vec::new();
    while exponent(integer / r) > 0 {
        integer /= r;
        int_digits.push(b'0');
    }
    loop {
        let remainder = integer % r;
        int_digits.push(DIGITS[remainder as usize]);
        integer = (integer - remainder) / r;
        if integer <= 0.0 {
            break;
        }
    }
    let mut out = String::with_capacity(int_digits.len() + frac_digits.len() + 2);
    if negative {
        out.push('-');
    }
    out.extend(int_digits.iter().rev().map(|&c| c as char));
    if !frac_digits.is_empty() {
        out.push('.');
        out.extend(frac_digits.iter().map(|&c| c as char));
    }
    out
}

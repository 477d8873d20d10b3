//! `Math.sumPrecise`: the exact sum of finite doubles, rounded once. Every finite double is an
//! integer multiple of 2^-1074 below 2^1024, so the sum is kept exactly as a signed integer in
//! units of 2^-1074 (about 2,100 bits plus headroom) and converted to the nearest double at the end.

use super::arg;
use crate::interp::Vm;
use crate::ops::JsResult;
use crate::value::Value;

/// 64-bit limbs: 2,098 bits of range and 2^57 values' worth of carry headroom.
const LIMBS: usize = 34;

/// A two's-complement fixed-point accumulator.
struct Exact([u64; LIMBS]);

impl Exact {
    /// Adds `m * 2^shift` (or subtracts it when `neg`).
    fn add(&mut self, m: u64, shift: u32, neg: bool) {
        let (word, bit) = ((shift / 64) as usize, shift % 64);
        let lo = m << bit;
        let hi = if bit == 0 { 0 } else { m >> (64 - bit) };
        let mut parts = [0u64; LIMBS];
        parts[word] = lo;
        if word + 1 < LIMBS {
            parts[word + 1] = hi;
        }
        if neg {
            // Two's complement of `parts`.
            let mut carry = 1u64;
            for p in parts.iter_mut() {
                let (v, c) = (!*p).overflowing_add(carry);
                *p = v;
                carry = c as u64;
            }
        }
        let mut carry = 0u64;
        for (a, p) in self.0.iter_mut().zip(parts) {
            let (v1, c1) = a.overflowing_add(p);
            let (v2, c2) = v1.overflowing_add(carry);
            *a = v2;
            carry = (c1 as u64) + (c2 as u64);
        }
    }

    fn negative(&self) -> bool {
        self.0[LIMBS - 1] >> 63 == 1
    }

    /// The nearest double (ties to even) to the magnitude; the sign is applied by the caller.
    fn to_f64(&self) -> f64 {
        let mut mag = self.0;
        if self.negative() {
            let mut carry = 1u64;
            for p in mag.iter_mut() {
                let (v, c) = (!*p).overflowing_add(carry);
                *p = v;
                carry = c as u64;
            }
        }
        let Some(top) = (0..LIMBS).rev().find(|&i| mag[i] != 0) else {
            return 0.0;
        };
        let high_bit = top as u32 * 64 + 63 - mag[top].leading_zeros();
        let bit = |i: u32| (mag[(i / 64) as usize] >> (i % 64)) & 1;
        // Units are 2^-1074; a double keeps 53 significant bits, fewer when subnormal.
        let keep_from = high_bit.saturating_sub(52);
        let mut m: u64 = 0;
        for i in (keep_from..=high_bit).rev() {
            m = (m << 1) | bit(i);
        }
        if keep_from > 0 {
            let half = bit(keep_from - 1);
            let sticky = (0..keep_from - 1).any(|i| bit(i) == 1);
            if half == 1 && (sticky || m & 1 == 1) {
                m += 1;
            }
        }
        // m * 2^(keep_from - 1074), computed in two exact steps.
        let e = keep_from as i32 - 1074;
        (m as f64) * 2f64.powi(e.max(-1022)) * 2f64.powi((e - e.max(-1022)).min(0))
    }
}

/// `Math.sumPrecise(iterable)`.
pub fn sum_precise(vm: &mut Vm, _this: Value, args: &[Value]) -> JsResult<Value> {
    let src = arg(args, 0);
    if src.is_nullish() || matches!(src, Value::Number(_) | Value::Bool(_)) {
        return Err(vm.type_error("Math.sumPrecise requires an iterable of numbers"));
    }
    let items = vm.collect_iterable(src)?;
    vm.charge(items.len() as u64)?;
    let mut acc = Exact([0; LIMBS]);
    let (mut pos_inf, mut neg_inf, mut nan, mut all_neg_zero) = (false, false, false, true);
    for v in items {
        let Value::Number(x) = v else {
            return Err(vm.type_error("Math.sumPrecise: every value must be a number"));
        };
        if x.is_nan() {
            nan = true;
        } else if x == f64::INFINITY {
            pos_inf = true;
        } else if x == f64::NEG_INFINITY {
            neg_inf = true;
        } else {
            if !(x == 0.0 && x.is_sign_negative()) {
                all_neg_zero = false;
            }
            if x != 0.0 {
                let bits = x.to_bits();
                let exp = ((bits >> 52) & 0x7ff) as u32;
                let frac = bits & ((1u64 << 52) - 1);
                let (m, shift) = if exp == 0 {
                    (frac, 0)
                } else {
                    (frac | (1u64 << 52), exp - 1)
                };
                acc.add(m, shift, x < 0.0);
            }
        }
    }
    let r = if nan || (pos_inf && neg_inf) {
        f64::NAN
    } else if pos_inf {
        f64::INFINITY
    } else if neg_inf {
        f64::NEG_INFINITY
    } else if all_neg_zero {
        -0.0
    } else {
        let neg = acc.negative();
        let m = acc.to_f64();
        if neg {
            -m
        } else {
            m
        }
    };
    Ok(Value::Number(r))
}

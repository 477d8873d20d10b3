//! The `Math` object.

use super::arg;
use crate::interp::Vm;
use crate::ops::JsResult;
use crate::value::Value;

macro_rules! unary {
    ($($name:ident => $f:expr;)*) => {$(
        #[doc = concat!("`Math.", stringify!($name), "`.")]
        pub fn $name(vm: &mut Vm, _this: Value, args: &[Value]) -> JsResult<Value> {
            let x = vm.to_number(arg(args, 0))?;
            let f: fn(f64) -> f64 = $f;
            Ok(Value::Number(f(x)))
        }
    )*};
}

unary! {
    abs => f64::abs;
    floor => f64::floor;
    ceil => f64::ceil;
    trunc => f64::trunc;
    sqrt => f64::sqrt;
    cbrt => f64::cbrt;
    exp => f64::exp;
    expm1 => f64::exp_m1;
    log => f64::ln;
    log2 => f64::log2;
    log10 => f64::log10;
    log1p => f64::ln_1p;
    sin => f64::sin;
    cos => f64::cos;
    tan => f64::tan;
    asin => f64::asin;
    acos => f64::acos;
    atan => f64::atan;
    sinh => f64::sinh;
    cosh => f64::cosh;
    tanh => f64::tanh;
    asinh => f64::asinh;
    acosh => f64::acosh;
    atanh => f64::atanh;
    fround => |x| x as f32 as f64;
    sign => |x: f64| if x.is_nan() || x == 0.0 { x } else { x.signum() };
    round => |x: f64| if !x.is_finite() || x == 0.0 { x } else if x > 0.0 && x < 0.5 { 0.0 } else if (-0.5..0.0).contains(&x) { -0.0 } else { (x + 0.5).floor() };
    clz32 => |x| crate::value::to_uint32(x).leading_zeros() as f64;
}

/// `Math.pow`.
pub fn pow(vm: &mut Vm, _this: Value, args: &[Value]) -> JsResult<Value> {
    let x = vm.to_number(arg(args, 0))?;
    let y = vm.to_number(arg(args, 1))?;
    Ok(Value::Number(crate::ops::js_pow(x, y)))
}

/// `Math.atan2`.
pub fn atan2(vm: &mut Vm, _this: Value, args: &[Value]) -> JsResult<Value> {
    let y = vm.to_number(arg(args, 0))?;
    let x = vm.to_number(arg(args, 1))?;
    Ok(Value::Number(y.atan2(x)))
}

/// `Math.imul`.
pub fn imul(vm: &mut Vm, _this: Value, args: &[Value]) -> JsResult<Value> {
    let a = crate::value::to_int32(vm.to_number(arg(args, 0))?);
    let b = crate::value::to_int32(vm.to_number(arg(args, 1))?);
    Ok(Value::Number(a.wrapping_mul(b) as f64))
}

/// `Math.max`.
pub fn max(vm: &mut Vm, _this: Value, args: &[Value]) -> JsResult<Value> {
    let mut r = f64::NEG_INFINITY;
    let mut nan = false;
    for a in args {
        let x = vm.to_number(*a)?;
        if x.is_nan() {
            nan = true;
        } else if x > r || (x == 0.0 && r == 0.0 && !x.is_sign_negative()) {
            r = x;
        }
    }
    Ok(Value::Number(if nan { f64::NAN } else { r }))
}

/// `Math.min`.
pub fn min(vm: &mut Vm, _this: Value, args: &[Value]) -> JsResult<Value> {
    let mut r = f64::INFINITY;
    let mut nan = false;
    for a in args {
        let x = vm.to_number(*a)?;
        if x.is_nan() {
            nan = true;
        } else if x < r || (x == 0.0 && r == 0.0 && x.is_sign_negative()) {
            r = x;
        }
    }
    Ok(Value::Number(if nan { f64::NAN } else { r }))
}

/// `Math.hypot`.
pub fn hypot(vm: &mut Vm, _this: Value, args: &[Value]) -> JsResult<Value> {
    let mut xs = Vec::with_capacity(args.len());
    for a in args {
        xs.push(vm.to_number(*a)?);
    }
    if xs.iter().any(|x| x.is_infinite()) {
        return Ok(Value::Number(f64::INFINITY));
    }
    if xs.iter().any(|x| x.is_nan()) {
        return Ok(Value::Number(f64::NAN));
    }
    let m = xs.iter().fold(0f64, |m, x| m.max(x.abs()));
    if m == 0.0 {
        return Ok(Value::Number(0.0));
    }
    let s: f64 = xs.iter().map(|x| (x / m) * (x / m)).sum();
    Ok(Value::Number(m * s.sqrt()))
}

/// `Math.random` (xorshift64*, seeded per execution).
pub fn random(vm: &mut Vm, _this: Value, _args: &[Value]) -> JsResult<Value> {
    let mut x = vm.rng_state;
    x ^= x >> 12;
    x ^= x << 25;
    x ^= x >> 27;
    vm.rng_state = x;
    let r = x.wrapping_mul(0x2545_F491_4F6C_DD1D) >> 11;
    Ok(Value::Number(r as f64 / (1u64 << 53) as f64))
}

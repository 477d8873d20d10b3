//! Number and Boolean builtins, and the global numeric functions.

use super::arg;
use crate::interp::Vm;
use crate::object::{ObjKind, Object};
use crate::ops::JsResult;
use crate::value::{is_ws_unit, number_to_string, Value};

fn this_number(vm: &mut Vm, this: Value, method: &str) -> JsResult<f64> {
    match this {
        Value::Number(n) => Ok(n),
        Value::Obj(o) => match vm.heap.obj(o).kind {
            ObjKind::Boxed(Value::Number(n)) => Ok(n),
            _ => Err(vm.type_error(&format!(
                "Number.prototype.{method} requires that 'this' be a Number"
            ))),
        },
        _ => Err(vm.type_error(&format!(
            "Number.prototype.{method} requires that 'this' be a Number"
        ))),
    }
}

/// `Number(v)`.
pub fn ctor(vm: &mut Vm, _this: Value, args: &[Value]) -> JsResult<Value> {
    let n = if args.is_empty() {
        0.0
    } else {
        vm.to_number(args[0])?
    };
    if vm.new_target {
        let p = vm.protos.number;
        return Ok(Value::Obj(vm.heap.alloc_obj(Object::new(
            ObjKind::Boxed(Value::Number(n)),
            Some(p),
        ))));
    }
    Ok(Value::Number(n))
}

/// `Boolean(v)`.
pub fn boolean_ctor(vm: &mut Vm, _this: Value, args: &[Value]) -> JsResult<Value> {
    let b = vm.truthy(arg(args, 0));
    if vm.new_target {
        let p = vm.protos.boolean;
        return Ok(Value::Obj(
            vm.heap
                .alloc_obj(Object::new(ObjKind::Boxed(Value::Bool(b)), Some(p))),
        ));
    }
    Ok(Value::Bool(b))
}

/// `Boolean.prototype.toString`.
pub fn boolean_to_string(vm: &mut Vm, this: Value, _args: &[Value]) -> JsResult<Value> {
    let b = match this {
        Value::Bool(b) => b,
        Value::Obj(o) => matches!(vm.heap.obj(o).kind, ObjKind::Boxed(Value::Bool(true))),
        _ => {
            return Err(
                vm.type_error("Boolean.prototype.toString requires that 'this' be a Boolean")
            )
        }
    };
    Ok(vm.str_value(if b { "true" } else { "false" }))
}

/// `valueOf` for Number and Boolean.
pub fn value_of(vm: &mut Vm, this: Value, _args: &[Value]) -> JsResult<Value> {
    match this {
        Value::Obj(o) => match vm.heap.obj(o).kind {
            ObjKind::Boxed(v) => Ok(v),
            _ => Err(vm.type_error("valueOf called on an incompatible receiver")),
        },
        v => Ok(v),
    }
}

/// `Number.isInteger`.
pub fn is_integer(_vm: &mut Vm, _this: Value, args: &[Value]) -> JsResult<Value> {
    Ok(Value::Bool(
        matches!(arg(args, 0), Value::Number(n) if n.is_finite() && n.fract() == 0.0),
    ))
}

/// `Number.isSafeInteger`.
pub fn is_safe_integer(_vm: &mut Vm, _this: Value, args: &[Value]) -> JsResult<Value> {
    Ok(Value::Bool(
        matches!(arg(args, 0), Value::Number(n) if n.is_finite() && n.fract() == 0.0 && n.abs() <= 9007199254740991.0),
    ))
}

/// `Number.isFinite`.
pub fn number_is_finite(_vm: &mut Vm, _this: Value, args: &[Value]) -> JsResult<Value> {
    Ok(Value::Bool(
        matches!(arg(args, 0), Value::Number(n) if n.is_finite()),
    ))
}

/// `Number.isNaN`.
pub fn number_is_nan(_vm: &mut Vm, _this: Value, args: &[Value]) -> JsResult<Value> {
    Ok(Value::Bool(
        matches!(arg(args, 0), Value::Number(n) if n.is_nan()),
    ))
}

/// Global `isNaN`.
pub fn global_is_nan(vm: &mut Vm, _this: Value, args: &[Value]) -> JsResult<Value> {
    Ok(Value::Bool(vm.to_number(arg(args, 0))?.is_nan()))
}

/// Global `isFinite`.
pub fn global_is_finite(vm: &mut Vm, _this: Value, args: &[Value]) -> JsResult<Value> {
    Ok(Value::Bool(vm.to_number(arg(args, 0))?.is_finite()))
}

/// `parseFloat`: a string argument is read in place, not copied.
pub fn parse_float(vm: &mut Vm, _this: Value, args: &[Value]) -> JsResult<Value> {
    let x = match arg(args, 0) {
        Value::Str(s) => parse_float_units(vm.heap.str(s)),
        v => parse_float_units(&vm.to_units(v)?),
    };
    Ok(Value::Number(x))
}

/// The longest prefix of `u` (after white space) that is a decimal literal, as a number.
fn parse_float_units(u: &[u16]) -> f64 {
    let start = u.iter().position(|c| !is_ws_unit(*c)).unwrap_or(u.len());
    let u = &u[start..];
    let (sign, body) = match u.first() {
        Some(&c) if c == u16::from(b'-') => (-1.0, &u[1..]),
        Some(&c) if c == u16::from(b'+') => (1.0, &u[1..]),
        _ => (1.0, u),
    };
    let is = |i: usize, b: u8| body.get(i) == Some(&u16::from(b));
    let digit = |i: usize| body.get(i).is_some_and(|&c| (0x30..=0x39).contains(&c));
    if body.len() >= 8
        && body[..8]
            .iter()
            .copied()
            .eq("Infinity".bytes().map(u16::from))
    {
        return sign * f64::INFINITY;
    }
    // digits [. digits] [e [sign] digits], with a digit on at least one side of the point.
    let mut i = 0;
    while digit(i) {
        i += 1;
    }
    let int_digits = i;
    if is(i, b'.') {
        i += 1;
        while digit(i) {
            i += 1;
        }
    }
    if i == 0 || (int_digits == 0 && i == 1) {
        return f64::NAN;
    }
    let mut end = i;
    if is(i, b'e') || is(i, b'E') {
        let mut j = i + 1;
        if is(j, b'+') || is(j, b'-') {
            j += 1;
        }
        let ds = j;
        while digit(j) {
            j += 1;
        }
        if j > ds {
            end = j;
        }
    }
    // Every unit of the prefix is ASCII.
    let x = crate::value::with_ascii(&body[..end], |t| t.parse::<f64>().ok())
        .flatten()
        .unwrap_or(f64::NAN);
    sign * x
}

/// `parseInt`: a string argument is read in place, not copied.
pub fn parse_int(vm: &mut Vm, _this: Value, args: &[Value]) -> JsResult<Value> {
    // The specification converts the string first, then the radix.
    let owned = match arg(args, 0) {
        Value::Str(_) => None,
        v => Some(vm.to_units(v)?),
    };
    let radix = match arg(args, 1) {
        Value::Undefined => 0,
        r => crate::value::to_int32(vm.to_number(r)?),
    };
    let x = match (&owned, arg(args, 0)) {
        (Some(u), _) => parse_int_units(u, radix),
        (None, Value::Str(s)) => parse_int_units(vm.heap.str(s), radix),
        (None, _) => f64::NAN,
    };
    Ok(Value::Number(x))
}

/// `parseInt` of string units in `radix` (0: 10, or 16 after a `0x` prefix).
fn parse_int_units(u: &[u16], mut radix: i32) -> f64 {
    let mut i = u.iter().position(|c| !is_ws_unit(*c)).unwrap_or(u.len());
    let mut sign = 1.0;
    if i < u.len() && (u[i] == b'-' as u16 || u[i] == b'+' as u16) {
        if u[i] == b'-' as u16 {
            sign = -1.0;
        }
        i += 1;
    }
    let mut strip_prefix = true;
    if radix != 0 {
        if !(2..=36).contains(&radix) {
            return f64::NAN;
        }
        if radix != 16 {
            strip_prefix = false;
        }
    } else {
        radix = 10;
    }
    if strip_prefix
        && i + 1 < u.len()
        && u[i] == b'0' as u16
        && (u[i + 1] == b'x' as u16 || u[i + 1] == b'X' as u16)
    {
        i += 2;
        radix = 16;
    }
    let start = i;
    let mut v = 0f64;
    while i < u.len() {
        let d = match char::from_u32(u[i] as u32).and_then(|c| c.to_digit(radix as u32)) {
            Some(d) => d,
            None => break,
        };
        v = v * radix as f64 + d as f64;
        i += 1;
    }
    if i == start {
        return f64::NAN;
    }
    // Past 2^53 the running value rounds at every digit; decimal digits are read again in
    // one correctly rounded step, as the specification's mathematical value asks.
    if radix == 10 && v >= 9007199254740992.0 {
        let digits: String = u[start..i].iter().map(|&c| c as u8 as char).collect();
        v = digits.parse::<f64>().unwrap_or(v);
    }
    sign * v
}

/// `toFixed`.
pub fn to_fixed(vm: &mut Vm, this: Value, args: &[Value]) -> JsResult<Value> {
    let x = this_number(vm, this, "toFixed")?;
    let f = vm.to_number(arg(args, 0))?;
    let f = if f.is_nan() { 0.0 } else { f.trunc() };
    if !(0.0..=100.0).contains(&f) {
        return Err(vm.range_error("toFixed() digits argument must be between 0 and 100"));
    }
    if !x.is_finite() || x.abs() >= 1e21 {
        return Ok(vm.str_value(&number_to_string(x)));
    }
    Ok(vm.str_value(&super::number_format::fixed(x, f as usize)))
}

/// `toString(radix)`.
pub fn to_string(vm: &mut Vm, this: Value, args: &[Value]) -> JsResult<Value> {
    let x = this_number(vm, this, "toString")?;
    let radix = match arg(args, 0) {
        Value::Undefined => 10.0,
        v => vm.to_number(v)?.trunc(),
    };
    if !(2.0..=36.0).contains(&radix) {
        return Err(vm.range_error("toString() radix must be between 2 and 36"));
    }
    let radix = radix as u32;
    if radix == 10 || !x.is_finite() {
        return Ok(vm.str_value(&number_to_string(x)));
    }
    Ok(vm.str_value(&super::number_radix::radix_string(x, radix)))
}

/// `toPrecision`: the precision is read before a non-finite number returns its text, as the
/// specification orders the steps.
pub fn to_precision(vm: &mut Vm, this: Value, args: &[Value]) -> JsResult<Value> {
    let x = this_number(vm, this, "toPrecision")?;
    if arg(args, 0).is_undefined() {
        return Ok(vm.str_value(&number_to_string(x)));
    }
    let p = vm.to_number(arg(args, 0))?;
    let p = if p.is_nan() { 0.0 } else { p.trunc() };
    if !x.is_finite() {
        return Ok(vm.str_value(&number_to_string(x)));
    }
    if !(1.0..=100.0).contains(&p) {
        return Err(vm.range_error("toPrecision() argument must be between 1 and 100"));
    }
    Ok(vm.str_value(&super::number_format::precision(x, p as usize)))
}

/// `toExponential`: the digit count is read before a non-finite number returns its text.
pub fn to_exponential(vm: &mut Vm, this: Value, args: &[Value]) -> JsResult<Value> {
    let x = this_number(vm, this, "toExponential")?;
    let f = match arg(args, 0) {
        Value::Undefined => None,
        v => {
            let f = vm.to_number(v)?;
            Some(if f.is_nan() { 0.0 } else { f.trunc() })
        }
    };
    if !x.is_finite() {
        return Ok(vm.str_value(&number_to_string(x)));
    }
    if f.is_some_and(|f| !(0.0..=100.0).contains(&f)) {
        return Err(vm.range_error("toExponential() argument must be between 0 and 100"));
    }
    let f = f.map(|f| f as usize);
    Ok(vm.str_value(&super::number_format::exponential(x, f)))
}

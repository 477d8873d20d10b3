//! Date: the time value, `Date.now`, ISO formatting. (The full Date API is its own issue.)

use super::arg;
use crate::interp::Vm;
use crate::object::{ObjKind, Object};
use crate::ops::JsResult;
use crate::value::Value;

/// Days from civil date (Howard Hinnant's algorithm).
pub fn days_from_civil(y: i64, m: i64, d: i64) -> i64 {
    let y = if m <= 2 { y - 1 } else { y };
    let era = if y >= 0 { y } else { y - 399 } / 400;
    let yoe = y - era * 400;
    let mp = (m + 9) % 12;
    let doy = (153 * mp + 2) / 5 + d - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    era * 146097 + doe - 719468
}

/// Civil date from days since the epoch.
pub fn civil_from_days(z: i64) -> (i64, i64, i64) {
    let z = z + 719468;
    let era = if z >= 0 { z } else { z - 146096 } / 146097;
    let doe = z - era * 146097;
    let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    let y = yoe + era * 400;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    (if m <= 2 { y + 1 } else { y }, m, d)
}

/// ISO 8601 form of a time value, or "Invalid Date".
pub fn to_iso_or_invalid(t: f64) -> String {
    if !t.is_finite() || t.abs() > 8.64e15 {
        return "Invalid Date".into();
    }
    let ms = t as i64;
    let days = ms.div_euclid(86_400_000);
    let rem = ms.rem_euclid(86_400_000);
    let (y, m, d) = civil_from_days(days);
    let (h, mi, s, msr) = (
        rem / 3_600_000,
        rem / 60_000 % 60,
        rem / 1000 % 60,
        rem % 1000,
    );
    let year = if (0..=9999).contains(&y) {
        format!("{y:04}")
    } else if y < 0 {
        format!("-{:06}", -y)
    } else {
        format!("+{y:06}")
    };
    format!("{year}-{m:02}-{d:02}T{h:02}:{mi:02}:{s:02}.{msr:03}Z")
}

fn now_ms() -> f64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_millis() as f64)
        .unwrap_or(0.0)
}

/// `new Date(...)` / `Date()`.
pub fn ctor(vm: &mut Vm, _this: Value, args: &[Value]) -> JsResult<Value> {
    let t = if args.is_empty() {
        now_ms()
    } else if args.len() == 1 {
        match args[0] {
            Value::Number(n) => n,
            Value::Obj(o) => match vm.heap.obj(o).kind {
                ObjKind::Date(t) => t,
                _ => vm.to_number(args[0])?,
            },
            v => {
                let s = vm.to_rust_string(v)?;
                parse_iso(&s).unwrap_or(f64::NAN)
            }
        }
    } else {
        let mut f = [0f64, 0.0, 1.0, 0.0, 0.0, 0.0, 0.0];
        for (i, a) in args.iter().take(7).enumerate() {
            f[i] = vm.to_number(*a)?;
        }
        if f.iter().any(|x| !x.is_finite()) {
            f64::NAN
        } else {
            let y = f[0].trunc() as i64;
            let y = if (0..=99).contains(&y) { 1900 + y } else { y };
            let m = f[1].trunc() as i64;
            let (y, m) = (y + m.div_euclid(12), m.rem_euclid(12));
            let days = days_from_civil(y, m + 1, 1) as f64 + f[2].trunc() - 1.0;
            days * 86_400_000.0
                + f[3].trunc() * 3_600_000.0
                + f[4].trunc() * 60_000.0
                + f[5].trunc() * 1000.0
                + f[6].trunc()
        }
    };
    if !vm.new_target {
        return Ok(vm.str_value(&to_iso_or_invalid(now_ms())));
    }
    let t = if t.abs() > 8.64e15 {
        f64::NAN
    } else {
        t.trunc()
    };
    let p = vm.protos.date;
    Ok(Value::Obj(
        vm.heap.alloc_obj(Object::new(ObjKind::Date(t), Some(p))),
    ))
}

/// Parses the ISO forms `YYYY-MM-DD` and `YYYY-MM-DDTHH:MM[:SS[.mmm]][Z|±HH:MM]`.
pub fn parse_iso(s: &str) -> Option<f64> {
    let b = s.trim().as_bytes();
    let num = |r: std::ops::Range<usize>| -> Option<i64> {
        let t = std::str::from_utf8(b.get(r)?).ok()?;
        if t.bytes().all(|c| c.is_ascii_digit()) {
            t.parse().ok()
        } else {
            None
        }
    };
    let y = num(0..4)?;
    let (mut mo, mut d) = (1, 1);
    let mut i = 4;
    if b.get(i) == Some(&b'-') {
        mo = num(i + 1..i + 3)?;
        i += 3;
        if b.get(i) == Some(&b'-') {
            d = num(i + 1..i + 3)?;
            i += 3;
        }
    }
    let (mut h, mut mi, mut sec, mut ms) = (0, 0, 0, 0);
    let mut offset = 0i64;
    if matches!(b.get(i), Some(b'T') | Some(b' ')) {
        h = num(i + 1..i + 3)?;
        if b.get(i + 3) != Some(&b':') {
            return None;
        }
        mi = num(i + 4..i + 6)?;
        i += 6;
        if b.get(i) == Some(&b':') {
            sec = num(i + 1..i + 3)?;
            i += 3;
            if b.get(i) == Some(&b'.') {
                let start = i + 1;
                let mut j = start;
                while j < b.len() && b[j].is_ascii_digit() {
                    j += 1;
                }
                let frac = std::str::from_utf8(&b[start..j]).ok()?;
                ms = format!("{frac:0<3}")[..3].parse().ok()?;
                i = j;
            }
        }
        match b.get(i) {
            Some(b'Z') => i += 1,
            Some(c @ (b'+' | b'-')) => {
                let sign = if *c == b'-' { -1 } else { 1 };
                let oh = num(i + 1..i + 3)?;
                let om = num(i + 4..i + 6)?;
                offset = sign * (oh * 60 + om);
                i += 6;
            }
            _ => {}
        }
    }
    if i != b.len()
        || !(1..=12).contains(&mo)
        || !(1..=31).contains(&d)
        || h > 24
        || mi > 59
        || sec > 59
    {
        return None;
    }
    let days = days_from_civil(y, mo, d);
    Some(
        (days * 86_400_000 + h * 3_600_000 + mi * 60_000 + sec * 1000 + ms - offset * 60_000)
            as f64,
    )
}

/// `Date.now`.
pub fn now(_vm: &mut Vm, _this: Value, _args: &[Value]) -> JsResult<Value> {
    Ok(Value::Number(now_ms()))
}

fn this_time(vm: &mut Vm, this: Value) -> JsResult<f64> {
    match this {
        Value::Obj(o) => match vm.heap.obj(o).kind {
            ObjKind::Date(t) => Ok(t),
            _ => Err(vm.type_error("this is not a Date object.")),
        },
        _ => Err(vm.type_error("this is not a Date object.")),
    }
}

/// `getTime` / `valueOf`.
pub fn get_time(vm: &mut Vm, this: Value, _args: &[Value]) -> JsResult<Value> {
    Ok(Value::Number(this_time(vm, this)?))
}

/// `toISOString` / `toJSON` / `toString` (ISO, deterministic across hosts).
pub fn to_iso_string(vm: &mut Vm, this: Value, _args: &[Value]) -> JsResult<Value> {
    let t = this_time(vm, this)?;
    if t.is_nan() && vm.current_native_name() == "Date.prototype.toISOString" {
        return Err(vm.range_error("Invalid time value"));
    }
    if t.is_nan() && vm.current_native_name() == "Date.prototype.toJSON" {
        return Ok(Value::Null);
    }
    let _ = arg(&[], 0);
    Ok(vm.str_value(&to_iso_or_invalid(t)))
}

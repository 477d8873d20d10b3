//! Date: the constructor forms, `Date.now/parse/UTC`, local and UTC getters and setters, and
//! the string forms. The local time zone is UTC unless the host sets an offset
//! (`Vm::tz_offset_minutes`), so output is deterministic; `toString` is the ISO form (a
//! documented difference from JavaScript).

use super::arg;
use super::date_time::{self as dt, LocaleParts};
use crate::interp::Vm;
use crate::object::{ObjKind, Object};
use crate::ops::JsResult;
use crate::value::Value;

pub use dt::{civil_from_days, days_from_civil, to_iso_or_invalid};

fn now_ms() -> f64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_millis() as f64)
        .unwrap_or(0.0)
}

impl Vm {
    fn tz_ms(&self) -> f64 {
        self.tz_offset_minutes as f64 * 60_000.0
    }
    /// LocalTime(t).
    fn local(&self, t: f64) -> f64 {
        t + self.tz_ms()
    }
    /// UTC(t) for a local time value.
    fn utc(&self, t: f64) -> f64 {
        t - self.tz_ms()
    }
}

fn new_date(vm: &mut Vm, t: f64) -> Value {
    let p = vm.protos.date;
    Value::Obj(
        vm.heap
            .alloc_obj(Object::new(ObjKind::Date(dt::time_clip(t)), Some(p))),
    )
}

/// `new Date(...)` / `Date()`.
pub fn ctor(vm: &mut Vm, _this: Value, args: &[Value]) -> JsResult<Value> {
    if !vm.new_target {
        // Called as a function: the current time as a string, arguments ignored.
        return Ok(vm.str_value(&to_iso_or_invalid(now_ms())));
    }
    let t = match args.len() {
        0 => now_ms(),
        1 => match args[0] {
            Value::Obj(o) if matches!(vm.heap.obj(o).kind, ObjKind::Date(_)) => {
                match vm.heap.obj(o).kind {
                    ObjKind::Date(t) => t,
                    _ => f64::NAN,
                }
            }
            v => match vm.to_primitive(v, false)? {
                Value::Str(s) => parse_units(vm, s),
                p => vm.to_number(p)?,
            },
        },
        _ => {
            let f = utc_fields_from_args(vm, args)?;
            vm.utc(dt::from_fields(&f))
        }
    };
    Ok(new_date(vm, t))
}

/// Fields from `(year, month[, date, h, m, s, ms])`, two-digit years meaning 19xx.
fn utc_fields_from_args(vm: &mut Vm, args: &[Value]) -> JsResult<[f64; 7]> {
    let mut f = [f64::NAN, 0.0, 1.0, 0.0, 0.0, 0.0, 0.0];
    for (i, a) in args.iter().take(7).enumerate() {
        f[i] = vm.to_number(*a)?;
    }
    if f[0].is_finite() {
        let y = f[0].trunc();
        if (0.0..=99.0).contains(&y) {
            f[0] = 1900.0 + y;
        }
    }
    Ok(f)
}

/// `Date.now`.
pub fn now(_vm: &mut Vm, _this: Value, _args: &[Value]) -> JsResult<Value> {
    Ok(Value::Number(now_ms()))
}

/// `Date.parse`.
pub fn parse(vm: &mut Vm, _this: Value, args: &[Value]) -> JsResult<Value> {
    if let Value::Str(s) = arg(args, 0) {
        return Ok(Value::Number(parse_units(vm, s)));
    }
    let s = vm.to_rust_string(arg(args, 0))?;
    Ok(Value::Number(dt::parse(&s, vm.tz_offset_minutes)))
}

/// The time value a date string names (NaN if none). An ASCII string, every date text a tool
/// returns, is read without a new `String`.
fn parse_units(vm: &Vm, s: crate::heap::StrRef) -> f64 {
    let u = vm.heap.str(s);
    if let Some(t) = crate::value::with_ascii(u, |text| dt::parse(text, vm.tz_offset_minutes)) {
        return t;
    }
    dt::parse(&String::from_utf16_lossy(u), vm.tz_offset_minutes)
}

/// `Date.UTC`.
pub fn utc(vm: &mut Vm, _this: Value, args: &[Value]) -> JsResult<Value> {
    let f = utc_fields_from_args(vm, args)?;
    Ok(Value::Number(dt::time_clip(dt::from_fields(&f))))
}

fn this_date(vm: &mut Vm, this: Value) -> JsResult<(crate::heap::ObjRef, f64)> {
    if let Value::Obj(o) = this {
        if let ObjKind::Date(t) = vm.heap.obj(o).kind {
            return Ok((o, t));
        }
    }
    Err(vm.type_error("this is not a Date object."))
}

fn this_time(vm: &mut Vm, this: Value) -> JsResult<f64> {
    Ok(this_date(vm, this)?.1)
}

/// `getTime` / `valueOf`.
pub fn get_time(vm: &mut Vm, this: Value, _args: &[Value]) -> JsResult<Value> {
    Ok(Value::Number(this_time(vm, this)?))
}

/// `getTimezoneOffset` (minutes, positive west of UTC).
pub fn get_timezone_offset(vm: &mut Vm, this: Value, _args: &[Value]) -> JsResult<Value> {
    let t = this_time(vm, this)?;
    Ok(Value::Number(if t.is_nan() {
        f64::NAN
    } else {
        -(vm.tz_offset_minutes as f64)
    }))
}

macro_rules! getters {
    ($($name:ident, $local:expr, $field:ident;)*) => {$(
        #[doc = concat!("`", stringify!($name), "`.")]
        pub fn $name(vm: &mut Vm, this: Value, _args: &[Value]) -> JsResult<Value> {
            let t = this_time(vm, this)?;
            if t.is_nan() {
                return Ok(Value::Number(f64::NAN));
            }
            let t = if $local { vm.local(t) } else { t };
            Ok(Value::Number(dt::fields(t).$field))
        }
    )*};
}

getters! {
    get_full_year, true, year;
    get_month, true, month;
    get_date, true, date;
    get_day, true, weekday;
    get_hours, true, hours;
    get_minutes, true, minutes;
    get_seconds, true, seconds;
    get_milliseconds, true, ms;
    get_utc_full_year, false, year;
    get_utc_month, false, month;
    get_utc_date, false, date;
    get_utc_day, false, weekday;
    get_utc_hours, false, hours;
    get_utc_minutes, false, minutes;
    get_utc_seconds, false, seconds;
    get_utc_milliseconds, false, ms;
}

/// `getYear` (legacy: the year minus 1900).
pub fn get_year(vm: &mut Vm, this: Value, args: &[Value]) -> JsResult<Value> {
    match get_full_year(vm, this, args)? {
        Value::Number(y) => Ok(Value::Number(y - 1900.0)),
        v => Ok(v),
    }
}

/// The shared setter: replaces up to `max` fields from index `first` (year, month, date, h, m,
/// s, ms) with the arguments, recomposes and clips. `from_nan_year` is setFullYear's rule that
/// an invalid date counts as +0.
fn set_fields(
    vm: &mut Vm,
    this: Value,
    args: &[Value],
    first: usize,
    max: usize,
    local: bool,
    from_nan_year: bool,
) -> JsResult<Value> {
    let (o, t) = this_date(vm, this)?;
    let mut vals = Vec::with_capacity(max);
    for i in 0..max.min(args.len().max(1)) {
        vals.push(vm.to_number(arg(args, i))?);
    }
    let base = if t.is_nan() {
        if !from_nan_year {
            return Ok(Value::Number(f64::NAN));
        }
        0.0
    } else if local {
        vm.local(t)
    } else {
        t
    };
    let mut f = dt::fields(base).as_array();
    for (i, v) in vals.into_iter().enumerate() {
        f[first + i] = v;
    }
    let mut nt = dt::from_fields(&f);
    if local {
        nt = vm.utc(nt);
    }
    let nt = dt::time_clip(nt);
    if let ObjKind::Date(d) = &mut vm.heap.obj_mut(o).kind {
        *d = nt;
    }
    Ok(Value::Number(nt))
}

macro_rules! setters {
    ($($name:ident, $first:expr, $max:expr, $local:expr, $nan_year:expr;)*) => {$(
        #[doc = concat!("`", stringify!($name), "`.")]
        pub fn $name(vm: &mut Vm, this: Value, args: &[Value]) -> JsResult<Value> {
            set_fields(vm, this, args, $first, $max, $local, $nan_year)
        }
    )*};
}

setters! {
    set_full_year, 0, 3, true, true;
    set_month, 1, 2, true, false;
    set_date, 2, 1, true, false;
    set_hours, 3, 4, true, false;
    set_minutes, 4, 3, true, false;
    set_seconds, 5, 2, true, false;
    set_milliseconds, 6, 1, true, false;
    set_utc_full_year, 0, 3, false, true;
    set_utc_month, 1, 2, false, false;
    set_utc_date, 2, 1, false, false;
    set_utc_hours, 3, 4, false, false;
    set_utc_minutes, 4, 3, false, false;
    set_utc_seconds, 5, 2, false, false;
    set_utc_milliseconds, 6, 1, false, false;
}

/// `setTime`.
pub fn set_time(vm: &mut Vm, this: Value, args: &[Value]) -> JsResult<Value> {
    let (o, _) = this_date(vm, this)?;
    let t = dt::time_clip(vm.to_number(arg(args, 0))?);
    if let ObjKind::Date(d) = &mut vm.heap.obj_mut(o).kind {
        *d = t;
    }
    Ok(Value::Number(t))
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
    if let Some(b) = dt::iso_bytes(t) {
        return Ok(vm.str_from_vec(b.iter().map(|&c| u16::from(c)).collect()));
    }
    Ok(vm.str_value(&to_iso_or_invalid(t)))
}

/// `toUTCString` / `toGMTString`.
pub fn to_utc_string(vm: &mut Vm, this: Value, _args: &[Value]) -> JsResult<Value> {
    let t = this_time(vm, this)?;
    Ok(vm.str_value(&dt::utc_string(t)))
}

/// `toDateString`.
pub fn to_date_string(vm: &mut Vm, this: Value, _args: &[Value]) -> JsResult<Value> {
    let t = this_time(vm, this)?;
    let s = dt::date_string(vm.local(t));
    Ok(vm.str_value(&s))
}

/// `toTimeString`.
pub fn to_time_string(vm: &mut Vm, this: Value, _args: &[Value]) -> JsResult<Value> {
    let t = this_time(vm, this)?;
    let s = dt::time_string(vm.local(t), vm.tz_offset_minutes);
    Ok(vm.str_value(&s))
}

/// Reads the `toLocale*String` options this engine honours (en-US output whatever the locale;
/// `timeZone: "UTC"` is the default zone anyway).
fn locale_parts(vm: &mut Vm, options: Value) -> JsResult<LocaleParts> {
    let mut p = LocaleParts::default();
    if !matches!(options, Value::Obj(_)) {
        return Ok(p);
    }
    let read = |vm: &mut Vm, name: &str| -> JsResult<Option<String>> {
        let a = vm.atoms.intern_str(name);
        match vm.get_prop(options, a)? {
            Value::Undefined => Ok(None),
            v => Ok(Some(vm.to_rust_string(v)?)),
        }
    };
    p.weekday = read(vm, "weekday")?;
    p.year = read(vm, "year")?;
    p.month = read(vm, "month")?;
    p.day = read(vm, "day")?;
    p.hour = read(vm, "hour")?;
    p.minute = read(vm, "minute")?;
    p.second = read(vm, "second")?;
    p.hour24 = read(vm, "hour12")?.as_deref() == Some("false")
        || read(vm, "hourCycle")?.is_some_and(|c| c == "h23" || c == "h24");
    if let Some(style) = read(vm, "dateStyle")? {
        let (weekday, month, year) = match style.as_str() {
            "full" => (Some("long"), "long", "numeric"),
            "long" => (None, "long", "numeric"),
            "medium" => (None, "short", "numeric"),
            _ => (None, "numeric", "2-digit"),
        };
        p.weekday = weekday.map(String::from);
        p.month = Some(month.into());
        p.day = Some("numeric".into());
        p.year = Some(year.into());
    }
    Ok(p)
}

/// `toLocaleDateString`, `toLocaleTimeString`, `toLocaleString`.
pub fn to_locale_string(vm: &mut Vm, this: Value, args: &[Value]) -> JsResult<Value> {
    let t = this_time(vm, this)?;
    if t.is_nan() {
        return Ok(vm.str_value("Invalid Date"));
    }
    let p = locale_parts(vm, arg(args, 1))?;
    let local = vm.local(t);
    let which = vm.current_native_name();
    let s = if which.ends_with("toLocaleDateString") {
        dt::locale_date(local, &p)
    } else if which.ends_with("toLocaleTimeString") {
        dt::locale_time(local, &p)
    } else {
        let date_asked =
            p.weekday.is_some() || p.year.is_some() || p.month.is_some() || p.day.is_some();
        let time_asked = p.hour.is_some() || p.minute.is_some() || p.second.is_some();
        match (date_asked, time_asked) {
            (true, false) => dt::locale_date(local, &p),
            (false, true) => dt::locale_time(local, &p),
            _ => format!(
                "{}, {}",
                dt::locale_date(local, &p),
                dt::locale_time(local, &p)
            ),
        }
    };
    Ok(vm.str_value(&s))
}

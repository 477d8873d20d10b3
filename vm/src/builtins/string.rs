//! String builtins over UTF-16 code units, as JavaScript defines them.

use super::{arg, relative_index};
use crate::interp::{Vm, MAX_STRING_LEN};
use crate::ops::{JsResult, Units};
use crate::value::{is_ws_unit, Value};

/// `this` as a string for a `String.prototype` method (TypeError on null/undefined).
pub fn this_str(vm: &mut Vm, this: Value, method: &str) -> JsResult<crate::heap::StrRef> {
    if let Value::Str(s) = this {
        return Ok(s);
    }
    let u = this_units(vm, this, method)?;
    match vm.new_str(&u) {
        Value::Str(s) => Ok(s),
        _ => Err(vm.type_error("expected a string")),
    }
}

fn this_units(vm: &mut Vm, this: Value, method: &str) -> JsResult<Units> {
    if this.is_nullish() {
        return Err(vm.type_error(&format!(
            "String.prototype.{method} called on null or undefined"
        )));
    }
    if let Value::Obj(o) = this {
        if let crate::object::ObjKind::Boxed(v) = vm.heap.obj(o).kind {
            return vm.to_units_small(v);
        }
    }
    vm.to_units_small(this)
}

/// Text a builtin reads: units it holds, or a string read in place where it lives in the
/// heap. A method on a long string then costs what it reads and returns, not a copy of the
/// whole string on every call (`text.indexOf(";", pos)` or `re.exec(text)` in a loop scanning
/// a long text copied the text at every step, which made the loop quadratic). A string read in
/// place stays alive: it is the caller's value (on the stack, or held by the String object it
/// passed), and no collection runs inside a builtin.
pub(crate) trait Text {
    /// The units.
    fn units<'a>(&'a self, vm: &'a Vm) -> &'a [u16];

    /// The length in units.
    fn len(&self, vm: &Vm) -> usize {
        self.units(vm).len()
    }

    /// Units `a..b` as a new string.
    fn substr(&self, vm: &mut Vm, a: usize, b: usize) -> Value;
}

impl Text for [u16] {
    fn units<'a>(&'a self, _vm: &'a Vm) -> &'a [u16] {
        self
    }
    fn substr(&self, vm: &mut Vm, a: usize, b: usize) -> Value {
        vm.new_str(self.get(a..b).unwrap_or(&[]))
    }
}

impl Text for Vec<u16> {
    fn units<'a>(&'a self, _vm: &'a Vm) -> &'a [u16] {
        self
    }
    fn substr(&self, vm: &mut Vm, a: usize, b: usize) -> Value {
        self.as_slice().substr(vm, a, b)
    }
}

impl Text for crate::heap::StrRef {
    fn units<'a>(&'a self, vm: &'a Vm) -> &'a [u16] {
        vm.heap.str(*self)
    }
    fn substr(&self, vm: &mut Vm, a: usize, b: usize) -> Value {
        vm.new_substr(*self, a, b)
    }
}

/// A string method's receiver: a string (or a String object's string) read in place, or the
/// units of another value (a number, an object with its own `toString`) converted once.
enum Recv {
    Str(crate::heap::StrRef),
    Owned(Units),
}

impl Text for Recv {
    fn units<'a>(&'a self, vm: &'a Vm) -> &'a [u16] {
        match self {
            Recv::Str(s) => s.units(vm),
            Recv::Owned(u) => u,
        }
    }
    fn substr(&self, vm: &mut Vm, a: usize, b: usize) -> Value {
        match self {
            Recv::Str(s) => s.substr(vm, a, b),
            Recv::Owned(u) => u.as_slice().substr(vm, a, b),
        }
    }
}

/// `this` for a `String.prototype` method (TypeError on null/undefined), read in place where
/// it is a string.
fn this_recv(vm: &mut Vm, this: Value, method: &str) -> JsResult<Recv> {
    match this {
        Value::Str(s) => return Ok(Recv::Str(s)),
        Value::Obj(o) => {
            if let crate::object::ObjKind::Boxed(Value::Str(s)) = vm.heap.obj(o).kind {
                return Ok(Recv::Str(s));
            }
        }
        _ => {}
    }
    this_units(vm, this, method).map(Recv::Owned)
}

/// The receiver's primitive string, for a method whose result is the whole receiver (`trim`
/// with nothing to trim, `toUpperCase` of an upper-case string): strings are immutable, so the
/// same string is the result, with no copy and no allocation.
fn same_string(vm: &Vm, this: Value) -> Option<Value> {
    match this {
        Value::Str(_) => Some(this),
        Value::Obj(o) => match vm.heap.obj(o).kind {
            crate::object::ObjKind::Boxed(v @ Value::Str(_)) => Some(v),
            _ => None,
        },
        _ => None,
    }
}

fn find(hay: &[u16], needle: &[u16], from: usize) -> Option<usize> {
    if needle.is_empty() {
        return if from <= hay.len() {
            Some(from)
        } else {
            Some(hay.len())
        };
    }
    if needle.len() > hay.len() {
        return None;
    }
    // Each candidate found by its first unit, a tight loop over the units; only there is the
    // rest of the needle compared (comparing a slice at every position cost a `bcmp` call each).
    let (first, rest) = (needle[0], &needle[1..]);
    let last = hay.len() - needle.len();
    let mut i = from;
    while i <= last {
        i += hay[i..=last].iter().position(|&u| u == first)?;
        if hay[i + 1..i + needle.len()] == *rest {
            return Some(i);
        }
        i += 1;
    }
    None
}

fn rfind(hay: &[u16], needle: &[u16], from: usize) -> Option<usize> {
    if needle.len() > hay.len() {
        return None;
    }
    let last = (hay.len() - needle.len()).min(from);
    (0..=last)
        .rev()
        .find(|&i| hay[i..i + needle.len()] == *needle)
}

/// `String(v)`.
pub fn ctor(vm: &mut Vm, _this: Value, args: &[Value]) -> JsResult<Value> {
    let s = if args.is_empty() {
        vm.new_str(&[])
    } else {
        Value::Str(vm.to_str(args[0])?)
    };
    if vm.new_target {
        let p = vm.protos.string;
        let o = vm.heap.alloc_obj(crate::object::Object::new(
            crate::object::ObjKind::Boxed(s),
            Some(p),
        ));
        return Ok(Value::Obj(o));
    }
    Ok(s)
}

/// `String.fromCharCode`.
pub fn from_char_code(vm: &mut Vm, _this: Value, args: &[Value]) -> JsResult<Value> {
    let mut u = Vec::with_capacity(args.len());
    for a in args {
        u.push(crate::value::to_uint32(vm.to_number(*a)?) as u16);
    }
    Ok(vm.str_from_vec(u))
}

/// `String.fromCodePoint`.
pub fn from_code_point(vm: &mut Vm, _this: Value, args: &[Value]) -> JsResult<Value> {
    let mut u = Vec::with_capacity(args.len());
    for a in args {
        let n = vm.to_number(*a)?;
        if n.fract() != 0.0 || !(0.0..=1114111.0).contains(&n) {
            let s = crate::value::number_to_string(n);
            return Err(vm.range_error(&format!("Invalid code point {s}")));
        }
        let cp = n as u32;
        if cp >= 0x10000 {
            let c = cp - 0x10000;
            u.push(0xD800 + (c >> 10) as u16);
            u.push(0xDC00 + (c & 0x3FF) as u16);
        } else {
            u.push(cp as u16);
        }
    }
    Ok(vm.str_from_vec(u))
}

fn index_arg(vm: &mut Vm, v: Value) -> JsResult<f64> {
    let n = vm.to_number(v)?;
    Ok(if n.is_nan() { 0.0 } else { n.trunc() })
}

/// `charAt`.
pub fn char_at(vm: &mut Vm, this: Value, args: &[Value]) -> JsResult<Value> {
    let s = this_recv(vm, this, "charAt")?;
    let i = index_arg(vm, arg(args, 0))?;
    if i < 0.0 || i as usize >= s.len(vm) {
        return Ok(vm.new_str(&[]));
    }
    let u = s.units(vm)[i as usize];
    Ok(vm.new_str(&[u]))
}

/// `charCodeAt`.
pub fn char_code_at(vm: &mut Vm, this: Value, args: &[Value]) -> JsResult<Value> {
    let s = this_recv(vm, this, "charCodeAt")?;
    let i = index_arg(vm, arg(args, 0))?;
    let s = s.units(vm);
    if i < 0.0 || i as usize >= s.len() {
        return Ok(Value::Number(f64::NAN));
    }
    Ok(Value::Number(s[i as usize] as f64))
}

/// `codePointAt`.
pub fn code_point_at(vm: &mut Vm, this: Value, args: &[Value]) -> JsResult<Value> {
    let s = this_recv(vm, this, "codePointAt")?;
    let i = index_arg(vm, arg(args, 0))?;
    let s = s.units(vm);
    if i < 0.0 || i as usize >= s.len() {
        return Ok(Value::Undefined);
    }
    let i = i as usize;
    let hi = s[i];
    if (0xD800..0xDC00).contains(&hi) && i + 1 < s.len() && (0xDC00..0xE000).contains(&s[i + 1]) {
        let cp = 0x10000 + (((hi as u32) - 0xD800) << 10) + (s[i + 1] as u32 - 0xDC00);
        return Ok(Value::Number(cp as f64));
    }
    Ok(Value::Number(hi as f64))
}

/// `at`.
pub fn at(vm: &mut Vm, this: Value, args: &[Value]) -> JsResult<Value> {
    let s = this_recv(vm, this, "at")?;
    let n = index_arg(vm, arg(args, 0))?;
    let len = s.len(vm);
    let i = if n < 0.0 { len as f64 + n } else { n };
    if i < 0.0 || i >= len as f64 {
        return Ok(Value::Undefined);
    }
    let u = s.units(vm)[i as usize];
    Ok(vm.new_str(&[u]))
}

/// `indexOf`.
pub fn index_of(vm: &mut Vm, this: Value, args: &[Value]) -> JsResult<Value> {
    let s = this_recv(vm, this, "indexOf")?;
    let needle = vm.to_units_small(arg(args, 0))?;
    let from = index_arg(vm, arg(args, 1))?.clamp(0.0, s.len(vm) as f64) as usize;
    let (found, scanned) = find_charged(s.units(vm), &needle, from);
    vm.instructions += scanned as u64 / 16;
    Ok(Value::Number(found.map_or(-1.0, |i| i as f64)))
}

/// [`find`], and how many units it read (what the search is charged for).
fn find_charged(hay: &[u16], needle: &[u16], from: usize) -> (Option<usize>, usize) {
    let found = find(hay, needle, from);
    let end = found.map_or(hay.len(), |i| i + needle.len());
    (found, end.saturating_sub(from))
}

/// `$$stringIndexOf(s, needle, from)` for the prelude.
pub fn index_of_from(vm: &mut Vm, _this: Value, args: &[Value]) -> JsResult<Value> {
    index_of(vm, arg(args, 0), &args[1.min(args.len())..])
}

/// `lastIndexOf`.
pub fn last_index_of(vm: &mut Vm, this: Value, args: &[Value]) -> JsResult<Value> {
    let s = this_recv(vm, this, "lastIndexOf")?;
    let needle = vm.to_units_small(arg(args, 0))?;
    let len = s.len(vm);
    let from = match arg(args, 1) {
        Value::Undefined => len,
        v => {
            let n = vm.to_number(v)?;
            if n.is_nan() {
                len
            } else {
                n.clamp(0.0, len as f64) as usize
            }
        }
    };
    let found = rfind(s.units(vm), &needle, from);
    vm.instructions += (from.min(len) - found.unwrap_or(0)) as u64 / 16;
    Ok(Value::Number(found.map_or(-1.0, |i| i as f64)))
}

fn reject_regex(vm: &mut Vm, v: Value, method: &str) -> JsResult<()> {
    if super::regexp::regexp_data(vm, v).is_some() {
        return Err(vm.type_error(&format!(
            "First argument to String.prototype.{method} must not be a regular expression"
        )));
    }
    Ok(())
}

/// `includes`.
pub fn includes(vm: &mut Vm, this: Value, args: &[Value]) -> JsResult<Value> {
    let s = this_recv(vm, this, "includes")?;
    reject_regex(vm, arg(args, 0), "includes")?;
    let needle = vm.to_units_small(arg(args, 0))?;
    let from = index_arg(vm, arg(args, 1))?.clamp(0.0, s.len(vm) as f64) as usize;
    let (found, scanned) = find_charged(s.units(vm), &needle, from);
    vm.instructions += scanned as u64 / 16;
    Ok(Value::Bool(found.is_some()))
}

/// `startsWith`.
pub fn starts_with(vm: &mut Vm, this: Value, args: &[Value]) -> JsResult<Value> {
    let s = this_recv(vm, this, "startsWith")?;
    reject_regex(vm, arg(args, 0), "startsWith")?;
    let needle = vm.to_units_small(arg(args, 0))?;
    let from = index_arg(vm, arg(args, 1))?.clamp(0.0, s.len(vm) as f64) as usize;
    Ok(Value::Bool(s.units(vm)[from..].starts_with(&needle)))
}

/// `endsWith`.
pub fn ends_with(vm: &mut Vm, this: Value, args: &[Value]) -> JsResult<Value> {
    let s = this_recv(vm, this, "endsWith")?;
    reject_regex(vm, arg(args, 0), "endsWith")?;
    let needle = vm.to_units_small(arg(args, 0))?;
    let len = s.len(vm);
    let end = match arg(args, 1) {
        Value::Undefined => len,
        v => index_arg(vm, v)?.clamp(0.0, len as f64) as usize,
    };
    Ok(Value::Bool(s.units(vm)[..end].ends_with(&needle)))
}

/// `slice`.
pub fn slice(vm: &mut Vm, this: Value, args: &[Value]) -> JsResult<Value> {
    let s = this_recv(vm, this, "slice")?;
    let len = s.len(vm);
    let start = relative_index(vm, arg(args, 0), len, 0)?;
    let end = relative_index(vm, arg(args, 1), len, len)?;
    if start == 0 && end == len {
        if let Some(v) = same_string(vm, this) {
            return Ok(v);
        }
    }
    Ok(s.substr(vm, start, end))
}

/// `substring`.
pub fn substring(vm: &mut Vm, this: Value, args: &[Value]) -> JsResult<Value> {
    let s = this_recv(vm, this, "substring")?;
    let n = s.len(vm);
    let a = index_arg(vm, arg(args, 0))?.clamp(0.0, n as f64) as usize;
    let b = match arg(args, 1) {
        Value::Undefined => n,
        v => index_arg(vm, v)?.clamp(0.0, n as f64) as usize,
    };
    let (x, y) = if a < b { (a, b) } else { (b, a) };
    Ok(s.substr(vm, x, y))
}

/// `substr`.
pub fn substr(vm: &mut Vm, this: Value, args: &[Value]) -> JsResult<Value> {
    let s = this_recv(vm, this, "substr")?;
    let n = s.len(vm);
    let start = relative_index(vm, arg(args, 0), n, 0)?;
    let len = match arg(args, 1) {
        Value::Undefined => n - start,
        v => index_arg(vm, v)?.clamp(0.0, (n - start) as f64) as usize,
    };
    Ok(s.substr(vm, start, start + len))
}

fn map_case(vm: &mut Vm, this: Value, upper: bool) -> JsResult<Value> {
    let method = if upper { "toUpperCase" } else { "toLowerCase" };
    let recv = this_recv(vm, this, method)?;
    // The letters that change: `a`-`z` going up, `A`-`Z` going down (each flips bit 5).
    let (lo, hi) = if upper { (0x61, 0x7a) } else { (0x41, 0x5a) };
    let flip = |u: u16| if (lo..=hi).contains(&u) { u ^ 0x20 } else { u };
    let s = recv.units(vm);
    if s.iter().all(|&u| u < 128) {
        // ASCII, read in place: the result is made once, straight from the receiver, and an
        // unchanged string is the receiver itself (no copy to compare, no allocation).
        let len = s.len();
        let Some(first) = s.iter().position(|u| (lo..=hi).contains(u)) else {
            if let Some(v) = same_string(vm, this) {
                return Ok(v);
            }
            return Ok(recv.substr(vm, 0, len));
        };
        if len <= crate::str_pool::POOL_MAX {
            let mut buf = [0u16; crate::str_pool::POOL_MAX];
            buf[..first].copy_from_slice(&s[..first]);
            for (o, &u) in buf[first..len].iter_mut().zip(&s[first..]) {
                *o = flip(u);
            }
            return Ok(vm.new_str(&buf[..len]));
        }
        let mut out = Vec::with_capacity(len);
        out.extend_from_slice(&s[..first]);
        out.extend(s[first..].iter().map(|&u| flip(u)));
        return Ok(vm.str_from_vec(out));
    }
    // Full Unicode mapping (ß -> SS, final sigma), lone surrogates kept as they are.
    let s: Units = Units::from_slice(s);
    vm.charge(s.len() as u64 / 4)?;
    let out = map_runs(&s, |r| {
        if upper {
            r.to_uppercase()
        } else {
            r.to_lowercase()
        }
    });
    Ok(vm.str_from_vec(out))
}

/// `toUpperCase`.
pub fn to_upper(vm: &mut Vm, this: Value, _args: &[Value]) -> JsResult<Value> {
    map_case(vm, this, true)
}

/// `toLowerCase`.
pub fn to_lower(vm: &mut Vm, this: Value, _args: &[Value]) -> JsResult<Value> {
    map_case(vm, this, false)
}

fn trim_impl(vm: &mut Vm, this: Value, start: bool, end: bool) -> JsResult<Value> {
    let recv = this_recv(vm, this, "trim")?;
    let s = recv.units(vm);
    let mut a = 0;
    let mut b = s.len();
    if start {
        while a < b && is_ws_unit(s[a]) {
            a += 1;
        }
    }
    if end {
        while b > a && is_ws_unit(s[b - 1]) {
            b -= 1;
        }
    }
    if a == 0 && b == s.len() {
        if let Some(v) = same_string(vm, this) {
            return Ok(v);
        }
    }
    Ok(recv.substr(vm, a, b))
}

/// `trim`.
pub fn trim(vm: &mut Vm, this: Value, _args: &[Value]) -> JsResult<Value> {
    trim_impl(vm, this, true, true)
}

/// `trimStart`.
pub fn trim_start(vm: &mut Vm, this: Value, _args: &[Value]) -> JsResult<Value> {
    trim_impl(vm, this, true, false)
}

/// `trimEnd`.
pub fn trim_end(vm: &mut Vm, this: Value, _args: &[Value]) -> JsResult<Value> {
    trim_impl(vm, this, false, true)
}

/// `padStart` and `padEnd`: the receiver is read in place and the result written once, the
/// filler copied by whole slices (a column of a report padded row by row).
fn pad(vm: &mut Vm, this: Value, args: &[Value], at_start: bool) -> JsResult<Value> {
    let name = if at_start { "padStart" } else { "padEnd" };
    let recv = this_recv(vm, this, name)?;
    let target = vm.to_number(arg(args, 0))?;
    let target = if target.is_nan() { 0.0 } else { target.trunc() };
    let filler = match arg(args, 1) {
        Value::Undefined => Units::from_slice(&[b' ' as u16]),
        v => vm.to_units_small(v)?,
    };
    let len = recv.len(vm);
    if target <= len as f64 || filler.is_empty() {
        if let Some(v) = same_string(vm, this) {
            return Ok(v);
        }
        return Ok(recv.substr(vm, 0, len));
    }
    if target > MAX_STRING_LEN as f64 {
        return Err(vm.range_error("Invalid string length"));
    }
    let target = target as usize;
    vm.check_string_len(target)?;
    let need = target - len;
    vm.instructions += need as u64 / 16;
    let s = recv.units(vm);
    if target <= 24 {
        let mut buf = [0u16; 24];
        write_padded(&mut buf[..target], s, &filler, at_start);
        return Ok(vm.new_str(&buf[..target]));
    }
    let mut out = vec![0u16; target];
    write_padded(&mut out, s, &filler, at_start);
    Ok(vm.str_from_vec(out))
}

/// Writes `s` padded with repeats of `filler` (not empty) to fill `out`, at the start or end.
fn write_padded(out: &mut [u16], s: &[u16], filler: &[u16], at_start: bool) {
    let need = out.len() - s.len();
    let (fill, text) = if at_start {
        out.split_at_mut(need)
    } else {
        let (text, fill) = out.split_at_mut(s.len());
        (fill, text)
    };
    text.copy_from_slice(s);
    if let [one] = filler {
        fill.fill(*one);
    } else {
        for chunk in fill.chunks_mut(filler.len()) {
            chunk.copy_from_slice(&filler[..chunk.len()]);
        }
    }
}

/// `padStart`.
pub fn pad_start(vm: &mut Vm, this: Value, args: &[Value]) -> JsResult<Value> {
    pad(vm, this, args, true)
}

/// `padEnd`.
pub fn pad_end(vm: &mut Vm, this: Value, args: &[Value]) -> JsResult<Value> {
    pad(vm, this, args, false)
}

/// `repeat`.
pub fn repeat(vm: &mut Vm, this: Value, args: &[Value]) -> JsResult<Value> {
    let s = this_units(vm, this, "repeat")?;
    let n = vm.to_number(arg(args, 0))?;
    let n = if n.is_nan() { 0.0 } else { n.trunc() };
    if n < 0.0 || n.is_infinite() {
        let t = crate::value::number_to_string(n);
        return Err(vm.range_error(&format!("Invalid count value: {t}")));
    }
    if s.len() as f64 * n > MAX_STRING_LEN as f64 {
        return Err(vm.range_error("Invalid string length"));
    }
    vm.check_string_len(s.len() * n as usize)?;
    let out = s.repeat(n as usize);
    vm.instructions += out.len() as u64 / 16;
    Ok(vm.str_from_vec(out))
}

/// `split`, with a string or RegExp separator.
pub fn split(vm: &mut Vm, this: Value, args: &[Value]) -> JsResult<Value> {
    let recv = this_recv(vm, this, "split")?;
    let limit = match arg(args, 1) {
        Value::Undefined => u32::MAX as usize,
        v => crate::value::to_uint32(vm.to_number(v)?) as usize,
    };
    if let Some(re) = super::regexp::regexp_data(vm, arg(args, 0)) {
        let s = Units::from_slice(recv.units(vm));
        return super::regexp::split(vm, &re, &s, limit);
    }
    let mut parts: Vec<Value> = Vec::new();
    if limit == 0 {
        return Ok(Value::Obj(vm.new_array(parts)));
    }
    let len = recv.len(vm);
    let sep = arg(args, 0);
    if sep.is_undefined() {
        let whole = recv.substr(vm, 0, len);
        return Ok(Value::Obj(vm.new_array(vec![whole])));
    }
    let sep = vm.to_units_small(sep)?;
    vm.instructions += len as u64 / 8;
    if sep.is_empty() {
        for i in 0..len.min(limit) {
            let u = recv.units(vm)[i];
            parts.push(vm.new_str(&[u]));
        }
        return Ok(Value::Obj(vm.new_array(parts)));
    }
    // The parts' bounds first, while the receiver is read in place; then the strings. Room
    // for a line's fields on the stack: most splits make a few parts, and growing a vector
    // from empty was three allocations for four.
    let mut bounds: smallvec::SmallVec<[(usize, usize); 16]> = smallvec::SmallVec::new();
    let s = recv.units(vm);
    let mut start = 0;
    while let Some(i) = find(s, &sep, start) {
        if bounds.len() >= limit {
            break;
        }
        bounds.push((start, i));
        start = i + sep.len();
    }
    if bounds.len() < limit {
        bounds.push((start, s.len()));
    }
    parts.reserve_exact(bounds.len());
    for (a, b) in bounds {
        parts.push(recv.substr(vm, a, b));
    }
    Ok(Value::Obj(vm.new_array(parts)))
}

/// `concat`.
pub fn concat(vm: &mut Vm, this: Value, args: &[Value]) -> JsResult<Value> {
    let mut s = this_units(vm, this, "concat")?;
    for a in args {
        let u = vm.to_units_small(*a)?;
        s.extend(u);
    }
    vm.check_string_len(s.len())?;
    Ok(vm.str_from_vec(s.into_vec()))
}

/// The root collation (CLDR's), which node's default `en-US` locale uses untailored: letters
/// compare by base letter first, then accents, then case (lowercase first); spaces, punctuation
/// and symbols sort before digits, and digits before letters.
static ROOT_COLLATOR: icu_collator::CollatorBorrowed<'static> =
    icu_collator::CollatorBorrowed::new_root(icu_collator::options::CollatorOptions::default());

/// `localeCompare`: the root collation's order, as node gives it; locales and options are
/// ignored.
pub fn locale_compare(vm: &mut Vm, this: Value, args: &[Value]) -> JsResult<Value> {
    let a = this_units(vm, this, "localeCompare")?;
    let b = vm.to_units_small(arg(args, 0))?;
    let alnum = |u: &u16| *u < 0x80 && (*u as u8).is_ascii_alphanumeric();
    let ord = if a.iter().chain(b.iter()).all(alnum) {
        // ASCII letters and digits, nearly every call (a sort's comparator on names and ids):
        // the collation's order of them is digits before letters, case ignored, then at the
        // first case difference lowercase first, so the units compare in place.
        let lower = |u: &u16| {
            if (0x41..=0x5a).contains(u) {
                u + 0x20
            } else {
                *u
            }
        };
        a.iter()
            .map(lower)
            .cmp(b.iter().map(lower))
            .then_with(|| b.cmp(&a))
    } else {
        vm.charge((a.len() + b.len()) as u64 / 4)?;
        ROOT_COLLATOR.compare_utf16(&a, &b)
    };
    Ok(Value::Number(match ord {
        std::cmp::Ordering::Less => -1.0,
        std::cmp::Ordering::Equal => 0.0,
        std::cmp::Ordering::Greater => 1.0,
    }))
}

/// Applies `f` to every well-formed run of `s`, keeping lone surrogates as they are.
fn map_runs(s: &[u16], f: impl Fn(&str) -> String) -> Vec<u16> {
    let mut out = Vec::with_capacity(s.len());
    let mut run = String::new();
    for c in char::decode_utf16(s.iter().copied()) {
        match c {
            Ok(c) => run.push(c),
            Err(e) => {
                out.extend(f(&run).encode_utf16());
                run.clear();
                out.push(e.unpaired_surrogate());
            }
        }
    }
    out.extend(f(&run).encode_utf16());
    out
}

/// `normalize(form)`: NFC (the default), NFD, NFKC or NFKD; any other form is a RangeError.
pub fn normalize(vm: &mut Vm, this: Value, args: &[Value]) -> JsResult<Value> {
    use unicode_normalization::UnicodeNormalization;
    let s = this_units(vm, this, "normalize")?;
    let form = match arg(args, 0) {
        Value::Undefined => "NFC".to_string(),
        v => vm.to_rust_string(v)?,
    };
    vm.charge(s.len() as u64 / 4)?;
    let out = match form.as_str() {
        "NFC" => map_runs(&s, |r| r.nfc().collect()),
        "NFD" => map_runs(&s, |r| r.nfd().collect()),
        "NFKC" => map_runs(&s, |r| r.nfkc().collect()),
        "NFKD" => map_runs(&s, |r| r.nfkd().collect()),
        _ => {
            return Err(
                vm.range_error("The normalization form should be one of NFC, NFD, NFKC, NFKD.")
            )
        }
    };
    Ok(vm.str_from_vec(out))
}

/// `isWellFormed`.
pub fn is_well_formed(vm: &mut Vm, this: Value, _args: &[Value]) -> JsResult<Value> {
    let s = this_units(vm, this, "isWellFormed")?;
    Ok(Value::Bool(
        char::decode_utf16(s.iter().copied()).all(|c| c.is_ok()),
    ))
}

/// `toString` / `valueOf`.
pub fn to_string(vm: &mut Vm, this: Value, _args: &[Value]) -> JsResult<Value> {
    // thisStringValue: a string or a boxed string, never a coercion of another object.
    let is_string = match this {
        Value::Str(_) => true,
        Value::Obj(o) => matches!(
            vm.heap.obj(o).kind,
            crate::object::ObjKind::Boxed(Value::Str(_))
        ),
        _ => false,
    };
    if !is_string {
        return Err(vm.type_error("String.prototype.toString requires that 'this' be a String"));
    }
    let s = this_units(vm, this, "toString")?;
    Ok(vm.new_str(&s))
}

/// `$$stringReplace(s, pattern, replacement, all)`: string pattern, string replacement with `$`
/// patterns. Function replacers are handled by the prelude.
pub fn replace_str(vm: &mut Vm, _this: Value, args: &[Value]) -> JsResult<Value> {
    let s = vm.to_units_small(arg(args, 0))?;
    let pat = vm.to_units_small(arg(args, 1))?;
    let rep = vm.to_units_small(arg(args, 2))?;
    let all = vm.truthy(arg(args, 3));
    let mut out = Vec::with_capacity(s.len());
    let mut pos = 0;
    let mut searched_from = 0;
    while let Some(i) = find(&s, &pat, searched_from) {
        out.extend_from_slice(&s[pos..i]);
        expand_replacement(&mut out, &rep, &s, i, pat.len());
        pos = i + pat.len();
        searched_from = if pat.is_empty() { i + 1 } else { pos };
        if !all || searched_from > s.len() {
            break;
        }
        vm.check_string_len(out.len())?;
    }
    if pos <= s.len() {
        out.extend_from_slice(&s[pos..]);
    }
    vm.check_string_len(out.len())?;
    vm.instructions += s.len() as u64 / 16;
    Ok(vm.str_from_vec(out))
}

fn expand_replacement(out: &mut Vec<u16>, rep: &[u16], s: &[u16], at: usize, len: usize) {
    let mut i = 0;
    while i < rep.len() {
        if rep[i] == b'$' as u16 && i + 1 < rep.len() {
            match rep[i + 1] {
                x if x == b'$' as u16 => {
                    out.push(b'$' as u16);
                    i += 2;
                    continue;
                }
                x if x == b'&' as u16 => {
                    out.extend_from_slice(&s[at..at + len]);
                    i += 2;
                    continue;
                }
                x if x == b'`' as u16 => {
                    out.extend_from_slice(&s[..at]);
                    i += 2;
                    continue;
                }
                x if x == b'\'' as u16 => {
                    out.extend_from_slice(&s[at + len..]);
                    i += 2;
                    continue;
                }
                _ => {}
            }
        }
        out.push(rep[i]);
        i += 1;
    }
}

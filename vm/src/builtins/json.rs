//! `JSON.parse` and `JSON.stringify` over UTF-16 strings, bounded in depth.

use super::arg;
use crate::atoms::names;
use crate::heap::ObjRef;
use crate::interp::Vm;
use crate::object::ObjKind;
use crate::ops::JsResult;
use crate::realm::ErrorKind;
use crate::value::{number_to_string, Value};

/// Maximum nesting `JSON.parse` accepts.
pub const MAX_PARSE_DEPTH: usize = 2000;

struct Parser<'a> {
    s: &'a [u16],
    i: usize,
    depth: usize,
}

enum Tok {
    Err(String),
}

impl Parser<'_> {
    fn ws(&mut self) {
        while self.i < self.s.len() && matches!(self.s[self.i], 0x20 | 0x09 | 0x0a | 0x0d) {
            self.i += 1;
        }
    }
    fn err(&self, what: &str) -> Tok {
        if self.i >= self.s.len() {
            return Tok::Err("Unexpected end of JSON input".into());
        }
        let c = char::from_u32(self.s[self.i] as u32).unwrap_or('?');
        Tok::Err(format!(
            "Unexpected token '{c}' in JSON at position {} ({what})",
            self.i
        ))
    }
}

fn parse_value(vm: &mut Vm, p: &mut Parser) -> Result<Value, Tok> {
    crate::stack::guard(|| parse_value_inner(vm, p))
}

fn parse_value_inner(vm: &mut Vm, p: &mut Parser) -> Result<Value, Tok> {
    p.ws();
    let Some(&c) = p.s.get(p.i) else {
        return Err(p.err("expected a value"));
    };
    match c {
        0x7b => {
            p.depth += 1;
            if p.depth > MAX_PARSE_DEPTH {
                return Err(Tok::Err(format!(
                    "JSON nested deeper than {MAX_PARSE_DEPTH} levels"
                )));
            }
            p.i += 1;
            let o = vm.new_object();
            p.ws();
            if p.s.get(p.i) == Some(&0x7d) {
                p.i += 1;
                p.depth -= 1;
                return Ok(Value::Obj(o));
            }
            loop {
                p.ws();
                if p.s.get(p.i) != Some(&0x22) {
                    return Err(p.err("expected a property name"));
                }
                let k = parse_string(p)?;
                p.ws();
                if p.s.get(p.i) != Some(&0x3a) {
                    return Err(p.err("expected ':'"));
                }
                p.i += 1;
                let v = parse_value(vm, p)?;
                let key = vm.atoms.intern(&k);
                let _ = vm.define_own(Value::Obj(o), key, v);
                p.ws();
                match p.s.get(p.i) {
                    Some(0x2c) => p.i += 1,
                    Some(0x7d) => {
                        p.i += 1;
                        p.depth -= 1;
                        return Ok(Value::Obj(o));
                    }
                    _ => return Err(p.err("expected ',' or '}'")),
                }
            }
        }
        0x5b => {
            p.depth += 1;
            if p.depth > MAX_PARSE_DEPTH {
                return Err(Tok::Err(format!(
                    "JSON nested deeper than {MAX_PARSE_DEPTH} levels"
                )));
            }
            p.i += 1;
            let mut items = Vec::new();
            p.ws();
            if p.s.get(p.i) == Some(&0x5d) {
                p.i += 1;
                p.depth -= 1;
                return Ok(Value::Obj(vm.new_array(items)));
            }
            loop {
                items.push(parse_value(vm, p)?);
                p.ws();
                match p.s.get(p.i) {
                    Some(0x2c) => p.i += 1,
                    Some(0x5d) => {
                        p.i += 1;
                        p.depth -= 1;
                        vm.heap.note_growth(items.len() * 16);
                        return Ok(Value::Obj(vm.new_array(items)));
                    }
                    _ => return Err(p.err("expected ',' or ']'")),
                }
            }
        }
        0x22 => {
            let s = parse_string(p)?;
            Ok(vm.str_from_vec(s))
        }
        0x74 | 0x66 | 0x6e => {
            for (lit, v) in [
                ("true", Value::Bool(true)),
                ("false", Value::Bool(false)),
                ("null", Value::Null),
            ] {
                let u: Vec<u16> = lit.encode_utf16().collect();
                if p.s[p.i..].starts_with(&u) {
                    p.i += u.len();
                    return Ok(v);
                }
            }
            Err(p.err("expected a value"))
        }
        _ => {
            let start = p.i;
            if p.s.get(p.i) == Some(&0x2d) {
                p.i += 1;
            }
            let digits_start = p.i;
            while p.i < p.s.len() && (0x30..=0x39).contains(&p.s[p.i]) {
                p.i += 1;
            }
            if p.i == digits_start {
                return Err(p.err("expected a value"));
            }
            if p.i - digits_start > 1 && p.s[digits_start] == 0x30 {
                p.i = digits_start + 1;
                return Err(p.err("leading zero"));
            }
            if p.s.get(p.i) == Some(&0x2e) {
                p.i += 1;
                let f = p.i;
                while p.i < p.s.len() && (0x30..=0x39).contains(&p.s[p.i]) {
                    p.i += 1;
                }
                if p.i == f {
                    return Err(p.err("expected a digit"));
                }
            }
            if matches!(p.s.get(p.i), Some(0x65 | 0x45)) {
                p.i += 1;
                if matches!(p.s.get(p.i), Some(0x2b | 0x2d)) {
                    p.i += 1;
                }
                let f = p.i;
                while p.i < p.s.len() && (0x30..=0x39).contains(&p.s[p.i]) {
                    p.i += 1;
                }
                if p.i == f {
                    return Err(p.err("expected a digit"));
                }
            }
            let text = String::from_utf16_lossy(&p.s[start..p.i]);
            Ok(Value::Number(text.parse::<f64>().unwrap_or(f64::NAN)))
        }
    }
}

fn parse_string(p: &mut Parser) -> Result<Vec<u16>, Tok> {
    p.i += 1;
    let mut out = Vec::new();
    loop {
        let Some(&c) = p.s.get(p.i) else {
            return Err(Tok::Err("Unterminated string in JSON".into()));
        };
        p.i += 1;
        match c {
            0x22 => return Ok(out),
            0x5c => {
                let Some(&e) = p.s.get(p.i) else {
                    return Err(Tok::Err("Unterminated string in JSON".into()));
                };
                p.i += 1;
                let r = match e {
                    0x22 => 0x22,
                    0x5c => 0x5c,
                    0x2f => 0x2f,
                    0x62 => 0x08,
                    0x66 => 0x0c,
                    0x6e => 0x0a,
                    0x72 => 0x0d,
                    0x74 => 0x09,
                    0x75 => {
                        let hex =
                            p.s.get(p.i..p.i + 4)
                                .ok_or_else(|| Tok::Err("Bad Unicode escape in JSON".into()))?;
                        let h = String::from_utf16_lossy(hex);
                        let v = u16::from_str_radix(&h, 16)
                            .map_err(|_| Tok::Err("Bad Unicode escape in JSON".into()))?;
                        p.i += 4;
                        v
                    }
                    _ => {
                        p.i -= 1;
                        return Err(p.err("bad escape"));
                    }
                };
                out.push(r);
            }
            c if c < 0x20 => {
                p.i -= 1;
                return Err(p.err("control character in string"));
            }
            c => out.push(c),
        }
    }
}

/// `JSON.parse(text)` — the reviver is applied by the prelude wrapper.
pub fn parse(vm: &mut Vm, _this: Value, args: &[Value]) -> JsResult<Value> {
    let text = vm.to_units(arg(args, 0))?;
    vm.instructions += text.len() as u64 / 32;
    let mut p = Parser {
        s: &text,
        i: 0,
        depth: 0,
    };
    let r = parse_value(vm, &mut p);
    let r = r.and_then(|v| {
        p.ws();
        if p.i < p.s.len() {
            Err(p.err("unexpected data after the value"))
        } else {
            Ok(v)
        }
    });
    match r {
        Ok(v) => Ok(v),
        Err(Tok::Err(m)) => Err(vm.make_error(ErrorKind::Syntax, &m)),
    }
}

/// Appends one unit to the writer's text. The buffer's growth is marked cold, so the common
/// case runs straight through: `Vec::push` laid it out as a taken branch at each of the
/// writer's pushes, and each distinct taken branch is a cold-start cost (BENCHMARKS.md).
#[inline(always)]
fn push_unit(out: &mut Vec<u16>, u: u16) {
    if out.len() == out.capacity() {
        std::hint::cold_path();
        out.reserve(64);
    }
    out.push(u);
}

/// Appends `s` as a JSON string literal.
pub fn quote_into(out: &mut Vec<u16>, s: &[u16]) {
    push_unit(out, 0x22);
    let mut i = 0;
    while i < s.len() {
        // The run of units written as they are (nearly every string is one run): found by a
        // tight scan and copied at once, not pushed unit by unit through the escapes' match.
        let run = s[i..]
            .iter()
            .position(|&c| c < 0x20 || c == 0x22 || c == 0x5c || (0xD800..0xE000).contains(&c))
            .unwrap_or(s.len() - i);
        out.extend_from_slice(&s[i..i + run]);
        i += run;
        let Some(&c) = s.get(i) else { break };
        match c {
            0x22 => out.extend_from_slice(&[0x5c, 0x22]),
            0x5c => out.extend_from_slice(&[0x5c, 0x5c]),
            0x08 => out.extend_from_slice(&[0x5c, 0x62]),
            0x0c => out.extend_from_slice(&[0x5c, 0x66]),
            0x0a => out.extend_from_slice(&[0x5c, 0x6e]),
            0x0d => out.extend_from_slice(&[0x5c, 0x72]),
            0x09 => out.extend_from_slice(&[0x5c, 0x74]),
            c if c < 0x20 => out.extend(format!("\\u{c:04x}").encode_utf16()),
            0xD800..=0xDBFF if i + 1 < s.len() && (0xDC00..0xE000).contains(&s[i + 1]) => {
                push_unit(out, c);
                push_unit(out, s[i + 1]);
                i += 1;
            }
            0xD800..=0xDFFF => out.extend(format!("\\u{c:04x}").encode_utf16()),
            // Not reached: the run above stops only at the units the arms before this take.
            c => push_unit(out, c),
        }
        i += 1;
    }
    push_unit(out, 0x22);
}

/// One `JSON.stringify` call's settings and the objects it is inside.
struct Stringifier {
    indent: Vec<u16>,
    /// The objects being written, outermost first (a cycle's test); inline for the usual
    /// few levels.
    stack: smallvec::SmallVec<[ObjRef; 16]>,
    allow: Option<Vec<crate::atoms::Atom>>,
    /// Whether a `toJSON` method written in JavaScript stops the write ([`Stop::ToJson`]);
    /// false for data the prelude's walk has already prepared.
    to_json: bool,
}

/// Why a write ended without its text.
enum Stop {
    /// An exception to throw.
    Throw(Value),
    /// A value with a `toJSON` method other than a realm `Date`'s: the prelude's walk runs
    /// it, as it runs function replacers.
    ToJson,
}

impl From<Value> for Stop {
    fn from(e: Value) -> Stop {
        Stop::Throw(e)
    }
}

/// `JSON.stringify(value, replacer, space)`. Plain data (nearly every call) is written here in
/// one pass. A function replacer, or a `toJSON` method found on the way, hands the call to the
/// prelude's walk (`$$jsonStringify`), which runs them on VM frames and writes the data they
/// give through [`write_prepared`]. Until it finds such a method this writer runs no program
/// code (codemode has no getters or proxies), so starting over in the prelude repeats nothing
/// the program could observe, and the errors it would meet first (a cycle, the nesting
/// bound) are the ones the walk would meet first.
pub fn stringify(vm: &mut Vm, _this: Value, args: &[Value]) -> JsResult<Value> {
    let replacer = arg(args, 1);
    if !matches!(replacer, Value::Obj(f) if vm.heap.obj(f).is_callable()) {
        match write(vm, args, true) {
            Err(Stop::ToJson) => {}
            Err(Stop::Throw(e)) => return Err(e),
            Ok(v) => return Ok(v),
        }
    }
    let name = vm.atoms.intern_str("$$jsonStringify");
    let walk = vm.get_own(vm.intrinsics, name).unwrap_or(Value::Undefined);
    let args = [arg(args, 0), replacer, arg(args, 2)];
    // Rooted: this builtin keeps nothing but the arguments, which the call itself holds.
    vm.call_sync_rooted(walk, Value::Undefined, &args)
}

/// The most UTF-16 units of room the writer's buffer keeps between calls (32 KB).
const KEEP_TEXT: usize = 16 * 1024;

/// `$$jsonWrite(value, replacer, space)`: `JSON.stringify` for data the prelude's walk has
/// prepared (`toJSON` methods and function replacers already applied).
pub fn write_prepared(vm: &mut Vm, _this: Value, args: &[Value]) -> JsResult<Value> {
    match write(vm, args, false) {
        Ok(v) => Ok(v),
        Err(Stop::Throw(e)) => Err(e),
        // Not with `to_json` false; an error rather than a loop back into the walk if ever.
        Err(Stop::ToJson) => Err(vm.type_error("JSON.stringify: unprepared toJSON")),
    }
}

/// Writes `args[0]` with `args[1]` as an array replacer (when it is one) and `args[2]` as
/// the indent.
fn write(vm: &mut Vm, args: &[Value], to_json: bool) -> Result<Value, Stop> {
    let allow = match arg(args, 1) {
        Value::Obj(o) if matches!(vm.heap.obj(o).kind, ObjKind::Array(_)) => {
            // A replacer list, and an indent below, are rare: marked cold, so the common call
            // runs straight through (each taken branch is a cold-start cost: BENCHMARKS.md).
            std::hint::cold_path();
            let items = vm.collect_iterable(Value::Obj(o))?;
            let mut keys = Vec::new();
            for it in items {
                if matches!(it, Value::Str(_) | Value::Number(_)) {
                    let k = vm.to_key(it)?;
                    if !keys.contains(&k) {
                        keys.push(k);
                    }
                }
            }
            Some(keys)
        }
        _ => None,
    };
    let indent: Vec<u16> = match arg(args, 2) {
        Value::Number(n) => {
            std::hint::cold_path();
            " ".repeat(n.clamp(0.0, 10.0) as usize)
                .encode_utf16()
                .collect()
        }
        Value::Str(s) => {
            std::hint::cold_path();
            vm.heap.str(s).iter().take(10).copied().collect()
        }
        _ => Vec::new(),
    };
    let mut st = Stringifier {
        indent,
        stack: smallvec::SmallVec::new(),
        allow,
        to_json,
    };
    // The text is built in the VM's buffer (kept from call to call and, while small, from
    // execution to execution), so the result is one allocation of its exact size instead of
    // a buffer grown and shrunk by `realloc`. Taken out while in use: a nested call (the
    // writer runs no program code, so there is none today) would start a buffer of its own.
    let mut out = std::mem::take(&mut vm.text_scratch);
    if out.capacity() == 0 {
        // A thread's first call only (the buffer is kept).
        std::hint::cold_path();
        // Most results are more than a few units long: skip the first few doublings.
        out.reserve(64);
    }
    let v = arg(args, 0);
    let wrote = write_value(vm, &mut st, &mut out, v, 0);
    // A large result becomes the string itself (no copy of megabytes), and the buffer it grew
    // is not held for the rest of the execution.
    let large = out.capacity() > KEEP_TEXT;
    let result = match wrote {
        Ok(true) => {
            vm.instructions += out.len() as u64 / 32;
            Ok(if large {
                std::hint::cold_path();
                vm.str_from_vec(std::mem::take(&mut out))
            } else {
                Value::Str(vm.heap.alloc_str_units(&out))
            })
        }
        Ok(false) => Ok(Value::Undefined),
        Err(e) => Err(e),
    };
    if !large {
        out.clear();
        vm.text_scratch = out;
    }
    result
}

/// Whether `o` may have a `toJSON` method the writer cannot apply itself: false for an
/// ordinary object or array without an own `toJSON` on the realm's untouched prototypes
/// (which have none), and for a `Date` on its untouched prototype (whose `toJSON` the writer
/// applies); otherwise whether a lookup finds something callable.
fn calls_to_json(vm: &mut Vm, o: ObjRef) -> JsResult<bool> {
    let obj = vm.heap.obj(o);
    let plain = match obj.kind {
        ObjKind::Ordinary | ObjKind::Array(_) => {
            obj.props.get(names::to_json).is_none() && inherits_no_to_json(vm, obj.proto)
        }
        ObjKind::Date(_) => realm_date_to_json(vm, o),
        _ => false,
    };
    if plain {
        return Ok(false);
    }
    let f = vm.get_prop(Value::Obj(o), names::to_json)?;
    Ok(matches!(f, Value::Obj(f) if vm.heap.obj(f).is_callable()))
}

/// Whether `JSON.stringify` applies the realm's `Date.prototype.toJSON` to the date `o`: no
/// own `toJSON`, and the realm's `Date.prototype` untouched by this execution.
fn realm_date_to_json(vm: &Vm, o: ObjRef) -> bool {
    let obj = vm.heap.obj(o);
    let proto = vm.protos.date;
    obj.proto == Some(proto)
        && vm.heap.is_pristine_obj(proto)
        && obj.props.get(names::to_json).is_none()
}

/// Whether an object with prototype `proto` inherits no `toJSON`: `proto` is the realm's
/// `Object.prototype` (or `Array.prototype`, whose prototype that is), neither written by this
/// execution (of the realm's prototypes only `Date.prototype` and `URL.prototype` define one).
fn inherits_no_to_json(vm: &Vm, proto: Option<ObjRef>) -> bool {
    let (object, array) = (vm.protos.object, vm.protos.array);
    let untouched = |p| vm.heap.is_pristine_obj(p);
    match proto {
        None => true,
        Some(p) if p == object => untouched(object),
        Some(p) if p == array => untouched(array) && untouched(object),
        Some(_) => false,
    }
}

/// Writes a number as JSON does: `null` for NaN and the infinities, integers from their digits
/// on the stack (no string in between), other values as `Number.prototype.toString` spells them.
fn write_number(out: &mut Vec<u16>, n: f64) {
    match crate::value::IntText::new(n) {
        Some(t) => out.extend_from_slice(t.units()),
        None if n.is_finite() => out.extend(number_to_string(n).encode_utf16()),
        None => out.extend("null".encode_utf16()),
    }
}

/// `$e?` with the error path marked cold: the writer's calls nearly never fail, and with `?`
/// LLVM laid the success path out as the taken branch (a cold-start cost per call site:
/// BENCHMARKS.md).
macro_rules! ok_or_return {
    ($e:expr) => {
        match $e {
            Ok(v) => v,
            Err(e) => {
                std::hint::cold_path();
                return Err(e.into());
            }
        }
    };
}

/// How many levels of nesting the writer goes between checks of the thread's stack: each
/// check is a thread-local read and a call, and the frames of this many levels are a few KB,
/// far inside the room `stack::guard` keeps (128 KB).
const GUARD_EVERY: usize = 16;

/// Writes one value; returns false when the value has no JSON form (undefined, functions).
#[inline]
fn write_value(
    vm: &mut Vm,
    st: &mut Stringifier,
    out: &mut Vec<u16>,
    v: Value,
    level: usize,
) -> Result<bool, Stop> {
    if !level.is_multiple_of(GUARD_EVERY) {
        return write_value_inner(vm, st, out, v, level);
    }
    crate::stack::guard(|| write_value_inner(vm, st, out, v, level))
}

/// What the writer does with an object, decided from one look at it.
enum Plan {
    /// Written as this primitive instead (a wrapper object's value).
    As(Value),
    /// A date the realm's `toJSON` applies to: its ISO text, or `null` for an invalid one.
    Date(f64),
    /// Not written (a function).
    Skip,
    /// An array of this many items.
    Array(usize),
    /// An ordinary object with no index keys (those come first, in numeric order, which
    /// `own_keys` sorts out), of this many properties: its enumerable properties in order are
    /// what `own_keys` and a read per key would find. Nearly every object JSON meets.
    Plain(usize),
    /// Any other object: its own keys (or the replacer's list), read one by one.
    Keys,
}

fn write_value_inner(
    vm: &mut Vm,
    st: &mut Stringifier,
    out: &mut Vec<u16>,
    v: Value,
    level: usize,
) -> Result<bool, Stop> {
    let o = match v {
        Value::Null => {
            out.extend("null".encode_utf16());
            return Ok(true);
        }
        Value::Bool(b) => {
            out.extend(if b { "true" } else { "false" }.encode_utf16());
            return Ok(true);
        }
        Value::Number(n) => {
            write_number(out, n);
            return Ok(true);
        }
        Value::Str(s) => {
            quote_into(out, vm.heap.str(s));
            return Ok(true);
        }
        Value::Undefined | Value::Empty | Value::Cell(_) => return Ok(false),
        Value::Obj(o) => o,
    };
    if st.to_json && ok_or_return!(calls_to_json(vm, o)) {
        std::hint::cold_path();
        return Err(Stop::ToJson);
    }
    // One lookup of the object decides the rest (each lookup is an arena access with its
    // checks, and this function is most of what a small `JSON.stringify` runs).
    let obj = vm.heap.obj(o);
    let plan = match &obj.kind {
        ObjKind::Boxed(p) => Plan::As(*p),
        // A date whose `toJSON` the program replaced went through the prelude's walk (or
        // has none, and is written as the object it is).
        &ObjKind::Date(t) if realm_date_to_json(vm, o) => Plan::Date(t),
        ObjKind::Array(items) => Plan::Array(items.len()),
        ObjKind::Ordinary
            if st.allow.is_none()
                && obj
                    .props
                    .iter()
                    .all(|p| vm.atoms.index_value(p.key).is_none()) =>
        {
            Plan::Plain(obj.props.len())
        }
        _ if obj.is_callable() => Plan::Skip,
        _ => Plan::Keys,
    };
    match plan {
        // The rare plans are marked cold, so the common ones (arrays and plain objects) run
        // straight through: each taken branch is a cold-start cost (BENCHMARKS.md).
        Plan::As(p) => {
            std::hint::cold_path();
            return write_value_inner(vm, st, out, p, level);
        }
        Plan::Date(t) => {
            std::hint::cold_path();
            if t.is_nan() {
                out.extend("null".encode_utf16());
            } else {
                // ISO text is ASCII with nothing to escape: quoted as it is.
                push_unit(out, 0x22);
                out.extend(crate::builtins::date::to_iso_or_invalid(t).encode_utf16());
                push_unit(out, 0x22);
            }
            return Ok(true);
        }
        Plan::Skip => {
            std::hint::cold_path();
            return Ok(false);
        }
        Plan::Array(_) | Plan::Plain(_) | Plan::Keys => {}
    }
    if st.stack.contains(&o) {
        std::hint::cold_path();
        return Err(vm
            .type_error("Converting circular structure to JSON")
            .into());
    }
    if st.stack.len() > 1000 {
        std::hint::cold_path();
        return Err(vm
            .range_error("Maximum call stack size exceeded (JSON.stringify nesting)")
            .into());
    }
    st.stack.push(o);
    // The writer runs no program code (a `toJSON` ends the write instead, and codemode has no
    // getters or proxies), so nothing changes an object while it is written: its items and
    // properties are read in place, one at a time, without a copy.
    match plan {
        Plan::Array(n) => {
            push_unit(out, 0x5b);
            for i in 0..n {
                if i > 0 {
                    push_unit(out, 0x2c);
                }
                newline(out, st, level + 1);
                let x = match &vm.heap.obj(o).kind {
                    ObjKind::Array(items) => {
                        let x = items.get(i).copied().unwrap_or(Value::Undefined);
                        if let Value::Obj(_) = x {
                            vm.heap.prefetch_ahead(items, i);
                        }
                        x
                    }
                    _ => Value::Undefined,
                };
                if !ok_or_return!(write_value(vm, st, out, x, level + 1)) {
                    out.extend("null".encode_utf16());
                }
            }
            if n > 0 {
                newline(out, st, level);
            }
            push_unit(out, 0x5d);
        }
        Plan::Plain(n) => {
            push_unit(out, 0x7b);
            let mut first = true;
            for i in 0..n {
                let Some(&crate::object::Prop { key, value, flags }) =
                    vm.heap.obj(o).props.iter().as_slice().get(i)
                else {
                    break;
                };
                if flags & crate::object::flags::ENUMERABLE != 0 {
                    ok_or_return!(write_entry(vm, st, out, key, value, level, &mut first));
                }
            }
            if !first {
                newline(out, st, level);
            }
            push_unit(out, 0x7d);
        }
        _ => {
            std::hint::cold_path();
            push_unit(out, 0x7b);
            let mut first = true;
            let keys = st.allow.clone().unwrap_or_else(|| vm.own_keys(v));
            for k in keys {
                if st.allow.is_some() && !vm.has_own(v, k) {
                    continue;
                }
                let x = vm.get_prop(v, k)?;
                write_entry(vm, st, out, k, x, level, &mut first)?;
            }
            if !first {
                newline(out, st, level);
            }
            push_unit(out, 0x7d);
        }
    }
    st.stack.pop();
    ok_or_return!(vm.check_string_len(out.len()));
    Ok(true)
}

/// Writes `"key":value` (with the separator before it and the indent), or nothing when the
/// value has no JSON form; `first` says whether an entry was written before.
fn write_entry(
    vm: &mut Vm,
    st: &mut Stringifier,
    out: &mut Vec<u16>,
    k: crate::atoms::Atom,
    x: Value,
    level: usize,
    first: &mut bool,
) -> Result<(), Stop> {
    let mark = out.len();
    if !*first {
        push_unit(out, 0x2c);
    }
    newline(out, st, level + 1);
    quote_into(out, vm.atoms.units(k));
    push_unit(out, 0x3a);
    if !st.indent.is_empty() {
        std::hint::cold_path();
        push_unit(out, 0x20);
    }
    if ok_or_return!(write_value(vm, st, out, x, level + 1)) {
        *first = false;
    } else {
        out.truncate(mark);
    }
    Ok(())
}

/// A line break and `level` indents, when there is an indent.
fn newline(out: &mut Vec<u16>, st: &Stringifier, level: usize) {
    if !st.indent.is_empty() {
        std::hint::cold_path();
        push_unit(out, 0x0a);
        for _ in 0..level {
            out.extend_from_slice(&st.indent);
        }
    }
}

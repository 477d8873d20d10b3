//! RegExp on `regress` (patched with a step budget): construction and caching, `exec`/`test`,
//! the flag getters, and the regex halves of `match`, `matchAll`, `search`, `split` and
//! `replace`. Every match runs under the execution's instruction budget and interrupt check, so a
//! catastrophic pattern ends the execution (uncatchably) instead of hanging the executor.

use super::arg;
use super::string::Text;
use crate::atoms::names;
use crate::heap::ObjRef;
use crate::interp::{Halt, InterruptCheck, Vm};
use crate::object::{IterState, ObjKind, Object};
use crate::ops::JsResult;
use crate::value::Value;
use std::cell::RefCell;
use std::collections::HashMap;
use std::sync::Arc;

/// Parenthesis and class nesting beyond which a pattern is refused (regress parses
/// recursively; this keeps hostile patterns from exhausting the stack).
const MAX_PATTERN_NESTING: usize = 256;
/// Compiled patterns kept per execution before the cache starts over.
const CACHE_CAPACITY: usize = 256;

/// One flag letter per bit, in the order `flags` prints them.
const FLAG_LETTERS: &[u8; 8] = b"dgimsuvy";
const D: u8 = 1;
const G: u8 = 2;
const I: u8 = 4;
const M: u8 = 8;
const S: u8 = 16;
const U: u8 = 32;
const V: u8 = 64;
const Y: u8 = 128;

/// A compiled pattern, shared by every RegExp object made from the same source and flags.
#[derive(Debug)]
pub struct RegExpData {
    regex: regress::Regex,
    /// The pattern text as written (before escaping for `source`).
    source: Box<[u16]>,
    /// Flag bits (`D`, `G`, ...).
    flags: u8,
}

impl RegExpData {
    /// Approximate heap bytes, for the memory limit.
    pub fn bytes(&self) -> usize {
        // regress keeps a few instructions per pattern unit.
        64 + self.source.len() * 34
    }
    fn has(&self, f: u8) -> bool {
        self.flags & f != 0
    }
}

/// Compiled patterns by (source, flags).
pub type RegexCache = HashMap<(Box<[u16]>, u8), Arc<RegExpData>>;

fn parse_flags(vm: &mut Vm, f: &[u16]) -> JsResult<u8> {
    let mut bits = 0u8;
    for &u in f {
        let bit = FLAG_LETTERS
            .iter()
            .position(|&l| l as u16 == u)
            .map(|i| 1u8 << i);
        match bit {
            Some(b) if bits & b == 0 => bits |= b,
            _ => {
                let s = String::from_utf16_lossy(f);
                return Err(vm.make_error(
                    crate::realm::ErrorKind::Syntax,
                    &format!("Invalid flags supplied to RegExp constructor '{s}'"),
                ));
            }
        }
    }
    if bits & U != 0 && bits & V != 0 {
        let s = String::from_utf16_lossy(f);
        return Err(vm.make_error(
            crate::realm::ErrorKind::Syntax,
            &format!("Invalid flags supplied to RegExp constructor '{s}'"),
        ));
    }
    Ok(bits)
}

fn flags_text(bits: u8) -> String {
    FLAG_LETTERS
        .iter()
        .enumerate()
        .filter(|(i, _)| bits & (1 << i) != 0)
        .map(|(_, &l)| l as char)
        .collect()
}

/// Deepest nesting of groups and classes in a pattern (escapes skipped).
fn nesting(src: &[u16]) -> usize {
    let (mut depth, mut max, mut i) = (0usize, 0usize, 0);
    while i < src.len() {
        match src[i] {
            0x5C => i += 1, // backslash: skip the escaped unit
            0x28 | 0x5B => {
                depth += 1;
                max = max.max(depth);
            }
            0x29 | 0x5D => depth = depth.saturating_sub(1),
            _ => {}
        }
        i += 1;
    }
    max
}

/// Compiles (or fetches from the cache) a pattern with flags.
fn compile(vm: &mut Vm, source: &[u16], flags: &[u16]) -> JsResult<Arc<RegExpData>> {
    let bits = parse_flags(vm, flags)?;
    let key = (Box::<[u16]>::from(source), bits);
    if let Some(r) = vm.regex_cache.get(&key) {
        return Ok(r.clone());
    }
    let fail = |vm: &mut Vm, why: &str| {
        let shown = String::from_utf16_lossy(source);
        vm.make_error(
            crate::realm::ErrorKind::Syntax,
            &format!(
                "Invalid regular expression: /{shown}/{}: {why}",
                flags_text(bits)
            ),
        )
    };
    if nesting(source) > MAX_PATTERN_NESTING {
        return Err(fail(vm, "pattern nested too deeply"));
    }
    let rflags = regress::Flags {
        icase: bits & I != 0,
        multiline: bits & M != 0,
        dot_all: bits & S != 0,
        no_opt: false,
        unicode: bits & U != 0,
        unicode_sets: bits & V != 0,
    };
    let units = char::decode_utf16(source.iter().copied())
        .map(|c| c.map_or_else(|e| e.unpaired_surrogate() as u32, |c| c as u32));
    // regress is not known to panic on any pattern, but a pattern is model-written input: a
    // panic inside the parser becomes a SyntaxError rather than an internal error.
    let compiled = std::panic::catch_unwind(|| regress::Regex::from_unicode(units, rflags));
    let regex = match compiled {
        Ok(Ok(r)) => r,
        Ok(Err(e)) => return Err(fail(vm, &e.to_string())),
        Err(_) => return Err(fail(vm, "unsupported pattern")),
    };
    vm.instructions += source.len() as u64;
    let data = Arc::new(RegExpData {
        regex,
        source: key.0.clone(),
        flags: bits,
    });
    if vm.regex_cache.len() >= CACHE_CAPACITY {
        vm.regex_cache.clear();
    }
    vm.regex_cache.insert(key, data.clone());
    Ok(data)
}

/// A new RegExp object over a compiled pattern, `lastIndex` 0.
fn new_regexp(vm: &mut Vm, data: Arc<RegExpData>) -> ObjRef {
    let p = vm.protos.regexp;
    let o = vm
        .heap
        .alloc_obj(Object::new(ObjKind::RegExp(data), Some(p)));
    let obj = vm.heap.obj_mut(o);
    obj.props.push(
        names::last_index,
        Value::Number(0.0),
        crate::object::flags::HIDDEN,
    );
    o
}

/// `/pattern/flags` as a literal evaluates it (the `NewRegExp` instruction).
pub fn literal(vm: &mut Vm, source: Value, flags: Value) -> JsResult<Value> {
    let s = vm.to_units(source)?;
    let f = vm.to_units(flags)?;
    let data = compile(vm, &s, &f)?;
    Ok(Value::Obj(new_regexp(vm, data)))
}

/// The compiled pattern behind `v`, if it is a RegExp.
pub fn regexp_data(vm: &Vm, v: Value) -> Option<Arc<RegExpData>> {
    match v {
        Value::Obj(o) => match &vm.heap.obj(o).kind {
            ObjKind::RegExp(r) => Some(r.clone()),
            _ => None,
        },
        _ => None,
    }
}

fn this_regexp(vm: &mut Vm, this: Value, method: &str) -> JsResult<(ObjRef, Arc<RegExpData>)> {
    match (this, regexp_data(vm, this)) {
        (Value::Obj(o), Some(d)) => Ok((o, d)),
        _ => Err(vm.type_error(&format!(
            "RegExp.prototype.{method} requires that 'this' be a RegExp object"
        ))),
    }
}

/// `RegExp(pattern, flags)` / `new RegExp(...)`.
pub fn ctor(vm: &mut Vm, _this: Value, args: &[Value]) -> JsResult<Value> {
    let (pat, fl) = (arg(args, 0), arg(args, 1));
    if let Some(d) = regexp_data(vm, pat) {
        if fl.is_undefined() {
            if !vm.new_target {
                return Ok(pat);
            }
            return Ok(Value::Obj(new_regexp(vm, d)));
        }
        let f = vm.to_units(fl)?;
        let data = compile(vm, &d.source.clone(), &f)?;
        return Ok(Value::Obj(new_regexp(vm, data)));
    }
    let s = match pat {
        Value::Undefined => Vec::new(),
        v => vm.to_units(v)?,
    };
    let f = match fl {
        Value::Undefined => Vec::new(),
        v => vm.to_units(v)?,
    };
    let data = compile(vm, &s, &f)?;
    Ok(Value::Obj(new_regexp(vm, data)))
}

/// `source` as JavaScript shows it: `/` and line terminators escaped, `(?:)` when empty.
fn escaped_source(src: &[u16]) -> Vec<u16> {
    if src.is_empty() {
        return "(?:)".encode_utf16().collect();
    }
    let mut out = Vec::with_capacity(src.len());
    let (mut in_class, mut i) = (false, 0);
    while i < src.len() {
        let u = src[i];
        match u {
            0x5C => {
                out.push(u);
                if let Some(&n) = src.get(i + 1) {
                    out.push(n);
                }
                i += 2;
                continue;
            }
            0x5B => in_class = true,
            0x5D => in_class = false,
            0x2F if !in_class => out.push(0x5C),
            _ => {}
        }
        match u {
            0x0A => out.extend("\\n".encode_utf16()),
            0x0D => out.extend("\\r".encode_utf16()),
            0x2028 => out.extend("\\u2028".encode_utf16()),
            0x2029 => out.extend("\\u2029".encode_utf16()),
            _ => out.push(u),
        }
        i += 1;
    }
    out
}

/// Reads a RegExp's accessor-like properties (`source`, `flags`, `global`, ...); `None` for
/// other keys. Called by property lookup for RegExp objects.
pub fn accessor(vm: &mut Vm, data: &RegExpData, key: crate::atoms::Atom) -> Option<Value> {
    let flag = |f: u8| Some(Value::Bool(data.has(f)));
    match key {
        k if k == names::source => {
            let s = escaped_source(&data.source);
            Some(vm.str_from_vec(s))
        }
        k if k == names::flags => Some(vm.str_value(&flags_text(data.flags))),
        k if k == names::global => flag(G),
        k if k == names::ignore_case => flag(I),
        k if k == names::multiline => flag(M),
        k if k == names::dot_all => flag(S),
        k if k == names::unicode => flag(U),
        k if k == names::unicode_sets => flag(V),
        k if k == names::sticky => flag(Y),
        k if k == names::has_indices => flag(D),
        _ => None,
    }
}

thread_local! {
    /// The running execution's interrupt check, for the matcher's poll function.
    static POLL: RefCell<Option<InterruptCheck>> = const { RefCell::new(None) };
}

fn poll() -> bool {
    POLL.with(|p| p.borrow().as_ref().is_some_and(|f| f()))
}

/// Finds the first match at or after `start`, charging its steps to the instruction budget.
/// Running out of budget, or the host's interrupt check firing, terminates the execution.
/// `text` is units the caller holds or, for `exec` and `test` (called once per match in a loop
/// over a long text), the subject string read in place: copying it at every call made such a
/// loop quadratic, 13x QuickJS on 340 KB.
fn find<T: Text + ?Sized>(
    vm: &mut Vm,
    re: &RegExpData,
    text: &T,
    start: usize,
) -> JsResult<Option<regress::Match>> {
    if start > text.units(vm).len() {
        return Ok(None);
    }
    let left = vm
        .limits
        .max_instructions
        .saturating_sub(vm.instructions)
        .max(1);
    let check = vm.interrupt.clone();
    let poll_fn: Option<fn() -> bool> = check.as_ref().map(|_| poll as fn() -> bool);
    let saved = POLL.with(|p| p.replace(check));
    let unicode = re.flags & (U | V) != 0;
    let out = regress::interrupt::with_budget(left, poll_fn, || {
        let text = text.units(vm);
        if unicode {
            re.regex.find_from_utf16(text, start).next()
        } else {
            re.regex.find_from_ucs2(text, start).next()
        }
    });
    POLL.with(|p| p.replace(saved));
    vm.instructions = vm.instructions.saturating_add(out.steps);
    if out.interrupted {
        vm.pending_halt = Some(if vm.instructions >= vm.limits.max_instructions {
            Halt::OutOfInstructions
        } else {
            Halt::Interrupted
        });
        return Err(Value::Undefined);
    }
    Ok(out.value)
}

/// The index after `i` for an empty match: one code unit, or a whole surrogate pair in
/// Unicode mode (AdvanceStringIndex).
fn advance(re: &RegExpData, text: &[u16], i: usize) -> usize {
    if re.flags & (U | V) != 0
        && i + 1 < text.len()
        && (0xD800..0xDC00).contains(&text[i])
        && (0xDC00..0xE000).contains(&text[i + 1])
    {
        i + 2
    } else {
        i + 1
    }
}

fn get_last_index(vm: &mut Vm, o: ObjRef) -> JsResult<usize> {
    let v = vm.get_prop(Value::Obj(o), names::last_index)?;
    let n = vm.to_number(v)?;
    Ok(if n.is_nan() || n <= 0.0 {
        0
    } else {
        n.min(9007199254740991.0) as usize
    })
}

fn set_last_index(vm: &mut Vm, o: ObjRef, i: usize) -> JsResult<()> {
    vm.set_prop(Value::Obj(o), names::last_index, Value::Number(i as f64))
}

/// Runs the matcher as `exec` does (honouring and updating `lastIndex` for `g`/`y`).
fn exec_raw<T: Text + ?Sized>(
    vm: &mut Vm,
    o: ObjRef,
    re: &RegExpData,
    text: &T,
) -> JsResult<Option<regress::Match>> {
    let global_or_sticky = re.flags & (G | Y) != 0;
    let last = if global_or_sticky {
        get_last_index(vm, o)?
    } else {
        0
    };
    let m = find(vm, re, text, last)?;
    let m = match m {
        Some(m) if re.has(Y) && m.range.start != last => None,
        m => m,
    };
    if global_or_sticky {
        set_last_index(vm, o, m.as_ref().map_or(0, |m| m.range.end))?;
    }
    Ok(m)
}

fn slice_value<T: Text + ?Sized>(
    vm: &mut Vm,
    text: &T,
    r: &Option<std::ops::Range<usize>>,
) -> Value {
    match r {
        Some(r) => text.substr(vm, r.start, r.end),
        None => Value::Undefined,
    }
}

/// The array `exec` returns: the match and its groups, with `index`, `input`, `groups` and (for
/// the `d` flag) `indices`.
fn match_array<T: Text + ?Sized>(
    vm: &mut Vm,
    re: &RegExpData,
    m: &regress::Match,
    text: &T,
    input: Value,
) -> Value {
    let mut items = Vec::with_capacity(m.captures.len() + 1);
    items.push(text.substr(vm, m.range.start, m.range.end));
    for c in &m.captures {
        let v = slice_value(vm, text, c);
        items.push(v);
    }
    let arr = vm.new_array(items);
    vm.set_own_data(arr, names::index, Value::Number(m.range.start as f64));
    vm.set_own_data(arr, names::input, input);
    let named: Vec<(String, Option<std::ops::Range<usize>>)> =
        m.named_groups().map(|(n, r)| (n.to_string(), r)).collect();
    let groups = if named.is_empty() {
        Value::Undefined
    } else {
        let g = vm.heap.alloc_obj(Object::new(ObjKind::Ordinary, None));
        for (n, r) in &named {
            let v = slice_value(vm, text, r);
            let a = vm.atoms.intern_str(n);
            vm.set_own_data(g, a, v);
        }
        Value::Obj(g)
    };
    vm.set_own_data(arr, names::groups, groups);
    if re.has(D) {
        let pair = |vm: &mut Vm, r: &Option<std::ops::Range<usize>>| match r {
            Some(r) => {
                let a = vm.new_array(vec![
                    Value::Number(r.start as f64),
                    Value::Number(r.end as f64),
                ]);
                Value::Obj(a)
            }
            None => Value::Undefined,
        };
        let mut idx = vec![pair(vm, &Some(m.range.clone()))];
        for c in &m.captures {
            idx.push(pair(vm, c));
        }
        let ia = vm.new_array(idx);
        let ig = if named.is_empty() {
            Value::Undefined
        } else {
            let g = vm.heap.alloc_obj(Object::new(ObjKind::Ordinary, None));
            for (n, r) in &named {
                let v = pair(vm, r);
                let a = vm.atoms.intern_str(n);
                vm.set_own_data(g, a, v);
            }
            Value::Obj(g)
        };
        vm.set_own_data(ia, names::groups, ig);
        vm.set_own_data(arr, names::indices, Value::Obj(ia));
    }
    Value::Obj(arr)
}

/// `exec`.
pub fn exec(vm: &mut Vm, this: Value, args: &[Value]) -> JsResult<Value> {
    let (o, re) = this_regexp(vm, this, "exec")?;
    let text = vm.to_str(arg(args, 0))?;
    Ok(match exec_raw(vm, o, &re, &text)? {
        Some(m) => match_array(vm, &re, &m, &text, Value::Str(text)),
        None => Value::Null,
    })
}

/// `test`.
pub fn test(vm: &mut Vm, this: Value, args: &[Value]) -> JsResult<Value> {
    let (o, re) = this_regexp(vm, this, "test")?;
    let text = vm.to_str(arg(args, 0))?;
    Ok(Value::Bool(exec_raw(vm, o, &re, &text)?.is_some()))
}

/// `toString`: `/source/flags`.
pub fn to_string(vm: &mut Vm, this: Value, _args: &[Value]) -> JsResult<Value> {
    let (_, re) = this_regexp(vm, this, "toString")?;
    let mut s = vec![b'/' as u16];
    s.extend(escaped_source(&re.source));
    s.push(b'/' as u16);
    s.extend(flags_text(re.flags).encode_utf16());
    Ok(vm.str_from_vec(s))
}

/// `RegExp.escape`: every character with meaning in a pattern escaped, a leading digit or
/// letter as `\xHH`, as the proposal (shipped in node 24) specifies.
pub fn escape(vm: &mut Vm, _this: Value, args: &[Value]) -> JsResult<Value> {
    let v = arg(args, 0);
    if !matches!(v, Value::Str(_)) {
        return Err(vm.type_error("RegExp.escape requires a string"));
    }
    let s = vm.to_units(v)?;
    let mut out: Vec<u16> = Vec::with_capacity(s.len() * 2);
    let hex = |out: &mut Vec<u16>, u: u16| {
        out.extend(format!("\\x{u:02x}").encode_utf16());
    };
    for (i, &u) in s.iter().enumerate() {
        let c = u as u32;
        if i == 0 && (c < 128 && (c as u8).is_ascii_alphanumeric()) {
            hex(&mut out, u);
        } else if c < 128 && b"^$\\.*+?()[]{}|/".contains(&(c as u8)) {
            out.push(b'\\' as u16);
            out.push(u);
        } else if c < 128 && b",-=<>#&!%:;@~'`\"".contains(&(c as u8)) {
            hex(&mut out, u);
        } else {
            match c {
                0x09 => out.extend("\\t".encode_utf16()),
                0x0A => out.extend("\\n".encode_utf16()),
                0x0B => out.extend("\\v".encode_utf16()),
                0x0C => out.extend("\\f".encode_utf16()),
                0x0D => out.extend("\\r".encode_utf16()),
                0x20 => hex(&mut out, u),
                0x2028 | 0x2029 | 0xFEFF | 0xA0 => out.extend(format!("\\u{c:04x}").encode_utf16()),
                0xD800..=0xDFFF => {
                    let paired = if c < 0xDC00 {
                        s.get(i + 1).is_some_and(|n| (0xDC00..0xE000).contains(n))
                    } else {
                        i > 0 && (0xD800..0xDC00).contains(&s[i - 1])
                    };
                    if paired {
                        out.push(u);
                    } else {
                        out.extend(format!("\\u{c:04x}").encode_utf16());
                    }
                }
                _ => out.push(u),
            }
        }
    }
    vm.check_string_len(out.len())?;
    Ok(vm.str_from_vec(out))
}

/// The RegExp `String.prototype` methods use: the argument itself when it is one, else a new
/// pattern from its text (with `flags`).
fn coerce(vm: &mut Vm, v: Value, flags: &str) -> JsResult<(Option<ObjRef>, Arc<RegExpData>)> {
    if let (Value::Obj(o), Some(d)) = (v, regexp_data(vm, v)) {
        return Ok((Some(o), d));
    }
    let s = match v {
        Value::Undefined => Vec::new(),
        v => vm.to_units(v)?,
    };
    let f: Vec<u16> = flags.encode_utf16().collect();
    Ok((None, compile(vm, &s, &f)?))
}

/// Every match from index 0 onward (empty matches advance one position), as `g` matching does.
fn all_matches(vm: &mut Vm, re: &RegExpData, text: &[u16]) -> JsResult<Vec<regress::Match>> {
    let mut out = Vec::new();
    let mut at = 0;
    while let Some(m) = find(vm, re, text, at)? {
        at = if m.range.is_empty() {
            advance(re, text, m.range.end)
        } else {
            m.range.end
        };
        vm.instructions += 1;
        vm.check_array_len(out.len() + 1)?;
        out.push(m);
        if at > text.len() {
            break;
        }
    }
    Ok(out)
}

/// `String.prototype.match`.
pub fn string_match(vm: &mut Vm, this: Value, args: &[Value]) -> JsResult<Value> {
    let input = Value::Str(super::string::this_str(vm, this, "match")?);
    let text = vm.to_units(input)?;
    let (o, re) = coerce(vm, arg(args, 0), "")?;
    if !re.has(G) {
        let m = match o {
            Some(o) => exec_raw(vm, o, &re, &text)?,
            None => find(vm, &re, &text, 0)?,
        };
        return Ok(match m {
            Some(m) => match_array(vm, &re, &m, &text, input),
            None => Value::Null,
        });
    }
    let ms = all_matches(vm, &re, &text)?;
    if let Some(o) = o {
        set_last_index(vm, o, 0)?;
    }
    if ms.is_empty() {
        return Ok(Value::Null);
    }
    let items = ms
        .iter()
        .map(|m| vm.new_str(&text[m.range.clone()]))
        .collect();
    Ok(Value::Obj(vm.new_array(items)))
}

/// `String.prototype.matchAll` (an iterator over the `exec` results).
pub fn string_match_all(vm: &mut Vm, this: Value, args: &[Value]) -> JsResult<Value> {
    let input = Value::Str(super::string::this_str(vm, this, "matchAll")?);
    let text = vm.to_units(input)?;
    let (o, re) = coerce(vm, arg(args, 0), "g")?;
    if !re.has(G) {
        return Err(
            vm.type_error("String.prototype.matchAll called with a non-global RegExp argument")
        );
    }
    let start = match o {
        Some(o) => get_last_index(vm, o)?,
        None => 0,
    };
    let mut items = Vec::new();
    let mut at = start;
    while let Some(m) = find(vm, &re, &text, at)? {
        at = if m.range.is_empty() {
            advance(&re, &text, m.range.end)
        } else {
            m.range.end
        };
        vm.check_array_len(items.len() + 1)?;
        let a = match_array(vm, &re, &m, &text, input);
        items.push(a);
        if at > text.len() {
            break;
        }
    }
    Ok(Value::Obj(
        vm.new_iterator(IterState::List { items, next: 0 }),
    ))
}

/// `String.prototype.search`.
pub fn string_search(vm: &mut Vm, this: Value, args: &[Value]) -> JsResult<Value> {
    let input = Value::Str(super::string::this_str(vm, this, "search")?);
    let text = vm.to_units(input)?;
    let (_, re) = coerce(vm, arg(args, 0), "")?;
    let m = find(vm, &re, &text, 0)?;
    Ok(Value::Number(m.map_or(-1.0, |m| m.range.start as f64)))
}

/// `split` with a RegExp separator: pieces between matches, with each match's groups spliced
/// in, as JavaScript's `@@split` does.
pub fn split(vm: &mut Vm, re: &RegExpData, text: &[u16], limit: usize) -> JsResult<Value> {
    let mut parts: Vec<Value> = Vec::new();
    if limit == 0 {
        return Ok(Value::Obj(vm.new_array(parts)));
    }
    if text.is_empty() {
        if find(vm, re, text, 0)?.is_some_and(|m| m.range.end == 0) {
            return Ok(Value::Obj(vm.new_array(parts)));
        }
        let s = vm.new_str(text);
        return Ok(Value::Obj(vm.new_array(vec![s])));
    }
    let (mut p, mut q) = (0usize, 0usize);
    while q < text.len() {
        let Some(m) = find(vm, re, text, q)? else {
            break;
        };
        // A match must end past the last cut, and must start before the end.
        if m.range.start >= text.len() {
            break;
        }
        let e = m.range.end.min(text.len());
        if e == p {
            q = advance(re, text, m.range.start);
            continue;
        }
        parts.push(vm.new_str(&text[p..m.range.start]));
        if parts.len() >= limit {
            return Ok(Value::Obj(vm.new_array(parts)));
        }
        for c in &m.captures {
            let v = slice_value(vm, text, c);
            parts.push(v);
            if parts.len() >= limit {
                return Ok(Value::Obj(vm.new_array(parts)));
            }
        }
        vm.check_array_len(parts.len())?;
        p = e;
        q = if m.range.is_empty() {
            advance(re, text, e)
        } else {
            e
        };
    }
    parts.push(vm.new_str(&text[p..]));
    Ok(Value::Obj(vm.new_array(parts)))
}

/// The matches `replace`/`replaceAll` act on: every one for `g` (resetting `lastIndex`), else
/// the one `exec` finds.
fn replace_targets(
    vm: &mut Vm,
    o: ObjRef,
    re: &RegExpData,
    text: &[u16],
) -> JsResult<Vec<regress::Match>> {
    if re.has(G) {
        set_last_index(vm, o, 0)?;
        let ms = all_matches(vm, re, text)?;
        set_last_index(vm, o, 0)?;
        Ok(ms)
    } else {
        Ok(exec_raw(vm, o, re, text)?.into_iter().collect())
    }
}

/// `$$regexpReplace(re, s, replacement)`: replace with a string replacement (`$&`, `$1`,
/// `$<name>`, ...).
pub fn replace(vm: &mut Vm, _this: Value, args: &[Value]) -> JsResult<Value> {
    let (o, re) = this_regexp(vm, arg(args, 0), "replace")?;
    let text = vm.to_units(arg(args, 1))?;
    let rep = vm.to_units(arg(args, 2))?;
    let ms = replace_targets(vm, o, &re, &text)?;
    let mut out = Vec::with_capacity(text.len());
    let mut pos = 0;
    for m in &ms {
        out.extend_from_slice(&text[pos..m.range.start]);
        expand(&mut out, &rep, &text, m);
        pos = m.range.end;
        vm.check_string_len(out.len())?;
    }
    out.extend_from_slice(&text[pos..]);
    vm.check_string_len(out.len())?;
    vm.instructions += (text.len() + out.len()) as u64 / 16;
    Ok(vm.str_from_vec(out))
}

/// `$$regexpMatches(re, s)`: the `exec` arrays `replace` with a function replacer calls it with.
pub fn replace_matches(vm: &mut Vm, _this: Value, args: &[Value]) -> JsResult<Value> {
    let (o, re) = this_regexp(vm, arg(args, 0), "replace")?;
    let input = Value::Str(vm.to_str(arg(args, 1))?);
    let text = vm.to_units(input)?;
    let ms = replace_targets(vm, o, &re, &text)?;
    let items = ms
        .iter()
        .map(|m| match_array(vm, &re, m, &text, input))
        .collect();
    Ok(Value::Obj(vm.new_array(items)))
}

/// `$$isRegExp(v)`.
pub fn is_regexp(vm: &mut Vm, _this: Value, args: &[Value]) -> JsResult<Value> {
    Ok(Value::Bool(regexp_data(vm, arg(args, 0)).is_some()))
}

/// `$$isGlobalRegExp(v)`.
pub fn is_global(vm: &mut Vm, _this: Value, args: &[Value]) -> JsResult<Value> {
    Ok(Value::Bool(
        regexp_data(vm, arg(args, 0)).is_some_and(|r| r.has(G)),
    ))
}

/// Expands a replacement template for one match (GetSubstitution).
fn expand(out: &mut Vec<u16>, rep: &[u16], text: &[u16], m: &regress::Match) {
    let ncap = m.captures.len();
    let digit = |u: u16| {
        (b'0' as u16..=b'9' as u16)
            .contains(&u)
            .then(|| (u - b'0' as u16) as usize)
    };
    let mut i = 0;
    while i < rep.len() {
        let u = rep[i];
        if u != b'$' as u16 || i + 1 >= rep.len() {
            out.push(u);
            i += 1;
            continue;
        }
        let n = rep[i + 1];
        match n {
            0x24 => {
                out.push(n);
                i += 2;
            }
            0x26 => {
                out.extend_from_slice(&text[m.range.clone()]);
                i += 2;
            }
            0x60 => {
                out.extend_from_slice(&text[..m.range.start]);
                i += 2;
            }
            0x27 => {
                out.extend_from_slice(&text[m.range.end.min(text.len())..]);
                i += 2;
            }
            0x3C => {
                // `$<name>`: only when the pattern has named groups.
                let close = rep[i + 2..].iter().position(|&c| c == b'>' as u16);
                let has_names = m.named_groups().next().is_some();
                match (has_names, close) {
                    (true, Some(c)) => {
                        let name = String::from_utf16_lossy(&rep[i + 2..i + 2 + c]);
                        if let Some(r) = m.named_group(&name) {
                            out.extend_from_slice(&text[r]);
                        }
                        i += 3 + c;
                    }
                    _ => {
                        out.push(u);
                        i += 1;
                    }
                }
            }
            _ => match digit(n) {
                Some(d1) => {
                    // Two digits when they name a group, else one.
                    let two = rep
                        .get(i + 2)
                        .and_then(|&u| digit(u))
                        .map(|d2| d1 * 10 + d2)
                        .filter(|&k| k >= 1 && k <= ncap);
                    let (k, len) = match two {
                        Some(k) => (k, 3),
                        None => (d1, 2),
                    };
                    if k >= 1 && k <= ncap {
                        if let Some(r) = &m.captures[k - 1] {
                            out.extend_from_slice(&text[r.clone()]);
                        }
                        i += len;
                    } else {
                        out.push(u);
                        i += 1;
                    }
                }
                None => {
                    out.push(u);
                    i += 1;
                }
            },
        }
    }
}

//! Web helpers a program may reach for: URI encoding, `atob`/`btoa`, `crypto.randomUUID`, and the
//! native halves of `URL`/`URLSearchParams` (WHATWG parsing by the `url` crate; the objects
//! themselves are in the prelude).

use super::arg;
use crate::interp::Vm;
use crate::ops::JsResult;
use crate::value::Value;
use base64::Engine as _;

/// Characters `encodeURIComponent` leaves alone besides ASCII alphanumerics.
const COMPONENT_SAFE: &[u8] = b"-_.!~*'()";
/// Characters `encodeURI` also leaves alone (reserved characters and `#`).
const URI_RESERVED: &[u8] = b";/?:@&=+$,#";

fn uri_error(vm: &mut Vm, msg: &str) -> Value {
    // The realm's URIError.prototype (Error.prototype if the program replaced URIError).
    let g = vm.global;
    let name = vm.atoms.intern_str("URIError");
    let proto = match vm.get_own(g, name) {
        Some(Value::Obj(c)) => match vm.get_own(c, crate::atoms::names::prototype) {
            Some(Value::Obj(p)) => p,
            _ => vm.protos.error,
        },
        _ => vm.protos.error,
    };
    vm.make_error_with_proto(proto, msg)
}

fn encode(vm: &mut Vm, args: &[Value], keep: &[u8]) -> JsResult<Value> {
    let s = vm.to_units(arg(args, 0))?;
    let mut out: Vec<u16> = Vec::with_capacity(s.len());
    let mut i = 0;
    while i < s.len() {
        let u = s[i];
        if u < 128 && ((u as u8).is_ascii_alphanumeric() || keep.contains(&(u as u8))) {
            out.push(u);
            i += 1;
            continue;
        }
        let c = match char::decode_utf16(s[i..].iter().copied()).next() {
            Some(Ok(c)) => c,
            _ => return Err(uri_error(vm, "URI malformed")),
        };
        i += c.len_utf16();
        let mut buf = [0u8; 4];
        for b in c.encode_utf8(&mut buf).bytes() {
            out.extend(format!("%{b:02X}").encode_utf16());
        }
    }
    vm.charge(s.len() as u64 / 8)?;
    Ok(vm.str_from_vec(out))
}

fn decode(vm: &mut Vm, args: &[Value], reserved: &[u8]) -> JsResult<Value> {
    let s = vm.to_units(arg(args, 0))?;
    let mut out: Vec<u16> = Vec::with_capacity(s.len());
    let hex = |u: u16| (u as u8 as char).to_digit(16).filter(|_| u < 128);
    let byte_at = |i: usize| -> Option<u8> {
        if s.get(i) != Some(&(b'%' as u16)) {
            return None;
        }
        Some((hex(*s.get(i + 1)?)? * 16 + hex(*s.get(i + 2)?)?) as u8)
    };
    let mut i = 0;
    while i < s.len() {
        if s[i] != b'%' as u16 {
            out.push(s[i]);
            i += 1;
            continue;
        }
        let Some(b) = byte_at(i) else {
            return Err(uri_error(vm, "URI malformed"));
        };
        if b < 0x80 {
            if reserved.contains(&b) {
                out.extend_from_slice(&s[i..i + 3]);
            } else {
                out.push(b as u16);
            }
            i += 3;
            continue;
        }
        let n = match b {
            0xC2..=0xDF => 2,
            0xE0..=0xEF => 3,
            0xF0..=0xF4 => 4,
            _ => return Err(uri_error(vm, "URI malformed")),
        };
        let mut bytes = vec![b];
        for k in 1..n {
            match byte_at(i + 3 * k) {
                Some(c) if c & 0xC0 == 0x80 => bytes.push(c),
                _ => return Err(uri_error(vm, "URI malformed")),
            }
        }
        match std::str::from_utf8(&bytes) {
            Ok(t) => out.extend(t.encode_utf16()),
            Err(_) => return Err(uri_error(vm, "URI malformed")),
        }
        i += 3 * n;
    }
    vm.charge(s.len() as u64 / 8)?;
    Ok(vm.str_from_vec(out))
}

/// `encodeURIComponent`.
pub fn encode_uri_component(vm: &mut Vm, _this: Value, args: &[Value]) -> JsResult<Value> {
    encode(vm, args, COMPONENT_SAFE)
}

/// `encodeURI`.
pub fn encode_uri(vm: &mut Vm, _this: Value, args: &[Value]) -> JsResult<Value> {
    let keep: Vec<u8> = COMPONENT_SAFE.iter().chain(URI_RESERVED).copied().collect();
    encode(vm, args, &keep)
}

/// `decodeURIComponent`.
pub fn decode_uri_component(vm: &mut Vm, _this: Value, args: &[Value]) -> JsResult<Value> {
    decode(vm, args, b"")
}

/// `decodeURI` (escapes of reserved characters stay escaped).
pub fn decode_uri(vm: &mut Vm, _this: Value, args: &[Value]) -> JsResult<Value> {
    decode(vm, args, URI_RESERVED)
}

fn invalid_character(vm: &mut Vm, msg: &str) -> Value {
    let e = vm.make_error(crate::realm::ErrorKind::Error, msg);
    if let Value::Obj(o) = e {
        let n = vm.str_value("InvalidCharacterError");
        vm.define_hidden(o, crate::atoms::names::name, n);
    }
    e
}

/// `btoa`: a binary string (every unit below 256) to base64.
pub fn btoa(vm: &mut Vm, _this: Value, args: &[Value]) -> JsResult<Value> {
    let s = vm.to_units(arg(args, 0))?;
    let mut bytes = Vec::with_capacity(s.len());
    for u in &s {
        if *u > 0xFF {
            return Err(invalid_character(
                vm,
                "Invalid character: btoa takes a string of characters below U+0100; encode text first (for example with encodeURIComponent)",
            ));
        }
        bytes.push(*u as u8);
    }
    vm.check_string_len(s.len() / 3 * 4 + 4)?;
    let out = base64::engine::general_purpose::STANDARD.encode(&bytes);
    Ok(vm.str_value(&out))
}

/// `atob`: forgiving base64 (whitespace ignored, padding optional) to a binary string.
pub fn atob(vm: &mut Vm, _this: Value, args: &[Value]) -> JsResult<Value> {
    let s = vm.to_rust_string(arg(args, 0))?;
    let mut t: String = s
        .chars()
        .filter(|c| !matches!(c, ' ' | '\t' | '\n' | '\x0C' | '\r'))
        .collect();
    let rem = t.len() % 4;
    if rem == 0 {
        for _ in 0..2 {
            if t.ends_with('=') {
                t.pop();
            }
        }
    }
    let engine = base64::engine::GeneralPurpose::new(
        &base64::alphabet::STANDARD,
        base64::engine::GeneralPurposeConfig::new()
            .with_decode_padding_mode(base64::engine::DecodePaddingMode::RequireNone)
            .with_decode_allow_trailing_bits(true),
    );
    match (t.len() % 4 != 1).then(|| engine.decode(&t)) {
        Some(Ok(bytes)) => {
            let units: Vec<u16> = bytes.into_iter().map(u16::from).collect();
            Ok(vm.str_from_vec(units))
        }
        _ => Err(invalid_character(
            vm,
            "The string to be decoded is not correctly encoded.",
        )),
    }
}

/// 64 unpredictable bits: SipHash under the process's random keys (fresh keys per call) over
/// the clock. Math.random's generator is seeded per execution and would repeat UUIDs.
fn random_u64() -> u64 {
    use std::hash::{BuildHasher, Hasher};
    let mut h = std::collections::hash_map::RandomState::new().build_hasher();
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_nanos() as u64)
        .unwrap_or(0);
    h.write_u64(nanos);
    h.finish()
}

/// `crypto.randomUUID()`: a version 4 UUID.
pub fn random_uuid(vm: &mut Vm, _this: Value, _args: &[Value]) -> JsResult<Value> {
    let mut b = [0u8; 16];
    for chunk in b.chunks_mut(8) {
        chunk.copy_from_slice(&random_u64().to_le_bytes());
    }
    b[6] = (b[6] & 0x0F) | 0x40;
    b[8] = (b[8] & 0x3F) | 0x80;
    let h: Vec<String> = b.iter().map(|x| format!("{x:02x}")).collect();
    let s = format!(
        "{}-{}-{}-{}-{}",
        h[0..4].concat(),
        h[4..6].concat(),
        h[6..8].concat(),
        h[8..10].concat(),
        h[10..16].concat()
    );
    Ok(vm.str_value(&s))
}

fn url_error(vm: &mut Vm, input: &str) -> Value {
    let shown: String = input.chars().take(200).collect();
    vm.type_error(&format!("Invalid URL: {shown}"))
}

/// The parts of a parsed URL, in the order the prelude's `URL` reads them.
fn url_parts(vm: &mut Vm, u: &url::Url) -> Value {
    let port = u.port().map(|p| p.to_string()).unwrap_or_default();
    let host = match (u.host_str(), u.port()) {
        (Some(h), Some(p)) => format!("{h}:{p}"),
        (Some(h), None) => h.to_string(),
        _ => String::new(),
    };
    let search = match u.query() {
        Some(q) if !q.is_empty() => format!("?{q}"),
        _ => String::new(),
    };
    let hash = match u.fragment() {
        Some(f) if !f.is_empty() => format!("#{f}"),
        _ => String::new(),
    };
    let origin = u.origin().ascii_serialization();
    let parts = [
        u.as_str().to_string(),
        format!("{}:", u.scheme()),
        u.username().to_string(),
        u.password().unwrap_or("").to_string(),
        host,
        u.host_str().unwrap_or("").to_string(),
        port,
        u.path().to_string(),
        search,
        hash,
        origin,
    ];
    let items = parts.iter().map(|p| vm.str_value(p)).collect();
    Value::Obj(vm.new_array(items))
}

/// `$$urlParse(input, base)`: `[href, protocol, username, password, host, hostname, port,
/// pathname, search, hash, origin]`, or a TypeError.
pub fn url_parse(vm: &mut Vm, _this: Value, args: &[Value]) -> JsResult<Value> {
    let input = vm.to_rust_string(arg(args, 0))?;
    let parsed = match arg(args, 1) {
        Value::Undefined => url::Url::parse(&input),
        b => {
            let base = vm.to_rust_string(b)?;
            match url::Url::parse(&base) {
                Ok(base) => base.join(&input),
                Err(_) => return Err(url_error(vm, &base)),
            }
        }
    };
    match parsed {
        Ok(u) => Ok(url_parts(vm, &u)),
        Err(_) => Err(url_error(vm, &input)),
    }
}

/// `$$urlCanParse(input, base)`.
pub fn url_can_parse(vm: &mut Vm, _this: Value, args: &[Value]) -> JsResult<Value> {
    Ok(Value::Bool(url_parse(vm, Value::Undefined, args).is_ok()))
}

/// `$$formEncode(s)`: application/x-www-form-urlencoded serialisation of one name or value.
pub fn form_encode(vm: &mut Vm, _this: Value, args: &[Value]) -> JsResult<Value> {
    let s = vm.to_rust_string(arg(args, 0))?;
    let out: String = url::form_urlencoded::byte_serialize(s.as_bytes()).collect();
    Ok(vm.str_value(&out))
}

/// `$$formDecode(s)`: the `[name, value]` pairs of a query string (a leading `?` ignored).
pub fn form_decode(vm: &mut Vm, _this: Value, args: &[Value]) -> JsResult<Value> {
    let s = vm.to_rust_string(arg(args, 0))?;
    let s = s.strip_prefix('?').unwrap_or(&s);
    let pairs: Vec<(String, String)> = url::form_urlencoded::parse(s.as_bytes())
        .map(|(k, v)| (k.into_owned(), v.into_owned()))
        .collect();
    let mut items = Vec::with_capacity(pairs.len());
    for (k, v) in pairs {
        let (k, v) = (vm.str_value(&k), vm.str_value(&v));
        items.push(Value::Obj(vm.new_array(vec![k, v])));
    }
    Ok(Value::Obj(vm.new_array(items)))
}

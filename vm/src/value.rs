//! The VM's value type: a 16-byte `Copy` handle; heap things are indices into the execution's heap.

use crate::heap::{CellRef, ObjRef, StrRef};

/// A JavaScript value as the VM sees it.
///
/// Heap-allocated things (strings, objects, closure cells) are plain indices into the per-execution
/// heap, so a `Value` is `Copy`, 16 bytes, and carries no lifetimes or reference counts.
///
/// The tag is a full word and every payload sits at offset 8 (`repr(u64)`), so a value moves as
/// two aligned words. With the default layout a `bool` payload sits at offset 1, and copies
/// became a tag byte plus an unaligned 15-byte move whose loads missed store forwarding on the
/// dispatch loop's hot paths.
#[derive(Clone, Copy, Debug, PartialEq)]
#[repr(u64)]
pub enum Value {
    /// `undefined`.
    Undefined,
    /// `null`.
    Null,
    /// A boolean.
    Bool(bool),
    /// A number (IEEE-754 double, as in JavaScript).
    Number(f64),
    /// A string in the heap (UTF-16 code units).
    Str(StrRef),
    /// An object, array, function, promise, ... in the heap.
    Obj(ObjRef),
    /// Internal: an array hole, or a `let`/`const` binding still in its temporal dead zone.
    /// Never observable by a program.
    Empty,
    /// Internal: a boxed variable captured by a closure. Lives only in local slots.
    Cell(CellRef),
}

impl Value {
    /// `true` for `undefined` and `null`.
    #[inline]
    pub fn is_nullish(self) -> bool {
        matches!(self, Value::Undefined | Value::Null)
    }

    /// `true` for the internal [`Value::Empty`] marker (an array hole, a binding in its temporal
    /// dead zone). A tag test: comparing with `== Value::Empty` goes through the derived
    /// `PartialEq`, which LLVM leaves as an out-of-line call even on the array read fast path.
    #[inline(always)]
    pub fn is_empty_slot(self) -> bool {
        matches!(self, Value::Empty)
    }

    /// `true` for `undefined` (a tag test, see [`Value::is_empty_slot`]).
    #[inline(always)]
    pub fn is_undefined(self) -> bool {
        matches!(self, Value::Undefined)
    }

    /// The object handle, if this is an object.
    #[inline]
    pub fn as_obj(self) -> Option<ObjRef> {
        match self {
            Value::Obj(o) => Some(o),
            _ => None,
        }
    }

    /// The number, if this is a number.
    #[inline]
    pub fn as_number(self) -> Option<f64> {
        match self {
            Value::Number(n) => Some(n),
            _ => None,
        }
    }
}

/// A length or a count as a number, converted through `i64`: one instruction on x86-64,
/// where `usize` to `f64` takes six (there is no unsigned conversion before AVX-512), paid
/// at every `a.length` read and every `push`. Exact: no length reaches 2^53, let alone 2^63
/// (an allocation is at most `isize::MAX` bytes).
#[inline(always)]
pub fn len_number(n: usize) -> f64 {
    n as i64 as f64
}

/// `Value::Number`'s tag word: its discriminant under `repr(u64)` (the fourth variant).
const NUMBER_TAG: u64 = 3;

/// Writes `Value::Number(x)` into `dst` with one 16-byte store.
///
/// Why: `*dst = Value::Number(x)` compiles to two 8-byte stores (tag, then payload), and the
/// next instruction usually copies that slot with one 16-byte load (`GetLocal`, `Return`,
/// `SetLocal`), which cannot be forwarded from two pending stores and stalls for about a dozen
/// cycles. Writing both words at once lets the load forward.
#[inline(always)]
pub fn store_number(dst: &mut Value, x: f64) {
    #[cfg(target_arch = "x86_64")]
    {
        use std::arch::x86_64::{__m128i, _mm_set_epi64x, _mm_storeu_si128};
        // SAFETY: both intrinsics need SSE2, which is in the x86_64 target's baseline. `dst`
        // is a valid, exclusive `&mut Value` of 16 bytes (`value_is_two_words`). `repr(u64)`
        // lays `Value` out as a `repr(C)` union of `repr(C)` structs that each start with the
        // `u64` discriminant, so `Number` is `{ tag: u64 = NUMBER_TAG, f64 }` (the tag is checked
        // by `number_layout_is_tag_then_bits`) and the two words written are exactly a valid
        // `Value::Number(x)`. `storeu` has no alignment requirement.
        unsafe {
            let words = _mm_set_epi64x(x.to_bits() as i64, NUMBER_TAG as i64);
            _mm_storeu_si128(dst as *mut Value as *mut __m128i, words)
        }
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        *dst = Value::Number(x);
    }
}

/// JavaScript's Number::toString(10): shortest round-trip digits, with JS exponent rules.
pub fn number_to_string(n: f64) -> String {
    if n.is_nan() {
        return "NaN".into();
    }
    if n == 0.0 {
        return "0".into();
    }
    if n.is_infinite() {
        return if n > 0.0 {
            "Infinity".into()
        } else {
            "-Infinity".into()
        };
    }
    if let Some(t) = IntText::new(n) {
        return t.to_rust();
    }
    let mut buf = ryu_js::Buffer::new();
    buf.format_finite(n).to_string()
}

/// The decimal text of an integral number below 10^15 in magnitude (every such number prints
/// as plain digits), formatted on the stack as UTF-16 units: string building (`"item" + i`)
/// needs no formatter call and no allocation for the number.
pub struct IntText {
    units: [u16; 20],
    len: u8,
}

impl IntText {
    /// `None` unless `n` is integral with |n| < 10^15 (`-0` prints as "0").
    #[inline]
    pub fn new(n: f64) -> Option<IntText> {
        let mut units = [0u16; 20];
        let len = write_int(n, &mut units, 0)?;
        Some(IntText {
            units,
            len: len as u8,
        })
    }

    /// The digits as UTF-16 units.
    #[inline]
    pub fn units(&self) -> &[u16] {
        &self.units[..self.len as usize]
    }

    /// The digits as a Rust string.
    pub fn to_rust(&self) -> String {
        self.units().iter().map(|&u| u as u8 as char).collect()
    }
}

/// The dense-array index a number names, if it is an integer in `0..2^32 - 1` (the element
/// fast paths' test; anything else takes the property-key path).
#[inline(always)]
pub fn number_index(n: f64) -> Option<usize> {
    // Truncated first, then one unsigned test of the range: NaN, the infinities and anything
    // out of i64's range read as i64::MIN, far outside it. Two float compares fewer at
    // every `a[i]` than testing the range on the float.
    let i = cvtt_i64(n);
    if (i as u64) < 4294967295 && i as f64 == n {
        return Some(i as usize);
    }
    None
}

/// `n` truncated towards zero when that is inside i64's range, else i64::MIN (NaN and the
/// infinities included): one 64-bit `cvttsd2si` on x86-64, as [`cvtt_i32`] is for i32.
#[inline(always)]
fn cvtt_i64(n: f64) -> i64 {
    #[cfg(target_arch = "x86_64")]
    {
        use core::arch::x86_64::{_mm_cvttsd_si64, _mm_set_sd};
        // SAFETY: SSE2, which these need, is part of every x86-64 target.
        unsafe { _mm_cvttsd_si64(_mm_set_sd(n)) }
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        if n.abs() < 9223372036854775808.0 {
            // SAFETY: finite (NaN fails the test) and below 2^63 in magnitude.
            unsafe { n.to_int_unchecked::<i64>() }
        } else {
            i64::MIN
        }
    }
}

/// `n` truncated towards zero when that is inside i32's range, else i32::MIN (for NaN, the
/// infinities and anything out of range; -2^31 itself also reads as i32::MIN).
///
/// On x86-64 this is one 32-bit `cvttsd2si`, whose "integer indefinite" answer is exactly
/// that, so callers test the result against an immediate. The magnitude test it replaces cost
/// three more instructions in every bitwise operator; the 64-bit form of the instruction
/// needs i64::MIN in a register to compare with, which the inner tier's loop then kept there
/// for good and spilled other values for.
#[inline(always)]
fn cvtt_i32(n: f64) -> i32 {
    #[cfg(target_arch = "x86_64")]
    {
        use core::arch::x86_64::{_mm_cvttsd_si32, _mm_set_sd};
        // SAFETY: SSE2, which these need, is part of every x86-64 target.
        unsafe { _mm_cvttsd_si32(_mm_set_sd(n)) }
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        if n.abs() < 2147483648.0 {
            // SAFETY: finite (NaN fails the test) and below 2^31 in magnitude.
            unsafe { n.to_int_unchecked::<i32>() }
        } else {
            i32::MIN
        }
    }
}

/// `n` truncated towards zero, when that is inside i32's range (else `None`; -2^31 itself
/// also reads as `None`, and the callers' wider path is exact for it).
#[inline(always)]
pub fn trunc_i32(n: f64) -> Option<i32> {
    let t = cvtt_i32(n);
    (t != i32::MIN).then_some(t)
}

/// `n` as an i32 when it is exactly one (-0 reads as 0), else `None`.
#[inline(always)]
pub fn exact_i32(n: f64) -> Option<i32> {
    // The round trip rejects NaN and everything out of range (i32::MIN), except -2^31 itself,
    // which is exact.
    let t = cvtt_i32(n);
    (t as f64 == n).then_some(t)
}

/// ToInt32 (ECMA-262 7.1.6).
#[inline(always)]
pub fn to_int32(n: f64) -> i32 {
    match trunc_i32(n) {
        Some(t) => t,
        None => to_uint32_wide(n) as i32,
    }
}

/// ToUint32 (ECMA-262 7.1.7).
#[inline(always)]
pub fn to_uint32(n: f64) -> u32 {
    match trunc_i32(n) {
        // A negative truncation modulo 2^32 is its two's complement bits.
        Some(t) => t as u32,
        None => to_uint32_wide(n),
    }
}

/// ToUint32 of a number outside i32's range.
#[inline(always)]
fn to_uint32_wide(n: f64) -> u32 {
    // Truncation then modulo 2^32: exact through i64 for any |n| < 2^63 (NaN fails the test).
    if n.abs() < 9.2e18 {
        // SAFETY: finite and below 2^63 in magnitude, so it truncates into i64's range.
        return unsafe { n.to_int_unchecked::<i64>() } as u32;
    }
    to_uint32_slow(n)
}

/// ToUint32 of a NaN, an infinity or a number at least 2^63 in magnitude.
#[cold]
#[inline(never)]
fn to_uint32_slow(n: f64) -> u32 {
    if !n.is_finite() {
        return 0;
    }
    let t = n.trunc();
    let m = t.rem_euclid(4294967296.0);
    m as u32
}

/// StringToNumber (ECMA-262 7.1.4.1.1) over UTF-16 units.
pub fn string_to_number(units: &[u16]) -> f64 {
    // ASCII text (nearly every number a program reads: `Number(field)`, `+input`) is parsed
    // from a buffer on the stack, with no `String` made and dropped per conversion.
    if let Some(n) = with_ascii(units, str_to_number) {
        return n;
    }
    str_to_number(&String::from_utf16_lossy(units))
}

/// StringToNumber over text already decoded.
fn str_to_number(s: &str) -> f64 {
    let t = s.trim_matches(|c: char| is_js_whitespace(c));
    if t.is_empty() {
        return 0.0;
    }
    let (sign, body) = match t.as_bytes()[0] {
        b'-' => (-1.0, &t[1..]),
        b'+' => (1.0, &t[1..]),
        _ => (1.0, t),
    };
    if let Some(n) = short_decimal(body) {
        return sign * n;
    }
    if body == "Infinity" {
        return sign * f64::INFINITY;
    }
    if t.len() > 2 && !t.starts_with(['+', '-']) {
        let radix = match &t.as_bytes()[..2] {
            b"0x" | b"0X" => 16,
            b"0o" | b"0O" => 8,
            b"0b" | b"0B" => 2,
            _ => 0,
        };
        if radix != 0 {
            let digits = &t[2..];
            let mut v = 0f64;
            for c in digits.chars() {
                match c.to_digit(radix) {
                    Some(d) => v = v * radix as f64 + d as f64,
                    None => return f64::NAN,
                }
            }
            return v;
        }
    }
    // Only decimal literal syntax is accepted (Rust's parser also takes "inf", "nan", "1_0").
    let ok = !body.is_empty()
        && body
            .bytes()
            .all(|b| b.is_ascii_digit() || matches!(b, b'.' | b'e' | b'E' | b'+' | b'-'))
        && body
            .bytes()
            .next()
            .is_some_and(|b| b.is_ascii_digit() || b == b'.');
    if !ok {
        return f64::NAN;
    }
    match body.parse::<f64>() {
        Ok(v) => sign * v,
        Err(_) => f64::NAN,
    }
}

/// Digits with at most one `.` and at most 15 digits in all (`42`, `17.5`, `.25`, `3.`): the
/// integer they spell is exact in an `f64`, and so is every power of ten up to 10^22, so one
/// division gives the correctly rounded value (Clinger's fast path), as the full parser would.
/// `None` for anything else (exponents, longer numbers, no digit), which the full parser takes.
fn short_decimal(body: &str) -> Option<f64> {
    const POW10: [f64; 16] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15,
    ];
    if body.is_empty() || body.len() > 16 {
        return None;
    }
    let mut m: u64 = 0;
    let mut digits = 0usize;
    let mut point: Option<usize> = None;
    for &b in body.as_bytes() {
        match b {
            b'0'..=b'9' => {
                m = m * 10 + u64::from(b - b'0');
                digits += 1;
            }
            b'.' if point.is_none() => point = Some(digits),
            _ => return None,
        }
    }
    if digits == 0 || digits > 15 {
        return None;
    }
    let scale = digits - point.unwrap_or(digits);
    Some(m as f64 / POW10[scale])
}

/// WhiteSpace and LineTerminator code points, as `String.prototype.trim` strips them.
pub fn is_js_whitespace(c: char) -> bool {
    matches!(
        c,
        '\u{9}' | '\u{a}' | '\u{b}' | '\u{c}' | '\u{d}' | ' ' | '\u{a0}' | '\u{1680}' | '\u{2000}'
            ..='\u{200a}'
                | '\u{2028}'
                | '\u{2029}'
                | '\u{202f}'
                | '\u{205f}'
                | '\u{3000}'
                | '\u{feff}'
    )
}

/// Runs `f` on `u` as a `&str` if every unit is ASCII (`None` otherwise): a short string from
/// a buffer on the stack, a longer one from a new vector. For parsers of ASCII text (numbers,
/// dates) that would otherwise copy every argument into a `String`.
pub fn with_ascii<R>(u: &[u16], f: impl FnOnce(&str) -> R) -> Option<R> {
    if !u.iter().all(|&c| c < 0x80) {
        return None;
    }
    let mut buf = [0u8; 64];
    let long: Vec<u8>;
    let bytes: &[u8] = if u.len() <= buf.len() {
        for (b, &c) in buf.iter_mut().zip(u) {
            *b = c as u8;
        }
        &buf[..u.len()]
    } else {
        long = u.iter().map(|&c| c as u8).collect();
        &long
    };
    std::str::from_utf8(bytes).ok().map(f)
}

/// `true` if the UTF-16 unit is JS whitespace (for trimming without decoding).
pub fn is_ws_unit(u: u16) -> bool {
    char::from_u32(u as u32).is_some_and(is_js_whitespace)
}

/// Writes the decimal text of `n` into `out` from `k` when `n` is an integer with |n| < 10^15
/// (which prints as plain digits; `-0` prints as "0") and the text fits; returns where it ends.
/// Digits go straight to their places from the last one: no intermediate buffer to clear or copy.
#[inline]
pub fn write_int(n: f64, out: &mut [u16], k: usize) -> Option<usize> {
    if n.is_nan() || n.abs() >= 1e15 {
        return None;
    }
    // SAFETY: finite (NaN fails the test) and far inside i64's range. Comparing back is
    // the integrality test (`fract` would call libm's `trunc` on baseline x86-64).
    let i = unsafe { n.to_int_unchecked::<i64>() };
    if i as f64 != n {
        return None;
    }
    const POW10: [u64; 15] = {
        let mut t = [1u64; 15];
        let mut j = 1;
        while j < 15 {
            t[j] = t[j - 1] * 10;
            j += 1;
        }
        t
    };
    let mut m = i.unsigned_abs();
    let mut digits = 1;
    while digits < POW10.len() && m >= POW10[digits] {
        digits += 1;
    }
    let end = k + digits + usize::from(i < 0);
    if end > out.len() {
        return None;
    }
    let mut p = end;
    loop {
        p -= 1;
        out[p] = u16::from(b'0') + (m % 10) as u16;
        m /= 10;
        if m == 0 {
            break;
        }
    }
    if i < 0 {
        out[k] = u16::from(b'-');
    }
    Some(end)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn value_is_two_words() {
        assert_eq!(std::mem::size_of::<Value>(), 16);
    }

    #[test]
    fn number_layout_is_tag_then_bits() {
        // `store_number` relies on this layout.
        for x in [0.0, -0.0, 1.5, f64::NAN, f64::INFINITY, -1e300] {
            let v = Value::Number(x);
            // SAFETY: a `Number` value has no padding (two initialised words), so reading its
            // 16 bytes as two `u64`s is defined.
            let words: [u64; 2] = unsafe { std::mem::transmute(v) };
            assert_eq!(words, [NUMBER_TAG, x.to_bits()]);
            let mut slot = Value::Undefined;
            store_number(&mut slot, x);
            match slot {
                Value::Number(y) => assert_eq!(y.to_bits(), x.to_bits()),
                other => panic!("store_number wrote {other:?}"),
            }
        }
    }

    #[test]
    fn numbers_format_like_js() {
        assert_eq!(number_to_string(0.1 + 0.2), "0.30000000000000004");
        assert_eq!(number_to_string(1e21), "1e+21");
        assert_eq!(number_to_string(-0.0), "0");
        assert_eq!(number_to_string(123.0), "123");
        assert_eq!(number_to_string(1e-7), "1e-7");
        assert_eq!(number_to_string(f64::NAN), "NaN");
    }

    #[test]
    fn int_conversions() {
        assert_eq!(to_int32(4294967296.0 + 5.0), 5);
        assert_eq!(to_int32(-1.0), -1);
        assert_eq!(to_uint32(-1.0), 4294967295);
        assert_eq!(to_int32(f64::NAN), 0);
    }

    /// ToUint32 as the specification writes it, in exact double arithmetic.
    fn spec_uint32(n: f64) -> u32 {
        if !n.is_finite() {
            return 0;
        }
        n.trunc().rem_euclid(4294967296.0) as u32
    }

    #[test]
    fn int_conversions_match_the_specification() {
        let two63 = 9223372036854775808.0f64;
        let mut values = vec![
            0.0,
            -0.0,
            0.5,
            -0.5,
            2147483647.0,
            2147483648.0,
            -2147483648.0,
            -2147483649.0,
            4294967295.0,
            4294967296.0,
            9007199254740993.0,
            -9007199254740993.0,
            two63,
            -two63,
            two63 * 2.0 + 4096.0,
            -two63 * 4.0 - 8192.0,
            1e19 + 5e3,
            -1e19,
            1e300,
            -1e300,
            f64::MAX,
            f64::MIN,
            f64::MIN_POSITIVE,
            f64::INFINITY,
            f64::NEG_INFINITY,
            f64::NAN,
        ];
        // The largest doubles below 2^63 and the smallest above it, both signs.
        for k in 1..4u64 {
            values.push(f64::from_bits(two63.to_bits() - k));
            values.push(f64::from_bits(two63.to_bits() + k));
            values.push(-f64::from_bits(two63.to_bits() - k));
            values.push(-f64::from_bits(two63.to_bits() + k));
        }
        // Doubles of every magnitude from arbitrary bit patterns.
        let mut x = 0x9E37_79B9_7F4A_7C15u64;
        for _ in 0..20_000 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            values.push(f64::from_bits(x));
        }
        for n in values {
            assert_eq!(to_uint32(n), spec_uint32(n), "ToUint32({n:e})");
            assert_eq!(to_int32(n), spec_uint32(n) as i32, "ToInt32({n:e})");
            let exact = n.is_finite() && n.trunc() == n && n.abs() <= 2147483648.0;
            let want = (exact && n != 2147483648.0).then_some(n as i32);
            assert_eq!(exact_i32(n), want, "exact_i32({n:e})");
        }
    }

    #[test]
    fn string_numbers() {
        let u = |s: &str| s.encode_utf16().collect::<Vec<_>>();
        assert_eq!(string_to_number(&u(" 12 ")), 12.0);
        assert_eq!(string_to_number(&u("")), 0.0);
        assert_eq!(string_to_number(&u("0x10")), 16.0);
        assert!(string_to_number(&u("1_0")).is_nan());
        assert!(string_to_number(&u("inf")).is_nan());
        assert_eq!(string_to_number(&u("-Infinity")), f64::NEG_INFINITY);
        assert_eq!(string_to_number(&u(".5")), 0.5);
        // The short decimal path against the full parser, at its edges.
        for t in [
            "0",
            "-0",
            "5.",
            "17.5",
            "0.1",
            "0.3",
            "123456789012345",
            "12345678901234.5",
            ".000000000000001",
            "999999999999999",
            "1234567890123456",
            "00000000000000012",
            "9007199254740993",
            "0.1234567890123456",
            "-3.25",
            " +8.5 ",
        ] {
            let full: f64 = t.trim().parse().unwrap();
            let got = string_to_number(&u(t));
            assert_eq!(got.to_bits(), full.to_bits(), "{t}");
        }
        assert!(string_to_number(&u(".")).is_nan());
        assert!(string_to_number(&u("1.2.3")).is_nan());
        assert!(string_to_number(&u("-")).is_nan());
    }
}

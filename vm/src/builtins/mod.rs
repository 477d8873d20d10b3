//! The native builtin table: one entry per builtin function, installed at its dotted path by the
//! realm. Builtins that call back into JavaScript are self-hosted in the prelude instead.

use crate::interp::Vm;
use crate::ops::JsResult;
use crate::value::Value;

pub mod array;
pub mod array_like;
pub mod array_sort;
pub mod console;
pub mod console_table;
pub mod date;
pub mod date_time;
pub mod function;
pub mod json;
pub mod map_set;
pub mod math;
pub mod number;
pub mod number_format;
pub mod number_radix;
pub mod object;
pub mod promise;
pub mod regexp;
pub mod string;
pub mod sum_precise;
pub mod web;

/// A native function: `(vm, this, args) -> value or thrown value`.
pub type NativeFn = fn(&mut Vm, Value, &[Value]) -> JsResult<Value>;

/// One builtin.
pub struct NativeDef {
    /// Dotted install path (`Array.prototype.push`, `Math.max`, `$$intrinsic`).
    pub name: &'static str,
    /// The implementation.
    pub func: NativeFn,
    /// `f.length`.
    pub length: u8,
    /// Whether `new` is allowed.
    pub ctor: bool,
}

const fn n(name: &'static str, func: NativeFn, length: u8) -> NativeDef {
    NativeDef {
        name,
        func,
        length,
        ctor: false,
    }
}
const fn c(name: &'static str, func: NativeFn, length: u8) -> NativeDef {
    NativeDef {
        name,
        func,
        length,
        ctor: true,
    }
}

/// Every native builtin. The index is the native's id.
pub static NATIVES: &[NativeDef] = &[
    // Function.prototype.call/apply are rewritten into plain calls by the call path (ids 0 and 1).
    n("Function.prototype.call", function::call_placeholder, 1),
    n("Function.prototype.apply", function::call_placeholder, 2),
    // Id 2 (`array_sort::MERGE_SORT_ID`): the call path runs plain comparators in its loop.
    n("$$mergeSort", array_sort::merge_sort, 2),
    // Id 3 (`array::PUSH_ID`): the call path pushes one value onto a plain array itself.
    n("Array.prototype.push", array::push, 1),
    n("Function.prototype.bind", function::bind, 1),
    n("Function.prototype.toString", function::to_string, 0),
    c("Function", function::ctor, 1),
    c("Object", object::ctor, 1),
    n("Object.keys", object::keys, 1),
    n("Object.values", object::values, 1),
    n("Object.entries", object::entries, 1),
    n("Object.assign", object::assign, 2),
    n("Object.fromEntries", object::from_entries, 1),
    n("Object.freeze", object::freeze, 1),
    n("Object.isFrozen", object::is_frozen, 1),
    n("Object.seal", object::freeze, 1),
    n("Object.isSealed", object::is_frozen, 1),
    n("Object.preventExtensions", object::prevent_extensions, 1),
    n("Object.isExtensible", object::is_extensible, 1),
    n("Object.hasOwn", object::has_own, 2),
    n("Object.is", object::is, 2),
    n("Object.create", object::create, 2),
    n("Object.getPrototypeOf", object::get_prototype_of, 1),
    n("Object.getOwnPropertyNames", object::keys, 1),
    n("Object.prototype.hasOwnProperty", object::proto_has_own, 1),
    n("Object.prototype.toString", object::proto_to_string, 0),
    n(
        "Object.prototype.toLocaleString",
        object::proto_to_string,
        0,
    ),
    n("Object.prototype.valueOf", object::proto_value_of, 0),
    n("Object.prototype.isPrototypeOf", object::is_prototype_of, 1),
    n(
        "Object.prototype.propertyIsEnumerable",
        object::property_is_enumerable,
        1,
    ),
    c("Array", array::ctor, 1),
    n("Array.isArray", array::is_array, 1),
    n("Array.of", array::of, 0),
    n("Array.prototype.pop", array::pop, 0),
    n("Array.prototype.shift", array::shift, 0),
    n("Array.prototype.unshift", array::unshift, 1),
    n("Array.prototype.slice", array::slice, 2),
    n("Array.prototype.splice", array::splice, 2),
    n("Array.prototype.toSpliced", array::to_spliced, 2),
    n("Array.prototype.concat", array::concat, 1),
    n("Array.prototype.join", array::join, 1),
    n("Array.prototype.toString", array::to_string, 0),
    n("Array.prototype.reverse", array::reverse, 0),
    n("Array.prototype.toReversed", array::to_reversed, 0),
    n("Array.prototype.indexOf", array::index_of, 1),
    n("Array.prototype.lastIndexOf", array::last_index_of, 1),
    n("Array.prototype.includes", array::includes, 1),
    n("Array.prototype.fill", array::fill, 1),
    n("Array.prototype.keys", array::keys, 0),
    n("Array.prototype.values", array::values, 0),
    n("Array.prototype.entries", array::entries, 0),
    n("Array.prototype.at", array::at, 1),
    n("Array.prototype.flat", array::flat, 0),
    n("Array.prototype.with", array::with, 2),
    n("Array.prototype.copyWithin", array::copy_within, 2),
    n("$$sortDefault", array_sort::sort_default, 1),
    n("$$arrayLength", array::length_of, 1),
    n("$$isArray", array::is_array, 1),
    n("$$newArray", array::new_array_len, 1),
    n("$$arrayLikeValues", array_like::values, 2),
    c("String", string::ctor, 1),
    n("String.fromCharCode", string::from_char_code, 1),
    n("String.fromCodePoint", string::from_code_point, 1),
    n("String.prototype.charAt", string::char_at, 1),
    n("String.prototype.charCodeAt", string::char_code_at, 1),
    n("String.prototype.codePointAt", string::code_point_at, 1),
    n("String.prototype.at", string::at, 1),
    n("String.prototype.indexOf", string::index_of, 1),
    n("String.prototype.lastIndexOf", string::last_index_of, 1),
    n("String.prototype.includes", string::includes, 1),
    n("String.prototype.startsWith", string::starts_with, 1),
    n("String.prototype.endsWith", string::ends_with, 1),
    n("String.prototype.slice", string::slice, 2),
    n("String.prototype.substring", string::substring, 2),
    n("String.prototype.substr", string::substr, 2),
    n("String.prototype.toUpperCase", string::to_upper, 0),
    n("String.prototype.toLowerCase", string::to_lower, 0),
    n("String.prototype.toLocaleUpperCase", string::to_upper, 0),
    n("String.prototype.toLocaleLowerCase", string::to_lower, 0),
    n("String.prototype.trim", string::trim, 0),
    n("String.prototype.trimStart", string::trim_start, 0),
    n("String.prototype.trimEnd", string::trim_end, 0),
    n("String.prototype.trimLeft", string::trim_start, 0),
    n("String.prototype.trimRight", string::trim_end, 0),
    n("String.prototype.padStart", string::pad_start, 2),
    n("String.prototype.padEnd", string::pad_end, 2),
    n("String.prototype.repeat", string::repeat, 1),
    n("String.prototype.split", string::split, 2),
    n("String.prototype.concat", string::concat, 1),
    n("String.prototype.localeCompare", string::locale_compare, 1),
    n("String.prototype.normalize", string::normalize, 0),
    n("String.prototype.isWellFormed", string::is_well_formed, 0),
    n("String.prototype.toString", string::to_string, 0),
    n("String.prototype.valueOf", string::to_string, 0),
    n("$$stringReplace", string::replace_str, 3),
    n("String.prototype.match", regexp::string_match, 1),
    n("String.prototype.matchAll", regexp::string_match_all, 1),
    n("String.prototype.search", regexp::string_search, 1),
    c("RegExp", regexp::ctor, 2),
    n("RegExp.escape", regexp::escape, 1),
    n("RegExp.prototype.exec", regexp::exec, 1),
    n("RegExp.prototype.test", regexp::test, 1),
    n("RegExp.prototype.toString", regexp::to_string, 0),
    n("$$regexpReplace", regexp::replace, 3),
    n("$$regexpMatches", regexp::replace_matches, 2),
    n("$$isRegExp", regexp::is_regexp, 1),
    n("$$isGlobalRegExp", regexp::is_global, 1),
    n("$$stringIndexOf", string::index_of_from, 3),
    c("Number", number::ctor, 1),
    n("Number.isInteger", number::is_integer, 1),
    n("Number.isSafeInteger", number::is_safe_integer, 1),
    n("Number.isFinite", number::number_is_finite, 1),
    n("Number.isNaN", number::number_is_nan, 1),
    n("Number.parseFloat", number::parse_float, 1),
    n("Number.parseInt", number::parse_int, 2),
    n("Number.prototype.toFixed", number::to_fixed, 1),
    n("Number.prototype.toString", number::to_string, 1),
    n("Number.prototype.toLocaleString", number::to_string, 0),
    n("Number.prototype.toPrecision", number::to_precision, 1),
    n("Number.prototype.toExponential", number::to_exponential, 1),
    n("Number.prototype.valueOf", number::value_of, 0),
    c("Boolean", number::boolean_ctor, 1),
    n("Boolean.prototype.toString", number::boolean_to_string, 0),
    n("Boolean.prototype.valueOf", number::value_of, 0),
    n("parseInt", number::parse_int, 2),
    n("parseFloat", number::parse_float, 1),
    n("isNaN", number::global_is_nan, 1),
    n("isFinite", number::global_is_finite, 1),
    n("Math.abs", math::abs, 1),
    n("Math.floor", math::floor, 1),
    n("Math.ceil", math::ceil, 1),
    n("Math.round", math::round, 1),
    n("Math.trunc", math::trunc, 1),
    n("Math.sign", math::sign, 1),
    n("Math.sqrt", math::sqrt, 1),
    n("Math.cbrt", math::cbrt, 1),
    n("Math.pow", math::pow, 2),
    n("Math.exp", math::exp, 1),
    n("Math.expm1", math::expm1, 1),
    n("Math.log", math::log, 1),
    n("Math.log2", math::log2, 1),
    n("Math.log10", math::log10, 1),
    n("Math.log1p", math::log1p, 1),
    n("Math.sin", math::sin, 1),
    n("Math.cos", math::cos, 1),
    n("Math.tan", math::tan, 1),
    n("Math.asin", math::asin, 1),
    n("Math.acos", math::acos, 1),
    n("Math.atan", math::atan, 1),
    n("Math.atan2", math::atan2, 2),
    n("Math.sinh", math::sinh, 1),
    n("Math.cosh", math::cosh, 1),
    n("Math.tanh", math::tanh, 1),
    n("Math.asinh", math::asinh, 1),
    n("Math.acosh", math::acosh, 1),
    n("Math.atanh", math::atanh, 1),
    n("Math.max", math::max, 2),
    n("Math.min", math::min, 2),
    n("Math.hypot", math::hypot, 2),
    n("Math.random", math::random, 0),
    n("Math.fround", math::fround, 1),
    n("Math.clz32", math::clz32, 1),
    n("Math.imul", math::imul, 2),
    n("Math.sumPrecise", sum_precise::sum_precise, 1),
    n("JSON.parse", json::parse, 2),
    n("JSON.stringify", json::stringify, 3),
    n("console.log", console::log, 0),
    n("console.info", console::log, 0),
    n("console.debug", console::log, 0),
    n("console.warn", console::log, 0),
    n("console.error", console::log, 0),
    n("console.dir", console::dir, 0),
    n("console.table", console_table::table, 1),
    c("Error", object::error_ctor, 1),
    c("TypeError", object::error_ctor, 1),
    c("RangeError", object::error_ctor, 1),
    c("ReferenceError", object::error_ctor, 1),
    c("SyntaxError", object::error_ctor, 1),
    c("EvalError", object::error_ctor, 1),
    c("URIError", object::error_ctor, 1),
    c("AggregateError", object::aggregate_error_ctor, 2),
    n("Error.prototype.toString", object::error_to_string, 0),
    n("$$newPromise", promise::new_promise, 0),
    n("$$resolveFunctions", promise::resolve_functions, 1),
    n("$$promiseResolveFn", promise::resolve_fn, 1),
    n("$$promiseRejectFn", promise::reject_fn, 1),
    n("$$promiseAll", promise::all, 2),
    n("Promise.resolve", promise::resolve, 1),
    n("Promise.reject", promise::reject, 1),
    n("Promise.prototype.then", promise::then, 2),
    c("Map", map_set::map_ctor, 0),
    n("Map.prototype.get", map_set::map_get, 1),
    n("Map.prototype.set", map_set::map_set, 2),
    n("Map.prototype.has", map_set::map_has, 1),
    n("Map.prototype.delete", map_set::map_delete, 1),
    n("Map.prototype.clear", map_set::map_clear, 0),
    n("Map.prototype.keys", map_set::map_keys, 0),
    n("Map.prototype.values", map_set::map_values, 0),
    n("Map.prototype.entries", map_set::map_entries, 0),
    n("$$mapSize", map_set::size, 1),
    c("Set", map_set::set_ctor, 0),
    n("Set.prototype.add", map_set::set_add, 1),
    n("Set.prototype.has", map_set::set_has, 1),
    n("Set.prototype.delete", map_set::set_delete, 1),
    n("Set.prototype.clear", map_set::set_clear, 0),
    n("Set.prototype.keys", map_set::set_values, 0),
    n("Set.prototype.values", map_set::set_values, 0),
    n("Set.prototype.entries", map_set::set_entries, 0),
    c("Date", date::ctor, 7),
    n("Date.now", date::now, 0),
    n("Date.parse", date::parse, 1),
    n("Date.UTC", date::utc, 7),
    n("Date.prototype.getTime", date::get_time, 0),
    n("Date.prototype.valueOf", date::get_time, 0),
    n(
        "Date.prototype.getTimezoneOffset",
        date::get_timezone_offset,
        0,
    ),
    n("Date.prototype.getFullYear", date::get_full_year, 0),
    n("Date.prototype.getYear", date::get_year, 0),
    n("Date.prototype.getMonth", date::get_month, 0),
    n("Date.prototype.getDate", date::get_date, 0),
    n("Date.prototype.getDay", date::get_day, 0),
    n("Date.prototype.getHours", date::get_hours, 0),
    n("Date.prototype.getMinutes", date::get_minutes, 0),
    n("Date.prototype.getSeconds", date::get_seconds, 0),
    n("Date.prototype.getMilliseconds", date::get_milliseconds, 0),
    n("Date.prototype.getUTCFullYear", date::get_utc_full_year, 0),
    n("Date.prototype.getUTCMonth", date::get_utc_month, 0),
    n("Date.prototype.getUTCDate", date::get_utc_date, 0),
    n("Date.prototype.getUTCDay", date::get_utc_day, 0),
    n("Date.prototype.getUTCHours", date::get_utc_hours, 0),
    n("Date.prototype.getUTCMinutes", date::get_utc_minutes, 0),
    n("Date.prototype.getUTCSeconds", date::get_utc_seconds, 0),
    n(
        "Date.prototype.getUTCMilliseconds",
        date::get_utc_milliseconds,
        0,
    ),
    n("Date.prototype.setTime", date::set_time, 1),
    n("Date.prototype.setFullYear", date::set_full_year, 3),
    n("Date.prototype.setMonth", date::set_month, 2),
    n("Date.prototype.setDate", date::set_date, 1),
    n("Date.prototype.setHours", date::set_hours, 4),
    n("Date.prototype.setMinutes", date::set_minutes, 3),
    n("Date.prototype.setSeconds", date::set_seconds, 2),
    n("Date.prototype.setMilliseconds", date::set_milliseconds, 1),
    n("Date.prototype.setUTCFullYear", date::set_utc_full_year, 3),
    n("Date.prototype.setUTCMonth", date::set_utc_month, 2),
    n("Date.prototype.setUTCDate", date::set_utc_date, 1),
    n("Date.prototype.setUTCHours", date::set_utc_hours, 4),
    n("Date.prototype.setUTCMinutes", date::set_utc_minutes, 3),
    n("Date.prototype.setUTCSeconds", date::set_utc_seconds, 2),
    n(
        "Date.prototype.setUTCMilliseconds",
        date::set_utc_milliseconds,
        1,
    ),
    n("Date.prototype.toISOString", date::to_iso_string, 0),
    n("Date.prototype.toJSON", date::to_iso_string, 1),
    n("Date.prototype.toString", date::to_iso_string, 0),
    n("Date.prototype.toUTCString", date::to_utc_string, 0),
    n("Date.prototype.toGMTString", date::to_utc_string, 0),
    n("Date.prototype.toDateString", date::to_date_string, 0),
    n("Date.prototype.toTimeString", date::to_time_string, 0),
    n("Date.prototype.toLocaleString", date::to_locale_string, 0),
    n(
        "Date.prototype.toLocaleDateString",
        date::to_locale_string,
        0,
    ),
    n(
        "Date.prototype.toLocaleTimeString",
        date::to_locale_string,
        0,
    ),
    n("Iterator.prototype.next", object::iterator_next, 0),
    n("$$define", object::define_hidden_intrinsic, 3),
    n("$$setIntrinsic", object::set_intrinsic, 2),
    n("$$typeError", object::throw_type_error, 1),
    n("$$rangeError", object::throw_range_error, 1),
    n("$$iterate", object::collect_iterable, 1),
    n("$$isIterable", object::is_iterable, 1),
    n("$$setProto", object::set_proto, 2),
    n("$$isCallable", object::is_callable, 1),
    n("$$boxWith", object::box_with, 2),
    n("$$setBoxed", object::set_boxed, 2),
    n("$$jsonWrite", json::write_prepared, 3),
    n("$$isBoxed", object::is_boxed, 1),
    n("encodeURIComponent", web::encode_uri_component, 1),
    n("encodeURI", web::encode_uri, 1),
    n("decodeURIComponent", web::decode_uri_component, 1),
    n("decodeURI", web::decode_uri, 1),
    n("atob", web::atob, 1),
    n("btoa", web::btoa, 1),
    n("crypto.randomUUID", web::random_uuid, 0),
    n("$$urlParse", web::url_parse, 2),
    n("$$urlCanParse", web::url_can_parse, 2),
    n("$$formEncode", web::form_encode, 1),
    n("$$formDecode", web::form_decode, 1),
];

/// Names every execution interns up front: builtin member names and the prelude's property names.
pub fn static_names() -> impl Iterator<Item = String> {
    let members = NATIVES
        .iter()
        .flat_map(|d| d.name.split('.').map(|s| s.to_string()));
    let extra = PRELUDE_NAMES
        .iter()
        .chain(REALM_NAMES)
        .map(|s| s.to_string());
    members.chain(extra)
}

/// Other names the realm defines (constants, global values, intrinsics published by the
/// prelude). Keeping every realm name static lets executions share one realm template
/// (`setup::RealmTemplate`): the realm then adds no per-execution atoms.
pub const REALM_NAMES: &[&str] = &[
    "NaN",
    "Infinity",
    "undefined",
    "PI",
    "E",
    "LN2",
    "LN10",
    "LOG2E",
    "LOG10E",
    "SQRT2",
    "SQRT1_2",
    "MAX_SAFE_INTEGER",
    "MIN_SAFE_INTEGER",
    "EPSILON",
    "MAX_VALUE",
    "MIN_VALUE",
    "POSITIVE_INFINITY",
    "NEGATIVE_INFINITY",
    "$$callThenable",
    "$$jsonStringify",
];

/// Property names the self-hosted prelude uses that are not builtin member names.
pub const PRELUDE_NAMES: &[&str] = &[
    "map",
    "try",
    "withResolvers",
    "return",
    "promise",
    "resolve",
    "reject",
    "filter",
    "forEach",
    "reduce",
    "reduceRight",
    "find",
    "findIndex",
    "findLast",
    "findLastIndex",
    "some",
    "every",
    "flatMap",
    "sort",
    "toSorted",
    "from",
    "catch",
    "finally",
    "all",
    "allSettled",
    "race",
    "any",
    "size",
    "groupBy",
    "replace",
    "replaceAll",
    "kind",
    "results",
    "remaining",
    "promise",
    "$$",
    "globalThis",
    "$$promiseProto",
    "parse",
    "resolve",
    "reject",
    "union",
    "intersection",
    "difference",
    "symmetricDifference",
    "isSubsetOf",
    "isSupersetOf",
    "isDisjointFrom",
    "structuredClone",
    "URLSearchParams",
    "URL",
    "$$list",
    "$$iterator",
    "append",
    "delete",
    "getAll",
    "has",
    "sort",
    "searchParams",
    "href",
    "protocol",
    "username",
    "password",
    "host",
    "hostname",
    "port",
    "pathname",
    "search",
    "hash",
    "origin",
    "canParse",
    "raw",
    "toWellFormed",
    "$$url",
    "stringify",
    "keys",
    "values",
    "entries",
];

/// The id of a native by install path.
pub fn native_id(name: &str) -> Option<u16> {
    NATIVES
        .iter()
        .position(|d| d.name == name)
        .map(|i| i as u16)
}

/// Installs constant properties (Math.PI, Number.MAX_SAFE_INTEGER, ...).
pub fn install_constants(vm: &mut Vm) {
    let consts: &[(&str, &str, f64)] = &[
        ("Math", "PI", std::f64::consts::PI),
        ("Math", "E", std::f64::consts::E),
        ("Math", "LN2", std::f64::consts::LN_2),
        ("Math", "LN10", std::f64::consts::LN_10),
        ("Math", "LOG2E", std::f64::consts::LOG2_E),
        ("Math", "LOG10E", std::f64::consts::LOG10_E),
        ("Math", "SQRT2", std::f64::consts::SQRT_2),
        ("Math", "SQRT1_2", std::f64::consts::FRAC_1_SQRT_2),
        ("Number", "MAX_SAFE_INTEGER", 9007199254740991.0),
        ("Number", "MIN_SAFE_INTEGER", -9007199254740991.0),
        ("Number", "EPSILON", f64::EPSILON),
        ("Number", "MAX_VALUE", f64::MAX),
        ("Number", "MIN_VALUE", 5e-324),
        ("Number", "POSITIVE_INFINITY", f64::INFINITY),
        ("Number", "NEGATIVE_INFINITY", f64::NEG_INFINITY),
        ("Number", "NaN", f64::NAN),
    ];
    for (obj, name, v) in consts {
        let o = vm.atoms.intern_str(obj);
        let g = vm.global;
        if let Some(Value::Obj(t)) = vm.get_own(g, o) {
            let a = vm.atoms.intern_str(name);
            vm.define_hidden(t, a, Value::Number(*v));
        }
    }
}

/// Argument `i`, or undefined.
#[inline]
pub fn arg(args: &[Value], i: usize) -> Value {
    args.get(i).copied().unwrap_or(Value::Undefined)
}

/// Relative index helper (`slice`, `at`, ...): clamps `v` (possibly negative) into `0..=len`.
pub fn relative_index(vm: &mut Vm, v: Value, len: usize, default: usize) -> JsResult<usize> {
    if v.is_undefined() {
        return Ok(default);
    }
    let n = vm.to_number(v)?;
    let n = if n.is_nan() { 0.0 } else { n.trunc() };
    Ok(if n < 0.0 {
        (len as f64 + n).max(0.0) as usize
    } else {
        n.min(len as f64) as usize
    })
}

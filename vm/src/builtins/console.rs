//! `console.*`: formats arguments into a log line the host receives in `logs`.

use crate::heap::ObjRef;
use crate::interp::Vm;
use crate::object::{ObjKind, PromiseState};
use crate::ops::JsResult;
use crate::value::{number_to_string, Value};

/// Deepest nesting `console` prints before eliding with `...`.
pub const MAX_CONSOLE_DEPTH: usize = 32;

/// `console.dir(value)`: the value as `console.log` prints it (options are ignored).
pub fn dir(vm: &mut Vm, this: Value, args: &[Value]) -> JsResult<Value> {
    log(vm, this, &args[..args.len().min(1)])
}

/// `console.log/info/warn/error/debug`: one line, arguments separated by spaces.
pub fn log(vm: &mut Vm, _this: Value, args: &[Value]) -> JsResult<Value> {
    let mut line = String::new();
    for (i, a) in args.iter().enumerate() {
        if i > 0 {
            line.push(' ');
        }
        let mut seen = Vec::new();
        format_value(vm, *a, 0, true, &mut seen, &mut line);
    }
    let prefix = match vm.current_native_name() {
        "console.warn" => "[warn] ",
        "console.error" => "[error] ",
        "console.info" => "[info] ",
        "console.debug" => "[debug] ",
        _ => "",
    };
    vm.instructions += line.len() as u64 / 32;
    vm.logs.push(format!("{prefix}{line}"));
    Ok(Value::Undefined)
}

/// Formats a value for display: strings raw at the top level and quoted inside structures;
/// NaN/Infinity/undefined literally; cycles as `[Circular]`; deep nesting as `...`.
pub fn format_value(
    vm: &mut Vm,
    v: Value,
    depth: usize,
    top: bool,
    seen: &mut Vec<ObjRef>,
    out: &mut String,
) {
    crate::stack::guard(|| format_value_inner(vm, v, depth, top, seen, out))
}

fn format_value_inner(
    vm: &mut Vm,
    v: Value,
    depth: usize,
    top: bool,
    seen: &mut Vec<ObjRef>,
    out: &mut String,
) {
    match v {
        Value::Str(s) => {
            let t = String::from_utf16_lossy(vm.heap.str(s));
            if top {
                out.push_str(&t);
            } else {
                out.push_str(&serde_json::to_string(&t).unwrap_or_default());
            }
        }
        Value::Number(n) => out.push_str(&number_to_string(n)),
        Value::Obj(o) => {
            if depth >= MAX_CONSOLE_DEPTH {
                out.push_str("...");
                return;
            }
            if seen.contains(&o) {
                out.push_str("[Circular]");
                return;
            }
            seen.push(o);
            format_object(vm, o, depth, seen, out);
            seen.pop();
        }
        _ => out.push_str(&vm.primitive_to_rust(v)),
    }
}

fn format_object(vm: &mut Vm, o: ObjRef, depth: usize, seen: &mut Vec<ObjRef>, out: &mut String) {
    enum Shape {
        Array(Vec<Value>),
        Func(String),
        Error,
        Date(f64),
        Map(Vec<(Value, Value)>),
        Set(Vec<Value>),
        Promise(&'static str),
        Plain,
    }
    let shape = match &vm.heap.obj(o).kind {
        ObjKind::Array(v) => Shape::Array(v.to_vec()),
        ObjKind::Closure(_)
        | ObjKind::Native(_)
        | ObjKind::Bound { .. }
        | ObjKind::BoundNative { .. } => Shape::Func(vm.function_name(o)),
        ObjKind::Error { .. } => Shape::Error,
        ObjKind::Date(t) => Shape::Date(*t),
        ObjKind::Map(t) => Shape::Map(t.entries.iter().flatten().copied().collect()),
        ObjKind::Set(t) => Shape::Set(t.entries.iter().flatten().map(|e| e.0).collect()),
        ObjKind::Promise(p) => Shape::Promise(match p.state {
            PromiseState::Pending => "<pending>",
            PromiseState::Fulfilled(_) => "<fulfilled>",
            PromiseState::Rejected(_) => "<rejected>",
        }),
        _ => Shape::Plain,
    };
    match shape {
        Shape::Array(items) => {
            out.push('[');
            for (i, x) in items.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                if x.is_empty_slot() {
                    out.push_str("<empty>");
                } else {
                    format_value(vm, *x, depth + 1, false, seen, out);
                }
            }
            out.push(']');
        }
        Shape::Func(n) => out.push_str(&format!(
            "[Function: {}]",
            if n.is_empty() { "(anonymous)" } else { &n }
        )),
        Shape::Error => {
            let s = vm.error_to_string(o);
            out.push_str(&s);
        }
        Shape::Date(t) => out.push_str(&crate::builtins::date::to_iso_or_invalid(t)),
        Shape::Map(entries) => {
            out.push_str(&format!("Map({}) {{", entries.len()));
            for (i, (k, v)) in entries.iter().enumerate() {
                out.push_str(if i > 0 { ", " } else { " " });
                format_value(vm, *k, depth + 1, false, seen, out);
                out.push_str(" => ");
                format_value(vm, *v, depth + 1, false, seen, out);
            }
            out.push_str(if entries.is_empty() { "}" } else { " }" });
        }
        Shape::Set(items) => {
            out.push_str(&format!("Set({}) {{", items.len()));
            for (i, x) in items.iter().enumerate() {
                out.push_str(if i > 0 { ", " } else { " " });
                format_value(vm, *x, depth + 1, false, seen, out);
            }
            out.push_str(if items.is_empty() { "}" } else { " }" });
        }
        Shape::Promise(s) => out.push_str(&format!("Promise {{ {s} }}")),
        Shape::Plain => {
            let keys = vm.own_keys(Value::Obj(o));
            if keys.is_empty() {
                out.push_str("{}");
                return;
            }
            out.push_str("{ ");
            for (i, k) in keys.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                let name = vm.atoms.to_rust(*k);
                let ident = !name.is_empty()
                    && name
                        .chars()
                        .all(|c| c.is_alphanumeric() || c == '_' || c == '$')
                    && !name.starts_with(|c: char| c.is_ascii_digit());
                if ident {
                    out.push_str(&name);
                } else {
                    out.push_str(&serde_json::to_string(&name).unwrap_or_default());
                }
                out.push_str(": ");
                let x = vm.get_own(o, *k).unwrap_or(Value::Undefined);
                format_value(vm, x, depth + 1, false, seen, out);
            }
            out.push_str(" }");
        }
    }
}

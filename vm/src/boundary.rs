//! The data boundary: converts program values to host JSON (JSON.stringify semantics, depth 32,
//! cycles and non-data values refused with the path named) and host JSON back to values.

use crate::heap::ObjRef;
use crate::interp::Vm;
use crate::object::{ObjKind, PromiseState};
use crate::value::Value;

/// Deepest nesting that crosses the boundary.
pub const MAX_VALUE_DEPTH: usize = 32;

/// Why a value cannot cross the boundary.
#[derive(Debug, Clone, PartialEq)]
pub struct BoundaryError {
    /// Where, as a JavaScript path (`result.items[3].owner`).
    pub path: String,
    /// What is wrong and what to do instead.
    pub message: String,
}

/// Keys refused at the boundary (prototype pollution vectors).
pub const BLOCKED_KEYS: &[&str] = &["__proto__", "constructor", "prototype"];

fn push_key(path: &str, key: &str) -> String {
    let ident = !key.is_empty()
        && key
            .chars()
            .all(|c| c.is_alphanumeric() || c == '_' || c == '$')
        && !key.starts_with(|c: char| c.is_ascii_digit());
    if ident {
        format!("{path}.{key}")
    } else {
        format!("{path}[{}]", serde_json::to_string(key).unwrap_or_default())
    }
}

impl Vm {
    /// Converts a value to JSON for the host. `root` names the value in error paths.
    ///
    /// # Errors
    ///
    /// A [`BoundaryError`] for cycles, functions, pending promises, depth over 32, or blocked keys.
    pub fn to_json(&mut self, v: Value, root: &str) -> Result<serde_json::Value, BoundaryError> {
        let mut stack = Vec::new();
        self.export_at(v, root, 0, &mut stack)
    }

    fn export_at(
        &mut self,
        v: Value,
        path: &str,
        depth: usize,
        stack: &mut Vec<ObjRef>,
    ) -> Result<serde_json::Value, BoundaryError> {
        if !matches!(v, Value::Obj(_)) {
            // A primitive does not recurse: no stack check needed.
            return self.export_at_inner(v, path, depth, stack);
        }
        crate::stack::guard(|| self.export_at_inner(v, path, depth, stack))
    }

    fn export_at_inner(
        &mut self,
        v: Value,
        path: &str,
        depth: usize,
        stack: &mut Vec<ObjRef>,
    ) -> Result<serde_json::Value, BoundaryError> {
        use serde_json::Value as J;
        Ok(match v {
            Value::Undefined | Value::Null | Value::Empty | Value::Cell(_) => J::Null,
            Value::Bool(b) => J::Bool(b),
            Value::Number(n) => {
                if n.is_finite() {
                    // -0 becomes 0, as JSON.stringify writes it; integral values JSON.stringify
                    // writes without an exponent stay integers (2**53 is `9007199254740992`,
                    // not `9007199254740992.0`) as far as serde_json's integers reach.
                    if n.fract() == 0.0 && n.abs() < 9.223_372_036_854_776e18 {
                        J::from(n as i64)
                    } else if n.fract() == 0.0 && (0.0..1.844_674_407_370_955_2e19).contains(&n) {
                        J::from(n as u64)
                    } else {
                        serde_json::Number::from_f64(n)
                            .map(J::Number)
                            .unwrap_or(J::Null)
                    }
                } else {
                    J::Null
                }
            }
            Value::Str(s) => J::String(crate::heap::string_from_units(self.heap.str(s))),
            Value::Obj(o) => {
                if depth >= MAX_VALUE_DEPTH {
                    return Err(BoundaryError {
                        path: path.to_string(),
                        message: format!(
                            "value at {path} is nested deeper than {MAX_VALUE_DEPTH} levels; return a flatter or smaller value"
                        ),
                    });
                }
                if stack.contains(&o) {
                    return Err(BoundaryError {
                        path: path.to_string(),
                        message: format!("value at {path} is circular (it contains itself); return plain data without cycles"),
                    });
                }
                enum Shape {
                    Array(Vec<Value>),
                    Plain,
                    Func,
                    Pending,
                    Date(f64),
                    Empty,
                    Boxed(Value),
                    Settled(Value),
                }
                let shape = match &self.heap.obj(o).kind {
                    ObjKind::Array(items) => Shape::Array(items.to_vec()),
                    ObjKind::Closure(_)
                    | ObjKind::Native(_)
                    | ObjKind::Bound { .. }
                    | ObjKind::BoundNative { .. } => Shape::Func,
                    ObjKind::Promise(p) => match p.state {
                        PromiseState::Pending => Shape::Pending,
                        PromiseState::Fulfilled(_) | PromiseState::Rejected(_) => Shape::Pending,
                    },
                    ObjKind::Date(t) => Shape::Date(*t),
                    ObjKind::Map(_) | ObjKind::Set(_) | ObjKind::Iterator(_) => Shape::Empty,
                    ObjKind::Boxed(b) => Shape::Boxed(*b),
                    ObjKind::Coroutine(_) => Shape::Settled(Value::Null),
                    _ => Shape::Plain,
                };
                match shape {
                    Shape::Func => {
                        return Err(BoundaryError {
                            path: path.to_string(),
                            message: format!("value at {path} is a function, which is not data; call it and return its result instead"),
                        })
                    }
                    Shape::Pending => {
                        return Err(BoundaryError {
                            path: path.to_string(),
                            message: format!("value at {path} is a Promise; use `await` to get its value before returning or passing it"),
                        })
                    }
                    Shape::Date(t) => {
                        if t.is_nan() {
                            J::Null
                        } else {
                            J::String(crate::builtins::date::to_iso_or_invalid(t))
                        }
                    }
                    Shape::Empty => J::Object(Default::default()),
                    Shape::Boxed(b) | Shape::Settled(b) => return self.export_at(b, path, depth, stack),
                    Shape::Array(items) => {
                        stack.push(o);
                        let mut out = Vec::with_capacity(items.len());
                        for (i, x) in items.iter().enumerate() {
                            let p = format!("{path}[{i}]");
                            out.push(self.export_at(*x, &p, depth + 1, stack)?);
                        }
                        stack.pop();
                        J::Array(out)
                    }
                    Shape::Plain => {
                        stack.push(o);
                        let mut map = serde_json::Map::new();
                        for k in self.own_keys(v) {
                            let name = self.atoms.to_rust(k);
                            let p = push_key(path, &name);
                            if BLOCKED_KEYS.contains(&name.as_str()) {
                                return Err(BoundaryError {
                                    path: p.clone(),
                                    message: format!("key \"{name}\" at {p} is not allowed in data crossing to the host; rename it"),
                                });
                            }
                            let x = self.get_own(o, k).unwrap_or(Value::Undefined);
                            if matches!(x, Value::Undefined | Value::Empty) {
                                continue;
                            }
                            map.insert(name, self.export_at(x, &p, depth + 1, stack)?);
                        }
                        stack.pop();
                        J::Object(map)
                    }
                }
            }
        })
    }

    /// Converts host JSON into program values.
    ///
    /// # Errors
    ///
    /// A [`BoundaryError`] when the JSON is nested deeper than the limit or uses a blocked key.
    pub fn from_json(&mut self, j: &serde_json::Value, path: &str) -> Result<Value, BoundaryError> {
        self.import_at(j, path, 0)
    }

    fn import_at(
        &mut self,
        j: &serde_json::Value,
        path: &str,
        depth: usize,
    ) -> Result<Value, BoundaryError> {
        if !matches!(
            j,
            serde_json::Value::Array(_) | serde_json::Value::Object(_)
        ) {
            // A scalar does not recurse: no stack check needed.
            return self.import_at_inner(j, path, depth);
        }
        crate::stack::guard(|| self.import_at_inner(j, path, depth))
    }

    fn import_at_inner(
        &mut self,
        j: &serde_json::Value,
        path: &str,
        depth: usize,
    ) -> Result<Value, BoundaryError> {
        use serde_json::Value as J;
        Ok(match j {
            J::Null => Value::Null,
            J::Bool(b) => Value::Bool(*b),
            J::Number(n) => Value::Number(n.as_f64().unwrap_or(f64::NAN)),
            J::String(s) => self.str_value(s),
            J::Array(_) | J::Object(_) if depth >= MAX_VALUE_DEPTH => {
                let _ = items_len(j);
                return Err(BoundaryError {
                    path: path.to_string(),
                    message: format!(
                        "value at {path} is nested deeper than {MAX_VALUE_DEPTH} levels"
                    ),
                });
            }
            J::Array(items) => {
                let mut out = Vec::with_capacity(items.len());
                for (i, x) in items.iter().enumerate() {
                    out.push(self.import_at(x, &format!("{path}[{i}]"), depth + 1)?);
                }
                Value::Obj(self.new_array(out))
            }
            J::Object(map) => {
                let o = self.new_object();
                for (k, x) in map {
                    let p = push_key(path, k);
                    if BLOCKED_KEYS.contains(&k.as_str()) {
                        return Err(BoundaryError {
                            path: p.clone(),
                            message: format!("key \"{k}\" at {p} is not allowed"),
                        });
                    }
                    let v = self.import_at(x, &p, depth + 1)?;
                    let a = self.atoms.intern_str(k);
                    let _ = self.define_own(Value::Obj(o), a, v);
                }
                Value::Obj(o)
            }
        })
    }
}

fn items_len(j: &serde_json::Value) -> usize {
    match j {
        serde_json::Value::Array(a) => a.len(),
        serde_json::Value::Object(m) => m.len(),
        _ => 0,
    }
}

/// Drops a JSON value without recursion: a tool may return one nested far deeper than the
/// native stack allows `serde_json::Value`'s own (recursive) drop to go.
pub fn drop_json(v: serde_json::Value) {
    if !matches!(
        v,
        serde_json::Value::Array(_) | serde_json::Value::Object(_)
    ) {
        return;
    }
    let mut stack = vec![v];
    while let Some(v) = stack.pop() {
        match v {
            serde_json::Value::Array(items) => stack.extend(items),
            serde_json::Value::Object(map) => stack.extend(map.into_iter().map(|(_, v)| v)),
            _ => {}
        }
    }
}

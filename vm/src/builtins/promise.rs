//! Promise builtins: resolve/reject/then, the resolving functions, and the combinators
//! (`all`, `allSettled`, `race`, `any`) as native reactions.

use super::arg;
use crate::atoms::names;
use crate::heap::ObjRef;
use crate::interp::Vm;
use crate::object::{ObjKind, Reaction};
use crate::ops::JsResult;
use crate::value::Value;

/// `$$newPromise()`.
pub fn new_promise(vm: &mut Vm, _this: Value, _args: &[Value]) -> JsResult<Value> {
    Ok(Value::Obj(vm.new_promise()))
}

/// `$$resolveFunctions(p)`: `[resolve, reject]` for a promise.
pub fn resolve_functions(vm: &mut Vm, _this: Value, args: &[Value]) -> JsResult<Value> {
    let p = arg(args, 0);
    // Both functions share one "already resolved" flag (a one-element array), as in the spec:
    // after either is called, both do nothing.
    let flag = Value::Obj(vm.new_array(vec![Value::Bool(false)]));
    let res = vm.bound_native("$$promiseResolveFn", [p, flag]);
    let rej = vm.bound_native("$$promiseRejectFn", [p, flag]);
    Ok(Value::Obj(
        vm.new_array(vec![Value::Obj(res), Value::Obj(rej)]),
    ))
}

/// Checks and sets the shared flag of the running resolve/reject function pair.
fn already_resolved(vm: &mut Vm) -> bool {
    let Value::Obj(flag) = vm.native_data[1] else {
        return false;
    };
    match &mut vm.heap.obj_mut(flag).kind {
        ObjKind::Array(items) => match items.first_mut() {
            Some(v @ Value::Bool(false)) => {
                *v = Value::Bool(true);
                false
            }
            _ => true,
        },
        _ => false,
    }
}

/// A promise's resolve function.
pub fn resolve_fn(vm: &mut Vm, _this: Value, args: &[Value]) -> JsResult<Value> {
    if already_resolved(vm) {
        return Ok(Value::Undefined);
    }
    if let Value::Obj(p) = vm.native_data[0] {
        vm.resolve_promise(p, arg(args, 0));
    }
    Ok(Value::Undefined)
}

/// A promise's reject function.
pub fn reject_fn(vm: &mut Vm, _this: Value, args: &[Value]) -> JsResult<Value> {
    if already_resolved(vm) {
        return Ok(Value::Undefined);
    }
    if let Value::Obj(p) = vm.native_data[0] {
        vm.reject_promise(p, arg(args, 0));
    }
    Ok(Value::Undefined)
}

/// `Promise.resolve`.
pub fn resolve(vm: &mut Vm, _this: Value, args: &[Value]) -> JsResult<Value> {
    Ok(Value::Obj(vm.promise_resolve(arg(args, 0))))
}

/// `Promise.reject`.
pub fn reject(vm: &mut Vm, _this: Value, args: &[Value]) -> JsResult<Value> {
    let p = vm.new_promise();
    vm.reject_promise(p, arg(args, 0));
    Ok(Value::Obj(p))
}

/// `promise.then(onFulfilled, onRejected)`.
pub fn then(vm: &mut Vm, this: Value, args: &[Value]) -> JsResult<Value> {
    let Value::Obj(p) = this else {
        return Err(vm.type_error("Promise.prototype.then called on a non-promise"));
    };
    if vm.promise_state(this).is_none() {
        return Err(vm.type_error("Promise.prototype.then called on a non-promise"));
    }
    Ok(Value::Obj(vm.promise_then(p, arg(args, 0), arg(args, 1))))
}

const ALL: f64 = 0.0;
const ALL_SETTLED: f64 = 1.0;
const RACE: f64 = 2.0;

/// `$$promiseAll(iterable, kind)`: kind 0 = all, 1 = allSettled, 2 = race, 3 = any.
pub fn all(vm: &mut Vm, _this: Value, args: &[Value]) -> JsResult<Value> {
    let items = vm.collect_iterable(arg(args, 0))?;
    let kind = match arg(args, 1) {
        Value::Number(n) => n,
        _ => ALL,
    };
    let result = vm.new_promise();
    let results = vm.new_array(vec![Value::Undefined; items.len()]);
    let agg = vm.new_array(vec![
        Value::Number(kind),
        Value::Number(items.len() as f64),
        Value::Obj(results),
        Value::Obj(result),
    ]);
    if items.is_empty() {
        if kind == 3.0 {
            let e = aggregate_error(vm, results);
            vm.reject_promise(result, e);
        } else if kind != RACE {
            vm.resolve_promise(result, Value::Obj(results));
        }
        return Ok(Value::Obj(result));
    }
    for (i, it) in items.into_iter().enumerate() {
        let p = vm.promise_resolve(it);
        vm.add_combinator(
            p,
            Reaction::Combinator {
                agg,
                index: i as u32,
            },
        );
    }
    Ok(Value::Obj(result))
}

fn aggregate_error(vm: &mut Vm, errors: ObjRef) -> Value {
    let g = vm.global;
    let a = vm.atoms.intern_str("AggregateError");
    let proto = match vm.get_own(g, a) {
        Some(c @ Value::Obj(_)) => match vm.get_prop(c, names::prototype) {
            Ok(Value::Obj(p)) => p,
            _ => vm.protos.error,
        },
        _ => vm.protos.error,
    };
    let e = vm.make_error_with_proto(proto, "All promises were rejected");
    if let Value::Obj(o) = e {
        vm.define_hidden(o, names::errors, Value::Obj(errors));
    }
    e
}

/// Records one settled element of a combinator and settles the result when decided.
pub fn combinator_step(vm: &mut Vm, agg: ObjRef, index: u32, v: Value, rejected: bool) {
    let (kind, remaining, results, result) = match &vm.heap.obj(agg).kind {
        ObjKind::Array(a) if a.len() == 4 => (a[0], a[1], a[2], a[3]),
        _ => return,
    };
    let (Value::Number(kind), Value::Number(remaining), Value::Obj(results), Value::Obj(result)) =
        (kind, remaining, results, result)
    else {
        return;
    };
    let set_result = |vm: &mut Vm, x: Value| {
        if let ObjKind::Array(a) = &mut vm.heap.obj_mut(results).kind {
            if let Some(slot) = a.get_mut(index as usize) {
                *slot = x;
            }
        }
    };
    let done = |vm: &mut Vm, remaining: f64| {
        if let ObjKind::Array(a) = &mut vm.heap.obj_mut(agg).kind {
            a[1] = Value::Number(remaining);
        }
    };
    match kind as u8 {
        0 => {
            if rejected {
                vm.reject_promise(result, v);
            } else {
                set_result(vm, v);
                done(vm, remaining - 1.0);
                if remaining - 1.0 == 0.0 {
                    vm.resolve_promise(result, Value::Obj(results));
                }
            }
        }
        1 => {
            let o = vm.new_object();
            let status = vm.str_value(if rejected { "rejected" } else { "fulfilled" });
            let _ = vm.define_own(Value::Obj(o), names::status, status);
            let key = if rejected {
                names::reason
            } else {
                names::value
            };
            let _ = vm.define_own(Value::Obj(o), key, v);
            set_result(vm, Value::Obj(o));
            done(vm, remaining - 1.0);
            if remaining - 1.0 == 0.0 {
                vm.resolve_promise(result, Value::Obj(results));
            }
        }
        2 => {
            if rejected {
                vm.reject_promise(result, v);
            } else {
                vm.resolve_promise(result, v);
            }
        }
        _ => {
            if rejected {
                set_result(vm, v);
                done(vm, remaining - 1.0);
                if remaining - 1.0 == 0.0 {
                    let e = aggregate_error(vm, results);
                    vm.reject_promise(result, e);
                }
            } else {
                vm.resolve_promise(result, v);
            }
        }
    }
    let _ = ALL_SETTLED;
}

impl Vm {
    /// Attaches a combinator reaction to a promise.
    pub(crate) fn add_combinator(&mut self, p: ObjRef, r: Reaction) {
        let state = match &mut self.heap.obj_mut(p).kind {
            ObjKind::Promise(d) => {
                d.handled = true;
                if d.state == crate::object::PromiseState::Pending {
                    d.reactions.push(r);
                    return;
                }
                d.state
            }
            _ => return,
        };
        // Already settled: step on the next tick to keep JavaScript's ordering.
        let Reaction::Combinator { agg, index } = r else {
            return;
        };
        match state {
            crate::object::PromiseState::Fulfilled(v) => {
                combinator_step(self, agg, index, v, false)
            }
            crate::object::PromiseState::Rejected(v) => combinator_step(self, agg, index, v, true),
            crate::object::PromiseState::Pending => {}
        }
    }
}

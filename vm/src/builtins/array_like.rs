//! Array methods called on array-likes (`Array.prototype.indexOf.call({length: 2, 0: "a"}, "a")`):
//! the object's elements are read into a temporary array, the array method runs on it, and a
//! mutator's result is written back (elements, deletions past the new length, then `length`).
//! Objects have no getters in codemode, so reading every element up front is not observable
//! except through `length`'s own `valueOf`, which runs once, first, as in JavaScript.

use super::NativeFn;
use crate::atoms::names;
use crate::heap::ObjRef;
use crate::interp::{Vm, MAX_ARRAY_LEN};
use crate::object::ObjKind;
use crate::ops::JsResult;
use crate::value::Value;

/// Whether `v` is a real array (the methods' fast path).
pub fn is_array(vm: &Vm, v: Value) -> bool {
    matches!(v, Value::Obj(o) if matches!(vm.heap.obj(o).kind, ObjKind::Array(_)))
}

/// ToLength: a length in `0..=2^53-1`.
fn to_length(vm: &mut Vm, v: Value) -> JsResult<f64> {
    let n = vm.to_number(v)?;
    Ok(if n.is_nan() || n <= 0.0 {
        0.0
    } else {
        n.trunc().min(9_007_199_254_740_991.0)
    })
}

/// Runs the array method `f` on the array-like `this`; `mutates` writes the result back.
pub fn call(
    vm: &mut Vm,
    this: Value,
    args: &[Value],
    method: &str,
    f: NativeFn,
    mutates: bool,
) -> JsResult<Value> {
    if this.is_nullish() {
        return Err(vm.type_error(&format!(
            "Array.prototype.{method} called on null or undefined"
        )));
    }
    let items: Vec<Value> = match this {
        Value::Str(s) => vm
            .heap
            .str(s)
            .to_vec()
            .into_iter()
            .map(|u| vm.new_str(&[u]))
            .collect(),
        Value::Obj(_) => {
            let len_v = vm.get_prop(this, names::length)?;
            let len = to_length(vm, len_v)?;
            if len > MAX_ARRAY_LEN as f64 {
                return Err(vm.range_error(&format!(
                    "Array.prototype.{method} called on an array-like whose length ({len}) is past \
                     codemode's array limit of {MAX_ARRAY_LEN}"
                )));
            }
            let len = len as usize;
            vm.check_array_len(len)?;
            vm.charge(len as u64 / 4)?;
            let mut items = Vec::with_capacity(len);
            for i in 0..len {
                let k = Value::Number(i as f64);
                items.push(if vm.op_in(k, this)? {
                    vm.get_elem(this, k)?
                } else {
                    Value::Empty
                });
            }
            items
        }
        // Numbers and booleans box to objects without elements.
        _ => Vec::new(),
    };
    let old_len = items.len();
    let tmp = vm.new_array(items);
    let r = f(vm, Value::Obj(tmp), args)?;
    if mutates {
        if let Value::Obj(o) = this {
            write_back(vm, o, tmp, old_len)?;
        }
    }
    // `reverse`, `fill` and `copyWithin` return their receiver.
    Ok(if r == Value::Obj(tmp) { this } else { r })
}

fn write_back(vm: &mut Vm, o: ObjRef, tmp: ObjRef, old_len: usize) -> JsResult<()> {
    let v = match &vm.heap.obj(tmp).kind {
        ObjKind::Array(v) => v.clone(),
        _ => Vec::new(),
    };
    vm.charge(v.len() as u64 / 4)?;
    let target = Value::Obj(o);
    for (i, x) in v.iter().enumerate() {
        let k = Value::Number(i as f64);
        if x.is_empty_slot() {
            let key = vm.to_key(k)?;
            vm.delete_prop(target, key)?;
        } else {
            vm.set_elem(target, k, *x)?;
        }
    }
    for i in v.len()..old_len {
        let key = vm.to_key(Value::Number(i as f64))?;
        vm.delete_prop(target, key)?;
    }
    vm.set_prop(target, names::length, Value::Number(v.len() as f64))
}

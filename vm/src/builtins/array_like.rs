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
            read_elements(vm, this, len)?
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

/// The elements `0..len` of the array-like `v` as `[[Get]]` reads them, `Value::Empty` where
/// neither it nor a prototype has the index. The caller has checked `len` and charged for it.
fn read_elements(vm: &mut Vm, v: Value, len: usize) -> JsResult<Vec<Value>> {
    if let Value::Obj(o) = v {
        if let Some(items) = elements_from_props(vm, o, len) {
            return Ok(items);
        }
    }
    let mut items = Vec::with_capacity(len);
    for i in 0..len {
        let k = Value::Number(i as f64);
        items.push(if vm.op_in(k, v)? {
            vm.get_elem(v, k)?
        } else {
            Value::Empty
        });
    }
    Ok(items)
}

/// [`read_elements`] from the properties of the objects on `o`'s prototype chain, each read
/// once, instead of a key made and looked up along the chain for every index: objects have no
/// getters, so the values are the same (`Array.from({length: n})` read 300 machine instructions
/// an element). `None` if an object on the chain answers index keys itself (an array, a String
/// object, a tool reference), for the per-index path.
fn elements_from_props(vm: &Vm, o: ObjRef, len: usize) -> Option<Vec<Value>> {
    let mut chain: smallvec::SmallVec<[ObjRef; 4]> = smallvec::SmallVec::new();
    let mut cur = Some(o);
    while let Some(c) = cur {
        let obj = vm.heap.obj(c);
        if matches!(
            obj.kind,
            ObjKind::Array(_) | ObjKind::Boxed(_) | ObjKind::ToolRef(_)
        ) {
            return None;
        }
        chain.push(c);
        cur = obj.proto;
    }
    let mut items = vec![Value::Empty; len];
    // The farthest prototype first, so a nearer object's own value overrides it.
    for &c in chain.iter().rev() {
        for p in vm.heap.obj(c).props.iter() {
            if let Some(i) = vm.atoms.index_value(p.key) {
                if let Some(slot) = items.get_mut(i as usize) {
                    *slot = p.value;
                }
            }
        }
    }
    Some(items)
}

/// `$$arrayLikeValues(src, length)`: `Array.from`'s array of an array-like's elements
/// (`undefined` where absent), `length` being `src.length` as read (ToLength here).
pub fn values(vm: &mut Vm, _this: Value, args: &[Value]) -> JsResult<Value> {
    let src = super::arg(args, 0);
    // ToLength is at most 2^53 - 1, which `usize` holds; past the array limit is a RangeError.
    let len = to_length(vm, super::arg(args, 1))? as usize;
    vm.check_array_len(len)?;
    vm.charge(len as u64 / 4)?;
    let mut items = read_elements(vm, src, len)?;
    for x in &mut items {
        if x.is_empty_slot() {
            *x = Value::Undefined;
        }
    }
    Ok(Value::Obj(vm.new_array(items)))
}

fn write_back(vm: &mut Vm, o: ObjRef, tmp: ObjRef, old_len: usize) -> JsResult<()> {
    let v = match &vm.heap.obj(tmp).kind {
        ObjKind::Array(v) => v.to_vec(),
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

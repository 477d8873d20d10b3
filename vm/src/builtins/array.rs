//! Array builtins that need no callbacks (those live in the prelude, running on VM frames).

use super::{arg, array_like, relative_index};
use crate::array_items::ArrayItems;
use crate::heap::ObjRef;
use crate::interp::{Vm, MAX_ARRAY_LEN};
use crate::object::{IterState, ObjKind, Object};
use crate::ops::JsResult;
use crate::value::Value;

pub(super) fn this_array(vm: &mut Vm, this: Value, method: &str) -> JsResult<ObjRef> {
    match this {
        Value::Obj(o) if matches!(vm.heap.obj(o).kind, ObjKind::Array(_)) => Ok(o),
        _ => Err(vm.type_error(&format!(
            "Array.prototype.{method} called on a value that is not an array"
        ))),
    }
}

pub(super) fn items(vm: &Vm, o: ObjRef) -> &[Value] {
    match &vm.heap.obj(o).kind {
        ObjKind::Array(v) => v,
        _ => &[],
    }
}

pub(super) fn items_mut(vm: &mut Vm, o: ObjRef) -> Option<&mut ArrayItems> {
    let obj = vm.heap.obj_mut(o);
    if !obj.extensible {
        return None;
    }
    match &mut obj.kind {
        ObjKind::Array(v) => Some(v),
        _ => None,
    }
}

pub(super) fn frozen_error(vm: &mut Vm) -> Value {
    vm.type_error("Cannot modify a frozen array")
}

fn hole_to_undef(v: Value) -> Value {
    if v.is_empty_slot() {
        Value::Undefined
    } else {
        v
    }
}

/// `Array(n)` / `Array(a, b, ...)`.
pub fn ctor(vm: &mut Vm, _this: Value, args: &[Value]) -> JsResult<Value> {
    if args.len() == 1 {
        if let Value::Number(n) = args[0] {
            if n < 0.0 || n.fract() != 0.0 || n >= 4294967296.0 {
                return Err(vm.range_error("Invalid array length"));
            }
            if n as usize > MAX_ARRAY_LEN {
                return Err(vm.range_error(
                    "Invalid array length (codemode arrays are dense and limited to 2^27 elements)",
                ));
            }
            vm.check_array_len(n as usize)?;
            vm.heap.note_growth(n as usize * 16);
            return Ok(Value::Obj(vm.new_array(vec![Value::Empty; n as usize])));
        }
    }
    Ok(Value::Obj(vm.new_array(args.to_vec())))
}

/// `$$newArray(n)`: an array of n holes.
pub fn new_array_len(vm: &mut Vm, this: Value, args: &[Value]) -> JsResult<Value> {
    ctor(vm, this, &[arg(args, 0)])
}

/// `Array.isArray`.
pub fn is_array(vm: &mut Vm, _this: Value, args: &[Value]) -> JsResult<Value> {
    Ok(Value::Bool(
        matches!(arg(args, 0), Value::Obj(o) if matches!(vm.heap.obj(o).kind, ObjKind::Array(_))),
    ))
}

/// `$$arrayLength(a)`.
pub fn length_of(vm: &mut Vm, _this: Value, args: &[Value]) -> JsResult<Value> {
    let v = arg(args, 0);
    let n = vm.get_prop(v, crate::atoms::names::length)?;
    Ok(n)
}

/// `Array.of`.
pub fn of(vm: &mut Vm, _this: Value, args: &[Value]) -> JsResult<Value> {
    Ok(Value::Obj(vm.new_array(args.to_vec())))
}

/// `push`.
pub fn push(vm: &mut Vm, this: Value, args: &[Value]) -> JsResult<Value> {
    let Value::Obj(a) = this else {
        return array_like::call(vm, this, args, "push", push, true);
    };
    // One heap lookup for the common case (`arr.push(x)` builds most arrays); an array
    // in the shared realm is copied by `obj_mut` as on any write.
    if !matches!(vm.heap.obj(a).kind, ObjKind::Array(_)) {
        return array_like::call(vm, this, args, "push", push, true);
    }
    // As `items_mut`, with the heap's kept item room for growing past 64 items.
    let (obj, room) = vm.heap.obj_mut_with_room(a);
    let v = match &mut obj.kind {
        ObjKind::Array(v) if obj.extensible => v,
        _ => return Err(frozen_error(vm)),
    };
    if v.len() + args.len() > MAX_ARRAY_LEN {
        return Err(vm.range_error("Invalid array length"));
    }
    crate::grow::reserve_items(v, args.len(), room);
    // One element (the common case) without the generic copy, which calls `memcpy`.
    match args {
        [x] => v.push(*x),
        _ => v.vec_mut().extend_from_slice(args),
    }
    let n = v.len();
    vm.heap.note_growth(args.len() * 16);
    Ok(Value::Number(crate::value::len_number(n)))
}

/// The id of `Array.prototype.push` in [`super::NATIVES`] (see [`push_one`]).
pub const PUSH_ID: u16 = 3;

/// `arr.push(x)` on an extensible array with room for one more: pushes `x` and returns the new
/// length, as [`push`] does; `None`, having changed nothing, for anything else (the caller then
/// runs [`push`], which handles it or throws). The call path takes this before the generic
/// native call: `push` is the most called builtin, and most of its cost was the call.
#[inline]
pub(crate) fn push_one(vm: &mut Vm, this: Value, x: Value) -> Option<usize> {
    let Value::Obj(a) = this else {
        return None;
    };
    // One lookup: an array the program made (an array of the shared realm, which a write
    // copies first, takes `push`).
    let (obj, room) = vm.heap.own_obj_mut_with_room(a)?;
    let n = push_into(obj, room, x)?;
    vm.heap.note_growth(16);
    Some(n)
}

/// [`push_one`] for `PushToLocal`, which has not read `this.push`: only when that is the
/// realm's own `push`, known in the same look at the array (no own properties, so no own
/// `push`, and the prototype `Array.prototype` still untouched: the first write to it copies it
/// out of the shared realm, and its `push` may then be anything).
#[inline(always)]
pub(crate) fn push_builtin_one(vm: &mut Vm, this: Value, x: Value) -> Option<usize> {
    let Value::Obj(a) = this else {
        return None;
    };
    let proto = vm.protos.array;
    if !vm.heap.is_pristine_obj(proto) {
        return None;
    }
    let (obj, room) = vm.heap.own_obj_mut_with_room(a)?;
    if !obj.props.is_empty() || obj.proto != Some(proto) {
        return None;
    }
    let n = push_into(obj, room, x)?;
    vm.heap.note_growth(16);
    Some(n)
}

/// Pushes `x` onto `obj` when it is an extensible array with room for one more, returning
/// the new length; `None`, having changed nothing, otherwise. `room` is the heap's kept item
/// room, for growing the items.
#[inline(always)]
fn push_into(obj: &mut Object, room: &mut Vec<Value>, x: Value) -> Option<usize> {
    if !obj.extensible {
        return None;
    }
    let ObjKind::Array(v) = &mut obj.kind else {
        return None;
    };
    if v.len() >= MAX_ARRAY_LEN {
        return None;
    }
    crate::grow::reserve_items(v, 1, room);
    v.push(x);
    Some(v.len())
}

/// `pop`.
pub fn pop(vm: &mut Vm, this: Value, args: &[Value]) -> JsResult<Value> {
    if !array_like::is_array(vm, this) {
        return array_like::call(vm, this, args, "pop", pop, true);
    }
    let a = this_array(vm, this, "pop")?;
    let Some(v) = items_mut(vm, a) else {
        return Err(frozen_error(vm));
    };
    Ok(hole_to_undef(v.pop().unwrap_or(Value::Undefined)))
}

/// `shift`.
pub fn shift(vm: &mut Vm, this: Value, args: &[Value]) -> JsResult<Value> {
    if !array_like::is_array(vm, this) {
        return array_like::call(vm, this, args, "shift", shift, true);
    }
    let a = this_array(vm, this, "shift")?;
    // Amortized constant time: the elements move only now and then (`ArrayItems::shift`).
    let Some(v) = items_mut(vm, a) else {
        return Err(frozen_error(vm));
    };
    Ok(hole_to_undef(v.shift().unwrap_or(Value::Undefined)))
}

/// `unshift`.
pub fn unshift(vm: &mut Vm, this: Value, args: &[Value]) -> JsResult<Value> {
    if !array_like::is_array(vm, this) {
        return array_like::call(vm, this, args, "unshift", unshift, true);
    }
    let a = this_array(vm, this, "unshift")?;
    if items(vm, a).len() + args.len() > MAX_ARRAY_LEN {
        return Err(vm.range_error("Invalid array length"));
    }
    // Amortized constant time per element put in (`ArrayItems::unshift`).
    let Some(v) = items_mut(vm, a) else {
        return Err(frozen_error(vm));
    };
    v.unshift(args);
    let n = v.len();
    vm.heap.note_growth(args.len() * 16);
    Ok(Value::Number(crate::value::len_number(n)))
}

/// `slice`.
pub fn slice(vm: &mut Vm, this: Value, args: &[Value]) -> JsResult<Value> {
    if !array_like::is_array(vm, this) {
        return array_like::call(vm, this, args, "slice", slice, false);
    }
    let a = this_array(vm, this, "slice")?;
    let len = items(vm, a).len();
    let start = relative_index(vm, arg(args, 0), len, 0)?;
    let end = relative_index(vm, arg(args, 1), len, len)?;
    // An index's valueOf may have shrunk the array since `len` was read.
    let v = items(vm, a);
    let end = end.min(v.len());
    let out: Vec<Value> = if start < end {
        v[start..end].to_vec()
    } else {
        Vec::new()
    };
    vm.instructions += out.len() as u64 / 8;
    Ok(Value::Obj(vm.new_array(out)))
}

fn splice_parts(vm: &mut Vm, a: ObjRef, args: &[Value]) -> JsResult<(usize, usize)> {
    let len = items(vm, a).len();
    let start = relative_index(vm, arg(args, 0), len, 0)?;
    let del = if args.is_empty() {
        0
    } else if args.len() == 1 {
        len - start
    } else {
        let d = vm.to_number(args[1])?;
        let d = if d.is_nan() { 0.0 } else { d.trunc() };
        (d.max(0.0) as usize).min(len - start)
    };
    Ok((start, del))
}

/// `splice`.
pub fn splice(vm: &mut Vm, this: Value, args: &[Value]) -> JsResult<Value> {
    if !array_like::is_array(vm, this) {
        return array_like::call(vm, this, args, "splice", splice, true);
    }
    let a = this_array(vm, this, "splice")?;
    let (start, del) = splice_parts(vm, a, args)?;
    let ins: Vec<Value> = args.iter().skip(2).copied().collect();
    let Some(v) = items_mut(vm, a) else {
        return Err(frozen_error(vm));
    };
    let start = start.min(v.len());
    let del = del.min(v.len() - start);
    let removed: Vec<Value> = v.vec_mut().splice(start..start + del, ins).collect();
    Ok(Value::Obj(vm.new_array(removed)))
}

/// `toSpliced`.
pub fn to_spliced(vm: &mut Vm, this: Value, args: &[Value]) -> JsResult<Value> {
    if !array_like::is_array(vm, this) {
        return array_like::call(vm, this, args, "toSpliced", to_spliced, false);
    }
    let a = this_array(vm, this, "toSpliced")?;
    let (start, del) = splice_parts(vm, a, args)?;
    let mut v: Vec<Value> = items(vm, a).iter().map(|x| hole_to_undef(*x)).collect();
    let start = start.min(v.len());
    let del = del.min(v.len() - start);
    v.splice(start..start + del, args.iter().skip(2).copied());
    Ok(Value::Obj(vm.new_array(v)))
}

/// `concat`.
pub fn concat(vm: &mut Vm, this: Value, args: &[Value]) -> JsResult<Value> {
    let a = this_array(vm, this, "concat")?;
    let mut out = items(vm, a).to_vec();
    for x in args {
        match x {
            Value::Obj(o) if matches!(vm.heap.obj(*o).kind, ObjKind::Array(_)) => {
                out.extend_from_slice(items(vm, *o))
            }
            _ => out.push(*x),
        }
    }
    if out.len() > MAX_ARRAY_LEN {
        return Err(vm.range_error("Invalid array length"));
    }
    vm.instructions += out.len() as u64 / 8;
    vm.heap.note_growth(out.len() * 16);
    Ok(Value::Obj(vm.new_array(out)))
}

/// `join`.
pub fn join(vm: &mut Vm, this: Value, args: &[Value]) -> JsResult<Value> {
    if !array_like::is_array(vm, this) {
        return array_like::call(vm, this, args, "join", join, false);
    }
    let a = this_array(vm, this, "join")?;
    let sep = match arg(args, 0) {
        Value::Undefined => vec![b',' as u16],
        s => vm.to_units(s)?,
    };
    vm.join_array(a, &sep)
}

/// `toString`.
pub fn to_string(vm: &mut Vm, this: Value, _args: &[Value]) -> JsResult<Value> {
    match this {
        Value::Obj(o) if matches!(vm.heap.obj(o).kind, ObjKind::Array(_)) => {
            vm.join_array(o, &[b',' as u16])
        }
        _ => super::object::proto_to_string(vm, this, &[]),
    }
}

/// `reverse`.
pub fn reverse(vm: &mut Vm, this: Value, args: &[Value]) -> JsResult<Value> {
    if !array_like::is_array(vm, this) {
        return array_like::call(vm, this, args, "reverse", reverse, true);
    }
    let a = this_array(vm, this, "reverse")?;
    let Some(v) = items_mut(vm, a) else {
        return Err(frozen_error(vm));
    };
    v.reverse();
    Ok(this)
}

/// `toReversed`.
pub fn to_reversed(vm: &mut Vm, this: Value, args: &[Value]) -> JsResult<Value> {
    if !array_like::is_array(vm, this) {
        return array_like::call(vm, this, args, "toReversed", to_reversed, false);
    }
    let a = this_array(vm, this, "toReversed")?;
    let v: Vec<Value> = items(vm, a)
        .iter()
        .rev()
        .map(|x| hole_to_undef(*x))
        .collect();
    Ok(Value::Obj(vm.new_array(v)))
}

/// `indexOf`.
pub fn index_of(vm: &mut Vm, this: Value, args: &[Value]) -> JsResult<Value> {
    if !array_like::is_array(vm, this) {
        return array_like::call(vm, this, args, "indexOf", index_of, false);
    }
    let a = this_array(vm, this, "indexOf")?;
    let len = items(vm, a).len();
    let from = relative_index(vm, arg(args, 1), len, 0)?;
    let x = arg(args, 0);
    let v = items(vm, a);
    let len = len.min(v.len());
    let r = (from..len).find(|&i| !v[i].is_empty_slot() && vm.strict_equals(v[i], x));
    vm.instructions += (r.unwrap_or(len) - from.min(len)) as u64 / 4;
    Ok(Value::Number(r.map_or(-1.0, |i| i as f64)))
}

/// `lastIndexOf`.
pub fn last_index_of(vm: &mut Vm, this: Value, args: &[Value]) -> JsResult<Value> {
    if !array_like::is_array(vm, this) {
        return array_like::call(vm, this, args, "lastIndexOf", last_index_of, false);
    }
    let a = this_array(vm, this, "lastIndexOf")?;
    let len = items(vm, a).len();
    if len == 0 {
        return Ok(Value::Number(-1.0));
    }
    let from = if args.len() > 1 {
        let n = vm.to_number(args[1])?;
        if n < 0.0 {
            let k = len as f64 + n;
            if k < 0.0 {
                return Ok(Value::Number(-1.0));
            }
            k as usize
        } else {
            (n as usize).min(len - 1)
        }
    } else {
        len - 1
    };
    let x = arg(args, 0);
    let v = items(vm, a);
    // The index's valueOf may have shrunk the array.
    let r = (0..=from)
        .rev()
        .filter(|&i| i < v.len())
        .find(|&i| !v[i].is_empty_slot() && vm.strict_equals(v[i], x));
    Ok(Value::Number(r.map_or(-1.0, |i| i as f64)))
}

/// `includes`.
pub fn includes(vm: &mut Vm, this: Value, args: &[Value]) -> JsResult<Value> {
    if !array_like::is_array(vm, this) {
        return array_like::call(vm, this, args, "includes", includes, false);
    }
    let a = this_array(vm, this, "includes")?;
    let len = items(vm, a).len();
    let from = relative_index(vm, arg(args, 1), len, 0)?;
    let x = arg(args, 0);
    let v = items(vm, a);
    let len = len.min(v.len());
    let r = (from..len).any(|i| vm.same_value_zero(hole_to_undef(v[i]), x));
    vm.instructions += len as u64 / 4;
    Ok(Value::Bool(r))
}

/// `fill`.
pub fn fill(vm: &mut Vm, this: Value, args: &[Value]) -> JsResult<Value> {
    if !array_like::is_array(vm, this) {
        return array_like::call(vm, this, args, "fill", fill, true);
    }
    let a = this_array(vm, this, "fill")?;
    let len = items(vm, a).len();
    let start = relative_index(vm, arg(args, 1), len, 0)?;
    let end = relative_index(vm, arg(args, 2), len, len)?;
    let x = arg(args, 0);
    let Some(v) = items_mut(vm, a) else {
        return Err(frozen_error(vm));
    };
    for item in v.iter_mut().take(end).skip(start) {
        *item = x;
    }
    Ok(this)
}

/// `copyWithin`.
pub fn copy_within(vm: &mut Vm, this: Value, args: &[Value]) -> JsResult<Value> {
    if !array_like::is_array(vm, this) {
        return array_like::call(vm, this, args, "copyWithin", copy_within, true);
    }
    let a = this_array(vm, this, "copyWithin")?;
    let len = items(vm, a).len();
    let target = relative_index(vm, arg(args, 0), len, 0)?;
    let start = relative_index(vm, arg(args, 1), len, 0)?;
    let end = relative_index(vm, arg(args, 2), len, len)?;
    let Some(v) = items_mut(vm, a) else {
        return Err(frozen_error(vm));
    };
    // The indices' valueOf may have shrunk the array since `len` was read.
    let len = v.len();
    if start < end && target < len && start < len {
        let count = (end - start).min(len - target).min(len - start);
        let chunk: Vec<Value> = v[start..start + count].to_vec();
        v[target..target + count].copy_from_slice(&chunk);
    }
    Ok(this)
}

/// `keys`.
pub fn keys(vm: &mut Vm, this: Value, _args: &[Value]) -> JsResult<Value> {
    let a = this_array(vm, this, "keys")?;
    Ok(Value::Obj(vm.new_iterator(IterState::ArrayKeys {
        arr: a,
        next: 0,
        kind: 0,
    })))
}

/// `values`.
pub fn values(vm: &mut Vm, this: Value, _args: &[Value]) -> JsResult<Value> {
    let a = this_array(vm, this, "values")?;
    Ok(Value::Obj(
        vm.new_iterator(IterState::Array { arr: a, next: 0 }),
    ))
}

/// `entries`.
pub fn entries(vm: &mut Vm, this: Value, _args: &[Value]) -> JsResult<Value> {
    let a = this_array(vm, this, "entries")?;
    Ok(Value::Obj(vm.new_iterator(IterState::ArrayKeys {
        arr: a,
        next: 0,
        kind: 2,
    })))
}

/// `at`.
pub fn at(vm: &mut Vm, this: Value, args: &[Value]) -> JsResult<Value> {
    if !array_like::is_array(vm, this) {
        return array_like::call(vm, this, args, "at", at, false);
    }
    let a = this_array(vm, this, "at")?;
    let len = items(vm, a).len() as f64;
    let n = vm.to_number(arg(args, 0))?;
    let n = if n.is_nan() { 0.0 } else { n.trunc() };
    let i = if n < 0.0 { len + n } else { n };
    if i < 0.0 || i >= len {
        return Ok(Value::Undefined);
    }
    // The index's valueOf may have shrunk the array.
    Ok(items(vm, a)
        .get(i as usize)
        .map_or(Value::Undefined, |x| hole_to_undef(*x)))
}

fn flatten_into(vm: &mut Vm, out: &mut Vec<Value>, src: &[Value], depth: f64) -> JsResult<()> {
    for x in src {
        if x.is_empty_slot() {
            continue;
        }
        match x {
            Value::Obj(o) if depth >= 1.0 && matches!(vm.heap.obj(*o).kind, ObjKind::Array(_)) => {
                let inner = items(vm, *o).to_vec();
                flatten_into(vm, out, &inner, depth - 1.0)?;
            }
            _ => out.push(*x),
        }
        if out.len() > MAX_ARRAY_LEN {
            return Err(vm.range_error("Invalid array length"));
        }
    }
    Ok(())
}

/// `flat`.
pub fn flat(vm: &mut Vm, this: Value, args: &[Value]) -> JsResult<Value> {
    if !array_like::is_array(vm, this) {
        return array_like::call(vm, this, args, "flat", flat, false);
    }
    let a = this_array(vm, this, "flat")?;
    let depth = match arg(args, 0) {
        Value::Undefined => 1.0,
        d => vm.to_number(d)?,
    };
    let src = items(vm, a).to_vec();
    let mut out = Vec::new();
    flatten_into(vm, &mut out, &src, depth.min(64.0))?;
    Ok(Value::Obj(vm.new_array(out)))
}

/// `with`.
pub fn with(vm: &mut Vm, this: Value, args: &[Value]) -> JsResult<Value> {
    if !array_like::is_array(vm, this) {
        return array_like::call(vm, this, args, "with", with, false);
    }
    let a = this_array(vm, this, "with")?;
    let len = items(vm, a).len() as f64;
    let n = vm.to_number(arg(args, 0))?;
    let n = if n.is_nan() { 0.0 } else { n.trunc() };
    let i = if n < 0.0 { len + n } else { n };
    if i < 0.0 || i >= len {
        return Err(vm.range_error(
            "Invalid index : "
                .to_string()
                .as_str()
                .trim_end_matches(" : "),
        ));
    }
    let mut v: Vec<Value> = items(vm, a).iter().map(|x| hole_to_undef(*x)).collect();
    // The index's valueOf may have shrunk the array: the copy keeps the length read first.
    v.resize(len as usize, Value::Undefined);
    v[i as usize] = arg(args, 1);
    Ok(Value::Obj(vm.new_array(v)))
}

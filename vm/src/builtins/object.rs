//! Object builtins, Error constructors, and the small intrinsics the prelude uses.

use super::arg;
use crate::atoms::names;
use crate::interp::Vm;
use crate::object::{flags, ObjKind, Object};
use crate::ops::JsResult;
use crate::realm::ErrorKind;
use crate::value::Value;

fn to_object_check(vm: &mut Vm, v: Value) -> JsResult<Value> {
    if v.is_nullish() {
        return Err(vm.type_error("Cannot convert undefined or null to object"));
    }
    Ok(v)
}

/// `Object(v)`.
pub fn ctor(vm: &mut Vm, _this: Value, args: &[Value]) -> JsResult<Value> {
    let v = arg(args, 0);
    match v {
        Value::Obj(_) => Ok(v),
        Value::Undefined | Value::Null => Ok(Value::Obj(vm.new_object())),
        _ => {
            let proto = match v {
                Value::Str(_) => vm.protos.string,
                Value::Number(_) => vm.protos.number,
                _ => vm.protos.boolean,
            };
            Ok(Value::Obj(
                vm.heap
                    .alloc_obj(Object::new(ObjKind::Boxed(v), Some(proto))),
            ))
        }
    }
}

/// `Object.keys`.
pub fn keys(vm: &mut Vm, _this: Value, args: &[Value]) -> JsResult<Value> {
    let v = to_object_check(vm, arg(args, 0))?;
    vm.check_tool_keys(v)?;
    let ks = vm.own_keys(v);
    let items = ks.into_iter().map(|k| vm.atom_value(k)).collect();
    Ok(Value::Obj(vm.new_array(items)))
}

/// `Object.values`.
pub fn values(vm: &mut Vm, _this: Value, args: &[Value]) -> JsResult<Value> {
    let v = to_object_check(vm, arg(args, 0))?;
    vm.refuse_tool_data(v, "Object.values")?;
    let ks = vm.own_keys(v);
    let mut items = Vec::with_capacity(ks.len());
    for k in ks {
        items.push(vm.get_prop(v, k)?);
    }
    Ok(Value::Obj(vm.new_array(items)))
}

/// `Object.entries`.
pub fn entries(vm: &mut Vm, _this: Value, args: &[Value]) -> JsResult<Value> {
    let v = to_object_check(vm, arg(args, 0))?;
    vm.refuse_tool_data(v, "Object.entries")?;
    let ks = vm.own_keys(v);
    let mut items = Vec::with_capacity(ks.len());
    for k in ks {
        let x = vm.get_prop(v, k)?;
        let kv = vm.atom_value(k);
        items.push(Value::Obj(vm.new_array(vec![kv, x])));
    }
    Ok(Value::Obj(vm.new_array(items)))
}

/// `Object.assign`.
pub fn assign(vm: &mut Vm, _this: Value, args: &[Value]) -> JsResult<Value> {
    let target = to_object_check(vm, arg(args, 0))?;
    for src in args.iter().skip(1) {
        if src.is_nullish() {
            continue;
        }
        for k in vm.own_keys(*src) {
            let x = vm.get_prop(*src, k)?;
            vm.set_prop(target, k, x)?;
        }
    }
    Ok(target)
}

/// `Object.fromEntries`.
pub fn from_entries(vm: &mut Vm, _this: Value, args: &[Value]) -> JsResult<Value> {
    let items = vm.collect_iterable(arg(args, 0))?;
    let o = vm.new_object();
    for e in items {
        let k = vm.get_elem(e, Value::Number(0.0))?;
        let v = vm.get_elem(e, Value::Number(1.0))?;
        let key = vm.to_key(k)?;
        vm.define_own(Value::Obj(o), key, v)?;
    }
    Ok(Value::Obj(o))
}

/// `Object.freeze`.
pub fn freeze(vm: &mut Vm, _this: Value, args: &[Value]) -> JsResult<Value> {
    let v = arg(args, 0);
    if let Value::Obj(o) = v {
        let obj = vm.heap.obj_mut(o);
        obj.extensible = false;
        for p in obj.props.iter_mut() {
            p.flags &= !(flags::WRITABLE | flags::CONFIGURABLE);
        }
    }
    Ok(v)
}

/// `Object.isFrozen`.
pub fn is_frozen(vm: &mut Vm, _this: Value, args: &[Value]) -> JsResult<Value> {
    Ok(Value::Bool(match arg(args, 0) {
        Value::Obj(o) => {
            let obj = vm.heap.obj(o);
            !obj.extensible && obj.props.iter().all(|p| p.flags & flags::WRITABLE == 0)
        }
        _ => true,
    }))
}

/// `Object.preventExtensions`.
pub fn prevent_extensions(vm: &mut Vm, _this: Value, args: &[Value]) -> JsResult<Value> {
    let v = arg(args, 0);
    if let Value::Obj(o) = v {
        vm.heap.obj_mut(o).extensible = false;
    }
    Ok(v)
}

/// `Object.isExtensible`.
pub fn is_extensible(vm: &mut Vm, _this: Value, args: &[Value]) -> JsResult<Value> {
    Ok(Value::Bool(
        matches!(arg(args, 0), Value::Obj(o) if vm.heap.obj(o).extensible),
    ))
}

/// `Object.hasOwn`.
pub fn has_own(vm: &mut Vm, _this: Value, args: &[Value]) -> JsResult<Value> {
    let v = to_object_check(vm, arg(args, 0))?;
    let k = vm.to_key(arg(args, 1))?;
    Ok(Value::Bool(vm.has_own(v, k)))
}

/// `Object.is`.
pub fn is(vm: &mut Vm, _this: Value, args: &[Value]) -> JsResult<Value> {
    Ok(Value::Bool(vm.same_value(arg(args, 0), arg(args, 1))))
}

/// `Object.create(proto)` (property descriptors are not supported).
pub fn create(vm: &mut Vm, _this: Value, args: &[Value]) -> JsResult<Value> {
    let proto = match arg(args, 0) {
        Value::Obj(p) => Some(p),
        Value::Null => None,
        _ => return Err(vm.type_error("Object prototype may only be an Object or null")),
    };
    Ok(Value::Obj(
        vm.heap.alloc_obj(Object::new(ObjKind::Ordinary, proto)),
    ))
}

/// `Object.getPrototypeOf`.
pub fn get_prototype_of(vm: &mut Vm, _this: Value, args: &[Value]) -> JsResult<Value> {
    Ok(match arg(args, 0) {
        Value::Obj(o) => vm.heap.obj(o).proto.map(Value::Obj).unwrap_or(Value::Null),
        Value::Str(_) => Value::Obj(vm.protos.string),
        Value::Number(_) => Value::Obj(vm.protos.number),
        Value::Bool(_) => Value::Obj(vm.protos.boolean),
        _ => return Err(vm.type_error("Cannot convert undefined or null to object")),
    })
}

/// `o.hasOwnProperty(k)`.
pub fn proto_has_own(vm: &mut Vm, this: Value, args: &[Value]) -> JsResult<Value> {
    let k = vm.to_key(arg(args, 0))?;
    Ok(Value::Bool(vm.has_own(this, k)))
}

/// `o.propertyIsEnumerable(k)`.
pub fn property_is_enumerable(vm: &mut Vm, this: Value, args: &[Value]) -> JsResult<Value> {
    let k = vm.to_key(arg(args, 0))?;
    Ok(Value::Bool(match this {
        Value::Obj(o) => match vm.heap.obj(o).props.get(k) {
            Some(p) => p.flags & flags::ENUMERABLE != 0,
            None => {
                (vm.get_own(o, k).is_some() || vm.string_object_has(o, k)) && k != names::length
            }
        },
        _ => false,
    }))
}

/// `p.isPrototypeOf(o)`.
pub fn is_prototype_of(vm: &mut Vm, this: Value, args: &[Value]) -> JsResult<Value> {
    let (Value::Obj(p), Value::Obj(mut o)) = (this, arg(args, 0)) else {
        return Ok(Value::Bool(false));
    };
    while let Some(q) = vm.heap.obj(o).proto {
        if q == p {
            return Ok(Value::Bool(true));
        }
        o = q;
    }
    Ok(Value::Bool(false))
}

/// `Object.prototype.toString`.
pub fn proto_to_string(vm: &mut Vm, this: Value, _args: &[Value]) -> JsResult<Value> {
    let tag = match this {
        Value::Undefined => "Undefined",
        Value::Null => "Null",
        Value::Str(_) => "String",
        Value::Number(_) => "Number",
        Value::Bool(_) => "Boolean",
        Value::Obj(o) => match &vm.heap.obj(o).kind {
            ObjKind::Array(_) => "Array",
            ObjKind::Error { .. } => "Error",
            ObjKind::Date(_) => "Date",
            ObjKind::Map(_) => "Map",
            ObjKind::Set(_) => "Set",
            ObjKind::Promise(_) => "Promise",
            ObjKind::Closure(_)
            | ObjKind::Native(_)
            | ObjKind::Bound { .. }
            | ObjKind::BoundNative { .. } => "Function",
            _ => "Object",
        },
        _ => "Object",
    };
    Ok(vm.str_value(&format!("[object {tag}]")))
}

/// `Object.prototype.valueOf`.
pub fn proto_value_of(_vm: &mut Vm, this: Value, _args: &[Value]) -> JsResult<Value> {
    Ok(this)
}

/// `Error(msg, { cause })` and the other error constructors (which one is read from the callee).
pub fn error_ctor(vm: &mut Vm, _this: Value, args: &[Value]) -> JsResult<Value> {
    // The prototype comes from the constructor's own `prototype` property, found via the name the
    // native table gives the running function.
    let name = vm.current_native_name();
    let g = vm.global;
    let ctor_atom = vm.atoms.intern_str(name);
    let proto = match vm.get_own(g, ctor_atom) {
        Some(c @ Value::Obj(_)) => match vm.get_prop(c, names::prototype)? {
            Value::Obj(p) => p,
            _ => vm.protos.error,
        },
        _ => vm.protos.error,
    };
    let msg = arg(args, 0);
    let e = vm.make_error_with_proto(proto, "");
    let Value::Obj(o) = e else { return Ok(e) };
    if msg.is_undefined() {
        vm.heap.obj_mut(o).props.remove(names::message);
    } else {
        let m = vm.to_str(msg)?;
        vm.define_hidden(o, names::message, Value::Str(m));
    }
    if let Value::Obj(opts) = arg(args, 1) {
        if vm.has_own(Value::Obj(opts), names::cause) {
            let c = vm.get_prop(Value::Obj(opts), names::cause)?;
            vm.define_hidden(o, names::cause, c);
        }
    }
    Ok(e)
}

/// `AggregateError(errors, message, options)`: an error carrying the `errors` it aggregates.
pub fn aggregate_error_ctor(vm: &mut Vm, this: Value, args: &[Value]) -> JsResult<Value> {
    let items = vm.collect_iterable(arg(args, 0))?;
    let rest: smallvec::SmallVec<[Value; 2]> = args.iter().skip(1).copied().collect();
    let e = error_ctor(vm, this, &rest)?;
    let list = vm.new_array(items);
    if let Value::Obj(o) = e {
        vm.define_hidden(o, names::errors, Value::Obj(list));
    }
    Ok(e)
}

/// `Error.prototype.toString`.
pub fn error_to_string(vm: &mut Vm, this: Value, _args: &[Value]) -> JsResult<Value> {
    match this {
        Value::Obj(o) => {
            let s = vm.error_to_string(o);
            Ok(vm.str_value(&s))
        }
        _ => Err(vm.type_error("Error.prototype.toString called on non-object")),
    }
}

/// `$$define(obj, name, value)`: a hidden property (prelude only).
pub fn define_hidden_intrinsic(vm: &mut Vm, _this: Value, args: &[Value]) -> JsResult<Value> {
    if let Value::Obj(o) = arg(args, 0) {
        let k = vm.to_key(arg(args, 1))?;
        vm.define_hidden(o, k, arg(args, 2));
    }
    Ok(Value::Undefined)
}

/// `$$setIntrinsic(name, value)`: publishes a self-hosted helper to the VM as `$$name`.
pub fn set_intrinsic(vm: &mut Vm, _this: Value, args: &[Value]) -> JsResult<Value> {
    let name = vm.to_rust_string(arg(args, 0))?;
    let k = vm.atoms.intern_str(&format!("$${name}"));
    let i = vm.intrinsics;
    vm.define_hidden(i, k, arg(args, 1));
    Ok(Value::Undefined)
}

/// `$$typeError(msg)`: throws a TypeError.
pub fn throw_type_error(vm: &mut Vm, _this: Value, args: &[Value]) -> JsResult<Value> {
    let m = vm.to_rust_string(arg(args, 0))?;
    Err(vm.make_error(ErrorKind::Type, &m))
}

/// `$$rangeError(msg)`: throws a RangeError.
pub fn throw_range_error(vm: &mut Vm, _this: Value, args: &[Value]) -> JsResult<Value> {
    let m = vm.to_rust_string(arg(args, 0))?;
    Err(vm.make_error(ErrorKind::Range, &m))
}

/// `$$iterate(v)`: an array of an iterable's values.
pub fn collect_iterable(vm: &mut Vm, _this: Value, args: &[Value]) -> JsResult<Value> {
    let items = vm.collect_iterable(arg(args, 0))?;
    Ok(Value::Obj(vm.new_array(items)))
}

/// `$$isIterable(v)`: whether `for...of` can walk `v` (a string, an array, a Map, a Set, an
/// iterator, a String object, or an object with the prelude's hidden `$$iterator` method):
/// `Array.from` reads anything else as an array-like, as it reads an object without
/// `Symbol.iterator`.
pub fn is_iterable(vm: &mut Vm, _this: Value, args: &[Value]) -> JsResult<Value> {
    let v = arg(args, 0);
    Ok(Value::Bool(match v {
        Value::Str(_) => true,
        Value::Obj(o) => match vm.heap.obj(o).kind {
            ObjKind::Array(_)
            | ObjKind::Map(_)
            | ObjKind::Set(_)
            | ObjKind::Iterator(_)
            | ObjKind::Boxed(Value::Str(_)) => true,
            ObjKind::ToolRef(_) => false,
            _ => {
                let key = vm.atoms.intern_str("$$iterator");
                matches!(vm.get_prop(v, key)?, Value::Obj(f) if vm.heap.obj(f).is_callable())
            }
        },
        _ => false,
    }))
}

/// `$$setProto(obj, proto)`.
pub fn set_proto(vm: &mut Vm, _this: Value, args: &[Value]) -> JsResult<Value> {
    if let (Value::Obj(o), Value::Obj(p)) = (arg(args, 0), arg(args, 1)) {
        vm.heap.obj_mut(o).proto = Some(p);
    }
    Ok(arg(args, 0))
}

/// `$$isCallable(v)`.
pub fn is_callable(vm: &mut Vm, _this: Value, args: &[Value]) -> JsResult<Value> {
    Ok(Value::Bool(
        matches!(arg(args, 0), Value::Obj(o) if vm.heap.obj(o).is_callable()),
    ))
}

impl Vm {
    /// The table name of the native currently running (set by the call path).
    pub fn current_native_name(&self) -> &'static str {
        self.current_native
            .map(|id| super::NATIVES[id as usize].name)
            .unwrap_or("Error")
    }
}

/// `iterator.next()` on the VM's internal iterators.
pub fn iterator_next(vm: &mut Vm, this: Value, _args: &[Value]) -> JsResult<Value> {
    let (v, done) = vm.iter_next(this)?;
    let o = vm.new_object();
    vm.define_own(Value::Obj(o), names::value, v)?;
    vm.define_own(Value::Obj(o), names::done, Value::Bool(done))?;
    Ok(Value::Obj(o))
}

/// `$$boxWith(primitive, proto)`: an object wrapping a primitive (its ToPrimitive and JSON
/// form), for prelude objects such as `URL` that convert to a string.
pub fn box_with(vm: &mut Vm, _this: Value, args: &[Value]) -> JsResult<Value> {
    let proto = match arg(args, 1) {
        Value::Obj(p) => Some(p),
        _ => Some(vm.protos.object),
    };
    let o = vm
        .heap
        .alloc_obj(Object::new(ObjKind::Boxed(arg(args, 0)), proto));
    Ok(Value::Obj(o))
}

/// `$$setBoxed(obj, primitive)`: replaces a wrapper's primitive.
pub fn set_boxed(vm: &mut Vm, _this: Value, args: &[Value]) -> JsResult<Value> {
    if let Value::Obj(o) = arg(args, 0) {
        if let ObjKind::Boxed(v) = &mut vm.heap.obj_mut(o).kind {
            *v = arg(args, 1);
        }
    }
    Ok(Value::Undefined)
}

/// `$$isBoxed(v)`: whether `v` wraps a primitive (`new String("x")`, a `URL`).
pub fn is_boxed(vm: &mut Vm, _this: Value, args: &[Value]) -> JsResult<Value> {
    Ok(Value::Bool(
        matches!(arg(args, 0), Value::Obj(o) if matches!(vm.heap.obj(o).kind, ObjKind::Boxed(_))),
    ))
}

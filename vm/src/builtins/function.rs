//! Function builtins: `bind`, `toString`; `call`/`apply` are handled by the call path itself.

use super::arg;
use crate::interp::Vm;
use crate::object::{ObjKind, Object};
use crate::ops::JsResult;
use crate::value::Value;

/// Never runs: the call path rewrites `f.call(...)`/`f.apply(...)` into direct calls.
pub fn call_placeholder(vm: &mut Vm, _this: Value, _args: &[Value]) -> JsResult<Value> {
    Err(vm.type_error("Function.prototype.call used in an unsupported way"))
}

/// `Function(...)` is `new Function`, which codemode does not support.
pub fn ctor(vm: &mut Vm, _this: Value, _args: &[Value]) -> JsResult<Value> {
    Err(vm.type_error("new Function(...) is not supported in codemode; write a function expression or arrow instead"))
}

/// `f.bind(this, ...args)`.
pub fn bind(vm: &mut Vm, this: Value, args: &[Value]) -> JsResult<Value> {
    if !matches!(this, Value::Obj(o) if vm.heap.obj(o).is_callable()) {
        return Err(vm.type_error("Bind must be called on a function"));
    }
    let fp = vm.protos.function;
    let bound = Object::new(
        ObjKind::Bound {
            target: this,
            this: arg(args, 0),
            args: args.iter().skip(1).copied().collect(),
        },
        Some(fp),
    );
    Ok(Value::Obj(vm.heap.alloc_obj(bound)))
}

/// `f.toString()`.
pub fn to_string(vm: &mut Vm, this: Value, _args: &[Value]) -> JsResult<Value> {
    let name = match this {
        Value::Obj(o) => vm.function_name(o),
        _ => String::new(),
    };
    Ok(vm.str_value(&format!("function {name}() {{ [native code] }}")))
}

//! The realm: creates prototypes, the global object and every builtin from the native table, runs
//! the self-hosted prelude, and makes error objects.

use crate::atoms::{names, Atom};
use crate::builtins::NATIVES;
use crate::heap::ObjRef;
use crate::interp::Vm;
use crate::object::{ObjKind, Object};
use crate::value::Value;

/// Prototypes and constructors the VM needs at hand.
#[derive(Clone, Copy, Debug)]
pub struct Protos {
    /// Object.prototype
    pub object: ObjRef,
    /// Function.prototype
    pub function: ObjRef,
    /// Array.prototype
    pub array: ObjRef,
    /// String.prototype
    pub string: ObjRef,
    /// Number.prototype
    pub number: ObjRef,
    /// Boolean.prototype
    pub boolean: ObjRef,
    /// Error.prototype
    pub error: ObjRef,
    /// TypeError.prototype
    pub type_error: ObjRef,
    /// RangeError.prototype
    pub range_error: ObjRef,
    /// ReferenceError.prototype
    pub reference_error: ObjRef,
    /// SyntaxError.prototype
    pub syntax_error: ObjRef,
    /// Promise.prototype
    pub promise: ObjRef,
    /// Map.prototype
    pub map: ObjRef,
    /// Set.prototype
    pub set: ObjRef,
    /// Date.prototype
    pub date: ObjRef,
    /// RegExp.prototype
    pub regexp: ObjRef,
    /// The shared prototype of internal iterators.
    pub iterator: ObjRef,
}

/// The standard error types.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ErrorKind {
    /// `Error`.
    Error,
    /// `TypeError`.
    Type,
    /// `RangeError`.
    Range,
    /// `ReferenceError`.
    Reference,
    /// `SyntaxError`.
    Syntax,
}

impl ErrorKind {
    /// The constructor name.
    pub fn name(self) -> &'static str {
        match self {
            ErrorKind::Error => "Error",
            ErrorKind::Type => "TypeError",
            ErrorKind::Range => "RangeError",
            ErrorKind::Reference => "ReferenceError",
            ErrorKind::Syntax => "SyntaxError",
        }
    }
}

impl Vm {
    /// Makes an error object of a kind with a message, remembering the current source position.
    pub fn make_error(&mut self, kind: ErrorKind, msg: &str) -> Value {
        let proto = match kind {
            ErrorKind::Error => self.protos.error,
            ErrorKind::Type => self.protos.type_error,
            ErrorKind::Range => self.protos.range_error,
            ErrorKind::Reference => self.protos.reference_error,
            ErrorKind::Syntax => self.protos.syntax_error,
        };
        self.make_error_with_proto(proto, msg)
    }

    /// Makes an error object with an explicit prototype.
    pub fn make_error_with_proto(&mut self, proto: ObjRef, msg: &str) -> Value {
        let (line, column) = self.current_position().unwrap_or((0, 0));
        let o = self.heap.alloc_obj(Object::new(
            ObjKind::Error {
                line,
                column,
                tag: 0,
            },
            Some(proto),
        ));
        let m = self.str_value(msg);
        self.define_hidden(o, names::message, m);
        Value::Obj(o)
    }

    /// A TypeError value.
    pub fn type_error(&mut self, msg: &str) -> Value {
        self.make_error(ErrorKind::Type, msg)
    }

    /// A RangeError value.
    pub fn range_error(&mut self, msg: &str) -> Value {
        self.make_error(ErrorKind::Range, msg)
    }

    /// Line and column of the instruction the top frame is executing.
    pub fn current_position(&self) -> Option<(u32, u32)> {
        let f = self.frames.last()?;
        // Prelude frames have no useful user positions: report the nearest user frame.
        for f in self.frames.iter().rev() {
            if self.code.prog_of(f.func) == 1 {
                return self.code.func(f.func).position(f.pc.saturating_sub(1));
            }
        }
        self.code.func(f.func).position(f.pc.saturating_sub(1))
    }

    /// `String(error)`: "Name: message".
    pub fn error_to_string(&mut self, o: ObjRef) -> String {
        let name = self
            .get_prop(Value::Obj(o), names::name)
            .unwrap_or(Value::Undefined);
        let msg = self
            .get_prop(Value::Obj(o), names::message)
            .unwrap_or(Value::Undefined);
        let name = if name.is_undefined() {
            "Error".to_string()
        } else {
            self.to_rust_string(name).unwrap_or_default()
        };
        let msg = if msg.is_undefined() {
            String::new()
        } else {
            self.to_rust_string(msg).unwrap_or_default()
        };
        match (name.is_empty(), msg.is_empty()) {
            (_, true) => name,
            (true, false) => msg,
            _ => format!("{name}: {msg}"),
        }
    }

    /// Makes a native function object.
    pub fn native_fn(&mut self, id: u16) -> ObjRef {
        let fp = self.protos.function;
        self.heap
            .alloc_obj(Object::new(ObjKind::Native(id), Some(fp)))
    }

    /// Makes a native function object carrying bound data.
    pub fn bound_native(&mut self, name: &str, data: [Value; 2]) -> ObjRef {
        let id = crate::builtins::native_id(name).unwrap_or(0);
        let fp = self.protos.function;
        self.heap
            .alloc_obj(Object::new(ObjKind::BoundNative { id, data }, Some(fp)))
    }
}

/// Builds the realm into a fresh VM.
pub fn init_realm(vm: &mut Vm) {
    let mk = |vm: &mut Vm, proto: Option<ObjRef>, kind: ObjKind| {
        vm.heap.alloc_obj(Object::new(kind, proto))
    };
    let object = mk(vm, None, ObjKind::Ordinary);
    let function = mk(vm, Some(object), ObjKind::Ordinary);
    let array = mk(vm, Some(object), ObjKind::Array(Default::default()));
    let string = mk(vm, Some(object), ObjKind::Ordinary);
    let number = mk(vm, Some(object), ObjKind::Ordinary);
    let boolean = mk(vm, Some(object), ObjKind::Ordinary);
    let error = mk(vm, Some(object), ObjKind::Ordinary);
    let type_error = mk(vm, Some(error), ObjKind::Ordinary);
    let range_error = mk(vm, Some(error), ObjKind::Ordinary);
    let reference_error = mk(vm, Some(error), ObjKind::Ordinary);
    let syntax_error = mk(vm, Some(error), ObjKind::Ordinary);
    let promise = mk(vm, Some(object), ObjKind::Ordinary);
    let map = mk(vm, Some(object), ObjKind::Ordinary);
    let set = mk(vm, Some(object), ObjKind::Ordinary);
    let date = mk(vm, Some(object), ObjKind::Ordinary);
    let iterator = mk(vm, Some(object), ObjKind::Ordinary);
    let regexp = mk(vm, Some(object), ObjKind::Ordinary);
    vm.protos = Protos {
        object,
        function,
        array,
        string,
        number,
        boolean,
        error,
        type_error,
        range_error,
        reference_error,
        syntax_error,
        promise,
        map,
        set,
        date,
        iterator,
        regexp,
    };
    vm.global = mk(vm, Some(object), ObjKind::Ordinary);
    vm.intrinsics = mk(vm, None, ObjKind::Ordinary);
    let extra_error_protos: Vec<(&str, ObjRef)> = ["EvalError", "URIError", "AggregateError"]
        .iter()
        .map(|n| (*n, mk(vm, Some(error), ObjKind::Ordinary)))
        .collect();
    let proto_for = |name: &str| -> Option<ObjRef> {
        Some(match name {
            "Object" => object,
            "Function" => function,
            "Array" => array,
            "String" => string,
            "Number" => number,
            "Boolean" => boolean,
            "Error" => error,
            "TypeError" => type_error,
            "RangeError" => range_error,
            "ReferenceError" => reference_error,
            "SyntaxError" => syntax_error,
            "Promise" => promise,
            "Map" => map,
            "Set" => set,
            "Date" => date,
            "Iterator" => iterator,
            "RegExp" => regexp,
            _ => {
                return extra_error_protos
                    .iter()
                    .find(|(n, _)| *n == name)
                    .map(|(_, p)| *p)
            }
        })
    };
    for (id, def) in NATIVES.iter().enumerate() {
        let f = vm.native_fn(id as u16);
        install(vm, def.name, Value::Obj(f), &proto_for);
    }
    // Error prototypes carry their names.
    for (n, p) in [
        ("Error", error),
        ("TypeError", type_error),
        ("RangeError", range_error),
        ("ReferenceError", reference_error),
        ("SyntaxError", syntax_error),
    ]
    .into_iter()
    .chain(extra_error_protos.iter().copied())
    {
        let s = vm.str_value(n);
        vm.define_hidden(p, names::name, s);
        let e = vm.new_str(&[]);
        vm.define_hidden(p, names::message, e);
    }
    for (name, v) in [
        ("NaN", Value::Number(f64::NAN)),
        ("Infinity", Value::Number(f64::INFINITY)),
        ("undefined", Value::Undefined),
        ("globalThis", Value::Obj(vm.global)),
    ] {
        let a = vm.atoms.intern_str(name);
        let g = vm.global;
        vm.define_hidden(g, a, v);
    }
    // Number.parseInt/parseFloat are the same functions as the globals.
    for name in ["parseInt", "parseFloat"] {
        let a = vm.atoms.intern_str(name);
        let n = vm.atoms.intern_str("Number");
        let g = vm.global;
        if let (Some(f), Some(Value::Obj(num))) = (vm.get_own(g, a), vm.get_own(g, n)) {
            vm.define_hidden(num, a, f);
        }
    }
    let pp = vm.atoms.intern_str("$$promiseProto");
    let i = vm.intrinsics;
    vm.define_hidden(i, pp, Value::Obj(promise));
    crate::builtins::install_constants(vm);
    let tools = vm.tool_ref("");
    let global = vm.global;
    vm.define_hidden(global, names::tools, tools);
    run_prelude(vm);
}

/// Installs a value at a dotted builtin path: `Name`, `Name.member`, `Name.prototype.member`, or
/// `$$intrinsic`.
fn install(vm: &mut Vm, path: &str, v: Value, proto_for: &dyn Fn(&str) -> Option<ObjRef>) {
    if let Some(rest) = path.strip_prefix("$$") {
        let a = vm.atoms.intern_str(&format!("$${rest}"));
        let i = vm.intrinsics;
        vm.define_hidden(i, a, v);
        return;
    }
    let parts: Vec<&str> = path.split('.').collect();
    let g = vm.global;
    let head = vm.atoms.intern_str(parts[0]);
    if parts.len() == 1 {
        vm.define_hidden(g, head, v);
        if let (Some(p), Value::Obj(f)) = (proto_for(parts[0]), v) {
            vm.define_hidden(f, names::prototype, Value::Obj(p));
            vm.define_hidden(p, names::constructor, v);
        }
        return;
    }
    let target = if parts.len() == 3 && parts[1] == "prototype" {
        match proto_for(parts[0]) {
            Some(p) => p,
            None => return,
        }
    } else {
        match vm.get_own(g, head) {
            Some(Value::Obj(o)) => o,
            _ => {
                let o = vm.new_object();
                vm.define_hidden(g, head, Value::Obj(o));
                o
            }
        }
    };
    let member = parts[parts.len() - 1];
    let a: Atom = vm.atoms.intern_str(member);
    vm.define_hidden(target, a, v);
}

/// Runs the prelude program's top level synchronously; it installs the self-hosted builtins.
fn run_prelude(vm: &mut Vm) {
    let func = vm.code.bases[0];
    if vm.code.programs()[0].functions.is_empty() {
        return;
    }
    vm.push_top_level(func, None);
    let limit = vm.limits;
    vm.limits.max_instructions = u64::MAX;
    let _ = vm.run(u64::MAX);
    vm.limits = limit;
    vm.instructions = 0;
    vm.stack.clear();
    vm.frames.clear();
    vm.microtasks.clear();
}

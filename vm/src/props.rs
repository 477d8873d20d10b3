//! Property access: get/set/delete on objects, arrays, strings and primitives; key enumeration in
//! JavaScript order; `in`, `instanceof`, spread and copy helpers; iteration.

use crate::atoms::{names, Atom};
use crate::heap::ObjRef;
use crate::interp::{Vm, MAX_ARRAY_LEN};
use crate::object::{flags, IterState, ObjKind, Object};
use crate::ops::JsResult;
use crate::realm::ErrorKind;
use crate::value::Value;

impl Vm {
    /// A new plain object.
    pub fn new_object(&mut self) -> ObjRef {
        let p = self.protos.object;
        self.heap.alloc_obj(Object::new(ObjKind::Ordinary, Some(p)))
    }

    /// A new array with the given elements.
    pub fn new_array(&mut self, items: Vec<Value>) -> ObjRef {
        let p = self.protos.array;
        self.heap
            .alloc_obj(Object::new(ObjKind::Array(items.into()), Some(p)))
    }

    /// An own property of an object, or an array's or a string's `length`, found without the
    /// full lookup: the common case of `o.x`. `None` sends the caller to [`Vm::get_prop`]
    /// (other keys of primitives, inherited properties, tool references, which answer every
    /// key themselves).
    #[inline(always)]
    pub(crate) fn own_prop_fast(&self, v: Value, key: Atom) -> Option<Value> {
        match self.own_prop_ref(v, key) {
            Some(p) => Some(*p),
            None => self.own_prop_rest(v, key),
        }
    }

    /// The number a loop's bound reads (`i < o.limit`, `i < a.length`): an own data property
    /// as [`Vm::own_prop_fast`] finds it, else an array's length from the same look at the
    /// object (`own_prop_fast` looks it up a second time). A string's length is read out of
    /// line; `None` for anything else.
    #[inline(always)]
    pub(crate) fn own_number_bound(&self, v: Value, key: Atom) -> Option<f64> {
        let Value::Obj(o) = v else {
            return self.primitive_own_prop(v, key).and_then(Value::as_number);
        };
        let obj = self.heap.obj(o);
        // An array without own properties (nearly every one): its length, without searching
        // them for a `length` first.
        if key == names::length && obj.props.is_empty() {
            if let ObjKind::Array(items) = &obj.kind {
                return Some(crate::value::len_number(items.len()));
            }
        }
        match (obj.props.get(key), &obj.kind) {
            (Some(_), ObjKind::ToolRef(_)) => None,
            (Some(p), _) => p.value.as_number(),
            (None, ObjKind::Array(items)) if key == names::length => {
                Some(crate::value::len_number(items.len()))
            }
            (None, _) => None,
        }
    }

    /// [`Vm::own_prop_fast`]'s own data properties, as a reference to the value: a caller
    /// that copies it straight to where it goes (the dispatch loop's operand stack) then
    /// never builds an `Option<Value>`, which LLVM kept in memory and tested for `None` after
    /// the property was found (benches/HISTORY.md). `None` leaves the rest to
    /// [`Vm::own_prop_rest`].
    #[inline(always)]
    pub(crate) fn own_prop_ref(&self, v: Value, key: Atom) -> Option<&Value> {
        let Value::Obj(o) = v else {
            return None;
        };
        let obj = self.heap.obj(o);
        let p = obj.props.get(key)?;
        match obj.kind {
            ObjKind::ToolRef(_) => None,
            _ => Some(&p.value),
        }
    }

    /// The intrinsic `name` (a builtin the prelude's code reads whatever the program did to
    /// the globals), or `undefined`.
    #[inline]
    pub(crate) fn intrinsic(&self, name: Atom) -> Value {
        self.heap
            .obj(self.intrinsics)
            .props
            .get(name)
            .map(|p| p.value)
            .unwrap_or(Value::Undefined)
    }

    /// [`Vm::own_prop_fast`] where [`Vm::own_prop_ref`] found nothing: an array's or a
    /// string's `length`.
    #[inline(always)]
    pub(crate) fn own_prop_rest(&self, v: Value, key: Atom) -> Option<Value> {
        let Value::Obj(o) = v else {
            return self.primitive_own_prop(v, key);
        };
        // An array's `length` (`i < a.length` in nearly every loop over one).
        match &self.heap.obj(o).kind {
            ObjKind::Array(items) if key == names::length => {
                Some(Value::Number(crate::value::len_number(items.len())))
            }
            _ => None,
        }
    }

    /// [`Vm::own_prop_fast`] for a primitive: a string's `length` (`s.length`, as common as
    /// an array's). Out of line, so the objects' path falls straight through: with the
    /// string's path inline, LLVM laid it out first and the objects' path was a taken jump,
    /// a cold-start cost at every property read (BENCHMARKS.md).
    #[cold]
    #[inline(never)]
    fn primitive_own_prop(&self, v: Value, key: Atom) -> Option<Value> {
        match v {
            Value::Str(s) if key == names::length => Some(Value::Number(crate::value::len_number(
                self.heap.str(s).len(),
            ))),
            _ => None,
        }
    }

    /// A method found on an object itself or on its prototype without the full lookup: the
    /// common case of `arr.push(...)`, `map.get(...)`, `obj.method(...)`. Only kinds that answer
    /// no key of their own beyond their properties (or whose own answers are ruled out here) take
    /// it; `None` sends the caller to [`Vm::get_prop`], which finds the same value when this one
    /// finds any.
    #[inline(always)]
    pub(crate) fn method_fast(&mut self, v: Value, key: Atom) -> Option<Value> {
        let proto = match v {
            Value::Obj(o) => {
                let obj = self.heap.obj(o);
                match &obj.kind {
                    ObjKind::Ordinary | ObjKind::Date(_) => {}
                    ObjKind::Array(_)
                        if key != names::length && self.atoms.index_value(key).is_none() => {}
                    ObjKind::Map(_) | ObjKind::Set(_) if key != names::size => {}
                    // `f.call(...)`, `f.apply(...)`: a function answers only these itself.
                    ObjKind::Closure(_)
                    | ObjKind::Native(_)
                    | ObjKind::BoundNative { .. }
                    | ObjKind::Bound { .. }
                        if key != names::name
                            && key != names::length
                            && key != names::prototype => {}
                    _ => return None,
                }
                let proto = obj.proto;
                // Without own properties (an array nearly always) the method is the
                // prototype's: no second look at the object.
                if !obj.props.is_empty() {
                    if let Some(v) = self.own_cached(o, key) {
                        return Some(v);
                    }
                }
                proto?
            }
            // A string's own keys are `length` and its indices; everything else is
            // String.prototype's (`s.trim()`, `s.split(",")`).
            Value::Str(_) if key != names::length && self.atoms.index_value(key).is_none() => {
                self.protos.string
            }
            // A number has no own keys (`x.toFixed(2)`).
            Value::Number(_) => self.protos.number,
            _ => return None,
        };
        self.proto_method(proto, key)
    }

    /// `o`'s own data property `key`, through the method cache while `o` is an untouched
    /// object of the shared realm (the global object, `Math`, `JSON`: read by name on every
    /// use, and large enough that each read was a hash probe).
    #[inline(always)]
    pub(crate) fn own_cached(&mut self, o: ObjRef, key: Atom) -> Option<Value> {
        if !self.heap.is_pristine_obj(o) {
            return self.heap.obj(o).props.get(key).map(|p| p.value);
        }
        let slot = MethodCache::slot(o, key);
        if let Some(v) = self.method_cache.get(slot, o, key) {
            return Some(v);
        }
        let v = self.heap.obj(o).props.get(key)?.value;
        self.method_cache.put(slot, o, key, v);
        Some(v)
    }

    /// `proto`'s own property `key` for [`Vm::method_fast`], through the method cache while
    /// `proto` is an untouched object of the shared realm (a builtin prototype nobody wrote):
    /// those never change, so a hit needs no property lookup.
    #[inline(always)]
    fn proto_method(&mut self, proto: ObjRef, key: Atom) -> Option<Value> {
        let pristine = self.heap.is_pristine_obj(proto);
        let slot = MethodCache::slot(proto, key);
        if pristine {
            if let Some(v) = self.method_cache.get(slot, proto, key) {
                return Some(v);
            }
        }
        let p = self.heap.obj(proto);
        if matches!(p.kind, ObjKind::ToolRef(_)) {
            return None;
        }
        let v = p.props.get(key)?.value;
        if pristine {
            self.method_cache.put(slot, proto, key, v);
        }
        Some(v)
    }

    /// Reads `v[key]`.
    pub fn get_prop(&mut self, v: Value, key: Atom) -> JsResult<Value> {
        let start = match v {
            Value::Obj(o) => o,
            Value::Str(s) => {
                if key == names::length {
                    return Ok(Value::Number(crate::value::len_number(
                        self.heap.str(s).len(),
                    )));
                }
                if let Some(i) = self.atoms.index_value(key) {
                    let u = self.heap.str(s).get(i as usize).copied();
                    return Ok(match u {
                        Some(u) => self.new_str(&[u]),
                        None => Value::Undefined,
                    });
                }
                self.protos.string
            }
            Value::Number(_) => self.protos.number,
            Value::Bool(_) => self.protos.boolean,
            Value::Undefined | Value::Null | Value::Empty | Value::Cell(_) => {
                let k = self.atoms.to_rust(key);
                return Err(self.nullish_access_error(v, &k, false));
            }
        };
        let mut cur = Some(start);
        while let Some(o) = cur {
            let obj = self.heap.obj(o);
            // A tool reference answers every key itself (checked here, not before the loop,
            // so the receiver is looked up once).
            if let ObjKind::ToolRef(s) = obj.kind {
                if o == start {
                    return Ok(self.tool_ref_member(s, key, start));
                }
            }
            if let Some(p) = obj.props.get(key) {
                return Ok(p.value);
            }
            match &obj.kind {
                ObjKind::Array(items) => {
                    if key == names::length {
                        return Ok(Value::Number(crate::value::len_number(items.len())));
                    }
                    if let Some(i) = self.atoms.index_value(key) {
                        if let Some(x) = items.get(i as usize) {
                            if !x.is_empty_slot() {
                                return Ok(*x);
                            }
                        }
                    }
                }
                ObjKind::Map(t) | ObjKind::Set(t) if key == names::size => {
                    return Ok(Value::Number(t.live as f64));
                }
                // A String object's `length` and indices are its own.
                ObjKind::Boxed(Value::Str(s)) => {
                    let s = *s;
                    if key == names::length {
                        return Ok(Value::Number(crate::value::len_number(
                            self.heap.str(s).len(),
                        )));
                    }
                    if let Some(i) = self.atoms.index_value(key) {
                        if let Some(&u) = self.heap.str(s).get(i as usize) {
                            return Ok(self.new_str(&[u]));
                        }
                    }
                }
                ObjKind::RegExp(r) => {
                    let (r, proto) = (r.clone(), obj.proto);
                    if let Some(v) = crate::builtins::regexp::accessor(self, &r, key) {
                        return Ok(v);
                    }
                    cur = proto;
                    continue;
                }
                ObjKind::Closure(_)
                | ObjKind::Native(_)
                | ObjKind::BoundNative { .. }
                | ObjKind::Bound { .. } => {
                    if key == names::name {
                        let n = self.function_name(o);
                        return Ok(self.str_value(&n));
                    }
                    if key == names::length {
                        return Ok(Value::Number(self.function_length(o) as f64));
                    }
                    if key == names::prototype {
                        return Ok(self.function_prototype(o));
                    }
                }
                _ => {}
            }
            cur = obj.proto;
        }
        Ok(Value::Undefined)
    }

    /// A key as an error message names it, without running an object key's `toString` (the
    /// nullish base is reported before the key is converted, as in JavaScript).
    fn key_for_message(&mut self, k: Value) -> String {
        match k {
            Value::Obj(_) => "[object]".to_string(),
            _ => self.to_rust_string(k).unwrap_or_default(),
        }
    }

    /// `TypeError: Cannot read properties of undefined (reading 'x')` and its `set` twin.
    fn nullish_access_error(&mut self, v: Value, key: &str, write: bool) -> Value {
        let what = if v == Value::Null {
            "null"
        } else {
            "undefined"
        };
        let msg = if write {
            format!("Cannot set properties of {what} (setting '{key}')")
        } else {
            format!("Cannot read properties of {what} (reading '{key}')")
        };
        self.make_error(ErrorKind::Type, &msg)
    }

    /// `v[k]` for a present element of a dense array at a number index, else `None` (then
    /// [`Vm::get_elem`] gives the answer). Inlined into the dispatch loop: the call to
    /// `get_elem` and its result's trip through memory cost as much as the read itself.
    #[inline(always)]
    pub(crate) fn elem_fast(&self, v: Value, k: Value) -> Option<Value> {
        let (items, i) = self.array_at(v, k)?;
        match items.get(i) {
            Some(&x) if !x.is_empty_slot() => {
                if let Value::Obj(_) = x {
                    self.heap.prefetch_ahead(items, i);
                }
                Some(x)
            }
            _ => None,
        }
    }

    /// `v[k] = x` for an extensible array and an index inside it or just past its end (the
    /// common computed store, `out[i] = ...`), done here; `false` (nothing changed) sends the
    /// caller to the full store, [`Vm::set_elem`].
    #[inline(always)]
    pub(crate) fn set_elem_fast(&mut self, v: Value, k: Value, x: Value) -> bool {
        let (Value::Obj(o), Value::Number(n)) = (v, k) else {
            return false;
        };
        let Some(i) = crate::value::number_index(n) else {
            return false;
        };
        let obj = self.heap.obj_mut(o);
        if !obj.extensible {
            return false;
        }
        let ObjKind::Array(items) = &mut obj.kind else {
            return false;
        };
        if i < items.len() {
            items[i] = x;
            return true;
        }
        if i == items.len() && i < MAX_ARRAY_LEN {
            items.push(x);
            self.heap.note_growth(16);
            return true;
        }
        false
    }

    /// `k in v` for an array's present element, the element [`Vm::elem_fast`] reads: no key to
    /// intern (the prelude's array methods ask `i in arr` for every element). `None` sends the
    /// caller to [`Vm::op_in`] (holes and indices past the end may still be found on a
    /// prototype). The element is not read, so nothing is prefetched for it.
    #[inline(always)]
    pub(crate) fn in_fast(&self, k: Value, v: Value) -> Option<bool> {
        let (items, i) = self.array_at(v, k)?;
        match items.get(i) {
            Some(x) if !x.is_empty_slot() => Some(true),
            _ => None,
        }
    }

    /// An array's items and a number key as an index into them (perhaps past their end), for
    /// [`Vm::elem_fast`] and [`Vm::in_fast`]; `None` for anything else.
    #[inline(always)]
    fn array_at(&self, v: Value, k: Value) -> Option<(&[Value], usize)> {
        let (Value::Obj(o), Value::Number(n)) = (v, k) else {
            return None;
        };
        let ObjKind::Array(items) = &self.heap.obj(o).kind else {
            return None;
        };
        Some((items, crate::value::number_index(n)?))
    }

    /// `v[k]` where [`Vm::elem_fast`] found nothing, for the dispatch loop's inner tier: a
    /// string's unit (`src[i]`, a new one-unit string; `undefined` past its end) or a property
    /// named by a string on a chain of ordinary objects (`prec[op]`, `counts[word]`). `None`,
    /// with nothing changed, for anything else.
    #[inline(never)]
    pub(crate) fn elem_more(&mut self, v: Value, k: Value) -> Option<Value> {
        match (v, k) {
            (Value::Str(s), Value::Number(n)) => self.str_unit(s, n),
            (Value::Obj(o), Value::Str(s)) => {
                let key = match self.heap.cached_key(s) {
                    Some(key) => key,
                    // Interning a string runs no code.
                    None => self.to_key(k).ok()?,
                };
                self.ordinary_get(o, key)
            }
            _ => None,
        }
    }

    /// `s[n]` for an index `n`: the unit as a new one-unit string, `undefined` past the end;
    /// `None` when `n` is not an index (a property key then).
    fn str_unit(&mut self, s: crate::heap::StrRef, n: f64) -> Option<Value> {
        let i = crate::value::number_index(n)?;
        Some(match self.heap.str(s).get(i).copied() {
            Some(u) => self.new_str(&[u]),
            None => Value::Undefined,
        })
    }

    /// `o[key]` along a prototype chain of ordinary objects (whose properties are all in
    /// their maps); `None` where the chain meets another kind of object.
    fn ordinary_get(&self, o: ObjRef, key: Atom) -> Option<Value> {
        let mut cur = Some(o);
        while let Some(c) = cur {
            let obj = self.heap.obj(c);
            if !matches!(obj.kind, ObjKind::Ordinary) {
                return None;
            }
            if let Some(p) = obj.props.get(key) {
                return Some(p.value);
            }
            cur = obj.proto;
        }
        Some(Value::Undefined)
    }

    /// `v[k] = x` for an ordinary object of this execution and a string key (`counts[word] =
    /// n`), as [`Vm::set_prop`] does it, for the dispatch loop's inner tier (no code runs);
    /// `false`, with nothing changed, for anything else.
    #[inline(never)]
    pub(crate) fn set_elem_more(&mut self, v: Value, k: Value, x: Value) -> bool {
        let (Value::Obj(o), Value::Str(_)) = (v, k) else {
            return false;
        };
        if !matches!(self.heap.own_obj_mut(o), Some(obj) if matches!(obj.kind, ObjKind::Ordinary)) {
            return false;
        }
        let Ok(key) = self.to_key(k) else {
            return false;
        };
        let Some(obj) = self.heap.own_obj_mut(o) else {
            return false;
        };
        if let Some(p) = obj.props.get_mut(key) {
            if p.flags & flags::WRITABLE != 0 {
                p.value = x;
            }
            return true;
        }
        if obj.extensible {
            obj.props.push(key, x, flags::DEFAULT);
            self.heap.note_growth(24);
        }
        true
    }

    /// Reads `v[k]` for a computed key.
    #[inline]
    pub fn get_elem(&mut self, v: Value, k: Value) -> JsResult<Value> {
        if let Some(x) = self.elem_fast(v, k) {
            return Ok(x);
        }
        if let (Value::Str(s), Value::Number(n)) = (v, k) {
            if let Some(x) = self.str_unit(s, n) {
                return Ok(x);
            }
        }
        if v.is_nullish() {
            let k = self.key_for_message(k);
            return Err(self.nullish_access_error(v, &k, false));
        }
        let key = self.to_key(k)?;
        self.get_prop(v, key)
    }

    /// Writes `v[k] = x` for a computed key.
    #[inline]
    pub fn set_elem(&mut self, v: Value, k: Value, x: Value) -> JsResult<()> {
        if self.set_elem_fast(v, k, x) {
            return Ok(());
        }
        if v.is_nullish() {
            let k = self.key_for_message(k);
            return Err(self.nullish_access_error(v, &k, true));
        }
        let key = self.to_key(k)?;
        self.set_prop(v, key, x)
    }

    /// Writes `v.key = x` (assignment semantics: frozen objects ignore writes, as sloppy mode does).
    pub fn set_prop(&mut self, v: Value, key: Atom, x: Value) -> JsResult<()> {
        let o = match v {
            Value::Obj(o) => o,
            Value::Undefined | Value::Null | Value::Empty | Value::Cell(_) => {
                let k = self.atoms.to_rust(key);
                return Err(self.nullish_access_error(v, &k, true));
            }
            _ => return Ok(()),
        };
        let index = self.atoms.index_value(key);
        if let ObjKind::Array(items) = &self.heap.obj(o).kind {
            // Growing an array far (`a.length = n`, `a[n] = x`) is checked against the memory
            // budget before the backing store is made.
            let len = items.len();
            let want = match (key == names::length, x) {
                (true, Value::Number(n)) if n >= 0.0 && n < MAX_ARRAY_LEN as f64 => n as usize,
                (false, _) => index.map_or(0, |i| (i as usize).saturating_add(1)),
                _ => 0,
            };
            if want > len + 4096 && want <= MAX_ARRAY_LEN {
                self.reserve((want - len) * 16)?;
            }
        }
        let obj = self.heap.obj_mut(o);
        if let Some(p) = obj.props.get_mut(key) {
            if p.flags & flags::WRITABLE != 0 {
                p.value = x;
            }
            return Ok(());
        }
        let extensible = obj.extensible;
        if let ObjKind::Array(items) = &mut obj.kind {
            if key == names::length {
                if !extensible {
                    return Ok(());
                }
                let n = match x {
                    Value::Number(n) if n >= 0.0 && n.fract() == 0.0 && n < 4294967296.0 => {
                        n as usize
                    }
                    _ => return Err(self.make_error(ErrorKind::Range, "Invalid array length")),
                };
                if n > MAX_ARRAY_LEN {
                    return Err(self.make_error(ErrorKind::Range, "Invalid array length"));
                }
                items.vec_mut().resize(n, Value::Empty);
                return Ok(());
            }
            if let Some(i) = index {
                let i = i as usize;
                if !extensible {
                    if i < items.len() && !items[i].is_empty_slot() {
                        return Ok(());
                    }
                    return Ok(());
                }
                if i < items.len() {
                    items[i] = x;
                } else if i < MAX_ARRAY_LEN {
                    let grow = i + 1 - items.len();
                    items.vec_mut().resize(i + 1, Value::Empty);
                    items[i] = x;
                    self.heap.note_growth(grow * 16);
                } else {
                    return Err(self.make_error(ErrorKind::Range, "Invalid array length"));
                }
                return Ok(());
            }
        }
        if !extensible {
            return Ok(());
        }
        obj.props.push(key, x, flags::DEFAULT);
        self.heap.note_growth(24);
        Ok(())
    }

    /// [`Vm::define_own`] on an ordinary object made by this execution (an object literal's):
    /// the key is added or overwritten in place. `false`, having changed nothing, for anything
    /// else (arrays, objects of the shared realm, which `obj_mut` would copy first).
    #[inline(always)]
    pub(crate) fn init_prop_fast(&mut self, v: Value, key: Atom, x: Value) -> bool {
        let Value::Obj(o) = v else { return false };
        let Some(obj) = self.heap.own_obj_mut(o) else {
            return false;
        };
        if !matches!(obj.kind, ObjKind::Ordinary) {
            return false;
        }
        if obj.props.define_data(key, x) {
            self.heap.note_growth(24);
        }
        true
    }

    /// Defines an own data property (object literals): overwrites whatever is there.
    pub fn define_own(&mut self, v: Value, key: Atom, x: Value) -> JsResult<()> {
        let Value::Obj(o) = v else { return Ok(()) };
        if matches!(self.heap.obj(o).kind, ObjKind::Array(_)) {
            return self.set_prop(v, key, x);
        }
        if self.heap.obj_mut(o).props.define_data(key, x) {
            self.heap.note_growth(24);
        }
        Ok(())
    }

    /// Defines a hidden (non-enumerable) property, for builtins.
    /// Defines or overwrites an own enumerable data property, bypassing setters and
    /// extensibility (for objects a builtin has just made).
    pub fn set_own_data(&mut self, o: ObjRef, key: Atom, x: Value) {
        let obj = self.heap.obj_mut(o);
        match obj.props.get_mut(key) {
            Some(p) => p.value = x,
            None => obj.props.push(key, x, flags::DEFAULT),
        }
    }

    /// Defines or overwrites an own non-enumerable property (builtins, `lastIndex`).
    pub fn define_hidden(&mut self, o: ObjRef, key: Atom, x: Value) {
        let obj = self.heap.obj_mut(o);
        match obj.props.get_mut(key) {
            Some(p) => {
                p.value = x;
                p.flags = flags::HIDDEN;
            }
            None => obj.props.push(key, x, flags::HIDDEN),
        }
    }

    /// `delete v[key]`.
    pub fn delete_prop(&mut self, v: Value, key: Atom) -> JsResult<bool> {
        let o = match v {
            Value::Obj(o) => o,
            Value::Undefined | Value::Null => {
                let k = self.atoms.to_rust(key);
                return Err(self.make_error(
                    ErrorKind::Type,
                    &format!("Cannot convert undefined or null to object (deleting '{k}')"),
                ));
            }
            _ => return Ok(true),
        };
        let index = self.atoms.index_value(key);
        let obj = self.heap.obj_mut(o);
        if let Some(p) = obj.props.get(key) {
            if p.flags & flags::CONFIGURABLE == 0 {
                return Ok(false);
            }
            obj.props.remove(key);
            return Ok(true);
        }
        if let (ObjKind::Array(items), Some(i)) = (&mut obj.kind, index) {
            if !obj.extensible {
                return Ok(items.get(i as usize).is_none_or(|x| x.is_empty_slot()));
            }
            if let Some(x) = items.get_mut(i as usize) {
                *x = Value::Empty;
            }
        }
        Ok(true)
    }

    /// Own property lookup without the prototype chain (arrays' elements and length included).
    pub fn get_own(&self, o: ObjRef, key: Atom) -> Option<Value> {
        let obj = self.heap.obj(o);
        if let Some(p) = obj.props.get(key) {
            return Some(p.value);
        }
        if let ObjKind::Array(items) = &obj.kind {
            if key == names::length {
                return Some(Value::Number(crate::value::len_number(items.len())));
            }
            if let Some(i) = self.atoms.index_value(key) {
                return items
                    .get(i as usize)
                    .copied()
                    .filter(|x| !x.is_empty_slot());
            }
        }
        None
    }

    /// `true` if `o` has an own property `key`.
    pub fn has_own(&self, v: Value, key: Atom) -> bool {
        match v {
            Value::Obj(o) => {
                self.get_own(o, key).is_some()
                    || self.string_object_has(o, key)
                    || ((key == names::length || key == names::name)
                        && matches!(
                            self.heap.obj(o).kind,
                            ObjKind::Closure(_)
                                | ObjKind::Native(_)
                                | ObjKind::BoundNative { .. }
                                | ObjKind::Bound { .. }
                        ))
            }
            Value::Str(s) => {
                key == names::length
                    || self
                        .atoms
                        .index_value(key)
                        .is_some_and(|i| (i as usize) < self.heap.str(s).len())
            }
            _ => false,
        }
    }

    /// `true` if `o` is a String object and `key` its `length` or one of its indices: own
    /// properties it answers from its string, which `get_own` (returning a value, with no heap
    /// to make one in) leaves out.
    pub(crate) fn string_object_has(&self, o: ObjRef, key: Atom) -> bool {
        match self.heap.obj(o).kind {
            ObjKind::Boxed(v @ Value::Str(_)) => self.has_own(v, key),
            _ => false,
        }
    }

    /// `key in obj`.
    pub fn op_in(&mut self, key: Value, obj: Value) -> JsResult<bool> {
        let Value::Obj(o) = obj else {
            let k = self.to_rust_string(key)?;
            let t = self.primitive_to_rust(obj);
            return Err(self.make_error(
                ErrorKind::Type,
                &format!("Cannot use 'in' operator to search for '{k}' in {t}"),
            ));
        };
        if let Some(r) = self.in_fast(key, obj) {
            return Ok(r);
        }
        let k = self.to_key(key)?;
        let mut cur = Some(o);
        while let Some(c) = cur {
            if self.get_own(c, k).is_some() || self.string_object_has(c, k) {
                return Ok(true);
            }
            if self.heap.obj(c).is_callable() && (k == names::name || k == names::length) {
                return Ok(true);
            }
            cur = self.heap.obj(c).proto;
        }
        Ok(false)
    }

    /// `v instanceof C`.
    pub fn instance_of(&mut self, v: Value, c: Value) -> JsResult<bool> {
        let callable = matches!(c, Value::Obj(o) if self.heap.obj(o).is_callable());
        if !callable {
            return Err(self.make_error(
                ErrorKind::Type,
                "Right-hand side of 'instanceof' is not callable",
            ));
        }
        let Value::Obj(mut o) = v else {
            return Ok(false);
        };
        let proto = match self.get_prop(c, names::prototype)? {
            Value::Obj(p) => p,
            _ => return Ok(false),
        };
        loop {
            match self.heap.obj(o).proto {
                Some(p) if p == proto => return Ok(true),
                Some(p) => o = p,
                None => return Ok(false),
            }
        }
    }

    /// Own enumerable string keys in JavaScript order: integer keys ascending, then insertion order.
    pub fn own_keys(&mut self, v: Value) -> Vec<Atom> {
        if let Value::Obj(o) = v {
            if let ObjKind::ToolRef(s) = self.heap.obj(o).kind {
                let path = String::from_utf16_lossy(self.heap.str(s));
                let cat = self.host.catalog.clone();
                return cat
                    .children(&path)
                    .map(|n| self.atoms.intern_str(n))
                    .collect();
            }
        }
        match v {
            Value::Obj(o) => {
                let obj = self.heap.obj(o);
                let mut ints: Vec<(u32, Atom)> = Vec::new();
                let mut rest: Vec<Atom> = Vec::new();
                let array_len = match &obj.kind {
                    ObjKind::Array(items) => Some(
                        items
                            .iter()
                            .enumerate()
                            .filter(|(_, x)| !x.is_empty_slot())
                            .map(|(i, _)| i as u32)
                            .collect::<Vec<_>>(),
                    ),
                    // A String object's indices are its own enumerable keys, before any other.
                    ObjKind::Boxed(Value::Str(s)) => {
                        Some((0..self.heap.str(*s).len() as u32).collect())
                    }
                    _ => None,
                };
                for p in obj.props.iter() {
                    if p.flags & flags::ENUMERABLE == 0 {
                        continue;
                    }
                    match self.atoms.index_value(p.key) {
                        Some(i) => ints.push((i, p.key)),
                        None => rest.push(p.key),
                    }
                }
                let mut out = Vec::new();
                if let Some(idx) = array_len {
                    for i in idx {
                        out.push(self.atoms.intern_str(&i.to_string()));
                    }
                }
                ints.sort_by_key(|x| x.0);
                out.extend(ints.into_iter().map(|x| x.1));
                out.extend(rest);
                out
            }
            Value::Str(s) => {
                let n = self.heap.str(s).len();
                (0..n)
                    .map(|i| self.atoms.intern_str(&i.to_string()))
                    .collect()
            }
            _ => Vec::new(),
        }
    }

    /// `tools.<path>.<key>`: a deeper tool reference, unless the deeper path is unknown and
    /// `key` is an `Object.prototype` member (`toString`, `hasOwnProperty`, ...).
    fn tool_ref_member(&mut self, path: crate::heap::StrRef, key: Atom, obj: ObjRef) -> Value {
        let mut full = String::from_utf16_lossy(self.heap.str(path));
        if !full.is_empty() {
            full.push('.');
        }
        full.push_str(&self.atoms.to_rust(key));
        let cat = self.host.catalog.clone();
        if !cat.is_tool(&full) && !cat.is_namespace(&full) {
            let proto = self.heap.obj(obj).proto;
            if let Some(p) = proto {
                if let Ok(v) = self.get_prop(Value::Obj(p), key) {
                    if !v.is_undefined() || key == names::then {
                        return v;
                    }
                }
            }
        }
        self.tool_ref(&full)
    }

    /// Copies own enumerable properties of `src` onto `dst`, skipping `exclude` (spread, rest).
    pub fn copy_data_properties(
        &mut self,
        dst: Value,
        src: Value,
        exclude: &[Atom],
    ) -> JsResult<()> {
        if src.is_nullish() {
            return Ok(());
        }
        if let Value::Str(s) = src {
            let units = self.heap.str(s).to_vec();
            for (i, u) in units.iter().enumerate() {
                let k = self.atoms.intern_str(&i.to_string());
                if !exclude.contains(&k) {
                    let c = self.new_str(&[*u]);
                    self.define_own(dst, k, c)?;
                }
            }
            return Ok(());
        }
        let Value::Obj(_) = src else { return Ok(()) };
        for k in self.own_keys(src) {
            if exclude.contains(&k) {
                continue;
            }
            let x = self.get_prop(src, k)?;
            self.define_own(dst, k, x)?;
        }
        Ok(())
    }

    /// Appends every element of an iterable to the array `arr` (array literal spread).
    pub fn spread_into(&mut self, arr: Value, src: Value) -> JsResult<()> {
        let Value::Obj(a) = arr else { return Ok(()) };
        let items: Vec<Value> = if let Value::Obj(o) = src {
            if let ObjKind::Array(v) = &self.heap.obj(o).kind {
                v.iter()
                    .map(|x| {
                        if x.is_empty_slot() {
                            Value::Undefined
                        } else {
                            *x
                        }
                    })
                    .collect()
            } else {
                self.collect_iterable(src)?
            }
        } else {
            self.collect_iterable(src)?
        };
        self.heap.note_growth(items.len() * 16);
        if let ObjKind::Array(v) = &mut self.heap.obj_mut(a).kind {
            if v.len() + items.len() > MAX_ARRAY_LEN {
                return Err(self.make_error(ErrorKind::Range, "Invalid array length"));
            }
            v.vec_mut().extend(items);
        }
        Ok(())
    }

    /// Drains an iterable into a vector.
    pub fn collect_iterable(&mut self, src: Value) -> JsResult<Vec<Value>> {
        let it = self.get_iterator(src)?;
        let mut out = Vec::new();
        loop {
            let (v, done) = self.iter_next(Value::Obj(it))?;
            if done {
                return Ok(out);
            }
            out.push(v);
        }
    }

    /// Starts iterating a value: arrays, strings, Maps, Sets and internal iterators.
    pub fn get_iterator(&mut self, v: Value) -> JsResult<ObjRef> {
        if let Some(it) = self.iterator_of(v) {
            return Ok(it);
        }
        match v {
            Value::Obj(o) if !matches!(self.heap.obj(o).kind, ObjKind::ToolRef(_)) => {
                self.prelude_iterator(v)
            }
            _ => Err(self.not_iterable(v)),
        }
    }

    /// The iterator of a string, an array, a Map, a Set, a String object or an iterator (no
    /// code runs); `None` for anything else.
    #[inline(never)]
    pub(crate) fn iterator_of(&mut self, v: Value) -> Option<ObjRef> {
        let state = match v {
            Value::Str(s) => IterState::Str { s, next: 0 },
            Value::Obj(o) => match &self.heap.obj(o).kind {
                ObjKind::Array(_) => IterState::Array { arr: o, next: 0 },
                ObjKind::Map(_) => IterState::Map {
                    map: o,
                    next: 0,
                    kind: 0,
                },
                ObjKind::Set(_) => IterState::Set {
                    set: o,
                    next: 0,
                    kind: 1,
                },
                ObjKind::Iterator(_) => return Some(o),
                // A String object iterates its string.
                ObjKind::Boxed(Value::Str(s)) => IterState::Str { s: *s, next: 0 },
                _ => return None,
            },
            _ => return None,
        };
        Some(self.new_iterator(state))
    }

    /// Iterates an object whose prototype the prelude gave a hidden `$$iterator` method
    /// (`URLSearchParams`): the method returns an internal iterator. It stands in for
    /// `Symbol.iterator`, which codemode does not have; it runs under the execution's limits.
    fn prelude_iterator(&mut self, v: Value) -> JsResult<ObjRef> {
        let key = self.atoms.intern_str("$$iterator");
        let f = self.get_prop(v, key)?;
        if !matches!(f, Value::Obj(fo) if self.heap.obj(fo).is_callable()) {
            return Err(self.not_iterable(v));
        }
        match self.call_sync(f, v, &[])? {
            Value::Obj(it) if matches!(self.heap.obj(it).kind, ObjKind::Iterator(_)) => Ok(it),
            _ => Err(self.not_iterable(v)),
        }
    }

    /// Wraps an iterator state in an object.
    pub fn new_iterator(&mut self, state: IterState) -> ObjRef {
        let p = self.protos.iterator;
        self.heap
            .alloc_obj(Object::new(ObjKind::Iterator(state), Some(p)))
    }

    fn not_iterable(&mut self, v: Value) -> Value {
        let t = match v {
            Value::Obj(_) => "object".to_string(),
            Value::Str(_) => "string".to_string(),
            _ => self.primitive_to_rust(v),
        };
        self.make_error(ErrorKind::Type, &format!("{t} is not iterable"))
    }

    /// [`Vm::iter_next`]'s step when `it` is an array's values iterator (`for...of` over an
    /// array), for the dispatch loop's inner tier; `None`, with nothing changed, for any other
    /// iterator.
    #[inline(always)]
    pub(crate) fn array_iter_step(&mut self, it: Value) -> Option<(Value, bool)> {
        let Value::Obj(o) = it else {
            return None;
        };
        let &ObjKind::Iterator(IterState::Array { arr, next }) = &self.heap.obj(o).kind else {
            return None;
        };
        let ObjKind::Array(items) = &self.heap.obj(arr).kind else {
            return None;
        };
        let Some(&x) = items.get(next as usize) else {
            return Some((Value::Undefined, true));
        };
        if let Value::Obj(_) = x {
            self.heap.prefetch_ahead(items, next as usize);
        }
        if let ObjKind::Iterator(IterState::Array { next: n, .. }) = &mut self.heap.obj_mut(o).kind
        {
            *n = next + 1;
        }
        Some((
            if x.is_empty_slot() {
                Value::Undefined
            } else {
                x
            },
            false,
        ))
    }

    /// [`Vm::iter_next`] out of line for the dispatch loop's inner tier: any iterator object
    /// (whose step runs no code and cannot fail); `None`, with nothing changed, for another
    /// value.
    #[inline(never)]
    pub(crate) fn iter_step_out(&mut self, it: Value) -> Option<(Value, bool)> {
        match it {
            Value::Obj(o) if matches!(self.heap.obj(o).kind, ObjKind::Iterator(_)) => {
                self.iter_next(it).ok()
            }
            _ => None,
        }
    }

    /// Steps an iterator: (value, done).
    pub fn iter_next(&mut self, it: Value) -> JsResult<(Value, bool)> {
        let Value::Obj(o) = it else {
            return Ok((Value::Undefined, true));
        };
        // Decide what to produce while borrowing the state (never copying it: a `for...in`
        // list copied at every step made a loop over n keys cost n^2), then build values.
        enum Step {
            Done,
            Val(Value),
            Units(Vec<u16>),
            Pair(Value, Value),
            Key(Atom),
        }
        // The step, and where the iterator goes next (unchanged when done).
        let (step, to) = {
            let heap = &self.heap;
            let state = match &heap.obj(o).kind {
                ObjKind::Iterator(s) => s,
                _ => return Ok((Value::Undefined, true)),
            };
            match state {
                &IterState::Array { arr, next } => match &heap.obj(arr).kind {
                    ObjKind::Array(items) if (next as usize) < items.len() => {
                        let x = items[next as usize];
                        if let Value::Obj(_) = x {
                            heap.prefetch_ahead(items, next as usize);
                        }
                        let x = if x.is_empty_slot() {
                            Value::Undefined
                        } else {
                            x
                        };
                        (Step::Val(x), next + 1)
                    }
                    _ => (Step::Done, next),
                },
                &IterState::ArrayKeys { arr, next, kind } => match &heap.obj(arr).kind {
                    ObjKind::Array(items) if (next as usize) < items.len() => {
                        let i = Value::Number(next as f64);
                        if kind == 0 {
                            (Step::Val(i), next + 1)
                        } else {
                            let x = items[next as usize];
                            let x = if x.is_empty_slot() {
                                Value::Undefined
                            } else {
                                x
                            };
                            (Step::Pair(i, x), next + 1)
                        }
                    }
                    _ => (Step::Done, next),
                },
                &IterState::Str { s, next } => {
                    let u = heap.str(s);
                    let i = next as usize;
                    if i >= u.len() {
                        (Step::Done, next)
                    } else if (0xD800..0xDC00).contains(&u[i])
                        && i + 1 < u.len()
                        && (0xDC00..0xE000).contains(&u[i + 1])
                    {
                        (Step::Units(vec![u[i], u[i + 1]]), next + 2)
                    } else {
                        (Step::Units(vec![u[i]]), next + 1)
                    }
                }
                &IterState::Map {
                    map: table,
                    next,
                    kind,
                }
                | &IterState::Set {
                    set: table,
                    next,
                    kind,
                } => match &heap.obj(table).kind {
                    ObjKind::Map(t) | ObjKind::Set(t) => {
                        // Past the deleted entries' tombstones.
                        let mut i = next as usize;
                        while i < t.entries.len() && t.entries[i].is_none() {
                            i += 1;
                        }
                        match t.entries.get(i).copied().flatten() {
                            Some((k, v)) => {
                                let is_set = matches!(heap.obj(table).kind, ObjKind::Set(_));
                                let v = if is_set { k } else { v };
                                let r = match kind {
                                    0 => Step::Pair(k, v),
                                    1 => Step::Val(k),
                                    _ => Step::Val(v),
                                };
                                (r, i as u32 + 1)
                            }
                            None => (Step::Done, i as u32),
                        }
                    }
                    _ => (Step::Done, next),
                },
                IterState::List { items, next } => match items.get(*next as usize) {
                    Some(x) => (Step::Val(*x), *next + 1),
                    None => (Step::Done, *next),
                },
                IterState::ForIn { obj, keys, next } => {
                    // The next key still on the object or along its prototype chain.
                    let mut i = *next as usize;
                    let present = |k: Atom| {
                        let mut cur = Some(*obj);
                        while let Some(c) = cur {
                            if self.has_own(Value::Obj(c), k) {
                                return true;
                            }
                            cur = heap.obj(c).proto;
                        }
                        false
                    };
                    while i < keys.len() && !present(keys[i]) {
                        i += 1;
                    }
                    match keys.get(i) {
                        Some(&k) => (Step::Key(k), i as u32 + 1),
                        None => (Step::Done, i as u32),
                    }
                }
            }
        };
        if let ObjKind::Iterator(s) = &mut self.heap.obj_mut(o).kind {
            match s {
                IterState::Array { next, .. }
                | IterState::ArrayKeys { next, .. }
                | IterState::Str { next, .. }
                | IterState::Map { next, .. }
                | IterState::Set { next, .. }
                | IterState::List { next, .. }
                | IterState::ForIn { next, .. } => *next = to,
            }
        }
        Ok(match step {
            Step::Done => (Value::Undefined, true),
            Step::Val(v) => (v, false),
            Step::Units(u) => (self.str_from_vec(u), false),
            Step::Pair(k, v) => (Value::Obj(self.new_array(vec![k, v])), false),
            Step::Key(k) => (self.atom_value(k), false),
        })
    }

    /// The iterator `for...in` walks: enumerable string keys along the prototype chain.
    pub fn for_in_iterator(&mut self, v: Value) -> JsResult<ObjRef> {
        self.check_tool_keys(v)?;
        let mut keys: Vec<Atom> = Vec::new();
        if !v.is_nullish() {
            keys = self.own_keys(v);
            if let Value::Obj(o) = v {
                let mut cur = self.heap.obj(o).proto;
                while let Some(p) = cur {
                    for k in self.own_keys(Value::Obj(p)) {
                        if !keys.contains(&k) {
                            keys.push(k);
                        }
                    }
                    cur = self.heap.obj(p).proto;
                }
            }
        }
        // An object's keys may be deleted while the loop runs. A tool reference's children and
        // a String object's indices cannot (and `has_own` does not see them), nor can a
        // primitive's: those keep a plain list.
        if let Value::Obj(obj) = v {
            if !matches!(
                self.heap.obj(obj).kind,
                ObjKind::ToolRef(_) | ObjKind::Boxed(Value::Str(_))
            ) {
                return Ok(self.new_iterator(IterState::ForIn {
                    obj,
                    keys: keys.into_boxed_slice(),
                    next: 0,
                }));
            }
        }
        let items: Vec<Value> = keys.into_iter().map(|k| self.atom_value(k)).collect();
        Ok(self.new_iterator(IterState::List { items, next: 0 }))
    }

    /// `f.name`.
    pub fn function_name(&self, o: ObjRef) -> String {
        let obj = self.heap.obj(o);
        if let Some(p) = obj.props.get(names::name) {
            return self.primitive_to_rust(p.value);
        }
        match &obj.kind {
            ObjKind::Closure(c) => self.code.func(c.func).name.clone(),
            ObjKind::Native(id) | ObjKind::BoundNative { id, .. } => {
                let n = crate::builtins::NATIVES[*id as usize].name;
                n.rsplit('.').next().unwrap_or(n).to_string()
            }
            ObjKind::Bound {
                target: Value::Obj(t),
                ..
            } => format!("bound {}", self.function_name(*t)),
            _ => String::new(),
        }
    }

    fn function_length(&self, o: ObjRef) -> u32 {
        match &self.heap.obj(o).kind {
            ObjKind::Closure(c) => self.code.func(c.func).length as u32,
            ObjKind::Native(id) | ObjKind::BoundNative { id, .. } => {
                crate::builtins::NATIVES[*id as usize].length as u32
            }
            _ => 0,
        }
    }

    /// A function's `prototype` object, created on first use for constructible functions.
    fn function_prototype(&mut self, o: ObjRef) -> Value {
        let func = match &self.heap.obj(o).kind {
            ObjKind::Closure(c) => c.func,
            _ => return Value::Undefined,
        };
        if self.code.func(func).kind != crate::bytecode::FnKind::Normal {
            return Value::Undefined;
        }
        let p = self.new_object();
        self.define_hidden(p, names::constructor, Value::Obj(o));
        self.define_hidden(o, names::prototype, Value::Obj(p));
        Value::Obj(p)
    }
}

/// A small direct-mapped cache of methods found on untouched objects of the shared realm
/// (builtin prototypes): (prototype, key) -> value. Entries never go stale while the prototype
/// stays untouched, and [`Vm::proto_method`] consults it only then: writing a realm object
/// copies it into the execution's heap first, which ends its pristine state.
///
/// An entry is only ever made for an untouched object of the realm template (a handle below
/// the heap's base length), whose key is a static atom (the template's objects have no other
/// keys: building it made no dynamic atoms, and a program's own names get ids above the
/// static ones) and whose value is the template's. There is one template per process, so
/// every entry is equally right for every execution that starts from it, and the thread's
/// next execution takes the cache over as it is (`spare.rs`): nothing in it comes from the
/// program that filled it. An execution built without the template has no base, so it
/// neither reads nor writes entries.
#[derive(Clone)]
pub struct MethodCache {
    entries: [(u32, Atom, Value); METHOD_CACHE_SIZE],
}

const METHOD_CACHE_SIZE: usize = 64;

impl Default for MethodCache {
    fn default() -> Self {
        MethodCache {
            entries: [(u32::MAX, Atom(0), Value::Undefined); METHOD_CACHE_SIZE],
        }
    }
}

impl MethodCache {
    #[inline(always)]
    fn slot(proto: ObjRef, key: Atom) -> usize {
        (key.0 as usize ^ (proto.0 as usize).wrapping_mul(0x9E37)) % METHOD_CACHE_SIZE
    }

    #[inline(always)]
    fn get(&self, slot: usize, proto: ObjRef, key: Atom) -> Option<Value> {
        match self.entries.get(slot) {
            Some(&(p, k, v)) if p == proto.0 && k == key => Some(v),
            _ => None,
        }
    }

    #[inline(always)]
    fn put(&mut self, slot: usize, proto: ObjRef, key: Atom, v: Value) {
        if let Some(e) = self.entries.get_mut(slot) {
            *e = (proto.0, key, v);
        }
    }
}

//! Map and Set: insertion-ordered tables keyed by SameValueZero.

use super::arg;
use crate::heap::ObjRef;
use crate::interp::Vm;
use crate::object::{IterState, ObjKind, Object, OrderedTable};
use crate::ops::JsResult;
use crate::value::Value;
use std::hash::{BuildHasher, Hash, Hasher};
use std::sync::OnceLock;

/// The process's Map/Set hash keys, drawn at random once.
fn hash_state() -> &'static ahash::RandomState {
    static STATE: OnceLock<ahash::RandomState> = OnceLock::new();
    STATE.get_or_init(ahash::RandomState::new)
}

fn hash_key(vm: &Vm, v: Value) -> u64 {
    let mut h = hash_state().build_hasher();
    match v {
        Value::Number(n) => {
            let n = if n == 0.0 { 0.0 } else { n };
            if n.is_nan() {
                0u8.hash(&mut h);
            } else {
                n.to_bits().hash(&mut h);
            }
        }
        Value::Str(s) => vm.heap.str(s).hash(&mut h),
        Value::Obj(o) => o.0.hash(&mut h),
        Value::Bool(b) => b.hash(&mut h),
        Value::Null => 1u8.hash(&mut h),
        _ => 2u8.hash(&mut h),
    }
    h.finish()
}

fn normalize(v: Value) -> Value {
    match v {
        // SameValueZero: -0 and +0 are one key.
        Value::Number(0.0) => Value::Number(0.0),
        Value::Empty => Value::Undefined,
        v => v,
    }
}

fn table(vm: &mut Vm, this: Value, what: &str) -> JsResult<ObjRef> {
    match this {
        Value::Obj(o) if matches!(vm.heap.obj(o).kind, ObjKind::Map(_) | ObjKind::Set(_)) => Ok(o),
        _ => Err(vm.type_error(&format!("Method {what} called on incompatible receiver"))),
    }
}

fn find(vm: &Vm, o: ObjRef, k: Value) -> Option<usize> {
    find_hashed(vm, o, k, hash_key(vm, k))
}

/// [`find`] with the key's hash already made (an insert hashes its key once).
fn find_hashed(vm: &Vm, o: ObjRef, k: Value, h: u64) -> Option<usize> {
    let t = match &vm.heap.obj(o).kind {
        ObjKind::Map(t) | ObjKind::Set(t) => t,
        _ => return None,
    };
    t.index
        .get(&h)?
        .iter()
        .copied()
        .map(|i| i as usize)
        .find(|&i| match t.entries[i] {
            Some((ek, _)) => vm.same_value_zero(ek, k),
            None => false,
        })
}

fn insert(vm: &mut Vm, o: ObjRef, k: Value, v: Value) {
    let k = normalize(k);
    let h = hash_key(vm, k);
    if let Some(i) = find_hashed(vm, o, k, h) {
        if let ObjKind::Map(t) | ObjKind::Set(t) = &mut vm.heap.obj_mut(o).kind {
            if let Some(e) = &mut t.entries[i] {
                e.1 = v;
            }
        }
        return;
    }
    let mut grown = 0;
    if let ObjKind::Map(t) | ObjKind::Set(t) = &mut vm.heap.obj_mut(o).kind {
        // A push that reallocates briefly holds the old and the new store: note the whole new
        // store, as the memory budget must.
        let (cap, icap) = (t.entries.capacity(), t.index.capacity());
        let i = t.entries.len() as u32;
        t.entries.push(Some((k, v)));
        t.index.entry(h).or_default().push(i);
        t.live += 1;
        grown = (t.entries.capacity() - cap) * 40 + (t.index.capacity() - icap) * 64;
    }
    vm.heap.note_growth(grown + 16);
}

fn fill_from(vm: &mut Vm, o: ObjRef, src: Value, is_map: bool) -> JsResult<()> {
    if src.is_nullish() {
        return Ok(());
    }
    let items = vm.collect_iterable(src)?;
    for it in items {
        if is_map {
            if !matches!(it, Value::Obj(_)) {
                return Err(vm.type_error("Iterator value is not an entry object"));
            }
            let k = vm.get_elem(it, Value::Number(0.0))?;
            let v = vm.get_elem(it, Value::Number(1.0))?;
            insert(vm, o, k, v);
        } else {
            insert(vm, o, it, it);
        }
    }
    Ok(())
}

/// `new Map(iterable)`.
pub fn map_ctor(vm: &mut Vm, _this: Value, args: &[Value]) -> JsResult<Value> {
    if !vm.new_target {
        return Err(vm.type_error("Constructor Map requires 'new'"));
    }
    let p = vm.protos.map;
    let o = vm
        .heap
        .alloc_obj(Object::new(ObjKind::Map(Box::default()), Some(p)));
    fill_from(vm, o, arg(args, 0), true)?;
    Ok(Value::Obj(o))
}

/// `new Set(iterable)`.
pub fn set_ctor(vm: &mut Vm, _this: Value, args: &[Value]) -> JsResult<Value> {
    if !vm.new_target {
        return Err(vm.type_error("Constructor Set requires 'new'"));
    }
    let p = vm.protos.set;
    let o = vm
        .heap
        .alloc_obj(Object::new(ObjKind::Set(Box::default()), Some(p)));
    fill_from(vm, o, arg(args, 0), false)?;
    Ok(Value::Obj(o))
}

/// `map.get`.
pub fn map_get(vm: &mut Vm, this: Value, args: &[Value]) -> JsResult<Value> {
    let o = table(vm, this, "Map.prototype.get")?;
    let k = normalize(arg(args, 0));
    Ok(match find(vm, o, k) {
        Some(i) => match &vm.heap.obj(o).kind {
            ObjKind::Map(t) => t.entries[i].map(|e| e.1).unwrap_or(Value::Undefined),
            _ => Value::Undefined,
        },
        None => Value::Undefined,
    })
}

/// `map.set`.
pub fn map_set(vm: &mut Vm, this: Value, args: &[Value]) -> JsResult<Value> {
    let o = table(vm, this, "Map.prototype.set")?;
    insert(vm, o, arg(args, 0), arg(args, 1));
    Ok(this)
}

/// `set.add`.
pub fn set_add(vm: &mut Vm, this: Value, args: &[Value]) -> JsResult<Value> {
    let o = table(vm, this, "Set.prototype.add")?;
    let k = arg(args, 0);
    insert(vm, o, k, k);
    Ok(this)
}

/// `has`.
pub fn has(vm: &mut Vm, this: Value, args: &[Value]) -> JsResult<Value> {
    let o = table(vm, this, "has")?;
    Ok(Value::Bool(find(vm, o, normalize(arg(args, 0))).is_some()))
}

/// `delete`.
pub fn delete(vm: &mut Vm, this: Value, args: &[Value]) -> JsResult<Value> {
    let o = table(vm, this, "delete")?;
    let k = normalize(arg(args, 0));
    let Some(i) = find(vm, o, k) else {
        return Ok(Value::Bool(false));
    };
    let h = hash_key(vm, k);
    if let ObjKind::Map(t) | ObjKind::Set(t) = &mut vm.heap.obj_mut(o).kind {
        t.entries[i] = None;
        if let Some(list) = t.index.get_mut(&h) {
            list.retain(|x| *x as usize != i);
            if list.is_empty() {
                t.index.remove(&h);
            }
        }
        t.live -= 1;
        // Compact when mostly tombstones and no iteration can be confused (positions shift).
        if t.entries.len() > 64 && t.live * 4 < t.entries.len() {
            compact(t);
        }
    }
    Ok(Value::Bool(true))
}

fn compact(t: &mut OrderedTable) {
    let entries: Vec<Option<(Value, Value)>> =
        t.entries.iter().filter(|e| e.is_some()).copied().collect();
    let mut index = crate::object::HashIndex::default();
    // Rebuild positions from the old index (hashes are preserved).
    let mut old_to_new = vec![u32::MAX; t.entries.len()];
    let mut n = 0u32;
    for (i, e) in t.entries.iter().enumerate() {
        if e.is_some() {
            old_to_new[i] = n;
            n += 1;
        }
    }
    for (h, list) in &t.index {
        let l: smallvec::SmallVec<[u32; 1]> = list
            .iter()
            .map(|i| old_to_new[*i as usize])
            .filter(|i| *i != u32::MAX)
            .collect();
        if !l.is_empty() {
            index.insert(*h, l);
        }
    }
    t.entries = entries;
    t.index = index;
}

/// `clear`.
pub fn clear(vm: &mut Vm, this: Value, _args: &[Value]) -> JsResult<Value> {
    let o = table(vm, this, "clear")?;
    if let ObjKind::Map(t) | ObjKind::Set(t) = &mut vm.heap.obj_mut(o).kind {
        for e in t.entries.iter_mut() {
            *e = None;
        }
        t.index.clear();
        t.live = 0;
    }
    Ok(Value::Undefined)
}

/// `$$mapSize(m)`.
pub fn size(vm: &mut Vm, _this: Value, args: &[Value]) -> JsResult<Value> {
    let o = table(vm, arg(args, 0), "size")?;
    Ok(Value::Number(match &vm.heap.obj(o).kind {
        ObjKind::Map(t) | ObjKind::Set(t) => t.live as f64,
        _ => 0.0,
    }))
}

fn iter(vm: &mut Vm, this: Value, kind: u8) -> JsResult<Value> {
    let o = table(vm, this, "iterator")?;
    let st = if matches!(vm.heap.obj(o).kind, ObjKind::Map(_)) {
        IterState::Map {
            map: o,
            next: 0,
            kind,
        }
    } else {
        IterState::Set {
            set: o,
            next: 0,
            kind,
        }
    };
    Ok(Value::Obj(vm.new_iterator(st)))
}

/// `keys`.
pub fn keys(vm: &mut Vm, this: Value, _args: &[Value]) -> JsResult<Value> {
    iter(vm, this, 1)
}

/// `values`.
pub fn values(vm: &mut Vm, this: Value, _args: &[Value]) -> JsResult<Value> {
    let is_set = matches!(this, Value::Obj(o) if matches!(vm.heap.obj(o).kind, ObjKind::Set(_)));
    iter(vm, this, if is_set { 1 } else { 2 })
}

/// `entries`.
pub fn entries(vm: &mut Vm, this: Value, _args: &[Value]) -> JsResult<Value> {
    iter(vm, this, 0)
}

/// The methods Map and Set share, each checking its receiver is the right kind of collection
/// (`Set.prototype.has.call(new Map())` is a TypeError, as in JavaScript).
macro_rules! receiver_checked {
    ($($wrapper:ident = $shared:ident for $kind:ident as $what:literal;)*) => {$(
        #[doc = concat!("`", $what, "`.")]
        pub fn $wrapper(vm: &mut Vm, this: Value, args: &[Value]) -> JsResult<Value> {
            if !matches!(this, Value::Obj(o) if matches!(vm.heap.obj(o).kind, ObjKind::$kind(_))) {
                return Err(vm.type_error(concat!(
                    "Method ", $what, " called on incompatible receiver"
                )));
            }
            $shared(vm, this, args)
        }
    )*};
}

receiver_checked! {
    map_has = has for Map as "Map.prototype.has";
    map_delete = delete for Map as "Map.prototype.delete";
    map_clear = clear for Map as "Map.prototype.clear";
    map_keys = keys for Map as "Map.prototype.keys";
    map_values = values for Map as "Map.prototype.values";
    map_entries = entries for Map as "Map.prototype.entries";
    set_has = has for Set as "Set.prototype.has";
    set_delete = delete for Set as "Set.prototype.delete";
    set_clear = clear for Set as "Set.prototype.clear";
    set_values = values for Set as "Set.prototype.values";
    set_entries = entries for Set as "Set.prototype.entries";
}

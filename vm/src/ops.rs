//! Operator semantics and conversions: ToNumber, ToString, ToPrimitive, equality, comparison,
//! typeof, and the arithmetic the dispatch loop delegates to.

use crate::atoms::{names, Atom};
use crate::heap::StrRef;
use crate::interp::Vm;
use crate::object::ObjKind;
use crate::opcodes::Op;
use crate::str_pool::POOL_MAX;
use crate::value::{
    number_to_string, string_to_number, to_int32, to_uint32, write_int, IntText, Value,
};

/// Result of an operation that may throw a JavaScript value.
pub type JsResult<T> = Result<T, Value>;

/// String units with room for 24 on the stack (see `Vm::to_units_small`).
pub type Units = smallvec::SmallVec<[u16; 24]>;

impl Vm {
    /// Allocates a string value from UTF-16 units.
    pub fn new_str(&mut self, units: &[u16]) -> Value {
        if units.is_empty() {
            if let Some(e) = self.empty_str {
                return Value::Str(e);
            }
        }
        Value::Str(self.heap.alloc_str_units(units))
    }

    /// Units `a..b` of the string `r` as a new string value (see [`Heap::alloc_substr`]).
    ///
    /// [`Heap::alloc_substr`]: crate::heap::Heap::alloc_substr
    pub fn new_substr(&mut self, r: crate::heap::StrRef, a: usize, b: usize) -> Value {
        if a >= b {
            return self.new_str(&[]);
        }
        Value::Str(self.heap.alloc_substr(r, a, b))
    }

    /// Allocates a string value from a Rust string.
    pub fn str_value(&mut self, s: &str) -> Value {
        let b = s.as_bytes();
        if s.is_ascii() {
            // A short one (a formatted number, a name) straight into its slot's inline buffer:
            // no vector to allocate, fill, copy and free.
            if !b.is_empty() && b.len() <= crate::heap::INLINE_STR {
                let mut units = [0u16; crate::heap::INLINE_STR];
                for (u, &c) in units.iter_mut().zip(b) {
                    *u = u16::from(c);
                }
                return Value::Str(self.heap.alloc_inline_str(units, b.len()));
            }
            // Up to the pool's longest, widened on the stack.
            if b.len() <= POOL_MAX {
                let mut units = [0u16; POOL_MAX];
                for (u, &c) in units.iter_mut().zip(b) {
                    *u = u16::from(c);
                }
                return Value::Str(self.heap.alloc_str_units(&units[..b.len()]));
            }
            // A unit per byte, in a loop the compiler vectorizes (`encode_utf16` decodes one
            // character at a time), kept as the string's own buffer.
            if b.len() > crate::heap::INLINE_STR {
                return self.str_from_vec(b.iter().map(|&c| u16::from(c)).collect());
            }
        }
        let u: Vec<u16> = s.encode_utf16().collect();
        self.new_str(&u)
    }

    /// A string value from units built on the stack (or spilled to a vector, which becomes the
    /// string's buffer as it is).
    pub fn str_from_units(&mut self, units: Units) -> Value {
        if units.spilled() {
            self.str_from_vec(units.into_vec())
        } else {
            self.new_str(&units)
        }
    }

    /// Allocates a string value from owned units without copying twice.
    pub fn str_from_vec(&mut self, units: Vec<u16>) -> Value {
        Value::Str(self.heap.alloc_str(units.into_boxed_slice()))
    }

    /// A string value for an atom.
    pub fn atom_value(&mut self, a: Atom) -> Value {
        let u: Vec<u16> = self.atoms.units(a).to_vec();
        self.str_from_vec(u)
    }

    /// The units of a string handle.
    #[inline]
    pub fn str_units(&self, s: StrRef) -> &[u16] {
        self.heap.str(s)
    }

    /// ToBoolean.
    #[inline]
    pub fn truthy(&self, v: Value) -> bool {
        match v {
            Value::Bool(b) => b,
            Value::Number(n) => !(n == 0.0 || n.is_nan()),
            Value::Undefined | Value::Null | Value::Empty => false,
            Value::Str(s) => !self.heap.str(s).is_empty(),
            Value::Obj(_) | Value::Cell(_) => true,
        }
    }

    /// ToPrimitive with a hint ("number" or "string"/default): Dates and boxed values unwrap;
    /// arrays join; other objects use their builtin `toString`.
    #[inline]
    pub fn to_primitive(&mut self, v: Value, prefer_string: bool) -> JsResult<Value> {
        match v {
            Value::Obj(o) => self.object_to_primitive(o, prefer_string),
            _ => Ok(v),
        }
    }

    /// [`Vm::to_primitive`] of an object.
    fn object_to_primitive(
        &mut self,
        o: crate::heap::ObjRef,
        prefer_string: bool,
    ) -> JsResult<Value> {
        match &self.heap.obj(o).kind {
            ObjKind::Boxed(p) => return Ok(*p),
            ObjKind::Date(t) => {
                let t = *t;
                if prefer_string {
                    let s = crate::builtins::date::to_iso_or_invalid(t);
                    return Ok(self.str_value(&s));
                }
                return Ok(Value::Number(t));
            }
            ObjKind::Array(_) => {
                let s = self.join_array(o, &[b',' as u16])?;
                return Ok(s);
            }
            ObjKind::RegExp(_) => {
                return crate::builtins::regexp::to_string(self, Value::Obj(o), &[]);
            }
            ObjKind::ToolRef(_) => {
                // Never look up `toString`/`valueOf` on the tool tree: they would name tools.
                return Ok(self.str_value("[object Object]"));
            }
            ObjKind::Error { .. } => {
                let s = self.error_to_string(o);
                return Ok(self.str_value(&s));
            }
            ObjKind::Closure(_)
            | ObjKind::Native(_)
            | ObjKind::BoundNative { .. }
            | ObjKind::Bound { .. } => {
                let name = self.function_name(o);
                return Ok(self.str_value(&format!("function {name}() {{ [native code] }}")));
            }
            _ => {}
        }
        self.ordinary_to_primitive(o, prefer_string)
    }

    /// OrdinaryToPrimitive: the object's own `valueOf`/`toString` (in hint order) when a program
    /// defined them, else `[object Object]` without running anything.
    fn ordinary_to_primitive(
        &mut self,
        o: crate::heap::ObjRef,
        prefer_string: bool,
    ) -> JsResult<Value> {
        let order = if prefer_string {
            [names::to_string, names::value_of]
        } else {
            [names::value_of, names::to_string]
        };
        let builtin = |vm: &Vm, f: Value, name: &str| -> bool {
            matches!(f, Value::Obj(fo) if matches!(vm.heap.obj(fo).kind, ObjKind::Native(id)
                if crate::builtins::NATIVES.get(id as usize).is_some_and(|d| d.name == name)))
        };
        for key in order {
            let f = self.get_prop(Value::Obj(o), key)?;
            if builtin(self, f, "Object.prototype.valueOf") {
                continue;
            }
            if builtin(self, f, "Object.prototype.toString") {
                return Ok(self.str_value("[object Object]"));
            }
            if !matches!(f, Value::Obj(fo) if self.heap.obj(fo).is_callable()) {
                continue;
            }
            let r = self.call_sync(f, Value::Obj(o), &[])?;
            if !matches!(r, Value::Obj(_)) {
                return Ok(r);
            }
        }
        Err(self.type_error("Cannot convert object to primitive value"))
    }

    /// ToNumber.
    #[inline(always)]
    pub fn to_number(&mut self, v: Value) -> JsResult<f64> {
        // A number (nearly every builtin argument) without a call.
        match v {
            Value::Number(n) => Ok(n),
            _ => self.coerce_number(v),
        }
    }

    /// [`Vm::to_number`] as a call: for anything but a number, and for the dispatch loop's
    /// slow paths (which test for a number first themselves; the inlined test made the loop
    /// larger for nothing).
    #[inline(never)]
    pub(crate) fn coerce_number(&mut self, v: Value) -> JsResult<f64> {
        Ok(match v {
            Value::Number(n) => n,
            Value::Undefined | Value::Empty => f64::NAN,
            Value::Null => 0.0,
            Value::Bool(b) => b as u8 as f64,
            Value::Str(s) => string_to_number(self.heap.str(s)),
            Value::Obj(_) => {
                let p = self.to_primitive(v, false)?;
                return self.to_number(p);
            }
            Value::Cell(_) => f64::NAN,
        })
    }

    /// ToString, producing a string value.
    pub fn to_str(&mut self, v: Value) -> JsResult<StrRef> {
        Ok(match v {
            Value::Str(s) => s,
            Value::Obj(_) => {
                let p = self.to_primitive(v, true)?;
                return self.to_str(p);
            }
            _ => {
                // An integer's digits straight from the stack (`String(id)`).
                if let Value::Number(n) = v {
                    if let Some(t) = IntText::new(n) {
                        return Ok(self.heap.alloc_str_units(t.units()));
                    }
                }
                let s = self.primitive_to_rust(v);
                match self.str_value(&s) {
                    Value::Str(r) => r,
                    _ => unreachable_str(),
                }
            }
        })
    }

    /// ToString as units kept on the stack when short (a string method's receiver and
    /// arguments, read once and dropped): no allocation for the common short string.
    pub fn to_units_small(&mut self, v: Value) -> JsResult<Units> {
        match v {
            Value::Str(s) => Ok(Units::from_slice(self.heap.str(s))),
            _ => self.to_units(v).map(Units::from_vec),
        }
    }

    /// ToString as UTF-16 units (copied).
    pub fn to_units(&mut self, v: Value) -> JsResult<Vec<u16>> {
        match v {
            Value::Str(s) => Ok(self.heap.str(s).to_vec()),
            Value::Number(_) | Value::Bool(_) | Value::Undefined | Value::Null => {
                let p = self.piece(v);
                let mut u = Vec::with_capacity(self.piece_len(&p));
                self.push_piece(&p, &mut u);
                Ok(u)
            }
            _ => {
                let s = self.to_str(v)?;
                Ok(self.heap.str(s).to_vec())
            }
        }
    }

    /// ToString as a Rust string (lossy for lone surrogates).
    pub fn to_rust_string(&mut self, v: Value) -> JsResult<String> {
        let u = self.to_units(v)?;
        Ok(crate::heap::string_from_units(&u))
    }

    /// ToString of a primitive, ready to be copied into a string being built.
    pub(crate) fn piece(&self, v: Value) -> Piece {
        match v {
            Value::Str(s) => Piece::Str(s),
            Value::Number(n) => match IntText::new(n) {
                Some(t) => Piece::Int(t),
                None => Piece::Text(number_to_string(n)),
            },
            _ => Piece::Text(self.primitive_to_rust(v)),
        }
    }

    /// The length of a piece in UTF-16 units.
    pub(crate) fn piece_len(&self, p: &Piece) -> usize {
        match p {
            Piece::Str(s) => self.heap.str(*s).len(),
            Piece::Int(t) => t.units().len(),
            // Primitive texts other than strings are ASCII.
            Piece::Text(t) => t.len(),
        }
    }

    /// Appends a piece's UTF-16 units.
    pub(crate) fn push_piece(&self, p: &Piece, out: &mut Vec<u16>) {
        match p {
            Piece::Str(s) => out.extend_from_slice(self.heap.str(*s)),
            Piece::Int(t) => out.extend_from_slice(t.units()),
            Piece::Text(t) => out.extend(t.encode_utf16()),
        }
    }

    /// Copies a piece's UTF-16 units to the start of `out` (a short buffer on the stack, which
    /// the caller sized with `piece_len`); returns how many it wrote.
    fn write_piece(&self, p: &Piece, out: &mut [u16]) -> usize {
        let copy = |src: &[u16], out: &mut [u16]| {
            let n = src.len().min(out.len());
            out[..n].copy_from_slice(&src[..n]);
            n
        };
        match p {
            Piece::Str(s) => copy(self.heap.str(*s), out),
            Piece::Int(t) => copy(t.units(), out),
            Piece::Text(t) => out
                .iter_mut()
                .zip(t.encode_utf16())
                .map(|(d, c)| *d = c)
                .count(),
        }
    }

    /// ToString of a primitive, without allocation in the heap.
    pub fn primitive_to_rust(&self, v: Value) -> String {
        match v {
            Value::Undefined | Value::Empty | Value::Cell(_) => "undefined".into(),
            Value::Null => "null".into(),
            Value::Bool(b) => b.to_string(),
            Value::Number(n) => number_to_string(n),
            Value::Str(s) => crate::heap::string_from_units(self.heap.str(s)),
            Value::Obj(_) => "[object Object]".into(),
        }
    }

    /// ToPropertyKey, interned.
    pub fn to_key(&mut self, v: Value) -> JsResult<Atom> {
        match v {
            Value::Str(s) => {
                if let Some(a) = self.heap.cached_key(s) {
                    return Ok(a);
                }
                let u = self.heap.str(s);
                // Borrow split: copy small keys to avoid holding the heap borrow across intern.
                let tmp: smallvec::SmallVec<[u16; 32]> = u.iter().copied().collect();
                let a = self.atoms.intern(&tmp);
                self.heap.remember_key(s, a);
                Ok(a)
            }
            Value::Number(n) => {
                if let Some(i) = crate::value::number_index(n) {
                    return Ok(self.atoms.intern_index(i as u32));
                }
                let s = number_to_string(n);
                Ok(self.atoms.intern_str(&s))
            }
            _ => {
                let u = self.to_units(v)?;
                Ok(self.atoms.intern(&u))
            }
        }
    }

    /// `typeof`.
    pub fn type_of(&self, v: Value) -> &'static str {
        match v {
            Value::Undefined | Value::Empty | Value::Cell(_) => "undefined",
            Value::Null => "object",
            Value::Bool(_) => "boolean",
            Value::Number(_) => "number",
            Value::Str(_) => "string",
            Value::Obj(o) => {
                let obj = self.heap.obj(o);
                if let ObjKind::ToolRef(s) = obj.kind {
                    let path = crate::heap::string_from_units(self.heap.str(s));
                    return if self.host.catalog.is_tool(&path) {
                        "function"
                    } else {
                        "object"
                    };
                }
                if obj.is_callable() {
                    "function"
                } else {
                    "object"
                }
            }
        }
    }

    /// `===` (IsStrictlyEqual).
    pub fn strict_equals(&self, a: Value, b: Value) -> bool {
        match (a, b) {
            (Value::Number(x), Value::Number(y)) => x == y,
            (Value::Str(x), Value::Str(y)) => x == y || self.heap.str(x) == self.heap.str(y),
            (Value::Bool(x), Value::Bool(y)) => x == y,
            (Value::Obj(x), Value::Obj(y)) => x == y,
            (Value::Undefined, Value::Undefined) | (Value::Null, Value::Null) => true,
            (Value::Empty, Value::Undefined) | (Value::Undefined, Value::Empty) => true,
            _ => false,
        }
    }

    /// [`Vm::strict_equals`] out of line, for the dispatch loop's inner tier (whose numbers
    /// compare in line).
    #[inline(never)]
    pub(crate) fn strict_equals_out(&self, a: Value, b: Value) -> bool {
        self.strict_equals(a, b)
    }

    /// A relational operator on two strings, by UTF-16 units (`which`: 0 `<`, 1 `>`, 2 `<=`,
    /// 3 `>=`), for the dispatch loop's inner tier.
    #[inline(never)]
    pub(crate) fn str_relation(&self, which: u8, a: StrRef, b: StrRef) -> bool {
        let o = self.heap.str(a).cmp(self.heap.str(b));
        match which {
            0 => o.is_lt(),
            1 => o.is_gt(),
            2 => o.is_le(),
            _ => o.is_ge(),
        }
    }

    /// SameValueZero (Map/Set keys, `includes`).
    pub fn same_value_zero(&self, a: Value, b: Value) -> bool {
        match (a, b) {
            (Value::Number(x), Value::Number(y)) => x == y || (x.is_nan() && y.is_nan()),
            _ => self.strict_equals(a, b),
        }
    }

    /// SameValue (`Object.is`).
    pub fn same_value(&self, a: Value, b: Value) -> bool {
        match (a, b) {
            (Value::Number(x), Value::Number(y)) => {
                (x.is_nan() && y.is_nan())
                    || (x == y && x.is_sign_negative() == y.is_sign_negative())
            }
            _ => self.strict_equals(a, b),
        }
    }

    /// `==` (IsLooselyEqual).
    pub fn loose_equals(&mut self, a: Value, b: Value) -> JsResult<bool> {
        if let Some(r) = self.loose_equals_prim(a, b) {
            return Ok(r);
        }
        // One side is an object and the other a primitive other than null or undefined.
        if let Value::Obj(_) = a {
            let p = self.to_primitive(a, false)?;
            return self.loose_equals(p, b);
        }
        let p = self.to_primitive(b, false)?;
        self.loose_equals(a, p)
    }

    /// `a == b` where no code runs: `None` when one side is an object and the other a
    /// primitive other than null or undefined (the object's `valueOf` or `toString` decides).
    /// Out of line, for the dispatch loop's inner tier too (`x == null`).
    #[inline(never)]
    pub(crate) fn loose_equals_prim(&self, a: Value, b: Value) -> Option<bool> {
        Some(match (a, b) {
            (
                Value::Undefined | Value::Null | Value::Empty,
                Value::Undefined | Value::Null | Value::Empty,
            ) => true,
            (Value::Undefined | Value::Null | Value::Empty, _)
            | (_, Value::Undefined | Value::Null | Value::Empty) => false,
            (Value::Number(_), Value::Number(_))
            | (Value::Str(_), Value::Str(_))
            | (Value::Bool(_), Value::Bool(_))
            | (Value::Obj(_), Value::Obj(_)) => self.strict_equals(a, b),
            (Value::Number(x), Value::Str(s)) | (Value::Str(s), Value::Number(x)) => {
                x == string_to_number(self.heap.str(s))
            }
            (Value::Bool(x), _) => return self.loose_equals_prim(Value::Number(x as u8 as f64), b),
            (_, Value::Bool(y)) => return self.loose_equals_prim(a, Value::Number(y as u8 as f64)),
            (Value::Obj(_), _) | (_, Value::Obj(_)) => return None,
            _ => false,
        })
    }

    /// `a + b`.
    pub fn op_add(&mut self, a: Value, b: Value) -> JsResult<Value> {
        if let (Value::Number(x), Value::Number(y)) = (a, b) {
            return Ok(Value::Number(x + y));
        }
        if let Some(s) = self.add_short(a, b) {
            return Ok(s);
        }
        let pa = self.to_primitive(a, false)?;
        let pb = self.to_primitive(b, false)?;
        if matches!(pa, Value::Str(_)) || matches!(pb, Value::Str(_)) {
            let (left, right) = (self.piece(pa), self.piece(pb));
            // Checked against the limits before anything is copied.
            let n = self.piece_len(&left) + self.piece_len(&right);
            self.check_string_len(n)?;
            return Ok(self.concat_two(pa, &left, &right, n));
        }
        Ok(Value::Number(self.to_number(pa)? + self.to_number(pb)?))
    }

    /// `a + b` when neither is an object, so no code runs, for the dispatch loop's inner
    /// tier: `None`, with nothing changed, for an object operand or a string past the limits
    /// (the general loop reports it).
    #[inline(never)]
    pub(crate) fn add_prims(&mut self, a: Value, b: Value) -> Option<Value> {
        if matches!(a, Value::Obj(_)) || matches!(b, Value::Obj(_)) {
            return None;
        }
        if let Some(s) = self.add_short(a, b) {
            return Some(s);
        }
        if !matches!(a, Value::Str(_)) && !matches!(b, Value::Str(_)) {
            // `true + 1`, `null + 1`: ToNumber of a primitive runs no code.
            return Some(Value::Number(
                self.to_number(a).ok()? + self.to_number(b).ok()?,
            ));
        }
        let (left, right) = (self.piece(a), self.piece(b));
        let n = self.piece_len(&left) + self.piece_len(&right);
        if n >= 4096 && (n > crate::interp::MAX_STRING_LEN || !self.would_fit(n * 2)) {
            return None;
        }
        Some(self.concat_two(a, &left, &right, n))
    }

    /// The string `left + right` (`n` units, checked against the limits), where `pa` is the
    /// left operand.
    fn concat_two(&mut self, pa: Value, left: &Piece, right: &Piece, n: usize) -> Value {
        if let Value::Str(x) = pa {
            if self.heap.str(x).len() >= CONCAT_IN_PLACE_MIN {
                // A string being built up: append into a shared buffer (linear, not
                // quadratic, over a loop of `s += piece`).
                let mut r = Vec::with_capacity(self.piece_len(right));
                self.push_piece(right, &mut r);
                return Value::Str(self.heap.concat(x, &r));
            }
        }
        // Allocated once at its final length, on the stack first when short enough for the
        // slot or the pool.
        if n <= POOL_MAX {
            let mut u = [0u16; POOL_MAX];
            let k = self.write_piece(left, &mut u);
            let k = k + self.write_piece(right, &mut u[k..]);
            return Value::Str(self.heap.alloc_str_units(&u[..k]));
        }
        let mut u = Vec::with_capacity(n);
        self.push_piece(left, &mut u);
        self.push_piece(right, &mut u);
        self.str_from_vec(u)
    }

    /// `a + b` for a string and an integer or two strings whose result is short enough to live
    /// in its slot (`"item" + i`, `"t" + k`): written straight into the inline string, without
    /// the general path's conversions, pieces and copy calls. `None` for anything else.
    #[inline]
    fn add_short(&mut self, a: Value, b: Value) -> Option<Value> {
        use crate::heap::INLINE_STR;
        if !matches!(a, Value::Str(_)) && !matches!(b, Value::Str(_)) {
            return None;
        }
        let mut u = [0u16; INLINE_STR];
        let mut k = 0;
        // An inline left string is the buffer's start as it stands: one fixed-size copy.
        let both = [a, b];
        let mut rest = &both[..];
        if let Value::Str(s) = a {
            if let Some((units, len)) = self.heap.inline_units(s) {
                (u, k, rest) = (units, len, &both[1..]);
            }
        }
        for &v in rest {
            match v {
                Value::Str(s) => {
                    let src = self.heap.str(s);
                    let end = k + src.len();
                    if end > INLINE_STR {
                        return None;
                    }
                    u[k..end].copy_from_slice(src);
                    k = end;
                }
                Value::Number(n) => k = write_int(n, &mut u, k)?,
                _ => return None,
            }
        }
        Some(Value::Str(self.heap.alloc_inline_str(u, k)))
    }

    /// Pops `n` values (strings, or primitives a template's `ToStr` left) and pushes nothing:
    /// returns them joined as one string, allocated once at its final length.
    pub fn concat_top(&mut self, n: usize) -> JsResult<Value> {
        let start = self.stack.len().saturating_sub(n);
        // Primitives are formatted first, so the result is allocated once at its exact length.
        let mut pieces = Pieces::new();
        let mut total = 0usize;
        for i in start..self.stack.len() {
            let p = self.piece(self.stack[i]);
            total += self.piece_len(&p);
            pieces.push(p);
        }
        self.check_string_len(total)?;
        self.stack.truncate(start);
        Ok(self.join_pieces(&pieces, total))
    }

    /// `Concat` for the dispatch loop's inner tier: the parts (primitives, since `ToStr`
    /// converted any object) joined; `None`, with nothing changed, when a part is an object
    /// or the result would reach 4,096 units (the general loop checks those against the
    /// limits).
    #[inline(never)]
    pub(crate) fn concat_parts(&mut self, parts: &[Value]) -> Option<Value> {
        let mut pieces = Pieces::new();
        let mut total = 0usize;
        for &v in parts {
            if let Value::Obj(_) = v {
                return None;
            }
            let p = self.piece(v);
            total += self.piece_len(&p);
            pieces.push(p);
        }
        if total >= 4096 {
            return None;
        }
        Some(self.join_pieces(&pieces, total))
    }

    /// A string of the pieces, `total` units in all (checked against the limits), allocated
    /// once: built on the stack when short (a key like `${i},${j}`).
    fn join_pieces(&mut self, pieces: &[Piece], total: usize) -> Value {
        if total <= POOL_MAX {
            let mut u = [0u16; POOL_MAX];
            let mut k = 0;
            for p in pieces {
                k += self.write_piece(p, &mut u[k..]);
            }
            return self.new_str(&u[..k]);
        }
        let mut u: Vec<u16> = Vec::with_capacity(total);
        for p in pieces {
            self.push_piece(p, &mut u);
        }
        self.str_from_vec(u)
    }

    /// Numeric binary operators other than `+`.
    pub fn op_arith(&mut self, op: u8, a: Value, b: Value) -> JsResult<Value> {
        let x = self.to_number(a)?;
        let y = self.to_number(b)?;
        Ok(Value::Number(arith(op, x, y)))
    }

    /// The comparison instruction `op` (`<`, `<=`, `>`, `>=`, plain or fused with its branch)
    /// on any two values, through [`Vm::less_than`] in the specification's conversion order
    /// (`a > b` and `a <= b` ask whether `b < a`). The instructions' numeric fast paths stay in
    /// the dispatch loop; this slow path stays out of line, where it costs the loop no registers.
    #[inline(never)]
    pub fn relation(&mut self, op: Op, a: Value, b: Value) -> JsResult<bool> {
        Ok(match Rel::of(&op) {
            Rel::Lt => self.less_than(a, b)? == Some(true),
            Rel::Gt => self.less_than(b, a)? == Some(true),
            Rel::Le => self.less_than(b, a)? == Some(false),
            Rel::Ge => self.less_than(a, b)? == Some(false),
        })
    }

    /// Relational comparison `a < b` (or with `swap`, `b < a`); `None` = undefined (NaN involved).
    pub fn less_than(&mut self, a: Value, b: Value) -> JsResult<Option<bool>> {
        match (a, b) {
            (Value::Number(x), Value::Number(y)) => {
                return Ok(if x.is_nan() || y.is_nan() {
                    None
                } else {
                    Some(x < y)
                });
            }
            // Two strings (a sort's comparator on names): no conversion to ask for.
            (Value::Str(x), Value::Str(y)) => return Ok(Some(self.heap.str(x) < self.heap.str(y))),
            _ => {}
        }
        let pa = self.to_primitive(a, false)?;
        let pb = self.to_primitive(b, false)?;
        if let (Value::Str(x), Value::Str(y)) = (pa, pb) {
            return Ok(Some(self.heap.str(x) < self.heap.str(y)));
        }
        let x = self.to_number(pa)?;
        let y = self.to_number(pb)?;
        Ok(if x.is_nan() || y.is_nan() {
            None
        } else {
            Some(x < y)
        })
    }

    /// Throws a RangeError if a string would exceed the engine's maximum length.
    /// Large strings are also checked against the memory budget.
    #[inline]
    pub fn check_string_len(&mut self, len: usize) -> JsResult<()> {
        if len >= 4096 {
            return self.check_long_string_len(len);
        }
        Ok(())
    }

    #[cold]
    #[inline(never)]
    fn check_long_string_len(&mut self, len: usize) -> JsResult<()> {
        if len > crate::interp::MAX_STRING_LEN {
            return Err(self.range_error("Invalid string length"));
        }
        self.reserve(len * 2)
    }

    /// Throws a RangeError if an array would exceed the engine's maximum length.
    /// Large arrays are also checked against the memory budget.
    pub fn check_array_len(&mut self, len: usize) -> JsResult<()> {
        if len > crate::interp::MAX_ARRAY_LEN {
            return Err(self.range_error("Invalid array length"));
        }
        if len >= 4096 {
            self.reserve(len * 16)?;
        }
        Ok(())
    }
}

/// Left operands of `+` at least this long append into a shared buffer (`Heap::concat`);
/// shorter ones are copied, which is cheaper for them.
const CONCAT_IN_PLACE_MIN: usize = 256;

/// A concatenation's pieces: room for eight on the stack, so a template of up to eight parts
/// (substitutions and the texts between them) makes no vector on the heap (with room for
/// four, `${a}-${b}:${c} ` spilled: a `malloc` and a `free` per evaluation).
type Pieces = smallvec::SmallVec<[Piece; 8]>;

/// One operand of a string concatenation, converted to text but not yet copied.
pub(crate) enum Piece {
    /// A heap string.
    Str(StrRef),
    /// An integral number's digits.
    Int(IntText),
    /// Any other primitive's text (ASCII).
    Text(String),
}

/// A relational operator, shared by the comparison instructions (`Lt`, `JumpIfNotLt`,
/// `JumpIfLocalNotLtInt`, `JumpIfLocalsNotLt` and their `<=`, `>`, `>=` twins, and the loop
/// back edges `IncJumpIfLtProp` and `IncJumpIfLtLocals`, which compare with `<`).
#[derive(Clone, Copy)]
enum Rel {
    /// `<`
    Lt,
    /// `<=`
    Le,
    /// `>`
    Gt,
    /// `>=`
    Ge,
}

impl Rel {
    /// The operator a comparison instruction applies (`Lt` for anything that is not one).
    fn of(op: &Op) -> Rel {
        match op {
            Op::Le {}
            | Op::JumpIfNotLe { .. }
            | Op::JumpIfLocalNotLeInt { .. }
            | Op::JumpIfLocalsNotLe { .. } => Rel::Le,
            Op::Gt {}
            | Op::JumpIfNotGt { .. }
            | Op::JumpIfLocalNotGtInt { .. }
            | Op::JumpIfLocalsNotGt { .. } => Rel::Gt,
            Op::Ge {}
            | Op::JumpIfNotGe { .. }
            | Op::JumpIfLocalNotGeInt { .. }
            | Op::JumpIfLocalsNotGe { .. } => Rel::Ge,
            _ => Rel::Lt,
        }
    }
}

/// Arithmetic/bitwise op codes for [`arith`].
pub mod arith_op {
    /// -
    pub const SUB: u8 = 0;
    /// *
    pub const MUL: u8 = 1;
    /// /
    pub const DIV: u8 = 2;
    /// %
    pub const MOD: u8 = 3;
    /// **
    pub const EXP: u8 = 4;
    /// &
    pub const AND: u8 = 5;
    /// |
    pub const OR: u8 = 6;
    /// ^
    pub const XOR: u8 = 7;
    /// <<
    pub const SHL: u8 = 8;
    /// >>
    pub const SHR: u8 = 9;
    /// >>>
    pub const USHR: u8 = 10;
}

/// Applies a numeric operator to two numbers. Always inlined: with a constant `op` (the
/// dispatch loop's arms) it folds to the one operation.
#[inline(always)]
pub fn arith(op: u8, x: f64, y: f64) -> f64 {
    use arith_op::*;
    match op {
        SUB => x - y,
        MUL => x * y,
        DIV => x / y,
        MOD => js_rem(x, y),
        EXP => js_pow(x, y),
        AND => (to_int32(x) & to_int32(y)) as f64,
        OR => (to_int32(x) | to_int32(y)) as f64,
        XOR => (to_int32(x) ^ to_int32(y)) as f64,
        SHL => to_int32(x).wrapping_shl(to_uint32(y) & 31) as f64,
        SHR => (to_int32(x) >> (to_uint32(y) & 31)) as f64,
        _ => (to_uint32(x) >> (to_uint32(y) & 31)) as f64,
    }
}

/// [`arith`] with an integer constant on the right (`x * 7`, `i % 13`, `h >>> 3`, `s | 0`):
/// the constant is used as the integer it is instead of going through a double and back.
#[inline(always)]
pub fn arith_int(op: u8, x: f64, v: i32) -> f64 {
    use arith_op::*;
    match op {
        SUB => x - v as f64,
        MUL => x * v as f64,
        DIV => x / v as f64,
        MOD => {
            // An integer-valued dividend in i32's range and a positive divisor: the integer
            // remainder, with the dividend's sign (`-4 % 2` is -0).
            if v > 0 {
                if let Some(xi) = crate::value::exact_i32(x) {
                    let r = xi % v;
                    return if r == 0 && x.is_sign_negative() {
                        -0.0
                    } else {
                        r as f64
                    };
                }
            }
            js_rem(x, v as f64)
        }
        EXP => js_pow(x, v as f64),
        AND => (to_int32(x) & v) as f64,
        OR => (to_int32(x) | v) as f64,
        XOR => (to_int32(x) ^ v) as f64,
        SHL => to_int32(x).wrapping_shl(v as u32 & 31) as f64,
        SHR => (to_int32(x) >> (v as u32 & 31)) as f64,
        _ => (to_uint32(x) >> (v as u32 & 31)) as f64,
    }
}

/// `%` with JavaScript semantics (sign of the dividend).
#[inline(always)]
pub fn js_rem(x: f64, y: f64) -> f64 {
    // Integers (the common case) without fmod: exact below 2^53, and the result takes the
    // dividend's sign (`-4 % 2` is -0).
    const EXACT: f64 = 9007199254740992.0;
    if x.abs() < EXACT && y.abs() < EXACT && y != 0.0 {
        // SAFETY: both are finite and below 2^53 in magnitude, well inside i64's range.
        let (xi, yi) = unsafe { (x.to_int_unchecked::<i64>(), y.to_int_unchecked::<i64>()) };
        if xi as f64 == x && yi as f64 == y {
            let r = xi % yi;
            return if r == 0 && x.is_sign_negative() {
                -0.0
            } else {
                r as f64
            };
        }
    }
    if y.is_infinite() && x.is_finite() {
        return x;
    }
    let r = x % y;
    if r == 0.0 && x.is_sign_negative() {
        -0.0
    } else {
        r
    }
}

/// `**` with JavaScript semantics (`1 ** NaN` is NaN, `(-1) ** Infinity` is NaN).
pub fn js_pow(x: f64, y: f64) -> f64 {
    if y.is_nan() {
        return f64::NAN;
    }
    if y == 0.0 {
        return 1.0;
    }
    if (x == 1.0 || x == -1.0) && y.is_infinite() {
        return f64::NAN;
    }
    x.powf(y)
}

#[cold]
fn unreachable_str() -> StrRef {
    StrRef(u32::MAX)
}

//! `Array.prototype.join` (and an array's `toString`) on a dense array: every item's ToString
//! copied once into a result sized before it is written.

use crate::heap::ObjRef;
use crate::interp::{Vm, MAX_STRING_LEN};
use crate::object::ObjKind;
use crate::ops::{JsResult, Piece};
use crate::value::{IntText, Value};

/// The most UTF-16 units a number's ToString takes that is not a plain integer
/// (`-1.2345678901234567e-308` is 24).
const MAX_NUMBER_TEXT: usize = 25;

impl Vm {
    /// `Array.prototype.join` on a dense array.
    pub fn join_array(&mut self, a: ObjRef, sep: &[u16]) -> JsResult<Value> {
        if let Some(r) = self.join_primitives(a, sep) {
            return r;
        }
        crate::stack::guard(|| self.join_any(a, sep))
    }

    /// The join of an array whose items are all primitives, or `None` when one is an object
    /// (whose `toString` could run code that changes the array) or the result could pass the
    /// string limit (the general path reports where). No code runs here, so each string is read
    /// in place and the result is allocated once at its full length: a join of a report's lines
    /// used to copy each line into a vector of its own first and grow the result as it went.
    fn join_primitives(&mut self, a: ObjRef, sep: &[u16]) -> Option<JsResult<Value>> {
        let ObjKind::Array(items) = &self.heap.obj(a).kind else {
            return None;
        };
        let n = items.len();
        // An upper bound: exact but for numbers that are not plain integers.
        let mut cap = sep.len().checked_mul(n.saturating_sub(1))?;
        for x in items.iter() {
            cap += match *x {
                Value::Str(s) => self.heap.str(s).len(),
                Value::Number(v) => match IntText::new(v) {
                    Some(t) => t.units().len(),
                    None => MAX_NUMBER_TEXT,
                },
                Value::Bool(b) => 5 - b as usize,
                Value::Undefined | Value::Null | Value::Empty => 0,
                Value::Obj(_) | Value::Cell(_) => return None,
            };
        }
        if cap > MAX_STRING_LEN {
            return None;
        }
        if let Err(e) = self.check_string_len(cap) {
            return Some(Err(e));
        }
        let ObjKind::Array(items) = &self.heap.obj(a).kind else {
            return None;
        };
        let mut out: Vec<u16> = Vec::with_capacity(cap);
        for (i, &x) in items.iter().enumerate() {
            if i > 0 {
                out.extend_from_slice(sep);
            }
            match x {
                Value::Str(s) => out.extend_from_slice(self.heap.str(s)),
                Value::Undefined | Value::Null | Value::Empty => {}
                _ => {
                    let p = self.piece(x);
                    self.push_piece(&p, &mut out);
                }
            }
        }
        self.instructions += n as u64 / 4;
        Some(Ok(self.str_from_vec(out)))
    }

    /// The join of any array: an item that is an object is converted by its own `toString`,
    /// which may change the array, so the items are read from a copy taken first. Nesting
    /// deeper than 64 (a cycle) joins as the empty string.
    fn join_any(&mut self, a: ObjRef, sep: &[u16]) -> JsResult<Value> {
        let items: Vec<Value> = match &self.heap.obj(a).kind {
            ObjKind::Array(v) => v.to_vec(),
            _ => Vec::new(),
        };
        if self.join_depth > 64 {
            return Ok(self.new_str(&[]));
        }
        self.join_depth += 1;
        let r = self.join_items(&items, sep);
        self.join_depth -= 1;
        self.instructions += items.len() as u64 / 4;
        Ok(self.str_from_vec(r?))
    }

    fn join_items(&mut self, items: &[Value], sep: &[u16]) -> JsResult<Vec<u16>> {
        let mut out: Vec<u16> = Vec::new();
        for (i, &x) in items.iter().enumerate() {
            if i > 0 {
                out.extend_from_slice(sep);
            }
            match x {
                Value::Undefined | Value::Null | Value::Empty => {}
                Value::Obj(_) | Value::Cell(_) => {
                    let s = self.to_str(x)?;
                    out.extend_from_slice(self.heap.str(s));
                }
                _ => {
                    let p: Piece = self.piece(x);
                    self.push_piece(&p, &mut out);
                }
            }
            self.check_string_len(out.len())?;
        }
        Ok(out)
    }
}

//! `Unpack`: an array pattern of plain names (`const [k, v] = pair`, `[a, b] = [b, a]`) takes
//! its values without an iterator object when the value is an array.
//!
//! The compiler emits it only where reading every value before storing any is not observable:
//! the pattern's elements are plain names (or holes) with literal defaults at most, and a store
//! to a name runs no code (codemode has no setters), so nothing between the reads can change
//! what they read. An array's values are read as its iterator reads them (a hole gives
//! `undefined`), so the two paths agree.
//!
//! It runs in the general loop only. In the inner tier it saved i_destructure's program another
//! 3% of its machine instructions, but moved that tier's register allocation: a_startup and
//! the loops over an array or an object's property ran 1-4% more (benches/HISTORY.md).

use crate::interp::Vm;
use crate::object::ObjKind;
use crate::ops::JsResult;
use crate::value::Value;

impl Vm {
    /// `Unpack n`: replaces the value on top of the stack with its first `n` values, the first
    /// on top. An array is read in place (a hole and past the end give `undefined`); anything
    /// else is iterated (a string, a Map, a Set, an iterator, a prelude iterable), `undefined`
    /// once it is done, and a value that is not iterable throws as `GetIter` does.
    pub(crate) fn unpack(&mut self, n: usize) -> JsResult<()> {
        let v = self.stack.last().copied().unwrap_or(Value::Undefined);
        let at = self.stack.len().saturating_sub(1);
        if let Value::Obj(o) = v {
            if let ObjKind::Array(items) = &self.heap.obj(o).kind {
                self.stack.truncate(at);
                self.stack.extend((0..n).rev().map(|i| match items.get(i) {
                    Some(&x) if !x.is_empty_slot() => x,
                    _ => Value::Undefined,
                }));
                return Ok(());
            }
        }
        // The value stays on the stack (a root) while a prelude iterable's method runs.
        let it = Value::Obj(self.get_iterator(v)?);
        self.stack.truncate(at);
        self.stack.resize(at + n, Value::Undefined);
        for i in 0..n {
            let (x, done) = self.iter_next(it)?;
            if done {
                break;
            }
            self.stack[at + n - 1 - i] = x;
        }
        Ok(())
    }
}

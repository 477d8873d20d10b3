//! The instruction and memory budgets: what builtins charge against them, and the memory
//! check after a collection.

use crate::interp::{Halt, Vm};
use crate::value::Value;

impl Vm {
    /// Charges a builtin's work to the instruction budget; past the budget the execution ends
    /// (uncatchably), as it does when the dispatch loop runs out.
    pub fn charge(&mut self, n: u64) -> crate::ops::JsResult<()> {
        self.instructions = self.instructions.saturating_add(n);
        if self.instructions > self.limits.max_instructions {
            self.pending_halt = Some(Halt::OutOfInstructions);
            return Err(Value::Undefined);
        }
        Ok(())
    }

    /// Refuses, before a builtin makes it, an allocation of `bytes` that cannot fit in the
    /// memory budget even if everything allocated since the last collection were garbage. The
    /// refusal terminates the execution (`OutOfMemory`), like the limit does at a collection.
    pub fn reserve(&mut self, bytes: usize) -> crate::ops::JsResult<()> {
        if !self.would_fit(bytes) {
            self.pending_halt = Some(Halt::OutOfMemory);
            return Err(Value::Undefined);
        }
        Ok(())
    }

    /// Whether [`Vm::reserve`] would accept `bytes` (without refusing anything).
    pub(crate) fn would_fit(&self, bytes: usize) -> bool {
        let max = self.limits.max_memory_bytes;
        let floor = self
            .heap
            .live_after_gc
            .saturating_add(self.atoms.dynamic_bytes());
        max == usize::MAX || floor.saturating_add(bytes) <= max
    }

    /// Checks the memory limit after a collection.
    pub fn check_memory(&mut self) -> Option<Halt> {
        if self.heap.bytes_in_use() + self.atoms.dynamic_bytes() > self.limits.max_memory_bytes {
            Some(Halt::OutOfMemory)
        } else {
            None
        }
    }
}

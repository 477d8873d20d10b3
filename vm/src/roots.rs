//! The collector's root set: everything the VM itself holds (stack, frames, constants, jobs,
//! host state, prototypes) is marked before the heap sweeps.

use crate::interp::{Job, Vm};
use crate::value::Value;

impl Vm {
    /// Runs a collection now, with every VM root marked.
    pub fn collect_garbage(&mut self) {
        for i in 0..self.stack.len() {
            let v = self.stack[i];
            self.heap.mark_value(v);
        }
        let mut tmp = Vec::new();
        for f in &self.frames {
            f.trace(&mut tmp);
        }
        for c in self.consts.iter().flat_map(|c| c.iter()) {
            tmp.push(*c);
        }
        for j in &self.microtasks {
            match *j {
                Job::Adopt { promise, thenable } => {
                    tmp.push(Value::Obj(promise));
                    tmp.push(Value::Obj(thenable));
                }
                Job::CallThenable {
                    promise,
                    thenable,
                    then,
                } => {
                    tmp.push(Value::Obj(promise));
                    tmp.push(thenable);
                    tmp.push(then);
                }
                Job::Resume { coro, value, .. } => {
                    tmp.push(Value::Obj(coro));
                    tmp.push(value);
                }
                Job::Reaction {
                    handler,
                    arg,
                    derived,
                    ..
                } => {
                    tmp.push(handler);
                    tmp.push(arg);
                    if let Some(d) = derived {
                        tmp.push(Value::Obj(d));
                    }
                }
            }
        }
        tmp.extend(self.host_roots.iter().copied());
        self.host.roots(&mut tmp);
        tmp.extend(self.unhandled.iter().map(|o| Value::Obj(*o)));
        let p = self.protos;
        for o in [
            self.global,
            self.intrinsics,
            p.object,
            p.function,
            p.array,
            p.string,
            p.number,
            p.boolean,
            p.error,
            p.type_error,
            p.range_error,
            p.reference_error,
            p.syntax_error,
            p.promise,
            p.map,
            p.set,
            p.date,
            p.iterator,
            p.regexp,
        ] {
            tmp.push(Value::Obj(o));
        }
        if let Some(r) = self.root_promise {
            tmp.push(Value::Obj(r));
        }
        if let Some(e) = self.empty_str {
            tmp.push(Value::Str(e));
        }
        for v in tmp {
            self.heap.mark_value(v);
        }
        self.heap.finish_collection();
    }
}

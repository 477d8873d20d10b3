//! Promises: settlement, reactions, `await`, and the microtask jobs they schedule.

use crate::heap::ObjRef;
use crate::interp::{Job, Vm};
use crate::object::{ObjKind, Object, PromiseData, PromiseState, Reaction};
use crate::realm::ErrorKind;
use crate::value::Value;

impl Vm {
    /// A new pending promise.
    pub fn new_promise(&mut self) -> ObjRef {
        let proto = self.protos.promise;
        self.heap.alloc_obj(Object::new(
            ObjKind::Promise(Box::new(PromiseData {
                state: PromiseState::Pending,
                reactions: smallvec::SmallVec::new(),
                handled: false,
            })),
            Some(proto),
        ))
    }

    /// The promise data of an object, if it is a promise.
    pub fn promise_state(&self, v: Value) -> Option<PromiseState> {
        match v {
            Value::Obj(o) => match &self.heap.obj(o).kind {
                ObjKind::Promise(p) => Some(p.state),
                _ => None,
            },
            _ => None,
        }
    }

    /// Resolves `p` with `v`: adopts `v`'s eventual state if it is a promise, else fulfils.
    pub fn resolve_promise(&mut self, p: ObjRef, v: Value) {
        if !matches!(
            self.promise_state(Value::Obj(p)),
            Some(PromiseState::Pending)
        ) {
            return;
        }
        if let Value::Obj(q) = v {
            if q == p {
                let e = self.make_error(
                    ErrorKind::Type,
                    "Chaining cycle detected for promise #<Promise>",
                );
                self.reject_promise(p, e);
                return;
            }
            if self.promise_state(v).is_some() {
                self.mark_handled(q);
                self.microtasks.push_back(Job::Adopt {
                    promise: p,
                    thenable: q,
                });
                return;
            }
            if let Some(then) = self.thenable_then(v) {
                self.microtasks.push_back(Job::CallThenable {
                    promise: p,
                    thenable: v,
                    then,
                });
                return;
            }
        }
        self.settle(p, v, false);
    }

    /// Rejects `p` with `reason`.
    pub fn reject_promise(&mut self, p: ObjRef, reason: Value) {
        self.settle(p, reason, true);
    }

    fn settle(&mut self, p: ObjRef, v: Value, rejected: bool) {
        let (reactions, handled) = match &mut self.heap.obj_mut(p).kind {
            ObjKind::Promise(d) if d.state == PromiseState::Pending => {
                d.state = if rejected {
                    PromiseState::Rejected(v)
                } else {
                    PromiseState::Fulfilled(v)
                };
                (std::mem::take(&mut d.reactions), d.handled)
            }
            _ => return,
        };
        if rejected && !handled && Some(p) != self.root_promise {
            // Handlers attached later set the promise's own flag; the list is pruned of those
            // when it has doubled, so many rejections handled late cost linear time.
            if self.unhandled.len() >= self.unhandled_prune_at {
                let heap = &self.heap;
                self.unhandled.retain(|x| !promise_handled(heap, *x));
                self.unhandled_prune_at = (self.unhandled.len() * 2).max(64);
            }
            self.unhandled.push(p);
        }
        for r in reactions {
            self.schedule_reaction(r, v, rejected);
        }
    }

    /// The adoption job: `p` follows `q` from now on.
    pub(crate) fn adopt(&mut self, p: ObjRef, q: ObjRef) {
        self.add_reaction(q, Reaction::Forward(p));
    }

    fn schedule_reaction(&mut self, r: Reaction, v: Value, rejected: bool) {
        let job = match r {
            Reaction::Resume(coro) => Job::Resume {
                coro,
                value: v,
                throw: rejected,
            },
            Reaction::Then {
                on_fulfilled,
                on_rejected,
                derived,
            } => Job::Reaction {
                handler: if rejected { on_rejected } else { on_fulfilled },
                arg: v,
                derived,
                rejected,
            },
            Reaction::Forward(q) => Job::Reaction {
                handler: Value::Undefined,
                arg: v,
                derived: Some(q),
                rejected,
            },
            Reaction::Combinator { agg, index } => {
                self.combinator_step(agg, index, v, rejected);
                return;
            }
        };
        self.microtasks.push_back(job);
    }

    fn add_reaction(&mut self, p: ObjRef, r: Reaction) {
        let state = match &mut self.heap.obj_mut(p).kind {
            ObjKind::Promise(d) => {
                d.handled = true;
                if d.state == PromiseState::Pending {
                    d.reactions.push(r);
                    self.heap.note_growth(40);
                    return;
                }
                d.state
            }
            _ => return,
        };
        match state {
            PromiseState::Fulfilled(v) => self.schedule_reaction(r, v, false),
            PromiseState::Rejected(v) => self.schedule_reaction(r, v, true),
            PromiseState::Pending => {}
        }
    }

    fn mark_handled(&mut self, p: ObjRef) {
        if let ObjKind::Promise(d) = &mut self.heap.obj_mut(p).kind {
            d.handled = true;
        }
    }

    /// `promise.then(onFulfilled, onRejected)`; returns the derived promise.
    pub fn promise_then(&mut self, p: ObjRef, on_fulfilled: Value, on_rejected: Value) -> ObjRef {
        let derived = self.new_promise();
        let callable = |vm: &Vm, v: Value| match v {
            Value::Obj(o) if vm.heap.obj(o).is_callable() => v,
            _ => Value::Undefined,
        };
        let r = Reaction::Then {
            on_fulfilled: callable(self, on_fulfilled),
            on_rejected: callable(self, on_rejected),
            derived: Some(derived),
        };
        self.add_reaction(p, r);
        derived
    }

    /// The callable `then` of a non-promise object (a thenable), if it has one.
    fn thenable_then(&mut self, v: Value) -> Option<Value> {
        let Value::Obj(_) = v else { return None };
        if self.promise_state(v).is_some() {
            return None;
        }
        match self.get_prop(v, crate::atoms::names::then) {
            Ok(f @ Value::Obj(fo)) if self.heap.obj(fo).is_callable() => Some(f),
            _ => None,
        }
    }

    /// Registers `coro` to resume when `v` settles (or on the next tick if `v` is not a promise).
    pub(crate) fn await_value(&mut self, v: Value, coro: ObjRef) {
        match v {
            Value::Obj(o) if self.promise_state(v).is_some() => {
                self.add_reaction(o, Reaction::Resume(coro))
            }
            Value::Obj(_) if self.thenable_then(v).is_some() => {
                let p = self.promise_resolve(v);
                self.add_reaction(p, Reaction::Resume(coro))
            }
            _ => self.microtasks.push_back(Job::Resume {
                coro,
                value: v,
                throw: false,
            }),
        }
    }

    /// A combinator element settled (`Promise.all` family). `agg` is an array-like state object:
    /// [kind, remaining, results array, result promise].
    fn combinator_step(&mut self, agg: ObjRef, index: u32, v: Value, rejected: bool) {
        crate::builtins::promise::combinator_step(self, agg, index, v, rejected);
    }

    /// `Promise.resolve(v)`: `v` itself if it is a promise, else a promise fulfilled with it.
    pub fn promise_resolve(&mut self, v: Value) -> ObjRef {
        if let Value::Obj(o) = v {
            if self.promise_state(v).is_some() {
                return o;
            }
        }
        let p = self.new_promise();
        self.resolve_promise(p, v);
        p
    }
}

/// Whether a handler was ever attached to promise `p`.
pub(crate) fn promise_handled(heap: &crate::heap::Heap, p: ObjRef) -> bool {
    match &heap.obj(p).kind {
        ObjKind::Promise(d) => d.handled,
        _ => true,
    }
}

//! Array sorting: the default string-order sort, and the stable merge sort behind
//! `sort(cmp)` / `toSorted(cmp)`. A plain comparator runs as ordinary frames of the dispatch
//! loop the sort was called from, the merge advancing each time one returns ([`SortRun`]);
//! any other comparator is called from a nested dispatch loop ([`merge_sort`]).

use super::arg;
use super::array::{frozen_error, items, items_mut, this_array};
use crate::bytecode::FnKind;
use crate::heap::{Heap, ObjRef};
use crate::interp::{Code, Entry, Frame, Vm};
use crate::object::ObjKind;
use crate::ops::JsResult;
use crate::value::Value;

/// The id of `$$mergeSort` in [`super::NATIVES`]: the call path starts a [`SortRun`] for it.
pub const MERGE_SORT_ID: u16 = 2;

/// A comparator sort in progress on the dispatch loop that called `$$mergeSort(vals, cmp)`.
///
/// Calling the comparator from a nested dispatch loop (`Vm::call_sync`) costs a loop entry
/// and exit, and the saving and restoring around them, on every comparison: most of a
/// comparison's cost for a short comparator. Here the comparator's frame is entered like any
/// call, with [`Entry::Sort`]; its `return` hands the result to [`Vm::sort_step`], which
/// advances the merge and enters the comparator again for the next pair, or, when the sort is
/// done, leaves the sorted array as the call's result and the loop goes on in the caller.
///
/// The run's values live on the operand stack (where the collector sees them) from `fpos`:
/// `vals`, `cmp`, then two regions of `n` values the merge passes copy between. Runs nest
/// (a comparator may sort): `Vm::sorts` is a stack whose top belongs to the innermost
/// comparator frame. A throw out of the comparator ends the run ([`Vm::abort_sort`]) and goes
/// on to the caller, as a throw out of a native call would.
#[derive(Clone, Debug)]
pub struct SortRun {
    /// Stack index of the `$$mergeSort` call (its callee slot): the run owns the stack above.
    fpos: usize,
    /// Where the merge stands.
    merge: Merge,
    /// The comparator, a plain closure, and what entering it needs (checked once, at start).
    callee: ObjRef,
    func: u32,
    this: Value,
    params: usize,
    slots: usize,
}

/// A stable bottom-up merge sort of the `n` values at `stack[lo0..]`, one comparison at a time,
/// merging runs of width 1, 2, 4, ... between that region and the `n` slots after it. Both
/// sort paths drive it: [`Merge::pair`] names the next two values to compare, [`Merge::place`]
/// takes the comparator's verdict, [`Merge::advance`] moves on to the next comparison.
#[derive(Clone, Debug)]
struct Merge {
    /// Values to sort.
    n: usize,
    /// Start of the region holding the current pass's runs.
    src: usize,
    /// Start of the region the current pass merges into.
    dst: usize,
    /// Length of the runs the current pass merges.
    width: usize,
    /// The pair of runs being merged: `[lo, mid)` and `[mid, hi)`.
    mid: usize,
    hi: usize,
    /// Next unmerged value of each run, and the next output position.
    i: usize,
    j: usize,
    k: usize,
}

impl Merge {
    /// The first pass, at its first pair (`n >= 2`, so it needs a comparison).
    fn new(lo0: usize, n: usize) -> Merge {
        let mut m = Merge {
            n,
            src: lo0,
            dst: lo0 + n,
            width: 1,
            mid: 0,
            hi: 0,
            i: 0,
            j: 0,
            k: 0,
        };
        m.start_pair(0);
        m
    }

    /// Starts merging the pair of runs that begins at `lo`.
    fn start_pair(&mut self, lo: usize) {
        self.mid = (lo + self.width).min(self.n);
        self.hi = (lo + 2 * self.width).min(self.n);
        (self.i, self.j, self.k) = (lo, self.mid, lo);
    }

    /// The stack indices of the two values to compare next (left run, right run).
    #[inline(always)]
    fn pair(&self) -> (usize, usize) {
        (self.src + self.i, self.src + self.j)
    }

    /// Starts loading the objects two comparisons on may take: the value two after each of
    /// the current pair (whichever runs advance, the pair two comparisons on is one of
    /// `(i + 2, j)`, `(i + 1, j + 1)`, `(i, j + 2)`, and the `+ 1` values were asked for when
    /// their runs stood one back). In a late pass the values sit anywhere in the heap, and
    /// waiting for one to come from memory was much of a comparison's time (d_array's sort:
    /// about a third); asked for now, the load overlaps the two comparisons about to run. One
    /// comparison ahead was not enough: a comparison takes less time than a load from memory.
    #[inline(always)]
    fn prefetch_next(&self, stack: &[Value], heap: &Heap) {
        let (x, y) = self.pair();
        if self.i + 2 < self.mid {
            if let Some(Value::Obj(o)) = stack.get(x + 2) {
                heap.prefetch_obj(*o);
            }
        }
        if self.j + 2 < self.hi {
            if let Some(Value::Obj(o)) = stack.get(y + 2) {
                heap.prefetch_obj(*o);
            }
        }
    }

    /// Places the right value first when the comparator answered `r > 0`, else the left one
    /// (`NaN` and non-positive results keep the left value first: the sort is stable).
    #[inline(always)]
    fn place(&mut self, stack: &mut [Value], r: f64) {
        let (x, y) = self.pair();
        if r > 0.0 {
            stack[self.dst + self.k] = stack[y];
            self.j += 1;
        } else {
            stack[self.dst + self.k] = stack[x];
            self.i += 1;
        }
        self.k += 1;
    }

    /// Moves on to the next comparison: `Some(passes)`, the number of new passes started on
    /// the way (each copies `n` values, which the caller charges for), or `None` when the sort
    /// is done and the sorted values are at `stack[self.src..]`. A pair whose runs are
    /// exhausted is finished by copying (a lone run at a pass's end is only copied).
    #[inline(always)]
    fn advance(&mut self, stack: &mut [Value]) -> Option<u64> {
        // Most comparisons are followed by another in the same pair.
        if self.i < self.mid && self.j < self.hi {
            return Some(0);
        }
        self.next_pair(stack)
    }

    /// [`Merge::advance`] once the current pair of runs is exhausted.
    fn next_pair(&mut self, stack: &mut [Value]) -> Option<u64> {
        let mut passes = 0;
        while !(self.i < self.mid && self.j < self.hi) {
            let (src, dst) = (self.src, self.dst);
            stack.copy_within(src + self.i..src + self.mid, dst + self.k);
            self.k += self.mid - self.i;
            stack.copy_within(src + self.j..src + self.hi, dst + self.k);
            let mut lo = self.hi;
            if lo >= self.n {
                std::mem::swap(&mut self.src, &mut self.dst);
                self.width *= 2;
                if self.width >= self.n {
                    return None;
                }
                lo = 0;
                passes += 1;
            }
            self.start_pair(lo);
        }
        Some(passes)
    }
}

impl Vm {
    /// `$$mergeSort(vals, cmp)` called with `Entry::Call` at `stack[fpos]`, `argc` arguments
    /// above: starts a [`SortRun`] and enters the comparator for the first pair (`Ok(true)`).
    /// `Ok(false)`, having changed nothing, when the native path should run instead: fewer
    /// than two values, or a comparator that is not a plain closure (async, bound, native, a
    /// rest parameter or `arguments`), or no room for its frame under the depth limit.
    pub(crate) fn start_sort(&mut self, code: &Code, fpos: usize, argc: usize) -> JsResult<bool> {
        if argc < 2 {
            return Ok(false);
        }
        let (vals, cmp) = (self.stack[fpos + 2], self.stack[fpos + 3]);
        let (Value::Obj(a), Value::Obj(c)) = (vals, cmp) else {
            return Ok(false);
        };
        let ObjKind::Array(v) = &self.heap.obj(a).kind else {
            return Ok(false);
        };
        let n = v.len();
        let ObjKind::Closure(cl) = &self.heap.obj(c).kind else {
            return Ok(false);
        };
        let (func, bound_this) = (cl.func, cl.bound_this);
        let proto = code.func(func);
        let this = match proto.kind {
            FnKind::Normal | FnKind::Method => Value::Undefined,
            FnKind::Arrow => bound_this,
            _ => return Ok(false),
        };
        let (params, slots) = (proto.n_params as usize, proto.n_slots as usize);
        if n < 2
            || proto.has_rest
            || proto.uses_arguments
            || self.frames.len() >= self.limits.max_call_depth
        {
            return Ok(false);
        }
        self.check_sort_memory(n)?;
        self.stack.truncate(fpos);
        self.stack.push(vals);
        self.stack.push(cmp);
        let lo0 = fpos + 2;
        if let ObjKind::Array(v) = &self.heap.obj(a).kind {
            self.stack.extend_from_slice(v);
        }
        self.stack.resize(lo0 + 2 * n, Value::Undefined);
        let run = SortRun {
            fpos,
            merge: Merge::new(lo0, n),
            callee: c,
            func,
            this,
            params,
            slots,
        };
        // The copying is work the comparator's instructions do not count.
        self.instructions += n as u64 / 8;
        self.sorts.push(run);
        self.enter_comparator();
        Ok(true)
    }

    /// The comparator for the innermost [`SortRun`] returned `r` (its frame already popped):
    /// places the smaller value, then enters the comparator for the next pair, or finishes
    /// the sort. On an error the run is over (see [`Vm::abort_sort`]) and the caller throws it.
    pub(crate) fn sort_step(&mut self, r: Value) -> JsResult<()> {
        let r = match r {
            Value::Number(r) => r,
            _ => match self.to_number(r) {
                Ok(r) => r,
                Err(e) => {
                    self.abort_sort();
                    return Err(e);
                }
            },
        };
        if self.sort_advance(r)? {
            self.enter_comparator();
            Ok(())
        } else {
            self.finish_sort()
        }
    }

    /// Places the comparator's verdict `r` in the innermost [`SortRun`] and moves on: `true`
    /// when another pair needs comparing, `false` when the merge is done (the sort still to be
    /// finished).
    #[inline(always)]
    fn sort_advance(&mut self, r: f64) -> JsResult<bool> {
        if let Some(run) = self.sorts.last_mut() {
            run.merge.place(&mut self.stack, r);
        }
        self.sort_move_on()
    }

    /// Moves the innermost [`SortRun`] on once its verdict is placed: `true` when another pair
    /// needs comparing, `false` when the merge is done.
    #[inline(always)]
    fn sort_move_on(&mut self) -> JsResult<bool> {
        let Some(run) = self.sorts.last_mut() else {
            return Err(
                self.type_error("internal error: a sort comparator returned with no sort running")
            );
        };
        let m = &mut run.merge;
        match m.advance(&mut self.stack) {
            Some(passes) => {
                // The copying is work the comparator's instructions do not count.
                self.instructions += passes * (m.n as u64 / 8);
                Ok(true)
            }
            None => Ok(false),
        }
    }

    /// The comparator for the innermost [`SortRun`] returned the number `r` from its frame at
    /// `base`, still on top. Places the smaller value; then, when another pair needs comparing,
    /// sets the frame up for it in place (arguments, fresh locals, pc 0: what entering it
    /// anew would make) and returns `Ok(true)`. Otherwise pops the frame, finishes the sort
    /// (its result pushed for the caller) and returns `Ok(false)`; on an error the run is
    /// over and the caller throws it.
    ///
    /// [`Vm::sort_step`] does the same for any result, popping and pushing the frame; reusing
    /// it saves a frame push and pop and the caller's reload per comparison.
    #[inline(never)]
    pub(crate) fn sort_number_result(&mut self, r: f64, base: usize) -> JsResult<bool> {
        // Most steps: the next comparison is in the same pair of runs, and the comparator
        // takes two parameters and has no other locals, so its frame is exactly the two
        // arguments (and the result on top). The next pair overwrites them; the rest (a new
        // pair of runs or pass, other frames, the end) is `sort_number_rest`'s, out of line,
        // which keeps this path's register saving and stack frame small.
        if let Some(run) = self.sorts.last_mut() {
            let m = &mut run.merge;
            m.place(&mut self.stack, r);
            if m.i < m.mid
                && m.j < m.hi
                && run.params == 2
                && run.slots == 2
                && base + 2 <= self.stack.len()
            {
                m.prefetch_next(&self.stack, &self.heap);
                let (x, y) = m.pair();
                let (x, y) = (self.stack[x], self.stack[y]);
                self.stack.truncate(base + 2);
                self.stack[base] = x;
                self.stack[base + 1] = y;
                if let Some(f) = self.frames.last_mut() {
                    f.pc = 0;
                }
                return Ok(true);
            }
        }
        self.sort_number_rest(base)
    }

    /// [`Vm::sort_number_result`] after the verdict is placed (or with no sort running).
    #[inline(never)]
    fn sort_number_rest(&mut self, base: usize) -> JsResult<bool> {
        match self.sort_move_on() {
            Ok(true) => {}
            done => {
                // Done, or an error (thrown from the sort's caller): the comparator's frame goes.
                self.frames.pop();
                self.stack.truncate(base.saturating_sub(2));
                return done.and_then(|_| self.finish_sort()).map(|()| false);
            }
        }
        let Some(run) = self.sorts.last() else {
            return Ok(true); // never: found above
        };
        run.merge.prefetch_next(&self.stack, &self.heap);
        let (x, y) = run.merge.pair();
        let (x, y) = (self.stack[x], self.stack[y]);
        let (params, slots) = (run.params, run.slots);
        self.stack.truncate(base);
        // Two pushes, not a slice copy: `extend_from_slice` is a `memcpy` call.
        match params {
            0 => {}
            1 => self.stack.push(x),
            _ => {
                self.stack.push(x);
                self.stack.push(y);
            }
        }
        if self.stack.len() < base + slots {
            self.stack.resize(base + slots, Value::Undefined);
        }
        if let Some(f) = self.frames.last_mut() {
            f.pc = 0;
        }
        Ok(true)
    }

    /// Ends the innermost [`SortRun`] after a throw out of its comparator: its stack goes, as
    /// the arguments of a native call that threw would.
    pub(crate) fn abort_sort(&mut self) {
        if let Some(run) = self.sorts.pop() {
            self.stack.truncate(run.fpos);
        }
    }

    /// Writes the sorted values into `vals` and leaves it as the call's result.
    fn finish_sort(&mut self) -> JsResult<()> {
        let Some(run) = self.sorts.pop() else {
            return Ok(());
        };
        let vals = self.stack[run.fpos];
        let Value::Obj(a) = vals else {
            self.stack.truncate(run.fpos);
            return Err(self.type_error("internal error: sorted values are not an array"));
        };
        let sorted = &self.stack[run.merge.src..run.merge.src + run.merge.n];
        let r = match self.heap.obj_mut(a) {
            o if o.extensible => match &mut o.kind {
                ObjKind::Array(v) => {
                    v.clear();
                    v.vec_mut().extend_from_slice(sorted);
                    Ok(())
                }
                _ => Err(()),
            },
            _ => Err(()),
        };
        self.stack.truncate(run.fpos);
        match r {
            Ok(()) => {
                self.stack.push(vals);
                Ok(())
            }
            Err(()) => Err(frozen_error(self)),
        }
    }

    /// Enters the innermost run's comparator with its next pair, as a plain call with `this`
    /// undefined. What `start_sort` checked (a plain closure, room under the depth limit)
    /// holds for the whole run: every comparison enters at the same depth.
    #[inline(always)]
    fn enter_comparator(&mut self) {
        let Some(run) = self.sorts.last() else {
            return;
        };
        run.merge.prefetch_next(&self.stack, &self.heap);
        let (x, y) = run.merge.pair();
        let (x, y) = (self.stack[x], self.stack[y]);
        let base = self.stack.len() + 2;
        self.stack.push(Value::Obj(run.callee));
        self.stack.push(Value::Undefined);
        self.stack.push(x);
        self.stack.push(y);
        if run.params < 2 {
            self.stack.truncate(base + run.params);
        }
        if self.stack.len() < base + run.slots {
            self.stack.resize(base + run.slots, Value::Undefined);
        }
        self.frames.push(Frame {
            func: run.func,
            pc: 0,
            base: base as u32,
            this: run.this,
            callee: Some(run.callee),
            entry: Entry::Sort,
            coro: None,
        });
    }

    /// Ends the run when the working area (32 bytes per value beyond the heap's own
    /// accounting) would pass the memory limit, as any allocation would.
    fn check_sort_memory(&mut self, n: usize) -> JsResult<()> {
        let extra = n.saturating_mul(32);
        if self
            .heap
            .bytes_in_use()
            .saturating_add(self.atoms.dynamic_bytes())
            .saturating_add(extra)
            > self.limits.max_memory_bytes
        {
            self.pending_halt = Some(crate::interp::Halt::OutOfMemory);
            return Err(Value::Undefined);
        }
        Ok(())
    }
}

/// `$$sortDefault(arr)`: in-place sort by string order, undefined last, holes removed to the end.
pub fn sort_default(vm: &mut Vm, _this: Value, args: &[Value]) -> JsResult<Value> {
    let a = this_array(vm, arg(args, 0), "sort")?;
    let v = items(vm, a).to_vec();
    let mut keyed: Vec<(Vec<u16>, Value)> = Vec::with_capacity(v.len());
    let mut undefs = 0;
    let mut holes = 0;
    for x in v {
        match x {
            Value::Empty => holes += 1,
            Value::Undefined => undefs += 1,
            _ => {
                let k = vm.to_units(x)?;
                keyed.push((k, x));
            }
        }
    }
    let n = keyed.len() as u64;
    vm.instructions += n * (64 - n.leading_zeros() as u64) / 2;
    keyed.sort_by(|a, b| a.0.cmp(&b.0));
    let mut out: Vec<Value> = keyed.into_iter().map(|x| x.1).collect();
    out.extend(std::iter::repeat_n(Value::Undefined, undefs));
    out.extend(std::iter::repeat_n(Value::Empty, holes));
    if let Some(v) = items_mut(vm, a) {
        *v = out.into();
    } else {
        return Err(frozen_error(vm));
    }
    Ok(arg(args, 0))
}

/// `$$mergeSort(vals, cmp)`: sorts the prelude's private, dense copy `vals` in place with
/// comparator `cmp` (a stable bottom-up merge sort; `NaN` and non-positive results keep the
/// left element first) and returns it. This is the path for comparators a [`SortRun`] does
/// not take (see [`Vm::start_sort`]); both make the same calls in the same order.
///
/// The comparator runs through [`Vm::call_sync_rooted_in`]: the values being sorted and the
/// merge buffer live on the VM's operand stack above this call, so the collector sees them
/// and may run while a comparator allocates. A comparator is synchronous by nature (its
/// result is used at once as a number), so a nested loop loses nothing an `await` could need;
/// the instruction budget, memory limit, deadline and cancellation apply inside it as
/// everywhere. The call order is that of the self-hosted merge sort this replaced.
pub fn merge_sort(vm: &mut Vm, _this: Value, args: &[Value]) -> JsResult<Value> {
    let a = this_array(vm, arg(args, 0), "sort")?;
    let cmp = arg(args, 1);
    let n = items(vm, a).len();
    if n < 2 {
        return Ok(arg(args, 0));
    }
    vm.check_sort_memory(n)?;
    let base = vm.stack.len();
    // Rooted for the collector: the array, the comparator, then `n` values and `n` spare slots.
    vm.stack.push(arg(args, 0));
    vm.stack.push(cmp);
    let lo0 = base + 2;
    if let ObjKind::Array(v) = &vm.heap.obj(a).kind {
        vm.stack.extend_from_slice(v);
    }
    vm.stack.resize(lo0 + 2 * n, Value::Undefined);
    // One headroom check and one handle on the code for every comparison (see
    // `Vm::call_sync_rooted_in`).
    let code = vm.code.clone();
    let r = crate::stack::guard(|| merge_passes(vm, &code, cmp, lo0, n));
    let out = match r {
        Ok(src) => {
            let sorted = vm.stack[src..src + n].to_vec();
            match items_mut(vm, a) {
                Some(v) => {
                    *v = sorted.into();
                    Ok(arg(args, 0))
                }
                None => Err(frozen_error(vm)),
            }
        }
        Err(e) => Err(e),
    };
    vm.stack.truncate(base);
    out
}

/// Sorts the `n` values at `stack[lo0..]` (see [`Merge`]), calling `cmp` from a nested
/// dispatch loop; returns the start of the region holding the sorted values.
fn merge_passes(vm: &mut Vm, code: &Code, cmp: Value, lo0: usize, n: usize) -> JsResult<usize> {
    let mut m = Merge::new(lo0, n);
    // The copying is work the comparator's instructions do not count.
    vm.instructions += n as u64 / 8;
    loop {
        m.prefetch_next(&vm.stack, &vm.heap);
        let (x, y) = m.pair();
        let (x, y) = (vm.stack[x], vm.stack[y]);
        let r = vm.call_sync_rooted_in(code, cmp, Value::Undefined, &[x, y])?;
        let r = match r {
            Value::Number(r) => r,
            _ => vm.to_number(r)?,
        };
        m.place(&mut vm.stack, r);
        match m.advance(&mut vm.stack) {
            Some(passes) => vm.instructions += passes * (n as u64 / 8),
            None => return Ok(m.src),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::MERGE_SORT_ID;

    #[test]
    fn the_call_paths_native_ids_name_their_natives() {
        // The call path recognizes these natives by id; a table reorder must move them too.
        let natives = crate::builtins::NATIVES;
        assert_eq!(natives[MERGE_SORT_ID as usize].name, "$$mergeSort");
        let push = crate::builtins::array::PUSH_ID as usize;
        assert_eq!(natives[push].name, "Array.prototype.push");
    }
}

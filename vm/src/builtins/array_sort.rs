//! Array sorting: the default string-order sort, and the stable merge sort behind
//! `sort(cmp)` / `toSorted(cmp)` that calls the comparator from a nested dispatch loop.

use super::arg;
use super::array::{frozen_error, items, items_mut, this_array};
use crate::interp::{Code, Vm};
use crate::object::ObjKind;
use crate::ops::JsResult;
use crate::value::Value;

/// `$$sortDefault(arr)`: in-place sort by string order, undefined last, holes removed to the end.
pub fn sort_default(vm: &mut Vm, _this: Value, args: &[Value]) -> JsResult<Value> {
    let a = this_array(vm, arg(args, 0), "sort")?;
    let v = items(vm, a).clone();
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
        *v = out;
    } else {
        return Err(frozen_error(vm));
    }
    Ok(arg(args, 0))
}

/// `$$mergeSort(vals, cmp)`: sorts the prelude's private, dense copy `vals` in place with
/// comparator `cmp` (a stable bottom-up merge sort; `NaN` and non-positive results keep the
/// left element first) and returns it.
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
    // The two halves of the working area cost 32 bytes per element beyond the heap's own
    // accounting: a sort the memory limit cannot hold ends the run as any allocation would.
    let extra = n.saturating_mul(32);
    if vm
        .heap
        .bytes_in_use()
        .saturating_add(vm.atoms.dynamic_bytes())
        .saturating_add(extra)
        > vm.limits.max_memory_bytes
    {
        vm.pending_halt = Some(crate::interp::Halt::OutOfMemory);
        return Err(Value::Undefined);
    }
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
                    *v = sorted;
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

/// Merges runs of width 1, 2, 4, ... between the stack regions at `lo0` and `lo0 + n`;
/// returns the start of the region holding the sorted values.
fn merge_passes(vm: &mut Vm, code: &Code, cmp: Value, lo0: usize, n: usize) -> JsResult<usize> {
    let (mut src, mut dst) = (lo0, lo0 + n);
    let mut width = 1;
    while width < n {
        // The copying is work the comparator's instructions do not count.
        vm.instructions += n as u64 / 8;
        let mut lo = 0;
        while lo < n {
            let mid = (lo + width).min(n);
            let hi = (lo + 2 * width).min(n);
            let (mut i, mut j, mut k) = (lo, mid, lo);
            while i < mid && j < hi {
                let (x, y) = (vm.stack[src + i], vm.stack[src + j]);
                let r = vm.call_sync_rooted_in(code, cmp, Value::Undefined, &[x, y])?;
                let r = match r {
                    Value::Number(r) => r,
                    _ => vm.to_number(r)?,
                };
                if r > 0.0 {
                    vm.stack[dst + k] = y;
                    j += 1;
                } else {
                    vm.stack[dst + k] = x;
                    i += 1;
                }
                k += 1;
            }
            vm.stack.copy_within(src + i..src + mid, dst + k);
            k += mid - i;
            vm.stack.copy_within(src + j..src + hi, dst + k);
            lo += 2 * width;
        }
        std::mem::swap(&mut src, &mut dst);
        width *= 2;
    }
    Ok(src)
}

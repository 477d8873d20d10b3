//! Growing an array's items by a fresh allocation and a copy instead of `realloc`.
//!
//! glibc's `realloc` never takes a block from, or gives one to, its per-thread cache of small
//! blocks (`tcache`, blocks up to 1,032 bytes): every call runs the general allocator's paths
//! (`_int_realloc`, then `_int_malloc` and `_int_free` when the block cannot grow in place),
//! which consolidate free chunks and whose code and branches a host's other work leaves cold.
//! `malloc` and `free` of a small block are a few dozen instructions through the cache, and
//! the cache is where the previous execution's blocks of the same sizes went. So an array
//! that `push` grows one item at a time grows here by `malloc` + copy + `free` while it is
//! small; past 16 items it takes the buffer an array of the previous execution left, when
//! there is one ([`reserve_items`]); a large one grows by `Vec::reserve` (`realloc`), which
//! can extend a block in place or remap its pages.

use crate::array_items::ArrayItems;
use crate::value::Value;

/// Below this many bytes of current capacity a vector grows by a fresh allocation.
const FRESH_BELOW: usize = 4096;

/// Makes room in `v` for `extra` more elements: doubling at least, by a fresh allocation and
/// a copy while `v` is small, else by `Vec::reserve`.
#[cold]
#[inline(never)]
pub(crate) fn reserve<T>(v: &mut Vec<T>, extra: usize) {
    if v.capacity() - v.len() >= extra {
        return;
    }
    let size = std::mem::size_of::<T>().max(1);
    if v.capacity().saturating_mul(size) >= FRESH_BELOW {
        v.reserve(extra);
        return;
    }
    // Vec's own first capacity for small elements is 4 (8 for one-byte elements).
    let min = if size == 1 { 8 } else { 4 };
    let want = v
        .len()
        .saturating_add(extra)
        .max(v.capacity().saturating_mul(2))
        .max(min);
    let mut fresh = Vec::with_capacity(want);
    fresh.append(v);
    // The old block (now empty) is freed here, into the per-thread cache when it is small.
    *v = fresh;
}

/// The capacity from which an array's next growth takes the heap's kept buffer.
///
/// Until the forty-eighth session that was 64, the most values a block of the allocator's
/// cache of small blocks holds. Each doubling below it copies the items into a block the
/// previous execution used last, which another engine's run has evicted since: an array
/// pushed to 100 items copied 124 values (4 + 8 + ... + 64) into 31 cold lines. From 16 it
/// copies 28, into 7.
const ROOM_FROM: usize = 16;

/// Makes room in the array items `v` for `extra` more: from `room`, the heap's kept buffer
/// (`Heap::items_room`), once `v` has room for [`ROOM_FROM`] values and `room` is large
/// enough; else as [`reserve`]. `v`'s old block is freed (into the allocator's cache of small
/// blocks) and `room` left empty.
#[inline(always)]
pub(crate) fn reserve_items(v: &mut ArrayItems, extra: usize, room: &mut Vec<Value>) {
    if v.spare() < extra {
        grow_items(v, extra, room);
    }
}

/// [`reserve_items`]'s growth, out of line: it is rare (a doubling), and the push it sits in
/// is the most called builtin.
#[cold]
#[inline(never)]
fn grow_items(v: &mut ArrayItems, extra: usize, room: &mut Vec<Value>) {
    // Room that `shift` left at the front is taken back first; it may be enough.
    let mut v = v.vec_mut();
    let v: &mut Vec<Value> = &mut v;
    if v.capacity() - v.len() >= extra {
        return;
    }
    if v.capacity() >= ROOM_FROM && room.capacity() >= v.len().saturating_add(extra) {
        // The room is always empty: the spare empties it, and it is used once.
        debug_assert!(room.is_empty());
        room.append(v);
        std::mem::swap(v, room);
        *room = Vec::new();
        return;
    }
    reserve(v, extra);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::value::Value;

    #[test]
    fn pushes_keep_order_and_double_from_four() {
        let mut v: Vec<u64> = Vec::new();
        let mut caps = vec![];
        for i in 0..300u64 {
            reserve(&mut v, 1);
            v.push(i);
            if caps.last() != Some(&v.capacity()) {
                caps.push(v.capacity());
            }
        }
        assert_eq!(v, (0..300).collect::<Vec<_>>());
        // Fresh allocations up to 4 KB (512 elements of 8 bytes), doubling from 4.
        assert_eq!(caps, vec![4, 8, 16, 32, 64, 128, 256, 512]);
    }

    #[test]
    fn large_vectors_grow_by_reserve_and_keep_their_items() {
        let mut v: Vec<u16> = (0..5000).collect();
        v.shrink_to_fit();
        reserve(&mut v, 3);
        assert!(v.capacity() >= 5003);
        assert_eq!(v.len(), 5000);
        assert_eq!(v[4999], 4999);
    }

    #[test]
    fn item_room_is_taken_from_sixteen_items() {
        let mut room: Vec<Value> = Vec::with_capacity(128);
        let mut v = ArrayItems::default();
        for i in 0..16 {
            reserve_items(&mut v, 1, &mut room);
            v.push(Value::Number(f64::from(i)));
        }
        // Grown from the allocator up to 16 values; the room is still there.
        assert_eq!((v.capacity(), room.capacity()), (16, 128));
        for i in 16..100 {
            reserve_items(&mut v, 1, &mut room);
            v.push(Value::Number(f64::from(i)));
        }
        assert_eq!((v.capacity(), room.capacity()), (128, 0));
        assert!(v
            .iter()
            .enumerate()
            .all(|(i, x)| matches!(x, Value::Number(n) if *n == i as f64)));
        // With the room gone, the next growth is an ordinary one.
        let mut w: Vec<Value> = vec![Value::Null; 128];
        w.shrink_to_fit();
        let mut w = ArrayItems::from(w);
        reserve_items(&mut w, 1, &mut room);
        assert!(w.capacity() > 128);
    }

    #[test]
    fn room_left_by_shift_is_taken_back_before_growing() {
        let mut room = Vec::new();
        let mut v = ArrayItems::from(vec![Value::Null; 8]);
        v.vec_mut().shrink_to_fit();
        assert_eq!(v.shift(), Some(Value::Null));
        reserve_items(&mut v, 1, &mut room);
        v.push(Value::Number(1.0));
        assert_eq!((v.len(), v.capacity()), (8, 8));
        assert_eq!(v[7], Value::Number(1.0));
    }

    #[test]
    fn reserve_makes_room_for_more_than_double() {
        let mut v: Vec<u32> = vec![1, 2];
        reserve(&mut v, 100);
        assert!(v.capacity() >= 102);
        assert_eq!(v, vec![1, 2]);
    }
}

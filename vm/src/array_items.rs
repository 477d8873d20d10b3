//! An array's elements: a buffer whose front may hold room that `shift` left or `unshift`
//! keeps, so a queue (`q.push(x)` … `q.shift()`) runs in amortized constant time per
//! operation instead of moving every element on each `shift`. Reading the elements costs what
//! reading a `Vec` costs: the type keeps a pointer to the first element and their count, as a
//! `Vec` does, and the room before them on the side.

use crate::value::Value;
use std::mem::ManuallyDrop;
use std::ops::{Deref, DerefMut};
use std::ptr::NonNull;

/// How much room at the front `shift` lets build up before moving the elements down: at
/// least this many slots, and at least as many as there are elements (so each move is paid
/// for by as many `shift`s as it moves elements).
const MIN_COMPACT: usize = 16;

/// The elements of an array. Reads and writes in place go through the slice it dereferences
/// to (the elements alone); growing and shrinking at the ends go through [`ArrayItems::push`],
/// [`ArrayItems::pop`], [`ArrayItems::shift`] and [`ArrayItems::unshift`]; anything else
/// (`splice`, `truncate`, …) through [`ArrayItems::vec_mut`], a `Vec` of the elements for
/// the while (the room at the front given back first).
///
/// The buffer is a `Vec<Value>`'s, taken apart: `head` slots of room, then `len` elements
/// from `ptr`, then room for `cap - len` more. With no room at the front, `(ptr, len, cap)`
/// are exactly the `Vec`'s parts. Values need no drop, so the room's slots hold whatever the
/// elements that left them held; nothing reads them (the collector traces the elements only).
///
/// `repr(C)` keeps the fields in the order given, a `Vec`'s (capacity, pointer, length), so the
/// layout the measurements were made with (HISTORY.md, fifty-eighth section) does not move with
/// the compiler's choice.
#[repr(C)]
pub struct ArrayItems {
    /// Slots from `ptr` to the end of the buffer.
    cap: usize,
    /// The first element (dangling, as an empty `Vec`'s pointer, without a buffer).
    ptr: NonNull<Value>,
    /// How many elements.
    len: usize,
    /// Slots before `ptr`: the room at the front (0 without a buffer).
    head: usize,
}

// SAFETY: an `ArrayItems` owns its buffer as the `Vec<Value>` it was made from does, with
// nothing shared, so it may move and be shared between threads exactly when that `Vec` may.
unsafe impl Send for ArrayItems {}
// SAFETY: as for `Send`.
unsafe impl Sync for ArrayItems {}
const _: () = {
    const fn vec_is_send_sync<T: Send + Sync>() {}
    vec_is_send_sync::<Vec<Value>>();
};

impl From<Vec<Value>> for ArrayItems {
    #[inline]
    fn from(v: Vec<Value>) -> Self {
        let mut v = ManuallyDrop::new(v);
        ArrayItems {
            // SAFETY: a `Vec`'s pointer is never null (dangling when it has no buffer).
            ptr: unsafe { NonNull::new_unchecked(v.as_mut_ptr()) },
            len: v.len(),
            cap: v.capacity(),
            head: 0,
        }
    }
}

impl Default for ArrayItems {
    fn default() -> Self {
        Vec::new().into()
    }
}

impl Drop for ArrayItems {
    fn drop(&mut self) {
        // SAFETY: the buffer starts `head` slots before `ptr` and holds `head + cap`; it is
        // the buffer of the `Vec` this was made from (or of one `vec_mut` handed back), freed
        // as that `Vec` with no elements (values need no drop).
        drop(unsafe {
            Vec::from_raw_parts(self.ptr.sub(self.head).as_ptr(), 0, self.head + self.cap)
        });
    }
}

impl Clone for ArrayItems {
    fn clone(&self) -> Self {
        self.to_vec().into()
    }
}

impl std::fmt::Debug for ArrayItems {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl Deref for ArrayItems {
    type Target = [Value];
    #[inline(always)]
    fn deref(&self) -> &[Value] {
        // SAFETY: `len` initialised elements from `ptr` (or none, at a dangling pointer).
        unsafe { std::slice::from_raw_parts(self.ptr.as_ptr(), self.len) }
    }
}

impl DerefMut for ArrayItems {
    #[inline(always)]
    fn deref_mut(&mut self) -> &mut [Value] {
        // SAFETY: as in `deref`, borrowed exclusively through `self`.
        unsafe { std::slice::from_raw_parts_mut(self.ptr.as_ptr(), self.len) }
    }
}

/// The elements of an [`ArrayItems`] as a `Vec` while this lives ([`ArrayItems::vec_mut`]);
/// they go back when it is dropped.
pub struct VecMut<'a> {
    items: &'a mut ArrayItems,
    v: ManuallyDrop<Vec<Value>>,
}

impl Deref for VecMut<'_> {
    type Target = Vec<Value>;
    fn deref(&self) -> &Vec<Value> {
        &self.v
    }
}

impl DerefMut for VecMut<'_> {
    fn deref_mut(&mut self) -> &mut Vec<Value> {
        &mut self.v
    }
}

impl Drop for VecMut<'_> {
    fn drop(&mut self) {
        // SAFETY: taken once, here; `items` was left empty (owning nothing) meanwhile, so
        // writing over it without a drop loses nothing.
        unsafe {
            let v = ManuallyDrop::take(&mut self.v);
            std::ptr::write(self.items, v.into());
        }
    }
}

impl ArrayItems {
    /// Slots in the buffer (room at the front included): what the array's memory accounts
    /// for.
    #[inline]
    pub fn capacity(&self) -> usize {
        self.head + self.cap
    }

    /// How many more elements fit after the last without growing the buffer (growing takes
    /// the room at the front back first).
    #[inline(always)]
    pub fn spare(&self) -> usize {
        self.cap - self.len
    }

    /// Appends `x`.
    #[inline(always)]
    pub fn push(&mut self, x: Value) {
        if self.len == self.cap {
            return self.push_growing(x);
        }
        // SAFETY: `len < cap`: the slot after the last element is in the buffer.
        unsafe { self.ptr.as_ptr().add(self.len).write(x) };
        self.len += 1;
    }

    /// [`ArrayItems::push`] into a full buffer, out of line: callers that must stay small
    /// (the dispatch loop's `arr.push(x)`) keep only the common case inline.
    #[cold]
    #[inline(never)]
    fn push_growing(&mut self, x: Value) {
        self.vec_mut().push(x);
    }

    /// Removes and returns the last element.
    #[inline]
    pub fn pop(&mut self) -> Option<Value> {
        if self.len == 0 {
            return None;
        }
        self.len -= 1;
        // SAFETY: the element at `len` was initialised and is now outside the elements.
        Some(unsafe { self.ptr.as_ptr().add(self.len).read() })
    }

    /// Removes and returns the first element without moving the others (until the room at
    /// the front is at least as large as what is left: then they move down, once).
    pub fn shift(&mut self) -> Option<Value> {
        if self.len == 0 {
            return None;
        }
        // SAFETY: there is a first element, and just past it is still inside the buffer.
        let x = unsafe {
            let x = self.ptr.as_ptr().read();
            self.ptr = self.ptr.add(1);
            x
        };
        self.len -= 1;
        self.cap -= 1;
        self.head += 1;
        if self.len == 0 || (self.head >= MIN_COMPACT && self.head >= self.len) {
            self.compact();
        }
        Some(x)
    }

    /// Puts `xs` before the first element. Into the room at the front when it is large
    /// enough; else the elements move up once, leaving room for half as many again, so a run
    /// of `unshift`s moves each element a bounded number of times.
    pub fn unshift(&mut self, xs: &[Value]) {
        let k = xs.len();
        if k > self.head {
            let room = k + self.len / 2;
            let mut v = Vec::with_capacity(room + self.len);
            v.resize(room, Value::Undefined);
            v.extend_from_slice(self);
            *self = v.into();
            // SAFETY: the new buffer holds `room` slots of room, then the elements.
            self.ptr = unsafe { self.ptr.add(room) };
            self.len -= room;
            self.cap -= room;
            self.head = room;
        }
        // SAFETY: `k <= head`: the `k` slots before the first element are in the buffer.
        unsafe {
            self.ptr = self.ptr.sub(k);
            std::ptr::copy_nonoverlapping(xs.as_ptr(), self.ptr.as_ptr(), k);
        }
        self.head -= k;
        self.len += k;
        self.cap += k;
    }

    /// Removes every element (the buffer is kept).
    #[inline]
    pub fn clear(&mut self) {
        self.len = 0;
        self.compact();
    }

    /// The elements as a `Vec` for as long as the result lives, for changes other than at the
    /// ends. Gives the room at the front back first (moving the elements down, when there is
    /// any).
    #[inline]
    pub fn vec_mut(&mut self) -> VecMut<'_> {
        self.compact();
        // SAFETY: with no room at the front, `(ptr, len, cap)` are a `Vec`'s parts. `self` is
        // left owning nothing until the `VecMut` gives them back.
        let v = unsafe { Vec::from_raw_parts(self.ptr.as_ptr(), self.len, self.cap) };
        std::mem::forget(std::mem::take(self));
        VecMut {
            items: self,
            v: ManuallyDrop::new(v),
        }
    }

    /// The elements as a `Vec` of their own (the room at the front given back).
    pub fn into_vec(mut self) -> Vec<Value> {
        self.compact();
        let this = ManuallyDrop::new(self);
        // SAFETY: as in `vec_mut`; `self` is not dropped, so the buffer is owned once.
        unsafe { Vec::from_raw_parts(this.ptr.as_ptr(), this.len, this.cap) }
    }

    /// Moves the elements to the start of the buffer, giving the room at the front back.
    #[inline]
    fn compact(&mut self) {
        if self.head == 0 {
            return;
        }
        std::hint::cold_path();
        // SAFETY: the buffer starts `head` slots before `ptr`; `ptr::copy` allows the overlap.
        unsafe {
            let base = self.ptr.sub(self.head);
            std::ptr::copy(self.ptr.as_ptr(), base.as_ptr(), self.len);
            self.ptr = base;
        }
        self.cap += self.head;
        self.head = 0;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn n(x: f64) -> Value {
        Value::Number(x)
    }

    fn nums(a: &ArrayItems) -> Vec<f64> {
        a.iter()
            .map(|v| match v {
                Value::Number(x) => *x,
                _ => f64::NAN,
            })
            .collect()
    }

    #[test]
    fn a_queue_passes_through_a_bounded_buffer() {
        let mut a = ArrayItems::default();
        for i in 0..10 {
            a.push(n(i as f64));
        }
        let cap = a.capacity();
        for i in 10..100_000 {
            assert_eq!(a.shift(), Some(n((i - 10) as f64)));
            a.push(n(i as f64));
            assert_eq!(a.len(), 10);
        }
        // The room `shift` leaves is taken back, never grown past.
        assert!(
            a.capacity() <= cap.max(2 * MIN_COMPACT + 10),
            "{}",
            a.capacity()
        );
        assert_eq!(
            nums(&a),
            (99_990..100_000).map(|i| i as f64).collect::<Vec<_>>()
        );
    }

    #[test]
    fn shifting_moves_each_element_a_bounded_number_of_times() {
        let mut a: ArrayItems = (0..10_000).map(|i| n(i as f64)).collect::<Vec<_>>().into();
        let mut moved = 0;
        while !a.is_empty() {
            let before = a.as_ptr();
            a.shift();
            // Not where the shift alone leaves it: the elements moved down.
            if !a.is_empty() && a.as_ptr() != before.wrapping_add(1) {
                moved += a.len();
            }
        }
        // Moving the rest on every shift would be 50 million moves.
        assert!(moved <= 10_000, "{moved} moves");
        let mut a = ArrayItems::default();
        let mut moved = 0;
        for i in 0..10_000 {
            let before = a.as_ptr();
            a.unshift(&[n(i as f64)]);
            if a.as_ptr() != before.wrapping_sub(1) {
                moved += a.len() - 1;
            }
        }
        assert!(moved <= 30_000, "{moved} moves");
        assert_eq!(a[0], n(9999.0));
        assert_eq!(a[9999], n(0.0));
    }

    /// One change to an array, for the model test.
    #[derive(Debug, Clone)]
    enum Step {
        Push(u8),
        Pop,
        Shift,
        Unshift(Vec<u8>),
        Insert(usize, u8),
        Truncate(usize),
        Write(usize, u8),
        Clear,
    }

    fn step() -> impl proptest::strategy::Strategy<Value = Step> {
        use proptest::prelude::*;
        prop_oneof![
            4 => any::<u8>().prop_map(Step::Push),
            1 => Just(Step::Pop),
            4 => Just(Step::Shift),
            2 => proptest::collection::vec(any::<u8>(), 0..5).prop_map(Step::Unshift),
            1 => (any::<usize>(), any::<u8>()).prop_map(|(i, x)| Step::Insert(i, x)),
            1 => any::<usize>().prop_map(Step::Truncate),
            1 => (any::<usize>(), any::<u8>()).prop_map(|(i, x)| Step::Write(i, x)),
            1 => Just(Step::Clear),
        ]
    }

    proptest::proptest! {
        #[test]
        fn any_mix_of_changes_matches_a_deque(steps in proptest::collection::vec(step(), 0..400)) {
            let mut a = ArrayItems::default();
            let mut m = std::collections::VecDeque::<f64>::new();
            let mut max_len = 0;
            for s in steps {
                match s {
                    Step::Push(x) => {
                        a.push(n(x as f64));
                        m.push_back(x as f64);
                    }
                    Step::Pop => proptest::prop_assert_eq!(a.pop(), m.pop_back().map(n)),
                    Step::Shift => proptest::prop_assert_eq!(a.shift(), m.pop_front().map(n)),
                    Step::Unshift(xs) => {
                        let vs: Vec<Value> = xs.iter().map(|&x| n(x as f64)).collect();
                        a.unshift(&vs);
                        for &x in xs.iter().rev() {
                            m.push_front(x as f64);
                        }
                    }
                    Step::Insert(i, x) => {
                        let i = i % (m.len() + 1);
                        a.vec_mut().insert(i, n(x as f64));
                        m.insert(i, x as f64);
                    }
                    Step::Truncate(k) => {
                        let k = k % (m.len() + 1);
                        a.vec_mut().truncate(k);
                        m.truncate(k);
                    }
                    Step::Write(i, x) if !m.is_empty() => {
                        let i = i % m.len();
                        a[i] = n(x as f64);
                        m[i] = x as f64;
                    }
                    Step::Write(..) => {}
                    Step::Clear => {
                        a.clear();
                        m.clear();
                    }
                }
                proptest::prop_assert_eq!(nums(&a), m.iter().copied().collect::<Vec<_>>());
                proptest::prop_assert!(a.capacity() >= a.len() && a.spare() <= a.capacity());
                // The buffer stays within a constant factor of the most elements it held at once
                // (a queue's elements pass through it without growing it).
                max_len = max_len.max(a.len());
                proptest::prop_assert!(a.capacity() <= 4 * max_len + 2 * MIN_COMPACT + 8);
            }
            proptest::prop_assert_eq!(nums(&a.clone()), nums(&a));
            proptest::prop_assert_eq!(a.into_vec().len(), m.len());
        }
    }

    #[test]
    fn shift_and_unshift_keep_the_order_at_both_ends() {
        let mut a: ArrayItems = vec![n(1.0), n(2.0), n(3.0)].into();
        assert_eq!(a.shift(), Some(n(1.0)));
        a.unshift(&[n(7.0), n(8.0)]);
        assert_eq!(nums(&a), vec![7.0, 8.0, 2.0, 3.0]);
        for i in 0..50 {
            a.unshift(&[n(100.0 + i as f64)]);
        }
        assert_eq!(a.len(), 54);
        assert_eq!(nums(&a)[..3], [149.0, 148.0, 147.0]);
        assert_eq!(nums(&a)[50..], [7.0, 8.0, 2.0, 3.0]);
        a.vec_mut().insert(1, n(0.5));
        assert_eq!(nums(&a)[..3], [149.0, 0.5, 148.0]);
        assert_eq!(a.pop(), Some(n(3.0)));
        assert_eq!(nums(&a)[51..], [7.0, 8.0, 2.0]);
    }

    #[test]
    fn emptied_from_either_end() {
        let mut a: ArrayItems = vec![n(1.0), n(2.0)].into();
        assert_eq!(a.shift(), Some(n(1.0)));
        assert_eq!(a.pop(), Some(n(2.0)));
        assert!(a.is_empty());
        assert!(a.pop().is_none() && a.shift().is_none());
        a.push(n(5.0));
        assert_eq!(nums(&a), vec![5.0]);
        assert_eq!(a.clone().into_vec().len(), 1);
    }
}

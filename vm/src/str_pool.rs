//! Storage for the units of strings of 11 to 64 units: blocks of three sizes carved from one
//! buffer and reused through free lists, so making such a string (a concatenation, a padded
//! cell, a slice) calls no allocator, and a collection that frees thousands of them frees none.
//!
//! With a `Box<[u16]>` each, a loop building short strings spent a fifth of its time in the
//! allocator: a collection freed its garbage strings in bulk, which overflowed the allocator's
//! per-thread cache, so the next allocations took its general paths (BENCHMARKS.md, fifty-sixth
//! session).

/// The longest string kept in the pool, in units.
pub const POOL_MAX: usize = 64;

/// Block sizes by class, in units.
const CLASS_UNITS: [usize; 3] = [16, 32, 64];

/// Units the buffer first makes room for (8 KB), so the first strings do not grow it block by
/// block.
const FIRST_ROOM: usize = 4096;

/// The most units a pool's buffer may hold to be kept for the thread's next execution (twice
/// its first room: a small execution's pool, not a large one's).
const MAX_SPARE_UNITS: usize = 2 * FIRST_ROOM;

/// The pool: one buffer of blocks and a free list per class.
#[derive(Default)]
pub(crate) struct StrPool {
    units: Vec<u16>,
    free: [Vec<u32>; 3],
}

impl StrPool {
    /// No buffers.
    pub(crate) const EMPTY: StrPool = StrPool {
        units: Vec::new(),
        free: [Vec::new(), Vec::new(), Vec::new()],
    };

    /// This pool's buffers, emptied, for the thread's next execution (`spare.rs`): its
    /// strings are gone with the heap's slots. A pool grown past [`MAX_SPARE_UNITS`] is not
    /// kept (it stays here, to be freed with its heap).
    pub(crate) fn take_spare(&mut self) -> StrPool {
        if self.units.capacity() > MAX_SPARE_UNITS {
            return StrPool::EMPTY;
        }
        let mut spare = std::mem::take(self);
        spare.units.clear();
        for f in spare.free.iter_mut() {
            f.clear();
        }
        spare
    }

    /// The class of a block for `len` units (`len <= POOL_MAX`).
    #[inline(always)]
    fn class_of(len: usize) -> usize {
        (len > CLASS_UNITS[0]) as usize + (len > CLASS_UNITS[1]) as usize
    }

    /// The bytes a block of `class` takes.
    pub(crate) fn block_bytes(class: u8) -> usize {
        CLASS_UNITS.get(class as usize).copied().unwrap_or(0) * 2
    }

    /// Copies `u` (at most [`POOL_MAX`] units) into a free block, or a new one; returns the
    /// block's class and offset, or `None` when `u` is too long or the buffer would pass
    /// 2^32 units.
    #[inline]
    pub(crate) fn alloc(&mut self, u: &[u16]) -> Option<(u8, u32)> {
        if u.len() > POOL_MAX {
            return None;
        }
        let class = Self::class_of(u.len());
        let at = match self.free[class].pop() {
            Some(at) => at as usize,
            None => self.carve(CLASS_UNITS[class])?,
        };
        self.units.get_mut(at..at + u.len())?.copy_from_slice(u);
        Some((class as u8, at as u32))
    }

    /// A new block of `size` units at the buffer's end.
    fn carve(&mut self, size: usize) -> Option<usize> {
        let at = self.units.len();
        if at + size > u32::MAX as usize {
            return None;
        }
        if self.units.capacity() == 0 {
            self.units.reserve(FIRST_ROOM);
        }
        self.units.resize(at + size, 0);
        Some(at)
    }

    /// The `len` units at `at`.
    #[inline(always)]
    pub(crate) fn get(&self, at: u32, len: u8) -> &[u16] {
        let at = at as usize;
        self.units.get(at..at + len as usize).unwrap_or(&[])
    }

    /// Returns a block to its class's free list.
    pub(crate) fn release(&mut self, class: u8, at: u32) {
        if let Some(f) = self.free.get_mut(class as usize) {
            f.push(at);
        }
    }

    /// The bytes of its blocks that are free and its buffer's room not yet carved: memory the
    /// heap holds though no string uses it, counted against the memory budget.
    pub(crate) fn free_bytes(&self) -> usize {
        let free: usize = (0..CLASS_UNITS.len())
            .map(|c| self.free[c].len() * CLASS_UNITS[c])
            .sum();
        (free + self.units.capacity() - self.units.len()) * 2
    }

    /// Whether it owns no buffer.
    pub(crate) fn owns_nothing(&self) -> bool {
        (self.units.capacity()
            | self.free[0].capacity()
            | self.free[1].capacity()
            | self.free[2].capacity())
            == 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn blocks_are_reused_by_class_and_hold_their_units() {
        let mut p = StrPool::default();
        let a: Vec<u16> = (0..11).collect();
        let b: Vec<u16> = (100..140).collect();
        let (ca, at_a) = p.alloc(&a).unwrap();
        let (cb, at_b) = p.alloc(&b).unwrap();
        assert_eq!((ca, cb), (0, 2));
        assert_eq!(p.get(at_a, 11), &a[..]);
        assert_eq!(p.get(at_b, 40), &b[..]);
        let before = p.free_bytes();
        p.release(ca, at_a);
        assert_eq!(p.free_bytes(), before + 32);
        // A 16-unit string takes the freed 16-unit block; a 17-unit one a new 32-unit block.
        let c: Vec<u16> = (7..23).collect();
        assert_eq!(p.alloc(&c), Some((0, at_a)));
        assert_eq!(p.free_bytes(), before);
        assert_eq!(p.get(at_a, 16), &c[..]);
        let (cd, at_d) = p.alloc(&[1; 17]).unwrap();
        assert_eq!(cd, 1);
        assert!(at_d as usize >= at_b as usize + 64);
        assert_eq!(p.get(at_b, 40), &b[..]);
        assert_eq!(p.alloc(&[0; 65]), None);
    }
}

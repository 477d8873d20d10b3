//! The allocator behind the heap's slot arrays: on Linux, blocks of 2 MiB and more are mapped
//! directly, 2 MiB-aligned and advised for transparent huge pages, and grow by moving their
//! pages (`mremap`), never by copying them.
//!
//! A program that builds a large heap (hundreds of thousands of objects read from tool data)
//! writes each new slot into memory the kernel has not mapped yet: with 4 KiB pages that is one
//! page fault per 4 KiB, about 30,000 of them for 130 MB, and a random property read over such
//! a heap misses the TLB on most objects (a nested page walk in a virtual machine). On a huge
//! page one fault maps 2 MiB and one TLB entry covers it. The kernel honours the advice where
//! transparent huge pages are `always` or `madvise` (the common default); elsewhere it is
//! ignored and the blocks behave as 4 KiB pages would.
//!
//! Why not the system allocator with the advice added: glibc grows a large block with `mremap`
//! to whatever address the kernel picks, which is not 2 MiB-aligned, so the moved huge pages are
//! split and the advice lost; growing by allocate-copy-free instead keeps both blocks resident
//! while copying (half again the peak memory). Here a block that cannot grow in place is moved
//! to a new 2 MiB-aligned reservation, page tables and all.
//!
//! A freed large block is kept for reuse by the next execution's heap (`arena_pool.rs`).
//!
//! Small blocks, and every block on other systems, come from the global allocator.

use allocator_api2::alloc::{AllocError, Allocator};
use std::alloc::Layout;
use std::ptr::NonNull;

/// Blocks at least this large are mapped directly (on Linux).
const HUGE: usize = 2 << 20;

/// The heap arenas' allocator (see the module docs). Zero-sized: a `Vec` over it is as small
/// as a standard one.
#[derive(Clone, Copy, Default, Debug)]
pub struct ArenaAlloc;

/// Whether a block of `layout` is mapped directly rather than taken from the global allocator.
/// Allocation, growth and deallocation all decide by it, so they always agree.
#[inline]
fn mapped(layout: Layout) -> bool {
    cfg!(target_os = "linux") && layout.size() >= HUGE && layout.align() <= HUGE
}

/// The length of the mapping behind a directly mapped block of `size` bytes: whole huge pages.
#[inline]
#[cfg_attr(not(target_os = "linux"), allow(dead_code))]
fn span(size: usize) -> usize {
    size.div_ceil(HUGE) * HUGE
}

#[cfg(target_os = "linux")]
mod map {
    //! The direct mappings (Linux only). Each block in use has its mapped length recorded in
    //! the pool (`arena_pool.rs`): a block taken from the pool may be longer than asked.
    use super::{span, HUGE};
    use crate::arena_pool as pool;

    /// A block of at least `len` bytes (a multiple of [`HUGE`]) at a 2 MiB-aligned address,
    /// advised for huge pages: a kept one when the pool has one, else a new mapping; `None`
    /// when the system refuses the mapping.
    pub(super) fn reserve(len: usize) -> Option<*mut u8> {
        let (p, mapped) = pool::take(len).or_else(|| Some((map_new(len)?, len)))?;
        pool::record(p, mapped);
        Some(p)
    }

    /// A new mapping of `len` bytes for [`reserve`].
    fn map_new(len: usize) -> Option<*mut u8> {
        // Over-map by one huge page, then unmap the unaligned head and the tail beyond `len`.
        let over = len.checked_add(HUGE)?;
        // SAFETY: a fresh private anonymous mapping; no existing memory is touched.
        let p = unsafe {
            libc::mmap(
                std::ptr::null_mut(),
                over,
                libc::PROT_READ | libc::PROT_WRITE,
                libc::MAP_PRIVATE | libc::MAP_ANONYMOUS,
                -1,
                0,
            )
        };
        if p == libc::MAP_FAILED {
            return None;
        }
        let start = p as usize;
        let aligned = start.next_multiple_of(HUGE);
        // SAFETY: both ranges lie inside the mapping just made and outside `[aligned, +len)`.
        unsafe {
            if aligned > start {
                libc::munmap(p, aligned - start);
            }
            let tail = start + over - (aligned + len);
            if tail > 0 {
                libc::munmap((aligned + len) as *mut libc::c_void, tail);
            }
            // Advice only: a kernel without transparent huge pages refuses it, harmlessly.
            libc::madvise(aligned as *mut libc::c_void, len, libc::MADV_HUGEPAGE);
        }
        Some(aligned as *mut u8)
    }

    /// Frees a block of `size` bytes made by [`reserve`] or [`grow`]: the pool keeps it for
    /// reuse or unmaps it.
    ///
    /// # Safety
    /// `p` must be such a block, not used afterwards.
    pub(super) unsafe fn release(p: *mut u8, size: usize) {
        let mapped = pool::forget(p).unwrap_or(span(size));
        // SAFETY: per the contract, `[p, p + mapped)` is our mapping and unused.
        unsafe { pool::put(p, mapped) }
    }

    /// Grows a block of `old` bytes to `new`: inside its mapping when that is long enough, in
    /// place when the address space after it is free, else by moving its pages into another
    /// aligned block (copying them if the move is refused).
    ///
    /// # Safety
    /// `p` must be a block made by [`reserve`] or [`grow`] for `old` bytes; on success it must
    /// not be used again (unless returned).
    pub(super) unsafe fn grow(p: *mut u8, old: usize, new: usize) -> Option<*mut u8> {
        let (from, to) = (pool::mapped_len(p).unwrap_or(span(old)), span(new));
        if to <= from {
            return Some(p);
        }
        // SAFETY: `[p, p + from)` is our mapping; without MREMAP_MAYMOVE it stays where it is
        // or the call fails, and the added range inherits its advice.
        let q = unsafe { libc::mremap(p.cast(), from, to, 0) };
        if q != libc::MAP_FAILED {
            pool::record(p, to);
            return Some(p);
        }
        let dst = reserve(to)?;
        // SAFETY: moves our mapping onto the start of the other block (MREMAP_FIXED replaces
        // what is there); both addresses are 2 MiB-aligned, so huge pages move whole. The rest
        // of that block stays mapped and advised.
        let q = unsafe {
            libc::mremap(
                p.cast(),
                from,
                from,
                libc::MREMAP_MAYMOVE | libc::MREMAP_FIXED,
                dst.cast::<libc::c_void>(),
            )
        };
        if q == libc::MAP_FAILED {
            // SAFETY: `[p, p + old)` is our block's content and `dst` a distinct block of at
            // least `to > old` bytes; the old block is freed after its last use.
            unsafe {
                std::ptr::copy_nonoverlapping(p, dst, old);
                release(p, old);
            }
        } else {
            // Its pages moved; the old address range is unmapped.
            pool::forget(p);
        }
        Some(dst)
    }
}

unsafe impl Allocator for ArenaAlloc {
    fn allocate(&self, layout: Layout) -> Result<NonNull<[u8]>, AllocError> {
        if layout.size() == 0 {
            // A dangling, well-aligned pointer, as the standard allocator gives for zero sizes.
            let p = NonNull::new(layout.align() as *mut u8).ok_or(AllocError)?;
            return Ok(NonNull::slice_from_raw_parts(p, 0));
        }
        #[cfg(target_os = "linux")]
        if mapped(layout) {
            let p = map::reserve(span(layout.size())).ok_or(AllocError)?;
            let p = NonNull::new(p).ok_or(AllocError)?;
            return Ok(NonNull::slice_from_raw_parts(p, layout.size()));
        }
        // SAFETY: `layout` has a non-zero size.
        let p = NonNull::new(unsafe { std::alloc::alloc(layout) }).ok_or(AllocError)?;
        Ok(NonNull::slice_from_raw_parts(p, layout.size()))
    }

    unsafe fn deallocate(&self, ptr: NonNull<u8>, layout: Layout) {
        if layout.size() == 0 {
            return;
        }
        #[cfg(target_os = "linux")]
        if mapped(layout) {
            // SAFETY: a mapped layout's block came from `map::reserve` or `map::grow`.
            unsafe { map::release(ptr.as_ptr(), layout.size()) };
            return;
        }
        // SAFETY: `ptr` came from the global allocator with this `layout`.
        unsafe { std::alloc::dealloc(ptr.as_ptr(), layout) }
    }

    unsafe fn grow(
        &self,
        ptr: NonNull<u8>,
        old: Layout,
        new: Layout,
    ) -> Result<NonNull<[u8]>, AllocError> {
        let both_small = !mapped(old) && !mapped(new);
        if old.size() != 0 && new.align() == old.align() {
            if both_small {
                // SAFETY: `ptr` came from the global allocator with `old`; the new size is
                // non-zero and, per the `grow` contract, at least the old one.
                let p = unsafe { std::alloc::realloc(ptr.as_ptr(), old, new.size()) };
                let p = NonNull::new(p).ok_or(AllocError)?;
                return Ok(NonNull::slice_from_raw_parts(p, new.size()));
            }
            #[cfg(target_os = "linux")]
            if mapped(old) && mapped(new) {
                // SAFETY: `ptr` is a mapped block of `old.size()` bytes; it is replaced by the
                // result (the same block, grown, or its moved pages).
                let p = unsafe { map::grow(ptr.as_ptr(), old.size(), new.size()) };
                let p = NonNull::new(p.ok_or(AllocError)?).ok_or(AllocError)?;
                return Ok(NonNull::slice_from_raw_parts(p, new.size()));
            }
        }
        // Crossing from the global allocator to a mapping (once per arena), or an alignment
        // change: allocate, copy, free.
        let block = self.allocate(new)?;
        // SAFETY: both blocks are valid for `old.size()` bytes (the new one is at least that
        // large) and distinct; the old one came from this allocator with `old`.
        unsafe {
            std::ptr::copy_nonoverlapping(ptr.as_ptr(), block.as_ptr().cast::<u8>(), old.size());
            self.deallocate(ptr, old);
        }
        Ok(block)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use allocator_api2::vec::Vec;

    #[test]
    fn small_and_large_vectors_grow_and_keep_their_contents() {
        let mut v: Vec<u64, ArenaAlloc> = Vec::new_in(ArenaAlloc);
        // Through the small sizes (realloc) and past 2 MiB (aligned blocks, copied growth).
        for i in 0..600_000u64 {
            v.push(i * 3);
        }
        assert!(v.capacity() * 8 >= HUGE);
        if cfg!(target_os = "linux") {
            assert_eq!(
                v.as_ptr() as usize % HUGE,
                0,
                "a large block is 2 MiB-aligned"
            );
        }
        assert!(v.iter().enumerate().all(|(i, &x)| x == i as u64 * 3));
        v.truncate(10);
        v.shrink_to_fit();
        assert_eq!(&v[..3], &[0, 3, 6]);
        let empty: Vec<u64, ArenaAlloc> = Vec::with_capacity_in(0, ArenaAlloc);
        assert!(empty.is_empty());
    }

    #[test]
    fn large_blocks_are_mapped_in_whole_huge_pages() {
        assert!(!mapped(Layout::from_size_align(HUGE - 8, 8).unwrap()));
        assert_eq!(
            mapped(Layout::from_size_align(HUGE, 8).unwrap()),
            cfg!(target_os = "linux")
        );
        assert_eq!(span(HUGE), HUGE);
        assert_eq!(span(HUGE + 8), 2 * HUGE);
    }

    #[cfg(target_os = "linux")]
    #[test]
    fn a_freed_block_is_kept_reused_and_grown_inside() {
        // 62 MiB: no other test here asks for a block this pool would answer with it.
        let mut a: Vec<u8, ArenaAlloc> = Vec::with_capacity_in(62 << 20, ArenaAlloc);
        a.resize(62 << 20, 7);
        let at = a.as_ptr();
        drop(a);
        let mut b: Vec<u8, ArenaAlloc> = Vec::with_capacity_in(40 << 20, ArenaAlloc);
        assert_eq!(b.as_ptr(), at, "the kept block is handed out again");
        b.extend(std::iter::repeat_n(1u8, 40 << 20));
        // Past the 40 MiB asked for, inside the 62 MiB mapped: the block does not move.
        b.reserve_exact(20 << 20);
        b.extend(std::iter::repeat_n(2u8, 20 << 20));
        assert_eq!(b.as_ptr(), at);
        assert!(b[..40 << 20].iter().all(|&x| x == 1));
        assert!(b[40 << 20..].iter().all(|&x| x == 2));
        // Past the mapping: it grows or moves, its contents kept.
        b.extend(std::iter::repeat_n(3u8, 10 << 20));
        assert!(b[..40 << 20].iter().all(|&x| x == 1));
        assert!(b[60 << 20..].iter().all(|&x| x == 3));
    }

    #[test]
    fn several_large_vectors_grow_side_by_side() {
        // Interleaved growth makes in-place growth fail at times, so blocks move.
        let mut vs: [Vec<u32, ArenaAlloc>; 3] = std::array::from_fn(|_| Vec::new_in(ArenaAlloc));
        for i in 0..1_500_000u32 {
            for (k, v) in vs.iter_mut().enumerate() {
                v.push(i ^ k as u32);
            }
        }
        for (k, v) in vs.iter().enumerate() {
            assert!(v.iter().enumerate().all(|(i, &x)| x == i as u32 ^ k as u32));
        }
        let moved: Vec<u32, ArenaAlloc> = vs[1].clone();
        drop(vs);
        assert_eq!(moved[1_499_999], 1_499_999 ^ 1);
    }
}

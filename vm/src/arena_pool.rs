//! Huge-page mappings kept after their blocks are freed, for the next execution's heap.
//!
//! Every execution builds its heap from nothing and drops it at the end. Without a pool, each
//! large slot array is a fresh mapping, and the kernel zeroes every page the first time it is
//! written: in d_array that zeroing was 13% of the run (`clear_page_erms`), paid again on
//! every execution of a host that runs many. Kept here instead, a freed mapping is handed to
//! the next large allocation or growth as it is, already mapped and on huge pages.
//!
//! A kept block is advised `MADV_FREE`: the kernel may take its pages back whenever it needs
//! memory (then the next write maps a zeroed page, as a fresh mapping would), and until it
//! does a write reuses them with no fault. The pool holds at most [`cache_limit`] bytes
//! (256 MiB unless the host sets another limit); a block that would pass it is unmapped
//! at once. [`release_cached_memory`] unmaps everything kept.
//!
//! Blocks are kept whole and handed out whole: a request takes the smallest kept block at
//! least its size (and at most [`MAX_WASTE`] times it), and the block's mapped length is
//! remembered while it is in use (a `Vec` knows only what it asked for), so the `Vec` grows
//! inside it with no system call.
//! A heap's largest slot array, the one whose zeroing cost most, so grows inside the block
//! the previous execution's largest array left.

use std::collections::HashMap;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

/// The default of [`cache_limit`].
const DEFAULT_LIMIT: usize = 256 << 20;

/// A request takes a kept block at most this many times its size: a small array that took
/// the previous execution's largest block would leave the largest array of this one to grow
/// in fresh mappings.
const MAX_WASTE: usize = 8;

static LIMIT: AtomicUsize = AtomicUsize::new(DEFAULT_LIMIT);

/// The bookkeeping, apart from the system calls (which its callers make).
struct Pool {
    /// Freed blocks kept for reuse: `(start, mapped length)`.
    kept: Vec<(usize, usize)>,
    /// Their total length.
    bytes: usize,
    /// The mapped length of every block in use, by its start.
    live: Option<HashMap<usize, usize>>,
}

impl Pool {
    const fn new() -> Pool {
        Pool {
            kept: Vec::new(),
            bytes: 0,
            live: None,
        }
    }

    /// Takes the smallest kept block of at least `len` bytes and at most [`MAX_WASTE`] times
    /// that: its start and mapped length.
    fn take(&mut self, len: usize) -> Option<(usize, usize)> {
        let (i, _) = self
            .kept
            .iter()
            .enumerate()
            .filter(|(_, b)| b.1 >= len && b.1 / MAX_WASTE <= len)
            .min_by_key(|(_, b)| b.1)?;
        let (start, have) = self.kept.swap_remove(i);
        self.bytes -= have;
        Some((start, have))
    }

    /// Keeps a freed block if that stays within `limit` bytes; `false` when the caller must
    /// unmap it instead.
    fn keep(&mut self, start: usize, len: usize, limit: usize) -> bool {
        if self.bytes.saturating_add(len) > limit {
            return false;
        }
        self.bytes += len;
        self.kept.push((start, len));
        true
    }

    /// Gives up kept blocks, last kept first, until at most `limit` bytes are kept; the caller
    /// unmaps what is returned.
    fn shed(&mut self, limit: usize) -> Vec<(usize, usize)> {
        let mut out = Vec::new();
        while self.bytes > limit {
            let Some(b) = self.kept.pop() else {
                break;
            };
            self.bytes -= b.1;
            out.push(b);
        }
        out
    }
}

static POOL: Mutex<Pool> = Mutex::new(Pool::new());

/// The pool, locked. Nothing in it can panic halfway through a change, so a poisoned lock
/// (a panic elsewhere while it was held) is used as it is.
fn pool() -> std::sync::MutexGuard<'static, Pool> {
    POOL.lock().unwrap_or_else(|e| e.into_inner())
}

fn unmap(start: usize, len: usize) {
    // SAFETY: every block leaving the pool this way is one of our anonymous mappings, owned
    // by the pool alone.
    unsafe {
        libc::munmap(start as *mut libc::c_void, len);
    }
}

/// The most bytes of freed heap blocks the process keeps for reuse (see the module docs).
pub(crate) fn cache_limit() -> usize {
    LIMIT.load(Ordering::Relaxed)
}

/// Sets [`cache_limit`]; `0` keeps nothing. Blocks kept beyond the new limit are unmapped now.
pub(crate) fn set_cache_limit(bytes: usize) {
    LIMIT.store(bytes, Ordering::Relaxed);
    unmap_beyond(bytes);
}

/// Unmaps every kept block, returning its memory to the system at once (the kernel takes it
/// back by itself only when it needs memory).
pub(crate) fn release_cached_memory() {
    unmap_beyond(0);
}

/// Unmaps kept blocks until at most `bytes` are kept (the lock is released before unmapping).
fn unmap_beyond(bytes: usize) {
    let shed = pool().shed(bytes);
    for (start, len) in shed {
        unmap(start, len);
    }
}

/// Bytes currently kept.
pub(crate) fn cached_bytes() -> usize {
    pool().bytes
}

/// Takes the smallest kept block of at least `len` bytes (and at most [`MAX_WASTE`] times
/// that): its start and mapped length.
pub(crate) fn take(len: usize) -> Option<(*mut u8, usize)> {
    let (start, have) = pool().take(len)?;
    Some((start as *mut u8, have))
}

/// Records that the block at `start`, now in use, has `len` bytes mapped.
pub(crate) fn record(start: *mut u8, len: usize) {
    pool()
        .live
        .get_or_insert_with(HashMap::new)
        .insert(start as usize, len);
}

/// The mapped length of the block in use at `start` (`None` if it was never recorded).
pub(crate) fn mapped_len(start: *mut u8) -> Option<usize> {
    pool().live.as_ref()?.get(&(start as usize)).copied()
}

/// Forgets the block in use at `start` (freed or moved): its mapped length, if recorded.
pub(crate) fn forget(start: *mut u8) -> Option<usize> {
    pool().live.as_mut()?.remove(&(start as usize))
}

/// Keeps the freed block `[start, start + len)` for reuse, or unmaps it when keeping it would
/// pass [`cache_limit`].
///
/// # Safety
/// The block must be one of our anonymous mappings, 2 MiB-aligned, `len` a multiple of 2 MiB,
/// not used by anything afterwards.
pub(crate) unsafe fn put(start: *mut u8, len: usize) {
    let start = start as usize;
    // Advised before it is kept: once in the pool another thread may take it and write it.
    // SAFETY: per the contract the block is ours and unused; the kernel may drop its pages.
    unsafe {
        libc::madvise(start as *mut libc::c_void, len, libc::MADV_FREE);
    }
    if !pool().keep(start, len, cache_limit()) {
        unmap(start, len);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const MB: usize = 1 << 20;

    #[test]
    fn a_request_takes_the_smallest_block_that_fits_without_great_waste() {
        let mut p = Pool::new();
        for (start, len) in [
            (100 * MB, 12 * MB),
            (200 * MB, 184 * MB),
            (400 * MB, 4 * MB),
        ] {
            assert!(p.keep(start, len, usize::MAX));
        }
        assert_eq!(p.bytes, 200 * MB);
        // 4 MiB fits all three; the smallest is taken.
        assert_eq!(p.take(4 * MB), Some((400 * MB, 4 * MB)));
        // 4 MiB again: 12 MiB is within eight times; 184 MiB is not, and is left for growth.
        assert_eq!(p.take(4 * MB), Some((100 * MB, 12 * MB)));
        assert_eq!(p.take(4 * MB), None);
        // A growing array asking 23 MiB gets the large block.
        assert_eq!(p.take(23 * MB), Some((200 * MB, 184 * MB)));
        assert_eq!((p.bytes, p.kept.len()), (0, 0));
        assert_eq!(p.take(2 * MB), None);
    }

    #[test]
    fn the_limit_bounds_what_is_kept_and_shedding_returns_the_rest() {
        let mut p = Pool::new();
        assert!(p.keep(0, 8 * MB, 16 * MB));
        assert!(p.keep(8 * MB, 8 * MB, 16 * MB));
        assert!(
            !p.keep(16 * MB, 2 * MB, 16 * MB),
            "past the limit: unmapped instead"
        );
        assert_eq!(p.bytes, 16 * MB);
        assert_eq!(p.shed(10 * MB), vec![(8 * MB, 8 * MB)]);
        assert_eq!(p.bytes, 8 * MB);
        assert_eq!(p.shed(0), vec![(0, 8 * MB)]);
        assert_eq!((p.bytes, p.kept.len()), (0, 0));
        assert!(!p.keep(0, 2 * MB, 0), "a zero limit keeps nothing");
    }
}

//! The host's control over freed heap memory the process keeps for later executions.
//!
//! On Linux, the large blocks a heap's slot arrays live in (2 MiB and up, on huge pages) are
//! kept after an execution ends, up to a limit, and the next execution's heap reuses them
//! without the kernel mapping and zeroing fresh pages (see `arena_pool.rs`). Kept memory is
//! advised `MADV_FREE`: the kernel reclaims it by itself under memory pressure, but until then
//! it counts in the process's resident set. A host that wants it back at once, or never kept,
//! uses these. On other systems nothing is kept and these do nothing.
//!
//! Apart from those, each thread that ran an execution keeps that execution's few small blocks
//! of fixed size (the `Vm`, its stacks, its method cache, its heap's first slots: about 8 KB)
//! for its next execution (`spare.rs`): [`release`] frees the calling thread's, and a limit of
//! 0 (on Linux) stops threads keeping them.

/// The most bytes of freed heap blocks kept for reuse (default 256 MiB; `0` on systems where
/// nothing is kept).
pub fn limit() -> usize {
    #[cfg(target_os = "linux")]
    return crate::arena_pool::cache_limit();
    #[cfg(not(target_os = "linux"))]
    0
}

/// Sets [`limit`]; `0` keeps nothing (nor the threads' small blocks, see the module's notes).
/// Memory kept beyond the new limit is returned at once.
pub fn set_limit(bytes: usize) {
    #[cfg(target_os = "linux")]
    crate::arena_pool::set_cache_limit(bytes);
    #[cfg(not(target_os = "linux"))]
    let _ = bytes;
}

/// Returns every kept block to the system now, and the calling thread's small blocks.
pub fn release() {
    #[cfg(target_os = "linux")]
    crate::arena_pool::release_cached_memory();
    crate::spare::release_this_thread();
}

/// Bytes of freed heap blocks kept right now.
pub fn kept_bytes() -> usize {
    #[cfg(target_os = "linux")]
    return crate::arena_pool::cached_bytes();
    #[cfg(not(target_os = "linux"))]
    0
}

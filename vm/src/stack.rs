//! Native stack headroom for recursive builtins. Executions run on the host's threads, whose
//! stacks may be small (tokio's workers have 2 MB); recursion in JSON, `join`, `flat` and the
//! data boundary grows the stack on demand instead of overflowing it.

/// Runs `f`, first moving to a fresh stack segment if less than 128 KB is left.
#[inline]
pub fn guard<R>(f: impl FnOnce() -> R) -> R {
    stacker::maybe_grow(128 * 1024, 2 * 1024 * 1024, f)
}

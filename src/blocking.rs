//! Blocking entry points for hosts that are not async (fuzzers, benchmark harnesses, CLIs): a
//! program that finishes without waiting runs to its end in one poll on the calling thread.

use crate::execute::{CodeMode, ExecuteOptions, Program};
use crate::result::ExecutionResult;
use std::future::Future;
use std::pin::pin;
use std::task::{Context, Poll, Waker};
use tokio::runtime::Runtime;

impl CodeMode {
    /// Runs a program on the calling thread and returns its result: what
    /// `rt.block_on(self.execute(code, options))` returns, for hosts without an async context
    /// of their own.
    ///
    /// The execution is polled once inside `rt`'s context (so tools may use tokio: spawn
    /// tasks, start timers). A program that finishes in that poll (no tool call left pending,
    /// no time slice used up) never enters the runtime's scheduler, whose machinery is a few
    /// percent of a small execution's time (BENCHMARKS.md). One that waits is
    /// then driven by `rt.block_on`, with its timeout and cancellation as usual.
    ///
    /// # Panics
    ///
    /// As `Runtime::block_on` does, when called from async code and the program waits: there,
    /// `.await` [`CodeMode::execute`] instead.
    pub fn execute_blocking(
        &self,
        rt: &Runtime,
        code: &str,
        options: ExecuteOptions,
    ) -> ExecutionResult {
        poll_then_block_on(rt, self.execute(code, options))
    }

    /// Runs a compiled program on the calling thread and returns its result: what
    /// `rt.block_on(self.execute_program(program, options))` returns, polled first without
    /// the runtime's scheduler as [`CodeMode::execute_blocking`] describes.
    ///
    /// # Panics
    ///
    /// As `Runtime::block_on` does, when called from async code and the program waits: there,
    /// `.await` [`CodeMode::execute_program`] instead.
    pub fn execute_program_blocking(
        &self,
        rt: &Runtime,
        program: &Program,
        options: ExecuteOptions,
    ) -> ExecutionResult {
        poll_then_block_on(rt, self.execute_program(program, options))
    }
}

/// Polls `fut` once inside `rt`'s context with a waker that does nothing, and, unless that
/// finished it, hands it to `rt.block_on`. The contract of `Future::poll` makes the hand-over
/// sound: every poll registers the waker it is given, so whatever the first poll left waiting
/// (a tool's future, a timer, a channel) registers `block_on`'s waker on its next poll, which
/// `block_on` makes at once.
#[inline(always)]
fn poll_then_block_on<F: Future>(rt: &Runtime, fut: F) -> F::Output {
    let mut fut = pin!(fut);
    let first = {
        let _entered = rt.enter();
        fut.as_mut().poll(&mut Context::from_waker(Waker::noop()))
    };
    match first {
        Poll::Ready(r) => r,
        Poll::Pending => rt.block_on(fut),
    }
}

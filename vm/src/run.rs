//! The run loop: one fuel slice over the frames and the microtask queue, with the host's tool
//! calls handed over where the program makes them.

use crate::limits::Halt;
use crate::state::Vm;

impl Vm {
    /// Runs until the fuel slice is used up, nothing is runnable, or a limit terminates the run.
    /// Every tool call ends the run ([`Halt::HostCall`]) so the host can start it at once.
    pub fn run(&mut self, slice: u64) -> Halt {
        self.run_slice(slice, None)
    }

    /// [`Self::run`], but the program's tool calls go to `host` where they are made, and the
    /// run goes on: `host` takes the requests ([`Self::take_host_requests`]), starts them and
    /// may settle the ones that answer at once ([`Self::settle_host_call`]), so a program
    /// awaiting such calls one after another runs them all in one slice. The VM keeps no hold
    /// on `host` beyond this call.
    pub fn run_with_host(&mut self, slice: u64, host: &mut dyn FnMut(&mut Vm)) -> Halt {
        self.run_slice(slice, Some(host))
    }

    fn run_slice(&mut self, slice: u64, mut host: Option<&mut dyn FnMut(&mut Vm)>) -> Halt {
        if let Some(h) = self.pending_halt.take() {
            return h;
        }
        let code = self.code.clone();
        let allowed = slice.min(
            self.limits
                .max_instructions
                .saturating_sub(self.instructions),
        );
        let mut fuel = allowed;
        self.slice_end = self.instructions.saturating_add(allowed);
        let halt = loop {
            if self.frames.is_empty() {
                match self.microtasks.pop_front() {
                    Some(job) => self.start_job(&code, job),
                    None => break Halt::Idle,
                }
                continue;
            }
            let halt = self.dispatch(&code, &mut fuel);
            if let Some(h) = halt.filter(|h| !matches!(h, Halt::HostCall)) {
                break h;
            }
            if let Some(h) = self.pending_halt.take() {
                break h;
            }
            // A call made by the tool-call instruction (`halt`) or through a `tools`
            // reference value (a native call, which leaves the request queued).
            if halt.is_some() || self.has_host_requests() {
                let Some(host) = host.as_mut() else {
                    break Halt::HostCall;
                };
                host(self);
                // A settled result can put the heap over its budget.
                if let Some(h) = self.pending_halt.take() {
                    break h;
                }
            }
        };
        self.instructions += allowed - fuel;
        self.slice_end = u64::MAX;
        // Builtins charge for their work directly, so the budget can be spent even by a run that
        // then finished or is waiting on tools.
        if matches!(halt, Halt::Yield | Halt::Idle | Halt::HostCall)
            && self.instructions >= self.limits.max_instructions
        {
            return Halt::OutOfInstructions;
        }
        halt
    }
}

//! The host side of tool calls for one execution: turns the VM's call requests into running
//! tool futures (eagerly, at most N at once, the rest queued), checks limits and schemas, fires
//! the hooks, records every call, and hands completions back to the VM.

use crate::tool::{validation_message, Attachment, ToolContext, ToolEntry, ToolTable};
use codemode_vm::host::{HostError, HostErrorKind, HostRequest};
use codemode_vm::Vm;
use futures_util::stream::FuturesUnordered;
use futures_util::{FutureExt, StreamExt};
use serde::Serialize;
use serde_json::Value as Json;
use std::collections::VecDeque;
use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;
use std::task::{Context, Poll};
use std::time::Instant;

/// How a tool call ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum ToolCallOutcome {
    /// The tool answered and the answer was accepted.
    Success,
    /// The call was refused or failed (see `message`).
    Failure,
    /// The execution ended (timeout, cancellation, a limit, an uncaught error) while the call was
    /// still running or waiting its turn. Only in the result's record: no end hook fires for it.
    Interrupted,
}

/// One tool call as the result's `toolCalls` lists it and the end hook reports it.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ToolCallRecord {
    /// 0-based position among this execution's calls.
    pub index: usize,
    /// The dotted tool path (`github.list_issues`), shared with every other call to that tool.
    pub name: Arc<str>,
    /// The input as sent (`null` when it could not cross the data boundary).
    pub input: Json,
    /// Milliseconds from the call to its settlement.
    pub duration_ms: u64,
    /// How it ended.
    pub outcome: ToolCallOutcome,
    /// The model-safe failure message.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub message: Option<String>,
}

/// The start of a tool call, as the start hook sees it.
#[derive(Clone, Debug, PartialEq)]
pub struct ToolCallStart<'a> {
    /// 0-based position among this execution's calls.
    pub index: usize,
    /// The dotted tool path.
    pub name: &'a str,
    /// The input (`null` when it could not cross the data boundary).
    pub input: &'a Json,
}

/// Observes tool calls as they happen (progress displays, audit logs). Hooks run on the
/// execution's task, so they must be quick.
pub trait ToolCallHooks: Send + Sync {
    /// A call was made (before any await, before the tool runs).
    fn on_tool_call_start(&self, _call: &ToolCallStart<'_>) {}
    /// A call settled. Calls cut off by a timeout or cancellation get no end event.
    fn on_tool_call_end(&self, _call: &ToolCallRecord) {}
}

/// What a finished tool future produced.
enum Answer {
    Value(Json),
    Error(String),
    Panicked,
}

struct Completion {
    index: usize,
    id: u32,
    answer: Answer,
    /// The tool that answered (its output schema, if outputs are validated): its position in
    /// the table.
    tool: usize,
}

struct Queued {
    index: usize,
    id: u32,
    /// The tool's position in the table.
    tool: usize,
    input: Json,
}

type Running = Pin<Box<dyn Future<Output = Completion> + Send>>;

/// Limits and observers for one execution's calls.
pub(crate) struct CallPolicy {
    pub concurrency: usize,
    pub max_tool_calls: Option<usize>,
    pub validate_outputs: bool,
    pub hooks: Option<Arc<dyn ToolCallHooks>>,
}

/// Per-execution tool-call state.
pub(crate) struct HostCalls {
    table: Arc<ToolTable>,
    policy: CallPolicy,
    /// One per call, in call order. A record's outcome stays `Interrupted` until it settles.
    records: Vec<ToolCallRecord>,
    /// When each call started (parallel to `records`).
    started: Vec<Instant>,
    /// The calls that did not answer on their first poll. Made by the first such call: an
    /// execution whose tools answer at once (or that calls none) never allocates it.
    running: Option<FuturesUnordered<Running>>,
    queue: VecDeque<Queued>,
    ready: VecDeque<Completion>,
    /// What media tools handed over, shared with their contexts; made by the first call.
    attachments: Option<Arc<std::sync::Mutex<Vec<Attachment>>>>,
}

impl HostCalls {
    pub fn new(table: Arc<ToolTable>, policy: CallPolicy) -> Self {
        HostCalls {
            table,
            policy,
            records: Vec::new(),
            started: Vec::new(),
            running: None,
            queue: VecDeque::new(),
            ready: VecDeque::new(),
            attachments: None,
        }
    }

    /// How many calls are running.
    fn running_len(&self) -> usize {
        self.running.as_ref().map_or(0, FuturesUnordered::len)
    }

    /// The media tools handed over so far.
    pub fn take_attachments(&self) -> Vec<Attachment> {
        let Some(attachments) = &self.attachments else {
            return Vec::new();
        };
        attachments
            .lock()
            .map(|mut l| std::mem::take(&mut *l))
            .unwrap_or_default()
    }

    /// Takes the VM's new calls: refuses the ones that fail before reaching a tool (settling them
    /// at once), and starts or queues the rest. `cx` is the execution task's context: a started
    /// future is polled once right away, and wakes the execution when it can progress.
    pub fn drain(&mut self, vm: &mut Vm, cx: &mut Context<'_>) {
        if !vm.has_host_requests() {
            return;
        }
        let mut reqs = vm.take_host_requests();
        for req in reqs.drain(..) {
            self.begin(vm, req, cx);
        }
        vm.return_host_request_buffer(reqs);
    }

    fn begin(&mut self, vm: &mut Vm, req: HostRequest, cx: &mut Context<'_>) {
        let index = self.records.len();
        let (input, refused) = match req.input {
            Ok(j) => (j, None),
            Err(e) => (Json::Null, Some(e)),
        };
        self.records.push(ToolCallRecord {
            index,
            name: req.path.clone(),
            input,
            duration_ms: 0,
            outcome: ToolCallOutcome::Interrupted,
            message: None,
        });
        self.started.push(Instant::now());
        if let Some(h) = &self.policy.hooks {
            let r = &self.records[index];
            h.on_tool_call_start(&ToolCallStart {
                index,
                name: &r.name,
                input: &r.input,
            });
        }
        let tool = req
            .tool
            .map(|t| t as usize)
            .filter(|&t| t < self.table.by_index.len());
        let entry = tool.map(|t| &*self.table.by_index[t]);
        let refused = refused.or_else(|| self.check(index, &req.path, entry));
        let (Some(tool), None) = (tool, &refused) else {
            let e = refused.unwrap_or_else(|| {
                HostError::new(HostErrorKind::UnknownTool, "There is no such tool")
            });
            vm.settle_host_call(req.id, Err(e.clone()));
            self.finish(index, Some(e.message));
            return;
        };
        let input = self.records[index].input.clone();
        let q = Queued {
            index,
            id: req.id,
            tool,
            input,
        };
        if self.running_len() < self.policy.concurrency {
            // A tool that answers on its first poll settles before the program goes on, as an
            // async function that returns without awaiting hands back a settled promise.
            if let Some(c) = self.launch(q, cx, false) {
                self.deliver_one(vm, c);
            }
        } else {
            self.queue.push_back(q);
        }
    }

    /// The refusal for call `index` to `path`, if any: over the call limit, no such tool, or
    /// input that fails the tool's schema.
    fn check(&self, index: usize, path: &str, entry: Option<&ToolEntry>) -> Option<HostError> {
        if let Some(max) = self.policy.max_tool_calls {
            if index >= max {
                return Some(HostError::new(
                    HostErrorKind::ToolCallLimitExceeded,
                    format!(
                        "tools.{path} was not called: this execution may make at most {max} tool \
                         calls. Make fewer calls (batch inputs, stop early) or return what you have"
                    ),
                ));
            }
        }
        let Some(entry) = entry else {
            let close = self.table.closest(path);
            let hint = if close.is_empty() {
                " Object.keys(tools) lists the namespaces; tools.$codemode.search({ query }) \
                 finds tools by what they do."
                    .to_string()
            } else {
                let list: Vec<String> = close.iter().map(|p| format!("tools.{p}")).collect();
                format!(
                    " Did you mean {}? tools.$codemode.search({{ query }}) finds tools by what \
                     they do.",
                    list.join(", ")
                )
            };
            return Some(HostError::new(
                HostErrorKind::UnknownTool,
                format!("There is no tool tools.{path}.{hint}"),
            ));
        };
        let v = entry.input.as_ref()?;
        let msg = validation_message(v, &self.records[index].input)?;
        Some(HostError::new(
            HostErrorKind::InvalidToolInput,
            format!("tools.{path} was called with invalid input: {msg}"),
        ))
    }

    /// Starts a call's future and polls it once: an immediately-ready tool completes here
    /// without ever entering the running set, and its completion is returned.
    fn launch(&mut self, q: Queued, cx: &mut Context<'_>, was_queued: bool) -> Option<Completion> {
        if was_queued {
            // Its duration counts from when it actually started.
            self.started[q.index] = Instant::now();
        }
        let Queued {
            index,
            id,
            tool,
            input,
        } = q;
        let entry = &*self.table.by_index[tool];
        let answer = |r: Result<Result<Json, crate::ToolError>, _>| match r {
            Ok(Ok(v)) => Answer::Value(v),
            Ok(Err(e)) => Answer::Error(e.message().to_string()),
            Err(_) => Answer::Panicked,
        };
        // Made only for a handler that takes it.
        let ctx = || ToolContext {
            path: entry.path.clone(),
            attachments: self.attachments.get_or_insert_with(Arc::default).clone(),
        };
        // The handler may panic while making its future or while it is polled.
        let made =
            std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| entry.tool.call(input, ctx)));
        let mut fut = match made {
            Ok(fut) => fut,
            Err(_) => {
                return Some(Completion {
                    index,
                    id,
                    answer: Answer::Panicked,
                    tool,
                });
            }
        };
        // First poll inline: a ready tool completes without another allocation.
        let first =
            std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| fut.as_mut().poll(cx)));
        match first {
            Ok(Poll::Pending) => {}
            Ok(Poll::Ready(r)) => {
                return Some(Completion {
                    index,
                    id,
                    answer: answer(Ok(r)),
                    tool,
                });
            }
            Err(p) => {
                return Some(Completion {
                    index,
                    id,
                    answer: answer(Err(p)),
                    tool,
                });
            }
        }
        let running = self.running.get_or_insert_with(FuturesUnordered::new);
        running.push(Box::pin(async move {
            let answer = answer(std::panic::AssertUnwindSafe(fut).catch_unwind().await);
            Completion {
                index,
                id,
                answer,
                tool,
            }
        }));
        None
    }

    /// Polls the running calls once: collects finished ones and starts queued calls as slots
    /// free up (a queued call that answers as soon as it starts frees its slot again, so the
    /// queue is refilled until the slots are busy or it is empty).
    pub fn poll_running(&mut self, cx: &mut Context<'_>) {
        loop {
            while self.running_len() < self.policy.concurrency {
                let Some(q) = self.queue.pop_front() else {
                    break;
                };
                // Settled when the program is next idle, like any call that was waiting.
                if let Some(c) = self.launch(q, cx, true) {
                    self.ready.push_back(c);
                }
            }
            let Some(running) = self.running.as_mut().filter(|r| !r.is_empty()) else {
                // Nothing to poll (an immediately-ready tool never enters the set); polling
                // would only register, clone and drop the waker.
                return;
            };
            match running.poll_next_unpin(cx) {
                Poll::Ready(Some(c)) => self.ready.push_back(c),
                _ => return,
            }
        }
    }

    /// Drains the VM's new calls and polls the running ones, without waiting.
    pub async fn drain_and_poll(&mut self, vm: &mut Vm) {
        std::future::poll_fn(|cx| {
            self.drain(vm, cx);
            self.poll_running(cx);
            Poll::Ready(())
        })
        .await
    }

    /// Waits until at least one call has finished.
    pub async fn wait(&mut self) {
        std::future::poll_fn(|cx| {
            self.poll_running(cx);
            if self.ready.is_empty() {
                Poll::Pending
            } else {
                Poll::Ready(())
            }
        })
        .await
    }

    /// Hands finished calls to the VM (checking outputs on the way). Returns whether any were.
    pub fn deliver(&mut self, vm: &mut Vm) -> bool {
        let any = !self.ready.is_empty();
        while let Some(c) = self.ready.pop_front() {
            self.deliver_one(vm, c);
        }
        any
    }

    /// Checks one finished call's output, settles the call in the VM and finishes its record.
    fn deliver_one(&mut self, vm: &mut Vm, c: Completion) {
        let outcome = match c.answer {
            Answer::Value(v) => self.check_output(c.index, &self.table.by_index[c.tool], v),
            Answer::Error(m) => Err(HostError::new(HostErrorKind::ToolFailure, m)),
            Answer::Panicked => Err(HostError::new(
                HostErrorKind::ToolFailure,
                "Tool execution failed",
            )),
        };
        let message = match &outcome {
            Ok(_) => None,
            Err(e) => Some(e.message.clone()),
        };
        let refused = vm.settle_host_call(c.id, outcome);
        self.finish(c.index, message.or(refused.map(|e| e.message)));
    }

    fn check_output(&self, index: usize, entry: &ToolEntry, v: Json) -> Result<Json, HostError> {
        if !self.policy.validate_outputs {
            return Ok(v);
        }
        let Some(validator) = entry.output.as_ref() else {
            return Ok(v);
        };
        // Schema validation recurses through the value.
        codemode_vm::stack::guard(|| self.check_output_with(validator, index, v))
    }

    fn check_output_with(
        &self,
        validator: &jsonschema::Validator,
        index: usize,
        v: Json,
    ) -> Result<Json, HostError> {
        let path = &self.records[index].name;
        match validation_message(validator, &v) {
            None => Ok(v),
            Some(msg) => Err(HostError::new(
                HostErrorKind::InvalidToolOutput,
                format!(
                    "tools.{path} returned a result that does not match its output schema: {msg}"
                ),
            )),
        }
    }

    fn finish(&mut self, index: usize, message: Option<String>) {
        let r = &mut self.records[index];
        r.duration_ms = self.started[index].elapsed().as_millis() as u64;
        r.outcome = if message.is_some() {
            ToolCallOutcome::Failure
        } else {
            ToolCallOutcome::Success
        };
        r.message = message;
        if let Some(h) = &self.policy.hooks {
            h.on_tool_call_end(r);
        }
    }

    /// Whether nothing is running, queued or waiting to be delivered.
    pub fn is_idle(&self) -> bool {
        self.running_len() == 0 && self.queue.is_empty() && self.ready.is_empty()
    }

    /// Ends the execution's calls: drops every running and queued future (no end events) and
    /// returns the record, unfinished calls marked interrupted.
    pub fn finish_all(self) -> Vec<ToolCallRecord> {
        let HostCalls {
            running,
            queue,
            mut records,
            started,
            ..
        } = self;
        // Dropped here, before the records are finished, not replaced by empty ones.
        drop(running);
        drop(queue);
        // A call's outcome is `Interrupted` from its start until `finish` settles it.
        for (r, t) in records.iter_mut().zip(&started) {
            if r.outcome == ToolCallOutcome::Interrupted {
                r.duration_ms = t.elapsed().as_millis() as u64;
            }
        }
        records
    }
}

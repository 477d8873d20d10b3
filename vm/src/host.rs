//! The host-call interface: the tool catalog the program can see, the tool-call requests the VM
//! queues for the host, and the settlements the host delivers back. The VM never holds a host
//! pointer: a request is plain data (path + JSON input) and a settlement is plain data too.

use crate::frame::Job;
use crate::heap::ObjRef;
use crate::interp::Vm;
use crate::object::{ObjKind, Object};
use crate::realm::ErrorKind;
use crate::value::Value;
use std::sync::Arc;

/// The tool paths an execution can see (`tools.<ns>.<tool>`), sorted, for key enumeration,
/// `typeof` and the call-time existence check.
#[derive(Debug, Default, Clone)]
pub struct ToolCatalog {
    paths: Vec<String>,
}

impl ToolCatalog {
    /// A catalog of dotted tool paths (duplicates collapse).
    pub fn new(mut paths: Vec<String>) -> Self {
        paths.sort();
        paths.dedup();
        ToolCatalog { paths }
    }

    /// Every tool path, sorted.
    pub fn paths(&self) -> &[String] {
        &self.paths
    }

    /// Whether `path` names a tool.
    pub fn is_tool(&self, path: &str) -> bool {
        self.index_of(path).is_some()
    }

    /// The position of `path` in [`Self::paths`], if it names a tool.
    pub fn index_of(&self, path: &str) -> Option<u32> {
        self.paths
            .binary_search_by(|p| p.as_str().cmp(path))
            .ok()
            .map(|i| i as u32)
    }

    /// Whether `path` is the root or a namespace with at least one tool below it.
    pub fn is_namespace(&self, path: &str) -> bool {
        path.is_empty() || self.children(path).next().is_some()
    }

    /// The distinct names one level below `path` ("" is the root), sorted.
    pub fn children<'a>(&'a self, path: &'a str) -> impl Iterator<Item = &'a str> + 'a {
        let prefix_len = if path.is_empty() { 0 } else { path.len() + 1 };
        let start = self.paths.partition_point(|p| p.as_str() < path);
        let mut last: Option<&'a str> = None;
        self.paths[start..]
            .iter()
            .take_while(move |p| p.starts_with(path))
            .filter(move |p| path.is_empty() || p.as_bytes().get(path.len()) == Some(&b'.'))
            .filter_map(move |p| {
                let rest = &p[prefix_len..];
                let name = rest.split('.').next().unwrap_or(rest);
                if last == Some(name) {
                    None
                } else {
                    last = Some(name);
                    Some(name)
                }
            })
    }
}

/// Why the host (or the boundary on the way out) refused or failed a tool call. The name is the
/// diagnostic kind the failure carries if nothing catches it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[repr(u8)]
pub enum HostErrorKind {
    /// No tool at that path.
    UnknownTool = 1,
    /// The input failed the tool's JSON Schema.
    InvalidToolInput = 2,
    /// The result failed the tool's output schema.
    InvalidToolOutput = 3,
    /// The input or result could not cross the data boundary.
    InvalidDataValue = 4,
    /// The call was past the execution's `max_tool_calls`.
    ToolCallLimitExceeded = 5,
    /// The tool itself failed.
    ToolFailure = 6,
}

impl HostErrorKind {
    /// The kind's name (also the in-program error's `name`).
    pub fn name(self) -> &'static str {
        match self {
            HostErrorKind::UnknownTool => "UnknownTool",
            HostErrorKind::InvalidToolInput => "InvalidToolInput",
            HostErrorKind::InvalidToolOutput => "InvalidToolOutput",
            HostErrorKind::InvalidDataValue => "InvalidDataValue",
            HostErrorKind::ToolCallLimitExceeded => "ToolCallLimitExceeded",
            HostErrorKind::ToolFailure => "ToolFailure",
        }
    }

    /// The kind stored in an error object's tag (0 = an ordinary error).
    pub fn from_tag(tag: u8) -> Option<HostErrorKind> {
        Some(match tag {
            1 => HostErrorKind::UnknownTool,
            2 => HostErrorKind::InvalidToolInput,
            3 => HostErrorKind::InvalidToolOutput,
            4 => HostErrorKind::InvalidDataValue,
            5 => HostErrorKind::ToolCallLimitExceeded,
            6 => HostErrorKind::ToolFailure,
            _ => return None,
        })
    }
}

/// A failed tool call: its kind and a message safe to show the model.
#[derive(Debug, Clone, PartialEq)]
pub struct HostError {
    /// What went wrong.
    pub kind: HostErrorKind,
    /// For the model: what happened and what to do instead.
    pub message: String,
}

impl HostError {
    /// A host error.
    pub fn new(kind: HostErrorKind, message: impl Into<String>) -> Self {
        HostError {
            kind,
            message: message.into(),
        }
    }
}

/// A tool call the program made, waiting for the host to start it.
#[derive(Debug)]
pub struct HostRequest {
    /// Identifies the call when the host settles it.
    pub id: u32,
    /// Dotted tool path (`github.list_issues`).
    pub path: Arc<str>,
    /// The tool's position in the catalog, or `None` when no tool has that path.
    pub tool: Option<u32>,
    /// The input as JSON, or why it could not cross the boundary.
    pub input: Result<serde_json::Value, HostError>,
}

/// A call the host has not settled yet.
#[derive(Debug, Clone, Copy)]
pub(crate) struct PendingCall {
    /// What the settlement goes to.
    pub waiter: Waiter,
    /// Where the call was made (function, pc) for error positions.
    pub site: Option<(u32, u32)>,
}

/// Who waits for a tool call's settlement.
#[derive(Debug, Clone, Copy)]
pub(crate) enum Waiter {
    /// The promise the call returned to the program.
    Promise(ObjRef),
    /// The async function's coroutine that awaits the call directly (`await tools.x(...)`):
    /// no promise is made, since nothing but that `await` could ever see it; the settlement
    /// queues the coroutine's resumption as the promise's reaction would have.
    Coroutine(ObjRef),
}

impl Waiter {
    fn obj(self) -> ObjRef {
        match self {
            Waiter::Promise(o) | Waiter::Coroutine(o) => o,
        }
    }
}

/// Per-execution host-call state.
#[derive(Debug, Default)]
pub struct HostState {
    /// The tools the program can see.
    pub catalog: Arc<ToolCatalog>,
    /// Calls made since the host last drained them.
    pub requests: Vec<HostRequest>,
    /// Calls from the oldest unsettled one on, by id minus `pending_base` (`None` once
    /// settled). Settled calls at the front are dropped, so a program that awaits its calls
    /// keeps this short however many it makes (the collector walks it).
    pub(crate) pending: std::collections::VecDeque<Option<PendingCall>>,
    /// The id of `pending`'s first entry (the next call's id is this plus its length).
    pending_base: u32,
    /// Tool-call promises that were rejected with no handler attached at the time.
    pub(crate) rejected: Vec<ObjRef>,
    /// Resolved call sites of the tool-call instruction: (program, constant) -> path and tool.
    sites: Vec<(u32, u32, Arc<str>, Option<u32>)>,
}

/// Call sites remembered per execution; programs with more distinct tool paths resolve the rest
/// on every call.
const MAX_CACHED_SITES: usize = 64;

impl HostState {
    /// Drops the state: its catalog always, its buffers only when one holds memory (an
    /// execution that called no tool has none), after one combined test (`drop_lean!`).
    pub(crate) fn drop_lean(self) {
        let HostState {
            catalog,
            requests,
            pending,
            pending_base: _,
            rejected,
            sites,
        } = self;
        drop(catalog);
        crate::spare::drop_lean!(requests, pending, rejected, sites);
    }

    /// Values the collector must keep alive.
    pub(crate) fn roots(&self, out: &mut Vec<Value>) {
        out.extend(
            self.pending
                .iter()
                .flatten()
                .map(|p| Value::Obj(p.waiter.obj())),
        );
        out.extend(self.rejected.iter().map(|o| Value::Obj(*o)));
    }
}

impl Vm {
    /// The path and catalog position for the tool-call instruction's path constant `idx` of
    /// program `prog` (resolved once per execution and call site).
    pub(crate) fn tool_site(
        &mut self,
        prog: usize,
        idx: u32,
        path: Value,
    ) -> (Arc<str>, Option<u32>) {
        let prog = prog as u32;
        if let Some((_, _, p, t)) = self
            .host
            .sites
            .iter()
            .find(|(pr, i, _, _)| *pr == prog && *i == idx)
        {
            return (p.clone(), *t);
        }
        let s: Arc<str> = self.primitive_to_rust(path).into();
        let t = self.host.catalog.index_of(&s);
        if self.host.sites.len() < MAX_CACHED_SITES {
            self.host.sites.push((prog, idx, s.clone(), t));
        }
        (s, t)
    }

    /// Makes a tool call: queues a request for the host and returns the pending promise.
    /// An `undefined` input becomes `{}`; an input that cannot cross the boundary is refused when
    /// the host drains the request, so the call still appears in the host's record.
    pub fn tool_call(&mut self, path: Arc<str>, tool: Option<u32>, input: Value) -> Value {
        let promise = self.new_promise();
        self.tool_request(path, tool, input, Waiter::Promise(promise));
        Value::Obj(promise)
    }

    /// Queues the request for the host and remembers who waits for its settlement: the call's
    /// promise ([`Self::tool_call`]), or for `await tools.x(input)` the awaiting coroutine
    /// itself (the caller then suspends the frame).
    pub(crate) fn tool_request(
        &mut self,
        path: Arc<str>,
        tool: Option<u32>,
        input: Value,
        waiter: Waiter,
    ) {
        let input = if input.is_undefined() {
            Ok(serde_json::Value::Object(serde_json::Map::new()))
        } else {
            self.to_json(input, "input").map_err(|e| {
                HostError::new(
                    HostErrorKind::InvalidDataValue,
                    format!("tools.{path}: {} (at {})", e.message, e.path),
                )
            })
        };
        let id = self
            .host
            .pending_base
            .wrapping_add(self.host.pending.len() as u32);
        let site = self.frames.last().map(|f| (f.func, f.pc.saturating_sub(1)));
        self.host
            .pending
            .push_back(Some(PendingCall { waiter, site }));
        self.host.requests.push(HostRequest {
            id,
            path,
            tool,
            input,
        });
    }

    /// Takes the calls made since the last drain.
    pub fn take_host_requests(&mut self) -> Vec<HostRequest> {
        std::mem::take(&mut self.host.requests)
    }

    /// Gives back the (emptied) request buffer taken by [`Self::take_host_requests`], so its
    /// allocation is reused.
    pub fn return_host_request_buffer(&mut self, mut buf: Vec<HostRequest>) {
        if self.host.requests.is_empty() {
            buf.clear();
            self.host.requests = buf;
        }
    }

    /// Whether calls are waiting to be drained.
    pub fn has_host_requests(&self) -> bool {
        !self.host.requests.is_empty()
    }

    /// Settles call `id` with the host's answer. Results cross the boundary into program values
    /// (a result that cannot becomes an `InvalidDataValue` rejection, returned so the host can
    /// record it). Unknown or already settled ids are ignored.
    pub fn settle_host_call(
        &mut self,
        id: u32,
        outcome: Result<serde_json::Value, HostError>,
    ) -> Option<HostError> {
        let slot = id.wrapping_sub(self.host.pending_base) as usize;
        let call = self.host.pending.get_mut(slot).and_then(Option::take)?;
        while let Some(None) = self.host.pending.front() {
            self.host.pending.pop_front();
            self.host.pending_base = self.host.pending_base.wrapping_add(1);
        }
        let was_ok = outcome.is_ok();
        let outcome = match outcome {
            Ok(json) => {
                let r = self.from_json(&json, "result").map_err(|e| {
                    HostError::new(
                        HostErrorKind::InvalidDataValue,
                        format!("the tool result {} (at {})", e.message, e.path),
                    )
                });
                crate::boundary::drop_json(json);
                r
            }
            Err(e) => Err(e),
        };
        match outcome {
            Ok(v) => {
                match call.waiter {
                    Waiter::Promise(p) => self.resolve_promise(p, v),
                    Waiter::Coroutine(coro) => self.microtasks.push_back(Job::Resume {
                        coro,
                        value: v,
                        throw: false,
                    }),
                }
                // A tool result counts against the memory budget like anything the program
                // makes; over it, the execution ends when it next runs.
                if let Some(h) = self.check_memory() {
                    self.pending_halt = Some(h);
                }
                None
            }
            Err(e) => {
                let err = self.host_error_value(&e, call.site);
                match call.waiter {
                    Waiter::Promise(p) => {
                        self.reject_promise(p, err);
                        if !crate::promise::promise_handled(&self.heap, p) {
                            self.host.rejected.push(p);
                        }
                    }
                    // Awaited, so handled.
                    Waiter::Coroutine(coro) => self.microtasks.push_back(Job::Resume {
                        coro,
                        value: err,
                        throw: true,
                    }),
                }
                was_ok.then_some(e)
            }
        }
    }

    /// Number of calls the host has not settled.
    pub fn pending_host_calls(&self) -> usize {
        self.host.pending.iter().flatten().count()
    }

    /// Tool-call rejections nobody handled: (kind, message) of each, in call order.
    pub fn unhandled_tool_rejections(&mut self) -> Vec<(Option<HostErrorKind>, String)> {
        if self.host.rejected.is_empty() {
            return Vec::new();
        }
        let rejected = std::mem::take(&mut self.host.rejected);
        let mut out = Vec::new();
        for p in rejected {
            let handled = match &self.heap.obj(p).kind {
                ObjKind::Promise(d) => d.handled,
                _ => true,
            };
            if handled {
                continue;
            }
            if let Some(crate::object::PromiseState::Rejected(e)) =
                self.promise_state(Value::Obj(p))
            {
                let kind = self.host_error_kind(e);
                let msg = self
                    .get_prop(e, crate::atoms::names::message)
                    .ok()
                    .map(|m| self.primitive_to_rust(m))
                    .unwrap_or_default();
                out.push((kind, msg));
            }
        }
        out
    }

    /// The host-error kind of an error value made by a failed tool call.
    pub fn host_error_kind(&self, v: Value) -> Option<HostErrorKind> {
        match v {
            Value::Obj(o) => match self.heap.obj(o).kind {
                ObjKind::Error { tag, .. } => HostErrorKind::from_tag(tag),
                _ => None,
            },
            _ => None,
        }
    }

    /// An `Error` whose `name` is the host error kind, positioned at the call site.
    fn host_error_value(&mut self, e: &HostError, site: Option<(u32, u32)>) -> Value {
        let err = self.make_error(ErrorKind::Error, &e.message);
        let name = self.str_value(e.kind.name());
        if let Value::Obj(o) = err {
            let (line, column) = site
                .and_then(|(f, pc)| self.code.func(f).position(pc))
                .unwrap_or((0, 0));
            let obj = self.heap.obj_mut(o);
            obj.kind = ObjKind::Error {
                line,
                column,
                tag: e.kind as u8,
            };
            self.define_hidden(o, crate::atoms::names::name, name);
        }
        err
    }

    /// The dotted path of a `tools` reference value, if `v` is one.
    pub fn tool_ref_path(&self, v: Value) -> Option<String> {
        match v {
            Value::Obj(o) => match self.heap.obj(o).kind {
                ObjKind::ToolRef(s) => Some(String::from_utf16_lossy(self.heap.str(s))),
                _ => None,
            },
            _ => None,
        }
    }

    /// Refuses key enumeration of a `tools` path that names neither a namespace nor a tool.
    pub fn check_tool_keys(&mut self, v: Value) -> Result<(), Value> {
        let Some(path) = self.tool_ref_path(v) else {
            return Ok(());
        };
        if self.host.catalog.is_tool(&path) || self.host.catalog.is_namespace(&path) {
            return Ok(());
        }
        let e = HostError::new(
            HostErrorKind::UnknownTool,
            format!(
                "There is nothing at tools.{path}. Object.keys(tools) lists the namespaces; tools.$codemode.search({{ query }}) finds tools by what they do"
            ),
        );
        let site = self.frames.last().map(|f| (f.func, f.pc.saturating_sub(1)));
        Err(self.host_error_value(&e, site))
    }

    /// Refuses reading `tools` as data (`Object.values`, `Object.entries`, ...).
    pub fn refuse_tool_data(&mut self, v: Value, what: &str) -> Result<(), Value> {
        let Some(path) = self.tool_ref_path(v) else {
            return Ok(());
        };
        let shown = if path.is_empty() {
            "tools".to_string()
        } else {
            format!("tools.{path}")
        };
        Err(self.type_error(&format!(
            "{what}({shown}) does not work: tools are not plain data. Use Object.keys(tools) for names, or tools.$codemode.search({{ query }}) for signatures"
        )))
    }

    /// A `tools` reference object for `path` ("" is the `tools` root).
    pub fn tool_ref(&mut self, path: &str) -> Value {
        let Value::Str(s) = self.str_value(path) else {
            return Value::Undefined;
        };
        let proto = self.protos.object;
        Value::Obj(
            self.heap
                .alloc_obj(Object::new(ObjKind::ToolRef(s), Some(proto))),
        )
    }
}

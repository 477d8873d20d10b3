//! `CodeMode` and the execute future: compiles, builds a VM, and drives it in fuel slices on tokio,
//! running tool calls alongside and checking the deadline and cancellation between slices.

use crate::discovery::analyze::Analysis;
use crate::discovery::instructions::{CatalogLine, DEFAULT_CATALOG_BUDGET};
use crate::discovery::search::{SearchIndex, SearchQuery, SearchResult};
use crate::host_calls::{CallPolicy, HostCalls, ToolCallHooks};
use crate::result::{Diagnostic, DiagnosticKind, ExecutionResult, ExecutionStats};
use crate::tool::{Tool, ToolError, ToolTable};
use codemode_vm::interp::Halt;
use codemode_vm::object::{ObjKind, PromiseState};
use codemode_vm::{Value, Vm, VmLimits};
use std::future::Future;
use std::sync::Arc;
use std::task::Poll;
use std::time::{Duration, Instant};
use tokio_util::sync::CancellationToken;

/// Instructions per slice between deadline/cancellation checks and yields to the executor.
const SLICE: u64 = 20_000;

/// Host calls running at once per execution unless the builder says otherwise.
pub const DEFAULT_TOOL_CONCURRENCY: usize = 8;

/// Per-execution options. Limits have no defaults: `None` means unlimited.
#[derive(Clone, Default)]
pub struct ExecuteOptions {
    /// Wall-clock limit for the whole execution, time spent waiting on tools included.
    pub timeout: Option<Duration>,
    /// Instruction budget.
    pub max_instructions: Option<u64>,
    /// Heap byte budget.
    pub max_memory_bytes: Option<usize>,
    /// Maximum JS call depth (default 10,000 frames).
    pub max_call_depth: Option<usize>,
    /// Tool calls allowed; the call past the limit fails with `ToolCallLimitExceeded`.
    pub max_tool_calls: Option<usize>,
    /// Bytes of output (serialised value or error message, then logs) before truncation.
    pub max_output_bytes: Option<usize>,
    /// Cancels the execution when triggered.
    pub cancel: Option<CancellationToken>,
    /// Observers of tool calls.
    pub hooks: Option<Arc<dyn ToolCallHooks>>,
}

impl std::fmt::Debug for ExecuteOptions {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ExecuteOptions")
            .field("timeout", &self.timeout)
            .field("max_instructions", &self.max_instructions)
            .field("max_memory_bytes", &self.max_memory_bytes)
            .field("max_call_depth", &self.max_call_depth)
            .field("max_tool_calls", &self.max_tool_calls)
            .field("max_output_bytes", &self.max_output_bytes)
            .field("cancel", &self.cancel)
            .field("hooks", &self.hooks.is_some())
            .finish()
    }
}

/// Builds a [`CodeMode`].
pub struct CodeModeBuilder {
    tools: Vec<Tool>,
    concurrency: usize,
    validate_outputs: bool,
    catalog_budget: usize,
}

impl Default for CodeModeBuilder {
    fn default() -> Self {
        CodeModeBuilder {
            tools: Vec::new(),
            concurrency: DEFAULT_TOOL_CONCURRENCY,
            validate_outputs: false,
            catalog_budget: DEFAULT_CATALOG_BUDGET,
        }
    }
}

impl CodeModeBuilder {
    /// Adds a tool; a later tool with the same path replaces an earlier one.
    pub fn tool(mut self, tool: Tool) -> Self {
        self.tools.push(tool);
        self
    }

    /// Adds several tools (in order, so later ones win on equal paths).
    pub fn tools(mut self, tools: impl IntoIterator<Item = Tool>) -> Self {
        self.tools.extend(tools);
        self
    }

    /// How many tool calls one execution runs at once (default 8, at least 1); more wait their
    /// turn in call order.
    pub fn max_concurrent_tool_calls(mut self, n: usize) -> Self {
        self.concurrency = n.max(1);
        self
    }

    /// Validates every tool result against the tool's output schema (when it has a valid one);
    /// a mismatch fails the call with `InvalidToolOutput`.
    pub fn validate_tool_outputs(mut self, yes: bool) -> Self {
        self.validate_outputs = yes;
        self
    }

    /// Estimated tokens of tool signatures [`CodeMode::instructions`] inlines (default 2,000);
    /// the rest are found with `tools.$codemode.search`.
    pub fn catalog_budget(mut self, tokens: usize) -> Self {
        self.catalog_budget = tokens;
        self
    }

    /// Finishes the builder. The reserved namespace `$codemode` gets the built-in `search` tool
    /// (replacing any host tool at `$codemode.search`).
    pub fn build(self) -> CodeMode {
        let mut tools: Vec<Tool> = self
            .tools
            .into_iter()
            .filter(|t| t.path() != SEARCH_TOOL)
            .collect();
        // A later definition of a path wins: index only the survivors.
        let mut seen = std::collections::HashSet::new();
        let mut visible: Vec<&Tool> = Vec::new();
        for t in tools.iter().rev() {
            if !t.path().starts_with("$codemode.") && seen.insert(t.path()) {
                visible.push(t);
            }
        }
        let index = Arc::new(SearchIndex::new(visible.iter().copied()));
        let mut catalog: Vec<CatalogLine> = visible.iter().map(|t| CatalogLine::new(t)).collect();
        catalog.sort_by(|a, b| a.path().cmp(b.path()));
        tools.push(search_tool(index.clone()));
        CodeMode {
            inner: Arc::new(Inner {
                tools: Arc::new(ToolTable::new(tools)),
                index,
                catalog,
                concurrency: self.concurrency,
                validate_outputs: self.validate_outputs,
                catalog_budget: self.catalog_budget,
            }),
        }
    }
}

/// The built-in search tool's path.
const SEARCH_TOOL: &str = "$codemode.search";

/// `tools.$codemode.search({ query?, namespace?, limit?, offset? })`: validated like any tool.
fn search_tool(index: Arc<SearchIndex>) -> Tool {
    Tool::new(
        SEARCH_TOOL,
        "Find tools by what they do. An empty query lists tools alphabetically; `namespace` \
         limits the search to one namespace; page with `limit` (default 10) and `offset`.",
        serde_json::json!({
            "type": "object",
            "properties": {
                "query": { "type": "string", "description": "Words describing the tool, or an exact tool path" },
                "namespace": { "type": "string", "description": "Only tools in this namespace" },
                "limit": { "type": "integer", "minimum": 1, "maximum": 100, "description": "Results per page", "default": 10 },
                "offset": { "type": "integer", "minimum": 0, "description": "Zero-based index of the first result", "default": 0 }
            },
            "additionalProperties": false
        }),
        move |input| {
            let index = index.clone();
            async move {
                let q = SearchQuery::from_json(&input).map_err(ToolError::new)?;
                Ok(index.search(&q).to_json())
            }
        },
    )
}

struct Inner {
    tools: Arc<ToolTable>,
    index: Arc<SearchIndex>,
    catalog: Vec<CatalogLine>,
    concurrency: usize,
    validate_outputs: bool,
    catalog_budget: usize,
}

/// An engine built once from a tool table and used for many concurrent executions.
#[derive(Clone)]
pub struct CodeMode {
    inner: Arc<Inner>,
}

impl CodeMode {
    /// A builder.
    pub fn builder() -> CodeModeBuilder {
        CodeModeBuilder::default()
    }

    /// The host's tools, sorted by path (the built-in `$codemode` tools excluded).
    pub fn tools(&self) -> Vec<&Tool> {
        self.inner
            .tools
            .by_index
            .iter()
            .map(|e| &e.tool)
            .filter(|t| !t.path().starts_with("$codemode."))
            .collect()
    }

    /// Searches the tools exactly as `tools.$codemode.search(query)` does in a program.
    pub fn search(&self, query: &SearchQuery) -> SearchResult {
        self.inner.index.search(query)
    }

    /// The markdown to give the model as the description of a code-mode `execute` tool:
    /// workflow, rules, the language, and a catalog of tool signatures within the catalog budget.
    pub fn instructions(&self) -> String {
        crate::discovery::instructions::render(&self.inner.catalog, self.inner.catalog_budget)
    }

    /// Lists the tools a program calls as `tools.a.b(...)`, with positions, flagging paths that
    /// name no tool — before anything runs.
    ///
    /// # Errors
    ///
    /// The compile diagnostic when the program does not compile.
    pub fn analyze(&self, code: &str) -> Result<Analysis, Diagnostic> {
        crate::discovery::analyze::analyze(code, &self.inner.tools)
    }

    /// Runs a program. The returned future is `Send + 'static`; dropping it stops the execution
    /// and drops every tool future still running.
    pub fn execute(
        &self,
        code: &str,
        options: ExecuteOptions,
    ) -> impl Future<Output = ExecutionResult> + Send + 'static {
        let code = code.to_string();
        let inner = self.inner.clone();
        async move {
            let start = Instant::now();
            // A small program compiles here, in this poll; only a large one waits for the
            // compile pool (a future that the usual execution then never builds or drops).
            let compiled = match compile_here(&code, &options) {
                Some(r) => r,
                None => compile_pooled(code, &options, start).await,
            };
            match compiled {
                Ok((program, t)) => {
                    let prepared =
                        Arc::new(codemode_vm::Prepared::for_one_execution(Arc::new(program)));
                    // Bounded by `run` (`max_output_bytes`).
                    let mut r = run(inner, prepared, options, Some(start)).await;
                    r.stats.parse_us = micros(t.parse);
                    r.stats.compile_us = micros(t.codegen);
                    r
                }
                Err(d) => {
                    let mut r = ExecutionResult::failure(d, Vec::new());
                    if let Some(max) = options.max_output_bytes {
                        crate::truncate::bound_output(&mut r, max);
                    }
                    r
                }
            }
        }
    }

    /// Compiles a program once, for [`CodeMode::execute_program`] to run any number of times
    /// (a harness pays parsing once). The [`Program`] does not depend on this engine's tools:
    /// any `CodeMode` can run it, and tool paths are resolved when it runs. A small program
    /// compiles on the calling thread; a large or deeply nested one on the compile pool while
    /// this call blocks.
    ///
    /// # Errors
    ///
    /// The compile diagnostic (`ParseError` or `UnsupportedSyntax`, with its position).
    pub fn compile(&self, code: &str) -> Result<Program, Diagnostic> {
        codemode_compiler::compile_timed(code)
            .map(|(p, timings)| Program {
                prepared: Arc::new(codemode_vm::Prepared::new(Arc::new(p))),
                timings,
            })
            .map_err(Diagnostic::from_compile)
    }

    /// Runs a compiled program exactly as [`CodeMode::execute`] runs its source, without
    /// parsing or compiling again; the result's `parse_us` and `compile_us` are 0.
    pub fn execute_program(
        &self,
        program: &Program,
        options: ExecuteOptions,
    ) -> impl Future<Output = ExecutionResult> + Send + 'static {
        // `run`'s own future, not one wrapped in an `async` block: awaiting it there moved
        // its state (about 600 bytes) into the block's on the first poll, a copy per run.
        run(self.inner.clone(), program.prepared.clone(), options, None)
    }
}

/// A compiled program: cheap to clone (the bytecode is shared) and `Send + Sync`, so one
/// compile can serve many concurrent executions.
#[derive(Clone)]
pub struct Program {
    /// The bytecode, with what its executions share: its names interned once, and its code
    /// joined to the realm's prelude by the first execution.
    prepared: Arc<codemode_vm::Prepared>,
    timings: codemode_compiler::CompileTimings,
}

impl std::fmt::Debug for Program {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Program")
            .field("functions", &self.prepared.program().functions.len())
            .field("parse_time", &self.timings.parse)
            .field("compile_time", &self.timings.codegen)
            .finish()
    }
}

impl Program {
    /// How long parsing took.
    pub fn parse_time(&self) -> Duration {
        self.timings.parse
    }

    /// How long generating bytecode took.
    pub fn compile_time(&self) -> Duration {
        self.timings.codegen
    }

    /// A readable listing of the bytecode (as `codemode disasm` prints it).
    pub fn disassemble(&self) -> String {
        self.prepared.program().disassemble()
    }
}

fn micros(d: Duration) -> f64 {
    d.as_secs_f64() * 1e6
}

/// Runs a compiled program: builds its VM from the realm template, drives it with its tool
/// calls, fills in the run stats and bounds the result's size (`max_output_bytes`). `start` is
/// when the execution began (the deadline counts from it, compile time included); `None`
/// means now, at the first poll.
async fn run(
    inner: Arc<Inner>,
    prepared: Arc<codemode_vm::Prepared>,
    options: ExecuteOptions,
    start: Option<Instant>,
) -> ExecutionResult {
    let run_start = Instant::now();
    let start = start.unwrap_or(run_start);
    let limits = VmLimits {
        max_call_depth: options.max_call_depth.unwrap_or(10_000),
        max_instructions: options.max_instructions.unwrap_or(u64::MAX),
        max_memory_bytes: options.max_memory_bytes.unwrap_or(usize::MAX),
    };
    let catalog = inner.tools.catalog.clone();
    // The `Vm` comes boxed, so this future holds a pointer to it, not its 1.5 KB, and moving
    // the future (into `block_on`'s pinned slot, into a spawned task) copies that much less.
    let mut vm = match std::panic::catch_unwind(move || {
        let mut vm = Vm::prepared(codemode_compiler::prelude(), &prepared, limits);
        vm.host.catalog = catalog;
        vm.start();
        vm
    }) {
        Ok(vm) => vm,
        Err(_) => return ExecutionResult::failure(internal_error(), Vec::new()),
    };
    // Made by the program's first tool call: an execution that calls none never builds,
    // polls, finishes or drops the calls' bookkeeping, code a neighbour's run leaves cold.
    let mut calls: Option<HostCalls> = None;
    // Long builtins (regular expression matching) poll this between steps, so the deadline
    // and cancellation reach inside them.
    let deadline = options.timeout.map(|t| start + t);
    let cancel = options.cancel.clone();
    if deadline.is_some() || cancel.is_some() {
        vm.interrupt = Some(Arc::new(move || {
            cancel.as_ref().is_some_and(|c| c.is_cancelled())
                || deadline.is_some_and(|d| Instant::now() >= d)
        }));
    }
    let stop = drive(&mut vm, &mut calls, &inner, &options, start).await;
    let mut result = match stop {
        Err(d) => ExecutionResult::failure(d, std::mem::take(&mut vm.logs)),
        Ok(()) => finish(&mut vm, calls.is_some()),
    };
    if let Some(calls) = calls {
        result.attachments = calls.take_attachments();
        result.tool_calls = calls.finish_all();
    }
    result.stats = ExecutionStats {
        run_us: micros(run_start.elapsed()),
        instructions: vm.instructions,
        peak_heap_bytes: vm.heap.peak_bytes() as u64,
        gc_count: vm.heap.collections,
        ..ExecutionStats::default()
    };
    if let Some(max) = options.max_output_bytes {
        crate::truncate::bound_output(&mut result, max);
    }
    result
}

/// A compiled program with its timings, or the compile diagnostic.
type CompileResult = Result<(codemode_vm::Program, codemode_compiler::CompileTimings), Diagnostic>;

/// Compiles a small program at once on this thread, or refuses one too large for its memory
/// budget (a program whose syntax tree alone could exceed it is refused before parsing);
/// `None` when the program must go to the compile pool ([`compile_pooled`]).
fn compile_here(code: &str, options: &ExecuteOptions) -> Option<CompileResult> {
    if let Some(max) = options.max_memory_bytes {
        let tokens = codemode_compiler::token_estimate(code);
        if tokens.saturating_mul(codemode_compiler::PARSE_BYTES_PER_TOKEN) > max {
            let mut d = Diagnostic::new(
                DiagnosticKind::ResourceLimitExceeded,
                format!(
                    "the program is too large to compile within its memory budget \
                     (max_memory_bytes): about {tokens} tokens"
                ),
            );
            d.suggestion = Some(
                "write a shorter program; pass large data through tools instead of source text"
                    .into(),
            );
            return Some(Err(d));
        }
    }
    // A small program compiles here at once (no channel, no wait): the deadline cannot pass
    // in between any more than while the VM runs an instruction slice.
    codemode_compiler::compile_here(code).map(|r| r.map_err(Diagnostic::from_compile))
}

/// Compiles on the compile pool while this task waits, so a large program never blocks the
/// executor, within the execution's deadline and cancellation.
async fn compile_pooled(code: String, options: &ExecuteOptions, start: Instant) -> CompileResult {
    let (tx, rx) = tokio::sync::oneshot::channel();
    codemode_compiler::compile_pooled(code, move |r| {
        let _ = tx.send(r);
    });
    let deadline = options.timeout.map(|t| start + t);
    tokio::select! {
        biased;
        r = rx => match r {
            Ok(r) => r.map_err(Diagnostic::from_compile),
            Err(_) => Err(internal_error()),
        },
        d = stopped(options, deadline) => Err(d),
    }
}

/// Runs the VM and its tool calls until the program settles (and its fire-and-forget calls
/// finish), or a limit, the deadline or cancellation stops it.
async fn drive(
    vm: &mut Vm,
    calls: &mut Option<HostCalls>,
    inner: &Inner,
    options: &ExecuteOptions,
    start: Instant,
) -> Result<(), Diagnostic> {
    let deadline = options.timeout.map(|t| start + t);
    // Fuel left before the next deadline check and yield; tool-call halts do not reset it.
    let mut fuel = SLICE;
    loop {
        let before = vm.instructions;
        // The program's calls start where it makes them (eager), with this task's context:
        // a call that answers at once settles then and there, and the run goes on.
        let halt = std::future::poll_fn(|cx| {
            let mut host = |vm: &mut Vm| {
                calls
                    .get_or_insert_with(|| new_calls(inner, options))
                    .drain(vm, cx)
            };
            let run = std::panic::AssertUnwindSafe(|| vm.run_with_host(fuel, &mut host));
            Poll::Ready(std::panic::catch_unwind(run))
        })
        .await
        .map_err(|_| internal_error())?;
        fuel = fuel.saturating_sub(vm.instructions - before);
        // Calls left queued by a run that stopped first start now; running ones progress.
        if calls.is_none() && vm.has_host_requests() {
            *calls = Some(new_calls(inner, options));
        }
        if let Some(calls) = calls.as_mut() {
            calls.drain_and_poll(vm).await;
        }
        match halt {
            // `run_with_host` hands every call over and goes on, so it never ends a run with
            // `HostCall`; were it to, yielding like a used-up slice is safe.
            Halt::HostCall | Halt::Yield => {
                check_stop(options, deadline)?;
                tokio::task::yield_now().await;
                fuel = SLICE;
            }
            Halt::Idle => {
                // Without a call made there is nothing to deliver or wait for.
                let Some(calls) = calls.as_mut() else {
                    return Ok(());
                };
                if calls.deliver(vm) {
                    continue;
                }
                // A rejected program ends now (its running calls are dropped); a fulfilled one
                // first lets its fire-and-forget calls finish; with nothing running, nothing can
                // wake the program, so it is reported as it stands.
                if program_rejected(vm) || calls.is_idle() {
                    return Ok(());
                }
                // Boxed: its timer and cancellation futures would otherwise sit in every
                // execution's future (and be copied with it), though only an execution whose
                // tools really pend ever gets here.
                Box::pin(wait_for_calls(calls, options, deadline)).await?;
            }
            Halt::OutOfInstructions => {
                let mut d = Diagnostic::new(
                    DiagnosticKind::ResourceLimitExceeded,
                    "the program exceeded its instruction budget (max_instructions)",
                );
                d.suggestion =
                    Some("do less work per execution, or check for an infinite loop".into());
                return Err(d);
            }
            Halt::Interrupted => {
                // The interrupt check fired inside a builtin: report the deadline or the
                // cancellation it saw.
                check_stop(options, deadline)?;
                return Err(timeout_diagnostic(options));
            }
            Halt::OutOfMemory => {
                let mut d = Diagnostic::new(
                    DiagnosticKind::ResourceLimitExceeded,
                    "the program exceeded its memory budget (max_memory_bytes)",
                );
                d.suggestion =
                    Some("process data in smaller pieces and keep less of it alive".into());
                return Err(d);
            }
        }
    }
}

/// The tool-call bookkeeping for an execution's first call.
fn new_calls(inner: &Inner, options: &ExecuteOptions) -> HostCalls {
    HostCalls::new(
        inner.tools.clone(),
        CallPolicy {
            concurrency: inner.concurrency,
            max_tool_calls: options.max_tool_calls,
            validate_outputs: inner.validate_outputs,
            hooks: options.hooks.clone(),
        },
    )
}

/// Whether the program's own promise was rejected (an uncaught error).
fn program_rejected(vm: &Vm) -> bool {
    matches!(
        vm.root_promise
            .and_then(|r| vm.promise_state(Value::Obj(r))),
        Some(PromiseState::Rejected(_))
    )
}

/// Sleeps until a running call finishes, the deadline passes, or the host cancels.
async fn wait_for_calls(
    calls: &mut HostCalls,
    options: &ExecuteOptions,
    deadline: Option<Instant>,
) -> Result<(), Diagnostic> {
    tokio::select! {
        biased;
        d = stopped(options, deadline) => Err(d),
        _ = calls.wait() => Ok(()),
    }
}

/// Resolves when the host cancels or the deadline passes, with the diagnostic to report.
async fn stopped(options: &ExecuteOptions, deadline: Option<Instant>) -> Diagnostic {
    let cancelled = async {
        match &options.cancel {
            Some(c) => c.cancelled().await,
            None => std::future::pending().await,
        }
    };
    let timed_out = async {
        match deadline {
            Some(d) => tokio::time::sleep_until(d.into()).await,
            None => std::future::pending().await,
        }
    };
    tokio::select! {
        biased;
        _ = cancelled => cancelled_diagnostic(),
        _ = timed_out => timeout_diagnostic(options),
    }
}

fn check_stop(options: &ExecuteOptions, deadline: Option<Instant>) -> Result<(), Diagnostic> {
    if let Some(c) = &options.cancel {
        if c.is_cancelled() {
            return Err(cancelled_diagnostic());
        }
    }
    if let Some(d) = deadline {
        if Instant::now() >= d {
            return Err(timeout_diagnostic(options));
        }
    }
    Ok(())
}

fn cancelled_diagnostic() -> Diagnostic {
    Diagnostic::new(
        DiagnosticKind::Cancelled,
        "the execution was cancelled by the host",
    )
}

fn timeout_diagnostic(options: &ExecuteOptions) -> Diagnostic {
    let ms = options.timeout.map(|t| t.as_millis()).unwrap_or(0);
    let mut d = Diagnostic::new(
        DiagnosticKind::TimeoutExceeded,
        format!("the program did not finish within {ms} ms"),
    );
    d.suggestion = Some(
        "check for an infinite loop, make fewer or faster tool calls, or do less work per execution"
            .into(),
    );
    d
}

fn internal_error() -> Diagnostic {
    let mut d = Diagnostic::new(
        DiagnosticKind::ExecutionFailure,
        "internal error in the codemode VM",
    );
    d.name = Some("InternalError".into());
    d.suggestion = Some("this is a codemode bug; rephrase the program and report it".into());
    d
}

/// The result of a program that ran to its end. `tools_called`: whether it made a tool call
/// (without one, no tool-call rejection can have gone unhandled).
fn finish(vm: &mut Vm, tools_called: bool) -> ExecutionResult {
    let logs = std::mem::take(&mut vm.logs);
    let Some(root) = vm.root_promise else {
        return ExecutionResult::failure(internal_error(), logs);
    };
    let state = match &vm.heap.obj(root).kind {
        ObjKind::Promise(p) => p.state,
        _ => PromiseState::Pending,
    };
    if let (PromiseState::Fulfilled(_), true) = (state, tools_called) {
        if let Some((kind, message)) = vm.unhandled_tool_rejections().into_iter().next() {
            let mut d = Diagnostic::new(
                kind.map(DiagnosticKind::from_host)
                    .unwrap_or(DiagnosticKind::ToolFailure),
                format!("Unhandled rejection from an un-awaited tool call: {message}"),
            );
            d.suggestion = Some(
                "await every tool call (directly or through Promise.all) so its failure can be \
                 caught with try/catch"
                    .into(),
            );
            return ExecutionResult::failure(d, logs);
        }
    }
    match state {
        PromiseState::Fulfilled(v) => match vm.to_json(v, "result") {
            Ok(j) => ExecutionResult {
                ok: true,
                value: j,
                error: None,
                logs,
                tool_calls: Vec::new(),
                truncated: false,
                attachments: Vec::new(),
                stats: ExecutionStats::default(),
            },
            Err(e) => {
                let mut d = Diagnostic::new(DiagnosticKind::InvalidDataValue, e.message);
                d.suggestion = Some(format!(
                    "return plain JSON data; the problem is at {}",
                    e.path
                ));
                ExecutionResult::failure(d, logs)
            }
        },
        PromiseState::Rejected(v) => ExecutionResult::failure(thrown_diagnostic(vm, v), logs),
        PromiseState::Pending => {
            let mut d = Diagnostic::new(
                DiagnosticKind::ExecutionFailure,
                "the program is waiting on a promise that can never settle",
            );
            d.suggestion = Some("make sure every awaited promise is resolved or rejected".into());
            ExecutionResult::failure(d, logs)
        }
    }
}

/// Describes an uncaught thrown value.
fn thrown_diagnostic(vm: &mut Vm, v: Value) -> Diagnostic {
    let mut d = Diagnostic::new(DiagnosticKind::ExecutionFailure, "");
    if let Some(kind) = vm.host_error_kind(v) {
        // A failed tool call nobody caught keeps its own kind and message.
        d.kind = DiagnosticKind::from_host(kind);
        d.message = vm
            .get_prop(v, codemode_vm::atoms::names::message)
            .ok()
            .map(|m| vm.primitive_to_rust(m))
            .unwrap_or_default();
        d.suggestion = Some(tool_failure_suggestion(kind).into());
        if let Value::Obj(o) = v {
            if let ObjKind::Error { line, column, .. } = vm.heap.obj(o).kind {
                if line > 0 {
                    d.line = Some(line);
                    d.column = Some(column);
                }
            }
        }
        return d;
    }
    if let Value::Obj(o) = v {
        if let ObjKind::Error { line, column, .. } = vm.heap.obj(o).kind {
            let name = vm
                .get_prop(v, codemode_vm::atoms::names::name)
                .ok()
                .map(|n| vm.primitive_to_rust(n));
            let msg = vm
                .get_prop(v, codemode_vm::atoms::names::message)
                .unwrap_or(Value::Undefined);
            let msg = if msg.is_undefined() {
                String::new()
            } else {
                vm.to_rust_string(msg).unwrap_or_default()
            };
            d.message = match &name {
                Some(n) if !msg.is_empty() => format!("{n}: {msg}"),
                Some(n) => n.clone(),
                None => msg,
            };
            d.name = name;
            if line > 0 {
                d.line = Some(line);
                d.column = Some(column);
            }
            return d;
        }
    }
    let mut text = String::new();
    let mut seen = Vec::new();
    codemode_vm::builtins::console::format_value(vm, v, 0, false, &mut seen, &mut text);
    d.message = format!("Uncaught {text}");
    d.suggestion =
        Some("throw an Error (throw new Error(\"...\")) or catch the value with try/catch".into());
    if let Some((f, pc)) = vm.throw_site {
        if let Some((l, c)) = vm.code.func(f).position(pc) {
            d.line = Some(l);
            d.column = Some(c);
        }
    }
    d
}

/// What to do about a failed tool call that reached the top of the program.
fn tool_failure_suggestion(kind: codemode_vm::host::HostErrorKind) -> &'static str {
    use codemode_vm::host::HostErrorKind as H;
    match kind {
        H::UnknownTool => {
            "call one of the tools that exist; Object.keys(tools) lists the namespaces"
        }
        H::InvalidToolInput => "fix the input to match the tool's input schema",
        H::InvalidToolOutput => {
            "the tool answered outside its declared schema; try other input or another tool"
        }
        H::InvalidDataValue => {
            "pass and return plain JSON data (no functions, cycles or un-awaited promises)"
        }
        H::ToolCallLimitExceeded => "make fewer tool calls in one execution",
        H::ToolFailure => "catch the failure with try/catch, or change the input and try again",
    }
}

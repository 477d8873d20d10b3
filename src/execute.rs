//! `CodeMode` and the execute future: compiles, builds a VM, and drives it in fuel slices on tokio,
//! checking the deadline and cancellation between slices.

use crate::result::{Diagnostic, DiagnosticKind, ExecutionResult};
use codemode_vm::interp::Halt;
use codemode_vm::object::{ObjKind, PromiseState};
use codemode_vm::{Value, Vm, VmLimits};
use std::future::Future;
use std::sync::Arc;
use std::time::{Duration, Instant};
use tokio_util::sync::CancellationToken;

/// Instructions per slice between deadline/cancellation checks and yields to the executor.
const SLICE: u64 = 20_000;

/// Per-execution options. Limits have no defaults: `None` means unlimited.
#[derive(Clone, Debug, Default)]
pub struct ExecuteOptions {
    /// Wall-clock limit.
    pub timeout: Option<Duration>,
    /// Instruction budget.
    pub max_instructions: Option<u64>,
    /// Heap byte budget.
    pub max_memory_bytes: Option<usize>,
    /// Maximum JS call depth (default 10,000 frames).
    pub max_call_depth: Option<usize>,
    /// Cancels the execution when triggered.
    pub cancel: Option<CancellationToken>,
}

/// Builds a [`CodeMode`].
#[derive(Default)]
pub struct CodeModeBuilder {}

impl CodeModeBuilder {
    /// Finishes the builder.
    pub fn build(self) -> CodeMode {
        CodeMode {
            inner: Arc::new(Inner {}),
        }
    }
}

struct Inner {}

/// An engine built once and used for many concurrent executions.
#[derive(Clone)]
pub struct CodeMode {
    inner: Arc<Inner>,
}

impl CodeMode {
    /// A builder.
    pub fn builder() -> CodeModeBuilder {
        CodeModeBuilder::default()
    }

    /// Runs a program. The returned future is `Send + 'static`; dropping it stops the execution.
    pub fn execute(
        &self,
        code: &str,
        options: ExecuteOptions,
    ) -> impl Future<Output = ExecutionResult> + Send + 'static {
        let code = code.to_string();
        let _inner = self.inner.clone();
        async move { run(code, options).await }
    }
}

async fn run(code: String, options: ExecuteOptions) -> ExecutionResult {
    let start = Instant::now();
    let program = match codemode_compiler::compile(&code) {
        Ok(p) => Arc::new(p),
        Err(e) => return ExecutionResult::failure(Diagnostic::from_compile(e), Vec::new()),
    };
    let limits = VmLimits {
        max_call_depth: options.max_call_depth.unwrap_or(10_000),
        max_instructions: options.max_instructions.unwrap_or(u64::MAX),
        max_memory_bytes: options.max_memory_bytes.unwrap_or(usize::MAX),
    };
    let mut vm = match std::panic::catch_unwind(|| {
        let mut vm = Vm::new(codemode_compiler::prelude(), program, limits);
        vm.start();
        vm
    }) {
        Ok(vm) => vm,
        Err(_) => return ExecutionResult::failure(internal_error(), Vec::new()),
    };
    let deadline = options.timeout.map(|t| start + t);
    loop {
        let halt = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| vm.run(SLICE)));
        let halt = match halt {
            Ok(h) => h,
            Err(_) => {
                return ExecutionResult::failure(internal_error(), std::mem::take(&mut vm.logs))
            }
        };
        match halt {
            Halt::Yield => {}
            Halt::Idle => break,
            Halt::OutOfInstructions => {
                let mut d = Diagnostic::new(
                    DiagnosticKind::ResourceLimitExceeded,
                    "the program exceeded its instruction budget (max_instructions)",
                );
                d.suggestion =
                    Some("do less work per execution, or check for an infinite loop".into());
                return ExecutionResult::failure(d, std::mem::take(&mut vm.logs));
            }
            Halt::OutOfMemory => {
                let mut d = Diagnostic::new(
                    DiagnosticKind::ResourceLimitExceeded,
                    "the program exceeded its memory budget (max_memory_bytes)",
                );
                d.suggestion =
                    Some("process data in smaller pieces and keep less of it alive".into());
                return ExecutionResult::failure(d, std::mem::take(&mut vm.logs));
            }
        }
        if let Some(c) = &options.cancel {
            if c.is_cancelled() {
                return ExecutionResult::failure(
                    Diagnostic::new(
                        DiagnosticKind::Cancelled,
                        "the execution was cancelled by the host",
                    ),
                    std::mem::take(&mut vm.logs),
                );
            }
        }
        if let Some(d) = deadline {
            if Instant::now() >= d {
                let ms = options.timeout.map(|t| t.as_millis()).unwrap_or(0);
                let mut diag = Diagnostic::new(
                    DiagnosticKind::TimeoutExceeded,
                    format!("the program did not finish within {ms} ms"),
                );
                diag.suggestion =
                    Some("check for an infinite loop, or do less work per execution".into());
                return ExecutionResult::failure(diag, std::mem::take(&mut vm.logs));
            }
        }
        tokio::task::yield_now().await;
    }
    finish(&mut vm)
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

fn finish(vm: &mut Vm) -> ExecutionResult {
    let logs = std::mem::take(&mut vm.logs);
    let Some(root) = vm.root_promise else {
        return ExecutionResult::failure(internal_error(), logs);
    };
    let state = match &vm.heap.obj(root).kind {
        ObjKind::Promise(p) => p.state,
        _ => PromiseState::Pending,
    };
    match state {
        PromiseState::Fulfilled(v) => match vm.to_json(v, "result") {
            Ok(j) => ExecutionResult {
                ok: true,
                value: j,
                error: None,
                logs,
                tool_calls: Vec::new(),
                truncated: false,
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
    if let Value::Obj(o) = v {
        if let ObjKind::Error { line, column } = vm.heap.obj(o).kind {
            let name = vm
                .get_prop(v, codemode_vm::atoms::names::name)
                .ok()
                .map(|n| vm.primitive_to_rust(n));
            let msg = vm
                .get_prop(v, codemode_vm::atoms::names::message)
                .unwrap_or(Value::Undefined);
            let msg = if msg == Value::Undefined {
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

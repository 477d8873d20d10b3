//! The engines compared: codemode (from source, and from a precompiled `Program` for
//! `a_startup`), Boa (`boa_engine`) and QuickJS (`rquickjs`). Each run uses a fresh context or
//! execution and returns the time it took with the result as JavaScript's `String(value)`.

use super::workloads::Workload;
use std::time::{Duration, Instant};

/// One engine under comparison.
pub trait Engine {
    /// Column name in the table.
    fn name(&self) -> &'static str;
    /// Runs `w` once in a fresh context: the timed part's duration and the result string, or
    /// `None` when this engine does not run this workload.
    fn run(&mut self, w: &Workload) -> Option<Result<(Duration, String), String>>;
}

/// JavaScript's `String(v)` for the result JSON codemode returns.
fn js_string(v: &serde_json::Value) -> String {
    match v {
        serde_json::Value::String(s) => s.clone(),
        serde_json::Value::Number(n) => match n.as_f64() {
            Some(f) if f.fract() == 0.0 && f.abs() < 1e21 => format!("{}", f as i64),
            Some(f) => format!("{f}"),
            None => n.to_string(),
        },
        other => other.to_string(),
    }
}

/// codemode: `CodeMode::execute_blocking` on the source (parse, compile, fresh execution, run),
/// or with `precompiled`, `execute_program_blocking` on a `Program` compiled once (only
/// `a_startup`): the blocking calls a host without an async context makes, as the other
/// engines' are.
pub struct CodeModeEngine {
    rt: tokio::runtime::Runtime,
    cm: codemode::CodeMode,
    precompiled: Option<codemode::Program>,
    with_program: bool,
    last: Option<codemode::ExecutionStats>,
}

impl CodeModeEngine {
    /// The engine with its one tool, `bench.host(x)`, answering `x + 1` at once.
    pub fn new(with_program: bool) -> Self {
        let host = codemode::Tool::new(
            "bench.host",
            "Returns its argument plus one",
            serde_json::json!({ "type": "number" }),
            |input| async move {
                let x = input.as_f64().unwrap_or(f64::NAN);
                Ok(serde_json::json!(x + 1.0))
            },
        );
        CodeModeEngine {
            rt: crate::runtime(),
            cm: codemode::CodeMode::builder().tool(host).build(),
            precompiled: None,
            with_program,
            last: None,
        }
    }

    /// The stats (parse, compile and run times) of the last execution `run` timed, if any.
    pub fn last_stats(&self) -> Option<&codemode::ExecutionStats> {
        self.last.as_ref()
    }

    fn execute(&mut self, source: &str) -> Result<(Duration, String), String> {
        let t = Instant::now();
        let r = self
            .cm
            .execute_blocking(&self.rt, source, codemode::ExecuteOptions::default());
        let d = t.elapsed();
        self.last = Some(r.stats);
        match r.error {
            None => Ok((d, js_string(&r.value))),
            Some(e) => Err(format!("{:?}: {}", e.kind, e.message)),
        }
    }
}

impl Engine for CodeModeEngine {
    fn name(&self) -> &'static str {
        if self.with_program {
            "codemode (precompiled)"
        } else {
            "codemode"
        }
    }

    fn run(&mut self, w: &Workload) -> Option<Result<(Duration, String), String>> {
        let source = w.codemode_source();
        if self.with_program {
            if !w.is_startup() {
                return None;
            }
            if self.precompiled.is_none() {
                match self.cm.compile(&source) {
                    Ok(p) => self.precompiled = Some(p),
                    Err(e) => return Some(Err(e.message)),
                }
            }
            let p = self.precompiled.as_ref()?;
            let t = Instant::now();
            let r =
                self.cm
                    .execute_program_blocking(&self.rt, p, codemode::ExecuteOptions::default());
            let d = t.elapsed();
            self.last = Some(r.stats);
            return Some(match r.error {
                None => Ok((d, js_string(&r.value))),
                Some(e) => Err(format!("{:?}: {}", e.kind, e.message)),
            });
        }
        Some(match w.with_setup(&source) {
            // Executions share nothing: time the setup alone and subtract it.
            Some(both) => {
                let setup = w.setup.as_deref().unwrap_or("");
                self.execute(setup)
                    .and_then(|(ts, _)| self.execute(&both).map(|(t, v)| (t.saturating_sub(ts), v)))
            }
            None => self.execute(&source),
        })
    }
}

/// QuickJS through rquickjs: one runtime, a fresh full context per run.
pub struct QuickJsEngine {
    rt: rquickjs::Runtime,
}

impl QuickJsEngine {
    /// A QuickJS runtime with no memory limit.
    pub fn new() -> Self {
        QuickJsEngine {
            rt: rquickjs::Runtime::new().expect("QuickJS runtime"),
        }
    }
}

impl Default for QuickJsEngine {
    fn default() -> Self {
        Self::new()
    }
}

/// `hostraw` for QuickJS: a raw C callback (no rquickjs conversion layer).
unsafe extern "C" fn quickjs_hostraw(
    ctx: *mut rquickjs::qjs::JSContext,
    _this: rquickjs::qjs::JSValue,
    argc: std::os::raw::c_int,
    argv: *mut rquickjs::qjs::JSValue,
) -> rquickjs::qjs::JSValue {
    let mut x = f64::NAN;
    if argc > 0 {
        // SAFETY: QuickJS passes `argc` valid values in `argv`.
        unsafe {
            rquickjs::qjs::JS_ToFloat64(ctx, &mut x, *argv);
        }
    }
    rquickjs::qjs::JS_NewFloat64(x + 1.0)
}

impl Engine for QuickJsEngine {
    fn name(&self) -> &'static str {
        "QuickJS"
    }

    fn run(&mut self, w: &Workload) -> Option<Result<(Duration, String), String>> {
        use rquickjs::{CatchResultExt, Context, Function};
        let start = Instant::now();
        let ctx = match Context::full(&self.rt) {
            Ok(c) => c,
            Err(e) => return Some(Err(e.to_string())),
        };
        Some(ctx.with(|ctx| {
            let g = ctx.globals();
            let host = Function::new(ctx.clone(), |x: f64| x + 1.0).map_err(|e| e.to_string())?;
            g.set("host", host).map_err(|e| e.to_string())?;
            // SAFETY: registers a C function with the signature QuickJS expects; the name is a
            // NUL-terminated static string.
            let raw = unsafe {
                let f = rquickjs::qjs::JS_NewCFunction2(
                    ctx.as_raw().as_ptr(),
                    Some(quickjs_hostraw),
                    c"hostraw".as_ptr(),
                    1,
                    rquickjs::qjs::JSCFunctionEnum_JS_CFUNC_generic,
                    0,
                );
                rquickjs::Value::from_raw(ctx.clone(), f)
            };
            g.set("hostraw", raw).map_err(|e| e.to_string())?;
            if let Some(setup) = &w.setup {
                ctx.eval::<(), _>(setup.as_str())
                    .catch(&ctx)
                    .map_err(|e| e.to_string())?;
            }
            let t = if w.is_startup() {
                start
            } else {
                Instant::now()
            };
            let v: rquickjs::Value = ctx
                .eval(w.source.as_str())
                .catch(&ctx)
                .map_err(|e| e.to_string())?;
            let d = t.elapsed();
            let s: rquickjs::convert::Coerced<String> = v.get().map_err(|e| e.to_string())?;
            Ok((d, s.0))
        }))
    }
}

/// Boa: a fresh `Context` per run.
#[derive(Default)]
pub struct BoaEngine;

fn boa_host(
    _this: &boa_engine::JsValue,
    args: &[boa_engine::JsValue],
    ctx: &mut boa_engine::Context,
) -> boa_engine::JsResult<boa_engine::JsValue> {
    let x = args.first().cloned().unwrap_or_default().to_number(ctx)?;
    Ok(boa_engine::JsValue::from(x + 1.0))
}

impl Engine for BoaEngine {
    fn name(&self) -> &'static str {
        "Boa"
    }

    fn run(&mut self, w: &Workload) -> Option<Result<(Duration, String), String>> {
        use boa_engine::{js_string, Context, NativeFunction, Source};
        let start = Instant::now();
        let mut ctx = Context::default();
        let r = (|| {
            for name in [js_string!("host"), js_string!("hostraw")] {
                ctx.register_global_callable(name, 1, NativeFunction::from_fn_ptr(boa_host))
                    .map_err(|e| e.to_string())?;
            }
            if let Some(setup) = &w.setup {
                ctx.eval(Source::from_bytes(setup.as_bytes()))
                    .map_err(|e| e.to_string())?;
            }
            let t = if w.is_startup() {
                start
            } else {
                Instant::now()
            };
            let v = ctx
                .eval(Source::from_bytes(w.source.as_bytes()))
                .map_err(|e| e.to_string())?;
            let d = t.elapsed();
            let s = v
                .to_string(&mut ctx)
                .map_err(|e| e.to_string())?
                .to_std_string_escaped();
            Ok((d, s))
        })();
        Some(r)
    }
}

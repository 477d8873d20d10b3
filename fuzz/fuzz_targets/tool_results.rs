//! Fuzz target: arbitrary JSON returned by a tool, walked, re-serialised and round-tripped by a
//! program. Any outcome is fine except a panic, an abort or an internal error.
#![no_main]

#[path = "common.rs"]
mod common;

use arbitrary::{Arbitrary, Unstructured};
use codemode::{CodeMode, ExecuteOptions, Tool};
use libfuzzer_sys::fuzz_target;
use serde_json::{Map, Value as Json};
use std::sync::Mutex;

/// An arbitrary JSON value, up to 64 levels deep (deeper values are a hostile-suite case).
#[derive(Debug)]
struct Data(Json);

fn value(u: &mut Unstructured, depth: usize) -> arbitrary::Result<Json> {
    let pick = if depth >= 64 { u.int_in_range(0..=3)? } else { u.int_in_range(0..=5)? };
    Ok(match pick {
        0 => Json::Null,
        1 => Json::Bool(bool::arbitrary(u)?),
        2 => match u.int_in_range(0..=2)? {
            0 => Json::from(i64::arbitrary(u)?),
            1 => serde_json::Number::from_f64(f64::arbitrary(u)?).map_or(Json::Null, Json::Number),
            _ => Json::from(u64::arbitrary(u)?),
        },
        3 => Json::String(String::arbitrary(u)?),
        4 => {
            let n = u.int_in_range(0..=8)?;
            Json::Array((0..n).map(|_| value(u, depth + 1)).collect::<Result<_, _>>()?)
        }
        _ => {
            let n = u.int_in_range(0..=8)?;
            let mut m = Map::new();
            for _ in 0..n {
                m.insert(String::arbitrary(u)?, value(u, depth + 1)?);
            }
            Json::Object(m)
        }
    })
}

impl<'a> Arbitrary<'a> for Data {
    fn arbitrary(u: &mut Unstructured<'a>) -> arbitrary::Result<Self> {
        Ok(Data(value(u, 0)?))
    }
}

static CURRENT: Mutex<Json> = Mutex::new(Json::Null);

const WALK: &str = r#"
const r = await tools.fuzz.data({});
function walk(v, d) {
  if (d > 80) return 0;
  if (Array.isArray(v)) return v.reduce((a, x) => a + walk(x, d + 1), 1);
  if (v !== null && typeof v === "object") {
    let n = 1;
    for (const [k, x] of Object.entries(v)) n += k.length + walk(x, d + 1);
    for (const k in v) n += v[k] === undefined ? 1 : 0;
    return n;
  }
  if (typeof v === "string") return v.length + v.toUpperCase().length + v.split("").length;
  return typeof v === "number" ? (Number.isFinite(v) ? 1 : 2) : 1;
}
const s = JSON.stringify(r);
console.log(r);
return [walk(r, 0), s.length, JSON.stringify(JSON.parse(s)) === s, structuredCloneLike(r)];
function structuredCloneLike(v) { return JSON.parse(JSON.stringify({ v })).v === undefined; }
"#;

fn build() -> CodeMode {
    let tool = Tool::new("fuzz.data", "fuzzed data", serde_json::json!({}), |_| async {
        Ok(CURRENT.lock().map(|v| v.clone()).unwrap_or(Json::Null))
    });
    CodeMode::builder().tool(tool).build()
}

fuzz_target!(|d: Data| {
    if let Ok(mut c) = CURRENT.lock() {
        *c = d.0;
    }
    let (cm, rt) = common::engine(build);
    let options = ExecuteOptions {
        max_instructions: Some(2_000_000),
        max_memory_bytes: Some(64 << 20),
        timeout: Some(std::time::Duration::from_secs(5)),
        ..ExecuteOptions::default()
    };
    let result = rt.block_on(cm.execute(WALK, options));
    if let Some(e) = &result.error {
        assert_ne!(e.name.as_deref(), Some("InternalError"), "VM panicked: {e:?}");
    }
});

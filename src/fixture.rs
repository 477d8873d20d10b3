//! Fixture tools: a JSON file of canned tools for trying codemode and for harnesses
//! (`codemode run --tools FIXTURE.json`). Each tool answers with a fixed `result`, `echo`es its
//! input, or fails with an `error` message, optionally after `delayMs`.

use crate::tool::{Tool, ToolError};
use serde_json::Value as Json;
use std::time::Duration;

/// The demo table `examples/tools.json`, the CLI's default when no `--tools` is given.
pub const DEMO_FIXTURE: &str = include_str!("../examples/tools.json");

/// What a fixture tool does when called.
#[derive(Clone, Debug)]
enum Behaviour {
    Result(Json),
    Echo,
    Error(String),
}

/// Parses a fixture document `{ "tools": [ { "name", "description", "inputSchema",
/// "outputSchema"?, one of "result" | "echo": true | "error", "delayMs"? } ] }`.
///
/// # Errors
///
/// A message naming the offending entry when the document does not have that shape.
pub fn parse_fixture(text: &str) -> Result<Vec<Tool>, String> {
    let doc: Json = serde_json::from_str(text).map_err(|e| format!("fixture is not JSON: {e}"))?;
    let list = doc
        .get("tools")
        .and_then(Json::as_array)
        .ok_or("fixture must be an object with a \"tools\" array")?;
    let mut tools = Vec::new();
    for (i, t) in list.iter().enumerate() {
        let at = |what: &str| format!("fixture tools[{i}]: {what}");
        let name = t
            .get("name")
            .and_then(Json::as_str)
            .filter(|n| !n.is_empty())
            .ok_or_else(|| at("\"name\" must be a non-empty string such as \"ns.tool\""))?;
        let description = t.get("description").and_then(Json::as_str).unwrap_or("");
        let input_schema = t
            .get("inputSchema")
            .cloned()
            .unwrap_or_else(|| serde_json::json!({ "type": "object" }));
        let behaviour = match (t.get("result"), t.get("echo"), t.get("error")) {
            (Some(r), None, None) => Behaviour::Result(r.clone()),
            (None, Some(Json::Bool(true)), None) => Behaviour::Echo,
            (None, None, Some(Json::String(m))) => Behaviour::Error(m.clone()),
            _ => return Err(at(
                "needs exactly one of \"result\": <json>, \"echo\": true or \"error\": \"message\"",
            )),
        };
        let delay = match t.get("delayMs") {
            None => None,
            Some(d) => {
                Some(Duration::from_millis(d.as_u64().ok_or_else(|| {
                    at("\"delayMs\" must be a non-negative integer")
                })?))
            }
        };
        let mut tool = Tool::new(name, description, input_schema, move |input| {
            let behaviour = behaviour.clone();
            async move {
                if let Some(d) = delay {
                    tokio::time::sleep(d).await;
                }
                match behaviour {
                    Behaviour::Result(r) => Ok(r),
                    Behaviour::Echo => Ok(input),
                    Behaviour::Error(m) => Err(ToolError::new(m)),
                }
            }
        });
        if let Some(o) = t.get("outputSchema") {
            tool = tool.with_output_schema(o.clone());
        }
        tools.push(tool);
    }
    Ok(tools)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn demo_fixture_parses() {
        let tools = parse_fixture(DEMO_FIXTURE).expect("examples/tools.json is valid");
        assert!(tools.len() >= 3);
    }

    #[test]
    fn bad_entries_are_named() {
        let e = parse_fixture(r#"{"tools":[{"name":"a.b","result":1,"echo":true}]}"#).unwrap_err();
        assert!(e.contains("tools[0]") && e.contains("exactly one"), "{e}");
        let e = parse_fixture(r#"{"tools":[{"result":1}]}"#).unwrap_err();
        assert!(e.contains("\"name\""), "{e}");
        assert!(parse_fixture("[]").is_err());
    }
}

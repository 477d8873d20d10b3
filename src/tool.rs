//! Host tools: the `Tool` definition (path, description, schemas, async handler), the model-safe
//! `ToolError`, and the compiled tool table a `CodeMode` is built from.

use codemode_vm::host::ToolCatalog;
use serde_json::Value as Json;
use std::collections::HashMap;
use std::fmt;
use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;

/// The future a tool handler returns.
pub type ToolFuture = Pin<Box<dyn Future<Output = Result<Json, ToolError>> + Send>>;

/// A tool's handler: most take only their input, so a call makes no context for them.
#[derive(Clone)]
enum Handler {
    Plain(Arc<dyn Fn(Json) -> ToolFuture + Send + Sync>),
    WithContext(Arc<dyn Fn(Json, ToolContext) -> ToolFuture + Send + Sync>),
}

/// Media a tool produced that must not enter the program (images, audio, binary resources):
/// collected host-side per execution and returned on the result.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Attachment {
    /// `image`, `audio` or `resource`.
    pub kind: String,
    /// MIME type, when known.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub mime_type: Option<String>,
    /// Base64 content.
    pub data: String,
    /// The resource URI, for resources.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub uri: Option<String>,
    /// The dotted path of the tool that produced it.
    pub tool: String,
}

/// What a tool call knows about the execution it runs in.
#[derive(Clone, Debug)]
pub struct ToolContext {
    pub(crate) path: Arc<str>,
    pub(crate) attachments: Arc<std::sync::Mutex<Vec<Attachment>>>,
}

impl ToolContext {
    /// A context that collects into `attachments` (for calling a handler outside an execution).
    pub fn new(path: &str, attachments: Arc<std::sync::Mutex<Vec<Attachment>>>) -> Self {
        ToolContext {
            path: path.into(),
            attachments,
        }
    }

    /// The dotted path of the tool being called.
    pub fn path(&self) -> &str {
        &self.path
    }

    /// Hands media to the host: it is returned on the execution's result, never to the program.
    pub fn attach(&self, mut a: Attachment) {
        if a.tool.is_empty() {
            a.tool = self.path.to_string();
        }
        if let Ok(mut list) = self.attachments.lock() {
            list.push(a);
        }
    }
}

/// A failure a tool reports on purpose. Its message reaches the program (and the model) as is,
/// so it must be safe to show. Any other failure, a panicking handler included, reaches the
/// program as `"Tool execution failed"`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ToolError {
    message: String,
}

impl ToolError {
    /// A tool error with a model-safe message.
    pub fn new(message: impl Into<String>) -> Self {
        ToolError {
            message: message.into(),
        }
    }

    /// The message.
    pub fn message(&self) -> &str {
        &self.message
    }
}

impl fmt::Display for ToolError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for ToolError {}

/// A host tool: `tools.<path>(input)` in the program.
#[derive(Clone)]
pub struct Tool {
    path: String,
    description: String,
    input_schema: Json,
    output_schema: Option<Json>,
    handler: Handler,
}

impl fmt::Debug for Tool {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Tool")
            .field("path", &self.path)
            .field("description", &self.description)
            .finish_non_exhaustive()
    }
}

impl Tool {
    /// A tool at dotted `path` (`github.list_issues`; nested namespaces allowed) whose input is
    /// validated against `input_schema` (a JSON Schema) before `handler` runs.
    pub fn new<F, Fut>(
        path: impl Into<String>,
        description: impl Into<String>,
        input_schema: Json,
        handler: F,
    ) -> Self
    where
        F: Fn(Json) -> Fut + Send + Sync + 'static,
        Fut: Future<Output = Result<Json, ToolError>> + Send + 'static,
    {
        let handler = Handler::Plain(Arc::new(move |input| Box::pin(handler(input))));
        Tool::with_handler(path.into(), description.into(), input_schema, handler)
    }

    /// Like [`Tool::new`], for handlers that need their execution's [`ToolContext`] (to return
    /// attachments).
    pub fn with_context<F, Fut>(
        path: impl Into<String>,
        description: impl Into<String>,
        input_schema: Json,
        handler: F,
    ) -> Self
    where
        F: Fn(Json, ToolContext) -> Fut + Send + Sync + 'static,
        Fut: Future<Output = Result<Json, ToolError>> + Send + 'static,
    {
        let handler =
            Handler::WithContext(Arc::new(move |input, ctx| Box::pin(handler(input, ctx))));
        Tool::with_handler(path.into(), description.into(), input_schema, handler)
    }

    /// A tool with no output schema yet, around a handler already boxed.
    fn with_handler(
        path: String,
        description: String,
        input_schema: Json,
        handler: Handler,
    ) -> Self {
        Tool {
            path,
            description,
            input_schema,
            output_schema: None,
            handler,
        }
    }

    /// Declares the result's JSON Schema (rendered for the model; validated when the
    /// `CodeMode` was built with [`crate::CodeModeBuilder::validate_tool_outputs`]).
    pub fn with_output_schema(mut self, schema: Json) -> Self {
        self.output_schema = Some(schema);
        self
    }

    /// The dotted path.
    pub fn path(&self) -> &str {
        &self.path
    }

    /// The description.
    pub fn description(&self) -> &str {
        &self.description
    }

    /// The input JSON Schema.
    pub fn input_schema(&self) -> &Json {
        &self.input_schema
    }

    /// The output JSON Schema, if declared.
    pub fn output_schema(&self) -> Option<&Json> {
        self.output_schema.as_ref()
    }

    /// Starts the handler.
    pub(crate) fn call(&self, input: Json, ctx: impl FnOnce() -> ToolContext) -> ToolFuture {
        match &self.handler {
            Handler::Plain(h) => h(input),
            Handler::WithContext(h) => h(input, ctx()),
        }
    }
}

/// A tool with its schemas compiled. A schema that is not valid JSON Schema (or refers to
/// documents we do not fetch) is render-only: nothing is validated against it.
pub(crate) struct ToolEntry {
    pub tool: Tool,
    pub path: Arc<str>,
    pub input: Option<jsonschema::Validator>,
    pub output: Option<jsonschema::Validator>,
}

/// Every tool of a `CodeMode`, by path and by catalog position (the VM resolves a call's path to
/// its position once per call site, so a call needs no hashing).
pub(crate) struct ToolTable {
    pub by_path: HashMap<String, Arc<ToolEntry>>,
    pub by_index: Vec<Arc<ToolEntry>>,
    pub catalog: Arc<ToolCatalog>,
}

impl ToolTable {
    /// Builds the table; a later tool with the same path replaces an earlier one.
    pub fn new(tools: Vec<Tool>) -> Self {
        let mut by_path = HashMap::new();
        for tool in tools {
            let input = compile_schema(&tool.input_schema);
            let output = tool.output_schema.as_ref().and_then(compile_schema);
            by_path.insert(
                tool.path.clone(),
                Arc::new(ToolEntry {
                    path: tool.path.as_str().into(),
                    tool,
                    input,
                    output,
                }),
            );
        }
        let catalog = Arc::new(ToolCatalog::new(by_path.keys().cloned().collect()));
        let by_index = catalog
            .paths()
            .iter()
            .filter_map(|p| by_path.get(p).cloned())
            .collect();
        ToolTable {
            by_path,
            by_index,
            catalog,
        }
    }

    /// Up to three existing tool paths closest to `path`, best first.
    pub fn closest(&self, path: &str) -> Vec<String> {
        let leaf = path.rsplit('.').next().unwrap_or(path);
        let mut scored: Vec<(usize, &String)> = self
            .by_path
            .keys()
            .map(|p| {
                let d = levenshtein(p, path);
                let p_leaf = p.rsplit('.').next().unwrap_or(p);
                // A matching leaf name under another namespace is a strong hint.
                let d = if p_leaf == leaf { d.min(2) } else { d };
                (d, p)
            })
            .collect();
        scored.sort();
        let bound = (path.len() / 2).max(3);
        scored
            .into_iter()
            .filter(|(d, _)| *d <= bound)
            .take(3)
            .map(|(_, p)| p.clone())
            .collect()
    }
}

fn compile_schema(schema: &Json) -> Option<jsonschema::Validator> {
    jsonschema::validator_for(schema).ok()
}

/// Validation failures as one model-readable line (at most three, each with where it is).
pub(crate) fn validation_message(v: &jsonschema::Validator, instance: &Json) -> Option<String> {
    if v.is_valid(instance) {
        return None;
    }
    let mut parts = Vec::new();
    let mut count = 0usize;
    for e in v.iter_errors(instance) {
        count += 1;
        if parts.len() < 3 {
            let at = e.instance_path().to_string();
            if at.is_empty() {
                parts.push(e.to_string());
            } else {
                parts.push(format!("{e} (at {at})"));
            }
        }
    }
    if count == 0 {
        return None;
    }
    let mut msg = parts.join("; ");
    if count > parts.len() {
        msg.push_str(&format!("; and {} more", count - parts.len()));
    }
    Some(msg)
}

/// Edit distance on chars (paths are short; quadratic is fine).
fn levenshtein(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut prev: Vec<usize> = (0..=b.len()).collect();
    let mut cur = vec![0; b.len() + 1];
    for (i, ca) in a.chars().enumerate() {
        cur[0] = i + 1;
        for (j, cb) in b.iter().enumerate() {
            let cost = usize::from(ca != *cb);
            cur[j + 1] = (prev[j] + cost).min(prev[j + 1] + 1).min(cur[j] + 1);
        }
        std::mem::swap(&mut prev, &mut cur);
    }
    prev[b.len()]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn closest_prefers_small_edits_and_same_leaf() {
        let ok = |_: Json| async { Ok(Json::Null) };
        let t = ToolTable::new(vec![
            Tool::new("github.list_issues", "", Json::Null, ok),
            Tool::new("github.list_pulls", "", Json::Null, ok),
            Tool::new("gitlab.list_issues", "", Json::Null, ok),
            Tool::new("weather.forecast", "", Json::Null, ok),
        ]);
        let c = t.closest("github.list_issue");
        assert_eq!(c[0], "github.list_issues");
        assert!(c.contains(&"gitlab.list_issues".to_string()));
        assert!(!c.contains(&"weather.forecast".to_string()));
        assert!(t.closest("zzzzzzzzzzzzzzzzzzzzzzzzzzzz").is_empty());
    }

    #[test]
    fn later_definition_wins() {
        let t = ToolTable::new(vec![
            Tool::new("a.b", "first", Json::Null, |_| async { Ok(Json::Null) }),
            Tool::new("a.b", "second", Json::Null, |_| async { Ok(Json::Null) }),
        ]);
        assert_eq!(t.by_path["a.b"].tool.description(), "second");
        assert_eq!(t.catalog.paths(), ["a.b".to_string()]);
    }
}

//! `codemode serve`: an MCP server exposing `execute` (run a program against the upstream tools)
//! and `search`, over stdio or streamable HTTP. Upstream tool lists are re-read for every request, so changes are
//! picked up without a restart.

use super::client::McpClients;
use crate::execute::{CodeMode, ExecuteOptions};
use crate::tool::Tool;
use rmcp::model::{
    CallToolRequestParams, CallToolResponse, CallToolResult, ListToolsResult,
    PaginatedRequestParams, ServerConfig,
};
use rmcp::service::{RequestContext, RoleServer};
use rmcp::{ErrorData as McpError, ServerHandler, ServiceExt};
use serde_json::{json, Value as Json};
use std::sync::Arc;

/// Limits and fixed tools for the server's executions.
#[derive(Clone, Default)]
pub struct ServeOptions {
    /// Options for every `execute` (limits; hooks are not used).
    pub execute: ExecuteOptions,
    /// Tools served alongside the upstream MCP tools (for example fixture tools).
    pub extra_tools: Vec<Tool>,
}

/// The code-mode MCP server.
#[derive(Clone)]
pub struct CodeModeServer {
    upstream: Arc<McpClients>,
    options: Arc<ServeOptions>,
}

impl CodeModeServer {
    /// A server over connected upstream servers.
    pub fn new(upstream: McpClients, options: ServeOptions) -> Self {
        CodeModeServer {
            upstream: Arc::new(upstream),
            options: Arc::new(options),
        }
    }

    /// A `CodeMode` over the upstream tools as they are now.
    async fn engine(&self) -> CodeMode {
        let (tools, _failed) = self.upstream.tools().await;
        CodeMode::builder()
            .tools(self.options.extra_tools.iter().cloned())
            .tools(tools)
            .build()
    }

    /// Serves MCP over stdin/stdout until the client disconnects.
    ///
    /// # Errors
    ///
    /// When the MCP session cannot start.
    pub async fn serve_stdio(self) -> Result<(), String> {
        let running = self
            .serve(rmcp::transport::stdio())
            .await
            .map_err(|e| format!("MCP session failed to start: {e}"))?;
        running
            .waiting()
            .await
            .map_err(|e| format!("MCP session ended with an error: {e}"))?;
        Ok(())
    }

    /// Serves MCP over streamable HTTP at `http://ADDR/mcp` until the process ends.
    ///
    /// # Errors
    ///
    /// When the address cannot be bound or the server fails.
    pub async fn serve_http(self, addr: &str) -> Result<(), String> {
        use rmcp::transport::streamable_http_server::session::local::LocalSessionManager;
        use rmcp::transport::streamable_http_server::{
            StreamableHttpServerConfig, StreamableHttpService,
        };
        let listener = tokio::net::TcpListener::bind(addr)
            .await
            .map_err(|e| format!("cannot listen on {addr}: {e}"))?;
        let local = listener
            .local_addr()
            .map_err(|e| format!("cannot read the bound address: {e}"))?;
        let service = StreamableHttpService::new(
            move || Ok(self.clone()),
            Arc::new(LocalSessionManager::default()),
            StreamableHttpServerConfig::default(),
        );
        let router = axum::Router::new().nest_service("/mcp", service);
        eprintln!("codemode: serving MCP at http://{local}/mcp");
        axum::serve(listener, router)
            .await
            .map_err(|e| format!("HTTP server failed: {e}"))
    }

    async fn execute(&self, args: &Json) -> Json {
        let Some(code) = args.get("code").and_then(Json::as_str) else {
            return error_result("`execute` needs { code: string }: the program to run".into());
        };
        let cm = self.engine().await;
        let r = cm.execute(code, self.options.execute.clone()).await;
        execute_result(&r)
    }

    async fn search(&self, args: &Json) -> Json {
        let cm = self.engine().await;
        match crate::SearchQuery::from_json(args) {
            Ok(q) => {
                let r = cm.search(&q);
                json!({
                    "content": [{ "type": "text", "text": serde_json::to_string_pretty(&r.to_json()).unwrap_or_default() }],
                    "structuredContent": r.to_json(),
                })
            }
            Err(e) => error_result(e),
        }
    }
}

fn error_result(text: String) -> Json {
    json!({ "content": [{ "type": "text", "text": text }], "isError": true })
}

/// The `execute` answer: the value as text plus logs, attachments as MCP content blocks, errors as
/// `isError` with the diagnostic.
fn execute_result(r: &crate::ExecutionResult) -> Json {
    let mut text = if r.ok {
        match &r.value {
            Json::String(s) => s.clone(),
            v => serde_json::to_string_pretty(v).unwrap_or_default(),
        }
    } else {
        let e = r.error.as_ref();
        let mut t = format!(
            "{}: {}",
            e.map(|e| format!("{:?}", e.kind)).unwrap_or_default(),
            e.map(|e| e.message.as_str()).unwrap_or("")
        );
        if let Some(e) = e {
            if let (Some(l), Some(c)) = (e.line, e.column) {
                t.push_str(&format!(" (line {l}, column {c})"));
            }
            if let Some(s) = &e.suggestion {
                if !e.message.contains(s.as_str()) {
                    t.push_str(&format!("\nSuggestion: {s}"));
                }
            }
        }
        t
    };
    if !r.logs.is_empty() {
        text.push_str("\n\nLogs:\n");
        text.push_str(&r.logs.join("\n"));
    }
    let mut content = vec![json!({ "type": "text", "text": text })];
    for a in &r.attachments {
        match a.kind.as_str() {
            "image" | "audio" => content.push(json!({
                "type": a.kind,
                "data": a.data,
                "mimeType": a.mime_type.clone().unwrap_or_else(|| "application/octet-stream".into()),
            })),
            _ => content.push(json!({
                "type": "resource",
                "resource": {
                    "uri": a.uri.clone().unwrap_or_else(|| "attachment:".into()),
                    "blob": a.data,
                    "mimeType": a.mime_type,
                }
            })),
        }
    }
    let mut out = json!({ "content": content, "isError": !r.ok });
    if r.ok {
        out["structuredContent"] = json!({ "value": r.value });
    }
    out
}

impl ServerHandler for CodeModeServer {
    fn get_info(&self) -> ServerConfig {
        let mut info = ServerConfig::default();
        if let Ok(c) = serde_json::from_value(json!({ "tools": { "listChanged": true } })) {
            info.capabilities = c;
        }
        if let Ok(s) = serde_json::from_value(
            json!({ "name": "codemode", "version": env!("CARGO_PKG_VERSION") }),
        ) {
            info.server_info = s;
        }
        info.instructions = Some(
            "Call `execute` with a JavaScript program that calls the upstream tools as \
             `await tools.<server>.<tool>(input)`; its description lists them. `search` finds \
             tools by what they do."
                .into(),
        );
        info
    }

    async fn list_tools(
        &self,
        _request: Option<PaginatedRequestParams>,
        _context: RequestContext<RoleServer>,
    ) -> Result<ListToolsResult, McpError> {
        let cm = self.engine().await;
        let list = json!({ "tools": [
            {
                "name": "execute",
                "description": cm.instructions(),
                "inputSchema": {
                    "type": "object",
                    "properties": { "code": { "type": "string", "description": "The program: the body of an async function" } },
                    "required": ["code"]
                }
            },
            {
                "name": "search",
                "description": "Find the tools `execute` programs can call, by what they do. Returns { items: [{ path, description, signature }], remaining, next }.",
                "inputSchema": {
                    "type": "object",
                    "properties": {
                        "query": { "type": "string" },
                        "namespace": { "type": "string" },
                        "limit": { "type": "integer", "minimum": 1, "maximum": 100 },
                        "offset": { "type": "integer", "minimum": 0 }
                    }
                }
            }
        ] });
        serde_json::from_value(list).map_err(|e| McpError::internal_error(e.to_string(), None))
    }

    async fn call_tool(
        &self,
        request: CallToolRequestParams,
        _context: RequestContext<RoleServer>,
    ) -> Result<CallToolResponse, McpError> {
        let args = Json::Object(request.arguments.unwrap_or_default());
        let out = match request.name.as_ref() {
            "execute" => self.execute(&args).await,
            "search" => self.search(&args).await,
            other => error_result(format!(
                "unknown tool {other:?}: this server has `execute` and `search`"
            )),
        };
        let result: CallToolResult = serde_json::from_value(out)
            .map_err(|e| McpError::internal_error(e.to_string(), None))?;
        Ok(CallToolResponse::Complete(result))
    }
}

//! The client adapter: connects to the configured MCP servers (with `rmcp`) and turns each server's
//! tools into codemode tools at `tools.<server>.<tool>`.

use super::config::{ServerConfig, ServerSpec};
use super::shape::shape_result;
use crate::tool::{Tool, ToolError};
use rmcp::model::CallToolRequestParams;
use rmcp::service::{RoleClient, RunningService};
use rmcp::transport::TokioChildProcess;
use rmcp::ServiceExt;
use serde_json::Value as Json;
use std::sync::Arc;
use std::time::Duration;

type Client = RunningService<RoleClient, ()>;

/// A connected server.
struct Connected {
    config: ServerConfig,
    client: Arc<Client>,
}

/// Connections to the configured servers. A server that fails to start or to list its tools is
/// reported in [`McpClients::failures`]; the others still work.
pub struct McpClients {
    servers: Vec<Connected>,
    failures: Vec<(String, String)>,
}

/// How long connecting (start + initialize) may take per server.
const CONNECT_TIMEOUT: Duration = Duration::from_secs(30);

impl McpClients {
    /// Connects to every server concurrently.
    pub async fn connect(configs: Vec<ServerConfig>) -> Self {
        let attempts = configs.into_iter().map(|c| async move {
            let r = tokio::time::timeout(CONNECT_TIMEOUT, connect_one(&c)).await;
            match r {
                Ok(Ok(client)) => Ok(Connected {
                    config: c,
                    client: Arc::new(client),
                }),
                Ok(Err(e)) => Err((c.name, e)),
                Err(_) => Err((
                    c.name,
                    format!(
                        "did not finish starting within {} s",
                        CONNECT_TIMEOUT.as_secs()
                    ),
                )),
            }
        });
        let mut servers = Vec::new();
        let mut failures = Vec::new();
        for r in futures_util::future::join_all(attempts).await {
            match r {
                Ok(s) => servers.push(s),
                Err(f) => failures.push(f),
            }
        }
        McpClients { servers, failures }
    }

    /// Servers that could not be used, with why: `(name, message)`.
    pub fn failures(&self) -> &[(String, String)] {
        &self.failures
    }

    /// Names of the connected servers.
    pub fn connected(&self) -> Vec<&str> {
        self.servers
            .iter()
            .map(|s| s.config.name.as_str())
            .collect()
    }

    /// Lists every connected server's tools now (so tool-list changes are picked up) as codemode
    /// tools. Servers whose listing fails are skipped and named in the returned failures.
    pub async fn tools(&self) -> (Vec<Tool>, Vec<(String, String)>) {
        let listings = self.servers.iter().map(|s| async move {
            let r = s.client.list_all_tools().await;
            (s, r)
        });
        let mut tools = Vec::new();
        let mut failed = Vec::new();
        for (s, r) in futures_util::future::join_all(listings).await {
            match r {
                Ok(list) => {
                    for t in list {
                        tools.push(adapt(s, t));
                    }
                }
                Err(e) => {
                    failed.push((s.config.name.clone(), format!("listing tools failed: {e}")))
                }
            }
        }
        (tools, failed)
    }

    /// Closes every connection (stdio servers are stopped).
    pub async fn shutdown(self) {
        for s in self.servers {
            if let Ok(c) = Arc::try_unwrap(s.client) {
                let _ = c.cancel().await;
            }
        }
    }
}

async fn connect_one(c: &ServerConfig) -> Result<Client, String> {
    match &c.spec {
        ServerSpec::Stdio {
            command,
            args,
            env,
            cwd,
        } => {
            let mut cmd = tokio::process::Command::new(command);
            cmd.args(args).envs(env);
            if let Some(d) = cwd {
                cmd.current_dir(d);
            }
            let (transport, _stderr) = TokioChildProcess::builder(cmd)
                .stderr(std::process::Stdio::null())
                .spawn()
                .map_err(|e| format!("could not start `{command}`: {e}"))?;
            ().serve(transport)
                .await
                .map_err(|e| format!("did not complete the MCP handshake: {e}"))
        }
        ServerSpec::Http { url, headers } => {
            use rmcp::transport::streamable_http_client::StreamableHttpClientTransportConfig;
            let mut config = StreamableHttpClientTransportConfig::with_uri(url.as_str());
            let mut custom = std::collections::HashMap::new();
            for (k, v) in headers {
                if k.eq_ignore_ascii_case("authorization") {
                    // The transport sends the bearer token itself.
                    let token = v.strip_prefix("Bearer ").unwrap_or(v);
                    config = config.auth_header(token.to_string());
                    continue;
                }
                let name = http::HeaderName::from_bytes(k.as_bytes())
                    .map_err(|e| format!("header {k:?} is not valid: {e}"))?;
                let value = http::HeaderValue::from_str(v)
                    .map_err(|e| format!("header {k:?} has an invalid value: {e}"))?;
                custom.insert(name, value);
            }
            let transport = rmcp::transport::StreamableHttpClientTransport::from_config(
                config.custom_headers(custom),
            );
            ().serve(transport)
                .await
                .map_err(|e| format!("did not complete the MCP handshake at {url}: {e}"))
        }
    }
}

/// One MCP tool as a codemode tool.
fn adapt(s: &Connected, t: rmcp::model::Tool) -> Tool {
    let server = s.config.name.clone();
    let name = t.name.to_string();
    let path = format!("{server}.{name}");
    let description = t.description.as_deref().unwrap_or("").to_string();
    let input_schema = Json::Object((*t.input_schema).clone());
    let output_schema = t
        .output_schema
        .as_ref()
        .map(|o| Json::Object((**o).clone()));
    let client = s.client.clone();
    let timeout = s.config.timeout;
    let tool = Tool::with_context(path, description, input_schema, move |input, ctx| {
        let client = client.clone();
        let server = server.clone();
        let name = name.clone();
        async move {
            let mut params = CallToolRequestParams::new(name.clone());
            params.arguments = match input {
                Json::Object(m) => Some(m),
                Json::Null => None,
                other => {
                    return Err(ToolError::new(format!(
                        "tools.{server}.{name} takes an object input, not {other}"
                    )))
                }
            };
            let call = client.call_tool(params);
            let result = match timeout {
                Some(t) => tokio::time::timeout(t, call).await.map_err(|_| {
                    ToolError::new(format!(
                        "tools.{server}.{name} did not answer within {} ms (the server's timeoutMs)",
                        t.as_millis()
                    ))
                })?,
                None => call.await,
            }
            .map_err(|e| ToolError::new(format!("MCP server {server:?} failed: {e}")))?;
            let json = serde_json::to_value(&result)
                .map_err(|e| ToolError::new(format!("unreadable result from {server:?}: {e}")))?;
            shape_result(&json, &ctx)
        }
    });
    match output_schema {
        Some(o) => tool.with_output_schema(o),
        None => tool,
    }
}

//! The `mcpServers` configuration MCP clients share:
//! `{ "mcpServers": { "<name>": { "command", "args", "env", "cwd", "timeoutMs" } | { "url", "headers" } } }`.

use indexmap::IndexMap;
use serde::Deserialize;
use std::collections::BTreeMap;
use std::time::Duration;

/// One upstream server.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ServerSpec {
    /// A local process speaking MCP over stdio.
    Stdio {
        /// Program to start.
        command: String,
        /// Its arguments.
        args: Vec<String>,
        /// Extra environment variables.
        env: BTreeMap<String, String>,
        /// Working directory.
        cwd: Option<String>,
    },
    /// A streamable-HTTP server.
    Http {
        /// Endpoint URL.
        url: String,
        /// Extra request headers.
        headers: BTreeMap<String, String>,
    },
}

/// A named server with its per-call timeout.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ServerConfig {
    /// The name; its tools become `tools.<name>.<tool>`.
    pub name: String,
    /// How to reach it.
    pub spec: ServerSpec,
    /// Per-call timeout (`timeoutMs`), if any.
    pub timeout: Option<Duration>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct File {
    #[serde(rename = "mcpServers")]
    mcp_servers: IndexMap<String, Entry>,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct Entry {
    command: Option<String>,
    #[serde(default)]
    args: Vec<String>,
    #[serde(default)]
    env: BTreeMap<String, String>,
    cwd: Option<String>,
    url: Option<String>,
    #[serde(default)]
    headers: BTreeMap<String, String>,
    timeout_ms: Option<u64>,
    #[serde(default)]
    disabled: bool,
    /// Some clients write `"type": "stdio" | "http" | "streamable-http"`; accepted and checked.
    #[serde(rename = "type")]
    kind: Option<String>,
}

/// Parses an `mcpServers` document, in file order. Servers marked `"disabled": true` are skipped.
///
/// # Errors
///
/// A message naming the server and the field at fault.
pub fn parse_config(text: &str) -> Result<Vec<ServerConfig>, String> {
    let file: File =
        serde_json::from_str(text).map_err(|e| format!("MCP config is not valid: {e}"))?;
    let mut out = Vec::new();
    for (name, e) in file.mcp_servers {
        if e.disabled {
            continue;
        }
        if name.is_empty() || name.contains('.') {
            return Err(format!(
                "MCP server name {name:?} must be non-empty and contain no '.' (it becomes tools.<name>)"
            ));
        }
        let spec = match (e.command, e.url) {
            (Some(command), None) => ServerSpec::Stdio {
                command,
                args: e.args,
                env: e.env,
                cwd: e.cwd,
            },
            (None, Some(url)) => ServerSpec::Http {
                url,
                headers: e.headers,
            },
            _ => {
                return Err(format!(
                    "MCP server {name:?} needs exactly one of \"command\" (stdio) or \"url\" (HTTP)"
                ))
            }
        };
        if let Some(k) = &e.kind {
            let ok = matches!(
                (k.as_str(), &spec),
                ("stdio", ServerSpec::Stdio { .. })
                    | (
                        "http" | "streamable-http" | "streamableHttp",
                        ServerSpec::Http { .. }
                    )
            );
            if !ok {
                return Err(format!(
                    "MCP server {name:?}: \"type\": {k:?} does not match its fields"
                ));
            }
        }
        out.push(ServerConfig {
            name,
            spec,
            timeout: e.timeout_ms.map(Duration::from_millis),
        });
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_stdio_and_http_servers_in_order() {
        let c = parse_config(
            r#"{ "mcpServers": {
                "memory": { "command": "npx", "args": ["-y", "server-memory"], "env": { "A": "1" }, "timeoutMs": 5000 },
                "remote": { "url": "http://localhost:9/mcp", "headers": { "Authorization": "Bearer x" } },
                "off": { "command": "x", "disabled": true }
            } }"#,
        )
        .unwrap();
        assert_eq!(c.len(), 2);
        assert_eq!(c[0].name, "memory");
        assert_eq!(c[0].timeout, Some(Duration::from_millis(5000)));
        assert!(matches!(&c[0].spec, ServerSpec::Stdio { args, .. } if args.len() == 2));
        assert!(matches!(&c[1].spec, ServerSpec::Http { headers, .. } if headers.len() == 1));
    }

    #[test]
    fn refuses_ambiguous_or_bad_entries() {
        assert!(parse_config(r#"{ "mcpServers": { "a": {} } }"#).is_err());
        assert!(
            parse_config(r#"{ "mcpServers": { "a": { "command": "x", "url": "y" } } }"#).is_err()
        );
        assert!(parse_config(r#"{ "mcpServers": { "a.b": { "command": "x" } } }"#).is_err());
        assert!(parse_config(r#"{ "servers": {} }"#).is_err());
        assert!(
            parse_config(r#"{ "mcpServers": { "a": { "command": "x", "type": "http" } } }"#)
                .is_err()
        );
    }
}

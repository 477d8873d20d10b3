//! MCP against real servers: `@modelcontextprotocol/server-memory` and `server-everything` (and a
//! small SDK server that crashes on purpose), installed in tests/mcp by `scripts/test` (`npm ci`).
//! The client side runs programs through `--mcp`; the server side is driven by the official
//! TypeScript SDK client (tests/mcp/drive_serve.mjs).

use codemode::mcp::client::McpClients;
use codemode::mcp::config::parse_config;
use codemode::{CodeMode, DiagnosticKind, ExecuteOptions};
use serde_json::{json, Value as Json};
use std::path::{Path, PathBuf};
use std::process::Command;

fn mcp_dir() -> PathBuf {
    let d = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/mcp");
    assert!(
        d.join("node_modules/@modelcontextprotocol/server-memory").exists(),
        "the MCP test servers are not installed: run `npm ci --prefix tests/mcp` (scripts/test does)"
    );
    d
}

/// A config naming the real servers, with server-memory writing to a fresh file.
fn config(tag: &str) -> String {
    let d = mcp_dir();
    let tmp = std::env::temp_dir().join(format!("codemode-mcp-{tag}-{}", std::process::id()));
    std::fs::create_dir_all(&tmp).unwrap();
    let memory_file = tmp.join("memory.jsonl");
    let _ = std::fs::remove_file(&memory_file);
    let nm = d.join("node_modules/@modelcontextprotocol");
    json!({ "mcpServers": {
        "memory": {
            "command": "node",
            "args": [nm.join("server-memory/dist/index.js")],
            "env": { "MEMORY_FILE_PATH": memory_file }
        },
        "everything": {
            "command": "node",
            "args": [nm.join("server-everything/dist/index.js"), "stdio"]
        },
        "crashy": { "command": "node", "args": [d.join("crashy_server.mjs")], "timeoutMs": 300 },
        "crashy2": { "command": "node", "args": [d.join("crashy_server.mjs")] },
        "missing": { "command": "/nonexistent/mcp-server" }
    } })
    .to_string()
}

fn rt() -> tokio::runtime::Runtime {
    tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap()
}

#[test]
fn programs_use_real_mcp_servers() {
    let rt = rt();
    let clients = rt.block_on(McpClients::connect(
        parse_config(&config("client")).unwrap(),
    ));
    // A server that cannot start is reported; the others work.
    assert_eq!(clients.failures().len(), 1);
    assert_eq!(clients.failures()[0].0, "missing");
    let (tools, failed) = rt.block_on(clients.tools());
    assert!(failed.is_empty(), "{failed:?}");
    let cm = CodeMode::builder().tools(tools).build();
    let program = r#"
        await tools.memory.create_entities({ entities: [
          { name: "Ada", entityType: "person", observations: ["wrote the first program"] },
          { name: "Engine", entityType: "machine", observations: ["analytical", "never built"] },
        ] });
        await tools.memory.create_relations({ relations: [{ from: "Ada", to: "Engine", relationType: "programmed" }] });
        const g = await tools.memory.read_graph({});
        const observations = g.entities.reduce((n, e) => n + e.observations.length, 0);
        const sums = await Promise.all([1, 2, 3].map((i) => tools.everything["get-sum"]({ a: i, b: 10 })));
        const echo = await tools.everything.echo({ message: "hi" });
        const img = await tools.everything["get-tiny-image"]({});
        let failure;
        try {
          await tools.memory.add_observations({ observations: [{ entityName: "Nobody", contents: ["x"] }] });
        } catch (e) {
          failure = [e.name, e.message.includes("Nobody")];
        }
        return { people: g.entities.map((e) => e.name).sort(), relations: g.relations.length, observations, sums, echo, img, failure };
    "#;
    let r = rt.block_on(cm.execute(program, ExecuteOptions::default()));
    assert!(r.ok, "{:?}", r.error);
    let v = &r.value;
    assert_eq!(v["people"], json!(["Ada", "Engine"]));
    assert_eq!(v["relations"], json!(1));
    assert_eq!(v["observations"], json!(3));
    assert_eq!(
        v["sums"],
        json!([
            "The sum of 1 and 10 is 11.",
            "The sum of 2 and 10 is 12.",
            "The sum of 3 and 10 is 13."
        ])
    );
    assert_eq!(v["echo"], json!("Echo: hi"));
    assert_eq!(v["failure"], json!(["ToolFailure", true]));
    // The image never enters the program: only text does; the bytes are an attachment.
    let img = v["img"].as_str().unwrap();
    assert!(
        !img.contains("iVBOR"),
        "base64 leaked into the program: {img}"
    );
    assert_eq!(r.attachments.len(), 1);
    assert_eq!(r.attachments[0].kind, "image");
    assert_eq!(r.attachments[0].tool, "everything.get-tiny-image");
    assert!(r.attachments[0].data.len() > 100);
    assert_eq!(
        r.to_json()["attachments"][0]["mimeType"],
        json!("image/png")
    );
    rt.block_on(clients.shutdown());
}

#[test]
fn a_crashing_server_fails_its_calls_and_the_rest_keep_working() {
    let rt = rt();
    let clients = rt.block_on(McpClients::connect(parse_config(&config("crash")).unwrap()));
    let (tools, _) = rt.block_on(clients.tools());
    let cm = CodeMode::builder().tools(tools).build();
    let r = rt.block_on(cm.execute(
        "const a = tools.crashy.crash({}); const b = tools.everything.echo({ message: 'x' });
         return await a",
        ExecuteOptions::default(),
    ));
    let e = r.error.unwrap();
    assert_eq!(e.kind, DiagnosticKind::ToolFailure);
    assert!(e.message.contains("crashy"), "{}", e.message);
    let r = rt.block_on(cm.execute(
        "let m; try { await tools.crashy.ok({}) } catch (e) { m = e.name }
         return [m, await tools.everything.echo({ message: 'still here' })]",
        ExecuteOptions::default(),
    ));
    assert_eq!(r.value, json!(["ToolFailure", "Echo: still here"]));
}

#[test]
fn the_per_call_timeout_from_the_config_fails_the_call() {
    let rt = rt();
    let clients = rt.block_on(McpClients::connect(
        parse_config(&config("timeout")).unwrap(),
    ));
    let (tools, _) = rt.block_on(clients.tools());
    let cm = CodeMode::builder().tools(tools).build();
    let t0 = std::time::Instant::now();
    let r = rt.block_on(cm.execute(
        "try { await tools.crashy.hang({}) } catch (e) { return [e.name, e.message] }",
        ExecuteOptions::default(),
    ));
    assert_eq!(r.value[0], json!("ToolFailure"));
    assert!(r.value[1]
        .as_str()
        .unwrap()
        .contains("did not answer within 300 ms"));
    assert!(t0.elapsed() < std::time::Duration::from_secs(5));
}

#[test]
fn ending_an_execution_cancels_its_mcp_requests() {
    let rt = rt();
    let clients = rt.block_on(McpClients::connect(
        parse_config(&config("cancel")).unwrap(),
    ));
    let (tools, _) = rt.block_on(clients.tools());
    let cm = CodeMode::builder().tools(tools).build();
    let marker = std::env::temp_dir().join(format!("codemode-cancel-{}", std::process::id()));
    let _ = std::fs::remove_file(&marker);
    let code = format!(
        "await tools.crashy2.hang_until_cancelled({{ marker: {} }})",
        json!(marker.to_str().unwrap())
    );
    let r = rt.block_on(cm.execute(
        &code,
        ExecuteOptions {
            timeout: Some(std::time::Duration::from_millis(300)),
            ..Default::default()
        },
    ));
    assert_eq!(r.error.unwrap().kind, DiagnosticKind::TimeoutExceeded);
    // The dropped request reached the server as notifications/cancelled.
    let t0 = std::time::Instant::now();
    while !marker.exists() && t0.elapsed() < std::time::Duration::from_secs(5) {
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    assert!(marker.exists(), "the server never saw the cancellation");
}

#[test]
fn cli_run_with_mcp() {
    let dir = std::env::temp_dir().join(format!("codemode-mcp-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let cfg = dir.join("servers.json");
    std::fs::write(&cfg, config("cli")).unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_codemode"))
        .args(["run", "-", "--json", "--mcp", cfg.to_str().unwrap()])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .and_then(|mut c| {
            use std::io::Write;
            c.stdin
                .take()
                .unwrap()
                .write_all(b"return await tools.everything['get-tiny-image']({})")?;
            c.wait_with_output()
        })
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let r: Json = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(r["attachments"][0]["kind"], json!("image"));
    assert!(String::from_utf8_lossy(&out.stderr).contains("\"missing\" is unavailable"));
}

#[test]
fn serve_is_driven_by_the_typescript_sdk_client() {
    let d = mcp_dir();
    let dir = std::env::temp_dir().join(format!("codemode-mcp-serve-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let cfg = dir.join("servers.json");
    std::fs::write(&cfg, config("serve")).unwrap();
    let out = Command::new("node")
        .arg(d.join("drive_serve.mjs"))
        .arg(env!("CARGO_BIN_EXE_codemode"))
        .arg(&cfg)
        .current_dir(&d)
        .output()
        .expect("node runs the SDK client");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let r: Json = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(r["tools"], json!(["execute", "search"]));
    let desc = r["description"].as_str().unwrap();
    assert!(desc.contains("tools.memory.create_entities"), "{desc}");
    assert_eq!(r["memory"]["isError"], json!(false));
    assert_eq!(r["memory"]["structured"]["value"], json!(["Proxy"]));
    assert!(r["memory"]["text"]
        .as_str()
        .unwrap()
        .contains("Logs:\nentities: 1"));
    assert_eq!(r["image"]["kinds"], json!(["text", "image"]));
    assert_eq!(r["crash"]["isError"], json!(true));
    assert!(r["crash"]["text"]
        .as_str()
        .unwrap()
        .starts_with("ToolFailure"));
    assert_eq!(r["after"]["text"], json!("Echo: still here"));
    assert!(r["failing"]["text"]
        .as_str()
        .unwrap()
        .starts_with("UnknownTool"));
    // A tool added upstream at run time is listed and callable without a restart.
    assert_eq!(r["grow"]["grown"], json!("added_1"));
    assert_eq!(r["grow"]["listed"], json!(true));
    assert_eq!(r["grow"]["used"], json!("added_1"));
    assert_eq!(
        r["search"]["items"][0]["path"],
        json!("tools.memory.create_entities")
    );
}

fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

/// Kills a child process when dropped, so a failing test leaves no server behind.
struct Child(std::process::Child);
impl Drop for Child {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

#[test]
fn streamable_http_servers_and_serve_over_http() {
    let d = mcp_dir();
    // server-everything in streamable-HTTP mode, used by codemode as a `url` server.
    let port = free_port();
    let _everything = Child(
        Command::new("node")
            .arg(d.join("node_modules/@modelcontextprotocol/server-everything/dist/index.js"))
            .arg("streamableHttp")
            .env("PORT", port.to_string())
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::null())
            .spawn()
            .unwrap(),
    );
    let cfg = json!({ "mcpServers": {
        "everything": { "url": format!("http://127.0.0.1:{port}/mcp"), "headers": { "X-Test": "1" } }
    } })
    .to_string();
    let rt = rt();
    // The server needs a moment to listen.
    let mut clients = None;
    for _ in 0..50 {
        let c = rt.block_on(McpClients::connect(parse_config(&cfg).unwrap()));
        if c.failures().is_empty() {
            clients = Some(c);
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(100));
    }
    let clients = clients.expect("server-everything (HTTP) never became reachable");
    let (tools, _) = rt.block_on(clients.tools());
    let cm = CodeMode::builder().tools(tools).build();
    let r = rt.block_on(cm.execute(
        "return await Promise.all([1, 2].map((i) => tools.everything.echo({ message: `m${i}` })))",
        ExecuteOptions::default(),
    ));
    assert_eq!(r.value, json!(["Echo: m1", "Echo: m2"]), "{:?}", r.error);

    // codemode serve --http, driven by the SDK's streamable-HTTP client.
    let dir = std::env::temp_dir().join(format!("codemode-mcp-http-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("servers.json");
    std::fs::write(&file, &cfg).unwrap();
    let serve_port = free_port();
    let _serve = Child(
        Command::new(env!("CARGO_BIN_EXE_codemode"))
            .args(["serve", "--mcp", file.to_str().unwrap(), "--http"])
            .arg(format!("127.0.0.1:{serve_port}"))
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::null())
            .spawn()
            .unwrap(),
    );
    let out = Command::new("node")
        .arg(d.join("drive_serve_http.mjs"))
        .arg(format!("http://127.0.0.1:{serve_port}/mcp"))
        .current_dir(&d)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let r: Json = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(
        r,
        json!({ "tools": ["execute", "search"], "text": "Echo: over http", "isError": false })
    );
}

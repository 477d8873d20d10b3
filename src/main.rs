//! The `codemode` command line: run a program against fixture or MCP tools, show discovery, serve
//! codemode as an MCP server, or print a program's bytecode.

use clap::{Args, Parser, Subcommand};
use std::io::{IsTerminal, Read};
use std::process::ExitCode;

/// Run JavaScript/TypeScript programs on the codemode VM.
#[derive(Parser)]
#[command(name = "codemode", version, about, long_about = None,
    after_help = "Example:\n  codemode run examples/hello.js\n  echo 'return 1 + 2' | codemode run - --json")]
struct Cli {
    #[command(subcommand)]
    cmd: Cmd,
}

/// Where the tools come from (every verb that takes tools).
#[derive(Args, Clone, Default)]
struct ToolArgs {
    /// Tool fixture JSON. Without --tools or --mcp: the built-in demo table (examples/tools.json).
    #[arg(long, value_name = "FIXTURE")]
    tools: Option<String>,
    /// MCP servers config ({ "mcpServers": { name: { command, args, env, cwd } } }); their tools
    /// become tools.<server>.<tool>.
    #[arg(long, value_name = "FILE")]
    mcp: Option<String>,
}

#[derive(Subcommand)]
enum Cmd {
    /// Run a program file (or - for stdin) and print its result.
    #[command(
        after_help = "Examples:\n  codemode run examples/hello.js --timeout-ms 1000\n  codemode run examples/tools_demo.js\n  codemode run --tools my-tools.json --max-tool-calls 20 program.js\n  codemode run --json --stats program.js"
    )]
    Run {
        /// Program file, or - for standard input.
        file: String,
        /// Print exactly one line: the result JSON.
        #[arg(long)]
        json: bool,
        /// Report where the time and memory went: a "stats" object in the --json result
        /// (parseUs, compileUs, runUs, instructions, peakHeapBytes, gcCount), else a line on
        /// standard error.
        #[arg(long)]
        stats: bool,
        /// Stop the program after this many milliseconds.
        #[arg(long)]
        timeout_ms: Option<u64>,
        /// Instruction budget.
        #[arg(long)]
        max_instructions: Option<u64>,
        /// Heap byte budget.
        #[arg(long)]
        max_memory_bytes: Option<usize>,
        /// Maximum call depth.
        #[arg(long)]
        max_call_depth: Option<usize>,
        #[command(flatten)]
        tools: ToolArgs,
        /// Tool calls allowed; the call past the limit fails with ToolCallLimitExceeded.
        #[arg(long)]
        max_tool_calls: Option<usize>,
        /// Bytes of output (value, then logs) before truncation.
        #[arg(long)]
        max_output_bytes: Option<usize>,
    },
    /// Print the instructions a model gets: workflow, rules, language, and the tool catalog.
    #[command(
        after_help = "Example:\n  codemode instructions --tools examples/tools.json --catalog-budget 500"
    )]
    Instructions {
        #[command(flatten)]
        tools: ToolArgs,
        /// Estimated tokens of inlined signatures.
        #[arg(long)]
        catalog_budget: Option<usize>,
    },
    /// Search the tools as `tools.$codemode.search` does, printing the result JSON.
    #[command(
        after_help = "Examples:\n  codemode search issues\n  codemode search '' --namespace weather --tools examples/tools.json"
    )]
    Search {
        /// Words describing the tool, or an exact tool path ('' lists alphabetically).
        query: String,
        #[command(flatten)]
        tools: ToolArgs,
        /// Only tools in this namespace.
        #[arg(long)]
        namespace: Option<String>,
        /// Results per page (1-100, default 10).
        #[arg(long)]
        limit: Option<usize>,
        /// Zero-based index of the first result.
        #[arg(long)]
        offset: Option<usize>,
    },
    /// List the tools a program calls (before running it) and flag the ones that do not exist.
    #[command(after_help = "Example:\n  codemode check examples/tools_demo.js")]
    Check {
        /// Program file, or - for standard input.
        file: String,
        #[command(flatten)]
        tools: ToolArgs,
        /// Print the analysis as JSON.
        #[arg(long)]
        json: bool,
    },
    /// Serve codemode as an MCP server (stdio): tools `execute` and `search` over the upstream
    /// MCP servers' tools.
    #[command(
        after_help = "Example (in an MCP client's config):\n  { \"mcpServers\": { \"codemode\": { \"command\": \"codemode\", \"args\": [\"serve\", \"--mcp\", \"/path/to/servers.json\"] } } }"
    )]
    Serve {
        #[command(flatten)]
        tools: ToolArgs,
        /// Stop each program after this many milliseconds.
        #[arg(long)]
        timeout_ms: Option<u64>,
        /// Tool calls allowed per execution.
        #[arg(long)]
        max_tool_calls: Option<usize>,
        /// Bytes of output per execution before truncation.
        #[arg(long)]
        max_output_bytes: Option<usize>,
        /// Instruction budget per execution.
        #[arg(long)]
        max_instructions: Option<u64>,
        /// Heap byte budget per execution.
        #[arg(long)]
        max_memory_bytes: Option<usize>,
        /// Serve streamable HTTP at http://ADDR/mcp (for example 127.0.0.1:8931) instead of
        /// stdio.
        #[arg(long, value_name = "ADDR")]
        http: Option<String>,
    },
    /// Print the compiled bytecode of a program.
    #[command(after_help = "Example:\n  codemode disasm examples/hello.js")]
    Disasm {
        /// Program file, or - for standard input.
        file: String,
    },
}

fn read_source(file: &str) -> Result<String, String> {
    if file == "-" {
        let mut s = String::new();
        std::io::stdin()
            .read_to_string(&mut s)
            .map_err(|e| format!("cannot read stdin: {e}"))?;
        Ok(s)
    } else {
        std::fs::read_to_string(file).map_err(|e| format!("cannot read {file}: {e}"))
    }
}

/// Reads and parses a fixture file.
fn read_fixture(path: &str) -> Result<Vec<codemode::Tool>, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("cannot read {path}: {e}"))?;
    codemode::fixture::parse_fixture(&text)
}

/// Reads and parses an `mcpServers` config file.
fn read_mcp_config(path: &str) -> Result<Vec<codemode::mcp::config::ServerConfig>, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("cannot read {path}: {e}"))?;
    codemode::mcp::config::parse_config(&text)
}

/// Unwraps a setup result, or reports it as a usage error (exit status 2).
macro_rules! or_usage {
    ($e:expr) => {
        match $e {
            Ok(v) => v,
            Err(e) => {
                eprintln!("codemode: {e}");
                return ExitCode::from(2);
            }
        }
    };
}

/// The fixture tools (the demo table when neither --tools nor --mcp is given) and the MCP
/// connections. Servers that fail to start are reported on stderr; the others still work.
fn load_tools(
    args: &ToolArgs,
    rt: &tokio::runtime::Runtime,
) -> Result<
    (
        Vec<codemode::Tool>,
        Option<codemode::mcp::client::McpClients>,
    ),
    String,
> {
    let mut tools = match (&args.tools, &args.mcp) {
        (Some(p), _) => read_fixture(p)?,
        (None, None) => codemode::fixture::parse_fixture(codemode::fixture::DEMO_FIXTURE)?,
        (None, Some(_)) => Vec::new(),
    };
    let Some(path) = &args.mcp else {
        return Ok((tools, None));
    };
    let configs = read_mcp_config(path)?;
    let clients = rt.block_on(codemode::mcp::client::McpClients::connect(configs));
    for (name, why) in clients.failures() {
        eprintln!("codemode: MCP server {name:?} is unavailable: {why}");
    }
    let (mcp_tools, failed) = rt.block_on(clients.tools());
    for (name, why) in failed {
        eprintln!("codemode: MCP server {name:?}: {why}");
    }
    tools.extend(mcp_tools);
    Ok((tools, Some(clients)))
}

/// Prints each tool call's start and end on stderr (only when stderr is a terminal).
struct Progress;

impl codemode::ToolCallHooks for Progress {
    fn on_tool_call_start(&self, c: &codemode::ToolCallStart<'_>) {
        eprintln!("  [{}] tools.{} running", c.index, c.name);
    }
    fn on_tool_call_end(&self, c: &codemode::ToolCallRecord) {
        match c.outcome {
            codemode::ToolCallOutcome::Success => {
                eprintln!(
                    "  [{}] tools.{} done in {} ms",
                    c.index, c.name, c.duration_ms
                )
            }
            _ => eprintln!(
                "  [{}] tools.{} failed in {} ms: {}",
                c.index,
                c.name,
                c.duration_ms,
                c.message.as_deref().unwrap_or("")
            ),
        }
    }
}

fn runtime() -> Result<tokio::runtime::Runtime, ExitCode> {
    tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .map_err(|e| {
            eprintln!("codemode: cannot start runtime: {e}");
            ExitCode::from(2)
        })
}

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(c) => c,
        Err(e) => {
            let _ = e.print();
            return if e.use_stderr() {
                ExitCode::from(2)
            } else {
                ExitCode::SUCCESS
            };
        }
    };
    let rt = match runtime() {
        Ok(rt) => rt,
        Err(code) => return code,
    };
    match cli.cmd {
        Cmd::Run {
            file,
            json,
            stats,
            timeout_ms,
            max_instructions,
            max_memory_bytes,
            max_call_depth,
            tools,
            max_tool_calls,
            max_output_bytes,
        } => {
            let src = or_usage!(read_source(&file));
            let (tool_list, _clients) = or_usage!(load_tools(&tools, &rt));
            let cm = codemode::CodeMode::builder().tools(tool_list).build();
            // Live progress only for a person watching a terminal; never in --json output.
            let hooks: Option<std::sync::Arc<dyn codemode::ToolCallHooks>> =
                if !json && std::io::stderr().is_terminal() {
                    Some(std::sync::Arc::new(Progress))
                } else {
                    None
                };
            let opts = codemode::ExecuteOptions {
                hooks,
                timeout: timeout_ms.map(std::time::Duration::from_millis),
                max_instructions,
                max_memory_bytes,
                max_call_depth,
                max_tool_calls,
                max_output_bytes,
                ..Default::default()
            };
            let r = cm.execute_blocking(&rt, &src, opts);
            if json {
                let mut j = r.to_json();
                if stats {
                    j["stats"] = r.stats.to_json();
                }
                println!("{j}");
            } else {
                if stats {
                    let s = &r.stats;
                    eprintln!(
                        "stats: parse {:.1} µs, compile {:.1} µs, run {:.1} µs, {} instructions, \
                         peak heap {} bytes, {} collections",
                        s.parse_us,
                        s.compile_us,
                        s.run_us,
                        s.instructions,
                        s.peak_heap_bytes,
                        s.gc_count
                    );
                }
                for l in &r.logs {
                    eprintln!("{l}");
                }
                if r.ok {
                    println!(
                        "{}",
                        serde_json::to_string_pretty(&r.value).unwrap_or_default()
                    );
                } else if let Some(e) = &r.error {
                    let pos = match (e.line, e.column) {
                        (Some(l), Some(c)) => format!(" (line {l}, column {c})"),
                        _ => String::new(),
                    };
                    eprintln!("{:?}: {}{}", e.kind, e.message, pos);
                    if let Some(s) = &e.suggestion {
                        eprintln!("  suggestion: {s}");
                    }
                }
            }
            if r.ok {
                ExitCode::SUCCESS
            } else {
                ExitCode::from(1)
            }
        }
        Cmd::Instructions {
            tools,
            catalog_budget,
        } => {
            let (list, _clients) = or_usage!(load_tools(&tools, &rt));
            let mut b = codemode::CodeMode::builder().tools(list);
            if let Some(n) = catalog_budget {
                b = b.catalog_budget(n);
            }
            print!("{}", b.build().instructions());
            ExitCode::SUCCESS
        }
        Cmd::Search {
            query,
            tools,
            namespace,
            limit,
            offset,
        } => {
            let (list, _clients) = or_usage!(load_tools(&tools, &rt));
            if limit.is_some_and(|l| !(1..=100).contains(&l)) {
                eprintln!("codemode: --limit must be from 1 to 100");
                return ExitCode::from(2);
            }
            let cm = codemode::CodeMode::builder().tools(list).build();
            let r = cm.search(&codemode::SearchQuery {
                query: Some(query),
                namespace,
                limit,
                offset,
            });
            println!(
                "{}",
                serde_json::to_string_pretty(&r.to_json()).unwrap_or_default()
            );
            ExitCode::SUCCESS
        }
        Cmd::Check { file, tools, json } => {
            let src = or_usage!(read_source(&file));
            let (list, _clients) = or_usage!(load_tools(&tools, &rt));
            let cm = codemode::CodeMode::builder().tools(list).build();
            match cm.analyze(&src) {
                Ok(a) => {
                    if json {
                        println!("{}", serde_json::to_string(&a).unwrap_or_default());
                    } else {
                        for c in &a.calls {
                            let status = if c.known {
                                "ok".to_string()
                            } else if c.suggestions.is_empty() {
                                "unknown tool".to_string()
                            } else {
                                format!("unknown tool; did you mean {}?", c.suggestions.join(", "))
                            };
                            println!("{}:{}: tools.{}  {status}", c.line, c.column, c.path);
                        }
                        if a.calls.is_empty() {
                            println!("no static tool calls");
                        }
                    }
                    if a.unknown().next().is_some() {
                        ExitCode::from(1)
                    } else {
                        ExitCode::SUCCESS
                    }
                }
                Err(e) => {
                    eprintln!("{:?}: {}", e.kind, e.message);
                    ExitCode::from(1)
                }
            }
        }
        Cmd::Serve {
            tools,
            timeout_ms,
            max_tool_calls,
            max_output_bytes,
            max_instructions,
            max_memory_bytes,
            http,
        } => {
            // Fixture tools are served only when asked for; the demo table is not a default here.
            let extra = or_usage!(tools
                .tools
                .as_deref()
                .map(read_fixture)
                .unwrap_or(Ok(Vec::new())));
            let configs = or_usage!(tools
                .mcp
                .as_deref()
                .map(read_mcp_config)
                .unwrap_or(Ok(Vec::new())));
            let clients = rt.block_on(codemode::mcp::client::McpClients::connect(configs));
            for (name, why) in clients.failures() {
                eprintln!("codemode: MCP server {name:?} is unavailable: {why}");
            }
            let options = codemode::mcp::server::ServeOptions {
                execute: codemode::ExecuteOptions {
                    timeout: timeout_ms.map(std::time::Duration::from_millis),
                    max_tool_calls,
                    max_output_bytes,
                    max_instructions,
                    max_memory_bytes,
                    ..Default::default()
                },
                extra_tools: extra,
            };
            let server = codemode::mcp::server::CodeModeServer::new(clients, options);
            let served = match &http {
                Some(addr) => rt.block_on(server.serve_http(addr)),
                None => rt.block_on(server.serve_stdio()),
            };
            match served {
                Ok(()) => ExitCode::SUCCESS,
                Err(e) => {
                    eprintln!("codemode: {e}");
                    ExitCode::from(1)
                }
            }
        }
        Cmd::Disasm { file } => {
            let src = or_usage!(read_source(&file));
            match codemode::disassemble(&src) {
                Ok(text) => {
                    print!("{text}");
                    ExitCode::SUCCESS
                }
                Err(e) => {
                    eprintln!("{:?}: {}", e.kind, e.message);
                    ExitCode::from(1)
                }
            }
        }
    }
}

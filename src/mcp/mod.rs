//! MCP: run programs against real MCP servers (the client adapter) and serve codemode itself as a
//! code-mode MCP server.

pub mod client;
pub mod config;
pub mod server;
pub mod shape;

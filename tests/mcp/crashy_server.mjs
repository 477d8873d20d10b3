// A minimal MCP server (TypeScript SDK) whose `crash` tool kills the process mid-call, and whose
// `ok` tool answers normally: codemode must turn the crash into a ToolFailure and keep serving.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";

const server = new McpServer({ name: "crashy", version: "1.0.0" });
server.tool("ok", "Answers ok", {}, async () => ({ content: [{ type: "text", text: "ok" }] }));
server.tool("crash", "Exits the process before answering", {}, async () => {
  setTimeout(() => process.exit(1), 10);
  return new Promise(() => {});
});
await server.connect(new StdioServerTransport());

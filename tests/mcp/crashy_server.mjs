// A minimal MCP server (TypeScript SDK) for codemode's failure-path tests: `crash` kills the
// process mid-call, `hang` never answers (per-call timeouts), `grow` registers a new tool at run
// time (tool-list changes), and `ok` answers normally.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { writeFileSync } from "node:fs";
import { z } from "zod";

const server = new McpServer({ name: "crashy", version: "1.0.0" });
server.tool("ok", "Answers ok", {}, async () => ({ content: [{ type: "text", text: "ok" }] }));
server.tool("crash", "Exits the process before answering", {}, async () => {
  setTimeout(() => process.exit(1), 10);
  return new Promise(() => {});
});
server.tool("hang", "Never answers", {}, async () => new Promise(() => {}));
// Writes `marker` when the client cancels the request (notifications/cancelled aborts `signal`).
server.tool("hang_until_cancelled", "Never answers; records cancellation", { marker: z.string() }, async ({ marker }, extra) =>
  new Promise(() => {
    extra.signal.addEventListener("abort", () => writeFileSync(marker, "cancelled"));
  }));
let grown = 0;
server.tool("grow", "Adds a tool named added_N", {}, async () => {
  grown += 1;
  const name = `added_${grown}`;
  server.tool(name, `Added at run time (#${grown})`, {}, async () => ({ content: [{ type: "text", text: name }] }));
  return { content: [{ type: "text", text: name }] };
});
await server.connect(new StdioServerTransport());

// Drives `codemode serve` with the official TypeScript SDK client (a client codemode did not
// write): lists tools, runs programs through `execute`, searches, and prints one JSON report.
// Usage: node drive_serve.mjs CODEMODE_BINARY SERVERS_JSON
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";

const [bin, config] = process.argv.slice(2);
const transport = new StdioClientTransport({ command: bin, args: ["serve", "--mcp", config, "--timeout-ms", "20000"], stderr: "ignore" });
const client = new Client({ name: "drive-serve", version: "1.0.0" });
await client.connect(transport);
const text = (r) => r.content.filter((c) => c.type === "text").map((c) => c.text).join("\n");

const listed = await client.listTools();
const report = { tools: listed.tools.map((t) => t.name), description: listed.tools[0].description };

const memory = await client.callTool({ name: "execute", arguments: { code: `
  await tools.memory.create_entities({ entities: [{ name: "Proxy", entityType: "service", observations: ["served"] }] });
  const g = await tools.memory.read_graph({});
  console.log("entities:", g.entities.length);
  return g.entities.map((e) => e.name);
` } });
report.memory = { isError: memory.isError ?? false, text: text(memory), structured: memory.structuredContent };

const image = await client.callTool({ name: "execute", arguments: { code: `return await tools.everything["get-tiny-image"]({})` } });
report.image = { isError: image.isError ?? false, kinds: image.content.map((c) => c.type) };

const crash = await client.callTool({ name: "execute", arguments: { code: `return await tools.crashy.crash({})` } });
report.crash = { isError: crash.isError ?? false, text: text(crash) };

const after = await client.callTool({ name: "execute", arguments: { code: `return (await tools.everything.echo({ message: "still here" }))` } });
report.after = { isError: after.isError ?? false, text: text(after) };

const failing = await client.callTool({ name: "execute", arguments: { code: `return tools.memory.nope({})` } });
report.failing = { isError: failing.isError ?? false, text: text(failing) };

const grown = await client.callTool({ name: "execute", arguments: { code: `return await tools.crashy2.grow({})` } });
const relisted = await client.listTools();
const useNew = await client.callTool({ name: "execute", arguments: { code: `return await tools.crashy2.added_1({})` } });
report.grow = { grown: text(grown), listed: relisted.tools[0].description.includes("tools.crashy2.added_1"), used: text(useNew) };

const search = await client.callTool({ name: "search", arguments: { query: "create entities" } });
report.search = search.structuredContent;

process.stdout.write(JSON.stringify(report) + "\n");
await client.close();

// Drives `codemode serve --http` with the TypeScript SDK's streamable-HTTP client: lists tools and
// runs one program through `execute`. Usage: node drive_serve_http.mjs URL
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";

const [url] = process.argv.slice(2);
const client = new Client({ name: "drive-serve-http", version: "1.0.0" });
// The server may still be starting: retry the connection for a few seconds.
for (let i = 0; ; i++) {
  try {
    await client.connect(new StreamableHTTPClientTransport(new URL(url)));
    break;
  } catch (e) {
    if (i > 50) throw e;
    await new Promise((r) => setTimeout(r, 100));
  }
}
const listed = await client.listTools();
const r = await client.callTool({ name: "execute", arguments: { code: `return await tools.everything.echo({ message: "over http" })` } });
process.stdout.write(JSON.stringify({ tools: listed.tools.map((t) => t.name), text: r.content[0].text, isError: r.isError ?? false }) + "\n");
await client.close();

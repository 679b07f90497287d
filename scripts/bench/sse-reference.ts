import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** The reference for chat fan-out: a bare Node SSE server writing one event to every open response. */
export async function startSseReference() {
  const clients = new Set<ServerResponse>();
  const server = createServer((req, res) => {
    if (req.method === "POST") {
      let body = "";
      req.on("data", (c) => (body += c));
      req.on("end", () => {
        const event = `event: chat\ndata: ${body}\n\n`;
        for (const client of clients) client.write(event);
        res.end("ok");
      });
      return;
    }
    res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
    res.write(": ok\n\n");
    clients.add(res);
    req.on("close", () => clients.delete(res));
  });
  server.maxConnections = 5000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  return {
    url,
    send: (marker: string) => fetch(url, { method: "POST", body: JSON.stringify({ content: marker }) }),
    close: () => server.close(),
  };
}

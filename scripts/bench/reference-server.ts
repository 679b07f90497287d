import { createServer, type Server } from "node:http";

/** The reference: a raw Node server sending the very bytes the page sent, measured in the same run. */
export function startReferenceServer(body: Buffer, contentType: string, port: number): Promise<Server> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { "content-type": contentType, "content-length": body.length });
    res.end(body);
  });
  return new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve(server)));
}

import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * The reference: a raw Node server sending the very bytes the page sent, measured in the same run.
 * It listens on a port the OS picks, so it never collides with the stack's ports.
 */
export function startReferenceServer(
  body: Buffer,
  contentType: string,
): Promise<{ server: Server; url: string }> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { "content-type": contentType, "content-length": body.length });
    res.end(body);
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/` }),
    ),
  );
}

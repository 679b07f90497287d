import { request, type ClientRequest } from "node:http";

/** Many SSE clients on one URL; `waitFor(marker)` resolves with each client's arrival time of a data line containing it. */
export type SseCrowd = {
  waitFor: (marker: string, timeoutMs: number) => Promise<number[]>;
  close: () => void;
};

export async function openSseCrowd(url: string, count: number): Promise<SseCrowd> {
  const requests: ClientRequest[] = [];
  const watchers = new Set<(client: number, line: string, at: number) => void>();
  let connected = 0;
  await new Promise<void>((resolve, reject) => {
    for (let i = 0; i < count; i++) {
      const req = request(url, { headers: { accept: "text/event-stream" }, agent: false }, (res) => {
        if (res.statusCode !== 200) return reject(new Error(`${url} answered ${res.statusCode}`));
        if (++connected === count) resolve();
        let buffer = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => {
          const at = performance.now();
          buffer += chunk;
          const lines = buffer.split("\n");
          buffer = lines.pop() ?? "";
          for (const line of lines) if (line.startsWith("data:")) for (const w of watchers) w(i, line, at);
        });
      });
      req.on("error", reject);
      req.end();
      requests.push(req);
    }
  });
  return {
    waitFor: (marker, timeoutMs) =>
      new Promise((resolve, reject) => {
        const arrivals = new Map<number, number>();
        const watcher = (client: number, line: string, at: number) => {
          if (!line.includes(marker) || arrivals.has(client)) return;
          arrivals.set(client, at);
          if (arrivals.size === count) done(() => resolve([...arrivals.values()]));
        };
        const timer = setTimeout(
          () => done(() => reject(new Error(`only ${arrivals.size}/${count} clients got ${marker}`))),
          timeoutMs,
        );
        const done = (then: () => void) => {
          clearTimeout(timer);
          watchers.delete(watcher);
          then();
        };
        watchers.add(watcher);
      }),
    close: () => requests.forEach((r) => r.destroy()),
  };
}

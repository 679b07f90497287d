import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import type { Hono } from "hono";

export type SseFrame = { id?: string; event?: string; data?: string; retry?: string; comment?: string };

/** Serves `app` on an ephemeral loopback port for tests. */
export async function listen(app: Hono): Promise<{ url: string; close: () => Promise<void> }> {
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, (info: AddressInfo) =>
      resolve({
        url: `http://127.0.0.1:${info.port}`,
        close: () =>
          new Promise((done) => {
            if ("closeAllConnections" in server) server.closeAllConnections();
            server.close(() => done());
          }),
      }),
    );
  });
}

function parseFrame(block: string): SseFrame {
  const frame: SseFrame = {};
  for (const line of block.split("\n")) {
    if (line.startsWith(":")) frame.comment = line.slice(1).trim();
    const [, field, value] = /^(id|event|data|retry): ?(.*)$/.exec(line) ?? [];
    if (field) frame[field as "id"] = value;
  }
  return frame;
}

/** A streaming fetch reader that tracks Last-Event-ID the way a browser's EventSource does. */
export async function connectSse(url: string, headers: Record<string, string> = {}) {
  const abort = new AbortController();
  const res = await fetch(url, { headers, signal: abort.signal });
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  let lastEventId = headers["last-event-id"] ?? "";

  async function nextFrame(): Promise<SseFrame> {
    for (;;) {
      const cut = buffer.indexOf("\n\n");
      if (cut >= 0) {
        const frame = parseFrame(buffer.slice(0, cut));
        buffer = buffer.slice(cut + 2);
        if (frame.id !== undefined) lastEventId = frame.id;
        return frame;
      }
      const { value, done } = await reader.read();
      if (done) throw new Error("SSE stream ended");
      buffer += value;
    }
  }

  const next = async (match: (f: SseFrame) => boolean) => {
    for (;;) {
      const frame = await nextFrame();
      if (match(frame)) return frame;
    }
  };

  return {
    res,
    get lastEventId() {
      return lastEventId;
    },
    next,
    /** Resolves once the server finished replaying and is live (its id-only frame). */
    ready: () => next((f) => f.id !== undefined && f.data === undefined),
    /** The next `count` dispatched events (frames with data). */
    async events(count: number) {
      const out: SseFrame[] = [];
      while (out.length < count) out.push(await next((f) => f.data !== undefined));
      return out;
    },
    close: () => abort.abort(),
  };
}

/** One Server-Sent Event as the api sends it (server/realtime/sse.ts): a type and JSON data. */
export type SseEvent = { type: string; data: unknown };

export type FollowOptions = {
  url: string;
  headers: Record<string, string>;
  onEvent(event: SseEvent): void;
  /** Each (re)connection, so the caller can refresh what it may have missed. */
  onOpen?(): void;
  onError?(error: unknown): void;
  retryMs?: number;
};

/** Splits an SSE body into events; keeps the unfinished tail for the next chunk. */
export function parseSseChunk(buffer: string): { events: (SseEvent & { id?: string })[]; rest: string } {
  const blocks = buffer.split("\n\n");
  const rest = blocks.pop() ?? "";
  const events: (SseEvent & { id?: string })[] = [];
  for (const block of blocks) {
    let type = "message";
    let id: string | undefined;
    const data: string[] = [];
    for (const line of block.split("\n")) {
      if (line.startsWith("event: ")) type = line.slice(7);
      else if (line.startsWith("data: ")) data.push(line.slice(6));
      else if (line.startsWith("id: ")) id = line.slice(4);
    }
    if (!data.length) continue;
    try {
      events.push({ type, id, data: JSON.parse(data.join("\n")) });
    } catch {
      // a malformed frame is skipped, as the browser's stream would
    }
  }
  return { events, rest };
}

/** Follows an SSE stream until stopped, reconnecting with Last-Event-ID after a drop. */
export function followSse(o: FollowOptions): () => void {
  const abort = new AbortController();
  let lastId: string | undefined;
  const retryMs = o.retryMs ?? 1000;

  async function once() {
    const headers = {
      ...o.headers,
      accept: "text/event-stream",
      ...(lastId ? { "last-event-id": lastId } : {}),
    };
    const res = await fetch(o.url, { headers, signal: abort.signal });
    if (!res.ok || !res.body) throw new Error(`stream answered ${res.status}`);
    o.onOpen?.();
    const decoder = new TextDecoder();
    let buffer = "";
    const reader = res.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      const parsed = parseSseChunk(buffer);
      buffer = parsed.rest;
      for (const e of parsed.events) {
        if (e.id) lastId = e.id;
        o.onEvent({ type: e.type, data: e.data });
      }
    }
  }

  void (async () => {
    while (!abort.signal.aborted) {
      try {
        await once();
      } catch (error) {
        if (abort.signal.aborted) return;
        o.onError?.(error);
      }
      await new Promise((r) => setTimeout(r, retryMs).unref());
    }
  })();
  return () => abort.abort();
}

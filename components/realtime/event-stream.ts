/** `connecting` before the first answer, `open` while events flow, `reconnecting` after a drop until back. */
export type StreamStatus = "connecting" | "open" | "reconnecting";

/** The frame the api sends when a resume is impossible; also raised here after a reconnect without an id. */
export const RESYNC = "resync";

export type Backoff = { minMs: number; maxMs: number; random: () => number };
export const DEFAULT_BACKOFF: Backoff = { minMs: 1_000, maxMs: 30_000, random: Math.random };

export type EventStreamOptions = {
  url: string;
  /** The `event:` names to deliver (RESYNC is always delivered). */
  types: readonly string[];
  /** `id` is the frame's SSE id (empty for a resync). */
  onEvent: (type: string, data: unknown, id: string) => void;
  onStatus?: (status: StreamStatus) => void;
  /** Also raise RESYNC after every reconnect: for streams whose source may skip what happened meanwhile. */
  resyncOnReconnect?: boolean;
  backoff?: Backoff;
};

export type EventStream = { status: () => StreamStatus; close: () => void };

function parse(e: Event): { ok: true; data: unknown } | { ok: false } {
  try {
    return { ok: true, data: JSON.parse((e as MessageEvent<string>).data) };
  } catch {
    return { ok: false };
  }
}

const withCursor = (url: string, id: string) =>
  id ? `${url}${url.includes("?") ? "&" : "?"}lastEventId=${encodeURIComponent(id)}` : url;

/**
 * An EventSource that never gives up. The browser's own retry stops for good when the door answers
 * non-200 (503 while the api restarts), so every error closes it and we open a new one after a
 * backoff with jitter, resuming from the last event id (a query parameter: a new EventSource cannot
 * set `Last-Event-ID`). Without an id to resume from, the consumer is told to resync.
 */
export function openEventStream(opts: EventStreamOptions): EventStream {
  const { url, types, onEvent, onStatus, resyncOnReconnect = false, backoff = DEFAULT_BACKOFF } = opts;
  let status: StreamStatus = "connecting";
  let source: EventSource | null = null;
  let lastId = "";
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let closed = false;

  const setStatus = (next: StreamStatus) => {
    if (next === status) return;
    status = next;
    onStatus?.(next);
  };

  const connect = () => {
    const reconnecting = status === "reconnecting";
    const resumable = lastId !== "";
    const es = new EventSource(withCursor(url, lastId));
    for (const type of new Set([...types, RESYNC]))
      es.addEventListener(type, (e) => {
        const id = (e as MessageEvent).lastEventId;
        if (id) lastId = id;
        const parsed = parse(e);
        if (parsed.ok) onEvent(type, parsed.data, id);
      });
    es.addEventListener("open", () => {
      failures = 0;
      setStatus("open");
      if (reconnecting && (resyncOnReconnect || !resumable)) onEvent(RESYNC, {}, "");
    });
    es.addEventListener("error", () => {
      if (closed || source !== es) return;
      es.close();
      source = null;
      setStatus("reconnecting");
      const ceiling = Math.min(backoff.minMs * 2 ** failures, backoff.maxMs);
      failures += 1;
      // Half fixed, half random, so a restarted api is not met by every client at the same instant.
      timer = setTimeout(connect, ceiling / 2 + (ceiling / 2) * backoff.random());
    });
    source = es;
  };

  connect();
  return {
    status: () => status,
    close() {
      closed = true;
      clearTimeout(timer);
      source?.close();
      source = null;
    },
  };
}

import type { Context } from "hono";
import { compareEventIds, parseEventId, type BusEvent, type EventBus, type Subscription } from "./event-bus";

export type SseOptions = {
  /** Reconnect delay the browser should use. */
  retryMs?: number;
  /** A comment line this often keeps proxies from closing an idle stream. */
  heartbeatMs?: number;
  /** A client that falls this far behind is disconnected; it reconnects and resumes from history. */
  maxBufferedBytes?: number;
  /** Runs once when the stream ends for any reason (client gone, too slow, server closing). */
  onClose?: () => void;
};

const encoder = new TextEncoder();
const bodies = new WeakMap<BusEvent, string>();
const singleChannelFrames = new WeakMap<BusEvent, Uint8Array>();

// Encoded once per event, not once per client: a busy room fans one event out to thousands.
function frameBody(e: BusEvent): string {
  let body = bodies.get(e);
  if (body === undefined) {
    body = `event: ${e.type.replace(/[\r\n]/g, " ")}\ndata: ${JSON.stringify(e.data ?? null)}\n\n`;
    bodies.set(e, body);
  }
  return body;
}

function encodeFrame(e: BusEvent, sseId: string): Uint8Array {
  if (sseId !== e.id) return encoder.encode(`id: ${sseId}\n${frameBody(e)}`);
  let frame = singleChannelFrames.get(e);
  if (!frame) singleChannelFrames.set(e, (frame = encoder.encode(`id: ${e.id}\n${frameBody(e)}`)));
  return frame;
}

/**
 * The SSE id is the event id for one channel and the channels' ids joined by "," for several
 * (positions follow `channels`, so a reconnect must ask for the same list in the same order).
 */
function parseCursor(value: string | undefined, count: number): string[] | undefined {
  const ids = value?.split(",");
  return ids && ids.length === count && ids.every((id) => parseEventId(id)) ? ids : undefined;
}

/**
 * Streams `channels` as Server-Sent Events. Resumes after `Last-Event-ID` (header, or the
 * `lastEventId` query parameter for polyfills) from the bus's recent history; when that is no
 * longer possible it sends `event: resync` with `{ channel }` so the page reloads its state.
 */
export function sseResponse(c: Context, bus: EventBus, channels: string[], opts: SseOptions = {}): Response {
  const { retryMs = 3000, heartbeatMs = 15_000, maxBufferedBytes = 1 << 20, onClose } = opts;
  const resume = parseCursor(c.req.header("last-event-id") ?? c.req.query("lastEventId"), channels.length);
  let stop = () => {};
  const stream = new ReadableStream<Uint8Array>(
    {
      start(controller) {
        stop = openSession(controller, bus, channels, resume, { retryMs, heartbeatMs, onClose });
      },
      cancel: () => stop(),
    },
    new ByteLengthQueuingStrategy({ highWaterMark: maxBufferedBytes }),
  );
  const signal = c.req.raw.signal;
  if (signal.aborted)
    stop(); // gone while the caller was still deciding (a slow store)
  else signal.addEventListener("abort", () => stop(), { once: true });
  return c.body(stream, 200, {
    "content-type": "text/event-stream; charset=utf-8",
    "cache-control": "no-cache, no-transform",
    "x-accel-buffering": "no",
  });
}

function openSession(
  controller: ReadableStreamDefaultController<Uint8Array>,
  bus: EventBus,
  channels: string[],
  resume: string[] | undefined,
  { retryMs, heartbeatMs, onClose }: { retryMs: number; heartbeatMs: number; onClose?: () => void },
): () => void {
  let closed = false;
  let live = false;
  let cursors: string[] = [];
  const pending: [number, BusEvent][] = [];
  const subscriptions: Subscription[] = [];
  const heartbeat = setInterval(() => send(": heartbeat\n\n"), heartbeatMs);

  const stop = () => {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    for (const unsubscribe of subscriptions) unsubscribe();
    onClose?.();
  };
  const fail = (err: unknown) => {
    if (closed) return;
    stop();
    controller.error(err);
  };
  function send(chunk: string | Uint8Array) {
    if (closed) return;
    controller.enqueue(typeof chunk === "string" ? encoder.encode(chunk) : chunk);
    if ((controller.desiredSize ?? 0) < 0) fail(new Error("SSE client too slow"));
  }
  const deliver = (i: number, e: BusEvent) => {
    if (compareEventIds(e.id, cursors[i]) <= 0) return; // already sent (replay and live overlap)
    cursors[i] = e.id;
    send(encodeFrame(e, cursors.join(",")));
  };

  const setUp = async () => {
    // A fresh client starts at the current head; reading it before subscribing leaves no gap.
    cursors = resume ? [...resume] : await Promise.all(channels.map((ch) => bus.lastId(ch)));
    if (closed) return;
    for (const [i, ch] of channels.entries()) {
      subscriptions.push(bus.subscribe(ch, (e) => (live ? deliver(i, e) : pending.push([i, e]))));
    }
    await Promise.all(subscriptions.map((s) => s.ready));
    const replays = await Promise.all(
      channels.map(async (ch, i) => {
        const head = await bus.lastId(ch);
        return head === cursors[i]
          ? { head, events: [] }
          : { head, events: await bus.history(ch, cursors[i]) };
      }),
    );
    if (closed) return;
    for (const [i, { head, events }] of replays.entries()) {
      if (head !== cursors[i] && events.length === 0) {
        cursors[i] = head;
        send(`event: resync\ndata: ${JSON.stringify({ channel: channels[i] })}\n\n`);
      }
      for (const e of events) deliver(i, e);
    }
    live = true;
    for (const [i, e] of pending.splice(0)) deliver(i, e);
    // An id-only frame sets the browser's Last-Event-ID even before the first event arrives.
    send(`id: ${cursors.join(",")}\n\n`);
  };

  send(`retry: ${retryMs}\n\n`);
  setUp().catch(fail);
  return stop;
}

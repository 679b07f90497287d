import {
  openEventStream,
  type EventStream,
  type EventStreamOptions,
  type StreamStatus,
} from "./event-stream";

type Listener = Pick<EventStreamOptions, "onEvent"> & { onStatus: (status: StreamStatus) => void };
type Shared = { stream: EventStream; listeners: Set<Listener>; status: StreamStatus };

const shared = new Map<string, Shared>();

/**
 * One connection per stream for the whole page: the parts that show the same feed (a list and the
 * home page's cards, room cards of two grids) share it, so a viewer stays well inside the api's
 * per-viewer stream limit. A part that joins late is told the status at once. The last one to
 * leave closes it.
 */
export function subscribeEventStream(
  opts: Pick<EventStreamOptions, "url" | "types" | "resyncOnReconnect">,
  listener: Listener,
): () => void {
  const key = JSON.stringify([opts.url, [...opts.types].sort(), Boolean(opts.resyncOnReconnect)]);
  let entry = shared.get(key);
  if (!entry) {
    const listeners = new Set<Listener>();
    const created: Shared = {
      listeners,
      status: "connecting",
      stream: { status: () => "connecting", close() {} },
    };
    created.stream = openEventStream({
      ...opts,
      onEvent: (type, data, id) => {
        for (const l of [...listeners]) l.onEvent(type, data, id);
      },
      onStatus: (status) => {
        created.status = status;
        for (const l of [...listeners]) l.onStatus(status);
      },
    });
    shared.set(key, created);
    entry = created;
  }
  const joined = entry;
  joined.listeners.add(listener);
  if (joined.status !== "connecting") listener.onStatus(joined.status);
  return () => {
    joined.listeners.delete(listener);
    if (joined.listeners.size || shared.get(key) !== joined) return;
    joined.stream.close();
    shared.delete(key);
  };
}

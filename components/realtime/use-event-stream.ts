"use client";
import { useEffect, useRef, useState } from "react";
import type { StreamStatus } from "./event-stream";
import { subscribeEventStream } from "./shared-event-stream";

type Options = { resyncOnReconnect?: boolean };

/**
 * One reconnecting event stream (event-stream.ts) while `url` is set, shared with the page's other
 * parts on the same stream (shared-event-stream.ts); `onEvent(type, data)` gets each
 * frame of `types` and `resync`. Returns the connection's status for a 重新连接中 badge.
 */
export function useEventStream(
  url: string | null,
  types: readonly string[],
  onEvent: (type: string, data: unknown, id: string) => void,
  { resyncOnReconnect = false }: Options = {},
): StreamStatus {
  const latest = useRef(onEvent);
  useEffect(() => {
    latest.current = onEvent;
  });
  // Keyed by url, so a new stream starts out `connecting` without a reset inside the effect.
  const [current, setCurrent] = useState<{ url: string; status: StreamStatus } | null>(null);
  const typeKey = types.join(",");
  useEffect(() => {
    if (!url || typeof EventSource === "undefined") return;
    return subscribeEventStream(
      { url, types: typeKey.split(","), resyncOnReconnect },
      {
        onEvent: (type, data, id) => latest.current(type, data, id),
        onStatus: (status) => setCurrent({ url, status }),
      },
    );
  }, [url, typeKey, resyncOnReconnect]);
  return current && current.url === url ? current.status : "connecting";
}

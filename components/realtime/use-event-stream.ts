"use client";
import { useEffect, useRef, useState } from "react";
import { openEventStream, type StreamStatus } from "./event-stream";

type Options = { resyncOnReconnect?: boolean };

/**
 * One reconnecting event stream (event-stream.ts) while `url` is set; `onEvent(type, data)` gets each
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
    const stream = openEventStream({
      url,
      types: typeKey.split(","),
      onEvent: (type, data, id) => latest.current(type, data, id),
      onStatus: (status) => setCurrent({ url, status }),
      resyncOnReconnect,
    });
    return () => stream.close();
  }, [url, typeKey, resyncOnReconnect]);
  return current && current.url === url ? current.status : "connecting";
}

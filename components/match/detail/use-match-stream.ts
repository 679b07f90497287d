"use client";
import { useCallback, useEffect, useRef, useSyncExternalStore } from "react";
import { openEventStream, type EventStream, type StreamStatus } from "@/components/realtime/event-stream";
import { API_GATEWAY } from "@/lib/api/envelope";
import type { MatchStreamEventName } from "@/lib/codes/match-stream-events";

export type StreamHandlers = Partial<Record<string, (data: unknown) => void>>;
type Listener = (type: string, data: unknown) => void;

// Names only: importing the contract's schemas would ship zod to the browser.
const FRAME_TYPES = [
  "update",
  "goal",
  "event",
  "stats",
  "odds",
  "commentary",
  "momentum",
] as const satisfies readonly MatchStreamEventName[];

type SharedStream = { stream: EventStream; listeners: Set<Listener>; watchers: Set<() => void> };
const streams = new Map<number, SharedStream>();

/**
 * One reconnecting stream per match however many parts of the page listen (components/realtime).
 * The feed stores what happened while the api was away without announcing it, so every reconnect
 * also raises `resync` and the parts that keep a history reload it.
 */
function shared(matchId: number): SharedStream {
  let entry = streams.get(matchId);
  if (entry) return entry;
  const listeners = new Set<Listener>();
  const watchers = new Set<() => void>();
  const stream = openEventStream({
    url: `${API_GATEWAY}/live/stream/match/${matchId}`,
    types: FRAME_TYPES,
    onEvent: (type, data) => listeners.forEach((l) => l(type, data)),
    onStatus: () => watchers.forEach((w) => w()),
    resyncOnReconnect: true,
  });
  entry = { stream, listeners, watchers };
  streams.set(matchId, entry);
  return entry;
}

function release(matchId: number, entry: SharedStream) {
  if (entry.listeners.size > 0 || entry.watchers.size > 0 || streams.get(matchId) !== entry) return;
  entry.stream.close();
  streams.delete(matchId);
}

/**
 * Calls `handlers[type](data)` for each frame of `/live/stream/match/{id}` while `enabled`; returns
 * the stream's status (for a 重新连接中 badge), `open` while disabled.
 */
export function useMatchStream(matchId: number, enabled: boolean, handlers: StreamHandlers): StreamStatus {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    if (!enabled || typeof EventSource === "undefined") return;
    const entry = shared(matchId);
    const listener: Listener = (type, data) => latest.current[type]?.(data);
    entry.listeners.add(listener);
    return () => {
      entry.listeners.delete(listener);
      release(matchId, entry);
    };
  }, [matchId, enabled]);
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!enabled || typeof EventSource === "undefined") return () => {};
      const entry = shared(matchId);
      entry.watchers.add(onChange);
      return () => {
        entry.watchers.delete(onChange);
        release(matchId, entry);
      };
    },
    [matchId, enabled],
  );
  return useSyncExternalStore(
    subscribe,
    () => (enabled ? (streams.get(matchId)?.stream.status() ?? "connecting") : "open"),
    () => "open",
  );
}

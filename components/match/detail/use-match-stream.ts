"use client";
import { useEffect, useRef } from "react";
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
] as const satisfies readonly MatchStreamEventName[];
const EVENT_TYPES: readonly string[] = [...FRAME_TYPES, "resync"];
const streams = new Map<number, { source: EventSource; listeners: Set<Listener> }>();

// One EventSource per match however many parts of the page listen; it resumes with Last-Event-ID by itself.
function subscribe(matchId: number, listener: Listener): () => void {
  let stream = streams.get(matchId);
  if (!stream) {
    const source = new EventSource(`${API_GATEWAY}/live/stream/match/${matchId}`);
    const created = { source, listeners: new Set<Listener>() };
    for (const type of EVENT_TYPES)
      source.addEventListener(type, (e) => {
        let data: unknown = null;
        try {
          data = JSON.parse((e as MessageEvent<string>).data);
        } catch {
          return;
        }
        for (const l of created.listeners) l(type, data);
      });
    streams.set(matchId, created);
    stream = created;
  }
  stream.listeners.add(listener);
  const current = stream;
  return () => {
    current.listeners.delete(listener);
    if (current.listeners.size === 0) {
      current.source.close();
      streams.delete(matchId);
    }
  };
}

/** Calls `handlers[type](data)` for each frame of `/live/stream/match/{id}` while `enabled`. */
export function useMatchStream(matchId: number, enabled: boolean, handlers: StreamHandlers) {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    if (!enabled) return;
    return subscribe(matchId, (type, data) => latest.current[type]?.(data));
  }, [matchId, enabled]);
}

"use client";
import { useEffect, useRef } from "react";
import { API_GATEWAY } from "@/lib/api/envelope";
import type { GoalAlert, MatchLive } from "@/lib/contracts/match-list";
import type { MatchStreamEvent } from "@/lib/codes/match-stream-events";

export type FeedEvent =
  { type: "update"; eventId: string; data: MatchLive } | { type: "goal"; eventId: string; data: GoalAlert };

type Handlers = { onEvent: (e: FeedEvent) => void; onResync: () => void };

// The contract's names, typed against it: importing its values would ship zod to the browser.
const UPDATE: (typeof MatchStreamEvent)["Update"] = "update";
const GOAL: (typeof MatchStreamEvent)["Goal"] = "goal";

// Shape checks only: the contract's zod schemas would ship zod to the browser for two fields.
const isUpdate = (d: unknown): d is MatchLive =>
  !!d && typeof d === "object" && typeof (d as MatchLive).id === "number";
const isGoal = (d: unknown): d is GoalAlert =>
  !!d && typeof d === "object" && typeof (d as GoalAlert).matchId === "number";

function parse(e: Event): unknown {
  try {
    return JSON.parse((e as MessageEvent<string>).data);
  } catch {
    return null;
  }
}

const RETRY_MIN_MS = 3_000;
const RETRY_MAX_MS = 60_000;

/**
 * The sport's live stream (`/live/stream/{sportId}`) while `enabled`. EventSource reconnects by
 * itself after a dropped connection and resumes with Last-Event-ID; after an HTTP error it gives
 * up, so we reopen it with backoff and pass the last id as `lastEventId`. A `resync` frame means
 * the history was lost: reload the list.
 */
export function useLiveFeed(sportId: number, enabled: boolean, handlers: Handlers) {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    if (!enabled || typeof EventSource === "undefined") return;
    let source: EventSource | null = null;
    let lastId = "";
    let retryMs = RETRY_MIN_MS;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = (type: FeedEvent["type"], ok: (d: unknown) => boolean) => (e: Event) => {
      const { lastEventId } = e as MessageEvent;
      if (lastEventId) lastId = lastEventId;
      const data = parse(e);
      if (ok(data)) latest.current.onEvent({ type, eventId: lastEventId, data } as FeedEvent);
    };
    const open = () => {
      const resume = lastId ? `?lastEventId=${encodeURIComponent(lastId)}` : "";
      const es = new EventSource(`${API_GATEWAY}/live/stream/${sportId}${resume}`);
      es.addEventListener(UPDATE, frame("update", isUpdate));
      es.addEventListener(GOAL, frame("goal", isGoal));
      es.addEventListener("resync", () => latest.current.onResync());
      es.addEventListener("open", () => (retryMs = RETRY_MIN_MS));
      es.addEventListener("error", () => {
        if (es.readyState !== EventSource.CLOSED) return;
        timer = setTimeout(open, retryMs);
        retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
      });
      source = es;
    };
    open();
    return () => {
      clearTimeout(timer);
      source?.close();
    };
  }, [sportId, enabled]);
}

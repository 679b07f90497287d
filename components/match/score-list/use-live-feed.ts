"use client";
import { RESYNC, type StreamStatus } from "@/components/realtime/event-stream";
import { useEventStream } from "@/components/realtime/use-event-stream";
import { API_GATEWAY } from "@/lib/api/envelope";
import type { GoalAlert, MatchLive } from "@/lib/contracts/match-list";
import type { MatchStreamEvent } from "@/lib/codes/match-stream-events";

export type FeedEvent =
  { type: "update"; eventId: string; data: MatchLive } | { type: "goal"; eventId: string; data: GoalAlert };

type Handlers = { onEvent: (e: FeedEvent) => void; onResync: () => void };

// The contract's names, typed against it: importing its values would ship zod to the browser.
const UPDATE: (typeof MatchStreamEvent)["Update"] = "update";
const GOAL: (typeof MatchStreamEvent)["Goal"] = "goal";
const TYPES = [UPDATE, GOAL];

// Shape checks only: the contract's zod schemas would ship zod to the browser for two fields.
const isUpdate = (d: unknown): d is MatchLive =>
  !!d && typeof d === "object" && typeof (d as MatchLive).id === "number";
const isGoal = (d: unknown): d is GoalAlert =>
  !!d && typeof d === "object" && typeof (d as GoalAlert).matchId === "number";

/**
 * The sport's live stream (`/live/stream/{sportId}`) while `enabled`, reconnecting by itself
 * (components/realtime). A resync (history lost) means: reload the list. Returns the stream's status.
 */
export function useLiveFeed(sportId: number, enabled: boolean, handlers: Handlers): StreamStatus {
  return useEventStream(enabled ? `${API_GATEWAY}/live/stream/${sportId}` : null, TYPES, (type, data, id) => {
    if (type === RESYNC) handlers.onResync();
    else if (type === UPDATE && isUpdate(data)) handlers.onEvent({ type, eventId: id, data });
    else if (type === GOAL && isGoal(data)) handlers.onEvent({ type, eventId: id, data });
  });
}

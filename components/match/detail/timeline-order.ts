import type { TimelineEvent } from "@/lib/contracts/match-detail";

/** Kick-off first: period, minute, stoppage minute, then the order the feed wrote them. */
export function sortTimeline<T extends Pick<TimelineEvent, "id" | "period" | "minute" | "addedMinute">>(
  events: readonly T[],
): T[] {
  return [...events].sort(
    (a, b) => a.period - b.period || a.minute - b.minute || a.addedMinute - b.addedMinute || a.id - b.id,
  );
}

/** Adds or replaces one row (by id) and keeps the order. */
export function upsertEvent<T extends TimelineEvent>(events: readonly T[], event: T): T[] {
  return sortTimeline([...events.filter((e) => e.id !== event.id), event]);
}

import type { PlayerRef, TimelineEvent } from "../../../lib/contracts/match-detail";
import { minuteLabel } from "../../../lib/format/match-minute";
import type { MatchSide } from "../../db/schema/matches";

export type EventRow = {
  id: number;
  type: number;
  side: MatchSide | null;
  period: number;
  minute: number;
  addedMinute: number;
  second: number;
  homeScore: number;
  awayScore: number;
  note: string;
  playerId: number | null;
  playerName: string | null;
  assistId: number | null;
  assistName: string | null;
  subOutId: number | null;
  subOutName: string | null;
};

const ref = (id: number | null, name: string | null): PlayerRef | null =>
  id !== null && name !== null ? { id, name } : null;

/** Kick-off first: by period, minute, stoppage minute, second, then the order the feed wrote them. */
export function compareEvents(a: EventRow, b: EventRow): number {
  return (
    a.period - b.period ||
    a.minute - b.minute ||
    a.addedMinute - b.addedMinute ||
    a.second - b.second ||
    a.id - b.id
  );
}

export function toTimeline(rows: readonly EventRow[]): TimelineEvent[] {
  return [...rows].sort(compareEvents).map((r) => ({
    id: r.id,
    type: r.type,
    side: r.side,
    period: r.period,
    minute: r.minute,
    addedMinute: r.addedMinute,
    clock: minuteLabel(r.minute, r.addedMinute),
    player: ref(r.playerId, r.playerName),
    assist: ref(r.assistId, r.assistName),
    subOut: ref(r.subOutId, r.subOutName),
    homeScore: r.homeScore,
    awayScore: r.awayScore,
    note: r.note,
  }));
}

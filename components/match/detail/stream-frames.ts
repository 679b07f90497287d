import type { CommentaryLine, MatchStatsPair, TimelineEvent } from "@/lib/contracts/match-detail";

// Light checks instead of the zod contracts (lib/contracts/match-stream.ts): zod stays out of the browser.
type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === "object" && v !== null;
const isInt = (v: unknown): v is number => Number.isInteger(v);

/** An `event` frame of this match, or null. */
export function timelineFrame(frame: unknown, matchId: number): TimelineEvent | null {
  if (!isObj(frame) || frame.matchId !== matchId) return null;
  const ok =
    isInt(frame.id) &&
    isInt(frame.type) &&
    isInt(frame.period) &&
    isInt(frame.minute) &&
    isInt(frame.addedMinute) &&
    typeof frame.clock === "string" &&
    isInt(frame.homeScore) &&
    isInt(frame.awayScore);
  if (!ok) return null;
  const { matchId: _matchId, ...event } = frame;
  return { player: null, assist: null, subOut: null, note: "", side: null, ...event } as TimelineEvent;
}

/** A football `stats` frame of this match, or null. */
export function statsFrame(frame: unknown, matchId: number): MatchStatsPair | null {
  if (!isObj(frame) || frame.matchId !== matchId || frame.sport !== "football") return null;
  if (!isObj(frame.home) || !isObj(frame.away) || !isInt(frame.home.possession)) return null;
  return { home: frame.home, away: frame.away } as MatchStatsPair;
}

/** A `commentary` frame of this match, or null. */
export function commentaryFrame(frame: unknown, matchId: number): CommentaryLine | null {
  if (!isObj(frame) || frame.matchId !== matchId) return null;
  if (
    !isInt(frame.id) ||
    !isInt(frame.minute) ||
    typeof frame.text !== "string" ||
    typeof frame.clock !== "string"
  )
    return null;
  const { matchId: _matchId, ...line } = frame;
  return { kind: null, homeScore: 0, awayScore: 0, ...line } as CommentaryLine;
}

/** Newest first, without duplicates. */
export function addCommentary(lines: readonly CommentaryLine[], line: CommentaryLine): CommentaryLine[] {
  return [line, ...lines.filter((l) => l.id !== line.id)].sort((a, b) => b.minute - a.minute || b.id - a.id);
}

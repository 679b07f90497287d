import { Sport } from "@/lib/codes/sports";
import type { MatchUpdate } from "@/lib/contracts/match-stream";
import type { matches } from "../db/schema/matches";
import type { LiveColumns } from "./match-frame";

type MatchRecord = typeof matches.$inferSelect;

/** The stored live columns of a matches row, in the frame's shape. */
export function storedLive(m: MatchRecord): LiveColumns {
  const basketball = m.sportId === Sport.Basketball;
  return {
    state: m.state,
    clock: m.clock,
    periodStartedAt: m.periodStartedAt?.getTime() ?? null,
    homeScore: m.homeScore,
    awayScore: m.awayScore,
    homeHalfScore: m.homeHalfScore,
    awayHalfScore: m.awayHalfScore,
    homePenScore: m.homePenScore,
    awayPenScore: m.awayPenScore,
    homeCorners: m.homeCorners,
    awayCorners: m.awayCorners,
    homeYellow: m.homeYellow,
    awayYellow: m.awayYellow,
    homeRed: m.homeRed,
    awayRed: m.awayRed,
    homeQuarters: basketball ? [m.homeQ1, m.homeQ2, m.homeQ3, m.homeQ4, m.homeOt] : null,
    awayQuarters: basketball ? [m.awayQ1, m.awayQ2, m.awayQ3, m.awayQ4, m.awayOt] : null,
  };
}

/** The matches columns to write for a frame's live columns. */
export function liveRow(l: LiveColumns) {
  const q = (side: (number | null)[] | null, i: number) => side?.[i] ?? null;
  return {
    state: l.state,
    clock: l.clock,
    periodStartedAt: l.periodStartedAt === null ? null : new Date(l.periodStartedAt),
    homeScore: l.homeScore,
    awayScore: l.awayScore,
    homeHalfScore: l.homeHalfScore,
    awayHalfScore: l.awayHalfScore,
    homePenScore: l.homePenScore,
    awayPenScore: l.awayPenScore,
    homeCorners: l.homeCorners,
    awayCorners: l.awayCorners,
    homeYellow: l.homeYellow,
    awayYellow: l.awayYellow,
    homeRed: l.homeRed,
    awayRed: l.awayRed,
    homeQ1: q(l.homeQuarters, 0),
    homeQ2: q(l.homeQuarters, 1),
    homeQ3: q(l.homeQuarters, 2),
    homeQ4: q(l.homeQuarters, 3),
    homeOt: q(l.homeQuarters, 4),
    awayQ1: q(l.awayQuarters, 0),
    awayQ2: q(l.awayQuarters, 1),
    awayQ3: q(l.awayQuarters, 2),
    awayQ4: q(l.awayQuarters, 3),
    awayOt: q(l.awayQuarters, 4),
  };
}

export const sameLive = (a: LiveColumns, b: LiveColumns) => JSON.stringify(a) === JSON.stringify(b);

/** The `update` payload (lib/contracts/match-stream.ts) of a match's live columns. */
export function matchUpdate(id: number, l: LiveColumns, odds?: MatchUpdate["odds"]): MatchUpdate {
  return {
    id,
    state: l.state,
    clock: l.clock,
    homeScore: l.homeScore,
    awayScore: l.awayScore,
    homeHalfScore: l.homeHalfScore,
    awayHalfScore: l.awayHalfScore,
    homeCorners: l.homeCorners,
    awayCorners: l.awayCorners,
    homeYellow: l.homeYellow,
    awayYellow: l.awayYellow,
    homeRed: l.homeRed,
    awayRed: l.awayRed,
    homeQuarters: l.homeQuarters,
    awayQuarters: l.awayQuarters,
    homePenScore: l.homePenScore,
    awayPenScore: l.awayPenScore,
    periodStartedAt: l.periodStartedAt === null ? null : new Date(l.periodStartedAt).toISOString(),
    ...(odds === undefined ? {} : { odds }),
  };
}

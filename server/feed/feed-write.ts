import { eq, getTableColumns, sql, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db, Tx } from "../db/client";
import { lineups, matchCommentary, matchStats, playerBoxScores } from "../db/schema/match-details";
import { matchEvents, matches } from "../db/schema/matches";
import { odds, oddsChanges } from "../db/schema/odds";
import type { ClosingQuote } from "./closing-quotes";
import type { BoxScoreLine, LineupEntry, PlayedOddsChange, TeamStatLine } from "./played-match";
import type { TimedLine } from "./football-commentary";
import type { TimedEvent } from "./football-timeline";
import { liveRow } from "./live-columns";
import type { LiveColumns } from "./match-frame";

/** What one tick stores for one match; empty lists and nulls mean "unchanged". */
export type FrameWrite = {
  matchId: number;
  kickoff: number;
  now: number;
  live: LiveColumns | null;
  formations: { home: string; away: string } | null;
  events: readonly TimedEvent[];
  commentary: readonly TimedLine[];
  odds: readonly PlayedOddsChange[];
  stats: { home: TeamStatLine; away: TeamStatLine } | null;
  box: readonly BoxScoreLine[];
  lineups: readonly LineupEntry[];
  finished: boolean;
  /** At the final whistle: the closing pre-match quotes the odds rows go back to (终盘). */
  closing: readonly ClosingQuote[] | null;
};

/** `set` of an upsert: every given column takes the proposed row's value. */
function excluded(table: PgTable, keys: readonly string[]): Record<string, SQL> {
  const columns = getTableColumns(table);
  return Object.fromEntries(keys.map((k) => [k, sql.raw(`excluded."${columns[k].name}"`)]));
}

type CurrentQuote = ReturnType<typeof quoteRecord> & { at: string };
const quoteRecord = (c: Omit<ClosingQuote, "at">) => ({
  company_id: c.companyId,
  market: c.market,
  home: c.home,
  draw: c.draw,
  away: c.away,
  line: c.line,
});

/** The newest quote of each company and market in `changes`, as the `odds` row's current value. */
function latestQuotes(changes: readonly PlayedOddsChange[], kickoff: number): CurrentQuote[] {
  const last = new Map<string, PlayedOddsChange>();
  for (const c of changes) last.set(`${c.companyId}:${c.market}`, c);
  return [...last.values()].map((c) => ({ ...quoteRecord(c), at: new Date(kickoff + c.atMs).toISOString() }));
}

/** Sets the current value (即时盘) of the match's `odds` rows named in `rows`. */
async function setCurrent(tx: Tx, matchId: number, rows: readonly CurrentQuote[]) {
  await tx.execute(sql`
    update ${odds} as o set home = v.home, draw = v.draw, away = v.away, line = v.line, updated_at = v.at
    from json_to_recordset(${JSON.stringify(rows)}::json)
      as v(company_id integer, market smallint, home numeric, draw numeric, away numeric, line numeric, at timestamptz)
    where o.match_id = ${matchId} and o.company_id = v.company_id and o.market = v.market`);
}

/** Stores one tick of one match in a single transaction (after `fence`); returns the ids of the new rows. */
export async function writeFrame(db: Db, w: FrameWrite, fence?: (tx: Tx) => Promise<void>) {
  return db.transaction(async (tx) => {
    await fence?.(tx);
    const { matchId } = w;
    if (w.live || w.formations) {
      await tx
        .update(matches)
        .set({
          ...(w.live ? liveRow(w.live) : {}),
          ...(w.formations ? { homeFormation: w.formations.home, awayFormation: w.formations.away } : {}),
          updatedAt: new Date(w.now),
        })
        .where(eq(matches.id, matchId));
    }
    const eventIds = w.events.length
      ? await tx
          .insert(matchEvents)
          .values(w.events.map(({ atMs: _at, clock: _clock, ...e }) => ({ ...e, matchId })))
          .returning({ id: matchEvents.id })
      : [];
    const commentaryIds = w.commentary.length
      ? await tx
          .insert(matchCommentary)
          .values(w.commentary.map(({ atMs: _at, ...c }) => ({ ...c, kind: c.kind ?? null, matchId })))
          .returning({ id: matchCommentary.id })
      : [];
    if (w.odds.length) {
      await tx
        .insert(oddsChanges)
        .values(w.odds.map(({ atMs, ...c }) => ({ ...c, matchId, changedAt: new Date(w.kickoff + atMs) })));
      await setCurrent(tx, matchId, latestQuotes(w.odds, w.kickoff));
    }
    if (w.stats) {
      const rows = (["home", "away"] as const).map((side) => ({ matchId, side, ...w.stats![side] }));
      const keys = Object.keys(w.stats.home);
      await tx
        .insert(matchStats)
        .values(rows)
        .onConflictDoUpdate({
          target: [matchStats.matchId, matchStats.side],
          set: excluded(matchStats, keys),
        });
    }
    if (w.box.length) {
      const keys = Object.keys(w.box[0]).filter((k) => k !== "playerId" && k !== "side");
      await tx
        .insert(playerBoxScores)
        .values(w.box.map((b) => ({ ...b, matchId })))
        .onConflictDoUpdate({
          target: [playerBoxScores.matchId, playerBoxScores.playerId],
          set: excluded(playerBoxScores, keys),
        });
    }
    if (w.lineups.length) {
      let sort = { home: 0, away: 0 };
      const rows = w.lineups.map((l) => {
        sort = { ...sort, [l.side]: sort[l.side] + 1 };
        return { ...l, captain: l.captain ?? false, matchId, sort: sort[l.side] };
      });
      await tx.insert(lineups).values(rows).onConflictDoNothing();
    }
    if (w.closing?.length) {
      // The current quote of a finished match is its closing pre-match one; in-play moves stay history.
      const rows = w.closing.map((c) => ({ ...quoteRecord(c), at: new Date(c.at).toISOString() }));
      await setCurrent(tx, matchId, rows);
    }
    if (w.finished) await tx.update(odds).set({ closed: true }).where(eq(odds.matchId, matchId));
    return { eventIds: eventIds.map((r) => r.id), commentaryIds: commentaryIds.map((r) => r.id) };
  });
}

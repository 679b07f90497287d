import { and, eq, gte } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FootballState } from "@/lib/codes/football-states";
import { Sport } from "@/lib/codes/sports";
import { liveChannels } from "@/lib/contracts/match-list";
import { matchEventFrame } from "@/lib/contracts/match-stream";
import { lineups, matchCommentary } from "@/server/db/schema/match-details";
import { matchEvents, matches } from "@/server/db/schema/matches";
import { oddsChanges } from "@/server/db/schema/odds";
import { leagues } from "@/server/db/schema/sports";
import { loadSetups } from "@/server/feed/feed-load";
import { storedLive } from "@/server/feed/live-columns";
import { buildPlan, type MatchPlan } from "@/server/feed/match-plan";
import type { TestApi } from "../support/test-api";
import { FIXTURE } from "./feed-fixtures";
import { FIXTURE_IDS, feedWorld, newFeed, playOut, record, type MatchRecord } from "./feed-harness";

const PLAYED = [FIXTURE.live, FIXTURE.soon, FIXTURE.knockout, FIXTURE.basketLive, FIXTURE.basketSoon];
let api: TestApi;
let bus: ReturnType<typeof record>;
const scores = new Map<number, [number, number][]>();
let plans: Map<number, MatchPlan>;

const track = (rows: MatchRecord[]) =>
  rows.forEach((r) => scores.set(r.id, [...(scores.get(r.id) ?? []), [r.homeScore, r.awayScore]]));

beforeAll(async () => {
  ({ api } = await feedWorld());
  bus = record(api, [liveChannels.sport(Sport.Football), ...FIXTURE_IDS.map(liveChannels.match)]);
  // The api stops in the second half of the first match, a second process takes over the same database.
  await playOut(api, newFeed(api), {
    onTick: track,
    until: (rows) => rows.find((r) => r.id === FIXTURE.soon)!.state === FootballState.SecondHalf,
  });
  await playOut(api, newFeed(api), { onTick: track });
  bus.stop();
  const rows = await api.db
    .select({ row: matches, leagueName: leagues.name })
    .from(matches)
    .innerJoin(leagues, eq(leagues.id, matches.leagueId));
  const setups = await loadSetups(
    api.db,
    rows
      .filter(({ row }) => PLAYED.includes(row.id as (typeof PLAYED)[number]))
      .map(({ row, leagueName }) => ({
        row,
        leagueName,
        knockout: row.roundId === 2,
        stored: storedLive(row),
      })),
  );
  plans = new Map([...setups].map(([id, s]) => [id, buildPlan(s.toPlay)]));
}, 120_000);
afterAll(() => api.close());

describe("a restarted feed", () => {
  it("stores every planned row exactly once", async () => {
    for (const id of PLAYED) {
      const plan = plans.get(id)!;
      const events = await api.db
        .select()
        .from(matchEvents)
        .where(eq(matchEvents.matchId, id))
        .orderBy(matchEvents.id);
      expect(events.map((e) => [e.period, e.minute, e.type, e.side, e.playerId ?? null])).toEqual(
        plan.timeline.map((e) => [e.period, e.minute, e.type, e.side, e.playerId ?? null]),
      );
      const lines = await api.db
        .select({ text: matchCommentary.text })
        .from(matchCommentary)
        .where(eq(matchCommentary.matchId, id))
        .orderBy(matchCommentary.id);
      expect(lines.map((l) => l.text)).toEqual(plan.commentary.map((l) => l.text));
      const moves = await api.db
        .select({ id: oddsChanges.id })
        .from(oddsChanges)
        .innerJoin(matches, eq(matches.id, oddsChanges.matchId))
        .where(and(eq(oddsChanges.matchId, id), gte(oddsChanges.changedAt, matches.kickoff)));
      expect(moves).toHaveLength(plan.odds.length);
      expect(await api.db.select().from(lineups).where(eq(lineups.matchId, id))).toHaveLength(
        plan.lineups.length,
      );
    }
  });

  it("never announces a timeline row twice and misses none of a match it followed from kick-off", async () => {
    const frames = bus.events.filter((e) => e.type === "event").map((e) => matchEventFrame.parse(e.data));
    const ids = frames.map((f) => f.id);
    expect(new Set(ids).size).toBe(ids.length);
    const stored = await api.db
      .select({ id: matchEvents.id })
      .from(matchEvents)
      .where(eq(matchEvents.matchId, FIXTURE.soon))
      .orderBy(matchEvents.id);
    expect(frames.filter((f) => f.matchId === FIXTURE.soon).map((f) => f.id)).toEqual(
      stored.map((e) => e.id),
    );
  });

  it("keeps scores from going down across the restart", () => {
    for (const id of PLAYED) {
      const seq = scores.get(id)!;
      seq.slice(1).forEach(([h, a], i) => {
        expect(h).toBeGreaterThanOrEqual(seq[i][0]);
        expect(a).toBeGreaterThanOrEqual(seq[i][1]);
      });
    }
  });
});

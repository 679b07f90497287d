import { and, eq, gte, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BasketballState } from "@/lib/codes/basketball-states";
import { FootballState } from "@/lib/codes/football-states";
import { isScoringEvent, MatchEventType } from "@/lib/codes/match-events";
import { OddsMarket } from "@/lib/codes/odds-markets";
import { Sport } from "@/lib/codes/sports";
import { liveChannels } from "@/lib/contracts/match-list";
import { matchUpdate } from "@/lib/contracts/match-stream";
import { matchCommentary, matchStats, lineups, playerBoxScores } from "@/server/db/schema/match-details";
import { matchEvents, matches } from "@/server/db/schema/matches";
import { odds, oddsChanges } from "@/server/db/schema/odds";
import { MAX_WATER, MIN_WATER } from "@/server/feed/engine/odds-math";
import { seasonStandings } from "@/server/services/sports/standings";
import { FIXTURE } from "./feed-fixtures";
import { FIXTURE_IDS, playWorld, type MatchRecord } from "./feed-harness";

let world: Awaited<ReturnType<typeof playWorld>>;
beforeAll(async () => void (world = await playWorld()), 120_000);
afterAll(() => world.api.close());

const byId = (id: number) => world.byId(id);
const eventsOf = (id: number) =>
  world.api.db.select().from(matchEvents).where(eq(matchEvents.matchId, id)).orderBy(matchEvents.id);

describe("simulated feed invariants", () => {
  it("moves every match forward through the SPEC state codes only", () => {
    const distinct = (id: number) =>
      world.seen
        .get(id)!
        .map((r) => r.state)
        .filter((s, i, a) => i === 0 || a[i - 1] !== s);
    for (const id of [FIXTURE.live, FIXTURE.soon]) expect(distinct(id).join()).toMatch(/^(1,)?2,3,4,8$/);
    expect(distinct(FIXTURE.knockout)).toEqual([1, 2, 3, 4, 5, 7, 8]);
    for (const id of [FIXTURE.basketLive, FIXTURE.basketSoon])
      expect(distinct(id).join()).toMatch(/^(1,)?2,3,4,5,6,7,8,(9,)*10$/);
    expect(byId(FIXTURE.postponed).state).toBe(FootballState.Postponed);
    expect(byId(FIXTURE.finished)).toMatchObject({
      state: FootballState.Finished,
      homeScore: 2,
      awayScore: 1,
    });
  });

  it("never lowers a score from one tick to the next", () => {
    for (const id of FIXTURE_IDS) {
      const rows = world.seen.get(id)!;
      rows.slice(1).forEach((r, i) => {
        expect(r.homeScore).toBeGreaterThanOrEqual(rows[i].homeScore);
        expect(r.awayScore).toBeGreaterThanOrEqual(rows[i].awayScore);
      });
    }
  });

  it("ends football matches on the score of their goal events, with half-time and shoot-out scores", async () => {
    for (const id of [FIXTURE.live, FIXTURE.soon, FIXTURE.knockout]) {
      const m = byId(id);
      const events = await eventsOf(id);
      const goals = events.filter((e) => isScoringEvent(e.type));
      expect(goals.filter((e) => e.side === "home")).toHaveLength(m.homeScore);
      expect(goals.filter((e) => e.side === "away")).toHaveLength(m.awayScore);
      const halfEnd = events.find((e) => e.type === MatchEventType.PeriodEnd && e.period === 1)!;
      expect([halfEnd.homeScore, halfEnd.awayScore]).toEqual([m.homeHalfScore, m.awayHalfScore]);
      expect(m.clock).toBe("");
      expect(m.periodStartedAt).toBeNull();
    }
    const ko = byId(FIXTURE.knockout);
    const kicks = (await eventsOf(FIXTURE.knockout)).filter((e) => e.type === MatchEventType.ShootoutScored);
    expect(ko.homeScore).toBe(ko.awayScore);
    expect([
      kicks.filter((k) => k.side === "home").length,
      kicks.filter((k) => k.side === "away").length,
    ]).toEqual([ko.homePenScore, ko.awayPenScore]);
    expect(ko.homePenScore).not.toBe(ko.awayPenScore);
  });

  it("ends basketball games on the sum of their quarters, with box scores that add up", async () => {
    for (const id of [FIXTURE.basketLive, FIXTURE.basketSoon]) {
      const m = byId(id);
      expect(m.state).toBe(BasketballState.Finished);
      expect(m.homeQ1! + m.homeQ2! + m.homeQ3! + m.homeQ4! + (m.homeOt ?? 0)).toBe(m.homeScore);
      expect(m.awayQ1! + m.awayQ2! + m.awayQ3! + m.awayQ4! + (m.awayOt ?? 0)).toBe(m.awayScore);
      const box = await world.api.db.select().from(playerBoxScores).where(eq(playerBoxScores.matchId, id));
      const points = (side: string) => box.filter((b) => b.side === side).reduce((s, b) => s + b.points, 0);
      expect([points("home"), points("away")]).toEqual([m.homeScore, m.awayScore]);
      expect(box.filter((b) => b.starter)).toHaveLength(10);
      const [stats] = await world.api.db
        .select()
        .from(matchStats)
        .where(and(eq(matchStats.matchId, id), eq(matchStats.side, "home")));
      expect(stats.rebounds).toBe(box.filter((b) => b.side === "home").reduce((s, b) => s + b.rebounds, 0));
    }
  });

  it("stores line-ups, statistics and Chinese commentary for every match it played", async () => {
    for (const id of [FIXTURE.live, FIXTURE.soon, FIXTURE.knockout]) {
      const squad = await world.api.db.select().from(lineups).where(eq(lineups.matchId, id));
      expect(squad.filter((l) => l.starter)).toHaveLength(22);
      expect(squad.filter((l) => l.captain)).toHaveLength(2);
      expect(byId(id).homeFormation).toMatch(/^\d(-\d){2,3}$/);
      expect(await world.api.db.select().from(matchStats).where(eq(matchStats.matchId, id))).toHaveLength(2);
    }
    const lines = await world.api.db
      .select()
      .from(matchCommentary)
      .where(eq(matchCommentary.matchId, FIXTURE.soon));
    expect(lines[0].text).toMatch(/^比赛开始/);
    expect(lines.at(-1)!.text).toMatch(/^全场比赛结束/);
    const ko = await world.api.db
      .select()
      .from(matchCommentary)
      .where(eq(matchCommentary.matchId, FIXTURE.knockout));
    expect(ko.at(-1)!.text).toMatch(/^点球大战结束，.+胜出/);
    const nba = await world.api.db
      .select()
      .from(matchCommentary)
      .where(eq(matchCommentary.matchId, FIXTURE.basketSoon));
    expect(nba.map((l) => l.text)).toEqual(expect.arrayContaining([expect.stringMatching(/^第一节结束/)]));
  });

  it("computes standings that equal the results, the feed's included", async () => {
    const table = await seasonStandings(world.api.db, 1);
    if (table?.sportId !== Sport.Football) throw new Error("season 1 is football");
    const results = world.final.filter(
      (m) => m.seasonId === 1 && m.state === FootballState.Finished && m.roundId === 1,
    );
    expect(results.map((m) => m.id).sort()).toEqual([FIXTURE.live, FIXTURE.soon, FIXTURE.finished].sort());
    for (const row of table.groups[0].rows) {
      const mine = results.filter((m) => m.homeTeamId === row.teamId || m.awayTeamId === row.teamId);
      const goals = (m: MatchRecord) =>
        m.homeTeamId === row.teamId ? [m.homeScore, m.awayScore] : [m.awayScore, m.homeScore];
      expect(row.played).toBe(mine.length);
      expect(row.goalsFor).toBe(mine.reduce((s, m) => s + goals(m)[0], 0));
      expect(row.goalsAgainst).toBe(mine.reduce((s, m) => s + goals(m)[1], 0));
      expect(row.points).toBe(
        mine.reduce((s, m) => s + (goals(m)[0] > goals(m)[1] ? 3 : goals(m)[0] === goals(m)[1] ? 1 : 0), 0),
      );
    }
  });

  it("keeps every in-play quote consistent and closes the books at the final whistle", async () => {
    const changes = await world.api.db
      .select({ c: oddsChanges })
      .from(oddsChanges)
      .innerJoin(matches, eq(matches.id, oddsChanges.matchId))
      .where(and(inArray(oddsChanges.matchId, FIXTURE_IDS), gte(oddsChanges.changedAt, matches.kickoff)));
    expect(changes.length).toBeGreaterThan(200);
    for (const { c } of changes) {
      if (c.market === OddsMarket.European) {
        expect(1 / c.home + 1 / c.draw! + 1 / c.away).toBeGreaterThan(1);
        continue;
      }
      for (const water of [c.home, c.away]) {
        expect(water).toBeGreaterThanOrEqual(MIN_WATER);
        expect(water).toBeLessThanOrEqual(MAX_WATER);
      }
      expect(1 / (1 + c.home) + 1 / (1 + c.away)).toBeGreaterThan(1);
      expect(Number.isInteger(c.line! * 4)).toBe(true);
    }
    const open = await world.api.db
      .select()
      .from(odds)
      .where(and(inArray(odds.matchId, [FIXTURE.live, FIXTURE.basketSoon]), eq(odds.closed, false)));
    expect(open).toEqual([]);
    // A finished match shows its closing pre-match quote again (here the opening one: it never moved
    // before kick-off), while its in-play moves stay in the history.
    const crown = await world.api.db
      .select()
      .from(odds)
      .where(and(inArray(odds.matchId, [FIXTURE.soon, FIXTURE.basketSoon]), eq(odds.companyId, 3)));
    expect(crown).toHaveLength(6);
    for (const o of crown)
      expect([o.home, o.draw, o.away, o.line]).toEqual([o.initHome, o.initDraw, o.initAway, o.initLine]);
    const inPlay = changes.filter(({ c }) => c.matchId === FIXTURE.soon && c.companyId === 3);
    expect(inPlay.length).toBeGreaterThan(3);
    // The list hears it too: the final update carries the closing line.
    const withOdds = world
      .published(liveChannels.sport(Sport.Football), "update")
      .map((d) => matchUpdate.parse(d))
      .filter((u) => u.id === FIXTURE.soon && u.odds);
    const handicap = crown.find((o) => o.matchId === FIXTURE.soon && o.market === OddsMarket.Handicap)!;
    expect(withOdds.at(-1)).toMatchObject({
      state: FootballState.Finished,
      odds: { handicap: handicap.initLine, handicapHome: handicap.initHome, handicapAway: handicap.initAway },
    });
  });

  it("calls the match-finished hooks once per match with the final result", () => {
    expect(world.finished.map((f) => f.id).sort()).toEqual(
      [FIXTURE.live, FIXTURE.soon, FIXTURE.knockout, FIXTURE.basketLive, FIXTURE.basketSoon].sort(),
    );
    const ko = world.finished.find((f) => f.id === FIXTURE.knockout)!;
    expect(ko).toMatchObject({ state: 8, homePenScore: byId(FIXTURE.knockout).homePenScore, seasonId: 1 });
  });
});

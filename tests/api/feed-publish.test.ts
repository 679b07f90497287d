import { eq, and, gte, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isScoringEvent, MatchEventType } from "@/lib/codes/match-events";
import { Sport } from "@/lib/codes/sports";
import { goalAlert, liveChannels } from "@/lib/contracts/match-list";
import {
  matchCommentaryFrame,
  matchEventFrame,
  matchMomentumFrame,
  matchOddsFrame,
  matchStatsFrame,
  matchUpdate,
} from "@/lib/contracts/match-stream";
import { matchCommentary } from "@/server/db/schema/match-details";
import { matchEvents, matches } from "@/server/db/schema/matches";
import { oddsChanges } from "@/server/db/schema/odds";
import { FIXTURE } from "./feed-fixtures";
import { playWorld } from "./feed-harness";

let world: Awaited<ReturnType<typeof playWorld>>;
beforeAll(async () => void (world = await playWorld()), 120_000);
afterAll(() => world.api.close());

const eventsOf = (id: number) =>
  world.api.db.select().from(matchEvents).where(eq(matchEvents.matchId, id)).orderBy(matchEvents.id);

describe("what the simulated feed publishes", () => {
  it("publishes list updates and goal alerts that match the stored rows", async () => {
    const updates = world
      .published(liveChannels.sport(Sport.Football), "update")
      .map((d) => matchUpdate.parse(d));
    const last = updates.filter((u) => u.id === FIXTURE.soon).at(-1)!;
    const m = world.byId(FIXTURE.soon);
    expect(last).toMatchObject({
      state: 8,
      homeScore: m.homeScore,
      awayScore: m.awayScore,
      homeCorners: m.homeCorners,
      clock: "",
    });
    expect(updates.some((u) => u.id === FIXTURE.postponed || u.id === FIXTURE.finished)).toBe(false);
    expect(updates.some((u) => u.odds && u.odds.handicap !== null)).toBe(true);
    const alerts = world.published(liveChannels.sport(Sport.Football), "goal").map((d) => goalAlert.parse(d));
    for (const id of [FIXTURE.soon, FIXTURE.knockout]) {
      const goals = (await eventsOf(id)).filter((e) => isScoringEvent(e.type));
      expect(alerts.filter((a) => a.matchId === id).map((a) => [a.side, a.homeScore, a.awayScore])).toEqual(
        goals.map((g) => [g.side, g.homeScore, g.awayScore]),
      );
    }
    const basket = world
      .published(liveChannels.sport(Sport.Basketball), "update")
      .map((d) => matchUpdate.parse(d));
    expect(basket.filter((u) => u.id === FIXTURE.basketSoon).at(-1)).toMatchObject({
      state: 10,
      homeScore: world.byId(FIXTURE.basketSoon).homeScore,
    });
    expect(world.published(liveChannels.sport(Sport.Basketball), "goal")).toEqual([]);
  });

  it("publishes a match's timeline, commentary, statistics and odds with their stored ids", async () => {
    const channel = liveChannels.match(FIXTURE.soon);
    const events = world.published(channel, "event").map((d) => matchEventFrame.parse(d));
    expect(events.map((e) => e.id)).toEqual((await eventsOf(FIXTURE.soon)).map((e) => e.id));
    const scorer = events.find((e) => e.type === MatchEventType.Goal && e.player);
    if (scorer) expect(scorer.player!.name).not.toBe("");
    const lines = world.published(channel, "commentary").map((d) => matchCommentaryFrame.parse(d));
    const stored = await world.api.db
      .select({ id: matchCommentary.id })
      .from(matchCommentary)
      .where(eq(matchCommentary.matchId, FIXTURE.soon))
      .orderBy(matchCommentary.id);
    expect(lines.map((l) => l.id)).toEqual(stored.map((l) => l.id));
    const stats = world.published(channel, "stats").map((d) => matchStatsFrame.parse(d));
    expect(stats.at(-1)).toMatchObject({
      sport: "football",
      home: { corners: world.byId(FIXTURE.soon).homeCorners },
    });
    const moves = world.published(channel, "odds").flatMap((d) => matchOddsFrame.parse(d).changes);
    const [{ n }] = await world.api.db
      .select({ n: sql<number>`count(*)::int` })
      .from(oddsChanges)
      .innerJoin(matches, eq(matches.id, oddsChanges.matchId))
      .where(and(eq(oddsChanges.matchId, FIXTURE.soon), gte(oddsChanges.changedAt, matches.kickoff)));
    expect(moves).toHaveLength(n);
    const box = world
      .published(liveChannels.match(FIXTURE.basketSoon), "stats")
      .map((d) => matchStatsFrame.parse(d));
    expect(box.some((s) => s.sport === "basketball" && s.players.some((p) => p.points > 0 && p.name))).toBe(
      true,
    );
  });

  it("publishes momentum between the events: a football match's minutes, a basketball game's plays", () => {
    const football = world
      .published(liveChannels.match(FIXTURE.soon), "momentum")
      .map((d) => matchMomentumFrame.parse(d));
    expect(football.length).toBeGreaterThan(80); // one per played minute
    expect(new Set(football.map((m) => m.side))).toEqual(new Set(["home", "away"]));
    expect(football.some((m) => m.kind === "attack" || m.kind === "danger")).toBe(true);
    expect(football.every((m) => /^\d+'$/.test(m.clock))).toBe(true);
    const basket = world
      .published(liveChannels.match(FIXTURE.basketSoon), "momentum")
      .map((d) => matchMomentumFrame.parse(d));
    expect(basket.some((m) => m.kind === "score")).toBe(true);
    expect(basket.every((m) => /^第.节|^加时/.test(m.clock))).toBe(true);
    expect(world.published(liveChannels.sport(Sport.Football), "momentum")).toEqual([]);
  });

  it("announces only what happens after it takes over a match in play", () => {
    const first = world.seen.get(FIXTURE.live)![0];
    expect([first.homeScore, first.awayScore]).not.toEqual([3, 3]);
    const kickOff = world
      .published(liveChannels.match(FIXTURE.live), "event")
      .map((d) => matchEventFrame.parse(d));
    expect(kickOff.some((e) => e.type === MatchEventType.PeriodStart && e.period === 1)).toBe(false);
  });
});

import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FootballState } from "@/lib/codes/football-states";
import { MatchEventType } from "@/lib/codes/match-events";
import { Sport } from "@/lib/codes/sports";
import { matchDetail, matchLiveData } from "@/lib/contracts/match-detail";
import { matchTv } from "@/server/db/schema/match-details";
import { matches } from "@/server/db/schema/matches";
import { createSeededTestApi, type TestApi } from "../support/test-api";
import { detailSeeding, playedFootballMatch } from "./match-detail-seed";

let api: TestApi;
let played: typeof matches.$inferSelect;
let basketballId: number;

beforeAll(async () => {
  ({ api } = await createSeededTestApi(detailSeeding));
  played = await playedFootballMatch(api);
  const [b] = await api.db
    .select({ id: matches.id })
    .from(matches)
    .where(eq(matches.sportId, Sport.Basketball))
    .limit(1);
  basketballId = b.id;
});
afterAll(() => api.close());

const MALFORMED = ["abc", "0", "-3", "1.5", "99999999999", ""];

describe("GET /live/football/match/detail", () => {
  it("answers the header of a finished match with teams, ranks, scores and listings", async () => {
    const res = await api.get("/live/football/match/detail", { matchId: played.id });
    expect(res.body.code).toBe(200);
    const d = matchDetail.parse(res.body.data);
    expect(d).toMatchObject({
      id: played.id,
      state: FootballState.Finished,
      homeScore: played.homeScore,
      awayScore: played.awayScore,
      homeHalfScore: 1,
      awayHalfScore: 0,
      homeFormation: "4-3-3",
      awayFormation: "4-4-2",
    });
    expect(d.home.id).toBe(played.homeTeamId);
    expect(d.home.rank).toBeGreaterThan(0);
    expect(d.home.fullName.length).toBeGreaterThanOrEqual(d.home.name.length);
    expect(d.league.name).not.toBe("");
    expect(Date.parse(d.kickoff)).toBe(played.kickoff.getTime());
    const tv = await api.db.select().from(matchTv).where(eq(matchTv.matchId, played.id));
    expect(d.tv).toHaveLength(tv.length);
    expect(d.hasLive).toBe(tv.length > 0);
  });

  it("answers 404 for an unknown match and for a basketball match", async () => {
    for (const matchId of [987_654_321, basketballId]) {
      const res = await api.get("/live/football/match/detail", { matchId });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ code: 404, message: "比赛不存在", data: null });
    }
  });

  it("rejects malformed ids with 400", async () => {
    for (const matchId of MALFORMED) {
      const res = await api.get("/live/football/match/detail", { matchId });
      expect(res.status, matchId).toBe(400);
      expect(res.body.code).toBe(400);
    }
    expect((await api.get("/live/football/match/detail")).status).toBe(400);
  });
});

describe("GET /live/football/match/live", () => {
  it("answers the timeline in order with names and 45+2' labels, stats, lineups and commentary", async () => {
    const res = await api.get("/live/football/match/live", { matchId: played.id });
    const d = matchLiveData.parse(res.body.data);
    expect(d.live).toMatchObject({ id: played.id, homeScore: played.homeScore });
    expect(d.events.map((e) => e.clock).slice(0, 3)).toEqual(["12'", "30'", "45+2'"]);
    const order = d.events.map((e) => e.period * 10_000 + e.minute * 100 + e.addedMinute);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    const firstGoal = d.events.find((e) => e.type === MatchEventType.Goal)!;
    expect(firstGoal).toMatchObject({ side: "home", clock: "45+2'", homeScore: 1, awayScore: 0 });
    expect(firstGoal.player?.name).toBeTruthy();
    expect(firstGoal.assist?.name).toBeTruthy();
    const sub = d.events.find((e) => e.type === MatchEventType.Substitution)!;
    expect(sub.player?.id).not.toBe(sub.subOut?.id);
    expect(sub.subOut).not.toBeNull();
    expect(d.stats?.home).toMatchObject({ possession: 58, shots: 14, dangerousAttacks: 61 });
    expect(d.stats?.away.possession).toBe(42);
    expect(d.lineups?.home).toMatchObject({ formation: "4-3-3" });
    expect(d.lineups?.home.starters).toHaveLength(11);
    expect(d.lineups?.away.bench).toHaveLength(5);
    expect(d.lineups?.home.starters.filter((p) => p.captain)).toHaveLength(1);
    expect(d.commentary.map((c) => c.text)).toEqual([
      "全场比赛结束",
      expect.stringContaining("进球"),
      "比赛开始",
    ]);
  });

  it("answers a match not yet played with empty sections", async () => {
    const [next] = await api.db
      .select({ id: matches.id })
      .from(matches)
      .where(and(eq(matches.sportId, Sport.Football), eq(matches.state, FootballState.NotStarted)))
      .limit(1);
    const d = matchLiveData.parse(
      (await api.get("/live/football/match/live", { matchId: next.id })).body.data,
    );
    expect(d).toMatchObject({ events: [], stats: null, lineups: null, commentary: [] });
  });

  it("answers 404 for an unknown match and 400 for malformed ids", async () => {
    const missing = await api.get("/live/football/match/live", { matchId: 987_654_321 });
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe(404);
    for (const matchId of MALFORMED)
      expect((await api.get("/live/football/match/live", { matchId })).status, matchId).toBe(400);
  });
});

describe("GET /live/tv/match-list", () => {
  it("lists the channels of a match, 404 for an unknown one, 400 for a malformed id", async () => {
    const [listed] = await api.db.select({ matchId: matchTv.matchId }).from(matchTv).limit(1);
    const rows = await api.db.select().from(matchTv).where(eq(matchTv.matchId, listed.matchId));
    const res = await api.get("/live/tv/match-list", { matchId: listed.matchId });
    expect(res.body.data).toHaveLength(rows.length);
    expect(new Set(res.body.data.map((r: { channel: string }) => r.channel))).toEqual(
      new Set(rows.map((r) => r.channel)),
    );
    expect((await api.get("/live/tv/match-list", { matchId: 987_654_321 })).status).toBe(404);
    expect((await api.get("/live/tv/match-list", { matchId: "x" })).status).toBe(400);
  });
});

import { and, asc, desc, eq, gt, lt, max, ne, or } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FootballState } from "@/lib/codes/football-states";
import { Sport } from "@/lib/codes/sports";
import { analysisAll, futureData, h2hData, recentData, standingsData } from "@/lib/contracts/match-analysis";
import { matches } from "@/server/db/schema/matches";
import { createSeededTestApi, type TestApi } from "../support/test-api";
import { detailSeeding, playedFootballMatch } from "./match-detail-seed";

const DAY = 86_400_000;
let api: TestApi;
let played: typeof matches.$inferSelect;
const analysis = (kind: string, matchId: number | string) =>
  api.get(`/live/fb/match/analysis/${kind}`, { matchId });

beforeAll(async () => {
  ({ api } = await createSeededTestApi(detailSeeding));
  played = await playedFootballMatch(api);
  // Two earlier meetings: a home win 2-0 and, with the sides swapped, an away win 1-3 for the same team.
  const [{ top }] = await api.db.select({ top: max(matches.id) }).from(matches);
  const meeting = (
    id: number,
    daysBefore: number,
    homeTeamId: number,
    awayTeamId: number,
    hs: number,
    as: number,
  ) => ({
    ...played,
    id,
    kickoff: new Date(played.kickoff.getTime() - daysBefore * DAY),
    homeTeamId,
    awayTeamId,
    homeScore: hs,
    awayScore: as,
    homeHalfScore: 0,
    awayHalfScore: 0,
  });
  await api.db
    .insert(matches)
    .values([
      meeting(top! + 1, 200, played.homeTeamId, played.awayTeamId, 2, 0),
      meeting(top! + 2, 400, played.awayTeamId, played.homeTeamId, 1, 3),
    ]);
});
afterAll(() => api.close());

describe("GET /live/fb/match/analysis/{kind}", () => {
  it("h2h: the earlier meetings, newest first, with the home team's W/D/L", async () => {
    const d = h2hData.parse((await analysis("h2h", played.id)).body.data);
    const { homeTeamId: a, awayTeamId: b } = played;
    const meetings = await api.db
      .select()
      .from(matches)
      .where(
        and(
          or(
            and(eq(matches.homeTeamId, a), eq(matches.awayTeamId, b)),
            and(eq(matches.homeTeamId, b), eq(matches.awayTeamId, a)),
          ),
          eq(matches.state, FootballState.Finished),
          lt(matches.kickoff, played.kickoff),
        ),
      )
      .orderBy(desc(matches.kickoff))
      .limit(10);
    expect(d.teamId).toBe(a);
    expect(d.matches.map((m) => m.id)).toEqual(meetings.map((m) => m.id));
    const mine = (m: (typeof meetings)[number]) =>
      m.homeTeamId === a ? [m.homeScore, m.awayScore] : [m.awayScore, m.homeScore];
    const wins = meetings.filter((m) => mine(m)[0] > mine(m)[1]).length;
    const losses = meetings.filter((m) => mine(m)[0] < mine(m)[1]).length;
    expect(d.summary).toEqual({
      played: meetings.length,
      won: wins,
      drawn: meetings.length - wins - losses,
      lost: losses,
      goalsFor: meetings.reduce((n, m) => n + mine(m)[0], 0),
      goalsAgainst: meetings.reduce((n, m) => n + mine(m)[1], 0),
    });
    // The inserted meeting with the sides swapped: 1-3 is a win for the page's home team.
    expect(d.matches.find((m) => m.homeScore === 1 && m.awayScore === 3 && m.home.id === b)?.result).toBe(
      "W",
    );
  });

  it("recent: each team's last 10 before the match, all / home / away, with sums that add up", async () => {
    const d = recentData.parse((await analysis("recent", played.id)).body.data);
    for (const [team, teamId] of [
      [d.home, played.homeTeamId],
      [d.away, played.awayTeamId],
    ] as const) {
      expect(team.teamId).toBe(teamId);
      expect(team.all.matches.length).toBe(10);
      for (const m of team.all.matches) expect(Date.parse(m.kickoff)).toBeLessThan(played.kickoff.getTime());
      const times = team.all.matches.map((m) => Date.parse(m.kickoff));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      expect(team.home.matches.every((m) => m.home.id === teamId)).toBe(true);
      expect(team.away.matches.every((m) => m.away.id === teamId)).toBe(true);
      const s = team.all.summary;
      expect(s.won + s.drawn + s.lost).toBe(s.played);
      const goals = team.all.matches.reduce(
        (n, m) => n + (m.home.id === teamId ? m.homeScore : m.awayScore),
        0,
      );
      expect(s.goalsFor).toBe(goals);
    }
  });

  it("standings: the full table with both teams' rows, ranked as in the header", async () => {
    const d = standingsData.parse((await analysis("standings", played.id)).body.data);
    const header = (await api.get("/live/football/match/detail", { matchId: played.id })).body.data;
    expect(d.home?.teamId).toBe(played.homeTeamId);
    expect(d.home?.rank).toBe(header.home.rank);
    expect(d.away?.rank).toBe(header.away.rank);
    const rows = d.groups.flatMap((g) => g.rows);
    expect(rows.length).toBeGreaterThanOrEqual(16);
    expect(rows.map((r) => r.points)).toEqual([...rows.map((r) => r.points)].sort((a, b) => b - a));
  });

  it("injuries: an empty list, as no injury data is kept", async () => {
    expect((await analysis("injuries", played.id)).body.data).toEqual({ home: [], away: [] });
  });

  it("future: each team's next three fixtures after the match", async () => {
    const [next] = await api.db
      .select()
      .from(matches)
      .where(
        and(
          eq(matches.sportId, Sport.Football),
          eq(matches.state, FootballState.NotStarted),
          eq(matches.leagueId, played.leagueId),
        ),
      )
      .orderBy(asc(matches.kickoff))
      .limit(1);
    const d = futureData.parse((await analysis("future", next.id)).body.data);
    const expected = await api.db
      .select({ id: matches.id })
      .from(matches)
      .where(
        and(
          or(eq(matches.homeTeamId, next.homeTeamId), eq(matches.awayTeamId, next.homeTeamId)),
          eq(matches.state, FootballState.NotStarted),
          gt(matches.kickoff, next.kickoff),
          ne(matches.id, next.id),
        ),
      )
      .orderBy(asc(matches.kickoff), asc(matches.id))
      .limit(3);
    expect(d.home.map((m) => m.id)).toEqual(expected.map((m) => m.id));
    expect(d.home.length).toBeGreaterThan(0);
    for (const m of d.away) expect([m.home.id, m.away.id]).toContain(next.awayTeamId);
    expect(d.home.every((m) => m.daysAway >= 0)).toBe(true);
  });

  it("all: the five together for the page's single call", async () => {
    const d = analysisAll.parse((await analysis("all", played.id)).body.data);
    expect(d.h2h.matches.length).toBeGreaterThanOrEqual(2);
    expect(d.injuries).toEqual({ home: [], away: [] });
  });

  it("answers 404 for an unknown match and 400 for a bad kind or id", async () => {
    const missing = await analysis("h2h", 987_654_321);
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: 404, data: null });
    for (const [kind, id] of [
      ["nope", played.id],
      ["h2h", "abc"],
      ["recent", -1],
      ["future", ""],
    ] as const) {
      const res = await analysis(kind, id);
      expect(res.status, `${kind} ${id}`).toBe(400);
      expect(res.body.code).toBe(400);
    }
  });
});

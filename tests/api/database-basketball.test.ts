import { and, eq, or } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BasketballState } from "@/lib/codes/basketball-states";
import { Sport } from "@/lib/codes/sports";
import { basketballLeagueData, basketballPlayerData, basketballTeamData } from "@/lib/contracts/database";
import { playerBoxScores } from "@/server/db/schema/match-details";
import { matches } from "@/server/db/schema/matches";
import { LEAGUES } from "@/server/seed/sports/leagues";
import { createSeededTestApi, type TestApi } from "../support/test-api";
import { basketballDemoSeeding } from "./basketball-seed";

let api: TestApi;
beforeAll(async () => {
  ({ api } = await createSeededTestApi(basketballDemoSeeding));
}, 120_000);
afterAll(() => api.close());

const NBA = 1;
const nba = async () =>
  basketballLeagueData.parse((await api.get("/live/database/bb-league", { leagueId: NBA })).body.data);
const round1 = (v: number) => Math.round(v * 10) / 10;

describe("/live/database/bb-league", () => {
  it("gives standings by conference, results, next games and stat leaders", async () => {
    const data = await nba();
    expect(data.standings.map((g) => g.name).sort()).toEqual(["东部", "西部"]);
    for (const g of data.standings) {
      expect(g.rows).toHaveLength(15);
      const pct = g.rows.map((r) => r.winPct);
      expect(pct).toEqual([...pct].sort((a, b) => b - a));
    }
    expect(data.results.length).toBeGreaterThan(0);
    expect(data.results.every((m) => m.state === BasketballState.Finished)).toBe(true);
    expect(data.fixtures.every((m) => m.state !== BasketballState.Finished)).toBe(true);
    const points = data.leaders.find((l) => l.field === "points")!.players;
    expect(points.length).toBeGreaterThan(0);
    expect(points.map((p) => p.points)).toEqual([...points.map((p) => p.points)].sort((a, b) => b - a));
  });

  it("gives every season the picker offers a full table, earlier seasons from their stored results", async () => {
    for (const def of LEAGUES.filter((l) => l.sportId === Sport.Basketball)) {
      const league = async (seasonId?: number) =>
        basketballLeagueData.parse(
          (await api.get("/live/database/bb-league", { leagueId: def.id, ...(seasonId && { seasonId }) }))
            .body.data,
        );
      const current = await league();
      const earlier = current.seasons.filter((s) => s.id !== current.season.id);
      expect(earlier.length, def.name).toBe(def.history);
      for (const s of earlier) {
        const rows = (await league(s.id)).standings.flatMap((g) => g.rows);
        expect(rows.length, `${def.name} ${s.name}`).toBe(current.standings.flatMap((g) => g.rows).length);
        expect(
          rows.every((r) => r.played > 0),
          `${def.name} ${s.name}`,
        ).toBe(true);
      }
    }
  });

  it("answers 404 for an unknown or football league and 400 for a malformed id", async () => {
    expect((await api.get("/live/database/bb-league", { leagueId: 36 })).status).toBe(404);
    expect((await api.get("/live/database/bb-league", { leagueId: 999_999 })).status).toBe(404);
    const bad = await api.get("/live/database/bb-league", { leagueId: "NBA" });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain("leagueId");
  });
});

describe("/live/bb-player/info and /live/bb-team/info", () => {
  it("gives season averages equal to the player's box scores and his game log", async () => {
    const leader = (await nba()).leaders.find((l) => l.field === "points")!.players[0];
    const data = basketballPlayerData.parse(
      (await api.get("/live/bb-player/info", { playerId: leader.playerId })).body.data,
    );
    const boxes = await api.db
      .select()
      .from(playerBoxScores)
      .where(eq(playerBoxScores.playerId, leader.playerId));
    expect(data.games).toHaveLength(boxes.length);
    const sum = (k: "points" | "rebounds" | "assists") => boxes.reduce((s, b) => s + b[k], 0);
    expect(data.averages).toMatchObject({
      games: boxes.length,
      points: round1(sum("points") / boxes.length),
      rebounds: round1(sum("rebounds") / boxes.length),
      assists: round1(sum("assists") / boxes.length),
    });
    expect(data.averages!.points).toBe(leader.points);
    expect(data.games.reduce((s, g) => s + g.points, 0)).toBe(sum("points"));
  });

  it("gives a team's roster, schedule, record and its players' averages", async () => {
    const { standings } = await nba();
    const top = standings[0].rows[0];
    const data = basketballTeamData.parse(
      (await api.get("/live/bb-team/info", { teamId: top.team.id })).body.data,
    );
    expect(data.roster.length).toBeGreaterThan(5);
    const season = await api.db
      .select()
      .from(matches)
      .where(
        and(
          eq(matches.seasonId, (await nba()).season.id),
          eq(matches.state, BasketballState.Finished),
          or(eq(matches.homeTeamId, top.team.id), eq(matches.awayTeamId, top.team.id)),
        ),
      );
    const wins = season.filter((m) =>
      m.homeTeamId === top.team.id ? m.homeScore > m.awayScore : m.awayScore > m.homeScore,
    ).length;
    expect(data.record).toMatchObject({ played: season.length, won: wins, lost: season.length - wins });
    expect(data.record.won).toBeGreaterThanOrEqual(top.won);
    expect(data.players.every((p) => p.team.id === top.team.id)).toBe(true);
  });

  it("answers 404 for unknown or football ids and 400 for malformed ones", async () => {
    expect((await api.get("/live/bb-team/info", { teamId: 999_999 })).status).toBe(404);
    expect((await api.get("/live/bb-player/info", { playerId: 999_999 })).status).toBe(404);
    const bad = await api.get("/live/bb-team/info", { teamId: "0" });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain("teamId");
    expect((await api.get("/live/bb-player/info", { playerId: "" })).status).toBe(400);
  });
});

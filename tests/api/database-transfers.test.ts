import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  leagueTransfersData,
  playerTransfersData,
  teamHonoursData,
  teamTransfersData,
} from "@/lib/contracts/database-transfers";
import { footballLeagueData, footballPlayerData } from "@/lib/contracts/database";
import { players, teams } from "@/server/db/schema/teams";
import { transfers } from "@/server/db/schema/transfers";
import { createSeededTestApi, type TestApi } from "../support/test-api";
import { detailSeeding } from "./match-detail-seed";

let api: TestApi;
beforeAll(async () => {
  ({ api } = await createSeededTestApi(detailSeeding));
}, 120_000);
afterAll(() => api.close());

const PREMIER_LEAGUE = 36;
const WORLD_CUP = 75;
const get = async (path: string, query: Record<string, string | number>) =>
  (await api.get(path, query)).body.data;

describe("/live/database/transfers", () => {
  it("lists the current season's window of moves into and out of the league's clubs", async () => {
    const data = leagueTransfersData.parse(
      await get("/live/database/transfers", { leagueId: PREMIER_LEAGUE }),
    );
    expect(data.season.isCurrent).toBe(true);
    expect(data.windows.map((w) => w.name)).toEqual(["2026夏窗"]);
    const clubs = new Set(
      footballLeagueData
        .parse(await get("/live/database/fb-league", { leagueId: PREMIER_LEAGUE }))
        .standings[0].rows.map((r) => r.team.id),
    );
    const list = data.windows[0].transfers;
    expect(list.length).toBeGreaterThan(20);
    for (const t of list) expect(clubs.has(t.to.id) || (t.from !== null && clubs.has(t.from.id))).toBe(true);
    const dates = list.map((t) => t.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(list.some((t) => t.fee !== null && t.fee >= 1000)).toBe(true);
  });

  it("shows the winter window under the season it fell in", async () => {
    const data = leagueTransfersData.parse(
      await get("/live/database/transfers", {
        leagueId: PREMIER_LEAGUE,
        seasonId: PREMIER_LEAGUE * 10_000 + 2025,
      }),
    );
    expect(data.windows.map((w) => w.name)).toEqual(["2026冬窗"]);
  });

  it("answers 404 for an unknown league or season and 400 for malformed ids", async () => {
    for (const query of <Record<string, number>[]>[
      { leagueId: 999_999 },
      { leagueId: PREMIER_LEAGUE, seasonId: 999_999 },
    ]) {
      const res = await api.get("/live/database/transfers", query);
      expect(res.status).toBe(404);
      expect(res.body.message).toMatch(/不存在/);
    }
    for (const leagueId of ["abc", "-1", "1.5"]) {
      const res = await api.get("/live/database/transfers", { leagueId });
      expect(res.status).toBe(400);
      expect(res.body.message).toContain("leagueId");
    }
  });
});

describe("/live/database/team-transfers and player-transfers", () => {
  it("gives a club's arrivals and departures and a player's history ending at his current club", async () => {
    const [liverpool] = await api.db.select().from(teams).where(eq(teams.nameEn, "Liverpool"));
    const data = teamTransfersData.parse(
      await get("/live/database/team-transfers", { teamId: liverpool.id }),
    );
    expect(data.arrivals.length).toBeGreaterThan(0);
    expect(data.arrivals.every((t) => t.to.id === liverpool.id)).toBe(true);
    expect(data.departures.every((t) => t.from?.id === liverpool.id)).toBe(true);
    const moved = data.arrivals[0].player.id;
    const history = playerTransfersData.parse(
      await get("/live/database/player-transfers", { playerId: moved }),
    );
    expect(history.transfers[0].to.id).toBe(liverpool.id);
    const player = footballPlayerData.parse(await get("/live/fb-player/info", { playerId: moved }));
    expect(player.player.team.id).toBe(liverpool.id);
  });

  it("answers 404 for unknown ids and 400 for malformed ones", async () => {
    for (const [path, key] of [
      ["/live/database/team-transfers", "teamId"],
      ["/live/database/team-honours", "teamId"],
      ["/live/database/player-transfers", "playerId"],
    ]) {
      const missing = await api.get(path, { [key]: 999_999 });
      expect(missing.status).toBe(404);
      expect(missing.body.message).toMatch(/不存在/);
      for (const bad of ["x1", "0", "99999999999"]) {
        const res = await api.get(path, { [key]: bad });
        expect(res.status).toBe(400);
        expect(res.body.message).toContain(key);
      }
      expect((await api.get(path)).status).toBe(400);
    }
  });
});

describe("consistency of transfers and honours with the stored data", () => {
  it("makes every moved player's latest destination his current team", async () => {
    const rows = await api.db
      .select({
        playerId: transfers.playerId,
        to: transfers.toTeamId,
        date: transfers.date,
        id: transfers.id,
        team: players.teamId,
      })
      .from(transfers)
      .innerJoin(players, eq(players.id, transfers.playerId));
    expect(rows.length).toBeGreaterThan(1000);
    const latest = new Map<number, (typeof rows)[number]>();
    for (const r of rows) {
      const seen = latest.get(r.playerId);
      if (!seen || r.date > seen.date || (r.date === seen.date && r.id > seen.id)) latest.set(r.playerId, r);
    }
    for (const r of latest.values()) expect(r.to).toBe(r.team);
  });

  it("puts each stored season's champion in that team's honours, on top of the real count", async () => {
    const league = footballLeagueData.parse(
      await get("/live/database/fb-league", { leagueId: PREMIER_LEAGUE }),
    );
    const stored = league.seasons.filter((s) => !s.isCurrent);
    expect(stored.length).toBeGreaterThan(0);
    for (const season of stored) {
      const champion = await championFromResults(season.id);
      const { honours } = teamHonoursData.parse(
        await get("/live/database/team-honours", { teamId: champion }),
      );
      const title = honours.find((h) => h.leagueId === PREMIER_LEAGUE)!;
      expect(title.seasons).toContain(season.name);
    }
    const [madrid] = await api.db.select().from(teams).where(eq(teams.nameEn, "Real Madrid"));
    const { honours } = teamHonoursData.parse(
      await get("/live/database/team-honours", { teamId: madrid.id }),
    );
    expect(honours.find((h) => h.title === "欧冠冠军")?.count).toBe(15);
    const liga = honours.find((h) => h.title === "西甲冠军")!;
    // 32 titles to 2015; of 2016-2021 (before the first stored season, 2021-2022) 2017 and 2020; then the stored ones.
    expect(liga.count).toBe(34 + liga.seasons.length);
  });

  it("crowns the winner of the stored World Cup final", async () => {
    const cup = footballLeagueData.parse(await get("/live/database/fb-league", { leagueId: WORLD_CUP }));
    const final = cup.rounds.find((r) => r.name === "决赛")!.matches[0];
    const won =
      final.homeScore > final.awayScore
        ? final.home.id
        : final.awayScore > final.homeScore
          ? final.away.id
          : null;
    const champion = won ?? (await championByPenalties(final.id));
    const { honours } = teamHonoursData.parse(await get("/live/database/team-honours", { teamId: champion }));
    expect(honours.find((h) => h.title === "世界杯冠军")?.seasons).toEqual(["2026"]);
  });
});

async function championByPenalties(matchId: number) {
  const { matches } = await import("@/server/db/schema/matches");
  const [m] = await api.db.select().from(matches).where(eq(matches.id, matchId));
  return (m.homePenScore ?? 0) > (m.awayPenScore ?? 0) ? m.homeTeamId : m.awayTeamId;
}

/** The top of a stored season's table, tallied here from its results: points, goal difference, goals. */
async function championFromResults(seasonId: number) {
  const { matches } = await import("@/server/db/schema/matches");
  const played = await api.db.select().from(matches).where(eq(matches.seasonId, seasonId));
  const rows = new Map<number, [number, number, number]>();
  const add = (team: number, mine: number, theirs: number) => {
    const [p, gd, gf] = rows.get(team) ?? [0, 0, 0];
    rows.set(team, [p + (mine > theirs ? 3 : mine === theirs ? 1 : 0), gd + mine - theirs, gf + mine]);
  };
  for (const m of played) {
    add(m.homeTeamId, m.homeScore, m.awayScore);
    add(m.awayTeamId, m.awayScore, m.homeScore);
  }
  const sorted = [...rows].sort(([a, x], [b, y]) => y[0] - x[0] || y[1] - x[1] || y[2] - x[2] || a - b);
  return sorted[0][0];
}

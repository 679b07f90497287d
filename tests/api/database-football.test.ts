import { and, asc, eq, inArray, isNotNull, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FootballState } from "@/lib/codes/football-states";
import { MatchEventType } from "@/lib/codes/match-events";
import { Sport } from "@/lib/codes/sports";
import {
  databaseFrontData,
  footballLeagueData,
  footballPlayerData,
  footballTeamData,
} from "@/lib/contracts/database";
import { matchEvents, matches } from "@/server/db/schema/matches";
import { rounds } from "@/server/db/schema/sports";
import { teams } from "@/server/db/schema/teams";
import { LEAGUES } from "@/server/seed/sports/leagues";
import { createSeededTestApi, type TestApi } from "../support/test-api";
import { detailSeeding } from "./match-detail-seed";

let api: TestApi;
beforeAll(async () => {
  ({ api } = await createSeededTestApi(detailSeeding));
}, 120_000);
afterAll(() => api.close());

const PREMIER_LEAGUE = 36;
const WORLD_CUP = 75;
const league = async (leagueId: number) =>
  footballLeagueData.parse((await api.get("/live/database/fb-league", { leagueId })).body.data);

describe("/live/database", () => {
  it("groups the competitions by region and lists hot leagues, teams and players of the sport", async () => {
    const data = databaseFrontData.parse((await api.get("/live/database")).body.data);
    const names = data.regions.flatMap((r) => r.countries.flatMap((c) => c.leagues.map((l) => l.name)));
    expect(names).toEqual(expect.arrayContaining(["英超", "西甲", "欧冠"]));
    expect(data.hotLeagues.map((l) => l.name)).toContain("英超");
    expect(data.hotTeams.length).toBeGreaterThan(0);
    expect(data.hotPlayers.length).toBeGreaterThan(0);
    // Each star once: his club's row, not his national squad's call-up as well.
    const stars = data.hotPlayers.map((p) => p.name);
    expect(new Set(stars).size).toBe(stars.length);

    const basket = databaseFrontData.parse((await api.get("/live/database", { sportId: 2 })).body.data);
    expect(basket.hotLeagues.map((l) => l.name)).toContain("NBA");
  });

  it("refuses an unknown sport with 400 naming the field", async () => {
    const res = await api.get("/live/database", { sportId: 9 });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain("sportId");
  });
});

describe("/live/database/fb-league", () => {
  it("gives the table that equals the stored results, with splits and zones", async () => {
    const data = await league(PREMIER_LEAGUE);
    const finished = await api.db
      .select()
      .from(matches)
      .leftJoin(rounds, eq(rounds.id, matches.roundId))
      .where(and(eq(matches.seasonId, data.season.id), eq(matches.state, FootballState.Finished)));
    expect(finished.length).toBeGreaterThan(0);
    const [table] = data.standings;
    expect(table.rows).toHaveLength(20);
    for (const row of table.rows) {
      const mine = finished
        .map((f) => f.matches)
        .filter((m) => m.homeTeamId === row.team.id || m.awayTeamId === row.team.id);
      const scored = mine.map((m) =>
        m.homeTeamId === row.team.id ? [m.homeScore, m.awayScore] : [m.awayScore, m.homeScore],
      );
      const won = scored.filter(([a, b]) => a > b).length;
      const drawn = scored.filter(([a, b]) => a === b).length;
      expect(row.played).toBe(mine.length);
      expect(row.points).toBe(won * 3 + drawn);
      expect(row.goalsFor).toBe(scored.reduce((s, [a]) => s + a, 0));
      expect(row.home.played + row.away.played).toBe(row.played);
      expect(row.home.points + row.away.points).toBe(row.points);
    }
    const points = table.rows.map((r) => r.points);
    expect(points).toEqual([...points].sort((a, b) => b - a));
    expect(table.rows[0].zone).toBe("championsLeague");
    expect(table.rows.at(-1)!.zone).toBe("relegation");
    expect(data.zones).toEqual(expect.arrayContaining(["championsLeague", "relegation"]));
  });

  it("lists the rounds with their matches and a scorer list equal to the goals of the timelines", async () => {
    const data = await league(PREMIER_LEAGUE);
    expect(data.rounds.length).toBeGreaterThan(0);
    expect(data.rounds.some((r) => r.matches.some((m) => m.state === FootballState.Finished))).toBe(true);
    expect(data.currentRoundId).not.toBeNull();
    expect(data.scorers.length).toBeGreaterThan(0);
    const goals = await api.db
      .select({ playerId: matchEvents.playerId, assist: matchEvents.assistPlayerId })
      .from(matchEvents)
      .innerJoin(matches, eq(matches.id, matchEvents.matchId))
      .where(
        and(
          eq(matches.seasonId, data.season.id),
          inArray(matchEvents.type, [MatchEventType.Goal, MatchEventType.PenaltyGoal]),
          isNotNull(matchEvents.playerId),
        ),
      );
    for (const s of data.scorers) expect(s.value).toBe(goals.filter((g) => g.playerId === s.playerId).length);
    for (const a of data.assists) expect(a.value).toBe(goals.filter((g) => g.assist === a.playerId).length);
    const listed = data.scorers.reduce((s, r) => s + r.value, 0);
    expect(listed).toBeLessThanOrEqual(goals.length);
    if (data.scorers.length < 20) expect(listed).toBe(goals.length);
    expect(data.cards.length).toBeGreaterThan(0);
    expect(data.teamStats.find((t) => t.team.id === data.standings[0].rows[0].team.id)?.played).toBe(
      data.standings[0].rows[0].played,
    );
  });

  it("moves the table and the scorer list when the feed finishes a match", async () => {
    const before = await league(PREMIER_LEAGUE);
    const [next] = await api.db
      .select()
      .from(matches)
      .where(and(eq(matches.seasonId, before.season.id), ne(matches.state, FootballState.Finished)))
      .orderBy(asc(matches.kickoff))
      .limit(1);
    const scorer = before.scorers.find((s) => s.team.id === next.homeTeamId)!;
    await api.db
      .update(matches)
      .set({ state: FootballState.Finished, homeScore: 1, awayScore: 0 })
      .where(eq(matches.id, next.id));
    await api.db.insert(matchEvents).values({
      matchId: next.id,
      period: 2,
      minute: 70,
      type: MatchEventType.Goal,
      side: "home",
      playerId: scorer.playerId,
      homeScore: 1,
      awayScore: 0,
    });
    const after = await league(PREMIER_LEAGUE);
    const row = (d: typeof before) => d.standings[0].rows.find((r) => r.team.id === next.homeTeamId)!;
    expect(row(after).played).toBe(row(before).played + 1);
    expect(row(after).points).toBe(row(before).points + 3);
    expect(after.scorers.find((s) => s.playerId === scorer.playerId)!.value).toBe(scorer.value + 1);
  });

  it("gives every season the picker offers a full table, earlier seasons from their stored results", async () => {
    for (const def of LEAGUES.filter((l) => l.sportId === Sport.Football)) {
      const current = await league(def.id);
      const earlier = current.seasons.filter((s) => s.id !== current.season.id);
      expect(earlier.length, def.name).toBe(def.history);
      for (const s of earlier) {
        const res = await api.get("/live/database/fb-league", { leagueId: def.id, seasonId: s.id });
        const data = footballLeagueData.parse(res.body.data);
        const rows = data.standings.flatMap((g) => g.rows);
        expect(rows.length, `${def.name} ${s.name}`).toBe(current.standings.flatMap((g) => g.rows).length);
        expect(
          rows.every((r) => r.played > 0),
          `${def.name} ${s.name}`,
        ).toBe(true);
      }
    }
  });

  it("shows a cup's league phase as its groups", async () => {
    const data = await league(103);
    expect(data.league.type).toBe(2);
    expect(data.standings.length).toBeGreaterThan(0);
    expect(data.standings.flatMap((g) => g.rows).length).toBeGreaterThan(8);
  });

  it("answers 404 for an unknown league or season and for a basketball league", async () => {
    for (const query of <Record<string, number>[]>[
      { leagueId: 999_999 },
      { leagueId: 1 },
      { leagueId: PREMIER_LEAGUE, seasonId: 999_999 },
    ]) {
      const res = await api.get("/live/database/fb-league", query);
      expect(res.status).toBe(404);
      expect(res.body.message).toMatch(/不存在/);
    }
  });

  it("refuses malformed ids with 400", async () => {
    for (const leagueId of ["abc", "-1", "1.5", "99999999999"]) {
      const res = await api.get("/live/database/fb-league", { leagueId });
      expect(res.status).toBe(400);
      expect(res.body.message).toContain("leagueId");
    }
    expect((await api.get("/live/database/fb-league")).status).toBe(400);
  });
});

describe("/live/fb-team/info and /live/fb-player/info", () => {
  it("gives a team's squad, matches, records and scorers", async () => {
    const table = await league(PREMIER_LEAGUE);
    const top = table.standings[0].rows[0];
    const data = footballTeamData.parse(
      (await api.get("/live/fb-team/info", { teamId: top.team.id })).body.data,
    );
    expect(data.team.id).toBe(top.team.id);
    expect(data.squad.length).toBeGreaterThan(11);
    const record = data.records.find((r) => r.league.id === PREMIER_LEAGUE)!;
    expect(record).toMatchObject({ played: top.played, points: top.points, goalsFor: top.goalsFor });
    expect(data.results.every((m) => m.state === FootballState.Finished)).toBe(true);
    expect(data.fixtures.every((m) => m.state !== FootballState.Finished)).toBe(true);
    expect(data.scorers.every((s) => s.team.id === top.team.id)).toBe(true);
  });

  it("gives a player's seasons and matches with his goals", async () => {
    const { scorers } = await league(PREMIER_LEAGUE);
    const best = scorers[0];
    const data = footballPlayerData.parse(
      (await api.get("/live/fb-player/info", { playerId: best.playerId })).body.data,
    );
    expect(data.player.team.id).toBe(best.team.id);
    const line = data.seasons.find((s) => s.league.id === PREMIER_LEAGUE)!;
    expect(line.goals).toBe(best.value);
    expect(data.matches.reduce((s, m) => s + (m.match.league.id === PREMIER_LEAGUE ? m.goals : 0), 0)).toBe(
      best.value,
    );
  });

  it("lists a national team's whole squad, its called-up club players with their national numbers", async () => {
    const [norway] = await api.db
      .select({ id: teams.id })
      .from(teams)
      .where(and(eq(teams.nameEn, "Norway"), eq(teams.isNational, true)));
    const team = footballTeamData.parse(
      (await api.get("/live/fb-team/info", { teamId: norway.id })).body.data,
    );
    expect(team.squad).toHaveLength(26);
    const haaland = team.squad.find((p) => p.name === "埃尔林·哈兰德")!;
    expect(haaland.number).toBe(9);
    const page = footballPlayerData.parse(
      (await api.get("/live/fb-player/info", { playerId: haaland.id })).body.data,
    );
    expect(page.player.team.name).toBe("曼城");
    expect(page.player.nationalTeam).toMatchObject({ id: norway.id, name: "挪威" });
    const city = footballTeamData.parse(
      (await api.get("/live/fb-team/info", { teamId: page.player.team.id })).body.data,
    );
    expect(city.squad.filter((p) => p.id === haaland.id)).toHaveLength(1);
  });

  it("credits a called-up player's World Cup goals to his one row, shown with his national team", async () => {
    const wc = await league(WORLD_CUP);
    const nations = new Set(wc.standings.flatMap((g) => g.rows.map((r) => r.team.id)));
    expect(wc.scorers.length).toBeGreaterThan(0);
    expect(wc.scorers.filter((s) => !nations.has(s.team.id))).toEqual([]);
    let clubPlayers = 0;
    for (const scorer of wc.scorers) {
      const { player, seasons } = footballPlayerData.parse(
        (await api.get("/live/fb-player/info", { playerId: scorer.playerId })).body.data,
      );
      if (!player.nationalTeam) continue;
      clubPlayers++;
      expect(player.nationalTeam.id).toBe(scorer.team.id);
      expect(seasons.find((s) => s.league.id === WORLD_CUP)!.goals).toBe(scorer.value);
    }
    expect(clubPlayers).toBeGreaterThan(0);
  });

  it("answers 404 for unknown ids and 400 for malformed ones", async () => {
    for (const path of ["/live/fb-team/info", "/live/fb-player/info"]) {
      const key = path.includes("team") ? "teamId" : "playerId";
      expect((await api.get(path, { [key]: 999_999 })).status).toBe(404);
      const bad = await api.get(path, { [key]: "x1" });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toContain(key);
    }
  });
});

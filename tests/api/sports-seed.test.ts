import { eq, isNotNull, or, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isBasketballLive, isBasketballNotStarted } from "@/lib/codes/basketball-states";
import { isFootballLive, isFootballNotStarted } from "@/lib/codes/football-states";
import { MatchEventType } from "@/lib/codes/match-events";
import { OddsMarket } from "@/lib/codes/odds-markets";
import { Sport } from "@/lib/codes/sports";
import { shortPlayerName, shortPlayerNames } from "@/lib/format/player-names";
import { jclqMatches, jczqMatches, zcMatches } from "@/server/db/schema/lottery";
import { lineups, matchStats } from "@/server/db/schema/match-details";
import { matchEvents, matches } from "@/server/db/schema/matches";
import { odds } from "@/server/db/schema/odds";
import { leagues, seasons } from "@/server/db/schema/sports";
import { players, seasonTeams, teams } from "@/server/db/schema/teams";
import { createRandom } from "@/server/feed/engine/random";
import { loadSetups } from "@/server/feed/feed-load";
import { storedLive } from "@/server/feed/live-columns";
import { catalogueTeams, teamById } from "@/server/seed/sports/catalogue";
import { generateFixtures, type FixtureMatch } from "@/server/seed/sports/fixtures";
import type { MatchToPlay, PlayPastMatch, PlayedMatch } from "@/server/feed/played-match";
import { generatePlayers } from "@/server/seed/sports/players";
import { seedSports } from "@/server/seed/sports/seed-sports";
import { sheetSquadOf } from "@/server/seed/sports/squads";
import { basketballTable, footballTable, seasonStandings } from "@/server/services/sports/standings";
import { createTestApi, type TestApi } from "../support/test-api";

const MIN = 60_000;
const DAY = 24 * 60 * MIN;
const WEEKDAYS = "一二三四五六日";
const beijing = (iso: string) => Date.parse(`${iso}+08:00`);

/** Every squad place: each row in his team and, when called up, in his national team with its number. */
async function squadMembers() {
  const columns = { id: players.id, name: players.name };
  const [own, called] = await Promise.all([
    api.db.select({ ...columns, teamId: players.teamId, number: players.number }).from(players),
    api.db
      .select({ ...columns, teamId: players.nationalTeamId, number: players.nationalNumber })
      .from(players)
      .where(isNotNull(players.nationalTeamId)),
  ]);
  return [...own, ...called.map((m) => ({ ...m, teamId: m.teamId!, number: m.number! }))].sort(
    (a, b) => a.teamId - b.teamId || a.id - b.id,
  );
}

/** A stand-in for the match engine: a fixed, valid PlayedMatch derived from the engine seed. */
const stubEngine: PlayPastMatch = (m): PlayedMatch => {
  const side = (s: "home" | "away") => m[s].players;
  if (m.sportId === Sport.Basketball) {
    const box = (s: "home" | "away") =>
      side(s)
        .slice(0, 8)
        .map((p, i) => ({
          side: s,
          playerId: p.id,
          starter: i < 5,
          minutesPlayed: 30,
          points: 10,
          fieldGoalsScored: 4,
          fieldGoalsAttempted: 9,
          threePointsScored: 1,
          threePointsAttempted: 3,
          freeThrowsScored: 1,
          freeThrowsAttempted: 2,
          rebounds: 5,
          assists: 3,
          steals: 1,
          blocks: 0,
          turnovers: 2,
          fouls: 2,
        }));
    return {
      state: 10,
      homeScore: 100,
      awayScore: 92,
      quarters: { home: [25, 25, 25, 25], away: [20, 22, 24, 26] },
      events: [],
      stats: null,
      lineups: [],
      boxScores: [...box("home"), ...box("away")],
      commentary: [],
      oddsChanges: [],
    };
  }
  const goals = m.engineSeed % 4;
  const events: PlayedMatch["events"] = Array.from({ length: goals }, (_, i) => ({
    period: i < 2 ? 1 : 2,
    minute: 10 + i * 20,
    type: MatchEventType.Goal,
    side: "home",
    playerId: side("home")[8].id,
    homeScore: i + 1,
    awayScore: 0,
  }));
  events.push({
    period: 1,
    minute: 33,
    type: MatchEventType.Corner,
    side: "away",
    homeScore: Math.min(goals, 2),
    awayScore: 0,
  });
  const quote = m.odds.find((o) => o.market === OddsMarket.European);
  return {
    state: 8,
    homeScore: goals,
    awayScore: 0,
    homeHalfScore: Math.min(goals, 2),
    awayHalfScore: 0,
    formations: { home: "4-3-3", away: "4-4-2" },
    events,
    stats: { home: { possession: 55, shots: 12 }, away: { possession: 45, shots: 7 } },
    lineups: (["home", "away"] as const).flatMap((s) =>
      side(s)
        .slice(0, 11)
        .map((p) => ({
          side: s,
          playerId: p.id,
          starter: true,
          position: p.position,
          shirtNumber: p.number,
        })),
    ),
    boxScores: [],
    commentary: [{ minute: 1, clock: "1'", text: "比赛开始", homeScore: 0, awayScore: 0 }],
    oddsChanges: quote
      ? [{ ...quote, atMs: 1_800_000, minute: 30, state: 2, homeScore: 0, awayScore: 0 }]
      : [],
  };
};

const engineSaw: MatchToPlay[] = [];
let api: TestApi;
let summary: Awaited<ReturnType<typeof seedSports>>;
beforeAll(async () => {
  api = await createTestApi();
  summary = await seedSports(api.db, {
    seed: 7,
    now: api.clock.now,
    playPastMatch: (m) => (engineSaw.push(m), stubEngine(m)),
  });
});
afterAll(() => api.close());

describe("sports catalogue", () => {
  it("has the real line-ups of the main leagues", async () => {
    const rows = await api.db
      .select({ league: leagues.name, n: sql<number>`count(*)::int` })
      .from(seasonTeams)
      .innerJoin(seasons, eq(seasons.id, seasonTeams.seasonId))
      .innerJoin(leagues, eq(leagues.id, seasons.leagueId))
      .where(eq(seasons.isCurrent, true))
      .groupBy(leagues.name);
    const size = Object.fromEntries(rows.map((r) => [r.league, r.n]));
    expect(size).toMatchObject({
      英超: 20,
      西甲: 20,
      德甲: 18,
      意甲: 20,
      法甲: 18,
      中超: 16,
      欧冠: 36,
      世界杯: 48,
      NBA: 30,
      CBA: 20,
    });
    const [city] = await api.db.select().from(teams).where(eq(teams.shortName, "曼城"));
    expect(city).toMatchObject({ name: "曼彻斯特城", nameEn: "Manchester City" });
  });

  it("gives every club a full squad with unique shirt numbers and SPEC positions", async () => {
    const members = await squadMembers();
    const byTeam = new Map<number, typeof members>();
    for (const m of members) byTeam.set(m.teamId, [...(byTeam.get(m.teamId) ?? []), m]);
    expect(byTeam.size).toBe(catalogueTeams.length);
    for (const [teamId, squad] of byTeam) {
      const team = teamById.get(teamId)!;
      const sheet = sheetSquadOf(team);
      if (sheet) expect(squad.length, team.name).toBe(sheet.length);
      else if (team.sportId === Sport.Football) expect(squad.length, team.name).toBeGreaterThanOrEqual(24);
      else expect(squad.length, team.name).toBeGreaterThanOrEqual(14);
      expect(new Set(squad.map((m) => m.number)).size, team.name).toBe(squad.length);
    }
    const positions = await api.db
      .selectDistinct({ p: players.position, sportId: teams.sportId })
      .from(players)
      .innerJoin(teams, eq(teams.id, players.teamId));
    const football = ["GK", "DL", "DC", "DR", "DM", "MC", "ML", "MR", "AM", "LW", "RW", "ST"];
    for (const { p, sportId } of positions)
      expect(sportId === Sport.Football ? football : ["C", "SF", "PF", "SG", "PG"]).toContain(p);
    const [domestic] = await api.db
      .select({ n: sql<number>`count(*)::int` })
      .from(players)
      .innerJoin(teams, eq(teams.id, players.teamId))
      .where(sql`${teams.shortName} = '海港' and ${players.nationality} = '中国'`);
    expect(domestic.n).toBeGreaterThanOrEqual(15);
  });

  it("never names two players of a team alike, in full or as the line-up shows them", async () => {
    const byTeam = new Map<number, string[]>();
    for (const r of await squadMembers()) byTeam.set(r.teamId, [...(byTeam.get(r.teamId) ?? []), r.name]);
    const clash = (names: string[]) => names.filter((n, i) => names.indexOf(n) !== i);
    for (const [teamId, names] of byTeam) {
      const team = teamById.get(teamId)!;
      expect(clash(names), team.name).toEqual([]);
      expect(clash(shortPlayerNames(names)), team.name).toEqual([]);
      // Generated squads need no spelled-out names: every family name is its own (no two 戴维斯).
      if (!sheetSquadOf(team)) expect(clash(names.map(shortPlayerName)), team.name).toEqual([]);
    }
  });

  it.each([
    ["亚特兰大老鹰", "特雷·杨", "PG"],
    ["纽约尼克斯", "杰伦·布伦森", "PG"],
    ["洛杉矶湖人", "卢卡·东契奇", "PG"],
    ["曼彻斯特城", "埃尔林·哈兰德", "ST"],
    ["阿根廷", "利昂内尔·梅西", "RW"],
    ["迈阿密国际", "利昂内尔·梅西", "RW"],
    ["利雅得胜利", "克里斯蒂亚诺·罗纳尔多", "ST"],
    ["上海海港", "武磊", "ST"],
  ])("has the stars where fans look: %s has %s, the team's best", async (team, player, position) => {
    const squad = await api.db
      .select({ name: players.name, position: players.position, rating: players.rating })
      .from(players)
      .innerJoin(teams, or(eq(teams.id, players.teamId), eq(teams.id, players.nationalTeamId)))
      .where(eq(teams.name, team));
    const star = squad.find((p) => p.name === player);
    expect(star).toMatchObject({ position });
    expect(star!.rating).toBe(Math.max(...squad.map((p) => p.rating)));
  });

  it("hands the engine each squad as seeded: real positions and ratings", async () => {
    const seen = engineSaw.find((m) => m.home.name === "曼彻斯特城" || m.away.name === "曼彻斯特城")!;
    const side = seen.home.name === "曼彻斯特城" ? seen.home : seen.away;
    const stored = await api.db
      .select({
        id: players.id,
        name: players.name,
        number: players.number,
        position: players.position,
        rating: players.rating,
      })
      .from(players)
      .where(eq(players.teamId, side.teamId))
      .orderBy(players.id);
    expect(side.players).toEqual(stored);
    expect(side.players.find((p) => p.name === "埃尔林·哈兰德")).toMatchObject({
      position: "ST",
      rating: 94,
    });
    // The live feed reads the same squads back from the database.
    const [row] = await api.db.select().from(matches).where(eq(matches.id, seen.id));
    const due = { row, leagueName: seen.leagueName, knockout: false, stored: storedLive(row) };
    const fed = (await loadSetups(api.db, [due])).get(seen.id)!.toPlay;
    expect(fed[side === seen.home ? "home" : "away"].players).toEqual(stored);
  });

  it("hands the engine a national squad with its called-up club rows, under their national numbers", async () => {
    const seen = engineSaw.find((m) => m.home.name === "挪威" || m.away.name === "挪威")!;
    const side = seen.home.name === "挪威" ? seen.home : seen.away;
    const members = (await squadMembers()).filter((m) => m.teamId === side.teamId);
    expect(side.players.map((p) => [p.id, p.number])).toEqual(members.map((m) => [m.id, m.number]));
    const haaland = side.players.find((p) => p.name === "埃尔林·哈兰德")!;
    const [row] = await api.db.select().from(players).where(eq(players.id, haaland.id));
    expect(row.nationalTeamId).toBe(side.teamId);
    expect(teamById.get(row.teamId)!.name).toBe("曼彻斯特城");
    expect(haaland.number).toBe(9);
    const [match] = await api.db.select().from(matches).where(eq(matches.id, seen.id));
    const due = { row: match, leagueName: seen.leagueName, knockout: false, stored: storedLive(match) };
    const fed = (await loadSetups(api.db, [due])).get(seen.id)!.toPlay;
    expect(fed[side === seen.home ? "home" : "away"].players).toEqual(side.players);
  });
});

describe("fixtures", () => {
  const now = beijing("2026-11-22T12:00:00");
  const fixtures = generateFixtures(createRandom(7), now);
  const inWindow = fixtures.matches.filter((m) => Math.abs(m.kickoff - now) <= 14 * DAY);

  it("spans two weeks either side of now with plausible counts per league and per day", () => {
    const perLeague = (id: number) => inWindow.filter((m) => m.leagueId === id).length;
    expect(perLeague(36)).toBeGreaterThanOrEqual(28); // 英超: three or four weekends of 10, a midweek round maybe
    expect(perLeague(36)).toBeLessThanOrEqual(60);
    expect(perLeague(60)).toBeGreaterThanOrEqual(24);
    expect(perLeague(1)).toBeGreaterThanOrEqual(150); // NBA: ~7 games a night
    expect(Math.max(...inWindow.map((m) => m.kickoff))).toBeLessThanOrEqual(now + 14 * DAY);
    const days = new Map<string, number[]>();
    for (const m of inWindow) {
      const d = new Date(m.kickoff + 8 * 3_600_000).toISOString().slice(0, 10);
      const c = days.get(d) ?? [0, 0];
      c[m.sportId - 1]++;
      days.set(d, c);
    }
    const full = [...days.values()].slice(1, -1);
    const footballPerDay = full.map((c) => c[0]);
    expect(footballPerDay.reduce((a, b) => a + b, 0) / full.length).toBeGreaterThanOrEqual(28);
    // A European Saturday with the Americas' evenings and Asia's afternoons: over a hundred, not hundreds.
    expect(Math.max(...footballPerDay)).toBeLessThanOrEqual(160);
    for (const [, basketball] of full) expect(basketball).toBeGreaterThanOrEqual(6);
  });

  it("never books a team twice in a round or on one Beijing day", () => {
    for (const at of [now, beijing("2027-03-10T04:00:00"), beijing("2026-09-01T13:00:00")]) {
      const { matches: all } = generateFixtures(createRandom(3), at);
      const seen = new Set<string>();
      for (const m of all) {
        for (const team of [m.homeTeamId, m.awayTeamId]) {
          const day = `${new Date(m.kickoff + 8 * 3_600_000).toISOString().slice(0, 10)}:${team}`;
          expect(seen.has(day)).toBe(false);
          seen.add(day);
          if (m.roundId === null) continue;
          const round = `r${m.roundId}:${team}`;
          expect(seen.has(round)).toBe(false);
          seen.add(round);
        }
      }
    }
  });

  // Where the slot tables (README-slots.md) have leagues playing, matches are in play and about to
  // start; the quiet hours stay quiet rather than getting invented kick-offs.
  it.each([
    ["Saturday 23:30, Premier League and EFL 15:00 GMT", "2026-11-21T23:30", [4, 6, 0, 0]],
    ["Sunday 08:40, NBA tip-offs and MLS / 阿甲 evenings", "2026-11-22T08:40", [4, 0, 3, 3]],
    ["Sunday 13:30, J-League, K League and A-League afternoons", "2026-11-22T13:30", [2, 2, 0, 0]],
    ["Sunday 20:30, CBA 19:35 and the European lunchtime games", "2026-11-22T20:30", [4, 4, 3, 0]],
    ["Wednesday 04:20, Champions League 21:00 CET", "2026-11-25T04:20", [4, 0, 0, 0]],
  ] as const)("has matches in play and about to start on %s", (_label, iso, [fLive, fSoon, bLive, bSoon]) => {
    const at = beijing(`${iso}:00`);
    const { matches: all } = generateFixtures(createRandom(11), at);
    const live = (sport: number, isLive: (s: number) => boolean) =>
      all.filter(
        (m) =>
          m.sportId === sport && m.kickoff >= at - 80 * MIN && m.kickoff <= at - 5 * MIN && isLive(m.state),
      );
    const soon = (sport: number) =>
      all.filter(
        (m) =>
          m.sportId === sport &&
          m.kickoff >= at + 5 * MIN &&
          m.kickoff <= at + 90 * MIN &&
          isFootballNotStarted(m.state) &&
          isBasketballNotStarted(m.state),
      );
    expect(live(Sport.Football, isFootballLive).length).toBeGreaterThanOrEqual(fLive);
    expect(soon(Sport.Football).length).toBeGreaterThanOrEqual(fSoon);
    expect(live(Sport.Basketball, isBasketballLive).length).toBeGreaterThanOrEqual(bLive);
    expect(soon(Sport.Basketball).length).toBeGreaterThanOrEqual(bSoon);
  });

  it("is deterministic for a seed", () => {
    const strip = (ms: FixtureMatch[]) =>
      ms.map((m) => [m.id, m.homeTeamId, m.awayTeamId, m.kickoff, m.state, m.engineSeed]);
    expect(strip(generateFixtures(createRandom(7), now).matches)).toEqual(strip(fixtures.matches));
    expect(generatePlayers(createRandom(5), catalogueTeams)).toEqual(
      generatePlayers(createRandom(5), catalogueTeams),
    );
    expect(strip(generateFixtures(createRandom(8), now).matches)).not.toEqual(strip(fixtures.matches));
  });
});

describe("seeded results, odds and lottery", () => {
  it("stores what the engine played for the last two weeks", async () => {
    expect(summary.playedByEngine).toBeGreaterThan(300);
    const [m] = await api.db
      .select()
      .from(matches)
      .where(
        sql`${matches.sportId} = 1 and ${matches.state} = 8 and ${matches.kickoff} > ${new Date(api.clock.now - 3 * DAY)}`,
      )
      .limit(1);
    const goals = await api.db
      .select()
      .from(matchEvents)
      .where(sql`${matchEvents.matchId} = ${m.id} and ${matchEvents.type} = ${MatchEventType.Goal}`);
    expect(goals).toHaveLength(m.homeScore);
    expect(m.awayCorners).toBe(1);
    expect(m.homeFormation).toBe("4-3-3");
    expect(await api.db.select().from(lineups).where(eq(lineups.matchId, m.id))).toHaveLength(22);
    expect(await api.db.select().from(matchStats).where(eq(matchStats.matchId, m.id))).toHaveLength(2);
    const [nba] = await api.db
      .select()
      .from(matches)
      .where(
        sql`${matches.leagueId} = 1 and ${matches.state} = 10 and ${matches.kickoff} > ${new Date(api.clock.now - 3 * DAY)}`,
      )
      .limit(1);
    expect([nba.homeQ1, nba.homeQ4, nba.awayQ4, nba.homeScore]).toEqual([25, 25, 26, 100]);
  });

  it("quotes every window match in three markets with a bookmaker margin", async () => {
    const bad = await api.db.select({ matchId: odds.matchId }).from(odds)
      .where(sql`(${odds.market} = ${OddsMarket.European} and 1 / ${odds.home} + coalesce(1 / ${odds.draw}, 0) + 1 / ${odds.away} <= 1)
        or (${odds.market} <> ${OddsMarket.European} and (1 / (1 + ${odds.home}) + 1 / (1 + ${odds.away}) <= 1 or ${odds.line} is null))`);
    expect(bad).toEqual([]);
    const [row] = await api.db.select({ n: sql<number>`count(*)::int` }).from(matches)
      .where(sql`${matches.kickoff} between ${new Date(api.clock.now - 14 * DAY)} and ${new Date(api.clock.now + 14 * DAY)}
        and (select count(distinct market) from ${odds} o where o.match_id = ${matches.id}) <> 3`);
    expect(row.n).toBe(0);
  });

  it("numbers 竞彩 by the weekday of the business day", async () => {
    const rows = await api.db
      .select({
        number: jczqMatches.number,
        businessDate: jczqMatches.businessDate,
        kickoff: matches.kickoff,
      })
      .from(jczqMatches)
      .innerJoin(matches, eq(matches.id, jczqMatches.matchId));
    expect(rows.length).toBeGreaterThan(200);
    for (const r of rows) {
      expect(r.number).toMatch(/^周[一二三四五六日]\d{3}$/);
      // The business day runs from noon to noon Beijing time.
      const business = new Date(r.kickoff.getTime() + 8 * 3_600_000 - 12 * 3_600_000);
      expect(r.businessDate).toBe(business.toISOString().slice(0, 10));
      expect(r.number[1]).toBe(WEEKDAYS[(business.getUTCDay() + 6) % 7]);
    }
    const basketball = await api.db.select({ number: jclqMatches.number }).from(jclqMatches);
    for (const r of basketball) expect(r.number).toMatch(/^周[一二三四五六日]3\d{2}$/);
  });

  it("makes two 足彩 sets of exactly 14 matches", async () => {
    const sets = await api.db
      .select({ issue: zcMatches.issue, n: sql<number>`count(*)::int` })
      .from(zcMatches)
      .groupBy(zcMatches.issue);
    expect(sets).toHaveLength(2);
    for (const s of sets) expect(s.n).toBe(14);
  });

  it("computes standings that agree with the stored results", async () => {
    const [league] = await api.db.select().from(leagues).where(eq(leagues.name, "英超"));
    const table = await seasonStandings(api.db, league.currentSeasonId!);
    if (table?.sportId !== Sport.Football) throw new Error("英超 is football");
    const rows = table.groups[0].rows;
    expect(rows).toHaveLength(20);
    const [{ n }] = await api.db
      .select({ n: sql<number>`count(*)::int` })
      .from(matches)
      .where(sql`${matches.seasonId} = ${league.currentSeasonId} and ${matches.state} = 8`);
    expect(rows.reduce((a, r) => a + r.played, 0)).toBe(2 * n);
    expect(rows.reduce((a, r) => a + r.goalsFor - r.goalsAgainst, 0)).toBe(0);
  });
});

describe("standings", () => {
  const at = (d: number) => Date.UTC(2026, 10, d);
  it("ranks a three-team football table by points, with the last results as form", () => {
    const A = 1,
      B = 2,
      C = 3;
    const table = footballTable([
      { homeTeamId: A, awayTeamId: B, homeScore: 2, awayScore: 0, kickoff: at(1) },
      { homeTeamId: B, awayTeamId: C, homeScore: 1, awayScore: 1, kickoff: at(2) },
      { homeTeamId: C, awayTeamId: A, homeScore: 3, awayScore: 1, kickoff: at(3) },
      { homeTeamId: A, awayTeamId: C, homeScore: 1, awayScore: 0, kickoff: at(4) },
    ]);
    expect(table).toEqual([
      {
        rank: 1,
        teamId: A,
        played: 3,
        won: 2,
        drawn: 0,
        lost: 1,
        goalsFor: 4,
        goalsAgainst: 3,
        goalDifference: 1,
        points: 6,
        form: ["W", "L", "W"],
      },
      {
        rank: 2,
        teamId: C,
        played: 3,
        won: 1,
        drawn: 1,
        lost: 1,
        goalsFor: 4,
        goalsAgainst: 3,
        goalDifference: 1,
        points: 4,
        form: ["D", "W", "L"],
      },
      {
        rank: 3,
        teamId: B,
        played: 2,
        won: 0,
        drawn: 1,
        lost: 1,
        goalsFor: 1,
        goalsAgainst: 3,
        goalDifference: -2,
        points: 1,
        form: ["L", "D"],
      },
    ]);
  });

  it("ranks a basketball table by winning percentage with games behind", () => {
    const X = 1,
      Y = 2,
      Z = 3;
    const table = basketballTable([
      { homeTeamId: X, awayTeamId: Y, homeScore: 100, awayScore: 90, kickoff: at(1) },
      { homeTeamId: Y, awayTeamId: Z, homeScore: 88, awayScore: 80, kickoff: at(2) },
      { homeTeamId: Z, awayTeamId: X, homeScore: 99, awayScore: 95, kickoff: at(3) },
      { homeTeamId: X, awayTeamId: Z, homeScore: 101, awayScore: 99, kickoff: at(4) },
    ]);
    expect(table.map((r) => [r.teamId, r.won, r.lost, r.winPct, r.gamesBehind, r.streak])).toEqual([
      [X, 2, 1, 0.667, 0, "W1"],
      [Y, 1, 1, 0.5, 0.5, "W1"],
      [Z, 1, 2, 0.333, 1, "L1"],
    ]);
  });
});

import { BasketballState } from "@/lib/codes/basketball-states";
import { FootballState } from "@/lib/codes/football-states";
import { LeagueType, Sport } from "@/lib/codes/sports";
import type { Db } from "@/server/db/client";
import { createRandom } from "@/server/feed/engine/random";
import { bulkInsert } from "@/server/seed/sports/bulk-insert";
import { catalogueTeams, type CatalogueTeam } from "@/server/seed/sports/catalogue";
import { companyRows } from "@/server/feed/companies";
import { continentRows, countryId, countryRows } from "@/server/seed/sports/countries";
import { generatePlayers } from "@/server/seed/sports/players";
import { matches } from "@/server/db/schema/matches";
import { companies, odds } from "@/server/db/schema/odds";
import { continents, countries, leagues, rounds, seasons, sports } from "@/server/db/schema/sports";
import { players, seasonTeams, teams } from "@/server/db/schema/teams";
import { quotes, shootoutSeed } from "./feed-fixture-parts";

const MIN = 60_000;
export const EPL = 36;
export const NBA = 1;

/** The small world of the feed tests: kick-offs around `now`, ids A..G. */
export const FIXTURE = {
  /** Football, in play for 30 minutes with a placeholder 3-3 the feed must replace. */
  live: 9001,
  /** Football, kicks off in 5 minutes. */
  soon: 9002,
  /** Football knockout tie (round isKnockout) whose engine seed goes to penalties. */
  knockout: 9003,
  /** NBA, tipped off 10 minutes ago with placeholder quarters. */
  basketLive: 9004,
  /** NBA, tips off in 3 minutes. */
  basketSoon: 9005,
  /** Finished yesterday 2-1: standings must count it with the feed's results. */
  finished: 9006,
  /** Postponed: the feed leaves it alone. */
  postponed: 9007,
} as const;

const pickTeams = (leagueId: number, n: number) =>
  catalogueTeams.filter((t) => t.squadLeagueId === leagueId).slice(0, n);

function teamRow({ squadLeagueId: _l, country: _c, ...t }: CatalogueTeam) {
  return { ...t, venueId: null };
}

/** Inserts the fixture world at `now`; returns what the tests need to know about it. */
export async function seedFeedFixture(db: Db, now: number) {
  const football = pickTeams(EPL, 8);
  const basketball = pickTeams(NBA, 4);
  const all = [...football, ...basketball];
  const squads = generatePlayers(createRandom(5), all);
  await bulkInsert(db, sports, [
    { id: Sport.Football, name: "足球", code: "football" },
    { id: Sport.Basketball, name: "篮球", code: "basketball" },
  ]);
  await bulkInsert(db, continents, [...continentRows]);
  await bulkInsert(db, countries, countryRows);
  const league = (id: number, sportId: 1 | 2, name: string, country: string, seasonId: number) => ({
    id,
    sportId,
    countryId: countryId(country),
    name,
    fullName: name,
    nameEn: name,
    type: LeagueType.League,
    level: 1,
    colour: "#3D195B",
    isHot: true,
    sort: id,
    currentSeasonId: seasonId,
  });
  await bulkInsert(db, leagues, [
    league(EPL, Sport.Football, "英超", "英格兰", 1),
    league(NBA, Sport.Basketball, "NBA", "美国", 2),
  ]);
  await bulkInsert(db, seasons, [
    {
      id: 1,
      leagueId: EPL,
      name: "2026-2027",
      startDate: "2026-08-15",
      endDate: "2027-05-23",
      isCurrent: true,
    },
    {
      id: 2,
      leagueId: NBA,
      name: "2026-2027",
      startDate: "2026-10-20",
      endDate: "2027-04-11",
      isCurrent: true,
    },
  ]);
  await bulkInsert(db, rounds, [
    { id: 1, seasonId: 1, number: 12, name: "第12轮", stage: "联赛", isKnockout: false },
    { id: 2, seasonId: 1, number: 40, name: "1/8决赛", stage: "淘汰赛", isKnockout: true },
  ]);
  await bulkInsert(db, teams, all.map(teamRow));
  await bulkInsert(
    db,
    seasonTeams,
    all.map((t) => ({ seasonId: t.sportId === Sport.Football ? 1 : 2, teamId: t.id, groupName: "" })),
  );
  await bulkInsert(db, players, squads);
  await bulkInsert(db, companies, companyRows);

  const [f0, f1, f2, f3, f4, f5, f6, f7] = football;
  const [b0, b1, b2, b3] = basketball;
  const shootout = shootoutSeed(FIXTURE.knockout, EPL, f4, f5, squads, now + 10 * MIN);
  const base = { neutral: false, isHot: false, clock: "", periodStartedAt: null };
  const row = (
    id: number,
    sportId: 1 | 2,
    home: CatalogueTeam,
    away: CatalogueTeam,
    minutes: number,
    state: number,
    engineSeed: number,
    extra = {},
  ) => ({
    ...base,
    id,
    sportId,
    leagueId: sportId === Sport.Football ? EPL : NBA,
    seasonId: sportId === Sport.Football ? 1 : 2,
    roundId: sportId === Sport.Football ? 1 : null,
    homeTeamId: home.id,
    awayTeamId: away.id,
    kickoff: new Date(now + minutes * MIN),
    state,
    engineSeed,
    homeScore: 0,
    awayScore: 0,
    ...extra,
  });
  const rows = [
    row(FIXTURE.live, Sport.Football, f0, f1, -30, FootballState.FirstHalf, 101, {
      homeScore: 3,
      awayScore: 3,
      clock: "30",
      periodStartedAt: new Date(now - 30 * MIN),
    }),
    row(FIXTURE.soon, Sport.Football, f2, f3, 5, FootballState.NotStarted, 202),
    row(FIXTURE.knockout, Sport.Football, f4, f5, 10, FootballState.NotStarted, shootout, { roundId: 2 }),
    row(FIXTURE.basketLive, Sport.Basketball, b0, b1, -10, BasketballState.FirstQuarter, 404, {
      homeScore: 20,
      awayScore: 18,
      homeQ1: 20,
      awayQ1: 18,
      clock: "03:10",
    }),
    row(FIXTURE.basketSoon, Sport.Basketball, b2, b3, 3, BasketballState.NotStarted, 505),
    row(FIXTURE.finished, Sport.Football, f6, f7, -24 * 60, FootballState.Finished, 606, {
      homeScore: 2,
      awayScore: 1,
      homeHalfScore: 1,
      awayHalfScore: 0,
    }),
    row(FIXTURE.postponed, Sport.Football, f7, f0, -20, FootballState.Postponed, 707),
  ];
  await bulkInsert(db, matches, rows);
  const strength = new Map(all.map((t) => [t.id, t.strength]));
  const opened = new Date(now - 48 * 60 * MIN);
  await bulkInsert(
    db,
    odds,
    rows.flatMap((m) =>
      quotes(
        m.id,
        strength.get(m.homeTeamId)!,
        strength.get(m.awayTeamId)!,
        m.sportId === Sport.Basketball,
        opened,
      ),
    ),
  );
  return { rows, squads };
}

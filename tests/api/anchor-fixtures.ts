import { eq } from "drizzle-orm";
import { BasketballState } from "@/lib/codes/basketball-states";
import { FootballState } from "@/lib/codes/football-states";
import { LeagueType, Sport, type SportId } from "@/lib/codes/sports";
import { matches } from "@/server/db/schema/matches";
import { liveNavs } from "@/server/db/schema/rooms";
import { continents, countries, leagues, seasons, sports } from "@/server/db/schema/sports";
import { teams } from "@/server/db/schema/teams";
import { users } from "@/server/db/schema/users";
import { createUser } from "../support/fixtures";
import type { TestApi } from "../support/test-api";

export const HOUR = 3_600_000;
let nextMatchId = 950_000;

/** Both sports' catalogue (one league, season and pair of teams each) and the three room navs. */
export async function createCatalogue(api: TestApi) {
  const db = api.db;
  await db
    .insert(liveNavs)
    .values([
      { id: 1, name: "足球", sort: 1 },
      { id: 2, name: "篮球", sort: 2 },
      { id: 3, name: "综合", sort: 3 },
    ])
    .onConflictDoNothing();
  await db
    .insert(sports)
    .values([
      { id: Sport.Football, name: "足球", code: "football" },
      { id: Sport.Basketball, name: "篮球", code: "basketball" },
    ])
    .onConflictDoNothing();
  await db.insert(continents).values({ id: 2, name: "欧洲" }).onConflictDoNothing();
  await db
    .insert(countries)
    .values({ id: 44, continentId: 2, name: "英格兰", nameEn: "England" })
    .onConflictDoNothing();
  const league = (id: number, sportId: SportId, name: string) => ({
    id,
    sportId,
    countryId: 44,
    name,
    fullName: name,
    nameEn: name,
    type: LeagueType.League,
    colour: "#3d195b",
  });
  await db
    .insert(leagues)
    .values([league(36, Sport.Football, "英超"), league(80, Sport.Basketball, "欧篮联")])
    .onConflictDoNothing();
  await db
    .insert(seasons)
    .values([
      { id: 3601, leagueId: 36, name: "2026-2027", startDate: "2026-08-01", endDate: "2027-05-31" },
      { id: 8001, leagueId: 80, name: "2026-2027", startDate: "2026-10-01", endDate: "2027-05-31" },
    ])
    .onConflictDoNothing();
  const team = (id: number, sportId: SportId, name: string) => ({
    id,
    sportId,
    countryId: 44,
    name,
    shortName: name,
    nameEn: name,
    colour: "#6cabdd",
    colour2: "#ffffff",
    strength: 80,
  });
  await db
    .insert(teams)
    .values([
      team(1, Sport.Football, "曼城"),
      team(2, Sport.Football, "阿森纳"),
      team(3, Sport.Basketball, "皇马篮球"),
      team(4, Sport.Basketball, "巴萨篮球"),
    ])
    .onConflictDoNothing();
}

type MatchOpts = { sport?: SportId; inMs?: number; state?: number; updatedInMs?: number };

/** A match kicking off `inMs` from the test clock (negative: in the past), by default not started. */
export async function addMatch(
  api: TestApi,
  { sport = Sport.Football, inMs = 2 * HOUR, state, updatedInMs }: MatchOpts = {},
) {
  const football = sport === Sport.Football;
  const kickoff = new Date(api.clock.now + inMs);
  const [m] = await api.db
    .insert(matches)
    .values({
      id: nextMatchId++,
      sportId: sport,
      leagueId: football ? 36 : 80,
      seasonId: football ? 3601 : 8001,
      homeTeamId: football ? 1 : 3,
      awayTeamId: football ? 2 : 4,
      kickoff,
      state: state ?? FootballState.NotStarted,
      engineSeed: 1,
      updatedAt: new Date(api.clock.now + (updatedInMs ?? Math.min(0, inMs))),
    })
    .returning({ id: matches.id });
  return m.id;
}

export const finished = (sport: SportId) =>
  sport === Sport.Football ? FootballState.Finished : BasketballState.Finished;
export const inPlay = (sport: SportId) =>
  sport === Sport.Football ? FootballState.SecondHalf : BasketballState.ThirdQuarter;

/** A signed-in user who passed real-name verification. */
export async function verifiedUser(api: TestApi) {
  const u = await createUser(api);
  await api.db
    .update(users)
    .set({ realName: "张三", idCardMasked: "110***********002X", realNameAt: new Date(api.clock.now) })
    .where(eq(users.id, u.user.id));
  return u;
}

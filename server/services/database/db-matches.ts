import { asc, desc, eq, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DbMatch } from "../../../lib/contracts/database";
import type { Db } from "../../db/client";
import { matches } from "../../db/schema/matches";
import { leagues, rounds } from "../../db/schema/sports";
import { teams } from "../../db/schema/teams";

const home = alias(teams, "home_team");
const away = alias(teams, "away_team");
const badge = <T extends typeof home | typeof away>(t: T) => ({
  id: t.id,
  name: t.shortName,
  colour: t.colour,
  colour2: t.colour2,
  logo: t.logo,
});

/** Fixtures and results with league, round and both teams in one query. */
export async function selectDbMatches(
  db: Db,
  where: SQL | undefined,
  opts: { newestFirst?: boolean; limit?: number } = {},
): Promise<(DbMatch & { roundId: number | null; seasonId: number })[]> {
  const query = db
    .select({
      id: matches.id,
      sportId: matches.sportId,
      kickoff: matches.kickoff,
      state: matches.state,
      homeScore: matches.homeScore,
      awayScore: matches.awayScore,
      homeHalfScore: matches.homeHalfScore,
      awayHalfScore: matches.awayHalfScore,
      homePenScore: matches.homePenScore,
      awayPenScore: matches.awayPenScore,
      seasonId: matches.seasonId,
      roundId: matches.roundId,
      league: { id: leagues.id, name: leagues.name, colour: leagues.colour },
      round: rounds.name,
      home: badge(home),
      away: badge(away),
    })
    .from(matches)
    .innerJoin(leagues, eq(leagues.id, matches.leagueId))
    .leftJoin(rounds, eq(rounds.id, matches.roundId))
    .innerJoin(home, eq(home.id, matches.homeTeamId))
    .innerJoin(away, eq(away.id, matches.awayTeamId))
    .where(where)
    .orderBy(opts.newestFirst ? desc(matches.kickoff) : asc(matches.kickoff), asc(matches.id));
  const rows = await (opts.limit ? query.limit(opts.limit) : query);
  return rows.map((r) => ({ ...r, kickoff: r.kickoff.toISOString(), round: r.round ?? "" }));
}

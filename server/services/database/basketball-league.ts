import { and, eq, ne } from "drizzle-orm";
import { BasketballState } from "../../../lib/codes/basketball-states";
import { Sport } from "../../../lib/codes/sports";
import { BASKETBALL_LEADER_FIELDS, type BasketballLeague } from "../../../lib/contracts/database";
import type { Db } from "../../db/client";
import { matches } from "../../db/schema/matches";
import { teams } from "../../db/schema/teams";
import { seasonStandings } from "../sports/standings";
import { boxScoreAverages } from "./box-score-averages";
import { selectDbMatches } from "./db-matches";
import { leagueSeason } from "./league-season";

const LEADERS = 10;
const LIST = 30;

/** A basketball league's season: standings by conference, latest results and next games, stat leaders. */
export async function basketballLeague(
  db: Db,
  leagueId: number,
  seasonId?: number,
): Promise<BasketballLeague> {
  const { league, seasons, season } = await leagueSeason(db, Sport.Basketball, leagueId, seasonId);
  const inSeason = eq(matches.seasonId, season.id);
  const finished = eq(matches.state, BasketballState.Finished);
  const [table, results, fixtures, averages, badges] = await Promise.all([
    seasonStandings(db, season.id),
    selectDbMatches(db, and(inSeason, finished), { newestFirst: true, limit: LIST }),
    selectDbMatches(db, and(inSeason, ne(matches.state, BasketballState.Finished)), { limit: LIST }),
    boxScoreAverages(db, inSeason),
    db
      .select({ id: teams.id, colour: teams.colour, colour2: teams.colour2, logo: teams.logo })
      .from(teams)
      .where(eq(teams.sportId, Sport.Basketball)),
  ]);
  const colours = new Map(badges.map((b) => [b.id, b]));
  const groups = table?.sportId === Sport.Basketball ? table.groups : [];
  const standings = groups.map((g) => ({
    name: g.name,
    rows: g.rows.map(({ teamId, name: _n, shortName, ...r }) => ({
      ...r,
      team: {
        id: teamId,
        name: shortName,
        colour: colours.get(teamId)?.colour ?? "",
        colour2: colours.get(teamId)?.colour2 ?? "",
        logo: colours.get(teamId)?.logo ?? "",
      },
    })),
  }));
  const strip = ({ roundId: _r, seasonId: _s, ...m }: (typeof results)[number]) => m;
  return {
    league,
    seasons,
    season,
    standings,
    results: results.map(strip),
    fixtures: fixtures.map(strip),
    leaders: BASKETBALL_LEADER_FIELDS.map((field) => ({
      field,
      players: [...averages].sort((a, b) => b[field] - a[field] || a.playerId - b.playerId).slice(0, LEADERS),
    })),
  };
}

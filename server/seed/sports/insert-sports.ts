import type { Db } from "../../db/client";
import { bjdcMatches, jclqMatches, jczqMatches, zcIssues, zcMatches } from "../../db/schema/lottery";
import {
  lineups,
  matchCommentary,
  matchStats,
  matchTv,
  playerBoxScores,
} from "../../db/schema/match-details";
import { matchEvents, matches } from "../../db/schema/matches";
import { companies, odds, oddsChanges } from "../../db/schema/odds";
import { continents, countries, leagues, rounds, seasons, sports, venues } from "../../db/schema/sports";
import { players, seasonTeams, teams } from "../../db/schema/teams";
import { transfers } from "../../db/schema/transfers";
import { bulkInsert } from "./bulk-insert";

type Rows<T extends { $inferInsert: unknown }> = readonly T["$inferInsert"][];

/** Everything seedSports made, table by table. */
export type SportsData = {
  sports: Rows<typeof sports>;
  continents: Rows<typeof continents>;
  countries: Rows<typeof countries>;
  leagues: Rows<typeof leagues>;
  seasons: Rows<typeof seasons>;
  rounds: Rows<typeof rounds>;
  venues: Rows<typeof venues>;
  teams: Rows<typeof teams>;
  seasonTeams: Rows<typeof seasonTeams>;
  players: Rows<typeof players>;
  transfers: Rows<typeof transfers>;
  companies: Rows<typeof companies>;
  matches: Rows<typeof matches>;
  events: Rows<typeof matchEvents>;
  stats: Rows<typeof matchStats>;
  lineups: Rows<typeof lineups>;
  boxScores: Rows<typeof playerBoxScores>;
  commentary: Rows<typeof matchCommentary>;
  tv: Rows<typeof matchTv>;
  odds: Rows<typeof odds>;
  oddsChanges: Rows<typeof oddsChanges>;
  jczq: Rows<typeof jczqMatches>;
  jclq: Rows<typeof jclqMatches>;
  bjdc: Rows<typeof bjdcMatches>;
  zcIssues: Rows<typeof zcIssues>;
  zcMatches: Rows<typeof zcMatches>;
};

/** One bulk statement per table (per 20,000 rows), parents before children. */
export async function insertSports(db: Db, d: SportsData) {
  await bulkInsert(db, sports, d.sports);
  await bulkInsert(db, continents, d.continents);
  await bulkInsert(db, countries, d.countries);
  await bulkInsert(db, leagues, d.leagues);
  await bulkInsert(db, seasons, d.seasons);
  await bulkInsert(db, rounds, d.rounds);
  await bulkInsert(db, venues, d.venues);
  await bulkInsert(db, teams, d.teams);
  await bulkInsert(db, seasonTeams, d.seasonTeams);
  await bulkInsert(db, players, d.players);
  await bulkInsert(db, transfers, d.transfers);
  await bulkInsert(db, companies, d.companies);
  await bulkInsert(db, matches, d.matches);
  await bulkInsert(db, matchEvents, d.events);
  await bulkInsert(db, matchStats, d.stats);
  await bulkInsert(db, lineups, d.lineups);
  await bulkInsert(db, playerBoxScores, d.boxScores);
  await bulkInsert(db, matchCommentary, d.commentary);
  await bulkInsert(db, matchTv, d.tv);
  await bulkInsert(db, odds, d.odds);
  await bulkInsert(db, oddsChanges, d.oddsChanges);
  await bulkInsert(db, jczqMatches, d.jczq);
  await bulkInsert(db, jclqMatches, d.jclq);
  await bulkInsert(db, bjdcMatches, d.bjdc);
  await bulkInsert(db, zcIssues, d.zcIssues);
  await bulkInsert(db, zcMatches, d.zcMatches);
}

import { asc, eq } from "drizzle-orm";
import { FootballState } from "../../../lib/codes/football-states";
import { leagueZones } from "../../../lib/codes/league-zones";
import { Sport } from "../../../lib/codes/sports";
import type { FootballLeague, RoundMatches } from "../../../lib/contracts/database";
import type { Db } from "../../db/client";
import { matches } from "../../db/schema/matches";
import { rounds } from "../../db/schema/sports";
import { selectDbMatches } from "./db-matches";
import { footballStandings } from "./football-table";
import { footballTeamStats } from "./football-team-stats";
import { leaderBoards, playerEventTallies } from "./football-leaders";
import { leagueSeason } from "./league-season";

/** A football competition's season: tables, fixtures by round, leader boards and team statistics. */
export async function footballLeague(db: Db, leagueId: number, seasonId?: number): Promise<FootballLeague> {
  const { league, seasons, season } = await leagueSeason(db, Sport.Football, leagueId, seasonId);
  const [standings, roundRows, seasonMatches, tallies] = await Promise.all([
    footballStandings(db, leagueId, season.id),
    db.select().from(rounds).where(eq(rounds.seasonId, season.id)).orderBy(asc(rounds.number)),
    selectDbMatches(db, eq(matches.seasonId, season.id)),
    playerEventTallies(db, eq(matches.seasonId, season.id)),
  ]);
  const teamsById = new Map(standings.flatMap((g) => g.rows.map((r) => [r.team.id, r.team] as const)));
  for (const m of seasonMatches)
    for (const t of [m.home, m.away]) if (!teamsById.has(t.id)) teamsById.set(t.id, t);
  const [boards, teamStats] = await Promise.all([
    leaderBoards(db, tallies, new Set(teamsById.keys())),
    footballTeamStats(db, season.id, teamsById),
  ]);
  const byRound: RoundMatches[] = roundRows.map((r) => ({
    id: r.id,
    number: r.number,
    name: r.name,
    stage: r.stage,
    isKnockout: r.isKnockout,
    matches: seasonMatches.filter((m) => m.roundId === r.id).map(({ roundId: _r, seasonId: _s, ...m }) => m),
  }));
  const stored = byRound.filter((r) => r.matches.length > 0);
  // The round being played: the first with a match still to finish, else the last one played.
  const current =
    stored.find((r) => r.matches.some((m) => m.state !== FootballState.Finished)) ?? stored.at(-1) ?? null;
  return {
    league,
    seasons,
    season,
    zones: leagueZones(leagueId),
    standings,
    rounds: stored,
    currentRoundId: current?.id ?? null,
    ...boards,
    teamStats,
  };
}

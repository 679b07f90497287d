import { and, eq, inArray, or } from "drizzle-orm";
import { isFootballFinished } from "../../../lib/codes/football-states";
import { Sport } from "../../../lib/codes/sports";
import type { FootballTeam } from "../../../lib/contracts/database";
import type { Db } from "../../db/client";
import { matches } from "../../db/schema/matches";
import { footballTable } from "../sports/standings";
import { leaderBoards, playerEventTallies } from "./football-leaders";
import { teamProfile } from "./team-profile";

/** A football team: squad, fixtures and results, its record per competition and its scorers. */
export async function footballTeam(db: Db, teamId: number, now: number): Promise<FootballTeam> {
  const { seasonResults, currentSeasonIds, ...profile } = await teamProfile(
    db,
    Sport.Football,
    teamId,
    now,
    isFootballFinished,
  );
  const tallies = await playerEventTallies(
    db,
    and(
      inArray(matches.seasonId, currentSeasonIds.length ? currentSeasonIds : [0]),
      or(eq(matches.homeTeamId, teamId), eq(matches.awayTeamId, teamId)),
    )!,
  );
  const own = new Set(profile.squad.map((p) => p.id));
  for (const id of tallies.keys()) if (!own.has(id)) tallies.delete(id);
  const leagueIds = [...new Set(seasonResults.map((m) => m.league.id))];
  const records = leagueIds.map((id) => {
    const played = seasonResults.filter((m) => m.league.id === id);
    const [row] = footballTable(
      played.map((m) => ({
        homeTeamId: m.home.id,
        awayTeamId: m.away.id,
        homeScore: m.homeScore,
        awayScore: m.awayScore,
        kickoff: Date.parse(m.kickoff),
      })),
      [teamId],
    );
    const { id: leagueId, name } = played[0].league;
    const { played: n, won, drawn, lost, goalsFor, goalsAgainst, points } = row;
    return { league: { id: leagueId, name }, played: n, won, drawn, lost, goalsFor, goalsAgainst, points };
  });
  const { scorers } = await leaderBoards(db, tallies, new Set([teamId]));
  return { ...profile, records, scorers };
}

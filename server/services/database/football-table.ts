import { and, eq, isNull, or } from "drizzle-orm";
import { FootballState } from "../../../lib/codes/football-states";
import { tableZone } from "../../../lib/codes/league-zones";
import type { FootballTableRow, TeamBadgeRef } from "../../../lib/contracts/database";
import type { Db } from "../../db/client";
import { matches } from "../../db/schema/matches";
import { rounds } from "../../db/schema/sports";
import { seasonTeams, teams } from "../../db/schema/teams";
import { footballTable, type FootballStanding, type Result } from "../sports/standings";

// A stand-in opponent id no team has, so a split counts only the listed teams' home (or away) games.
const NOBODY = -1;
const record = (s: FootballStanding | undefined) => ({
  played: s?.played ?? 0,
  won: s?.won ?? 0,
  drawn: s?.drawn ?? 0,
  lost: s?.lost ?? 0,
  goalsFor: s?.goalsFor ?? 0,
  goalsAgainst: s?.goalsAgainst ?? 0,
  points: s?.points ?? 0,
});

/** One group's table with home and away splits and the league's zones. */
export function footballGroupTable(
  leagueId: number,
  results: readonly Result[],
  members: readonly TeamBadgeRef[],
): FootballTableRow[] {
  const ids = members.map((m) => m.id);
  const byId = new Map(members.map((m) => [m.id, m]));
  const split = (side: "home" | "away") =>
    new Map(
      footballTable(
        results.map((r) => (side === "home" ? { ...r, awayTeamId: NOBODY } : { ...r, homeTeamId: NOBODY })),
        ids,
      ).map((s) => [s.teamId, s]),
    );
  const home = split("home");
  const away = split("away");
  return footballTable(results, ids).map((s) => ({
    rank: s.rank,
    team: byId.get(s.teamId)!,
    ...record(s),
    goalDifference: s.goalDifference,
    form: s.form,
    zone: tableZone(leagueId, s.rank, ids.length),
    home: record(home.get(s.teamId)),
    away: record(away.get(s.teamId)),
  }));
}

/** The season's tables, one per group (a single unnamed group for a league), from its finished non-knockout matches. */
export async function footballStandings(db: Db, leagueId: number, seasonId: number) {
  const [results, members] = await Promise.all([
    db
      .select({
        homeTeamId: matches.homeTeamId,
        awayTeamId: matches.awayTeamId,
        homeScore: matches.homeScore,
        awayScore: matches.awayScore,
        kickoff: matches.kickoff,
      })
      .from(matches)
      .leftJoin(rounds, eq(rounds.id, matches.roundId))
      .where(
        and(
          eq(matches.seasonId, seasonId),
          eq(matches.state, FootballState.Finished),
          or(isNull(rounds.id), eq(rounds.isKnockout, false)),
        ),
      ),
    db
      .select({
        group: seasonTeams.groupName,
        id: teams.id,
        name: teams.shortName,
        colour: teams.colour,
        colour2: teams.colour2,
        logo: teams.logo,
      })
      .from(seasonTeams)
      .innerJoin(teams, eq(teams.id, seasonTeams.teamId))
      .where(eq(seasonTeams.seasonId, seasonId)),
  ]);
  const groups = [...new Set(members.map((m) => m.group))].sort();
  return groups.map((name) => ({
    name,
    rows: footballGroupTable(
      leagueId,
      results,
      members.filter((m) => m.group === name).map(({ group: _g, ...team }) => team),
    ),
  }));
}

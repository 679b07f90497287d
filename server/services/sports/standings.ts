import { and, eq, or, isNull } from "drizzle-orm";
import { BasketballState } from "../../../lib/codes/basketball-states";
import { FootballState } from "../../../lib/codes/football-states";
import { Sport, type SportId } from "../../../lib/codes/sports";
import type { Db } from "../../db/client";
import { matches } from "../../db/schema/matches";
import { leagues, rounds, seasons } from "../../db/schema/sports";
import { seasonTeams, teams } from "../../db/schema/teams";

/** A finished match as the tables need it. */
export type Result = {
  homeTeamId: number;
  awayTeamId: number;
  homeScore: number;
  awayScore: number;
  kickoff: number | Date;
};
export type FormLetter = "W" | "D" | "L";

export type FootballStanding = {
  rank: number;
  teamId: number;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goalsFor: number;
  goalsAgainst: number;
  goalDifference: number;
  points: number;
  /** The last five results, oldest first. */
  form: FormLetter[];
};

export type BasketballStanding = {
  rank: number;
  teamId: number;
  played: number;
  won: number;
  lost: number;
  /** 0..1, three decimals. */
  winPct: number;
  gamesBehind: number;
  pointsFor: number;
  pointsAgainst: number;
  /** W3 / L2: the current run. */
  streak: string;
  form: FormLetter[];
};

type Tally = {
  teamId: number;
  won: number;
  drawn: number;
  lost: number;
  for: number;
  against: number;
  history: FormLetter[];
};

/** Tallies every result of the given teams (all teams that appear when none are given). */
function tally(results: readonly Result[], teamIds: readonly number[]): Tally[] {
  const rows = new Map<number, Tally>();
  const row = (teamId: number) => {
    let r = rows.get(teamId);
    if (!r) rows.set(teamId, (r = { teamId, won: 0, drawn: 0, lost: 0, for: 0, against: 0, history: [] }));
    return r;
  };
  teamIds.forEach(row);
  const restrict = teamIds.length ? new Set(teamIds) : null;
  const ordered = [...results].sort((a, b) => +a.kickoff - +b.kickoff);
  for (const m of ordered) {
    for (const [teamId, scored, conceded] of [
      [m.homeTeamId, m.homeScore, m.awayScore],
      [m.awayTeamId, m.awayScore, m.homeScore],
    ] as const) {
      if (restrict && !restrict.has(teamId)) continue;
      const r = row(teamId);
      r.for += scored;
      r.against += conceded;
      const letter: FormLetter = scored > conceded ? "W" : scored < conceded ? "L" : "D";
      r.history.push(letter);
      if (letter === "W") r.won++;
      else if (letter === "L") r.lost++;
      else r.drawn++;
    }
  }
  return [...rows.values()];
}

/** Points table: 3 for a win, 1 for a draw; ties broken by goal difference, goals scored, then team id. */
export function footballTable(
  results: readonly Result[],
  teamIds: readonly number[] = [],
): FootballStanding[] {
  return tally(results, teamIds)
    .map((t) => ({
      rank: 0,
      teamId: t.teamId,
      played: t.won + t.drawn + t.lost,
      won: t.won,
      drawn: t.drawn,
      lost: t.lost,
      goalsFor: t.for,
      goalsAgainst: t.against,
      goalDifference: t.for - t.against,
      points: t.won * 3 + t.drawn,
      form: t.history.slice(-5),
    }))
    .sort(
      (a, b) =>
        b.points - a.points ||
        b.goalDifference - a.goalDifference ||
        b.goalsFor - a.goalsFor ||
        a.teamId - b.teamId,
    )
    .map((r, i) => ({ ...r, rank: i + 1 }));
}

/** W-L table by winning percentage, with games behind the leader. */
export function basketballTable(
  results: readonly Result[],
  teamIds: readonly number[] = [],
): BasketballStanding[] {
  const rows = tally(results, teamIds)
    .map((t) => {
      const played = t.won + t.lost;
      const last = t.history.at(-1);
      let run = 0;
      for (let i = t.history.length - 1; i >= 0 && t.history[i] === last; i--) run++;
      return {
        rank: 0,
        teamId: t.teamId,
        played,
        won: t.won,
        lost: t.lost,
        winPct: played ? Math.round((t.won / played) * 1000) / 1000 : 0,
        gamesBehind: 0,
        pointsFor: t.for,
        pointsAgainst: t.against,
        streak: last ? `${last}${run}` : "",
        form: t.history.slice(-5),
      };
    })
    .sort((a, b) => b.winPct - a.winPct || b.won - a.won || a.teamId - b.teamId);
  const leader = rows[0];
  return rows.map((r, i) => ({
    ...r,
    rank: i + 1,
    gamesBehind: leader ? (leader.won - r.won + (r.lost - leader.lost)) / 2 : 0,
  }));
}

const FINISHED: Record<SportId, number> = {
  [Sport.Football]: FootballState.Finished,
  [Sport.Basketball]: BasketballState.Finished,
};

/** Standings of a season from its finished non-knockout matches, one table per group (东部 / 西部…). */
export async function seasonStandings(db: Db, seasonId: number) {
  const [season] = await db
    .select({ id: seasons.id, sportId: leagues.sportId })
    .from(seasons)
    .innerJoin(leagues, eq(leagues.id, seasons.leagueId))
    .where(eq(seasons.id, seasonId));
  if (!season) return null;

  const results = await db
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
        eq(matches.state, FINISHED[season.sportId]),
        or(isNull(rounds.id), eq(rounds.isKnockout, false)),
      ),
    );
  const members = await db
    .select({
      teamId: seasonTeams.teamId,
      groupName: seasonTeams.groupName,
      name: teams.name,
      shortName: teams.shortName,
    })
    .from(seasonTeams)
    .innerJoin(teams, eq(teams.id, seasonTeams.teamId))
    .where(eq(seasonTeams.seasonId, seasonId));

  const names = new Map(members.map((m) => [m.teamId, { name: m.name, shortName: m.shortName }]));
  const withNames = <R extends { teamId: number }>(rows: R[]) =>
    rows.map((r) => ({ ...r, ...names.get(r.teamId)! }));
  const groupNames = [...new Set(members.map((m) => m.groupName))];
  const idsOf = (group: string) => members.filter((m) => m.groupName === group).map((m) => m.teamId);
  if (season.sportId === Sport.Football) {
    const groups = groupNames.map((name) => ({ name, rows: withNames(footballTable(results, idsOf(name))) }));
    return { seasonId, sportId: Sport.Football, groups } as const;
  }
  const groups = groupNames.map((name) => ({ name, rows: withNames(basketballTable(results, idsOf(name))) }));
  return { seasonId, sportId: Sport.Basketball, groups } as const;
}

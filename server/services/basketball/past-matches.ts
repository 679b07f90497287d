import { and, asc, desc, eq, gt, lt, or, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { BasketballState } from "@/lib/codes/basketball-states";
import type { PastMatch, TeamRecord } from "@/lib/contracts/basketball-analysis";
import type { Db } from "../../db/client";
import { matches } from "../../db/schema/matches";
import { leagues } from "../../db/schema/sports";
import { teams } from "../../db/schema/teams";

const home = alias(teams, "past_home");
const away = alias(teams, "past_away");

async function pastMatches(db: Db, where: SQL, newestFirst: boolean, limit: number): Promise<PastMatch[]> {
  const rows = await db
    .select({
      id: matches.id,
      kickoff: matches.kickoff,
      state: matches.state,
      league: { id: leagues.id, name: leagues.name, colour: leagues.colour },
      home: { id: home.id, name: home.shortName },
      away: { id: away.id, name: away.shortName },
      homeScore: matches.homeScore,
      awayScore: matches.awayScore,
    })
    .from(matches)
    .innerJoin(leagues, eq(leagues.id, matches.leagueId))
    .innerJoin(home, eq(home.id, matches.homeTeamId))
    .innerJoin(away, eq(away.id, matches.awayTeamId))
    .where(where)
    .orderBy(newestFirst ? desc(matches.kickoff) : asc(matches.kickoff), asc(matches.id))
    .limit(limit);
  return rows.map((r) => ({ ...r, kickoff: r.kickoff.toISOString() }));
}

const finished = eq(matches.state, BasketballState.Finished);
const involves = (teamId: number) => or(eq(matches.homeTeamId, teamId), eq(matches.awayTeamId, teamId))!;

/** Meetings of the two teams before `before`, newest first. */
export function meetings(db: Db, a: number, b: number, before: Date, limit = 10) {
  const pair = or(
    and(eq(matches.homeTeamId, a), eq(matches.awayTeamId, b)),
    and(eq(matches.homeTeamId, b), eq(matches.awayTeamId, a)),
  )!;
  return pastMatches(db, and(pair, finished, lt(matches.kickoff, before))!, true, limit);
}

/** A team's last finished games before `before`, newest first. */
export function lastGames(db: Db, teamId: number, before: Date, limit = 10) {
  return pastMatches(db, and(involves(teamId), finished, lt(matches.kickoff, before))!, true, limit);
}

/** A team's coming games after `after`, soonest first. */
export function nextGames(db: Db, teamId: number, after: Date, limit = 5) {
  const coming = eq(matches.state, BasketballState.NotStarted);
  return pastMatches(db, and(involves(teamId), coming, gt(matches.kickoff, after))!, false, limit);
}

const oneDecimal = (n: number) => Math.round(n * 10) / 10;

/** Wins, losses and points per game of `teamId` over the given matches. */
export function recordOf(teamId: number, games: readonly PastMatch[]): TeamRecord {
  let won = 0;
  let scored = 0;
  let conceded = 0;
  for (const g of games) {
    const atHome = g.home.id === teamId;
    const own = atHome ? g.homeScore : g.awayScore;
    const other = atHome ? g.awayScore : g.homeScore;
    if (own > other) won++;
    scored += own;
    conceded += other;
  }
  const played = games.length;
  return {
    played,
    won,
    lost: played - won,
    pointsFor: played ? oneDecimal(scored / played) : 0,
    pointsAgainst: played ? oneDecimal(conceded / played) : 0,
  };
}

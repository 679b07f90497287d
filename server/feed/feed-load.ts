import { and, asc, between, count, eq, gt, gte, inArray, lte, or } from "drizzle-orm";
import { BasketballState } from "@/lib/codes/basketball-states";
import { FootballState } from "@/lib/codes/football-states";
import { Sport } from "@/lib/codes/sports";
import type { Db } from "../db/client";
import { lineups, matchCommentary } from "../db/schema/match-details";
import { matchEvents, matches } from "../db/schema/matches";
import { odds, oddsChanges } from "../db/schema/odds";
import { leagues, rounds } from "../db/schema/sports";
import { BASKETBALL_RULES } from "./engine/basketball-rules";
import { leagueProfile, type LeagueProfile } from "./league-profiles";
import { players, teams } from "../db/schema/teams";
import type { MatchToPlay } from "./played-match";
import { rostersByTeam } from "./squad-rosters";
import { listOddsOf, loadClosingQuotes, type ListOdds } from "./closing-quotes";
import { storedLive } from "./live-columns";
import type { LiveColumns } from "./match-frame";

export type DueMatch = {
  row: typeof matches.$inferSelect;
  leagueName: string;
  knockout: boolean;
  stored: LiveColumns;
};

/** How much of a match's plan is already stored (a restart continues from here). */
export type Progress = { events: number; commentary: number; odds: number; lineups: boolean };

export type { ListOdds };

// Not started or in play (breaks included): anything else is final for the feed.
const PLAYABLE = or(
  and(
    eq(matches.sportId, Sport.Football),
    between(matches.state, FootballState.NotStarted, FootballState.Penalties),
  ),
  and(
    eq(matches.sportId, Sport.Basketball),
    between(matches.state, BasketballState.NotStarted, BasketballState.Overtime),
  ),
);

/** Matches kicked off in (since, now] that the feed has not finished yet, oldest first. */
export async function loadDueMatches(db: Db, now: number, since: number): Promise<DueMatch[]> {
  const rows = await db
    .select({ m: matches, knockout: rounds.isKnockout, leagueName: leagues.name })
    .from(matches)
    .innerJoin(leagues, eq(leagues.id, matches.leagueId))
    .leftJoin(rounds, eq(rounds.id, matches.roundId))
    .where(and(lte(matches.kickoff, new Date(now)), gt(matches.kickoff, new Date(since)), PLAYABLE))
    .orderBy(asc(matches.kickoff), asc(matches.id));
  return rows.map((r) => ({
    row: r.m,
    leagueName: r.leagueName,
    knockout: r.knockout ?? false,
    stored: storedLive(r.m),
  }));
}

/**
 * The engine's view of each match (squads, strengths, closing quotes), the list's odds as stored now
 * and the closing quotes a finished match goes back to.
 */
export async function loadSetups(db: Db, due: readonly DueMatch[]) {
  const ids = due.map((d) => d.row.id);
  const teamIds = [...new Set(due.flatMap((d) => [d.row.homeTeamId, d.row.awayTeamId]))];
  const leagueIds = [...new Set(due.map((d) => d.row.leagueId))];
  const [leagueRows, teamRows, playerRows, oddsRows, closing] = await Promise.all([
    db
      .select({
        id: leagues.id,
        sportId: leagues.sportId,
        name: leagues.name,
        type: leagues.type,
        level: leagues.level,
      })
      .from(leagues)
      .where(inArray(leagues.id, leagueIds)),
    db
      .select({ id: teams.id, name: teams.shortName, strength: teams.strength })
      .from(teams)
      .where(inArray(teams.id, teamIds)),
    db
      .select({
        id: players.id,
        name: players.name,
        number: players.number,
        position: players.position,
        rating: players.rating,
        teamId: players.teamId,
        nationalTeamId: players.nationalTeamId,
        nationalNumber: players.nationalNumber,
      })
      .from(players)
      .where(or(inArray(players.teamId, teamIds), inArray(players.nationalTeamId, teamIds)))
      .orderBy(asc(players.id)),
    db.select().from(odds).where(inArray(odds.matchId, ids)).orderBy(asc(odds.companyId), asc(odds.market)),
    loadClosingQuotes(db, ids),
  ]);
  const teamById = new Map(teamRows.map((t) => [t.id, t]));
  const profiles = new Map<number, LeagueProfile>(leagueRows.map((l) => [l.id, leagueProfile(l)]));
  const squads = rostersByTeam(playerRows, new Set(teamIds));
  const side = (teamId: number) => {
    const team = teamById.get(teamId);
    return {
      teamId,
      name: team?.name ?? "",
      strength: team?.strength ?? 60,
      players: squads.get(teamId) ?? [],
    };
  };

  return new Map(
    due.map(({ row, leagueName, knockout }) => {
      const quotes = oddsRows.filter((o) => o.matchId === row.id);
      const profile = profiles.get(row.leagueId)!;
      const toPlay: MatchToPlay = {
        id: row.id,
        sportId: row.sportId,
        leagueId: row.leagueId,
        leagueName,
        profile,
        kickoff: row.kickoff,
        engineSeed: row.engineSeed,
        quarterMinutes: profile.sport === "basketball" ? BASKETBALL_RULES[profile.rules].quarterMinutes : 0,
        knockout,
        neutral: row.neutral,
        home: side(row.homeTeamId),
        away: side(row.awayTeamId),
        // Closing quotes: stored before kick-off, so a restart builds the same plan.
        odds: (closing.get(row.id) ?? []).map(({ at: _at, ...q }) => q),
      };
      const listOdds = listOddsOf(quotes);
      return [row.id, { toPlay, listOdds, closing: closing.get(row.id) ?? [] }] as const;
    }),
  );
}

/** Rows already stored per match: the plan's prefixes the feed must not write again. */
export async function loadProgress(db: Db, due: readonly DueMatch[]): Promise<Map<number, Progress>> {
  const ids = due.map((d) => d.row.id);
  const counted = async (query: Promise<{ matchId: number; n: number }[]>) =>
    new Map((await query).map((r) => [r.matchId, r.n]));
  const [events, commentary, moves, squads] = await Promise.all([
    counted(
      db
        .select({ matchId: matchEvents.matchId, n: count() })
        .from(matchEvents)
        .where(inArray(matchEvents.matchId, ids))
        .groupBy(matchEvents.matchId),
    ),
    counted(
      db
        .select({ matchId: matchCommentary.matchId, n: count() })
        .from(matchCommentary)
        .where(inArray(matchCommentary.matchId, ids))
        .groupBy(matchCommentary.matchId),
    ),
    // In-play moves only: the prematch history before kick-off is the seed's.
    counted(
      db
        .select({ matchId: oddsChanges.matchId, n: count() })
        .from(oddsChanges)
        .innerJoin(matches, eq(matches.id, oddsChanges.matchId))
        .where(and(inArray(oddsChanges.matchId, ids), gte(oddsChanges.changedAt, matches.kickoff)))
        .groupBy(oddsChanges.matchId),
    ),
    counted(
      db
        .select({ matchId: lineups.matchId, n: count() })
        .from(lineups)
        .where(inArray(lineups.matchId, ids))
        .groupBy(lineups.matchId),
    ),
  ]);
  return new Map(
    ids.map((id) => [
      id,
      {
        events: events.get(id) ?? 0,
        commentary: commentary.get(id) ?? 0,
        odds: moves.get(id) ?? 0,
        lineups: (squads.get(id) ?? 0) > 0,
      },
    ]),
  );
}

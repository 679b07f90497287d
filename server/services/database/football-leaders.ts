import { and, eq, inArray, isNotNull, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { MatchEventType, type MatchEventTypeCode } from "../../../lib/codes/match-events";
import type { PlayerLeader } from "../../../lib/contracts/database";
import type { Db } from "../../db/client";
import { matchEvents, matches } from "../../db/schema/matches";
import { players, teams } from "../../db/schema/teams";

const LIMIT = 20;
const T = MatchEventType;
const countOf = (types: readonly MatchEventTypeCode[]) =>
  sql<number>`count(*) filter (where ${inArray(matchEvents.type, [...types])})`.mapWith(Number);

/**
 * Per-player tallies of a set of matches straight from their timelines: goals (own goals excluded,
 * penalties included), assists, yellow and red cards. What the feed stores counts at once.
 */
export async function playerEventTallies(db: Db, matchFilter: SQL) {
  const [byScorer, byAssist] = await Promise.all([
    db
      .select({
        playerId: matchEvents.playerId,
        goals: countOf([T.Goal, T.PenaltyGoal]),
        penalties: countOf([T.PenaltyGoal]),
        yellow: countOf([T.YellowCard]),
        red: countOf([T.RedCard, T.SecondYellow]),
      })
      .from(matchEvents)
      .innerJoin(matches, eq(matches.id, matchEvents.matchId))
      .where(
        and(
          matchFilter,
          isNotNull(matchEvents.playerId),
          inArray(matchEvents.type, [T.Goal, T.PenaltyGoal, T.YellowCard, T.RedCard, T.SecondYellow]),
        ),
      )
      .groupBy(matchEvents.playerId),
    db
      .select({ playerId: matchEvents.assistPlayerId, assists: sql<number>`count(*)`.mapWith(Number) })
      .from(matchEvents)
      .innerJoin(matches, eq(matches.id, matchEvents.matchId))
      .where(
        and(
          matchFilter,
          isNotNull(matchEvents.assistPlayerId),
          inArray(matchEvents.type, [T.Goal, T.PenaltyGoal]),
        ),
      )
      .groupBy(matchEvents.assistPlayerId),
  ]);
  const tallies = new Map<
    number,
    { goals: number; penalties: number; assists: number; yellow: number; red: number }
  >();
  const of = (id: number) => {
    let t = tallies.get(id);
    if (!t) tallies.set(id, (t = { goals: 0, penalties: 0, assists: 0, yellow: 0, red: 0 }));
    return t;
  };
  for (const r of byScorer)
    Object.assign(of(r.playerId!), { goals: r.goals, penalties: r.penalties, yellow: r.yellow, red: r.red });
  for (const r of byAssist) of(r.playerId!).assists = r.assists;
  return tallies;
}

type Tallies = Awaited<ReturnType<typeof playerEventTallies>>;
const nationalTeams = alias(teams, "national_teams");

/**
 * Top scorers, assists and cards of the tallies, with player and team names (one more query).
 * `playedFor` are the teams of the tallied matches: a called-up player is shown with his national
 * team where it is one of them (a World Cup's scorers), with his club otherwise.
 */
export async function leaderBoards(db: Db, tallies: Tallies, playedFor: ReadonlySet<number>) {
  const entries = [...tallies.entries()];
  const top = (score: (t: Tallies extends Map<number, infer V> ? V : never) => number) =>
    entries
      .filter(([, t]) => score(t) > 0)
      .sort((a, b) => score(b[1]) - score(a[1]) || a[0] - b[0])
      .slice(0, LIMIT);
  const scorers = top((t) => t.goals);
  const assists = top((t) => t.assists);
  const cards = top((t) => t.red * 100 + t.yellow);
  const ids = [...new Set([...scorers, ...assists, ...cards].map(([id]) => id))];
  const people = ids.length
    ? await db
        .select({
          id: players.id,
          name: players.name,
          team: {
            id: teams.id,
            name: teams.shortName,
            colour: teams.colour,
            colour2: teams.colour2,
            logo: teams.logo,
          },
          nationalTeam: {
            id: nationalTeams.id,
            name: nationalTeams.shortName,
            colour: nationalTeams.colour,
            colour2: nationalTeams.colour2,
            logo: nationalTeams.logo,
          },
        })
        .from(players)
        .innerJoin(teams, eq(teams.id, players.teamId))
        .leftJoin(nationalTeams, eq(nationalTeams.id, players.nationalTeamId))
        .where(inArray(players.id, ids))
    : [];
  const byId = new Map(
    people.map(({ nationalTeam, ...p }) => [
      p.id,
      nationalTeam && playedFor.has(nationalTeam.id) ? { ...p, team: nationalTeam } : p,
    ]),
  );
  const leader = ([id]: [number, unknown], value: number, detail: string): PlayerLeader => ({
    playerId: id,
    name: byId.get(id)!.name,
    team: byId.get(id)!.team,
    value,
    detail,
  });
  return {
    scorers: scorers.map((e) => leader(e, e[1].goals, e[1].penalties ? `点球 ${e[1].penalties}` : "")),
    assists: assists.map((e) => leader(e, e[1].assists, "")),
    cards: cards.map((e) => leader(e, e[1].yellow + e[1].red, `黄 ${e[1].yellow} / 红 ${e[1].red}`)),
  };
}

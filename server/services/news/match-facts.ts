import { and, asc, desc, eq, inArray, isNull, lt, lte, ne, or } from "drizzle-orm";
import { BasketballState } from "@/lib/codes/basketball-states";
import { FootballState } from "@/lib/codes/football-states";
import { MatchEventType } from "@/lib/codes/match-events";
import { Sport, type SportId } from "@/lib/codes/sports";
import type { Db } from "../../db/client";
import { playerBoxScores, matchStats } from "../../db/schema/match-details";
import { matchEvents, matches } from "../../db/schema/matches";
import { leagues, rounds, venues } from "../../db/schema/sports";
import { players, seasonTeams, teams } from "../../db/schema/teams";
import { basketballTable, footballTable, type Result } from "../sports/standings";

export type TeamFacts = {
  id: number;
  name: string;
  shortName: string;
  colour: string;
  colour2: string;
  strength: number;
};
export type GoalFact = {
  side: "home" | "away";
  player: string;
  playerId: number | null;
  assist: string | null;
  minute: string;
  kind: "goal" | "penalty" | "own";
  homeScore: number;
  awayScore: number;
};
export type CardFact = { side: "home" | "away"; player: string; minute: string; red: boolean };
export type StatFacts = {
  possession: number;
  shots: number;
  shotsOnTarget: number;
  corners: number;
  fouls: number;
  saves: number;
};
export type StarFact = {
  side: "home" | "away";
  playerId: number;
  player: string;
  points: number;
  rebounds: number;
  assists: number;
  threes: number;
};
export type TableFact = { before: number | null; after: number; points: string; group: string };
export type RecentFact = { opponent: string; scored: number; conceded: number; home: boolean };

export type MatchFacts = {
  id: number;
  sportId: SportId;
  leagueId: number;
  league: string;
  round: string;
  knockout: boolean;
  venue: string;
  kickoff: Date;
  state: number;
  finished: boolean;
  home: TeamFacts;
  away: TeamFacts;
  homeScore: number;
  awayScore: number;
  homeHalfScore: number | null;
  awayHalfScore: number | null;
  homePenScore: number | null;
  awayPenScore: number | null;
  quarters: { home: (number | null)[]; away: (number | null)[] };
  goals: GoalFact[];
  cards: CardFact[];
  stats: { home: StatFacts; away: StatFacts } | null;
  stars: StarFact[];
  table: { home: TableFact; away: TableFact } | null;
  /** Each side's last five finished matches before this one, newest first. */
  recent: { home: RecentFact[]; away: RecentFact[] };
  /** Earlier meetings, newest first (at most five). */
  meetings: { homeScore: number; awayScore: number; homeTeamId: number; kickoff: Date }[];
};

const FINISHED: Record<SportId, number> = {
  [Sport.Football]: FootballState.Finished,
  [Sport.Basketball]: BasketballState.Finished,
};

const minuteText = (minute: number, added: number) => (added > 0 ? `${minute}+${added}'` : `${minute}'`);

async function tableFacts(
  db: Db,
  m: {
    id: number;
    seasonId: number;
    sportId: SportId;
    kickoff: Date;
    homeTeamId: number;
    awayTeamId: number;
  },
  finished: boolean,
) {
  const members = await db
    .select({ teamId: seasonTeams.teamId, group: seasonTeams.groupName })
    .from(seasonTeams)
    .where(eq(seasonTeams.seasonId, m.seasonId));
  const groupOf = new Map(members.map((r) => [r.teamId, r.group]));
  if (!groupOf.has(m.homeTeamId) || !groupOf.has(m.awayTeamId)) return null;
  const results: (Result & { id: number })[] = await db
    .select({
      id: matches.id,
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
        eq(matches.seasonId, m.seasonId),
        eq(matches.state, FINISHED[m.sportId]),
        lte(matches.kickoff, m.kickoff),
        or(isNull(rounds.id), eq(rounds.isKnockout, false)),
      ),
    );
  const before = results.filter((r) => r.id !== m.id);
  const after = finished ? [...before, ...results.filter((r) => r.id === m.id)] : before;
  const rowOf = (teamId: number) => {
    const group = groupOf.get(teamId)!;
    const ids = members.filter((r) => r.group === group).map((r) => r.teamId);
    const table = (rs: Result[]) =>
      m.sportId === Sport.Football ? footballTable(rs, ids) : basketballTable(rs, ids);
    const was = table(before).find((r) => r.teamId === teamId)!;
    const now = table(after).find((r) => r.teamId === teamId)!;
    const points = "points" in now ? `${now.points}分` : `${now.won}胜${now.lost}负`;
    return { before: was.played ? was.rank : null, after: now.rank, points, group } satisfies TableFact;
  };
  return { home: rowOf(m.homeTeamId), away: rowOf(m.awayTeamId) };
}

async function recentOf(db: Db, teamId: number, sportId: SportId, before: Date): Promise<RecentFact[]> {
  const rows = await db
    .select({
      homeTeamId: matches.homeTeamId,
      awayTeamId: matches.awayTeamId,
      homeScore: matches.homeScore,
      awayScore: matches.awayScore,
    })
    .from(matches)
    .where(
      and(
        or(eq(matches.homeTeamId, teamId), eq(matches.awayTeamId, teamId)),
        eq(matches.state, FINISHED[sportId]),
        lt(matches.kickoff, before),
      ),
    )
    .orderBy(desc(matches.kickoff))
    .limit(5);
  const ids = [...new Set(rows.map((r) => (r.homeTeamId === teamId ? r.awayTeamId : r.homeTeamId)))];
  const names = ids.length
    ? new Map(
        (
          await db.select({ id: teams.id, name: teams.shortName }).from(teams).where(inArray(teams.id, ids))
        ).map((t) => [t.id, t.name]),
      )
    : new Map<number, string>();
  return rows.map((r) => {
    const home = r.homeTeamId === teamId;
    return {
      opponent: names.get(home ? r.awayTeamId : r.homeTeamId) ?? "",
      scored: home ? r.homeScore : r.awayScore,
      conceded: home ? r.awayScore : r.homeScore,
      home,
    };
  });
}

/** Everything a report or a preview says about a match, read from what the feed stored. */
export async function loadMatchFacts(db: Db, matchId: number): Promise<MatchFacts | null> {
  const [m] = await db
    .select({
      match: matches,
      league: leagues.name,
      round: rounds.name,
      knockout: rounds.isKnockout,
      venue: venues.name,
    })
    .from(matches)
    .innerJoin(leagues, eq(leagues.id, matches.leagueId))
    .leftJoin(rounds, eq(rounds.id, matches.roundId))
    .leftJoin(venues, eq(venues.id, matches.venueId))
    .where(eq(matches.id, matchId));
  if (!m) return null;
  const row = m.match;
  const finished = row.state === FINISHED[row.sportId];
  const sides = await db
    .select({
      id: teams.id,
      name: teams.name,
      shortName: teams.shortName,
      colour: teams.colour,
      colour2: teams.colour2,
      strength: teams.strength,
    })
    .from(teams)
    .where(inArray(teams.id, [row.homeTeamId, row.awayTeamId]));
  const home = sides.find((t) => t.id === row.homeTeamId)!;
  const away = sides.find((t) => t.id === row.awayTeamId)!;

  const [events, statRows, boxRows, table, recentHome, recentAway, meetings] = await Promise.all([
    db
      .select({
        type: matchEvents.type,
        side: matchEvents.side,
        minute: matchEvents.minute,
        added: matchEvents.addedMinute,
        playerId: matchEvents.playerId,
        assistId: matchEvents.assistPlayerId,
        homeScore: matchEvents.homeScore,
        awayScore: matchEvents.awayScore,
      })
      .from(matchEvents)
      .where(
        and(
          eq(matchEvents.matchId, matchId),
          inArray(matchEvents.type, [
            MatchEventType.Goal,
            MatchEventType.PenaltyGoal,
            MatchEventType.OwnGoal,
            MatchEventType.YellowCard,
            MatchEventType.SecondYellow,
            MatchEventType.RedCard,
          ]),
        ),
      )
      .orderBy(
        asc(matchEvents.period),
        asc(matchEvents.minute),
        asc(matchEvents.addedMinute),
        asc(matchEvents.second),
        asc(matchEvents.id),
      ),
    db.select().from(matchStats).where(eq(matchStats.matchId, matchId)),
    row.sportId === Sport.Basketball
      ? db
          .select({
            side: playerBoxScores.side,
            playerId: playerBoxScores.playerId,
            points: playerBoxScores.points,
            rebounds: playerBoxScores.rebounds,
            assists: playerBoxScores.assists,
            threes: playerBoxScores.threePointsScored,
          })
          .from(playerBoxScores)
          .where(eq(playerBoxScores.matchId, matchId))
          .orderBy(desc(playerBoxScores.points))
          .limit(4)
      : Promise.resolve([]),
    tableFacts(db, row, finished),
    recentOf(db, row.homeTeamId, row.sportId, row.kickoff),
    recentOf(db, row.awayTeamId, row.sportId, row.kickoff),
    db
      .select({
        homeScore: matches.homeScore,
        awayScore: matches.awayScore,
        homeTeamId: matches.homeTeamId,
        kickoff: matches.kickoff,
      })
      .from(matches)
      .where(
        and(
          ne(matches.id, matchId),
          eq(matches.state, FINISHED[row.sportId]),
          lt(matches.kickoff, row.kickoff),
          or(
            and(eq(matches.homeTeamId, row.homeTeamId), eq(matches.awayTeamId, row.awayTeamId)),
            and(eq(matches.homeTeamId, row.awayTeamId), eq(matches.awayTeamId, row.homeTeamId)),
          ),
        ),
      )
      .orderBy(desc(matches.kickoff))
      .limit(5),
  ]);

  const playerIds = [
    ...new Set([
      ...events.flatMap((e) => [e.playerId, e.assistId]).filter((id): id is number => id !== null),
      ...boxRows.map((b) => b.playerId),
    ]),
  ];
  const names = playerIds.length
    ? new Map(
        (
          await db
            .select({ id: players.id, name: players.name })
            .from(players)
            .where(inArray(players.id, playerIds))
        ).map((p) => [p.id, p.name]),
      )
    : new Map<number, string>();
  const nameOf = (id: number | null) => (id === null ? "" : (names.get(id) ?? ""));

  const goals: GoalFact[] = [];
  const cards: CardFact[] = [];
  for (const e of events) {
    const side = e.side ?? "home";
    const minute = minuteText(e.minute, e.added);
    if (
      e.type === MatchEventType.YellowCard ||
      e.type === MatchEventType.SecondYellow ||
      e.type === MatchEventType.RedCard
    ) {
      cards.push({ side, player: nameOf(e.playerId), minute, red: e.type !== MatchEventType.YellowCard });
      continue;
    }
    goals.push({
      side,
      player: nameOf(e.playerId),
      playerId: e.playerId,
      assist: e.assistId === null ? null : nameOf(e.assistId) || null,
      minute,
      kind:
        e.type === MatchEventType.OwnGoal
          ? "own"
          : e.type === MatchEventType.PenaltyGoal
            ? "penalty"
            : "goal",
      homeScore: e.homeScore,
      awayScore: e.awayScore,
    });
  }
  const statOf = (side: "home" | "away"): StatFacts | null => {
    const s = statRows.find((r) => r.side === side);
    return s
      ? {
          possession: s.possession,
          shots: s.shots,
          shotsOnTarget: s.shotsOnTarget,
          corners: s.corners,
          fouls: s.fouls,
          saves: s.saves,
        }
      : null;
  };
  const hs = statOf("home");
  const as = statOf("away");

  return {
    id: row.id,
    sportId: row.sportId,
    leagueId: row.leagueId,
    league: m.league,
    round: m.round ?? "",
    knockout: m.knockout ?? false,
    venue: m.venue ?? "",
    kickoff: row.kickoff,
    state: row.state,
    finished,
    home,
    away,
    homeScore: row.homeScore,
    awayScore: row.awayScore,
    homeHalfScore: row.homeHalfScore,
    awayHalfScore: row.awayHalfScore,
    homePenScore: row.homePenScore,
    awayPenScore: row.awayPenScore,
    quarters: {
      home: [row.homeQ1, row.homeQ2, row.homeQ3, row.homeQ4, row.homeOt],
      away: [row.awayQ1, row.awayQ2, row.awayQ3, row.awayQ4, row.awayOt],
    },
    goals,
    cards,
    stats: hs && as && hs.shots + as.shots > 0 ? { home: hs, away: as } : null,
    stars: boxRows.map((b) => ({ ...b, side: b.side as "home" | "away", player: nameOf(b.playerId) })),
    table,
    recent: { home: recentHome, away: recentAway },
    meetings,
  };
}

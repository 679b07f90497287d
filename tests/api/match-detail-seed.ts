import { and, eq, exists, sql } from "drizzle-orm";
import { FootballState } from "@/lib/codes/football-states";
import { MatchEventType } from "@/lib/codes/match-events";
import { OddsMarket } from "@/lib/codes/odds-markets";
import { Sport } from "@/lib/codes/sports";
import { matchEvents, matches } from "@/server/db/schema/matches";
import type { PlayPastMatch, PlayedEvent, PlayedMatch } from "@/server/feed/played-match";
import { seedSports } from "@/server/seed/sports/seed-sports";
import type { Seeding, TestApi } from "../support/test-api";

/**
 * A fixed stand-in for the match engine, rich enough for the match pages: goals with assists (one
 * in first-half stoppage time), cards, a substitution, corners, statistics, lineups with a bench,
 * commentary and in-play odds moves. Basketball matches get a bare result.
 */
export const detailEngine: PlayPastMatch = (m): PlayedMatch => {
  if (m.sportId === Sport.Basketball)
    return {
      state: 10,
      homeScore: 99,
      awayScore: 90,
      events: [],
      stats: null,
      lineups: [],
      boxScores: [],
      commentary: [],
      oddsChanges: [],
    };
  const [h, a] = [m.home.players, m.away.players];
  const homeGoals = (m.engineSeed % 3) + 1;
  const score = { home: 0, away: 0 };
  const goal = (side: "home" | "away", period: number, minute: number, addedMinute = 0): PlayedEvent => {
    score[side]++;
    const squad = side === "home" ? h : a;
    return {
      period,
      minute,
      addedMinute,
      type: MatchEventType.Goal,
      side,
      playerId: squad[9].id,
      assistPlayerId: squad[7].id,
      homeScore: score.home,
      awayScore: score.away,
    };
  };
  const events: PlayedEvent[] = [goal("home", 1, 45, 2)];
  events.push({
    period: 1,
    minute: 30,
    type: MatchEventType.YellowCard,
    side: "away",
    playerId: a[4].id,
    homeScore: 0,
    awayScore: 0,
  });
  events.push({
    period: 1,
    minute: 12,
    type: MatchEventType.Corner,
    side: "home",
    homeScore: 0,
    awayScore: 0,
  });
  const half = { ...score };
  for (let i = 1; i < homeGoals; i++) events.push(goal("home", 2, 50 + i * 10));
  events.push(goal("away", 2, 88));
  events.push({
    period: 2,
    minute: 75,
    type: MatchEventType.Substitution,
    side: "home",
    playerId: h[12].id,
    subOutPlayerId: h[9].id,
    homeScore: homeGoals,
    awayScore: 0,
  });
  const lineup = (side: "home" | "away") =>
    (side === "home" ? h : a).slice(0, 16).map((p, i) => ({
      side,
      playerId: p.id,
      starter: i < 11,
      captain: i === 0,
      position: p.position,
      shirtNumber: p.number,
    }));
  const quotes = m.odds.filter((o) => o.market !== OddsMarket.OverUnder);
  return {
    state: FootballState.Finished,
    homeScore: score.home,
    awayScore: score.away,
    homeHalfScore: half.home,
    awayHalfScore: half.away,
    formations: { home: "4-3-3", away: "4-4-2" },
    events,
    stats: {
      home: {
        possession: 58,
        shots: 14,
        shotsOnTarget: 6,
        corners: 7,
        fouls: 9,
        offsides: 2,
        yellowCards: 0,
        redCards: 0,
        saves: 2,
        attacks: 110,
        dangerousAttacks: 61,
      },
      away: {
        possession: 42,
        shots: 8,
        shotsOnTarget: 3,
        corners: 3,
        fouls: 13,
        offsides: 1,
        yellowCards: 1,
        redCards: 0,
        saves: 4,
        attacks: 84,
        dangerousAttacks: 37,
      },
    },
    lineups: [...lineup("home"), ...lineup("away")],
    boxScores: [],
    commentary: [
      { minute: 1, clock: "1'", text: "比赛开始", homeScore: 0, awayScore: 0 },
      {
        minute: 45,
        clock: "45+2'",
        text: `${m.home.name}进球！`,
        kind: MatchEventType.Goal,
        homeScore: 1,
        awayScore: 0,
      },
      { minute: 90, clock: "90+3'", text: "全场比赛结束", homeScore: score.home, awayScore: score.away },
    ],
    oddsChanges: quotes.map((q) => ({
      ...q,
      home: q.home + 0.05,
      atMs: 20 * 60_000,
      minute: 20,
      state: FootballState.FirstHalf,
      homeScore: 0,
      awayScore: 0,
    })),
  };
};

/** Test clock's demo data with the matches the engine played in full. */
export const detailSeeding: Seeding<Awaited<ReturnType<typeof seedSports>>> = {
  name: "sports-detail",
  seed: (api) => seedSports(api.db, { seed: 7, now: api.clock.now, playPastMatch: detailEngine }),
};

/** A finished football match the engine played (it has a timeline), the latest one. */
export async function playedFootballMatch(api: TestApi) {
  const [m] = await api.db
    .select()
    .from(matches)
    .where(
      and(
        eq(matches.sportId, Sport.Football),
        eq(matches.state, FootballState.Finished),
        exists(
          api.db
            .select({ one: sql`1` })
            .from(matchEvents)
            .where(eq(matchEvents.matchId, matches.id)),
        ),
      ),
    )
    .orderBy(sql`${matches.kickoff} desc`)
    .limit(1);
  return m;
}

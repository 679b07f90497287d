import { and, eq } from "drizzle-orm";
import { FootballState } from "../../../lib/codes/football-states";
import type { FootballTeamStat, TeamBadgeRef } from "../../../lib/contracts/database";
import type { Db } from "../../db/client";
import { matchStats } from "../../db/schema/match-details";
import { matches } from "../../db/schema/matches";

const perMatch = (total: number, n: number) => (n ? Math.round((total / n) * 10) / 10 : 0);

/** Every team's season figures from the finished matches (score, cards, corners) and their technical statistics. */
export async function footballTeamStats(db: Db, seasonId: number, teamsById: Map<number, TeamBadgeRef>) {
  const finished = and(eq(matches.seasonId, seasonId), eq(matches.state, FootballState.Finished));
  const [rows, stats] = await Promise.all([
    db
      .select({
        homeTeamId: matches.homeTeamId,
        awayTeamId: matches.awayTeamId,
        homeScore: matches.homeScore,
        awayScore: matches.awayScore,
        homeYellow: matches.homeYellow,
        awayYellow: matches.awayYellow,
        homeRed: matches.homeRed,
        awayRed: matches.awayRed,
        homeCorners: matches.homeCorners,
        awayCorners: matches.awayCorners,
      })
      .from(matches)
      .where(finished),
    db
      .select({
        side: matchStats.side,
        homeTeamId: matches.homeTeamId,
        awayTeamId: matches.awayTeamId,
        possession: matchStats.possession,
        shots: matchStats.shots,
        shotsOnTarget: matchStats.shotsOnTarget,
      })
      .from(matchStats)
      .innerJoin(matches, eq(matches.id, matchStats.matchId))
      .where(finished),
  ]);
  const sums = new Map<number, Omit<FootballTeamStat, "team"> & { withStats: number }>();
  const of = (id: number) => {
    let s = sums.get(id);
    if (!s) {
      const blank = { played: 0, goalsFor: 0, goalsAgainst: 0, yellow: 0, red: 0, corners: 0 };
      sums.set(id, (s = { ...blank, possession: 0, shots: 0, shotsOnTarget: 0, withStats: 0 }));
    }
    return s;
  };
  for (const m of rows) {
    for (const side of ["home", "away"] as const) {
      const s = of(side === "home" ? m.homeTeamId : m.awayTeamId);
      const other = side === "home" ? "away" : "home";
      s.played++;
      s.goalsFor += m[`${side}Score`];
      s.goalsAgainst += m[`${other}Score`];
      s.yellow += m[`${side}Yellow`];
      s.red += m[`${side}Red`];
      s.corners += m[`${side}Corners`];
    }
  }
  for (const r of stats) {
    const s = of(r.side === "home" ? r.homeTeamId : r.awayTeamId);
    s.withStats++;
    s.possession += r.possession;
    s.shots += r.shots;
    s.shotsOnTarget += r.shotsOnTarget;
  }
  return [...sums.entries()]
    .filter(([id]) => teamsById.has(id))
    .map(([id, { withStats, ...s }]) => ({
      team: teamsById.get(id)!,
      ...s,
      possession: perMatch(s.possession, withStats),
      shots: perMatch(s.shots, withStats),
      shotsOnTarget: perMatch(s.shotsOnTarget, withStats),
    }))
    .sort((a, b) => b.goalsFor - a.goalsFor || a.team.id - b.team.id);
}

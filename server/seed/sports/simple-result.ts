import { Sport } from "../../../lib/codes/sports";
import type { Random } from "../../feed/engine/random";
import { teamById } from "./catalogue";
import type { FixtureMatch } from "./fixtures";
import { leagueById } from "./leagues";
import { basketballExpectation, goalRates } from "./pricing";

/** The score columns of a match row; null where the sport or the moment has none. */
export type ScoreLine = {
  homeScore: number;
  awayScore: number;
  homeHalfScore: number | null;
  awayHalfScore: number | null;
  homePenScore: number | null;
  awayPenScore: number | null;
  homeCorners: number;
  awayCorners: number;
  homeYellow: number;
  awayYellow: number;
  homeRed: number;
  awayRed: number;
  quarters: { home: number[]; away: number[] } | null;
};

function poissonSample(rnd: Random, lambda: number): number {
  const limit = Math.exp(-lambda);
  let k = 0;
  let p = rnd.next();
  while (p > limit) {
    k++;
    p *= rnd.next();
  }
  return k;
}

/**
 * A plausible result without the match engine: goals (and corners, cards) spread over 90 minutes
 * from team strength, quarter scores for basketball; `played` cuts it at a minute for matches in play.
 */
export function simpleResult(rnd: Random, match: FixtureMatch, played = Infinity): ScoreLine {
  const home = teamById.get(match.homeTeamId)!.strength;
  const away = teamById.get(match.awayTeamId)!.strength;
  if (match.sportId === Sport.Basketball) return basketball(rnd, match, home, away, played);

  const rates = goalRates(home, away, match.neutral);
  const minutes = (n: number) => Array.from({ length: n }, () => rnd.int(1, 90)).filter((m) => m <= played);
  const goals = {
    home: minutes(poissonSample(rnd, rates.home)),
    away: minutes(poissonSample(rnd, rates.away)),
  };
  const line: ScoreLine = {
    homeScore: goals.home.length,
    awayScore: goals.away.length,
    homeHalfScore: played >= 45 ? goals.home.filter((m) => m <= 45).length : null,
    awayHalfScore: played >= 45 ? goals.away.filter((m) => m <= 45).length : null,
    homePenScore: null,
    awayPenScore: null,
    homeCorners: minutes(poissonSample(rnd, 5.2 + (home - away) / 20)).length,
    awayCorners: minutes(poissonSample(rnd, 4.4 + (away - home) / 20)).length,
    homeYellow: minutes(poissonSample(rnd, 1.9)).length,
    awayYellow: minutes(poissonSample(rnd, 2.1)).length,
    homeRed: rnd.chance(0.05) ? minutes(1).length : 0,
    awayRed: rnd.chance(0.06) ? minutes(1).length : 0,
    quarters: null,
  };
  if (match.knockout && played >= 90 && line.homeScore === line.awayScore) {
    // Extra time settles four in ten; the rest go to penalties.
    if (!rnd.chance(0.4)) penaltyShootout(rnd, line);
    else if (rnd.chance(0.5)) line.homeScore++;
    else line.awayScore++;
  }
  return line;
}

/** Five kicks each, then sudden death. */
export function penaltyShootout(rnd: Random, line: Pick<ScoreLine, "homePenScore" | "awayPenScore">) {
  let home = 0;
  let away = 0;
  for (let kick = 0; kick < 5; kick++) {
    if (rnd.chance(0.75)) home++;
    if (rnd.chance(0.75)) away++;
  }
  while (home === away) {
    if (rnd.chance(0.75)) home++;
    if (rnd.chance(0.75)) away++;
  }
  line.homePenScore = home;
  line.awayPenScore = away;
}

function basketball(rnd: Random, match: FixtureMatch, home: number, away: number, played: number): ScoreLine {
  const qm = leagueById.get(match.leagueId)!.quarterMinutes ?? 10;
  const e = basketballExpectation(home, away, qm);
  const perQuarter = (mean: number) =>
    Array.from({ length: 4 }, () => Math.max(8, Math.round(mean / 4 + (rnd.next() - 0.5) * 14)));
  const q = { home: perQuarter((e.total + e.margin) / 2), away: perQuarter((e.total - e.margin) / 2) };
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  const complete = played >= 4 * qm;
  if (complete && sum(q.home) === sum(q.away)) {
    q.home.push(rnd.int(8, 16));
    q.away.push(q.home[4] + (rnd.chance(0.5) ? rnd.int(1, 6) : -rnd.int(1, 6)));
  }
  if (!complete) {
    // Quarters not yet played are dropped; the running one is scored pro rata.
    for (const side of [q.home, q.away]) {
      const n = Math.floor(played / qm);
      const part = (played - n * qm) / qm;
      side.splice(n + 1);
      if (side[n] !== undefined) side[n] = Math.round(side[n] * part);
    }
  }
  return {
    homeScore: sum(q.home),
    awayScore: sum(q.away),
    homeHalfScore: played >= 2 * qm ? q.home[0] + q.home[1] : null,
    awayHalfScore: played >= 2 * qm ? q.away[0] + q.away[1] : null,
    homePenScore: null,
    awayPenScore: null,
    homeCorners: 0,
    awayCorners: 0,
    homeYellow: 0,
    awayYellow: 0,
    homeRed: 0,
    awayRed: 0,
    quarters: q,
  };
}

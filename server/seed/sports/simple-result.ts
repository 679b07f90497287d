import { fairExpected } from "../../feed/book-views";
import { BASKETBALL_RULES } from "../../feed/engine/basketball-rules";
import { normal, poisson } from "../../feed/engine/engine-random";
import type { Random } from "../../feed/engine/random";
import type { FixtureMatch } from "./fixtures";
import { pricingInput } from "./pricing";

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

/**
 * A plausible result without the match engine, at the league's levels (league-profiles.ts): goals
 * from the expected goals the engine would play with, corners and cards spread over 90 minutes,
 * quarter scores for basketball; `played` cuts it at a minute for matches in play.
 */
export function simpleResult(rnd: Random, match: FixtureMatch, played = Infinity): ScoreLine {
  const input = pricingInput(match);
  const { profile } = input;
  if (profile.sport === "basketball") return basketball(rnd, fairExpected(input), profile.rules, played);

  const xg = fairExpected(input);
  const edge = (input.home.strength - input.away.strength) * 0.015;
  const minutes = (n: number) => Array.from({ length: n }, () => rnd.int(1, 90)).filter((m) => m <= played);
  const count = (mean: number) => minutes(poisson(rnd, mean)).length;
  const goals = { home: minutes(poisson(rnd, xg.home)), away: minutes(poisson(rnd, xg.away)) };
  const line: ScoreLine = {
    homeScore: goals.home.length,
    awayScore: goals.away.length,
    homeHalfScore: played >= 45 ? goals.home.filter((m) => m <= 45).length : null,
    awayHalfScore: played >= 45 ? goals.away.filter((m) => m <= 45).length : null,
    homePenScore: null,
    awayPenScore: null,
    homeCorners: count(profile.corners * 0.54 * Math.exp(edge)),
    awayCorners: count(profile.corners * 0.46 * Math.exp(-edge)),
    homeYellow: count(profile.yellow * 0.47),
    awayYellow: count(profile.yellow * 0.53),
    homeRed: rnd.chance(profile.red * 0.47) ? minutes(1).length : 0,
    awayRed: rnd.chance(profile.red * 0.53) ? minutes(1).length : 0,
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

// A side's quarter varies by ~6 points in the NBA (a game's total by ~12), a little less where the
// level is lower; an overtime is five minutes at the game's pace.
const QUARTER_SD = 6;

function basketball(
  rnd: Random,
  expected: { home: number; away: number },
  rules: keyof typeof BASKETBALL_RULES,
  played: number,
): ScoreLine {
  const qm = BASKETBALL_RULES[rules].quarterMinutes;
  const sd = QUARTER_SD * Math.sqrt((expected.home + expected.away) / 228);
  const perQuarter = (mean: number) =>
    Array.from({ length: 4 }, () => Math.max(8, Math.round(mean / 4 + normal(rnd, 0, sd))));
  const q = { home: perQuarter(expected.home), away: perQuarter(expected.away) };
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  const complete = played >= 4 * qm;
  const overtime = (mean: number) =>
    Math.max(2, Math.round((mean * 5) / (4 * qm) + normal(rnd, 0, sd) * 0.6));
  while (complete && sum(q.home) === sum(q.away)) {
    q.home.push(overtime(expected.home));
    q.away.push(overtime(expected.away));
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

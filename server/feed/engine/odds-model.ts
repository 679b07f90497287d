import { BASKETBALL_RULES } from "./basketball-rules";
import { clamp } from "./engine-random";
import { poissonPmf } from "./football-model";
import {
  asianProbabilities,
  combine,
  normalCdf,
  priceOdds,
  priceWaters,
  quarterSteps,
  type Discrete,
} from "./odds-math";
import type {
  BasketballRulesName,
  BookQuotes,
  BookTilt,
  FairMarket,
  LineChance,
  LiveScore,
  Margins,
  Sides,
  Strength,
} from "./types";

const MAX_GOALS = 12;
const logit = (p: number) => Math.log(p / (1 - p));
const logistic = (x: number) => 1 / (1 + Math.exp(-x));
const chance = (line: number, p: number): LineChance => ({ line, p, x: logit(clamp(p, 1e-9, 1 - 1e-9)) });
const GOAL_MINUTES = 94; // 90 plus typical stoppage time
const EXTRA_MINUTES = 121;
// Lines this far either side of the expected difference / total are enough to find the balanced one.
const LINE_REACH = 2;

/** A margin (overround − 1) a real book could run: 2 % (Pinnacle's Asian lines) to 15 %. */
export const clampMargin = (margin: number) => clamp(margin, 0.02, 0.15);
/** A typical book: 5.5 % on 1X2, three quarters of that on the Asian lines. */
export const TYPICAL_MARGINS: Margins = { european: 0.055, asian: 0.041 };
export const NO_TILT: BookTilt = { side: 0, total: 0 };

/** Expected goals still to come, with game state: the side behind pushes, a sending-off hurts. */
function remainingGoals(expected: Sides<number>, score: LiveScore, minute: number): Sides<number> {
  const left = score.extraTime
    ? Math.max(0.3, EXTRA_MINUTES - minute) * 0.85
    : Math.max(0.5, GOAL_MINUTES - minute);
  const lead = score.homeScore - score.awayScore;
  const push = (ahead: number) => (ahead > 0 ? 0.9 : ahead < 0 ? 1.12 : 1);
  const reds = (own = 0, theirs = 0) => Math.pow(0.75, own) * Math.pow(1.2, theirs);
  return {
    home: ((expected.home * left) / GOAL_MINUTES) * push(lead) * reds(score.homeRed, score.awayRed),
    away: ((expected.away * left) / GOAL_MINUTES) * push(-lead) * reds(score.awayRed, score.homeRed),
  };
}

function chances(dist: Discrete, from: number, to: number, expected: number): LineChance[] {
  const around = clamp(expected, from, to);
  const lines = quarterSteps(Math.max(from, around - LINE_REACH), Math.min(to, around + LINE_REACH));
  return lines.map((line) => chance(line, asianProbabilities(dist, line)[0]));
}

/**
 * The fair football market `minute` minutes in (0 before kick-off): 1X2 on the final score, the
 * Asian handicap on the goals still to come (以下注时比分为0:0计算) and over/under on all goals,
 * never offering a total already settled.
 */
export function footballFair(
  expected: Sides<number>,
  score: LiveScore = { homeScore: 0, awayScore: 0 },
  minute = 0,
): FairMarket {
  const rest = remainingGoals(expected, score, minute);
  const home: Discrete = { offset: 0, probs: poissonPmf(rest.home, MAX_GOALS) };
  const away: Discrete = { offset: 0, probs: poissonPmf(rest.away, MAX_GOALS) };
  const diff = combine(home, away, "diff");
  // In extra time the 90-minute result (1X2) is already known.
  const lead = score.homeScore - score.awayScore;
  const final = score.extraTime ? { offset: lead, probs: [1] } : { ...diff, offset: diff.offset + lead };
  let pHome = 0;
  for (let i = 0; i < final.probs.length; i++) if (final.offset + i > 0) pHome += final.probs[i];
  const pDraw = final.probs[-final.offset] ?? 0;
  const current = score.homeScore + score.awayScore;
  const sum = combine(home, away, "sum");
  const total = { offset: sum.offset + current, probs: sum.probs };
  return {
    european: [pHome, pDraw, Math.max(0, 1 - pHome - pDraw)],
    handicap: chances(diff, -4, 4, rest.home - rest.away),
    total: chances(total, current + 0.5, current + 8, current + rest.home + rest.away),
  };
}

/** Fair chances of home win, draw and away win over 90 minutes with the home side given `handicap` goals (竞彩 让球). */
export function footballOutcomes(expected: Sides<number>, handicap = 0): [number, number, number] {
  const home: Discrete = { offset: 0, probs: poissonPmf(expected.home, MAX_GOALS) };
  const away: Discrete = { offset: 0, probs: poissonPmf(expected.away, MAX_GOALS) };
  const diff = combine(home, away, "diff");
  const out: [number, number, number] = [0, 0, 0];
  diff.probs.forEach((p, i) => {
    const d = diff.offset + i + handicap;
    out[d > 0 ? 0 : d === 0 ? 1 : 2] += p;
  });
  return out;
}

/**
 * Expected points of each side in regulation: the league's level, half the home edge each way
 * (none at a neutral venue) and the strength gap, the margin growing with the pace.
 */
export function basketballExpectedPoints(
  rules: BasketballRulesName,
  points: number,
  home: Strength,
  away: Strength,
  neutral = false,
): Sides<number> {
  const r = BASKETBALL_RULES[rules];
  const edge =
    ((neutral ? 0 : r.homeEdge) + r.marginPerStrength * (home - away)) * (points / r.averagePoints);
  return { home: points + edge / 2, away: points - edge / 2 };
}

function halfPointChances(mean: number, sd: number): LineChance[] {
  const centre = Math.floor(mean) + 0.5;
  return [-2, -1, 0, 1, 2].map((k) => chance(centre + k, 1 - normalCdf((centre + k - mean) / sd)));
}

/**
 * The fair basketball market after `minute` game-clock minutes: margin and total as normal
 * variables on half-point lines (never a push), the moneyline on the margin.
 */
export function basketballFair(
  rules: BasketballRulesName,
  expected: Sides<number>,
  score: LiveScore = { homeScore: 0, awayScore: 0 },
  minute = 0,
): FairMarket {
  const r = BASKETBALL_RULES[rules];
  const gameMinutes = r.quarterMinutes * 4;
  // In overtime the clock left is what remains of the current five minutes.
  const over = r.overtimeMinutes;
  const left = minute < gameMinutes ? gameMinutes - minute : over - ((minute - gameMinutes) % over);
  const share = Math.max(left, 0.05) / gameMinutes;
  const mean = score.homeScore - score.awayScore + (expected.home - expected.away) * share;
  const total = score.homeScore + score.awayScore + (expected.home + expected.away) * share;
  const marginSd = Math.max(1, r.marginSd * Math.sqrt(share));
  const pHome = 1 - normalCdf(-mean / marginSd);
  return {
    european: [pHome, 0, 1 - pHome],
    handicap: halfPointChances(mean, marginSd),
    total: halfPointChances(total, Math.max(1, r.totalSd * Math.sqrt(share))),
  };
}

/** The line a book offers: the one whose two sides are closest to even after its tilt (ties: the smaller line). */
function balanced(candidates: readonly LineChance[], tilt: number): { line: number; p: number } {
  // Closest to even after the tilt is smallest |log-odds + tilt|: no exponentials in the loop.
  let best = candidates[0];
  let gap = Infinity;
  for (const c of candidates) {
    const g = Math.abs(c.x + tilt);
    if (g < gap - 1e-9 || (Math.abs(g - gap) <= 1e-9 && Math.abs(c.line) < Math.abs(best.line))) {
      best = c;
      gap = g;
    }
  }
  return { line: best.line, p: tilt === 0 ? best.p : logistic(best.x + tilt) };
}

/** A book's prices from the fair market: its tilt, then its margins, rounded as it rounds (two decimals). */
export function bookQuotes(
  fair: FairMarket,
  book: { margins: Margins; tilt: BookTilt },
  draw = true,
): BookQuotes {
  const [h, d, a] = fair.european;
  const lean = Math.exp(book.tilt.side);
  const norm = h * lean + d + a / lean;
  const probs = draw ? [(h * lean) / norm, d / norm, a / lean / norm] : [(h * lean) / norm, a / lean / norm];
  const odds = priceOdds(probs, clampMargin(book.margins.european));
  const asian = clampMargin(book.margins.asian);
  const handicap = balanced(fair.handicap, book.tilt.side);
  const total = balanced(fair.total, book.tilt.total);
  const [hw, aw] = priceWaters([handicap.p, 1 - handicap.p], asian);
  const [ow, uw] = priceWaters([total.p, 1 - total.p], asian);
  return {
    european: draw
      ? { home: odds[0], draw: odds[1], away: odds[2] }
      : { home: odds[0], draw: null, away: odds[1] },
    handicap: { line: handicap.line, home: hw, away: aw },
    total: { line: total.line, over: ow, under: uw },
  };
}

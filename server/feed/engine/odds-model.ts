import { BASKETBALL_RULES } from "./basketball-rules";
import { clamp } from "./engine-random";
import { expectedGoals, poissonPmf } from "./football-model";
import {
  asianProbabilities,
  balancedLine,
  combine,
  normalCdf,
  priceOdds,
  priceWaters,
  quarterSteps,
  type Discrete,
} from "./odds-math";
import type {
  BasketballMatchOdds,
  BasketballRulesName,
  FootballMatchOdds,
  LiveScore,
  MatchOdds,
  Sides,
  Strength,
} from "./types";

const MAX_GOALS = 12;
const GOAL_MINUTES = 94; // 90 plus typical stoppage time
const EXTRA_MINUTES = 121;

/** Bookmaker margin (overround) between 4 % and 8 %; 5.5 % when not given. */
export const marginOf = (margin = 0.055) => clamp(margin, 0.04, 0.08);

function goalsLeft(lambda: number): Discrete {
  return { offset: 0, probs: poissonPmf(lambda, MAX_GOALS) };
}

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

/** Asian markets run on a thinner margin than 1X2, as at real books. */
const asianMargin = (margin: number) => margin * 0.75;

function priceFootball(
  expected: Sides<number>,
  margin: number,
  score: LiveScore,
  minute: number,
): FootballMatchOdds {
  const rest = remainingGoals(expected, score, minute);
  const home = goalsLeft(rest.home);
  const away = goalsLeft(rest.away);
  // 1X2 settles on the final score; in extra time the 90-minute result is already known.
  const diff = combine(home, away, "diff");
  const final = score.extraTime
    ? { offset: score.homeScore - score.awayScore, probs: [1] }
    : { ...diff, offset: diff.offset + score.homeScore - score.awayScore };
  const pHome = final.probs.reduce((s, p, i) => s + (final.offset + i > 0 ? p : 0), 0);
  const pDraw = final.probs[-final.offset] ?? 0;
  const [h, d, a] = priceOdds([pHome, pDraw, Math.max(0, 1 - pHome - pDraw)], margin);

  // Asian handicap in play counts only goals from now on (以下注时比分为0:0计算).
  const hLine = balancedLine(quarterSteps(-4, 4), (line) => asianProbabilities(diff, line));
  const [hw, aw] = priceWaters(asianProbabilities(diff, hLine), asianMargin(margin));

  // Over/under counts every goal of the match, and never offers a line that is already settled.
  const current = score.homeScore + score.awayScore;
  const total = combine(home, away, "sum");
  const totalSoFar = { offset: total.offset + current, probs: total.probs };
  const oLine = balancedLine(quarterSteps(current + 0.5, current + 8), (line) =>
    asianProbabilities(totalSoFar, line),
  );
  const [ow, uw] = priceWaters(asianProbabilities(totalSoFar, oLine), asianMargin(margin));

  return {
    sport: "football",
    margin,
    expected,
    european: { home: h, draw: d, away: a },
    handicap: { line: hLine, home: hw, away: aw },
    overUnder: { line: oLine, over: ow, under: uw },
  };
}

export function footballPrematchOdds(home: Strength, away: Strength, margin?: number): FootballMatchOdds {
  return priceFootball(expectedGoals(home, away), marginOf(margin), { homeScore: 0, awayScore: 0 }, 0);
}

export function basketballExpectedPoints(
  rules: BasketballRulesName,
  home: Strength,
  away: Strength,
): Sides<number> {
  const r = BASKETBALL_RULES[rules];
  const half = (r.homeEdge + r.marginPerStrength * (home - away)) / 2;
  return { home: r.averagePoints + half, away: r.averagePoints - half };
}

function priceBasketball(
  base: Omit<BasketballMatchOdds, "handicap" | "total">,
  score: LiveScore,
  minute: number,
): BasketballMatchOdds {
  const { expected, gameMinutes, margin } = base;
  const rules = BASKETBALL_RULES[base.rules];
  // In overtime the clock left is what remains of the current five minutes.
  const over = rules.overtimeMinutes;
  const left = minute < gameMinutes ? gameMinutes - minute : over - ((minute - gameMinutes) % over);
  const share = Math.max(left, 0.05) / gameMinutes;
  const mean = score.homeScore - score.awayScore + (expected.home - expected.away) * share;
  const total = score.homeScore + score.awayScore + (expected.home + expected.away) * share;
  // Half-point lines never push: the spread and the total sit just above the expected numbers.
  const hLine = Math.floor(mean) + 0.5;
  const pHome = 1 - normalCdf((hLine - mean) / Math.max(1, rules.marginSd * Math.sqrt(share)));
  const tLine = Math.floor(total) + 0.5;
  const pOver = 1 - normalCdf((tLine - total) / Math.max(1, rules.totalSd * Math.sqrt(share)));
  const [hw, aw] = priceWaters([pHome, 1 - pHome], asianMargin(margin));
  const [ow, uw] = priceWaters([pOver, 1 - pOver], asianMargin(margin));
  return {
    ...base,
    handicap: { line: hLine, home: hw, away: aw },
    total: { line: tLine, over: ow, under: uw },
  };
}

export function basketballPrematchOdds(
  rules: BasketballRulesName,
  home: Strength,
  away: Strength,
  margin?: number,
): BasketballMatchOdds {
  const gameMinutes = BASKETBALL_RULES[rules].quarterMinutes * 4;
  const expected = basketballExpectedPoints(rules, home, away);
  return priceBasketball(
    { sport: "basketball", rules, margin: marginOf(margin), expected, gameMinutes },
    { homeScore: 0, awayScore: 0 },
    0,
  );
}

/**
 * In-play prices from the prematch ones, the score and the minute played (football: match
 * minute incl. stoppage, e.g. 47 for 45+2'; basketball: game-clock minutes played).
 */
export function liveOdds<T extends MatchOdds>(prematch: T, state: LiveScore, elapsedMinute: number): T;
export function liveOdds(prematch: MatchOdds, state: LiveScore, elapsedMinute: number): MatchOdds {
  if (prematch.sport === "football")
    return priceFootball(prematch.expected, prematch.margin, state, elapsedMinute);
  const { sport, rules, margin, expected, gameMinutes } = prematch;
  return priceBasketball({ sport, rules, margin, expected, gameMinutes }, state, elapsedMinute);
}

import { BasketballState } from "@/lib/codes/basketball-states";
import { FootballPlayType, BasketballPlayType } from "@/lib/codes/play-types";
import {
  LotteryMarket,
  PlanPick,
  PlanResult,
  quotesWater,
  type PlanPickCode,
  type PlanResultCode,
} from "@/lib/codes/expert-plans";
import { FootballState } from "@/lib/codes/football-states";
import { Sport, type SportId } from "@/lib/codes/sports";

/*
 * How plans settle: pure functions, no database. A leg is one match of a plan; the plan's result
 * combines its legs; its payout is what 1 staked returned.
 */

export type LegToSettle = {
  sportId: SportId;
  playType: number;
  pick: PlanPickCode;
  line: number | null;
  lotteryMarket: number | null;
};

export type MatchOutcome = { kind: "final"; homeScore: number; awayScore: number } | { kind: "void" };

/** What a match's state says for settlement: a final score, void (everyone refunded), or not yet. */
export function outcomeOf(m: {
  sportId: SportId;
  state: number;
  homeScore: number;
  awayScore: number;
}): MatchOutcome | null {
  const s = m.state;
  if (m.sportId === Sport.Football) {
    if (s === FootballState.Finished)
      return { kind: "final", homeScore: m.homeScore, awayScore: m.awayScore };
    if (s === FootballState.Postponed || s === FootballState.Cancelled || s === FootballState.Abandoned) {
      return { kind: "void" };
    }
    return null;
  }
  if (s === BasketballState.Finished)
    return { kind: "final", homeScore: m.homeScore, awayScore: m.awayScore };
  if (s === BasketballState.Postponed || s === BasketballState.Cancelled || s === BasketballState.Abandoned) {
    return { kind: "void" };
  }
  return null;
}

type HalfResult = 1 | 0 | -1;
const sign = (x: number): HalfResult => (x > 1e-9 ? 1 : x < -1e-9 ? -1 : 0);

/**
 * Asian settlement of `margin` (the picked side's goals or points, line already applied at 0): a
 * quarter line (x.25, x.75) is half on each neighbouring half-goal line, so the stake splits.
 * `marginAt(l)` gives the picked side's margin against line `l`.
 */
function asian(line: number, marginAt: (l: number) => number): PlanResultCode {
  const quarter = Math.abs((line * 4) % 2) === 1;
  const halves = quarter ? [line - 0.25, line + 0.25] : [line, line];
  const [a, b] = halves.map((l) => sign(marginAt(l)));
  const total = a + b;
  if (total === 2) return PlanResult.Win;
  if (total === -2) return PlanResult.Lose;
  if (total === 0) return PlanResult.Push;
  return total === 1 ? PlanResult.WinHalf : PlanResult.LoseHalf;
}

function threeWay(pick: PlanPickCode, home: number, away: number): PlanResultCode {
  const winner = home > away ? PlanPick.Home : home < away ? PlanPick.Away : PlanPick.Draw;
  return winner === pick ? PlanResult.Win : PlanResult.Lose;
}

function handicap(pick: PlanPickCode, line: number, home: number, away: number): PlanResultCode {
  // line: goals (points) the home side gives; the away pick receives them.
  return asian(line, (l) => (pick === PlanPick.Home ? home - away - l : away - home + l));
}

function overUnder(pick: PlanPickCode, line: number, home: number, away: number): PlanResultCode {
  return asian(line, (l) => (pick === PlanPick.Over ? home + away - l : l - home - away));
}

function isHandicapPlay(sportId: SportId, playType: number) {
  return sportId === Sport.Football
    ? playType === FootballPlayType.Handicap
    : playType === BasketballPlayType.Handicap;
}
function isOverUnderPlay(sportId: SportId, playType: number) {
  return sportId === Sport.Football
    ? playType === FootballPlayType.OverUnder
    : playType === BasketballPlayType.OverUnder;
}

/** The result of one leg against its match's outcome. */
export function settleLeg(leg: LegToSettle, outcome: MatchOutcome): PlanResultCode {
  if (outcome.kind === "void") return PlanResult.Void;
  const { homeScore: h, awayScore: a } = outcome;
  if (isHandicapPlay(leg.sportId, leg.playType)) return handicap(leg.pick, leg.line ?? 0, h, a);
  if (isOverUnderPlay(leg.sportId, leg.playType)) return overUnder(leg.pick, leg.line ?? 0, h, a);
  // 欧赔 and 竞彩: three-way; 竞彩 让球胜平负 adds its handicap (-1: home gives one) to the home score.
  const give = leg.lotteryMarket === LotteryMarket.HandicapWinDrawLose ? (leg.line ?? 0) : 0;
  return threeWay(leg.pick, h + give, a);
}

/**
 * A plan's result from its legs' results (all settled). One leg: its own. 二串一: a void leg drops
 * out and the other decides alone; both void → void; otherwise red only when both are red.
 */
export function combineLegs(results: readonly PlanResultCode[]): PlanResultCode {
  const live = results.filter((r) => r !== PlanResult.Void);
  if (live.length === 0) return PlanResult.Void;
  if (live.length === 1) return live[0];
  return live.every((r) => r === PlanResult.Win) ? PlanResult.Win : PlanResult.Lose;
}

/** Decimal odds of a leg: Hong Kong water (亚盘, 大小) pays 1 + water; 欧赔 and 竞彩 SP are decimal. */
export function decimalOdds(sportId: SportId, playType: number, odds: number): number {
  return quotesWater(sportId, playType) ? 1 + odds : odds;
}

/**
 * What 1 staked returned: 红 the (parlay) odds, 赢半 half the profit, 走 the stake, 输半 half the
 * stake, 黑 nothing; null for a void plan (it does not count). Void legs of a parlay pay 1.
 */
export function planPayout(
  sportId: SportId,
  playType: number,
  legs: readonly { odds: number; result: PlanResultCode }[],
  result: PlanResultCode,
): number | null {
  const odds = legs
    .filter((l) => l.result !== PlanResult.Void)
    .reduce((product, l) => product * decimalOdds(sportId, playType, l.odds), 1);
  const payout = {
    [PlanResult.Pending]: null,
    [PlanResult.Void]: null,
    [PlanResult.Win]: odds,
    [PlanResult.WinHalf]: 1 + (odds - 1) / 2,
    [PlanResult.Push]: 1,
    [PlanResult.LoseHalf]: 0.5,
    [PlanResult.Lose]: 0,
  }[result];
  return payout === null ? null : Math.round(payout * 1000) / 1000;
}

/** Whether the buyers of a settled plan get their price back: void, or a lost 不中退 plan. */
export function refundsBuyers(result: PlanResultCode, refundIfLose: boolean): boolean {
  if (result === PlanResult.Void) return true;
  return refundIfLose && (result === PlanResult.Lose || result === PlanResult.LoseHalf);
}

import { BasketballState, isBasketballNotStarted } from "@/lib/codes/basketball-states";
import type { MatchLive } from "@/lib/contracts/match-list";

export type QuarterKey = "q1" | "q2" | "q3" | "q4" | "ot";
export type QuarterCell = { key: QuarterKey; home: number | null; away: number | null; current: boolean };
export type QuarterTable = {
  cells: QuarterCell[];
  home: number | null;
  away: number | null;
  /** 分差: home minus away; null before tip-off. */
  diff: number | null;
  /** 总分 */
  sum: number | null;
};

const KEYS: QuarterKey[] = ["q1", "q2", "q3", "q4", "ot"];
type Live = Pick<MatchLive, "state" | "homeScore" | "awayScore" | "homeQuarters" | "awayQuarters">;

/** How many periods have begun (5 = overtime); null when the state does not tell (finished, stopped). */
function periodsBegun(state: number): number | null {
  if (state === BasketballState.NotStarted) return 0;
  if (state >= BasketballState.FirstQuarter && state <= BasketballState.FourthQuarter)
    return Math.floor(state / 2);
  if (state === BasketballState.Overtime) return 5;
  return null;
}

/** The period being played now (breaks between quarters have none). */
function runningPeriod(state: number): number | null {
  if (state === BasketballState.Overtime) return 5;
  const isQuarter =
    state >= BasketballState.FirstQuarter && state <= BasketballState.FourthQuarter && state % 2 === 0;
  return isQuarter ? state / 2 : null;
}

/**
 * The 一 二 三 四 加时 cells of a game with 总分 and 分差. A period that has not begun stays blank even
 * when the feed already sends it as 0; overtime has a value only when it was played.
 */
export function buildQuarterTable(live: Live): QuarterTable {
  const begun = periodsBegun(live.state);
  const running = runningPeriod(live.state);
  const cells = KEYS.map((key, i) => {
    const shown = begun === null ? true : i < begun;
    const value = (q: (number | null)[] | null) => (shown ? (q?.[i] ?? null) : null);
    return {
      key,
      home: value(live.homeQuarters),
      away: value(live.awayQuarters),
      current: running === i + 1,
    };
  });
  const scored = !isBasketballNotStarted(live.state) && live.state !== BasketballState.Cancelled;
  return {
    cells,
    home: scored ? live.homeScore : null,
    away: scored ? live.awayScore : null,
    diff: scored ? live.homeScore - live.awayScore : null,
    sum: scored ? live.homeScore + live.awayScore : null,
  };
}

/** Whether the 加时 column has anything to show. */
export const playedOvertime = (t: QuarterTable) => t.cells[4].home !== null || t.cells[4].away !== null;

import { Sport, type SportId } from "../../../lib/codes/sports";
import type { Random } from "../../feed/engine/random";
import { beijingMonday, beijingParts, businessNoon, DAY } from "@/lib/beijing-time";
import type { Draft, RoundRow, SeasonRow } from "./fixtures";
import type { TeamCalendar } from "./team-calendar";

/** Days either side of `now` with full detail: odds, lottery, TV, engine-played results. */
export const WINDOW_DAYS = 14;

/** What the schedulers share while they fill a season: the random stream, team calendars and the output. */
export type Ctx = {
  rnd: Random;
  cal: TeamCalendar;
  drafts: Draft[];
  rounds: RoundRow[];
  from: number;
  to: number;
};

/** Rest between two matches of a team when it can be had: football 2.5 days, basketball 40 hours. */
export const REST_HOURS: Record<SportId, number> = { [Sport.Football]: 60, [Sport.Basketball]: 40 };

export function shuffled<T>(rnd: Random, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = rnd.int(0, i);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** Monday of the season's first week, or of the window's if the season starts later. */
export const firstWeek = (season: SeasonRow, from: number) =>
  Math.min(beijingMonday(businessNoon(season.startDate)), beijingMonday(from));

export function addRound(ctx: Ctx, season: SeasonRow, number: number, name: string, stage: string): RoundRow {
  const round = { id: season.id * 100 + number, seasonId: season.id, number, name, stage, isKnockout: false };
  ctx.rounds.push(round);
  return round;
}

/**
 * FIFA windows: the weeks of the second Saturday of September, October and November and the fourth
 * of March, when football leagues and cups rest (basketball plays on). Only weeks before the
 * two-week window count, so round numbers read right while the visible weeks stay full.
 */
export function isInternationalBreak(ctx: Ctx, sportId: SportId, monday: number): boolean {
  if (sportId !== Sport.Football || monday + 7 * DAY > ctx.from) return false;
  const { month, day } = beijingParts(monday + 5 * DAY);
  return ([9, 10, 11].includes(month) && day >= 8 && day <= 14) || (month === 3 && day >= 22 && day <= 28);
}

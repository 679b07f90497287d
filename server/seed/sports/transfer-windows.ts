import { Sport, type SportId } from "../../../lib/codes/sports";
import { beijingDate, beijingDayStart, DAY } from "@/lib/beijing-time";

/** A registration window as month-day bounds, named per sport (冬窗/夏窗, 赛季中/休赛期). */
type WindowDef = { season: "winter" | "summer"; from: string; to: string };

const EUROPE: readonly WindowDef[] = [
  { season: "winter", from: "01-02", to: "02-02" },
  { season: "summer", from: "07-01", to: "09-01" },
];

// Leagues with windows of their own (league id → windows); the others follow Europe's.
const OWN: Record<number, readonly WindowDef[]> = {
  60: [
    { season: "winter", from: "01-01", to: "02-28" },
    { season: "summer", from: "07-01", to: "07-31" },
  ],
  25: [
    { season: "winter", from: "01-06", to: "03-27" },
    { season: "summer", from: "07-16", to: "08-20" },
  ],
  21: [
    { season: "winter", from: "01-31", to: "04-23" },
    { season: "summer", from: "07-24", to: "08-21" },
  ],
  15: [
    { season: "winter", from: "01-01", to: "03-26" },
    { season: "summer", from: "06-20", to: "07-22" },
  ],
  292: [
    { season: "winter", from: "01-01", to: "01-31" },
    { season: "summer", from: "07-01", to: "09-10" },
  ],
  // NBA: the weeks before the trade deadline and the summer of free agency.
  1: [
    { season: "winter", from: "01-01", to: "02-05" },
    { season: "summer", from: "07-06", to: "09-30" },
  ],
  5: [
    { season: "winter", from: "01-01", to: "02-28" },
    { season: "summer", from: "07-01", to: "09-30" },
  ],
};

const NAMES: Record<SportId, Record<WindowDef["season"], string>> = {
  [Sport.Football]: { winter: "冬窗", summer: "夏窗" },
  [Sport.Basketball]: { winter: "赛季中", summer: "休赛期" },
};

export type OpenedWindow = { name: string; season: WindowDef["season"]; from: number; to: number };

/**
 * The latest winter and summer windows of a league that opened before `now`, each ending no later
 * than the day before `now` (a window still open is cut there). Times are Beijing midnights.
 */
export function latestWindows(sportId: SportId, leagueId: number, now: number): OpenedWindow[] {
  const year = Number(beijingDate(now).slice(0, 4));
  const lastDay = beijingDayStart(beijingDate(now - DAY));
  return (OWN[leagueId] ?? EUROPE).map((w) => {
    const opened = beijingDayStart(`${year}-${w.from}`) <= lastDay ? year : year - 1;
    const from = beijingDayStart(`${opened}-${w.from}`);
    const to = Math.min(beijingDayStart(`${opened}-${w.to}`), lastDay);
    return { name: `${opened}${NAMES[sportId][w.season]}`, season: w.season, from, to };
  });
}

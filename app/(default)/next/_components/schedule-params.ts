import { Sport } from "@/lib/codes/sports";
import { isCalendarDate } from "@/lib/contracts/user";

type Raw = Record<string, string | string[] | undefined>;
export type ScheduleParams = { date?: string; sportId?: number; leagueIds: number[] };

const first = (v: string | string[] | undefined) => ((Array.isArray(v) ? v[0] : v) ?? "").trim();

/** date, sportId and leagueIds of the /next URL; malformed values are dropped. */
export function scheduleParams(raw: Raw): ScheduleParams {
  const date = first(raw.date);
  const sport = Number(first(raw.sportId));
  const ids = first(raw.leagueIds)
    .split(",")
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0 && n < 2 ** 31);
  return {
    date: /^\d{4}-\d{2}-\d{2}$/.test(date) && isCalendarDate(date) ? date : undefined,
    sportId: sport === Sport.Football || sport === Sport.Basketball ? sport : undefined,
    leagueIds: [...new Set(ids)].slice(0, 50),
  };
}

/** The /next URL for these parameters (defaults left out, so the plain page stays the canonical one). */
export function scheduleHref(p: ScheduleParams): string {
  const q = new URLSearchParams();
  if (p.date) q.set("date", p.date);
  if (p.sportId) q.set("sportId", String(p.sportId));
  if (p.leagueIds.length) q.set("leagueIds", p.leagueIds.join(","));
  const s = q.toString();
  return s ? `/next?${s}` : "/next";
}

import { Sport } from "@/lib/codes/sports";
import { isCalendarDate } from "@/lib/beijing-time";
import { MAX_ODDS_LEAGUES } from "@/lib/codes/odds-board";
import { parseIdList } from "@/lib/parse-id";

type Raw = Record<string, string | string[] | undefined>;
export type ScheduleParams = { date?: string; sportId?: number; leagueIds: number[] };

const first = (v: string | string[] | undefined) => ((Array.isArray(v) ? v[0] : v) ?? "").trim();

/** date, sportId and leagueIds of the /next URL; malformed values are dropped. */
export function scheduleParams(raw: Raw): ScheduleParams {
  const date = first(raw.date);
  const sport = Number(first(raw.sportId));
  return {
    date: isCalendarDate(date) ? date : undefined,
    sportId: sport === Sport.Football || sport === Sport.Basketball ? sport : undefined,
    leagueIds: parseIdList(first(raw.leagueIds), MAX_ODDS_LEAGUES) ?? [],
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

import "server-only";
import type { MatchRow } from "@/lib/contracts/match-list";
import type { ScheduleList } from "@/lib/contracts/schedule";
import { isOk } from "./envelope";
import { apiGet } from "./server-fetch";

export const SCHEDULE_REVALIDATE = 30;
export const HOT_MATCHES_REVALIDATE = 30;

/** 赛程 of a business day (today's without one), both sports or one, narrowed to some leagues. */
export async function getSchedule(q: { date?: string; sportId?: number; leagueIds?: readonly number[] }) {
  const params: Record<string, string | number> = {};
  if (q.date) params.date = q.date;
  if (q.sportId) params.sportId = q.sportId;
  if (q.leagueIds?.length) params.leagueIds = q.leagueIds.join(",");
  try {
    const res = await apiGet<ScheduleList>("/live/data/schedule/list", params, {
      revalidate: SCHEDULE_REVALIDATE,
    });
    return isOk(res) ? res.data : null;
  } catch {
    return null;
  }
}

/** Hot matches in play and about to start, both sports (the home page's 热门赛事). */
export async function getHotMatches(size = 8): Promise<MatchRow[]> {
  try {
    const res = await apiGet<MatchRow[]>(
      "/api/match/dataHot",
      { size },
      { revalidate: HOT_MATCHES_REVALIDATE },
    );
    return isOk(res) ? res.data : [];
  } catch {
    return [];
  }
}

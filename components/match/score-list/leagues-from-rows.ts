import type { LeagueFilter } from "@/lib/contracts/football-lists";
import type { ListRow } from "./list-types";

/** The 赛事筛选 choices of a list that came without the api's filter data (e.g. the followed matches). */
export function leaguesFromRows(rows: readonly ListRow[]): LeagueFilter {
  const counts = new Map<number, LeagueFilter["leagues"][number]>();
  for (const r of rows) {
    const league = counts.get(r.league.id);
    if (league) league.count++;
    else
      counts.set(r.league.id, {
        ...r.league,
        sportId: r.sportId,
        fullName: r.league.name,
        isHot: false,
        count: 1,
      });
  }
  const leagues = [...counts.values()];
  return {
    total: rows.length,
    leagues,
    continents: [{ id: 0, name: "", countries: [{ id: 0, name: "", leagueIds: leagues.map((l) => l.id) }] }],
  };
}

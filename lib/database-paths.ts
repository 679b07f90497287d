import { FOOTBALL_LEAGUE_TABS, type FootballLeagueTab } from "@/lib/database-links";
import { parseId } from "@/lib/parse-id";

export type FootballPath =
  | { kind: "league"; id: number; tab: FootballLeagueTab; seasonId?: number }
  | { kind: "team"; id: number }
  | { kind: "player"; id: number };

const isTab = (v: string): v is FootballLeagueTab => (FOOTBALL_LEAGUE_TABS as readonly string[]).includes(v);

/** Reads the football catch-all (the inverse of lib/database-links.ts); null for any other shape, so the page answers 404. */
export function parseFootballPath(slug: readonly string[]): FootballPath | null {
  const [kind, rawId, tab, rawSeason, ...rest] = slug;
  const id = parseId(rawId);
  if (!id || rest.length > 0) return null;
  if (kind === "team" || kind === "player") return tab === undefined ? { kind, id } : null;
  if (kind !== "league") return null;
  if (tab === undefined) return { kind, id, tab: "standings" };
  if (!isTab(tab)) return null;
  if (rawSeason === undefined) return { kind, id, tab };
  const seasonId = parseId(rawSeason);
  return seasonId ? { kind, id, tab, seasonId } : null;
}

/** /database/{fb|lq}/hot/{leagueId}[/{seasonId}]: the numeric parameters of a hot board; null otherwise. */
export function parseHotPath(params: readonly string[]): { leagueId: number; seasonId?: number } | null {
  const [rawLeague, rawSeason, ...rest] = params;
  const leagueId = parseId(rawLeague);
  if (!leagueId || rest.length > 0) return null;
  if (rawSeason === undefined) return { leagueId };
  const seasonId = parseId(rawSeason);
  return seasonId ? { leagueId, seasonId } : null;
}

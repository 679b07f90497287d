import { API_GATEWAY } from "@/lib/api/envelope";
import { Sport } from "@/lib/codes/sports";

/** Tabs of a football competition's page; the first is the page without a tab segment. */
export const FOOTBALL_LEAGUE_TABS = ["standings", "schedule", "scorers", "teams", "transfers"] as const;
export type FootballLeagueTab = (typeof FOOTBALL_LEAGUE_TABS)[number];

const isBasketball = (sportId: number) => sportId === Sport.Basketball;

/** The one place that knows the database pages' URLs (SPEC §2 "Database"). */
export function databaseHome(sportId: number): string {
  return isBasketball(sportId) ? "/database/lq/page" : "/database/fb/page";
}

export function leagueHref(
  sportId: number,
  leagueId: number,
  tab: FootballLeagueTab = "standings",
  seasonId?: number,
) {
  if (isBasketball(sportId)) return `/database/lq/${leagueId}`;
  const base = `/database/fb/league/${leagueId}`;
  if (seasonId) return `${base}/${tab}/${seasonId}`;
  return tab === "standings" ? base : `${base}/${tab}`;
}

export function teamHref(sportId: number, teamId: number): string {
  return isBasketball(sportId) ? `/database/lq/team/${teamId}` : `/database/fb/team/${teamId}`;
}

export function playerHref(sportId: number, playerId: number): string {
  return isBasketball(sportId) ? `/database/lq/player/${playerId}` : `/database/fb/player/${playerId}`;
}

/** The hot board of a league's season: top scorers (football) or points leaders (basketball). */
export function hotBoardHref(sportId: number, leagueId: number, seasonId?: number): string {
  const base = `/database/${isBasketball(sportId) ? "lq" : "fb"}/hot/${leagueId}`;
  return seasonId ? `${base}/${seasonId}` : base;
}

export function matchPageHref(sportId: number, matchId: number): string {
  return isBasketball(sportId) ? `/basketball/live/${matchId}` : `/football/live/${matchId}`;
}

/** A team's crest (`logo`, a path under the api) as the browser reaches it: the same-origin gateway. */
export const crestSrc = (logo: string) => `${API_GATEWAY}${logo}`;

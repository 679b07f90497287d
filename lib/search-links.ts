import { personalHref } from "@/lib/codes/personal-tabs";
import { Sport } from "@/lib/codes/sports";

/**
 * The one place that knows where a search hit leads. The database pages (SPEC §2 "Database",
 * lib/database-links.ts on branch i13-database) are not on this branch's base yet, so teams and
 * players lead to the match page of their nearest match (line-ups, form, head-to-head) and
 * competitions to their schedule; switch these to teamHref / playerHref / leagueHref once
 * those pages exist.
 */
export function matchHref(sportId: number, matchId: number): string {
  return sportId === Sport.Basketball ? `/basketball/live/${matchId}` : `/football/live/${matchId}`;
}

export function competitionHref(sportId: number, leagueId: number): string {
  return `/next?sportId=${sportId}&leagueIds=${leagueId}`;
}

/** A team's (or its player's) page: the team's nearest match's page, else its sport's score list. */
export function teamHref(sportId: number, nearestMatchId: number | null): string {
  if (nearestMatchId) return matchHref(sportId, nearestMatchId);
  return sportId === Sport.Basketball ? "/basketball" : "/football";
}

export const articleHref = (articleId: number) => `/news/${articleId}`;
/** Experts' own pages (/guide/expert/info) are not on this base yet: their personal page. */
export const expertHref = (userId: number, isAnchor: number) => personalHref({ id: userId, isAnchor });

import { leagueHref, matchPageHref, playerHref, teamHref } from "@/lib/database-links";

/*
 * The one place that knows where a search hit leads: players, teams and competitions to their
 * database pages (lib/database-links.ts), matches to their match page, articles and experts to
 * their own pages.
 */
export { matchPageHref };

export const teamHitHref = (sportId: number, teamId: number) => teamHref(sportId, teamId);

export const playerHitHref = (sportId: number, playerId: number) => playerHref(sportId, playerId);

export const competitionHitHref = (sportId: number, leagueId: number) => leagueHref(sportId, leagueId);

export const articleHitHref = (articleId: number) => `/news/${articleId}`;

export const expertHitHref = (userId: number) => `/guide/expert/info/${userId}`;

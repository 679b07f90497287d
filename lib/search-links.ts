import { businessDate, DAY } from "@/lib/beijing-time";
import { PAGE_DATE_WINDOW_DAYS } from "@/lib/page-query";
import { Sport } from "@/lib/codes/sports";

/*
 * The one place that knows where a search hit leads. The database pages (SPEC §2 "Database";
 * lib/database-links.ts on branch i13-database) are not on this branch's base, so until they are:
 * a team or a player leads to the match page of the team's nearest match (line-ups, form,
 * head-to-head) and a competition to
 * its next match day's schedule. Once they are merged, each *HitHref below
 * becomes database-links' teamHref / playerHref / leagueHref / matchPageHref.
 */

export function matchPageHref(sportId: number, matchId: number): string {
  return sportId === Sport.Basketball ? `/basketball/live/${matchId}` : `/football/live/${matchId}`;
}

/** Until the database pages exist: the team's nearest match, else its sport's score list. */
const nearestMatchPage = (sportId: number, nearestMatchId: number | null) =>
  nearestMatchId
    ? matchPageHref(sportId, nearestMatchId)
    : sportId === Sport.Basketball
      ? "/basketball"
      : "/football";

export function teamHitHref(sportId: number, _teamId: number, nearestMatchId: number | null): string {
  return nearestMatchPage(sportId, nearestMatchId);
}

export function playerHitHref(sportId: number, _playerId: number, teamNearestMatchId: number | null): string {
  return nearestMatchPage(sportId, teamNearestMatchId);
}

/**
 * Until the database pages exist: the schedule of the day of the competition's next match (from
 * `todayStart` on, within the schedule's date window), else the page of its latest match.
 */
export function competitionHitHref(
  sportId: number,
  leagueId: number,
  nearestMatch: { id: number; kickoff: number } | null,
  todayStart: number,
): string {
  if (!nearestMatch) return `/next?sportId=${sportId}&leagueIds=${leagueId}`;
  const upcoming =
    nearestMatch.kickoff >= todayStart &&
    nearestMatch.kickoff < todayStart + (PAGE_DATE_WINDOW_DAYS - 1) * DAY;
  if (!upcoming) return matchPageHref(sportId, nearestMatch.id);
  return `/next?date=${businessDate(nearestMatch.kickoff)}&sportId=${sportId}&leagueIds=${leagueId}`;
}

export const articleHitHref = (articleId: number) => `/news/${articleId}`;

export const expertHitHref = (userId: number) => `/guide/expert/info/${userId}`;

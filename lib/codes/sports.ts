export const Sport = {
  Football: 1,
  Basketball: 2,
} as const;

export type SportId = (typeof Sport)[keyof typeof Sport];

export const SPORT_LABELS: Record<SportId, string> = { 1: "足球", 2: "篮球" };

export function isSportId(id: number): id is SportId {
  return Object.hasOwn(SPORT_LABELS, id);
}

/** Regular league (points table) or cup (knockout, possibly after a league phase). */
export const LeagueType = {
  League: 1,
  Cup: 2,
} as const;

export type LeagueTypeCode = (typeof LeagueType)[keyof typeof LeagueType];

export const LEAGUE_TYPE_LABELS: Record<LeagueTypeCode, string> = { 1: "联赛", 2: "杯赛" };

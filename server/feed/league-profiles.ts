import { LeagueType, Sport, type LeagueTypeCode, type SportId } from "@/lib/codes/sports";
import type { BasketballRulesName, FootballLevels } from "./engine/types";

/**
 * How a league scores, from its recent seasons (2023-24 … 2025-26 averages, rounded): football per
 * match (both sides), basketball points per side between equal teams and the rules it plays. The
 * engine's scripts, the odds and the score-only results all start from these numbers.
 */
export type FootballProfile = { sport: "football" } & FootballLevels;
export type BasketballProfile = { sport: "basketball"; rules: BasketballRulesName; points: number };
export type LeagueProfile = FootballProfile | BasketballProfile;

/** What a profile is chosen by: the league's id, else its name, else its sport, type and level. */
export type LeagueKey = { id: number; sportId: SportId; name: string; type: LeagueTypeCode; level: number };

const football = (goals: number, yellow: number, red: number, corners: number): FootballProfile => ({
  sport: "football",
  goals,
  yellow,
  red,
  corners,
});
const basketball = (rules: BasketballRulesName, points: number): BasketballProfile => ({
  sport: "basketball",
  rules,
  points,
});

// prettier-ignore
const BY_ID: Record<number, LeagueProfile> = {
  36: football(2.9, 4.0, 0.1, 10.3), // 英超: fewer cards than the continent
  31: football(2.6, 5.3, 0.25, 9.4), // 西甲: the most cards of the big five
  8: football(3.1, 4.0, 0.1, 9.7), // 德甲
  34: football(2.6, 4.6, 0.18, 9.6), // 意甲
  11: football(2.8, 3.9, 0.22, 9.3), // 法甲
  60: football(2.9, 4.2, 0.15, 9.8), // 中超
  103: football(3.1, 3.8, 0.1, 10.0), // 欧冠
  113: football(2.8, 4.0, 0.12, 9.8), // 欧联
  75: football(2.7, 3.6, 0.08, 9.3), // 世界杯
  192: football(3.0, 4.0, 0.12, 9.5), // 亚冠
  16: football(3.2, 3.5, 0.12, 9.8), // 荷甲
  23: football(2.6, 5.0, 0.22, 9.6), // 葡超
  37: football(2.5, 4.0, 0.12, 10.2), // 英冠
  9: football(3.0, 4.3, 0.13, 9.8), // 德乙
  33: football(2.2, 5.4, 0.25, 9.6), // 西乙
  29: football(2.8, 3.6, 0.12, 10.0), // 苏超
  30: football(2.9, 4.8, 0.22, 9.8), // 土超
  292: football(3.0, 4.2, 0.16, 9.4), // 沙特联
  25: football(2.6, 2.2, 0.06, 9.6), // 日职联: very few cards
  15: football(2.6, 3.3, 0.1, 9.3), // 韩K联
  4: football(2.3, 5.0, 0.22, 10.0), // 巴甲
  1: basketball("NBA", 114),
  5: basketball("CBA", 100),
  7: basketball("FIBA", 82), // 欧篮联
};

// Leagues known by name until the catalogue gives them an id here.
// prettier-ignore
const BY_NAME: Record<string, LeagueProfile> = {
  美职联: football(3.0, 3.8, 0.15, 9.8),
  墨超: football(2.7, 4.6, 0.2, 9.8),
  阿甲: football(2.2, 5.2, 0.25, 9.4),
  澳超: football(3.0, 3.6, 0.1, 9.8),
  NBA: basketball("NBA", 114),
  CBA: basketball("CBA", 100),
  WNBA: basketball("FIBA", 82),
};

const TOP_LEAGUE = football(2.75, 4.2, 0.15, 9.8);
const LOWER_LEAGUE = football(2.55, 4.3, 0.15, 9.8);
const CUP = football(2.9, 3.9, 0.12, 9.8);

/** The league's profile; a league this table does not know gets its sport's default for its tier. */
export function leagueProfile(league: LeagueKey): LeagueProfile {
  const known = BY_ID[league.id] ?? BY_NAME[league.name];
  if (known && (known.sport === "football") === (league.sportId === Sport.Football)) return known;
  if (league.sportId === Sport.Basketball) return basketball("FIBA", league.level >= 2 ? 80 : 83);
  if (league.type === LeagueType.Cup || league.level === 0) return CUP;
  return league.level >= 2 ? LOWER_LEAGUE : TOP_LEAGUE;
}

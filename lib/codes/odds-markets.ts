import { BasketballPlayType, FootballPlayType } from "./play-types";

/**
 * Odds markets stored for both sports, coded with the football play types (SPEC §3):
 * 1 欧赔 (basketball: moneyline, no draw), 2 亚盘 / 让分, 3 大小球 / 大小分.
 */
export const OddsMarket = {
  European: FootballPlayType.European,
  Handicap: FootballPlayType.Handicap,
  OverUnder: FootballPlayType.OverUnder,
} as const;

export type OddsMarketCode = (typeof OddsMarket)[keyof typeof OddsMarket];

export const ODDS_MARKETS: readonly OddsMarketCode[] = [
  OddsMarket.European,
  OddsMarket.Handicap,
  OddsMarket.OverUnder,
];

/** Basketball play type (1 让分, 2 大小分) → the stored market; null for other codes. */
export function basketballPlayTypeMarket(playType: number): OddsMarketCode | null {
  if (playType === BasketballPlayType.Handicap) return OddsMarket.Handicap;
  if (playType === BasketballPlayType.OverUnder) return OddsMarket.OverUnder;
  return null;
}

/** The score lists' odds columns quote 皇冠 (Crown), as 球探's lists do. */
export const LIST_COMPANY_ID = 3;

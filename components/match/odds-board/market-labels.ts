import { Sport } from "@/lib/codes/sports";
import { ODDS_MARKETS } from "@/lib/codes/odds-markets";

/** 欧赔 / 亚盘 / 大小球, or 欧赔 / 让分 / 大小分 for basketball. */
export function marketLabels(t: (key: string) => string, sportId: number): Record<number, string> {
  const group = sportId === Sport.Basketball ? "basketballMarkets" : "markets";
  return Object.fromEntries(ODDS_MARKETS.map((m) => [m, t(`${group}.${m}`)]));
}

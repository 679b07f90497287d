import { basketballPlayTypeLabel, footballPlayTypeLabel } from "@/lib/codes/play-types";
import { Sport } from "@/lib/codes/sports";

/** 欧赔 / 亚盘 / 大小球 / 竞彩… or 让分 / 大小分, by the plan's sport. */
export function playTypeLabel(sportId: number, playType: number): string {
  return sportId === Sport.Basketball ? basketballPlayTypeLabel(playType) : footballPlayTypeLabel(playType);
}

export const planHref = (code: string | number) => `/guide/${code}`;
export const expertHref = (userId: number) => `/guide/expert/info/${userId}`;
export const matchPlansHref = (sportId: number, matchId: number) =>
  `/${sportId === Sport.Basketball ? "basketball" : "football"}/plan/${matchId}`;

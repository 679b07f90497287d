import { BasketballPlayType, FootballPlayType } from "@/lib/codes/play-types";
import { Sport } from "@/lib/codes/sports";
import type { PublishMode } from "./publish-form";

/** /recommend/comList: 胜平负 (欧赔) and the 竞彩 plays. */
export const COMLIST_MODES: readonly PublishMode[] = [
  { sportId: Sport.Football, playType: FootballPlayType.European },
  { sportId: Sport.Football, playType: FootballPlayType.LotterySingle },
  { sportId: Sport.Football, playType: FootballPlayType.LotteryTwoLegParlay },
];

/** /recommend/yapan: 亚盘 and basketball's 让分. */
export const HANDICAP_MODES: readonly PublishMode[] = [
  { sportId: Sport.Football, playType: FootballPlayType.Handicap },
  { sportId: Sport.Basketball, playType: BasketballPlayType.Handicap },
];

/** /recommend/daxiaoqiu: 大小球 and basketball's 大小分. */
export const OVER_UNDER_MODES: readonly PublishMode[] = [
  { sportId: Sport.Football, playType: FootballPlayType.OverUnder },
  { sportId: Sport.Basketball, playType: BasketballPlayType.OverUnder },
];

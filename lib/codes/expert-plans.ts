import { Sport, type SportId } from "./sports";
import { BasketballPlayType, FootballPlayType } from "./play-types";

/**
 * Expert plans (方案): value codes shared by the api and the pages. Play types are SPEC §3's
 * (lib/codes/play-types.ts): football 1 欧赔/胜平负, 2 亚盘/让球, 3 大小球, 4 竞彩单关, 5 竞彩二串一;
 * basketball 1 让分, 2 大小分.
 */

/** The side a plan backs. 欧赔/竞彩: home / draw / away; 亚盘/让分: home / away; 大小: over / under. */
export const PlanPick = {
  Home: "home",
  Draw: "draw",
  Away: "away",
  Over: "over",
  Under: "under",
} as const;
export type PlanPickCode = (typeof PlanPick)[keyof typeof PlanPick];
export const PLAN_PICKS: readonly PlanPickCode[] = Object.values(PlanPick);

/** 竞彩 legs (play types 4 and 5) are either 胜平负 or 让球胜平负 with the 竞彩 handicap. */
export const LotteryMarket = { WinDrawLose: 1, HandicapWinDrawLose: 2 } as const;
export type LotteryMarketCode = (typeof LotteryMarket)[keyof typeof LotteryMarket];
export const LOTTERY_MARKET_LABELS: Record<LotteryMarketCode, string> = { 1: "胜平负", 2: "让球胜平负" };

/**
 * Result of a settled plan (and of each leg). 0 while the match is not settled. 6 (无效): the
 * match was postponed or cancelled, every buyer got the price back.
 */
export const PlanResult = {
  Pending: 0,
  Win: 1,
  Lose: 2,
  Push: 3,
  WinHalf: 4,
  LoseHalf: 5,
  Void: 6,
} as const;
export type PlanResultCode = (typeof PlanResult)[keyof typeof PlanResult];
export const PLAN_RESULT_LABELS: Record<PlanResultCode, string> = {
  0: "待开奖",
  1: "红",
  2: "黑",
  3: "走",
  4: "赢半",
  5: "输半",
  6: "无效",
};
export function planResultLabel(code: number): string {
  return Object.hasOwn(PLAN_RESULT_LABELS, code) ? PLAN_RESULT_LABELS[code as PlanResultCode] : "";
}
/** 红 and 赢半 count as hits (中), 黑 and 输半 as misses; 走 and 无效 count as neither. */
export function isHit(result: number): boolean {
  return result === PlanResult.Win || result === PlanResult.WinHalf;
}
export function isMiss(result: number): boolean {
  return result === PlanResult.Lose || result === PlanResult.LoseHalf;
}

/**
 * Status of a plan as the lists show it (computed from kick-off and settlement): 1 在售 (before
 * kick-off), 2 待开奖 (kicked off, not settled), 3 已结算, 4 已退款 (a match postponed or cancelled:
 * every buyer refunded). A lost 不中退 plan is 3 with its buyers' `refunded` true.
 */
export const PlanStatus = { OnSale: 1, Waiting: 2, Settled: 3, Void: 4 } as const;
export type PlanStatusCode = (typeof PlanStatus)[keyof typeof PlanStatus];
export const PLAN_STATUS_LABELS: Record<PlanStatusCode, string> = {
  1: "在售",
  2: "待开奖",
  3: "已结算",
  4: "已退款",
};

/** What a fan may filter the plan list by: price (0 all, 1 free, 2 paid). */
export const PlanPriceFilter = { All: 0, Free: 1, Paid: 2 } as const;
export type PlanPriceFilterCode = (typeof PlanPriceFilter)[keyof typeof PlanPriceFilter];

/** Plan list order: 1 newest, 2 most bought (热门), 3 kick-off soonest. */
export const PlanSort = { Newest: 1, Hot: 2, KickoffSoon: 3 } as const;
export type PlanSortCode = (typeof PlanSort)[keyof typeof PlanSort];

/** Boards: 1 命中率, 2 连红, 3 回报率, 4 近10场. */
export const BoardType = { HitRate: 1, Streak: 2, ReturnRate: 3, Recent: 4 } as const;
export type BoardTypeCode = (typeof BoardType)[keyof typeof BoardType];
export const BOARD_TYPE_LABELS: Record<BoardTypeCode, string> = {
  1: "命中率",
  2: "连红",
  3: "回报率",
  4: "近10场",
};
export function isBoardType(code: number): code is BoardTypeCode {
  return Object.hasOwn(BOARD_TYPE_LABELS, code);
}

/** Expert application (成为专家) states; -1 when the user never applied. */
export const ExpertApplicationStatus = { None: -1, Pending: 0, Approved: 1, Rejected: 2 } as const;
export type ExpertApplicationStatusCode =
  (typeof ExpertApplicationStatus)[keyof typeof ExpertApplicationStatus];

export const PLAN_LIMITS = {
  /** Diamonds; 0 = free. */
  maxPrice: 1000,
  titleMax: 40,
  analysisMin: 20,
  analysisMax: 2000,
  /** 近N场 of the records. */
  recentCount: 10,
  /** An expert needs this many decided plans to appear on the 命中率 and 回报率 boards. */
  boardMinDecided: 5,
  boardSize: 20,
  applicationTitleMax: 20,
  applicationIntroMax: 300,
  applicationTagsMax: 60,
} as const;

/** The play types of a sport, in SPEC order. */
export function playTypesOf(sportId: SportId): readonly number[] {
  return sportId === Sport.Football ? Object.values(FootballPlayType) : Object.values(BasketballPlayType);
}

export function isPlayTypeOf(sportId: number, playType: number): boolean {
  return (
    (sportId === Sport.Football || sportId === Sport.Basketball) && playTypesOf(sportId).includes(playType)
  );
}

/** How many matches (legs) a plan of this play type covers: 二串一 two, everything else one. */
export function legCountOf(sportId: SportId, playType: number): number {
  return sportId === Sport.Football && playType === FootballPlayType.LotteryTwoLegParlay ? 2 : 1;
}

/** Whether a leg of this play type is a 竞彩 leg (胜平负 / 让球胜平负 with its SP). */
export function isLotteryPlay(sportId: SportId, playType: number): boolean {
  return (
    sportId === Sport.Football &&
    (playType === FootballPlayType.LotterySingle || playType === FootballPlayType.LotteryTwoLegParlay)
  );
}

/**
 * Whether the quoted price of this play type is Hong Kong water (亚盘, 大小球, 让分, 大小分: a 0.92
 * win pays 0.92 per 1 staked) rather than decimal odds (欧赔, 竞彩 SP: 1.85 returns 1.85).
 */
export function quotesWater(sportId: SportId, playType: number): boolean {
  if (sportId === Sport.Basketball) return true;
  return playType === FootballPlayType.Handicap || playType === FootballPlayType.OverUnder;
}

/** The picks allowed for a play type. */
export function picksOf(sportId: SportId, playType: number): readonly PlanPickCode[] {
  const overUnder =
    (sportId === Sport.Football && playType === FootballPlayType.OverUnder) ||
    (sportId === Sport.Basketball && playType === BasketballPlayType.OverUnder);
  if (overUnder) return [PlanPick.Over, PlanPick.Under];
  const withDraw = sportId === Sport.Football && playType !== FootballPlayType.Handicap;
  return withDraw ? [PlanPick.Home, PlanPick.Draw, PlanPick.Away] : [PlanPick.Home, PlanPick.Away];
}

const PICK_LABELS: Record<PlanPickCode, string> = {
  home: "主胜",
  draw: "平",
  away: "客胜",
  over: "大",
  under: "小",
};
/** 主胜 / 平 / 客胜 / 大 / 小; for handicap plays 主 / 客 (the line says the rest). */
export function pickLabel(sportId: SportId, playType: number, pick: string): string {
  if (!Object.hasOwn(PICK_LABELS, pick)) return "";
  const handicap =
    (sportId === Sport.Football && playType === FootballPlayType.Handicap) ||
    (sportId === Sport.Basketball && playType === BasketballPlayType.Handicap);
  if (handicap) return pick === PlanPick.Home ? "主队" : "客队";
  return PICK_LABELS[pick as PlanPickCode];
}

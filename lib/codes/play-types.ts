export const FootballPlayType = {
  European: 1,
  Handicap: 2,
  OverUnder: 3,
  LotterySingle: 4,
  LotteryTwoLegParlay: 5,
} as const;

export const BasketballPlayType = {
  Handicap: 1,
  OverUnder: 2,
} as const;

export type FootballPlayTypeCode = (typeof FootballPlayType)[keyof typeof FootballPlayType];
export type BasketballPlayTypeCode = (typeof BasketballPlayType)[keyof typeof BasketballPlayType];

export const FOOTBALL_PLAY_TYPE_LABELS: Record<FootballPlayTypeCode, string> = {
  1: "欧赔",
  2: "亚盘",
  3: "大小球",
  4: "竞彩单关",
  5: "竞彩二串一",
};

export const BASKETBALL_PLAY_TYPE_LABELS: Record<BasketballPlayTypeCode, string> = {
  1: "让分",
  2: "大小分",
};

/** Chinese label for a football play type; "" for codes outside the SPEC table. */
export function footballPlayTypeLabel(code: number): string {
  return Object.hasOwn(FOOTBALL_PLAY_TYPE_LABELS, code)
    ? FOOTBALL_PLAY_TYPE_LABELS[code as FootballPlayTypeCode]
    : "";
}

/** Chinese label for a basketball play type; "" for codes outside the SPEC table. */
export function basketballPlayTypeLabel(code: number): string {
  return Object.hasOwn(BASKETBALL_PLAY_TYPE_LABELS, code)
    ? BASKETBALL_PLAY_TYPE_LABELS[code as BasketballPlayTypeCode]
    : "";
}

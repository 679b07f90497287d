/** rankType of /api/rank/anchor and /api/rank/price. */
export const RankType = { Day: 1, Week: 2, Month: 3, All: 4 } as const;

export type RankTypeCode = (typeof RankType)[keyof typeof RankType];

export const RANK_TYPE_LABELS: Record<RankTypeCode, string> = { 1: "日榜", 2: "周榜", 3: "月榜", 4: "总榜" };

/** Rank windows in China time: today, this week (from Monday), this month, all time. */
export const RANK_RANGES = ["day", "week", "month", "all"] as const;
export type RankRange = (typeof RANK_RANGES)[number];

/** Each rank type's window; the rank pages also keep it in the URL as this word (?range=week). */
const RANGE_OF: Record<RankTypeCode, RankRange> = { 1: "day", 2: "week", 3: "month", 4: "all" };

export const RANK_TYPES = Object.values(RankType);

export function rankTypeSlug(code: RankTypeCode): RankRange {
  return RANGE_OF[code];
}

/** The rank type of a URL word; unknown or missing words fall back to 日榜. */
export function rankTypeFromSlug(slug: string | undefined): RankTypeCode {
  return RANK_TYPES.find((code) => RANGE_OF[code] === slug) ?? RankType.Day;
}

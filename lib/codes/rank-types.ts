/** rankType of /api/rank/anchor and /api/rank/price. */
export const RankType = { Day: 1, Week: 2, Month: 3, All: 4 } as const;

export type RankTypeCode = (typeof RankType)[keyof typeof RankType];

export const RANK_TYPE_LABELS: Record<RankTypeCode, string> = { 1: "日榜", 2: "周榜", 3: "月榜", 4: "总榜" };

/** The rank pages keep the window in the URL as a word (?range=week). */
const RANGE_SLUGS: Record<RankTypeCode, string> = { 1: "day", 2: "week", 3: "month", 4: "all" };

export const RANK_TYPES = Object.values(RankType);

export function rankTypeSlug(code: RankTypeCode): string {
  return RANGE_SLUGS[code];
}

/** The rank type of a URL word; unknown or missing words fall back to 日榜. */
export function rankTypeFromSlug(slug: string | undefined): RankTypeCode {
  return RANK_TYPES.find((code) => RANGE_SLUGS[code] === slug) ?? RankType.Day;
}

import { describe, expect, it } from "vitest";
import { RANK_TYPE_LABELS, RANK_TYPES, RankType, rankTypeFromSlug, rankTypeSlug } from "./rank-types";

describe("rank types", () => {
  it("labels the four windows in order", () => {
    expect(RANK_TYPES.map((code) => RANK_TYPE_LABELS[code])).toEqual(["日榜", "周榜", "月榜", "总榜"]);
  });

  it("round-trips each window through its URL word", () => {
    for (const code of RANK_TYPES) expect(rankTypeFromSlug(rankTypeSlug(code))).toBe(code);
    expect(rankTypeSlug(RankType.Week)).toBe("week");
  });

  it("falls back to 日榜 for a missing or unknown word", () => {
    expect(rankTypeFromSlug(undefined)).toBe(RankType.Day);
    expect(rankTypeFromSlug("year")).toBe(RankType.Day);
    expect(rankTypeFromSlug("WEEK")).toBe(RankType.Day);
  });
});

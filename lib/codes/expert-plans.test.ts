import { describe, expect, it } from "vitest";
import {
  isHit,
  isMiss,
  isPlayTypeOf,
  legCountOf,
  pickLabel,
  picksOf,
  planResultLabel,
  PlanResult,
  quotesWater,
} from "./expert-plans";

describe("plan codes", () => {
  it("labels the results 红/黑/走/赢半/输半 and counts hits and misses", () => {
    expect([1, 2, 3, 4, 5, 6, 0].map(planResultLabel)).toEqual([
      "红",
      "黑",
      "走",
      "赢半",
      "输半",
      "无效",
      "待开奖",
    ]);
    expect(planResultLabel(9)).toBe("");
    expect([PlanResult.Win, PlanResult.WinHalf].every(isHit)).toBe(true);
    expect([PlanResult.Lose, PlanResult.LoseHalf].every(isMiss)).toBe(true);
    expect(isHit(PlanResult.Push) || isMiss(PlanResult.Push) || isHit(PlanResult.Void)).toBe(false);
  });

  it("knows each sport's play types, their picks, legs and quote kind", () => {
    expect([1, 2, 3, 4, 5, 6].map((t) => isPlayTypeOf(1, t))).toEqual([true, true, true, true, true, false]);
    expect([1, 2, 3].map((t) => isPlayTypeOf(2, t))).toEqual([true, true, false]);
    expect(picksOf(1, 1)).toEqual(["home", "draw", "away"]);
    expect(picksOf(1, 2)).toEqual(["home", "away"]);
    expect(picksOf(1, 3)).toEqual(["over", "under"]);
    expect(picksOf(1, 5)).toEqual(["home", "draw", "away"]);
    expect(picksOf(2, 1)).toEqual(["home", "away"]);
    expect(picksOf(2, 2)).toEqual(["over", "under"]);
    expect(legCountOf(1, 5)).toBe(2);
    expect(legCountOf(1, 4)).toBe(1);
    expect([1, 2, 3, 4, 5].map((t) => quotesWater(1, t))).toEqual([false, true, true, false, false]);
    expect(quotesWater(2, 1)).toBe(true);
    expect(pickLabel(1, 1, "draw")).toBe("平");
    expect(pickLabel(1, 2, "away")).toBe("客队");
    expect(pickLabel(2, 2, "over")).toBe("大");
    expect(pickLabel(1, 1, "nope")).toBe("");
  });
});

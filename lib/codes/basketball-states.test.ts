import { describe, expect, it } from "vitest";
import {
  BasketballState,
  basketballQuarter,
  isBasketballFinished,
  isBasketballLive,
  isBasketballNotStarted,
} from "./basketball-states";
import { basketballStateLabel, basketballStateShortLabel } from "./basketball-state-labels";

describe("basketball state codes", () => {
  it.each([
    [0, "异常", "异常"],
    [1, "未开赛", "未开赛"],
    [2, "第一节", "1st"],
    [3, "第一节完", "1st"],
    [4, "第二节", "2nd"],
    [5, "第二节完", "2nd"],
    [6, "第三节", "3rd"],
    [7, "第三节完", "3rd"],
    [8, "第四节", "4th"],
    [9, "加时", "加时"],
    [10, "完场", "完场"],
    [11, "中断", "中断"],
    [12, "取消", "取消"],
    [13, "推迟", "推迟"],
    [14, "腰斩", "腰斩"],
    [15, "待定", "待定"],
  ])("labels SPEC code %i as %s, short form %s", (code, label, short) => {
    expect(basketballStateLabel(code)).toBe(label);
    expect(basketballStateShortLabel(code)).toBe(short);
  });

  it("returns an empty label for codes outside the table", () => {
    expect(basketballStateLabel(16)).toBe("");
    expect(basketballStateShortLabel(-1)).toBe("");
  });

  it("maps quarter codes to their quarter", () => {
    expect(basketballQuarter(BasketballState.FirstQuarter)).toBe(1);
    expect(basketballQuarter(BasketballState.SecondQuarterEnd)).toBe(2);
    expect(basketballQuarter(BasketballState.FourthQuarter)).toBe(4);
    expect(basketballQuarter(BasketballState.Overtime)).toBeNull();
    expect(basketballQuarter(BasketballState.NotStarted)).toBeNull();
  });

  it("counts quarters, breaks and overtime as live", () => {
    const live = Array.from({ length: 16 }, (_, code) => code).filter(isBasketballLive);
    expect(live).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it("knows finished and not-started matches", () => {
    expect(isBasketballFinished(10)).toBe(true);
    expect(isBasketballFinished(BasketballState.Abandoned)).toBe(false);
    expect(isBasketballNotStarted(1)).toBe(true);
    expect(isBasketballNotStarted(BasketballState.Postponed)).toBe(false);
  });
});

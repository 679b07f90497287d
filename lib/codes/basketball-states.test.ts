import { describe, expect, it } from "vitest";
import {
  BasketballState,
  basketballQuarter,
  basketballStateLabel,
  basketballStateShortLabel,
  isBasketballFinished,
  isBasketballLive,
  isBasketballNotStarted,
} from "./basketball-states";

describe("basketball state codes", () => {
  it("labels every SPEC code 0..15", () => {
    const labels = Array.from({ length: 16 }, (_, code) => basketballStateLabel(code));
    expect(labels).toEqual([
      "异常", "未开赛", "第一节", "第一节完", "第二节", "第二节完", "第三节", "第三节完",
      "第四节", "加时", "完场", "中断", "取消", "推迟", "腰斩", "待定",
    ]);
    expect(basketballStateLabel(16)).toBe("");
  });

  it("uses 1st..4th as the short form up to code 8 and the Chinese label after", () => {
    const short = Array.from({ length: 11 }, (_, code) => basketballStateShortLabel(code));
    expect(short).toEqual([
      "异常", "未开赛", "1st", "1st", "2nd", "2nd", "3rd", "3rd", "4th", "加时", "完场",
    ]);
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

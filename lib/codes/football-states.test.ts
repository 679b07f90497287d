import { describe, expect, it } from "vitest";
import {
  FootballState,
  footballStateLabel,
  isFootballFinished,
  isFootballLive,
  isFootballNotStarted,
} from "./football-states";

describe("football state codes", () => {
  it("labels every SPEC code 0..13", () => {
    const labels = Array.from({ length: 14 }, (_, code) => footballStateLabel(code));
    expect(labels).toEqual([
      "异常", "未开赛", "上半场", "中场", "下半场", "加时", "",
      "点球", "完场", "推迟", "中断", "腰斩", "取消", "待定",
    ]);
  });

  it("returns an empty label for codes outside the table", () => {
    expect(footballStateLabel(14)).toBe("");
    expect(footballStateLabel(-1)).toBe("");
    expect(footballStateLabel(Number.NaN)).toBe("");
  });

  it("counts halves, half-time, extra time and penalties as live", () => {
    const live = Array.from({ length: 14 }, (_, code) => code).filter(isFootballLive);
    expect(live).toEqual([2, 3, 4, 5, 7]);
  });

  it("knows finished and not-started matches", () => {
    expect(isFootballFinished(FootballState.Finished)).toBe(true);
    expect(isFootballFinished(FootballState.Abandoned)).toBe(false);
    expect(isFootballNotStarted(1)).toBe(true);
    expect(isFootballNotStarted(FootballState.Postponed)).toBe(false);
  });
});

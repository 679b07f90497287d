import { describe, expect, it } from "vitest";
import { FootballState, isFootballFinished, isFootballLive, isFootballNotStarted } from "./football-states";
import { footballStateLabel } from "./football-state-labels";

describe("football state codes", () => {
  it.each([
    [0, "异常"],
    [1, "未开赛"],
    [2, "上半场"],
    [3, "中场"],
    [4, "下半场"],
    [5, "加时"],
    [6, ""],
    [7, "点球"],
    [8, "完场"],
    [9, "推迟"],
    [10, "中断"],
    [11, "腰斩"],
    [12, "取消"],
    [13, "待定"],
  ])("labels SPEC code %i as %j", (code, label) => {
    expect(footballStateLabel(code)).toBe(label);
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

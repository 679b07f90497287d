import { describe, expect, it } from "vitest";
import { PlanResult as R, type PlanPickCode } from "@/lib/codes/expert-plans";
import { Sport } from "@/lib/codes/sports";
import {
  combineLegs,
  outcomeOf,
  planPayout,
  refundsBuyers,
  settleLeg,
  type LegToSettle,
  type MatchOutcome,
} from "./settle-rules";

const FB = Sport.Football;
const BB = Sport.Basketball;
const score = (homeScore: number, awayScore: number): MatchOutcome => ({
  kind: "final",
  homeScore,
  awayScore,
});
const leg = (
  sportId: LegToSettle["sportId"],
  playType: number,
  pick: PlanPickCode,
  line: number | null = null,
  lotteryMarket: number | null = null,
): LegToSettle => ({ sportId, playType, pick, line, lotteryMarket });

describe("settleLeg", () => {
  it.each([
    // football 1 胜平负 / 欧赔
    ["欧赔 主胜 2:1", leg(FB, 1, "home"), score(2, 1), R.Win],
    ["欧赔 主胜 1:1", leg(FB, 1, "home"), score(1, 1), R.Lose],
    ["欧赔 平 0:0", leg(FB, 1, "draw"), score(0, 0), R.Win],
    ["欧赔 客胜 0:3", leg(FB, 1, "away"), score(0, 3), R.Win],
    // football 2 亚盘: line = goals the home side gives
    ["亚盘 主 -0 (平手) 1:1", leg(FB, 2, "home", 0), score(1, 1), R.Push],
    ["亚盘 主 0.25 (平半) 1:1", leg(FB, 2, "home", 0.25), score(1, 1), R.LoseHalf],
    ["亚盘 客 0.25 (平半) 1:1", leg(FB, 2, "away", 0.25), score(1, 1), R.WinHalf],
    ["亚盘 主 0.25 2:1", leg(FB, 2, "home", 0.25), score(2, 1), R.Win],
    ["亚盘 主 0.5 1:0", leg(FB, 2, "home", 0.5), score(1, 0), R.Win],
    ["亚盘 主 0.5 1:1", leg(FB, 2, "home", 0.5), score(1, 1), R.Lose],
    ["亚盘 主 0.75 (半一) 1:0", leg(FB, 2, "home", 0.75), score(1, 0), R.WinHalf],
    ["亚盘 客 0.75 1:0", leg(FB, 2, "away", 0.75), score(1, 0), R.LoseHalf],
    ["亚盘 主 0.75 2:0", leg(FB, 2, "home", 0.75), score(2, 0), R.Win],
    ["亚盘 主 1 (一球) 1:0", leg(FB, 2, "home", 1), score(1, 0), R.Push],
    ["亚盘 主 1.25 (一球/球半) 1:0", leg(FB, 2, "home", 1.25), score(1, 0), R.LoseHalf],
    ["亚盘 主 1.25 2:0", leg(FB, 2, "home", 1.25), score(2, 0), R.Win],
    ["亚盘 客 1.25 2:1", leg(FB, 2, "away", 1.25), score(2, 1), R.WinHalf],
    ["亚盘 客 -0.25 (受平半) 0:0", leg(FB, 2, "away", -0.25), score(0, 0), R.LoseHalf],
    ["亚盘 主 -0.25 0:0", leg(FB, 2, "home", -0.25), score(0, 0), R.WinHalf],
    ["亚盘 主 -1.75 0:1", leg(FB, 2, "home", -1.75), score(0, 1), R.Win],
    ["亚盘 主 -1.75 0:2", leg(FB, 2, "home", -1.75), score(0, 2), R.LoseHalf],
    // football 3 大小球
    ["大 2.5 2:1", leg(FB, 3, "over", 2.5), score(2, 1), R.Win],
    ["小 2.5 2:1", leg(FB, 3, "under", 2.5), score(2, 1), R.Lose],
    ["大 3 2:1", leg(FB, 3, "over", 3), score(2, 1), R.Push],
    ["大 2.25 1:1", leg(FB, 3, "over", 2.25), score(1, 1), R.LoseHalf],
    ["小 2.25 1:1", leg(FB, 3, "under", 2.25), score(1, 1), R.WinHalf],
    ["大 2.75 2:1", leg(FB, 3, "over", 2.75), score(2, 1), R.WinHalf],
    ["小 2.75 2:1", leg(FB, 3, "under", 2.75), score(2, 1), R.LoseHalf],
    // football 4 竞彩单关: 胜平负 and 让球胜平负 (-1: home gives one)
    ["竞彩 胜平负 主胜 1:0", leg(FB, 4, "home", null, 1), score(1, 0), R.Win],
    ["竞彩 让球 -1 主胜 1:0 → 让平", leg(FB, 4, "home", -1, 2), score(1, 0), R.Lose],
    ["竞彩 让球 -1 平 1:0", leg(FB, 4, "draw", -1, 2), score(1, 0), R.Win],
    ["竞彩 让球 +1 客胜 0:2", leg(FB, 4, "away", 1, 2), score(0, 2), R.Win],
    ["竞彩 让球 +1 主胜 1:1", leg(FB, 4, "home", 1, 2), score(1, 1), R.Win],
    // basketball 1 让分, 2 大小分
    ["让分 主 5.5 100:94", leg(BB, 1, "home", 5.5), score(100, 94), R.Win],
    ["让分 主 5.5 100:95", leg(BB, 1, "home", 5.5), score(100, 95), R.Lose],
    ["让分 客 -3.5 98:101", leg(BB, 1, "away", -3.5), score(98, 101), R.Lose],
    ["让分 客 -3.5 98:103", leg(BB, 1, "away", -3.5), score(98, 103), R.Win],
    ["让分 主 -3.5 98:101", leg(BB, 1, "home", -3.5), score(98, 101), R.Win],
    ["让分 主 4 100:96", leg(BB, 1, "home", 4), score(100, 96), R.Push],
    ["大分 210.5 110:101", leg(BB, 2, "over", 210.5), score(110, 101), R.Win],
    ["小分 210.5 110:101", leg(BB, 2, "under", 210.5), score(110, 101), R.Lose],
    ["大分 211 110:101", leg(BB, 2, "over", 211), score(110, 101), R.Push],
    // postponed / cancelled
    ["延期 亚盘", leg(FB, 2, "home", 0.5), { kind: "void" } as MatchOutcome, R.Void],
    ["取消 大小分", leg(BB, 2, "over", 200.5), { kind: "void" } as MatchOutcome, R.Void],
  ])("%s", (_name, l, outcome, expected) => {
    expect(settleLeg(l, outcome)).toBe(expected);
  });
});

describe("combineLegs (二串一)", () => {
  it.each([
    [[R.Win, R.Win], R.Win],
    [[R.Win, R.Lose], R.Lose],
    [[R.Lose, R.Lose], R.Lose],
    [[R.Void, R.Win], R.Win],
    [[R.Lose, R.Void], R.Lose],
    [[R.Void, R.Void], R.Void],
    [[R.Push], R.Push],
    [[R.WinHalf], R.WinHalf],
    [[R.Void], R.Void],
  ])("%j → %i", (results, expected) => {
    expect(combineLegs(results)).toBe(expected);
  });
});

describe("planPayout", () => {
  it("pays decimal odds for 欧赔/竞彩 and 1 + water for Asian lines", () => {
    expect(planPayout(FB, 1, [{ odds: 2.1, result: R.Win }], R.Win)).toBe(2.1);
    expect(planPayout(FB, 2, [{ odds: 0.9, result: R.Win }], R.Win)).toBe(1.9);
    expect(planPayout(FB, 2, [{ odds: 0.9, result: R.WinHalf }], R.WinHalf)).toBe(1.45);
    expect(planPayout(FB, 3, [{ odds: 0.9, result: R.Push }], R.Push)).toBe(1);
    expect(planPayout(FB, 3, [{ odds: 0.9, result: R.LoseHalf }], R.LoseHalf)).toBe(0.5);
    expect(planPayout(BB, 1, [{ odds: 0.85, result: R.Lose }], R.Lose)).toBe(0);
  });
  it("multiplies the SP of a 二串一 and leaves out a void leg", () => {
    const both = [
      { odds: 1.5, result: R.Win },
      { odds: 2, result: R.Win },
    ];
    expect(planPayout(FB, 5, both, R.Win)).toBe(3);
    expect(
      planPayout(
        FB,
        5,
        [
          { odds: 1.5, result: R.Void },
          { odds: 2, result: R.Win },
        ],
        R.Win,
      ),
    ).toBe(2);
  });
  it("gives no payout to a void plan", () => {
    expect(planPayout(FB, 1, [{ odds: 2, result: R.Void }], R.Void)).toBeNull();
  });
});

describe("refunds and outcomes", () => {
  it("refunds a void plan always and a lost or half-lost plan only with 不中退", () => {
    expect(refundsBuyers(R.Void, false)).toBe(true);
    expect(refundsBuyers(R.Lose, true)).toBe(true);
    expect(refundsBuyers(R.LoseHalf, true)).toBe(true);
    expect(refundsBuyers(R.Lose, false)).toBe(false);
    expect(refundsBuyers(R.Push, true)).toBe(false);
    expect(refundsBuyers(R.Win, true)).toBe(false);
  });
  it("reads final, void and unfinished states of both sports", () => {
    expect(outcomeOf({ sportId: FB, state: 8, homeScore: 2, awayScore: 0 })).toEqual(score(2, 0));
    expect(outcomeOf({ sportId: FB, state: 9, homeScore: 0, awayScore: 0 })).toEqual({ kind: "void" });
    expect(outcomeOf({ sportId: FB, state: 12, homeScore: 0, awayScore: 0 })).toEqual({ kind: "void" });
    expect(outcomeOf({ sportId: FB, state: 4, homeScore: 1, awayScore: 0 })).toBeNull();
    expect(outcomeOf({ sportId: BB, state: 10, homeScore: 99, awayScore: 90 })).toEqual(score(99, 90));
    expect(outcomeOf({ sportId: BB, state: 13, homeScore: 0, awayScore: 0 })).toEqual({ kind: "void" });
    expect(outcomeOf({ sportId: BB, state: 8, homeScore: 80, awayScore: 70 })).toBeNull();
  });
});

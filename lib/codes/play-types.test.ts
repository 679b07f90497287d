import { describe, expect, it } from "vitest";
import {
  BasketballPlayType,
  FootballPlayType,
  basketballPlayTypeLabel,
  footballPlayTypeLabel,
} from "./play-types";

describe("play types", () => {
  it("labels the SPEC football codes 1..5", () => {
    expect([1, 2, 3, 4, 5].map(footballPlayTypeLabel)).toEqual([
      "欧赔", "亚盘", "大小球", "竞彩单关", "竞彩二串一",
    ]);
    expect(FootballPlayType.OverUnder).toBe(3);
    expect(footballPlayTypeLabel(6)).toBe("");
  });

  it("labels the SPEC basketball codes 1..2", () => {
    expect([1, 2].map(basketballPlayTypeLabel)).toEqual(["让分", "大小分"]);
    expect(BasketballPlayType.OverUnder).toBe(2);
    expect(basketballPlayTypeLabel(3)).toBe("");
  });
});

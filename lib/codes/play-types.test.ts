import { describe, expect, it } from "vitest";
import {
  BasketballPlayType,
  FootballPlayType,
  basketballPlayTypeLabel,
  footballPlayTypeLabel,
} from "./play-types";

describe("play types", () => {
  it("labels the SPEC football codes 1..5", () => {
    expect(footballPlayTypeLabel(1)).toBe("欧赔");
    expect(footballPlayTypeLabel(2)).toBe("亚盘");
    expect(footballPlayTypeLabel(3)).toBe("大小球");
    expect(footballPlayTypeLabel(4)).toBe("竞彩单关");
    expect(footballPlayTypeLabel(5)).toBe("竞彩二串一");
    expect(FootballPlayType.OverUnder).toBe(3);
    expect(footballPlayTypeLabel(6)).toBe("");
  });

  it("labels the SPEC basketball codes 1..2", () => {
    expect(basketballPlayTypeLabel(1)).toBe("让分");
    expect(basketballPlayTypeLabel(2)).toBe("大小分");
    expect(BasketballPlayType.OverUnder).toBe(2);
    expect(basketballPlayTypeLabel(3)).toBe("");
  });
});

import { describe, expect, it } from "vitest";
import { BasketballPlayType, FootballPlayType } from "./play-types";
import { basketballPlayTypeMarket, OddsMarket } from "./odds-markets";

describe("odds markets", () => {
  it("store football play types 1-3 as they are", () => {
    expect(OddsMarket.European).toBe(FootballPlayType.European);
    expect(OddsMarket.OverUnder).toBe(FootballPlayType.OverUnder);
  });

  it("map basketball 让分 and 大小分 onto the shared markets", () => {
    expect(basketballPlayTypeMarket(BasketballPlayType.Handicap)).toBe(OddsMarket.Handicap);
    expect(basketballPlayTypeMarket(BasketballPlayType.OverUnder)).toBe(OddsMarket.OverUnder);
    expect(basketballPlayTypeMarket(3)).toBeNull();
  });
});

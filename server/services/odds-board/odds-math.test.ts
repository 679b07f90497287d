import { describe, expect, it } from "vitest";
import {
  averagePrices,
  impliedProbabilities,
  kellyIndex,
  lineMovement,
  movementSize,
  payoutRatio,
} from "./odds-math";

describe("返还率", () => {
  it("is one over the sum of the inverse prices", () => {
    // 1/1.8 + 1/3 + 1/4.5 = 0.5556 + 0.3333 + 0.2222 = 1.1111 → 90 %
    expect(payoutRatio([1.8, 3, 4.5])).toBeCloseTo(0.9, 10);
    // a fair book pays everything back
    expect(payoutRatio([2, 3, 6])).toBeCloseTo(1, 10);
    // two-way (basketball moneyline): 1/1.9 + 1/1.9 = 1.0526 → 95 %
    expect(payoutRatio([1.9, 1.9])).toBeCloseTo(0.95, 10);
  });

  it("refuses missing or impossible prices", () => {
    expect(payoutRatio([])).toBeNull();
    expect(payoutRatio([1.8, 0, 4.5])).toBeNull();
    expect(payoutRatio([1.8, Number.NaN, 4.5])).toBeNull();
  });
});

describe("implied probabilities", () => {
  it("removes the margin so the three sum to one", () => {
    // 0.5556 / 1.1111 = 0.5, 0.3333 / 1.1111 = 0.3, 0.2222 / 1.1111 = 0.2
    const [home, draw, away] = impliedProbabilities([1.8, 3, 4.5])!;
    expect(home).toBeCloseTo(0.5, 10);
    expect(draw).toBeCloseTo(0.3, 10);
    expect(away).toBeCloseTo(0.2, 10);
  });

  it("are taken from the average of the companies' prices", () => {
    const average = averagePrices([
      [1.8, 3, 4.5],
      [2.2, 3, 4.5],
    ])!;
    expect(average).toEqual([2, 3, 4.5]);
    // 1/2 + 1/3 + 1/4.5 = 19/18, so home = (1/2) / (19/18) = 9/19
    expect(impliedProbabilities(average)![0]).toBeCloseTo(9 / 19, 10);
    expect(averagePrices([])).toBeNull();
  });
});

describe("凯利指数", () => {
  it("is the company's price times the average probability; above one beats the market", () => {
    // 2.2 × 9/19 = 1.0421 (flagged), 1.8 × 9/19 = 0.8526
    expect(kellyIndex(2.2, 9 / 19)).toBeCloseTo(1.0421, 4);
    expect(kellyIndex(1.8, 9 / 19)).toBeCloseTo(0.8526, 4);
  });
});

describe("line movement", () => {
  it("averages the lines and counts who moved which way", () => {
    const move = lineMovement([
      { open: 0.5, live: 0.75 },
      { open: 0.5, live: 0.75 },
      { open: 0.5, live: 0.75 },
      { open: 0.25, live: 0.25 },
      { open: 0.5, live: 0.5 },
    ])!;
    // opening mean 2.25 / 5 = 0.45, live 3 / 5 = 0.6
    expect(move.open).toBeCloseTo(0.45, 10);
    expect(move.live).toBeCloseTo(0.6, 10);
    expect(move.change).toBeCloseTo(0.15, 10);
    expect(move).toMatchObject({ up: 3, down: 0, companies: 5, steam: true });
  });

  it("is a steam move only when at least three books and 60 % move together", () => {
    const twoOfFour = lineMovement([
      { open: 2.5, live: 2.75 },
      { open: 2.5, live: 2.75 },
      { open: 2.5, live: 2.5 },
      { open: 2.5, live: 2.25 },
    ])!;
    expect(twoOfFour).toMatchObject({ up: 2, down: 1, steam: false });
    const threeOfSix = lineMovement([1, 1, 1, 0, 0, 0].map((d) => ({ open: 2.5, live: 2.5 - d * 0.25 })))!;
    expect(threeOfSix).toMatchObject({ down: 3, steam: false });
    expect(lineMovement([])).toBeNull();
  });

  it("ranks by the handicap and total moves together, whichever way", () => {
    expect(movementSize(0.25, -0.5)).toBe(0.75);
    expect(movementSize(null, -0.25)).toBe(0.25);
    expect(movementSize(null, null)).toBe(0);
  });
});

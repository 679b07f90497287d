import { describe, expect, it } from "vitest";
import type { BoxScoreLine } from "@/lib/contracts/basketball";
import { madeOf, mergeBoxLines, nextSort, shootingPct, signed, sortBoxScore } from "./box-score-format";

const line = (playerId: number, starter: boolean, points: number, minutesPlayed: number): BoxScoreLine => ({
  playerId,
  name: `球员${playerId}`,
  number: playerId,
  position: "SG",
  starter,
  minutesPlayed,
  points,
  fieldGoalsScored: 4,
  fieldGoalsAttempted: 9,
  fieldGoalsAccuracy: 44.4,
  threePointsScored: 1,
  threePointsAttempted: 3,
  threePointsAccuracy: 33.3,
  freeThrowsScored: 0,
  freeThrowsAttempted: 0,
  freeThrowsAccuracy: 0,
  rebounds: 5,
  offensiveRebounds: 1,
  defensiveRebounds: 4,
  assists: 3,
  steals: 1,
  blocks: 0,
  turnovers: 2,
  fouls: 2,
  plusMinus: -3,
});

describe("box score formatting", () => {
  it("formats shooting as made-attempted and a one-decimal percentage, '-' when nothing was tried", () => {
    expect(madeOf(7, 12)).toBe("7-12");
    expect(shootingPct(58.33, 12)).toBe("58.3%");
    expect(shootingPct(100, 2)).toBe("100.0%");
    expect(shootingPct(0, 0)).toBe("-");
    expect(signed(7)).toBe("+7");
    expect(signed(-3)).toBe("-3");
    expect(signed(0)).toBe("0");
  });

  it("keeps the starters first and sorts within starters and bench", () => {
    const lines = [line(1, false, 30, 20), line(2, true, 8, 36), line(3, true, 22, 30), line(4, false, 2, 8)];
    expect(sortBoxScore(lines, { key: null, desc: true }).map((l) => l.playerId)).toEqual([2, 3, 1, 4]);
    expect(sortBoxScore(lines, { key: "points", desc: true }).map((l) => l.playerId)).toEqual([3, 2, 1, 4]);
    expect(sortBoxScore(lines, { key: "points", desc: false }).map((l) => l.playerId)).toEqual([2, 3, 4, 1]);
  });

  it("flips the order on a second click and starts a new column high to low", () => {
    expect(nextSort({ key: null, desc: true }, "points")).toEqual({ key: "points", desc: true });
    expect(nextSort({ key: "points", desc: true }, "points")).toEqual({ key: "points", desc: false });
    expect(nextSort({ key: "points", desc: false }, "assists")).toEqual({ key: "assists", desc: true });
  });

  it("applies changed lines and adds players who just came on", () => {
    const merged = mergeBoxLines(
      [line(1, true, 10, 20), line(2, true, 4, 18)],
      [line(2, true, 6, 19), line(9, false, 2, 1)],
    );
    expect(merged.map((l) => [l.playerId, l.points])).toEqual([
      [1, 10],
      [2, 6],
      [9, 2],
    ]);
  });
});

import { describe, expect, it } from "vitest";
import { buildQuarterTable, playedOvertime } from "./quarter-table";

const game = (state: number, home: (number | null)[] | null, away: (number | null)[] | null) => ({
  state,
  homeQuarters: home,
  awayQuarters: away,
  homeScore: (home ?? []).reduce<number>((s, q) => s + (q ?? 0), 0),
  awayScore: (away ?? []).reduce<number>((s, q) => s + (q ?? 0), 0),
});

describe("buildQuarterTable", () => {
  it("shows nothing before tip-off", () => {
    const t = buildQuarterTable(game(1, [null, null, null, null, null], [null, null, null, null, null]));
    expect(t.cells.every((c) => c.home === null && c.away === null && !c.current)).toBe(true);
    expect([t.home, t.diff, t.sum]).toEqual([null, null, null]);
  });

  it("marks the running quarter and blanks the ones not begun, even when sent as 0", () => {
    const t = buildQuarterTable(game(6, [27, 30, 4, 0, null], [24, 31, 2, 0, null]));
    expect(t.cells.map((c) => c.home)).toEqual([27, 30, 4, null, null]);
    expect(t.cells.map((c) => c.current)).toEqual([false, false, true, false, false]);
    expect(t).toMatchObject({ home: 61, away: 57, diff: 4, sum: 118 });
  });

  it("has no running quarter in a break", () => {
    const t = buildQuarterTable(game(5, [27, 30, 0, null, null], [24, 31, 0, null, null]));
    expect(t.cells.some((c) => c.current)).toBe(false);
    expect(t.cells[2].home).toBeNull();
  });

  it("shows overtime only when it was played, with a negative 分差 when the visitors lead", () => {
    const regular = buildQuarterTable(game(10, [20, 20, 20, 20, null], [25, 20, 20, 20, null]));
    expect(playedOvertime(regular)).toBe(false);
    expect(regular.diff).toBe(-5);
    const extra = buildQuarterTable(game(9, [20, 20, 20, 25, 3], [25, 20, 20, 20, 5]));
    expect(playedOvertime(extra)).toBe(true);
    expect(extra.cells[4]).toMatchObject({ home: 3, away: 5, current: true });
  });
});

import { describe, expect, it } from "vitest";
import { withLatestQuotes } from "./latest-quotes";

const at = (min: number) => new Date(Date.UTC(2026, 10, 20, 12, min));
const row = { matchId: 1, market: 2 as const, companyId: 3, initHome: 0.9, initAway: 0.96, initLine: 0.5 };
const quote = { home: 0.92, draw: null, away: 0.94, line: 0.5, openedAt: at(0), updatedAt: at(10) };
const change = (min: number, line: number) => ({
  matchId: 1,
  market: 2 as const,
  companyId: 3,
  home: 0.85,
  draw: null,
  away: 1.01,
  line,
  changedAt: at(min),
  state: 4,
});

describe("seeded odds end on the last in-play quote", () => {
  it("takes the newest change of the same match, company and market", () => {
    const [out] = withLatestQuotes([{ ...row, ...quote }], [change(70, 0.25), change(60, 1), change(5, 2)]);
    expect(out).toMatchObject({ line: 0.25, home: 0.85, away: 1.01, updatedAt: at(70), initLine: 0.5 });
  });

  it("keeps the row when no change is newer or none belongs to it", () => {
    const rows = [{ ...row, ...quote }];
    expect(withLatestQuotes(rows, [change(5, 2)])).toEqual(rows);
    expect(withLatestQuotes(rows, [{ ...change(70, 2), companyId: 4 }])).toEqual(rows);
  });
});

import { describe, expect, it } from "vitest";
import type { BasketRow } from "@/lib/contracts/basketball";
import { groupBasketRows } from "./basket-sections";

const row = (id: number, state: number, kickoff: string) => ({ id, state, kickoff }) as BasketRow;

describe("groupBasketRows", () => {
  const rows = [
    row(1, 10, "2026-11-22T01:00Z"),
    row(2, 4, "2026-11-22T03:00Z"),
    row(3, 1, "2026-11-22T05:00Z"),
    row(4, 7, "2026-11-22T02:00Z"),
    row(5, 13, "2026-11-22T04:00Z"),
  ];

  it("puts pinned games on top, latest pin first, then in play, coming, finished and the rest", () => {
    const groups = groupBasketRows(rows, [3, 1], true);
    expect(groups.map((g) => [g.key, g.rows.map((r) => r.id)])).toEqual([
      ["pinned", [3, 1]],
      ["live", [4, 2]],
      ["other", [5]],
    ]);
  });

  it("keeps the server's order for a list without sections", () => {
    expect(groupBasketRows(rows, [], false)).toEqual([{ key: "all", rows }]);
  });
});

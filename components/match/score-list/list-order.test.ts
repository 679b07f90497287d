import { describe, expect, it } from "vitest";
import { filterFromSearch, filterRows, filterToSearch, NO_FILTER } from "./list-filter";
import { groupRows } from "./list-order";
import { sampleRow } from "./sample-rows";

const rows = [
  sampleRow({ id: 1, state: 8, kickoff: "2026-11-22T04:00:00Z" }),
  sampleRow({ id: 2, state: 4, kickoff: "2026-11-22T05:00:00Z" }),
  sampleRow({ id: 3, state: 1, kickoff: "2026-11-22T09:00:00Z", isHot: true }),
  sampleRow({
    id: 4,
    state: 1,
    kickoff: "2026-11-22T08:00:00Z",
    league: { id: 31, name: "西甲", colour: "#EE8707" },
  }),
  sampleRow({ id: 5, state: 12, kickoff: "2026-11-22T07:00:00Z" }),
];
const shape = (groups: ReturnType<typeof groupRows>) => groups.map((g) => [g.key, g.rows.map((r) => r.id)]);

describe("row order", () => {
  it("sections a live list: in play, upcoming by kick-off, finished, then the rest", () => {
    expect(shape(groupRows(rows, [], true))).toEqual([
      ["live", [2]],
      ["upcoming", [4, 3]],
      ["finished", [1]],
      ["other", [5]],
    ]);
  });

  it("puts pinned rows on top, most recently pinned first, in any list", () => {
    expect(shape(groupRows(rows, [1, 3], true))).toEqual([
      ["pinned", [1, 3]],
      ["live", [2]],
      ["upcoming", [4]],
      ["other", [5]],
    ]);
    expect(shape(groupRows(rows, [4, 99], false))).toEqual([
      ["pinned", [4]],
      ["all", [1, 2, 3, 5]],
    ]);
  });

  it("moves a match to 进行中 when it kicks off", () => {
    const started = rows.map((r) => (r.id === 3 ? { ...r, state: 2, clock: "1" } : r));
    expect(shape(groupRows(started, [], true))[0]).toEqual(["live", [2, 3]]);
  });
});

describe("row filter", () => {
  it("narrows by league, hot flag and a word in team or league names", () => {
    expect(filterRows(rows, { ...NO_FILTER, leagueIds: [31] }).map((r) => r.id)).toEqual([4]);
    expect(filterRows(rows, { ...NO_FILTER, onlyHot: true }).map((r) => r.id)).toEqual([3]);
    expect(filterRows(rows, { ...NO_FILTER, word: "西甲" }).map((r) => r.id)).toEqual([4]);
    expect(filterRows(rows, { ...NO_FILTER, word: "liverpool" })).toHaveLength(5);
    expect(filterRows(rows, { ...NO_FILTER, leagueIds: [] })).toEqual([]);
  });

  it("round-trips through the URL and keeps the other parameters", () => {
    const f = { leagueIds: [36, 31], onlyHot: true, word: "曼城" };
    const search = filterToSearch("?date=2026-11-20&word=old", f);
    expect(new URLSearchParams(search).get("date")).toBe("2026-11-20");
    expect(filterFromSearch(search)).toEqual(f);
    expect(filterToSearch("?date=2026-11-20", NO_FILTER)).toBe("?date=2026-11-20");
    expect(filterFromSearch("?leagueIds=36,x,-1")).toMatchObject({ leagueIds: [36] });
  });
});

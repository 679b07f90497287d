import { describe, expect, it } from "vitest";
import { packRows, unpackRows } from "./packed-rows";
import { sampleRow } from "./sample-rows";

const finished = sampleRow({
  id: 1,
  state: 8,
  homeScore: 2,
  awayScore: 1,
  homeHalfScore: 1,
  awayHalfScore: 0,
  odds: {
    handicap: -0.5,
    handicapHome: 0.9,
    handicapAway: 0.96,
    total: 2.5,
    over: 0.88,
    under: 0.98,
    opening: { handicap: -0.25, handicapHome: 0.85, handicapAway: 1.01, total: 2.5, over: 0.9, under: 0.96 },
  },
  watch: [{ roomId: 1016, nickName: "绿茵说球", live: false }],
});
const noOdds = sampleRow({ id: 2, odds: null, league: { id: 37, name: "西甲", colour: "#EE8707" } });
const openingUnknown = sampleRow({
  id: 3,
  odds: { handicap: 0, handicapHome: 0.9, handicapAway: 0.9, total: 3, over: 0.9, under: 0.9, opening: null },
});
const jczq = sampleRow({
  id: 4,
  jcNo: "周三001",
  jczq: {
    number: "周三001",
    spHome: 1.85,
    spDraw: 3.4,
    spAway: 3.9,
    handicap: -1,
    hSpHome: 3.6,
    hSpDraw: 3.5,
    hSpAway: 1.8,
    single: true,
    saleEndsAt: "2026-11-22T11:55:00.000Z",
  },
});
const basketball = sampleRow({
  id: 5,
  sportId: 2,
  homeQuarters: [28, 31, null, null, null],
  awayQuarters: [25, 30, null, null, null],
});

describe("packed score rows", () => {
  it("unpack to the rows that were packed, lottery columns and missing odds included", () => {
    const rows = [finished, noOdds, openingUnknown, jczq, basketball];
    expect(unpackRows(packRows(rows))).toEqual(rows);
  });

  it("survive the page payload's JSON", () => {
    const rows = [finished, jczq];
    expect(unpackRows(JSON.parse(JSON.stringify(packRows(rows))))).toEqual(rows);
  });

  it("carry each league once and are a fraction of the keyed rows' size", () => {
    const rows = Array.from({ length: 20 }, (_, i) => sampleRow({ id: i + 1 }));
    const packed = packRows(rows);
    expect(packed.leagues).toHaveLength(1);
    expect(JSON.stringify(packed).length).toBeLessThan(JSON.stringify(rows).length * 0.6);
  });
});

import { describe, expect, it } from "vitest";
import type { MatchLive } from "@/lib/contracts/match-list";
import { initLiveRows, isNewer, liveRowsReducer } from "./live-reducer";
import { sampleRow } from "./sample-rows";

const live = (over: Partial<MatchLive>): MatchLive => {
  const { id, state, clock, homeScore, awayScore, homeHalfScore, awayHalfScore, homeCorners, awayCorners } =
    sampleRow({ id: 1 });
  return {
    id,
    state,
    clock,
    homeScore,
    awayScore,
    homeHalfScore,
    awayHalfScore,
    homeCorners,
    awayCorners,
    homeYellow: 0,
    awayYellow: 0,
    homeRed: 0,
    awayRed: 0,
    homeQuarters: null,
    awayQuarters: null,
    ...over,
  };
};

describe("live rows", () => {
  const start = initLiveRows([sampleRow({ id: 1, state: 2, clock: "20" }), sampleRow({ id: 2 })]);

  it("applies the live columns of an update to its row only", () => {
    const next = liveRowsReducer(start, {
      type: "update",
      eventId: "100-5",
      data: live({
        id: 1,
        state: 4,
        clock: "67",
        homeScore: 2,
        awayScore: 1,
        homeHalfScore: 1,
        awayHalfScore: 0,
        homeCorners: 6,
        homeRed: 1,
      }),
    });
    expect(next.rows[0]).toMatchObject({
      state: 4,
      clock: "67",
      homeScore: 2,
      awayScore: 1,
      homeHalfScore: 1,
      homeCorners: 6,
      homeRed: 1,
    });
    expect(next.rows[0].home).toEqual(start.rows[0].home);
    expect(next.rows[1]).toBe(start.rows[1]);
  });

  it("never takes a score back when an older event arrives after a newer one", () => {
    let s = liveRowsReducer(start, {
      type: "update",
      eventId: "100-7",
      data: live({ id: 1, homeScore: 2, clock: "70" }),
    });
    s = liveRowsReducer(s, {
      type: "update",
      eventId: "100-6",
      data: live({ id: 1, homeScore: 1, clock: "65" }),
    });
    s = liveRowsReducer(s, {
      type: "goal",
      eventId: "100-5",
      data: { matchId: 1, side: "home", minute: "60", homeScore: 1, awayScore: 0 },
    });
    expect(s.rows[0]).toMatchObject({ homeScore: 2, clock: "70" });
    // A restarted feed numbers from a later epoch: its events still count as newer.
    s = liveRowsReducer(s, {
      type: "goal",
      eventId: "200-1",
      data: { matchId: 1, side: "away", minute: "72", homeScore: 2, awayScore: 1 },
    });
    expect(s.rows[0]).toMatchObject({ homeScore: 2, awayScore: 1 });
  });

  it("orders ids by epoch then sequence, numerically", () => {
    expect(isNewer("100-10", "100-9")).toBe(true);
    expect(isNewer("100-9", "100-10")).toBe(false);
    expect(isNewer("99-50", "100-1")).toBe(false);
    expect(isNewer("100-3", "100-3")).toBe(false);
    expect(isNewer("100-1", undefined)).toBe(true);
  });

  it("ignores matches not on the list and keeps what it saw across a reset", () => {
    const s = liveRowsReducer(start, {
      type: "update",
      eventId: "100-1",
      data: live({ id: 99, homeScore: 5 }),
    });
    expect(s).toBe(start);
    const seen = liveRowsReducer(start, {
      type: "update",
      eventId: "100-4",
      data: live({ id: 2, homeScore: 3 }),
    });
    const reset = liveRowsReducer(seen, { type: "reset", rows: [sampleRow({ id: 2, homeScore: 3 })] });
    const stale = liveRowsReducer(reset, {
      type: "update",
      eventId: "100-2",
      data: live({ id: 2, homeScore: 0 }),
    });
    expect(stale.rows[0].homeScore).toBe(3);
  });

  it("keeps what the feed showed when a reload brings an older copy of the list", () => {
    let s = liveRowsReducer(start, {
      type: "update",
      eventId: "100-9",
      data: live({ id: 1, state: 4, clock: "80", homeScore: 3 }),
    });
    s = liveRowsReducer(s, {
      type: "reset",
      rows: [
        sampleRow({ id: 1, state: 4, clock: "70", homeScore: 2 }),
        sampleRow({ id: 2, state: 2, clock: "3", round: "第14轮" }),
      ],
    });
    expect(s.rows[0]).toMatchObject({ state: 4, clock: "80", homeScore: 3 });
    expect(s.rows[1]).toMatchObject({ state: 2, clock: "3", round: "第14轮" });
    s = liveRowsReducer(s, {
      type: "reset",
      rows: [sampleRow({ id: 1, state: 8, homeScore: 3, awayScore: 1 })],
    });
    expect(s.rows[0]).toMatchObject({ state: 8, homeScore: 3, awayScore: 1 });
  });
});

import { describe, expect, it } from "vitest";
import { beijingTime, DAY } from "@/lib/beijing-time";
import { BoardType, PlanResult as R } from "@/lib/codes/expert-plans";
import { computeRecord, computeRecords, rankBoard, recordsByExpert, type SettledPlan } from "./records";

const start = beijingTime(2026, 10, 1, 12);
/** Results oldest first, one a day, with a payout of 1.9 for 红 and the usual halves. */
function history(results: number[], expertId = 1, playType = 2, from = start): SettledPlan[] {
  const payout = (r: number) =>
    ({ [R.Win]: 1.9, [R.WinHalf]: 1.45, [R.Push]: 1, [R.LoseHalf]: 0.5, [R.Lose]: 0 })[r] ?? null;
  return results.map((result, i) => ({
    expertId,
    sportId: 1,
    playType,
    result,
    payout: payout(result),
    settledAt: from + i * DAY,
  }));
}
const newestFirst = (list: SettledPlan[]) => [...list].reverse();

describe("computeRecord", () => {
  it("counts 近10中M over the last ten decided plans, skipping pushes and void plans", () => {
    // oldest → newest: 3 misses, then 7 hits and 3 misses mixed, with a push and a void between
    const plans = history([
      R.Lose,
      R.Lose,
      R.Lose,
      R.Lose,
      R.Win,
      R.Lose,
      R.Push,
      R.Win,
      R.Win,
      R.Void,
      R.Win,
      R.Lose,
      R.Win,
      R.Win,
      R.WinHalf,
    ]);
    const r = computeRecord(newestFirst(plans));
    expect(r.recentCount).toBe(10);
    expect(r.recentHits).toBe(7);
    expect(r.settled).toBe(14);
    expect(r.hits).toBe(7);
    expect(r.misses).toBe(6);
    expect(r.pushes).toBe(1);
    expect(r.hitRate).toBe(53.8);
  });

  it("counts 连红 from the newest plan back to the first miss, a push does not break it", () => {
    const r = computeRecord(newestFirst(history([R.Win, R.Lose, R.Win, R.Push, R.Win, R.WinHalf])));
    expect(r.streak).toBe(3);
    expect(r.maxStreak).toBe(3);
    const broken = computeRecord(newestFirst(history([R.Win, R.Win, R.Win, R.Win, R.LoseHalf])));
    expect(broken.streak).toBe(0);
    expect(broken.maxStreak).toBe(4);
  });

  it("computes 回报率 as what 1 staked on every settled plan returned", () => {
    // 1.9 + 0 + 1 + 1.45 + 0.5 = 4.85 over 5 plans = 97%
    const r = computeRecord(newestFirst(history([R.Win, R.Lose, R.Push, R.WinHalf, R.LoseHalf, R.Void])));
    expect(r.returnRate).toBe(97);
    expect(r.lastResults).toEqual([R.LoseHalf, R.WinHalf, R.Push, R.Lose, R.Win]);
  });

  it("is all zero for an expert without settled plans", () => {
    expect(computeRecord(history([R.Void]))).toMatchObject({
      settled: 0,
      hitRate: 0,
      returnRate: 0,
      streak: 0,
    });
  });
});

describe("computeRecords", () => {
  it("splits per play type and per Beijing month, newest month first", () => {
    const october = history([R.Win, R.Win, R.Lose], 1, 2, beijingTime(2026, 10, 29, 12));
    const overUnder = history([R.Lose], 1, 3, beijingTime(2026, 11, 5, 12));
    const r = computeRecords(1, [...october, ...overUnder]);
    expect(r.overall.settled).toBe(4);
    expect(r.byPlayType.map((p) => [p.playType, p.record.hits, p.record.misses])).toEqual([
      [2, 2, 1],
      [3, 0, 1],
    ]);
    // 10-29, 10-30 and 10-31 in October, 11-05 in November
    expect(r.monthly.map((m) => [m.month, m.record.settled])).toEqual([
      ["2026-11", 1],
      ["2026-10", 3],
    ]);
  });
});

describe("rankBoard", () => {
  const records = recordsByExpert([
    ...history([R.Win, R.Win, R.Win, R.Lose, R.Win, R.Win], 1), // 5/6, streak 2
    ...history([R.Lose, R.Win, R.Win, R.Win, R.Win], 2), // 4/5, streak 4
    ...history([R.Win, R.Win], 3), // too few for rates, streak 2
    ...history([R.Lose, R.Lose, R.Lose, R.Lose, R.Lose], 4), // 0/5, no streak
  ]);

  it("ranks by 命中率 among experts with enough decided plans", () => {
    expect(rankBoard(BoardType.HitRate, records, 10).map((e) => [e.expertId, e.valueText])).toEqual([
      [1, "命中率83.3%"],
      [2, "命中率80.0%"],
      [4, "命中率0.0%"],
    ]);
  });

  it("ranks by 连红 (ties on the hit rate) and leaves out experts without a streak", () => {
    expect(rankBoard(BoardType.Streak, records, 10).map((e) => [e.expertId, e.valueText])).toEqual([
      [2, "4连红"],
      [3, "2连红"],
      [1, "2连红"],
    ]);
  });

  it("ranks by 回报率 and by 近10场, and cuts at the size", () => {
    expect(rankBoard(BoardType.ReturnRate, records, 2).map((e) => e.expertId)).toEqual([1, 2]);
    expect(rankBoard(BoardType.Recent, records, 1).map((e) => e.valueText)).toEqual(["近6中5"]);
  });
});

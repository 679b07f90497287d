import { beijingDate } from "@/lib/beijing-time";
import {
  BoardType,
  isHit,
  isMiss,
  PLAN_LIMITS,
  PlanResult,
  type BoardTypeCode,
} from "@/lib/codes/expert-plans";
import type { ExpertRecord, ExpertRecords } from "@/lib/contracts/expert-plans";

/*
 * Records and boards from settled plans: pure functions over a history, no database. A record
 * never counts a void (无效) plan; 走 counts as settled but neither hit nor miss.
 */

export type SettledPlan = {
  expertId: number;
  sportId: number;
  playType: number;
  result: number;
  /** What 1 staked returned (planPayout); null for a void plan. */
  payout: number | null;
  settledAt: number;
};

const oneDecimal = (x: number) => Math.round(x * 10) / 10;

/** The record of a history given newest first. */
export function computeRecord(newestFirst: readonly SettledPlan[]): ExpertRecord {
  const settled = newestFirst.filter((p) => p.result !== PlanResult.Void && p.result !== PlanResult.Pending);
  const hits = settled.filter((p) => isHit(p.result)).length;
  const misses = settled.filter((p) => isMiss(p.result)).length;
  const decided = settled.filter((p) => isHit(p.result) || isMiss(p.result));
  const recent = decided.slice(0, PLAN_LIMITS.recentCount);
  const payout = settled.reduce((sum, p) => sum + (p.payout ?? 0), 0);

  let streak = 0;
  for (const p of decided) {
    if (!isHit(p.result)) break;
    streak++;
  }
  let maxStreak = 0;
  let run = 0;
  for (const p of decided) {
    run = isHit(p.result) ? run + 1 : 0;
    maxStreak = Math.max(maxStreak, run);
  }

  return {
    settled: settled.length,
    hits,
    misses,
    pushes: settled.filter((p) => p.result === PlanResult.Push).length,
    hitRate: decided.length ? oneDecimal((hits / decided.length) * 100) : 0,
    returnRate: settled.length ? oneDecimal((payout / settled.length) * 100) : 0,
    recentCount: recent.length,
    recentHits: recent.filter((p) => isHit(p.result)).length,
    streak,
    maxStreak,
    lastResults: settled.slice(0, PLAN_LIMITS.recentCount).map((p) => p.result),
  };
}

const newestFirst = (a: SettledPlan, b: SettledPlan) => b.settledAt - a.settledAt;

function groupBy<K>(plans: readonly SettledPlan[], key: (p: SettledPlan) => K): Map<K, SettledPlan[]> {
  const groups = new Map<K, SettledPlan[]>();
  for (const p of plans) {
    const k = key(p);
    const list = groups.get(k);
    if (list) list.push(p);
    else groups.set(k, [p]);
  }
  return groups;
}

const MONTHS_SHOWN = 12;

/** One expert's records: overall, per play type (SPEC order) and per Beijing month (newest first). */
export function computeRecords(userId: number, history: readonly SettledPlan[]): ExpertRecords {
  const sorted = [...history].sort(newestFirst);
  const byPlay = groupBy(sorted, (p) => `${p.sportId}:${p.playType}`);
  const byMonth = groupBy(sorted, (p) => beijingDate(p.settledAt).slice(0, 7));
  return {
    userId,
    overall: computeRecord(sorted),
    byPlayType: [...byPlay.values()]
      .map((list) => ({ sportId: list[0].sportId, playType: list[0].playType, record: computeRecord(list) }))
      .filter((r) => r.record.settled > 0)
      .sort((a, b) => a.sportId - b.sportId || a.playType - b.playType),
    monthly: [...byMonth.entries()]
      .map(([month, list]) => ({ month, record: computeRecord(list) }))
      .filter((r) => r.record.settled > 0)
      .sort((a, b) => b.month.localeCompare(a.month))
      .slice(0, MONTHS_SHOWN),
  };
}

export type BoardEntry = { expertId: number; record: ExpertRecord; value: number; valueText: string };

const boardValue: Record<BoardTypeCode, (r: ExpertRecord) => { value: number; text: string }> = {
  [BoardType.HitRate]: (r) => ({ value: r.hitRate, text: `命中率${r.hitRate.toFixed(1)}%` }),
  [BoardType.Streak]: (r) => ({ value: r.streak, text: `${r.streak}连红` }),
  [BoardType.ReturnRate]: (r) => ({ value: r.returnRate, text: `回报率${r.returnRate.toFixed(1)}%` }),
  [BoardType.Recent]: (r) => ({ value: r.recentHits, text: `近${r.recentCount}中${r.recentHits}` }),
};

/** Who may stand on a board: rates need enough decided plans, a streak at least one hit. */
function qualifies(type: BoardTypeCode, r: ExpertRecord): boolean {
  if (type === BoardType.Streak) return r.streak > 0;
  if (type === BoardType.Recent) return r.recentCount > 0;
  return r.hits + r.misses >= PLAN_LIMITS.boardMinDecided;
}

/**
 * Ranks experts on a board; ties go to the better hit rate, then more decided plans, then the
 * smaller user id (stable between calls).
 */
export function rankBoard(
  type: BoardTypeCode,
  records: ReadonlyMap<number, ExpertRecord>,
  size: number,
): BoardEntry[] {
  return [...records.entries()]
    .filter(([, r]) => qualifies(type, r))
    .map(([expertId, record]) => {
      const { value, text } = boardValue[type](record);
      return { expertId, record, value, valueText: text };
    })
    .sort(
      (a, b) =>
        b.value - a.value ||
        b.record.hitRate - a.record.hitRate ||
        b.record.hits + b.record.misses - (a.record.hits + a.record.misses) ||
        a.expertId - b.expertId,
    )
    .slice(0, size);
}

/** Records of many experts at once (boards, lists): one pass over their settled plans. */
export function recordsByExpert(history: readonly SettledPlan[]): Map<number, ExpertRecord> {
  const sorted = [...history].sort(newestFirst);
  return new Map([...groupBy(sorted, (p) => p.expertId)].map(([id, list]) => [id, computeRecord(list)]));
}

import { asc, between, desc, eq } from "drizzle-orm";
import type { BjdcList, JczqList, ListFilter, ZcList } from "@/lib/contracts/football-lists";
import type { Db } from "../../db/client";
import { bjdcMatches, jczqMatches, zcIssues, zcMatches } from "../../db/schema/lottery";
import { businessDate, shiftDate } from "@/lib/beijing-time";
import { scopedRows } from "./day-lists";
import { bjdcScope, defaultDate, jczqScope, resolveBjdcIssue, resolveZcIssue, zcScope } from "./list-scopes";

const ISSUES_SHOWN = 10;
const JCZQ_DAYS_BACK = 7;
const JCZQ_DAYS_AHEAD = 3;

const byMatch = <T extends { matchId: number }>(rows: T[]) => new Map(rows.map((r) => [r.matchId, r]));

/** 竞彩足球 of a business day in 周三001 order, with the 胜平负 and 让球 SP values. */
export async function jczqList(db: Db, now: number, q: ListFilter & { date?: string }): Promise<JczqList> {
  const today = businessDate(now);
  const date = q.date ?? defaultDate(now, "jczq");
  const [rows, sps, days] = await Promise.all([
    scopedRows(db, jczqScope(date), q),
    db.select().from(jczqMatches).where(eq(jczqMatches.businessDate, date)),
    db
      .selectDistinct({ date: jczqMatches.businessDate })
      .from(jczqMatches)
      .where(
        between(
          jczqMatches.businessDate,
          shiftDate(today, -JCZQ_DAYS_BACK),
          shiftDate(today, JCZQ_DAYS_AHEAD),
        ),
      )
      .orderBy(asc(jczqMatches.businessDate)),
  ]);
  const sp = byMatch(sps);
  return {
    date,
    today,
    dates: days.map((d) => d.date),
    rows: rows.flatMap((row) => {
      const s = sp.get(row.id);
      if (!s) return [];
      const { matchId: _m, businessDate: _d, saleEndsAt, ...rest } = s;
      return [{ ...row, jczq: { ...rest, saleEndsAt: saleEndsAt.toISOString() } }];
    }),
  };
}

/** 北京单场 of an issue (the current one by default) in number order. */
export async function bjdcList(db: Db, q: ListFilter & { issue?: string }): Promise<BjdcList> {
  const issue = await resolveBjdcIssue(db, q.issue);
  const [rows, sps, issues] = await Promise.all([
    scopedRows(db, bjdcScope(issue), q),
    db.select().from(bjdcMatches).where(eq(bjdcMatches.issue, issue)),
    db
      .selectDistinct({ issue: bjdcMatches.issue })
      .from(bjdcMatches)
      .orderBy(desc(bjdcMatches.issue))
      .limit(ISSUES_SHOWN),
  ]);
  const sp = byMatch(sps);
  return {
    issue,
    issues: issues.map((i) => i.issue),
    rows: rows.flatMap((row) => {
      const s = sp.get(row.id);
      if (!s) return [];
      const { matchId: _m, ...bjdc } = s;
      return [{ ...row, bjdc }];
    }),
  };
}

/** 足彩 胜负彩: the 14 matches of an issue (the one on sale by default) and the recent issues. */
export async function zcList(db: Db, now: number, q: ListFilter & { issue?: string }): Promise<ZcList> {
  const current = await resolveZcIssue(db, now, q.issue);
  const issues = await db.select().from(zcIssues).orderBy(desc(zcIssues.saleEndsAt)).limit(ISSUES_SHOWN);
  const list = issues.map((i) => ({ issue: i.issue, saleEndsAt: i.saleEndsAt.toISOString() }));
  if (!current) return { issue: "", saleEndsAt: "", issues: list, rows: [] };
  const [rows, numbers] = await Promise.all([
    scopedRows(db, zcScope(current.issue), q),
    db
      .select({ matchId: zcMatches.matchId, number: zcMatches.number })
      .from(zcMatches)
      .where(eq(zcMatches.issue, current.issue)),
  ]);
  const number = byMatch(numbers);
  return {
    issue: current.issue,
    saleEndsAt: current.saleEndsAt.toISOString(),
    issues: list,
    rows: rows.map((row) => ({ ...row, zcNo: number.get(row.id)?.number ?? 0 })),
  };
}

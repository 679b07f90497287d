import { and } from "drizzle-orm";
import type { FootballList, ListFilter } from "@/lib/contracts/football-lists";
import type { Db } from "../../db/client";
import { businessDate } from "@/lib/beijing-time";
import { selectMatchRows } from "../schedule/match-rows";
import { defaultDate, liveScope, stateScope, type ListScope } from "./list-scopes";
import { listFilterWhere } from "./list-where";

// A business day holds ~30-60 football matches; the cap only guards against a runaway query.
const MAX_ROWS = 500;

export function scopedRows(db: Db, scope: ListScope, filter: ListFilter) {
  return selectMatchRows(db, and(scope.where, listFilterWhere(filter)), scope.order, MAX_ROWS);
}

/** 即时比分: a business day, in play first, then upcoming, then finished. */
export async function liveList(
  db: Db,
  now: number,
  q: ListFilter & { date?: string },
): Promise<FootballList> {
  const date = q.date ?? defaultDate(now, "live");
  const rows = await scopedRows(db, liveScope(now, date), q);
  return { date, today: businessDate(now), rows };
}

/** 完场 / 赛程 of a business day (yesterday / tomorrow by default). */
export async function stateList(
  db: Db,
  now: number,
  q: ListFilter & { type: "end" | "next"; date?: string },
): Promise<FootballList> {
  const date = q.date ?? defaultDate(now, q.type);
  const rows = await scopedRows(db, stateScope(q.type, date), q);
  return { date, today: businessDate(now), rows };
}

import { and, asc, desc, eq, gte, inArray, lt, or, sql, type SQL } from "drizzle-orm";
import { Sport } from "@/lib/codes/sports";
import type { Db } from "../../db/client";
import { bjdcMatches, jczqMatches, zcIssues, zcMatches } from "../../db/schema/lottery";
import { matches } from "../../db/schema/matches";
import { businessDate, businessDayRange, shiftDate } from "@/lib/beijing-time";
import { listErrors } from "./list-errors";
import { IN_PLAY_STATES, kickoffOrder, OVER_STATES, sectionOrder, UPCOMING_STATES } from "./list-where";

/** Which matches a list holds (before the league / hot / word filter) and in what order. */
export type ListScope = { where: SQL; order: SQL[] };

const HOUR = 3_600_000;
// A match that kicked off before the day began still belongs to today's list while it is played.
const LATE_LIVE_MS = 6 * HOUR;

const football = eq(matches.sportId, Sport.Football);

function dayWhere(date: string): SQL {
  const { from, to } = businessDayRange(date);
  return and(gte(matches.kickoff, from), lt(matches.kickoff, to))!;
}

/** 即时: the business day; today's also keeps matches still in play from the night before. */
export function liveScope(now: number, date: string): ListScope {
  const today = businessDate(now);
  const carried =
    date === today
      ? and(
          inArray(matches.state, IN_PLAY_STATES),
          gte(matches.kickoff, new Date(businessDayRange(date).from.getTime() - LATE_LIVE_MS)),
        )
      : undefined;
  return { where: and(football, or(dayWhere(date), carried))!, order: sectionOrder };
}

/** 完场 (end) and 赛程 (next) of a business day. */
export function stateScope(type: "end" | "next", date: string): ListScope {
  const states = type === "end" ? OVER_STATES : UPCOMING_STATES;
  return { where: and(football, dayWhere(date), inArray(matches.state, states))!, order: kickoffOrder };
}

/** The default date of a list: yesterday for 完场, tomorrow for 赛程, today otherwise. */
export function defaultDate(now: number, type: "live" | "end" | "next" | "jczq"): string {
  const today = businessDate(now);
  if (type === "end") return shiftDate(today, -1);
  if (type === "next") return shiftDate(today, 1);
  return today;
}

export function jczqScope(date: string): ListScope {
  const ids = sql`select ${jczqMatches.matchId} from ${jczqMatches} where ${eq(jczqMatches.businessDate, date)}`;
  return { where: sql`${matches.id} in (${ids})`, order: [asc(matches.jcNo), asc(matches.id)] };
}

export function bjdcScope(issue: string): ListScope {
  return {
    where: and(football, eq(matches.bjdcIssue, issue))!,
    order: [asc(matches.bjdcNo), asc(matches.id)],
  };
}

export function zcScope(issue: string): ListScope {
  const ids = sql`select ${zcMatches.matchId} from ${zcMatches} where ${eq(zcMatches.issue, issue)}`;
  const number = sql`(select ${zcMatches.number} from ${zcMatches}
    where ${zcMatches.matchId} = ${matches.id} and ${eq(zcMatches.issue, issue)})`;
  return { where: sql`${matches.id} in (${ids})`, order: [asc(number), asc(matches.id)] };
}

/** The asked 北单 issue (404 when unknown), else the one of the next match still to finish, else the newest. */
export async function resolveBjdcIssue(db: Db, issue: string | undefined): Promise<string> {
  if (issue) {
    const [row] = await db
      .select({ issue: bjdcMatches.issue })
      .from(bjdcMatches)
      .where(eq(bjdcMatches.issue, issue))
      .limit(1);
    if (!row) throw listErrors.issueNotFound();
    return row.issue;
  }
  const [open] = await db
    .select({ issue: bjdcMatches.issue })
    .from(bjdcMatches)
    .innerJoin(matches, eq(matches.id, bjdcMatches.matchId))
    .where(inArray(matches.state, [...IN_PLAY_STATES, ...UPCOMING_STATES]))
    .orderBy(asc(matches.kickoff))
    .limit(1);
  if (open) return open.issue;
  const [newest] = await db
    .select({ issue: bjdcMatches.issue })
    .from(bjdcMatches)
    .orderBy(desc(bjdcMatches.issue))
    .limit(1);
  return newest?.issue ?? "";
}

/** The asked 足彩 issue (404 when unknown), else the first whose sale has not ended, else the newest. */
export async function resolveZcIssue(db: Db, now: number, issue: string | undefined) {
  if (issue) {
    const [row] = await db.select().from(zcIssues).where(eq(zcIssues.issue, issue));
    if (!row) throw listErrors.issueNotFound();
    return row;
  }
  const [open] = await db
    .select()
    .from(zcIssues)
    .where(gte(zcIssues.saleEndsAt, new Date(now)))
    .orderBy(asc(zcIssues.saleEndsAt))
    .limit(1);
  if (open) return open;
  const [newest] = await db.select().from(zcIssues).orderBy(desc(zcIssues.saleEndsAt)).limit(1);
  return newest ?? null;
}

import { and, asc, count, eq, inArray, type SQL } from "drizzle-orm";
import { Sport } from "@/lib/codes/sports";
import type { BasketList, BasketRow, JclqSale } from "@/lib/contracts/basketball";
import type { BasketListType } from "@/lib/codes/list-types";
import type { LeagueCount } from "@/lib/contracts/schedule";
import type { Db } from "../../db/client";
import { jclqMatches } from "../../db/schema/lottery";
import { matches } from "../../db/schema/matches";
import { leagues } from "../../db/schema/sports";
import { businessDate } from "@/lib/beijing-time";
import { matchRowQuery, toMatchRows } from "../schedule/match-rows";
import { kickoffOn } from "../schedule/day-sql";
import { byKickoff, comingSql, dayOrLive, defaultListDate, endedSql, liveFirst } from "./list-order";

export type ListQuery = { type: BasketListType; date?: string; leagueIds?: number[] };

function listWhere(q: ListQuery, date: string, today: string): SQL {
  const basketball = eq(matches.sportId, Sport.Basketball);
  if (q.type === "jclq") return and(basketball, eq(jclqMatches.businessDate, date))!;
  if (q.type === "end") return and(basketball, kickoffOn(date), endedSql)!;
  if (q.type === "next") return and(basketball, kickoffOn(date), comingSql)!;
  return and(basketball, dayOrLive(date, today))!;
}

const leagueFilter = (ids: number[] | undefined) =>
  ids?.length ? inArray(matches.leagueId, ids) : undefined;

/** One list page: 即时 (the day, in play first), 完场 (yesterday), 未开赛 (tomorrow) or 竞彩篮球 (by 周三301). */
export async function basketList(db: Db, now: number, q: ListQuery): Promise<BasketList> {
  const today = businessDate(now);
  const date = q.date ?? defaultListDate(now, q.type);
  const where = and(listWhere(q, date, today), leagueFilter(q.leagueIds));
  let query = matchRowQuery(db);
  if (q.type === "jclq") query = query.innerJoin(jclqMatches, eq(jclqMatches.matchId, matches.id));
  const order = q.type === "jclq" ? [asc(jclqMatches.number)] : q.type === "live" ? liveFirst : byKickoff;
  const rows = await toMatchRows(db, await query.where(where).orderBy(...order));
  const list: BasketRow[] = q.type === "jclq" ? await withSales(db, rows) : rows;
  return { type: q.type, date, today, list };
}

/** The leagues of a list (before the league filter), with their match counts. */
export async function basketFilter(db: Db, now: number, q: ListQuery): Promise<{ leagues: LeagueCount[] }> {
  const today = businessDate(now);
  const date = q.date ?? defaultListDate(now, q.type);
  let query = db
    .select({
      id: leagues.id,
      sportId: leagues.sportId,
      name: leagues.name,
      fullName: leagues.fullName,
      colour: leagues.colour,
      isHot: leagues.isHot,
      count: count(),
    })
    .from(matches)
    .innerJoin(leagues, eq(leagues.id, matches.leagueId))
    .$dynamic();
  if (q.type === "jclq") query = query.innerJoin(jclqMatches, eq(jclqMatches.matchId, matches.id));
  const rows = await query
    .where(listWhere(q, date, today))
    .groupBy(leagues.id)
    .orderBy(asc(leagues.sort));
  return { leagues: rows };
}

export async function salesOf(db: Db, ids: number[]): Promise<Map<number, JclqSale>> {
  if (!ids.length) return new Map();
  const rows = await db.select().from(jclqMatches).where(inArray(jclqMatches.matchId, ids));
  return new Map(
    rows.map(({ matchId, businessDate: _date, saleEndsAt, ...sale }) => [
      matchId,
      { ...sale, saleEndsAt: saleEndsAt.toISOString() },
    ]),
  );
}

async function withSales(db: Db, rows: BasketRow[]): Promise<BasketRow[]> {
  const sales = await salesOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({ ...r, jclq: sales.get(r.id) ?? null }));
}

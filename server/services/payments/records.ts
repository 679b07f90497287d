import { and, count, desc, eq, gt, gte, lt, type SQL } from "drizzle-orm";
import { stringify } from "csv-stringify/sync";
import { beijingDayStart, DAY } from "@/lib/beijing-time";
import { formatDateTime } from "@/lib/format/date";
import { tradeTypeLabel } from "@/lib/codes/trade-types";
import type { Page } from "@/lib/contracts/fields";
import type { DateRangeInput, TradeRecord, TransListInput } from "@/lib/contracts/payments";
import type { Db } from "../../db/client";
import { ledger } from "../../db/schema/wallet";

type Range = { start?: string; end?: string };

function rangeOf({ start, end }: Range): SQL[] {
  return [
    ...(start ? [gte(ledger.createdAt, new Date(beijingDayStart(start)))] : []),
    ...(end ? [lt(ledger.createdAt, new Date(beijingDayStart(end) + DAY))] : []),
  ];
}

type LedgerRow = typeof ledger.$inferSelect;
const recordView = (r: LedgerRow): TradeRecord => ({
  id: r.id,
  tradeType: r.tradeType,
  tradeTypeName: tradeTypeLabel(r.tradeType),
  currency: r.currency,
  amount: r.amount,
  balanceAfter: r.balanceAfter,
  remark: r.remark,
  time: r.createdAt.toISOString(),
});

async function pageOfLedger(db: Db, where: SQL, page: number, pageSize: number): Promise<Page<TradeRecord>> {
  const rows = await db
    .select()
    .from(ledger)
    .where(where)
    .orderBy(desc(ledger.createdAt), desc(ledger.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [{ total }] = await db.select({ total: count() }).from(ledger).where(where);
  return { list: rows.map(recordView), total, page, pageSize };
}

/** Every movement of the user's wallet, newest first; by trade type and Beijing date range. */
export function tradeList(db: Db, userId: number, input: TransListInput) {
  const where = and(
    eq(ledger.userId, userId),
    ...(input.tradeType ? [eq(ledger.tradeType, input.tradeType)] : []),
    ...rangeOf(input),
  )!;
  return pageOfLedger(db, where, input.page, input.pageSize);
}

/** What came into the withdrawable income: gift income, plan income, rejected withdrawals returned. */
const incomeWhere = (userId: number, range: Range) =>
  and(eq(ledger.userId, userId), eq(ledger.currency, "income"), gt(ledger.amount, 0), ...rangeOf(range))!;

export function incomeList(db: Db, userId: number, input: DateRangeInput) {
  return pageOfLedger(db, incomeWhere(userId, input), input.page, input.pageSize);
}

const EXPORT_MAX_ROWS = 10_000;
const CSV_BOM = "\uFEFF";

/** The income records as CSV for Excel: a UTF-8 BOM so Chinese opens intact, Beijing times. */
export async function incomeCsv(db: Db, userId: number, range: Range): Promise<string> {
  const rows = await db
    .select()
    .from(ledger)
    .where(incomeWhere(userId, range))
    .orderBy(desc(ledger.createdAt), desc(ledger.id))
    .limit(EXPORT_MAX_ROWS);
  const body = stringify(
    rows.map((r) => [
      formatDateTime(r.createdAt),
      tradeTypeLabel(r.tradeType),
      r.amount,
      r.balanceAfter,
      r.remark,
    ]),
    {
      header: true,
      columns: ["时间（北京时间）", "类型", "收益（钻石）", "收益余额", "说明"],
      record_delimiter: "windows",
    },
  );
  return CSV_BOM + body;
}

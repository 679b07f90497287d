import { and, count, desc, eq, inArray, like, notLike, type SQL } from "drizzle-orm";
import { tradeTypeLabel, TradeType } from "@/lib/codes/trade-types";
import {
  HIGHLIGHT_REF_PREFIX,
  ORDER_STATUS_LABELS,
  ORDER_TRADE_TYPES,
  RECHARGE_TRADE_TYPES,
  type OrderKind,
} from "@/lib/codes/order-kinds";
import type { OrderItem, OrderPage } from "@/lib/contracts/account";
import type { Db } from "../../db/client";
import { ledger } from "../../db/schema/wallet";

const highlight = like(ledger.refId, `${HIGHLIGHT_REF_PREFIX}%`);

const KIND_WHERE: Record<OrderKind, SQL | undefined> = {
  all: inArray(ledger.tradeType, [...ORDER_TRADE_TYPES]),
  recharge: inArray(ledger.tradeType, [...RECHARGE_TRADE_TYPES]),
  plan: and(eq(ledger.tradeType, TradeType.PlanPurchase), notLike(ledger.refId, `${HIGHLIGHT_REF_PREFIX}%`)),
  nobility: eq(ledger.tradeType, TradeType.OpenNoble),
  highlight: and(eq(ledger.tradeType, TradeType.PlanPurchase), highlight),
  gift: eq(ledger.tradeType, TradeType.GiftTip),
};

function kindOf(tradeType: number, refId: string): OrderKind {
  if (tradeType === TradeType.PlanPurchase)
    return refId.startsWith(HIGHLIGHT_REF_PREFIX) ? "highlight" : "plan";
  if (tradeType === TradeType.OpenNoble) return "nobility";
  if (tradeType === TradeType.GiftTip) return "gift";
  return "recharge";
}

/**
 * /v/order: the user's own top-ups and purchases from the ledger, newest first. An order whose
 * reference later got a refund (trade type 6) shows 已退款.
 */
export async function myOrders(
  db: Db,
  userId: number,
  q: { kind: OrderKind; page: number; pageSize: number },
): Promise<OrderPage> {
  const where = and(eq(ledger.userId, userId), KIND_WHERE[q.kind]);
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: count() }).from(ledger).where(where),
    db
      .select()
      .from(ledger)
      .where(where)
      .orderBy(desc(ledger.createdAt), desc(ledger.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
  ]);
  const refs = rows.map((r) => r.refId).filter(Boolean);
  const refunded = new Set(
    refs.length
      ? (
          await db
            .select({ refId: ledger.refId })
            .from(ledger)
            .where(
              and(
                eq(ledger.userId, userId),
                eq(ledger.tradeType, TradeType.Refund),
                inArray(ledger.refId, refs),
              ),
            )
        ).map((r) => r.refId)
      : [],
  );
  const list: OrderItem[] = rows.map((r) => {
    const status = r.refId && refunded.has(r.refId) ? "refunded" : "done";
    return {
      id: r.id,
      kind: kindOf(r.tradeType, r.refId),
      tradeType: r.tradeType,
      tradeLabel: tradeTypeLabel(r.tradeType),
      title: r.remark || tradeTypeLabel(r.tradeType),
      amount: r.amount,
      currency: r.currency,
      status,
      statusLabel: ORDER_STATUS_LABELS[status],
      time: r.createdAt.toISOString(),
    };
  });
  return { list, total, page: q.page, pageSize: q.pageSize };
}

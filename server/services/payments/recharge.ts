import { randomInt } from "node:crypto";
import { and, asc, eq, lte } from "drizzle-orm";
import {
  DIAMONDS_PER_YUAN,
  PAY_CHANNEL_LABELS,
  RECHARGE_ORDER_TTL_MINUTES,
  RECHARGE_STATUS_LABELS,
  RechargeStatus,
} from "@/lib/codes/pay-settings";
import { TradeType } from "@/lib/codes/trade-types";
import { formatDateTime } from "@/lib/format/date";
import type { RechargeInput, RechargeOrder } from "@/lib/contracts/payments";
import type { Db, Tx } from "../../db/client";
import { paymentNotifications, rechargeOrders } from "../../db/schema/payments";
import { credit } from "../wallet/ledger";
import type { MoneyDeps } from "../wallet/money-deps";
import type { PaidNotice, PaymentProvider } from "./payment-provider";
import { payErrors } from "./pay-errors";

export type PayDeps = MoneyDeps & { payment: PaymentProvider };
type OrderRow = typeof rechargeOrders.$inferSelect;

/** R + Beijing yyyyMMddHHmmss + six random digits. */
export function newOrderNo(now: number, digits = randomInt(0, 1_000_000)): string {
  const stamp = formatDateTime(now).replace(/\D/g, "");
  return `R${stamp}${String(digits).padStart(6, "0")}`;
}

function view(
  order: OrderRow,
  provider: PaymentProvider,
  start: { payUrl: string; qrContent: string },
): RechargeOrder {
  return {
    orderNo: order.orderNo,
    amount: order.amountFen / 100,
    diamonds: order.diamonds,
    channel: order.channel,
    channelName: PAY_CHANNEL_LABELS[order.channel],
    status: order.status,
    statusName: RECHARGE_STATUS_LABELS[order.status],
    expiresAt: order.expiresAt.toISOString(),
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    ...start,
    sandbox: provider.sandbox !== undefined,
  };
}

/** Opens an order at the gateway and answers where to pay. */
export async function createRecharge(
  deps: PayDeps,
  userId: number,
  input: RechargeInput,
): Promise<RechargeOrder> {
  const now = deps.now();
  const [order] = await deps.db
    .insert(rechargeOrders)
    .values({
      orderNo: newOrderNo(now),
      userId,
      amountFen: input.amount * 100,
      diamonds: input.amount * DIAMONDS_PER_YUAN,
      channel: input.channel,
      provider: deps.payment.name,
      expiresAt: new Date(now + RECHARGE_ORDER_TTL_MINUTES * 60_000),
      createdAt: new Date(now),
    })
    .returning();
  const start = await deps.payment.createPayment({
    orderNo: order.orderNo,
    amountFen: order.amountFen,
    channel: order.channel,
    subject: `球探直播 ${order.diamonds}钻石`,
    expiresAt: order.expiresAt.getTime(),
  });
  return view(order, deps.payment, start);
}

/** The owner's order (another user's answers as missing), for the cashier page to poll. */
export async function findRecharge(deps: PayDeps, userId: number, orderNo: string): Promise<RechargeOrder> {
  const [order] = await deps.db
    .select()
    .from(rechargeOrders)
    .where(and(eq(rechargeOrders.orderNo, orderNo), eq(rechargeOrders.userId, userId)));
  if (!order) throw payErrors.orderNotFound();
  return view(order, deps.payment, deps.payment.startOf(order));
}

export type SettleResult = "credited" | "duplicate" | "ignored";

/** The diamonds of an order that turned paid (trade type 1), in the caller's transaction. */
export function creditPaidOrder(tx: Db | Tx, order: OrderRow, at: Date) {
  return credit(tx, {
    userId: order.userId,
    currency: "balance",
    amount: order.diamonds,
    tradeType: TradeType.DiamondTopUp,
    remark: `充值${order.amountFen / 100}元（${PAY_CHANNEL_LABELS[order.channel]}）`,
    refId: `recharge:${order.orderNo}`,
    at,
  });
}

/**
 * Acts on a verified notification once: its id is recorded and the order turns paid in the same
 * transaction as the credit (trade type 1), so replays and concurrent deliveries credit nothing more.
 */
export async function settlePaidNotice(deps: PayDeps, notice: PaidNotice): Promise<SettleResult> {
  const at = new Date(deps.now());
  const result = await deps.db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(paymentNotifications)
      .values({ notifyId: notice.notifyId, orderNo: notice.orderNo, receivedAt: at })
      .onConflictDoNothing()
      .returning({ notifyId: paymentNotifications.notifyId });
    if (!fresh) return { outcome: "duplicate" as const };
    const [order] = await tx
      .update(rechargeOrders)
      .set({ status: RechargeStatus.Paid, paidAt: at, providerRef: notice.providerRef.slice(0, 64) })
      .where(
        and(
          eq(rechargeOrders.orderNo, notice.orderNo),
          eq(rechargeOrders.status, RechargeStatus.Pending),
          eq(rechargeOrders.amountFen, notice.amountFen),
        ),
      )
      .returning();
    if (!order) return { outcome: "ignored" as const };
    await creditPaidOrder(tx, order, at);
    return { outcome: "credited" as const };
  });
  if (result.outcome === "ignored") {
    deps.log.error("payment notice matched no open order", {
      orderNo: notice.orderNo,
      amountFen: notice.amountFen,
    });
  }
  return result.outcome;
}

const BATCH = 100;

/** Closes unpaid orders past their expiry, at the gateway first; safe in several processes at once. */
export async function closeExpiredRecharges(deps: PayDeps): Promise<number> {
  const at = new Date(deps.now());
  let closed = 0;
  let after = 0;
  for (;;) {
    const due = await deps.db
      .select({ id: rechargeOrders.id, orderNo: rechargeOrders.orderNo })
      .from(rechargeOrders)
      .where(and(eq(rechargeOrders.status, RechargeStatus.Pending), lte(rechargeOrders.expiresAt, at)))
      .orderBy(asc(rechargeOrders.id))
      .limit(BATCH)
      .offset(after);
    for (const order of due) {
      // Paid at the gateway in its last moment: the notification will settle it.
      if (!(await deps.payment.closePayment(order.orderNo))) {
        after++;
        continue;
      }
      const [row] = await deps.db
        .update(rechargeOrders)
        .set({ status: RechargeStatus.Closed })
        .where(and(eq(rechargeOrders.id, order.id), eq(rechargeOrders.status, RechargeStatus.Pending)))
        .returning({ id: rechargeOrders.id });
      if (row) closed++;
    }
    if (due.length < BATCH) return closed;
  }
}

/** Runs the close every `intervalMs` on the leader; returns a stop function. */
export function startRechargeSweeper(deps: PayDeps, intervalMs = 30_000) {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    closeExpiredRecharges(deps)
      .then((n) => n && deps.log.info("recharge orders closed", { count: n }))
      .catch((error) => deps.log.error("recharge sweep failed", { error: String(error) }))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}

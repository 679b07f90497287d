import { TradeType } from "./trade-types";

/**
 * The tabs of /v/order (我的订单), read from the ledger: what the user paid for and topped up.
 * Paid highlights are trade type 4 like plans, told apart by their `highlight:` reference.
 */
export const ORDER_KINDS = {
  all: { label: "全部" },
  recharge: { label: "充值" },
  plan: { label: "方案" },
  nobility: { label: "贵族" },
  highlight: { label: "付费集锦" },
  gift: { label: "礼物" },
} as const;

export type OrderKind = keyof typeof ORDER_KINDS;

export const isOrderKind = (v: string): v is OrderKind => Object.hasOwn(ORDER_KINDS, v);

/** Money in: bought (1), topped up by an operator (14) or given by the system (7). */
export const RECHARGE_TRADE_TYPES: readonly number[] = [
  TradeType.DiamondTopUp,
  TradeType.ManualTopUp,
  TradeType.SystemGift,
];

export const ORDER_TRADE_TYPES: readonly number[] = [
  ...RECHARGE_TRADE_TYPES,
  TradeType.PlanPurchase,
  TradeType.OpenNoble,
  TradeType.GiftTip,
];

export const HIGHLIGHT_REF_PREFIX = "highlight:";

export const CURRENCY_LABELS: Record<string, string> = { balance: "钻石", ticket: "球票", income: "收益" };

/** 已完成, or 已退款 when a refund (trade type 6) carries the order's reference. */
export const ORDER_STATUS_LABELS = { done: "已完成", refunded: "已退款" } as const;
export type OrderStatus = keyof typeof ORDER_STATUS_LABELS;

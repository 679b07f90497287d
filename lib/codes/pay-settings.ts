// Plain numbers without zod, so the wallet pages can import them without shipping the schemas.

/** Diamonds one yuan buys; withdrawals pay out at the same rate. */
export const DIAMONDS_PER_YUAN = 10;

/** The recharge packs of /v/pay (yuan → diamonds at the rate). */
export const RECHARGE_PACKS_YUAN = [6, 30, 68, 128, 328, 648] as const;
export const RECHARGE_MIN_YUAN = 6;
export const RECHARGE_MAX_YUAN = 5000;

/** How long an unpaid recharge order stays open before it is closed. */
export const RECHARGE_ORDER_TTL_MINUTES = 15;

/** Withdrawals are counted in income diamonds. */
export const WITHDRAW_MIN_DIAMONDS = 1000;
export const WITHDRAW_MAX_DIAMONDS = 500_000;
/** Of each withdrawal, this share (rounded down) stays with the platform as the fee. */
export const WITHDRAW_FEE_PERCENT = 2;
/** Per Beijing day, pending and paid withdrawals together. */
export const WITHDRAW_DAILY_LIMIT_DIAMONDS = 200_000;

export const PAY_PASSWORD_MAX_TRIES = 5;
export const PAY_PASSWORD_LOCK_MINUTES = 30;
export const BANK_CARD_MAX = 5;

export const PayChannel = { Wechat: "wechat", Alipay: "alipay" } as const;
export type PayChannelCode = (typeof PayChannel)[keyof typeof PayChannel];
export const PAY_CHANNELS: readonly PayChannelCode[] = [PayChannel.Wechat, PayChannel.Alipay];
export const PAY_CHANNEL_LABELS: Record<PayChannelCode, string> = { wechat: "微信支付", alipay: "支付宝" };

export const RechargeStatus = { Pending: "pending", Paid: "paid", Closed: "closed" } as const;
export type RechargeStatusCode = (typeof RechargeStatus)[keyof typeof RechargeStatus];
export const RECHARGE_STATUS_LABELS: Record<RechargeStatusCode, string> = {
  pending: "待支付",
  paid: "已支付",
  closed: "已关闭",
};

export const WithdrawalStatus = { Pending: "pending", Paid: "paid", Rejected: "rejected" } as const;
export type WithdrawalStatusCode = (typeof WithdrawalStatus)[keyof typeof WithdrawalStatus];
export const WITHDRAWAL_STATUS_LABELS: Record<WithdrawalStatusCode, string> = {
  pending: "审核中",
  paid: "已打款",
  rejected: "已驳回",
};

/** The fee of a withdrawal of `amount` income diamonds. */
export const withdrawFeeOf = (amount: number) => Math.floor((amount * WITHDRAW_FEE_PERCENT) / 100);

/** What reaches the card, in fen, for `amount` income diamonds. */
export const payoutFenOf = (amount: number) => ((amount - withdrawFeeOf(amount)) * 100) / DIAMONDS_PER_YUAN;

export const TradeType = {
  DiamondTopUp: 1,
  GiftTip: 2,
  Withdrawal: 3,
  PlanPurchase: 4,
  PrizePayout: 5,
  Refund: 6,
  SystemGift: 7,
  SystemDeduction: 8,
  GiftIncome: 9,
  SendRedPacket: 10,
  GrabRedPacket: 11,
  RedPacketReturned: 12,
  WithdrawToWallet: 13,
  ManualTopUp: 14,
  OpenNoble: 15,
} as const;

export type TradeTypeCode = (typeof TradeType)[keyof typeof TradeType];

export const TRADE_TYPE_LABELS: Record<TradeTypeCode, string> = {
  1: "钻石充值",
  2: "礼物打赏",
  3: "提现",
  4: "购买方案",
  5: "中奖派奖",
  6: "退款",
  7: "系统赠送",
  8: "系统扣除",
  9: "礼物收入",
  10: "发红包",
  11: "抢红包",
  12: "红包退回",
  13: "提现到钱包",
  14: "人工充值",
  15: "开通贵族",
};

// 13 moves earnings into the wallet, so the wallet sees it as money coming in.
const CREDIT_TYPES: ReadonlySet<number> = new Set([
  TradeType.DiamondTopUp,
  TradeType.PrizePayout,
  TradeType.Refund,
  TradeType.SystemGift,
  TradeType.GiftIncome,
  TradeType.GrabRedPacket,
  TradeType.RedPacketReturned,
  TradeType.WithdrawToWallet,
  TradeType.ManualTopUp,
]);

export function isTradeTypeCode(code: number): code is TradeTypeCode {
  return Object.hasOwn(TRADE_TYPE_LABELS, code);
}

/** Chinese label for a trade type; "" for codes outside the SPEC table. */
export function tradeTypeLabel(code: number): string {
  return isTradeTypeCode(code) ? TRADE_TYPE_LABELS[code] : "";
}

export function isCreditTradeType(code: number): boolean {
  return CREDIT_TYPES.has(code);
}

/** 1 when the trade adds to the wallet, -1 when it takes from it, 0 for unknown codes. */
export function tradeTypeSign(code: number): 1 | -1 | 0 {
  if (!isTradeTypeCode(code)) return 0;
  return isCreditTradeType(code) ? 1 : -1;
}

import { describe, expect, it } from "vitest";
import { TradeType, isCreditTradeType, tradeTypeLabel, tradeTypeSign } from "./trade-types";

describe("trade types", () => {
  it("labels every SPEC code 1..15", () => {
    const labels = Array.from({ length: 15 }, (_, i) => tradeTypeLabel(i + 1));
    expect(labels).toEqual([
      "钻石充值", "礼物打赏", "提现", "购买方案", "中奖派奖", "退款", "系统赠送", "系统扣除",
      "礼物收入", "发红包", "抢红包", "红包退回", "提现到钱包", "人工充值", "开通贵族",
    ]);
    expect(tradeTypeLabel(0)).toBe("");
    expect(tradeTypeLabel(16)).toBe("");
  });

  it("names codes with constants", () => {
    expect(TradeType.GiftTip).toBe(2);
    expect(TradeType.WithdrawToWallet).toBe(13);
    expect(TradeType.OpenNoble).toBe(15);
  });

  it("credits top-ups, income, refunds and grabbed red packets", () => {
    const credits = Array.from({ length: 15 }, (_, i) => i + 1).filter(isCreditTradeType);
    expect(credits).toEqual([1, 5, 6, 7, 9, 11, 12, 13, 14]);
  });

  it("signs spending as a debit and unknown codes as neither", () => {
    expect(tradeTypeSign(TradeType.DiamondTopUp)).toBe(1);
    expect(tradeTypeSign(TradeType.GiftTip)).toBe(-1);
    expect(tradeTypeSign(TradeType.Withdrawal)).toBe(-1);
    expect(tradeTypeSign(TradeType.PlanPurchase)).toBe(-1);
    expect(tradeTypeSign(TradeType.SystemDeduction)).toBe(-1);
    expect(tradeTypeSign(TradeType.SendRedPacket)).toBe(-1);
    expect(tradeTypeSign(TradeType.OpenNoble)).toBe(-1);
    expect(tradeTypeSign(99)).toBe(0);
  });
});

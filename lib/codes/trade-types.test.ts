import { describe, expect, it } from "vitest";
import { TradeType, isCreditTradeType, tradeTypeLabel, tradeTypeSign } from "./trade-types";

describe("trade types", () => {
  it.each([
    [1, "钻石充值"],
    [2, "礼物打赏"],
    [3, "提现"],
    [4, "购买方案"],
    [5, "中奖派奖"],
    [6, "退款"],
    [7, "系统赠送"],
    [8, "系统扣除"],
    [9, "礼物收入"],
    [10, "发红包"],
    [11, "抢红包"],
    [12, "红包退回"],
    [13, "提现到钱包"],
    [14, "人工充值"],
    [15, "开通贵族"],
  ])("labels SPEC code %i as %s", (code, label) => {
    expect(tradeTypeLabel(code)).toBe(label);
  });

  it("returns an empty label for codes outside the table", () => {
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

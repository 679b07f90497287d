import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TradeType } from "@/lib/codes/trade-types";
import { operatorMove } from "@/server/services/payments/operator-credit";
import { approveWithdrawal, pendingWithdrawals, rejectWithdrawal } from "@/server/services/payments/withdraw";
import { createTestApi, type TestApi } from "../support/test-api";
import { encryptPasswords } from "./auth-helpers";
import { bindCard, setPayPassword, verifiedUser, withdraw } from "./pay-support";
import { expectBooksBalanced, fund, walletOf } from "./wallet-support";

describe("withdrawals of income", () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi();
  });
  afterAll(() => api.close());

  /** An anchor with income, a bound card and a pay password. */
  async function earner(income = 5000, balance = 0) {
    const anchor = await verifiedUser(api, "李雷", { isAnchor: 1 });
    if (income) await fund(api, anchor.user.id, income, "income");
    if (balance) await fund(api, anchor.user.id, balance);
    await setPayPassword(api, anchor);
    const card = await bindCard(api, anchor, undefined, "李雷");
    return { ...anchor, card };
  }

  it("holds the income at once (type 3) with the fee, and the operator pays it", async () => {
    const anchor = await earner(5000);
    const res = await withdraw(api, anchor, 2000, anchor.card.id);
    expect(res.body).toMatchObject({
      code: 200,
      message: "提现申请已提交，等待审核",
      data: {
        income: 3000,
        withdrawal: { amount: 2000, fee: 40, payout: 196, status: "pending", statusName: "审核中" },
      },
    });
    expect((await api.get("/pay/account", {}, anchor)).body.data).toMatchObject({
      income: 3000,
      withdrawnToday: 2000,
    });
    const queue = await pendingWithdrawals(api.db);
    const mine = queue.find((w) => w.userId === anchor.user.id)!;
    expect(mine).toMatchObject({ amount: 2000, payout: 196, bankName: "中国工商银行" });
    await approveWithdrawal(api.db, mine.id, api.clock.now);
    const records = await api.postJson("/pay/record/withdraw", { page: 1, pageSize: 10 }, anchor);
    expect(records.body.data.list[0]).toMatchObject({ status: "paid", statusName: "已打款", payout: 196 });
    await expect(approveWithdrawal(api.db, mine.id, api.clock.now)).rejects.toMatchObject({ code: 30533 });
    await expectBooksBalanced(api);
  });

  it("returns the whole amount when the operator rejects it (type 6)", async () => {
    const anchor = await earner(3000);
    const res = await withdraw(api, anchor, 1500, anchor.card.id);
    const id = res.body.data.withdrawal.id;
    await rejectWithdrawal(api.db, id, "银行卡信息有误", api.clock.now);
    expect((await walletOf(api, anchor.user.id)).income).toBe(3000);
    const records = await api.postJson("/pay/record/withdraw", {}, anchor);
    expect(records.body.data.list[0]).toMatchObject({ status: "rejected", reason: "银行卡信息有误" });
    const trans = await api.postJson("/pay/record/trans-list", { tradeType: TradeType.Refund }, anchor);
    expect(trans.body.data.list[0]).toMatchObject({
      tradeTypeName: "退款",
      amount: 1500,
      currency: "income",
    });
    // Rejected withdrawals do not count towards the day's limit.
    expect((await api.get("/pay/account", {}, anchor)).body.data.withdrawnToday).toBe(0);
    await expectBooksBalanced(api);
  });

  it("never pays out bought diamonds, only income", async () => {
    const fan = await earner(0, 50_000);
    const res = await withdraw(api, fan, 1000, fan.card.id);
    expect(res.body).toMatchObject({ code: 30003, message: "可用收益不足" });
    expect(await walletOf(api, fan.user.id)).toMatchObject({ balance: 50_000, income: 0 });
  });

  it("refuses below the lowest, above the day's limit, a wrong password and a card of someone else", async () => {
    const anchor = await earner(400_000);
    expect((await withdraw(api, anchor, 999, anchor.card.id)).body).toMatchObject({
      code: 30531,
      message: "单笔提现不能低于1000钻石",
    });
    expect((await withdraw(api, anchor, 150_000, anchor.card.id)).body.code).toBe(200);
    expect((await withdraw(api, anchor, 60_000, anchor.card.id)).body).toMatchObject({
      code: 30532,
      message: "超出今日提现额度，今日还可提现50000钻石",
    });
    expect((await withdraw(api, anchor, 1000, anchor.card.id, "000000")).body).toMatchObject({
      code: 30512,
      message: "支付密码错误，还可尝试4次",
    });
    const other = await earner(5000);
    expect((await withdraw(api, anchor, 1000, other.card.id)).body.code).toBe(30527);
    expect((await walletOf(api, other.user.id)).income).toBe(5000);
    const noPass = await verifiedUser(api, "韩梅梅");
    await fund(api, noPass.user.id, 5000, "income");
    const card = await bindCard(api, noPass, undefined, "韩梅梅");
    expect((await withdraw(api, noPass, 1000, card.id)).body).toMatchObject({
      code: 30511,
      message: "请先设置支付密码",
    });
    await expectBooksBalanced(api);
  });

  it("answers malformed withdrawals with the field named, and visitors with 401", async () => {
    const anchor = await earner(5000);
    const { key, iv, values } = await encryptPasswords(api, "135790");
    const base = { amount: 1000, cardId: anchor.card.id, payPassword: values[0], key, iv };
    const cases: [unknown, string][] = [
      [{ ...base, amount: "1e3" }, "提现金额须为整数（钻石）（amount）"],
      [{ ...base, cardId: 0 }, "请选择银行卡（cardId）"],
      [{ ...base, payPassword: "" }, "请输入支付密码（payPassword）"],
      [{ ...base, key: "short" }, "密钥格式不正确（key）"],
    ];
    for (const [body, message] of cases) {
      expect(await api.postJson("/pay/withdraw", body, anchor)).toMatchObject({
        status: 400,
        body: { message },
      });
    }
    expect((await api.postJson("/pay/withdraw", base)).status).toBe(401);
    expect((await api.postJson("/pay/withdraw/wallet", { amount: 1 })).status).toBe(401);
    expect((await api.get("/pay/account")).status).toBe(401);
  });

  it("moves income into diamonds one for one (type 13)", async () => {
    const anchor = await earner(800, 100);
    const res = await api.postJson("/pay/withdraw/wallet", { amount: 300 }, anchor);
    expect(res.body).toMatchObject({ code: 200, data: { income: 500, balance: 400 } });
    const over = await api.postJson("/pay/withdraw/wallet", { amount: 501 }, anchor);
    expect(over.body.code).toBe(30003);
    const bad = await api.postJson("/pay/withdraw/wallet", { amount: 0 }, anchor);
    expect(bad.status).toBe(400);
    const trans = await api.postJson("/pay/record/trans-list", { tradeType: 13 }, anchor);
    expect(
      trans.body.data.list.map((r: { amount: number; currency: string }) => [r.currency, r.amount]).sort(),
    ).toEqual([
      ["balance", 300],
      ["income", -300],
    ]);
    await expectBooksBalanced(api);
  });

  it("lets an operator top up (14), gift (7) and deduct (8), never below zero", async () => {
    const fan = await verifiedUser(api);
    await operatorMove(
      api.db,
      "top-up",
      { userId: fan.user.id, amount: 500, note: "线下转账" },
      api.clock.now,
    );
    await operatorMove(api.db, "gift", { userId: fan.user.id, amount: 100, note: "" }, api.clock.now);
    await operatorMove(api.db, "deduct", { userId: fan.user.id, amount: 200, note: "误充" }, api.clock.now);
    await expect(
      operatorMove(api.db, "deduct", { userId: fan.user.id, amount: 1000, note: "" }, api.clock.now),
    ).rejects.toMatchObject({ code: 30001 });
    expect((await walletOf(api, fan.user.id)).balance).toBe(400);
    const trans = await api.postJson("/pay/record/trans-list", {}, fan);
    expect(
      trans.body.data.list.map((r: { tradeTypeName: string; amount: number }) => [r.tradeTypeName, r.amount]),
    ).toEqual([
      ["系统扣除", -200],
      ["系统赠送", 100],
      ["人工充值", 500],
    ]);
    await expectBooksBalanced(api);
  });
});

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TradeType } from "@/lib/codes/trade-types";
import { rechargeOrders } from "@/server/db/schema/payments";
import { ledger } from "@/server/db/schema/wallet";
import { closeExpiredRecharges } from "@/server/services/payments/recharge";
import { createUser } from "../support/fixtures";
import { createTestApi, type TestApi } from "../support/test-api";
import { signedNotice, useInProcessSandbox } from "./pay-support";
import { expectBooksBalanced, walletOf } from "./wallet-support";

describe("recharge through the sandbox gateway", () => {
  let api: TestApi;
  let gateway: ReturnType<typeof useInProcessSandbox>;
  beforeAll(async () => {
    api = await createTestApi();
    gateway = useInProcessSandbox(api);
  });
  afterAll(() => api.close());

  async function order(caller: { token: string }, amount = 30, channel = "wechat") {
    const res = await api.postJson("/pay/recharge", { amount, channel }, caller);
    expect(res.body.code).toBe(200);
    return res.body.data as { orderNo: string; payUrl: string; qrContent: string; diamonds: number };
  }

  it("answers the settings and the lowest amounts to anyone", async () => {
    const setting = await api.get("/pay/setting");
    expect(setting.body.data.packs[0]).toEqual({ yuan: 6, diamonds: 60 });
    expect(setting.body.data.packs.at(-1)).toEqual({ yuan: 648, diamonds: 6480 });
    expect(setting.body.data).toMatchObject({ diamondsPerYuan: 10, withdrawFeePercent: 2 });
    const lowest = await api.get("/pay/lowest");
    expect(lowest.body.data).toEqual({ recharge: 6, withdraw: 1000 });
  });

  it("opens an order, the payer pays at the cashier, the notification credits it once (type 1)", async () => {
    const fan = await createUser(api);
    const created = await order(fan, 30);
    expect(created).toMatchObject({ diamonds: 300, payUrl: `/v/pay/cashier/${created.orderNo}` });
    expect(created.qrContent).toContain(created.orderNo);
    const before = await api.get(`/pay/order/${created.orderNo}`, {}, fan);
    expect(before.body.data).toMatchObject({ status: "pending", statusName: "待支付", sandbox: true });

    const paid = await api.postJson("/pay/sandbox/pay", { orderNo: created.orderNo }, fan);
    expect(paid.body.code).toBe(200);
    await gateway.sandbox.idle();
    const after = await api.get(`/pay/order/${created.orderNo}`, {}, fan);
    expect(after.body.data).toMatchObject({ status: "paid", statusName: "已支付" });
    expect((await walletOf(api, fan.user.id)).balance).toBe(300);
    const rows = await api.db.select().from(ledger).where(eq(ledger.userId, fan.user.id));
    expect(rows).toMatchObject([{ tradeType: TradeType.DiamondTopUp, amount: 300 }]);

    // The payer cannot pay the same order twice.
    const again = await api.postJson("/pay/sandbox/pay", { orderNo: created.orderNo }, fan);
    expect(again.body).toMatchObject({ code: 30503, message: "订单已支付或已关闭" });
    await expectBooksBalanced(api);
  });

  it("credits nothing for a forged, a replayed or a stale notification", async () => {
    const fan = await createUser(api);
    const created = await order(fan, 6);
    const fields = {
      notify_id: "forged-1",
      notify_time: String(api.clock.now),
      out_trade_no: created.orderNo,
      trade_no: "T1",
      total_fee: "600",
      trade_status: "SUCCESS",
    };
    const forged = await api.postForm(
      "/pay/notify/sandbox",
      signedNotice(fields, "another-secret-of-an-attacker"),
    );
    expect(forged).toMatchObject({ status: 400, body: { code: 400, message: "通知签名无效" } });
    const tampered = await api.postForm("/pay/notify/sandbox", {
      ...signedNotice(fields),
      total_fee: "60000",
    });
    expect(tampered.status).toBe(400);
    const stale = await api.postForm(
      "/pay/notify/sandbox",
      signedNotice({ ...fields, notify_id: "stale", notify_time: String(api.clock.now - 11 * 60_000) }),
    );
    expect(stale.status).toBe(400);
    const malformed = await api.postJson("/pay/notify/sandbox", { anything: 1 });
    expect(malformed.status).toBe(400);
    expect((await walletOf(api, fan.user.id)).balance).toBe(0);

    // The genuine one credits; the same notification replayed credits nothing more.
    await api.postJson("/pay/sandbox/pay", { orderNo: created.orderNo }, fan);
    await gateway.sandbox.idle();
    const genuine = gateway.delivered.at(-1)!;
    const replay = await api.postForm("/pay/notify/sandbox", genuine);
    expect(replay.body).toMatchObject({ code: 200, data: { outcome: "duplicate" } });
    // A second, freshly signed notification for the paid order credits nothing either.
    const second = await api.postForm(
      "/pay/notify/sandbox",
      signedNotice({ ...fields, notify_id: "second", total_fee: "600" }),
    );
    expect(second.body).toMatchObject({ code: 200, data: { outcome: "ignored" } });
    expect((await walletOf(api, fan.user.id)).balance).toBe(60);
  });

  it("closes an unpaid order after its expiry, and the cashier can no longer pay it", async () => {
    const fan = await createUser(api);
    const created = await order(fan, 6, "alipay");
    expect(created.qrContent).toMatch(/^https:\/\/qr\.alipay\.com\//);
    api.advance(16 * 60_000);
    const late = await api.postJson("/pay/sandbox/pay", { orderNo: created.orderNo }, fan);
    expect(late.body).toMatchObject({ code: 30502, message: "订单已过期，请重新下单" });
    expect(await closeExpiredRecharges(api.deps)).toBeGreaterThanOrEqual(1);
    const [row] = await api.db
      .select()
      .from(rechargeOrders)
      .where(eq(rechargeOrders.orderNo, created.orderNo));
    expect(row.status).toBe("closed");
    const shown = await api.get(`/pay/order/${created.orderNo}`, {}, fan);
    expect(shown.body.data).toMatchObject({ status: "closed", statusName: "已关闭" });
  });

  it("keeps an order paid at its last moment open for its late notification", async () => {
    let release = () => {};
    const wire = new Promise<void>((resolve) => (release = resolve));
    const late = useInProcessSandbox(api, () => wire);
    try {
      const fan = await createUser(api);
      const created = await order(fan, 6);
      await api.postJson("/pay/sandbox/pay", { orderNo: created.orderNo }, fan);
      api.advance(16 * 60_000);
      // The sweep runs before the notification arrives: the gateway says it was paid.
      await closeExpiredRecharges(api.deps);
      release();
      await late.sandbox.idle();
      const shown = await api.get(`/pay/order/${created.orderNo}`, {}, fan);
      expect(shown.body.data.status).toBe("paid");
      expect((await walletOf(api, fan.user.id)).balance).toBe(60);
    } finally {
      gateway = useInProcessSandbox(api);
    }
  });

  it("refuses malformed orders with the field named, never a 500", async () => {
    const fan = await createUser(api);
    const cases: [unknown, string][] = [
      [{ amount: 5, channel: "wechat" }, "充值金额最少6元（amount）"],
      [{ amount: 5001, channel: "wechat" }, "单笔充值最多5000元（amount）"],
      [{ amount: "6.5", channel: "wechat" }, "充值金额须为整数（元）（amount）"],
      [{ amount: 6, channel: "unionpay" }, "支付方式只能是wechat（微信支付）或alipay（支付宝）（channel）"],
      [{ channel: "wechat" }, "请选择充值金额（amount）"],
    ];
    for (const [body, message] of cases) {
      const res = await api.postJson("/pay/recharge", body, fan);
      expect(res).toMatchObject({ status: 400, body: { code: 400, message } });
    }
    const badNo = await api.get("/pay/order/abc", {}, fan);
    expect(badNo.status).toBe(400);
    const badPay = await api.postJson("/pay/sandbox/pay", { orderNo: "R1" }, fan);
    expect(badPay.status).toBe(400);
  });

  it("lets no visitor order or pay, and no one read another's order", async () => {
    const visitor = await api.postJson("/pay/recharge", { amount: 6, channel: "wechat" });
    expect(visitor).toMatchObject({ status: 401, body: { code: 401 } });
    const owner = await createUser(api);
    const other = await createUser(api);
    const created = await order(owner);
    expect((await api.get(`/pay/order/${created.orderNo}`)).status).toBe(401);
    const peek = await api.get(`/pay/order/${created.orderNo}`, {}, other);
    expect(peek).toMatchObject({ status: 404, body: { code: 404, message: "订单不存在" } });
    expect((await api.postJson("/pay/sandbox/pay", { orderNo: created.orderNo })).status).toBe(401);
  });
});

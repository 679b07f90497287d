import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TRADE_TYPE_LABELS, TradeType, type TradeTypeCode } from "@/lib/codes/trade-types";
import { credit } from "@/server/services/wallet/ledger";
import { createUser } from "../support/fixtures";
import { createTestApi, type TestApi } from "../support/test-api";

describe("wallet records and the income export", () => {
  let api: TestApi;
  let owner: Awaited<ReturnType<typeof createUser>>;
  let other: Awaited<ReturnType<typeof createUser>>;
  const day = (d: string, h = 12) => new Date(`${d}T${String(h).padStart(2, "0")}:00:00+08:00`);

  beforeAll(async () => {
    api = await createTestApi();
    owner = await createUser(api);
    other = await createUser(api);
    const entry = (
      tradeType: TradeTypeCode,
      amount: number,
      at: Date,
      currency: "balance" | "income" = "balance",
    ) =>
      credit(api.db, {
        userId: owner.user.id,
        currency,
        amount,
        tradeType,
        remark: `备注,"${tradeType}"`,
        at,
      });
    await entry(TradeType.DiamondTopUp, 600, day("2026-11-01"));
    await entry(TradeType.SystemGift, 50, day("2026-11-10"));
    await entry(TradeType.GiftIncome, 90, day("2026-11-10", 23), "income");
    await entry(TradeType.GiftIncome, 45, day("2026-11-20", 0), "income");
    await credit(api.db, {
      userId: other.user.id,
      currency: "income",
      amount: 999,
      tradeType: TradeType.GiftIncome,
      remark: "别人的",
    });
  });
  afterAll(() => api.close());

  it("lists every trade with its Chinese label, newest first, paged", async () => {
    const page1 = await api.postJson("/pay/record/trans-list", { page: 1, pageSize: 3 }, owner);
    expect(page1.body.data).toMatchObject({ total: 4, page: 1, pageSize: 3 });
    expect(page1.body.data.list.map((r: { tradeTypeName: string }) => r.tradeTypeName)).toEqual([
      TRADE_TYPE_LABELS[9],
      TRADE_TYPE_LABELS[9],
      TRADE_TYPE_LABELS[7],
    ]);
    const page2 = await api.postForm("/pay/record/trans-list", { page: 2, pageSize: 3 }, owner);
    expect(page2.body.data.list).toMatchObject([{ tradeType: 1, tradeTypeName: "钻石充值", amount: 600 }]);
  });

  it("filters by trade type and by Beijing date range", async () => {
    const topUps = await api.postJson("/pay/record/trans-list", { tradeType: 1 }, owner);
    expect(topUps.body.data.total).toBe(1);
    const tenth = await api.postJson(
      "/pay/record/trans-list",
      { start: "2026-11-10", end: "2026-11-10" },
      owner,
    );
    expect(tenth.body.data.list.map((r: { tradeType: number }) => r.tradeType)).toEqual([9, 7]);
    const from20 = await api.postJson("/pay/record/trans-list", { start: "2026-11-20" }, owner);
    expect(from20.body.data.total).toBe(1);
  });

  it("lists the income only, and exports it as CSV that Excel opens with Chinese intact", async () => {
    const income = await api.postJson("/pay/record/income", {}, owner);
    expect(income.body.data.list.map((r: { amount: number }) => r.amount)).toEqual([45, 90]);
    const res = await api.app.request(
      "/pay/export/income/?start=2026-11-01&end=2026-11-30",
      { headers: { accessToken: owner.token } },
      { incoming: { socket: { remoteAddress: "127.0.0.1" } } },
    );
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toContain("attachment");
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder("utf-8", { ignoreBOM: false }).decode(bytes);
    const lines = text.trimEnd().split("\r\n");
    expect(lines[0]).toBe("时间（北京时间）,类型,收益（钻石）,收益余额,说明");
    expect(lines[1]).toBe('2026-11-20 00:00:00,礼物收入,45,135,"备注,""9"""');
    expect(lines).toHaveLength(3);
    expect(text).not.toContain("别人的");
  });

  it("answers malformed filters with the field named", async () => {
    const cases: [unknown, string][] = [
      [{ tradeType: 16 }, "交易类型为1-15（tradeType）"],
      [{ start: "2026-13-01" }, "日期格式应为 YYYY-MM-DD（start）"],
      [{ start: "2026-11-20", end: "2026-11-01" }, "开始日期不能晚于结束日期（start）"],
      [{ page: 0 }, "页码从1开始（page）"],
    ];
    for (const [body, message] of cases) {
      expect(await api.postJson("/pay/record/trans-list", body, owner)).toMatchObject({
        status: 400,
        body: { message },
      });
    }
    expect((await api.get("/pay/export/income/", { start: "x" }, owner)).status).toBe(400);
  });

  it("shows no one's records to a visitor or to another user", async () => {
    for (const path of ["/pay/record/trans-list", "/pay/record/income", "/pay/record/withdraw"]) {
      expect((await api.postJson(path, {})).status).toBe(401);
    }
    expect((await api.get("/pay/export/income/")).status).toBe(401);
    const theirs = await api.postJson("/pay/record/trans-list", {}, other);
    expect(theirs.body.data.list).toMatchObject([{ remark: "别人的" }]);
    expect(theirs.body.data.total).toBe(1);
  });
});

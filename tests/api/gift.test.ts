import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TradeType } from "@/lib/codes/trade-types";
import { giftItem, sentGiftData } from "@/lib/contracts/room-money";
import { giftEvent, roomChannels } from "@/lib/contracts/room-stream";
import { giftRecords } from "@/server/db/schema/gifts";
import { rooms } from "@/server/db/schema/rooms";
import { ledger } from "@/server/db/schema/wallet";
import { createAnchor, createUser } from "../support/fixtures";
import { createTestApi, type TestApi } from "../support/test-api";
import { catalogue, expectBooksBalanced, fund, listen, walletOf } from "./wallet-support";

let api: TestApi;
let anchor: Awaited<ReturnType<typeof createAnchor>>;
beforeAll(async () => {
  api = await createTestApi();
  await catalogue(api);
  anchor = await createAnchor(api);
});
afterAll(() => api.close());

const ROCKET = 14; // 火箭, 2888 diamonds
const LIKE = 1; // 点赞, 1 diamond

describe("GET /api/chat/gift/all", () => {
  it("lists 16 gifts from 1 to 8888 diamonds with an icon and an animation each", async () => {
    const res = await api.get("/api/chat/gift/all");
    expect(res.body.code).toBe(200);
    const list = res.body.data.map((g: unknown) => giftItem.parse(g));
    expect(list).toHaveLength(16);
    expect(list[0]).toEqual({
      id: 1,
      name: "点赞",
      price: 1,
      icon: "/images/gifts/like.svg",
      effect: "small",
    });
    expect(list.at(-1)).toMatchObject({ name: "梦幻球场", price: 8888, effect: "fullscreen" });
    expect(new Set(list.map((g: { effect: string }) => g.effect))).toEqual(
      new Set(["small", "big", "fullscreen"]),
    );
  });
});

describe("POST /pay/gift", () => {
  it("moves diamonds to the anchor's income, records it, heats the room and tells the room", async () => {
    const fan = await createUser(api, { level: 7 });
    await fund(api, fan.user.id, 3000);
    const { events, stop } = listen(api, roomChannels.room(anchor.room.id));
    const res = await api.postJson("/pay/gift", { roomId: anchor.room.id, giftId: ROCKET, count: 1 }, fan);
    stop();

    expect(res.body).toMatchObject({ code: 200, message: "赠送成功" });
    const data = sentGiftData.parse(res.body.data);
    expect(data).toMatchObject({ giftId: ROCKET, count: 1, total: 2888, balance: 112 });
    expect(await walletOf(api, fan.user.id)).toMatchObject({ balance: 112 });
    expect(await walletOf(api, anchor.user.id)).toMatchObject({ balance: 0, income: 1444 });

    const [record] = await api.db.select().from(giftRecords).where(eq(giftRecords.id, data.recordId));
    expect(record).toMatchObject({
      senderId: fan.user.id,
      anchorId: anchor.user.id,
      total: 2888,
      income: 1444,
    });
    const [room] = await api.db.select().from(rooms).where(eq(rooms.id, anchor.room.id));
    expect(room.heat).toBe(anchor.room.heat + 2888);
    const booked = await api.db
      .select({
        userId: ledger.userId,
        tradeType: ledger.tradeType,
        amount: ledger.amount,
        currency: ledger.currency,
      })
      .from(ledger)
      .where(eq(ledger.refId, `gift:${data.recordId}`));
    expect(booked).toEqual(
      expect.arrayContaining([
        { userId: fan.user.id, tradeType: TradeType.GiftTip, amount: -2888, currency: "balance" },
        { userId: anchor.user.id, tradeType: TradeType.GiftIncome, amount: 1444, currency: "income" },
      ]),
    );

    expect(events).toHaveLength(1);
    expect(events[0].type).toBe("gift");
    expect(giftEvent.parse(events[0].data)).toMatchObject({
      recordId: data.recordId,
      userId: fan.user.id,
      nickName: fan.user.nickName,
      level: 7,
      anchorId: anchor.user.id,
      giftName: "火箭",
      effect: "fullscreen",
      count: 1,
      total: 2888,
    });
    await expectBooksBalanced(api);
  });

  it("accepts a form body and multiplies by the count; the anchor's share rounds down", async () => {
    const fan = await createUser(api);
    await fund(api, fan.user.id, 10);
    const before = (await walletOf(api, anchor.user.id)).income;
    const res = await api.postForm("/pay/gift", { roomId: anchor.room.id, giftId: LIKE, count: 3 }, fan);
    expect(res.body.data).toMatchObject({ total: 3, balance: 7 });
    expect((await walletOf(api, anchor.user.id)).income).toBe(before + 1);
    const one = await api.postJson("/pay/gift", { roomId: anchor.room.id, giftId: LIKE, count: 1 }, fan);
    expect(one.body.data).toMatchObject({ total: 1, balance: 6 });
    expect((await walletOf(api, anchor.user.id)).income).toBe(before + 1);
    await expectBooksBalanced(api);
  });

  it("refuses without enough diamonds and changes nothing", async () => {
    const fan = await createUser(api);
    await fund(api, fan.user.id, 2887);
    const { events, stop } = listen(api, roomChannels.room(anchor.room.id));
    const res = await api.postJson("/pay/gift", { roomId: anchor.room.id, giftId: ROCKET, count: 1 }, fan);
    stop();
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ code: 30001, message: "钻石余额不足，请先充值", data: null });
    expect((await walletOf(api, fan.user.id)).balance).toBe(2887);
    const records = await api.db.select().from(giftRecords).where(eq(giftRecords.senderId, fan.user.id));
    expect(records).toEqual([]);
    expect(events).toEqual([]);
    await expectBooksBalanced(api);
  });

  it("does not let an anchor gift their own room", async () => {
    await fund(api, anchor.user.id, 100);
    const res = await api.postJson("/pay/gift", { roomId: anchor.room.id, giftId: LIKE, count: 1 }, anchor);
    expect(res.body).toMatchObject({ code: 30101, message: "不能给自己送礼物" });
    expect((await walletOf(api, anchor.user.id)).balance).toBe(100);
  });

  it("answers 404 for an unknown room or gift", async () => {
    const fan = await createUser(api);
    await fund(api, fan.user.id, 100);
    const room = await api.postJson("/pay/gift", { roomId: 999_999, giftId: LIKE, count: 1 }, fan);
    expect(room.status).toBe(404);
    expect(room.body).toMatchObject({ code: 404, message: "直播间不存在" });
    const gift = await api.postJson("/pay/gift", { roomId: anchor.room.id, giftId: 999, count: 1 }, fan);
    expect(gift.body).toMatchObject({ code: 404, message: "礼物不存在或已下架" });
    expect((await walletOf(api, fan.user.id)).balance).toBe(100);
  });

  it("answers 400 naming the field for a bad count or ids", async () => {
    const fan = await createUser(api);
    const cases: [Record<string, unknown>, string][] = [
      [{ roomId: anchor.room.id, giftId: LIKE, count: 0 }, "count"],
      [{ roomId: anchor.room.id, giftId: LIKE, count: 10_000 }, "count"],
      [{ roomId: anchor.room.id, giftId: LIKE, count: 1.5 }, "count"],
      [{ roomId: anchor.room.id, giftId: LIKE, count: "abc" }, "count"],
      [{ giftId: LIKE, count: 1 }, "roomId"],
      [{ roomId: anchor.room.id, giftId: -1, count: 1 }, "giftId"],
    ];
    for (const [body, field] of cases) {
      const res = await api.postJson("/pay/gift", body, fan);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toContain(field);
    }
    expect((await api.postRaw("/pay/gift", "{oops", "application/json", fan)).status).toBe(400);
  });

  it("asks a visitor to sign in", async () => {
    const res = await api.postJson("/pay/gift", { roomId: anchor.room.id, giftId: LIKE, count: 1 });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ code: 401, message: "请先登录" });
  });

  it("defaults the count to 1", async () => {
    const fan = await createUser(api);
    await fund(api, fan.user.id, 5);
    const res = await api.postJson("/pay/gift", { roomId: anchor.room.id, giftId: LIKE }, fan);
    expect(res.body.data).toMatchObject({ count: 1, balance: 4 });
    const mine = await api.db
      .select()
      .from(giftRecords)
      .where(and(eq(giftRecords.senderId, fan.user.id), eq(giftRecords.count, 1)));
    expect(mine).toHaveLength(1);
  });
});

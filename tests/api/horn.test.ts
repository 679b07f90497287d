import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TradeType } from "@/lib/codes/trade-types";
import { HORN_PRICE, hornInfo, hornPage, sentHorn } from "@/lib/contracts/room-money";
import { hornEvent, roomChannels } from "@/lib/contracts/room-stream";
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

const send = (who: { token: string } | undefined, body: Record<string, unknown>) =>
  api.postJson("/api/horn/send", body, who);

describe("POST /api/horn/send", () => {
  it("charges the price (trade type 8) and reaches every room on horn:all", async () => {
    const fan = await createUser(api, { level: 4 });
    await fund(api, fan.user.id, 150);
    const { events, stop } = listen(api, roomChannels.horn);
    const res = await send(fan, { roomId: anchor.room.id, content: "  今晚一起看球！  " });
    stop();
    expect(res.body).toMatchObject({ code: 200, message: "发送成功" });
    expect(sentHorn.parse(res.body.data)).toMatchObject({ paid: HORN_PRICE, balance: 50, horns: 0 });
    const [row] = await api.db
      .select()
      .from(ledger)
      .where(and(eq(ledger.userId, fan.user.id), eq(ledger.tradeType, TradeType.SystemDeduction)));
    expect(row).toMatchObject({
      amount: -HORN_PRICE,
      remark: "发送喇叭",
      refId: `horn:${res.body.data.hornId}`,
    });
    expect(events.map((e) => e.type)).toEqual(["horn"]);
    expect(hornEvent.parse(events[0].data)).toMatchObject({
      hornId: res.body.data.hornId,
      userId: fan.user.id,
      level: 4,
      roomId: anchor.room.id,
      roomTitle: anchor.room.title,
      anchorNickName: anchor.user.nickName,
      content: "今晚一起看球！",
    });
    await expectBooksBalanced(api);
  });

  it("uses a horn from the bag before diamonds", async () => {
    const fan = await createUser(api);
    await fund(api, fan.user.id, 3000);
    await api.postJson("/pay/room/nobility/purchase", { nobilityId: 3 }, fan); // 伯爵 grants 1 horn
    await fund(api, fan.user.id, 100);
    const first = await send(fan, { roomId: anchor.room.id, content: "贵族喇叭" });
    expect(first.body.data).toMatchObject({ paid: 0, balance: 100, horns: 0 });
    const second = await send(fan, { roomId: anchor.room.id, content: "再来一个" });
    expect(second.body.data).toMatchObject({ paid: HORN_PRICE, balance: 0, horns: 0 });
    await expectBooksBalanced(api);
  });

  it("masks rude words like chat does", async () => {
    const fan = await createUser(api);
    await fund(api, fan.user.id, 100);
    const { events, stop } = listen(api, roomChannels.horn);
    await send(fan, { roomId: anchor.room.id, content: "加微信看球" });
    stop();
    expect((events[0].data as { content: string }).content).toBe("***看球");
  });

  it("refuses a viewer muted in the room they send from, charging nothing, until the mute ends", async () => {
    const fan = await createUser(api);
    await fund(api, fan.user.id, 1000);
    const mute = { nickName: fan.user.nickName, roomId: anchor.room.id, duration: 30 };
    expect((await api.get("/api/forbid/add", mute, { token: anchor.token })).body.code).toBe(200);
    const muted = await send(fan, { roomId: anchor.room.id, content: "禁言了也要喊" });
    expect(muted.body).toMatchObject({ code: 30302 });
    expect(muted.body.message).toMatch(/^您已被本直播间禁言，不能在此发送喇叭，解除时间：\d{2}:\d{2}$/);
    expect((await walletOf(api, fan.user.id)).balance).toBe(1000);
    expect(JSON.stringify((await api.get("/api/horn/list")).body.data)).not.toContain("禁言了也要喊");

    const elsewhere = await createAnchor(api);
    expect((await send(fan, { roomId: elsewhere.room.id, content: "换个房间" })).body.code).toBe(200);
    api.advance(31 * 60_000);
    expect((await send(fan, { roomId: anchor.room.id, content: "解禁了" })).body.code).toBe(200);
  });

  it("refuses without diamonds or horns and stores nothing", async () => {
    const fan = await createUser(api);
    await fund(api, fan.user.id, HORN_PRICE - 1);
    const res = await send(fan, { roomId: anchor.room.id, content: "没钱也想喊" });
    expect(res.body).toMatchObject({ code: 30001, message: "钻石余额不足，请先充值" });
    const list = await api.get("/api/horn/list");
    expect(JSON.stringify(list.body.data)).not.toContain("没钱也想喊");
    expect((await walletOf(api, fan.user.id)).balance).toBe(HORN_PRICE - 1);
  });

  it("checks the content and the room", async () => {
    const fan = await createUser(api);
    await fund(api, fan.user.id, 1000);
    const tooLong = await send(fan, { roomId: anchor.room.id, content: "球".repeat(51) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toContain("50");
    expect((await send(fan, { roomId: anchor.room.id, content: "   " })).body.message).toContain(
      "请输入喇叭内容",
    );
    expect((await send(fan, { roomId: anchor.room.id })).status).toBe(400);
    expect((await send(fan, { roomId: "abc", content: "hi" })).status).toBe(400);
    const unknown = await send(fan, { roomId: 987_654, content: "hi" });
    expect(unknown.status).toBe(404);
    expect((await walletOf(api, fan.user.id)).balance).toBe(1000);
    expect((await send(fan, { roomId: anchor.room.id, content: "球".repeat(50) })).body.code).toBe(200);
  });

  it("asks a visitor to sign in", async () => {
    expect((await send(undefined, { roomId: anchor.room.id, content: "hi" })).status).toBe(401);
  });
});

describe("GET /api/horn/list and /api/horn/info", () => {
  it("pages recent horns, newest first", async () => {
    const fan = await createUser(api);
    await fund(api, fan.user.id, 300);
    for (const content of ["第一条", "第二条", "第三条"])
      await send(fan, { roomId: anchor.room.id, content });
    const page1 = hornPage.parse((await api.get("/api/horn/list", { page: 1, pageSize: 2 })).body.data);
    expect(page1.list.map((h) => h.content)).toEqual(["第三条", "第二条"]);
    expect(page1).toMatchObject({ page: 1, pageSize: 2 });
    expect(page1.list[0]).toMatchObject({
      userId: fan.user.id,
      roomId: anchor.room.id,
      anchorNickName: anchor.user.nickName,
    });
    const page2 = hornPage.parse((await api.get("/api/horn/list", { page: 2, pageSize: 2 })).body.data);
    expect(page2.list[0].content).toBe("第一条");
    expect(page2.total).toBe(page1.total);
    expect((await api.get("/api/horn/list", { pageSize: 0 })).status).toBe(400);
    expect((await api.get("/api/horn/list", { page: "x" })).status).toBe(400);
  });

  it("tells everyone the price and a signed-in user their horns and diamonds", async () => {
    expect(hornInfo.parse((await api.get("/api/horn/info")).body.data)).toEqual({
      price: HORN_PRICE,
      count: 0,
      maxLength: 50,
      balance: null,
    });
    const fan = await createUser(api);
    await fund(api, fan.user.id, 8000);
    await api.postJson("/pay/room/nobility/purchase", { nobilityId: 4 }, fan); // 侯爵: 2 horns
    expect((await api.get("/api/horn/info", {}, fan)).body.data).toMatchObject({ count: 2, balance: 0 });
  });
});

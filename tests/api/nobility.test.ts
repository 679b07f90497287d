import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TradeType } from "@/lib/codes/trade-types";
import { bubbleStyle, nobilityBag, nobilityLevel, purchasedNobility } from "@/lib/contracts/room-money";
import { ledger } from "@/server/db/schema/wallet";
import { createUser } from "../support/fixtures";
import { createTestApi, type TestApi } from "../support/test-api";
import { catalogue, expectBooksBalanced, fund, signInAgain, walletOf } from "./wallet-support";

const DAY = 86_400_000;
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
  await catalogue(api);
});
afterAll(() => api.close());

const buy = (who: { token: string }, nobilityId: number | string) =>
  api.postJson("/pay/room/nobility/purchase", { nobilityId }, who);

describe("GET /pay/room/nobility/list", () => {
  it("lists the seven ranks from 骑士 to 皇帝 with prices, 30 days and perks", async () => {
    const res = await api.get("/pay/room/nobility/list");
    const levels = res.body.data.map((l: unknown) => nobilityLevel.parse(l));
    expect(levels.map((l: { name: string }) => l.name)).toEqual([
      "骑士",
      "子爵",
      "伯爵",
      "侯爵",
      "公爵",
      "国王",
      "皇帝",
    ]);
    const prices = levels.map((l: { price: number }) => l.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(levels.every((l: { days: number }) => l.days === 30)).toBe(true);
    expect(levels[0].perks).toEqual(["骑士专属勋章", "专属彩色昵称", "专属聊天气泡"]);
    expect(levels[6]).toMatchObject({ entryEffect: "fullscreen", hornGrant: 10 });
    expect(levels[6].perks).toContain("全屏进场特效");
  });
});

describe("POST /pay/room/nobility/purchase", () => {
  it("takes the price (trade type 15) and starts 30 days from now, worn at once", async () => {
    const fan = await createUser(api);
    await fund(api, fan.user.id, 1500);
    const res = await buy(fan, 2);
    expect(res.body).toMatchObject({ code: 200, message: "开通成功" });
    expect(purchasedNobility.parse(res.body.data)).toEqual({
      nobilityId: 2,
      name: "子爵",
      expiresAt: new Date(api.clock.now + 30 * DAY).toISOString(),
      balance: 500,
      horns: 0,
    });
    const [row] = await api.db
      .select()
      .from(ledger)
      .where(and(eq(ledger.userId, fan.user.id), eq(ledger.tradeType, TradeType.OpenNoble)));
    expect(row).toMatchObject({ amount: -1000, balanceAfter: 500, remark: "开通贵族子爵（30天）" });
    const bag = nobilityBag.parse((await api.get("/api/nobility/bag", {}, fan)).body.data);
    expect(bag.current).toMatchObject({ id: 2, name: "子爵", worn: true, nameColor: "#2F80ED" });
    await expectBooksBalanced(api);
  });

  it("extends an active nobility from its expiry, and restarts an expired one from now", async () => {
    const fan = await createUser(api);
    await fund(api, fan.user.id, 900);
    await buy(fan, 1);
    api.advance(10 * DAY);
    const renewed = await buy(fan, 1);
    expect(renewed.body.data.expiresAt).toBe(new Date(api.clock.now + 50 * DAY).toISOString());
    api.advance(60 * DAY);
    const again = await buy(await signInAgain(api, fan.user), 1);
    expect(again.body.data.expiresAt).toBe(new Date(api.clock.now + 30 * DAY).toISOString());
    expect(again.body.data.balance).toBe(0);
    api.advance(-70 * DAY);
  });

  it("puts the horns of a higher rank into the bag", async () => {
    const fan = await createUser(api);
    await fund(api, fan.user.id, 3000);
    const res = await buy(fan, 3);
    expect(res.body.data).toMatchObject({ name: "伯爵", horns: 1, balance: 0 });
    expect((await api.get("/api/horn/info", {}, fan)).body.data.count).toBe(1);
  });

  it("refuses without enough diamonds and grants nothing", async () => {
    const fan = await createUser(api);
    await fund(api, fan.user.id, 299);
    expect((await buy(fan, 1)).body).toEqual({ code: 30001, message: "钻石余额不足，请先充值", data: null });
    expect((await api.get("/api/nobility/bag", {}, fan)).body.data).toEqual({
      current: null,
      list: [],
      horns: 0,
    });
    expect((await walletOf(api, fan.user.id)).balance).toBe(299);
  });

  it("answers 404 for an unknown rank, 400 for a malformed one, 401 for a visitor", async () => {
    const fan = await createUser(api);
    await fund(api, fan.user.id, 1000);
    expect((await buy(fan, 8)).status).toBe(404);
    expect((await buy(fan, 8)).body.message).toBe("贵族等级不存在");
    for (const bad of ["abc", 0, -1]) expect((await buy(fan, bad)).status).toBe(400);
    expect((await api.postJson("/pay/room/nobility/purchase", {}, fan)).body.message).toContain("nobilityId");
    expect((await api.postJson("/pay/room/nobility/purchase", { nobilityId: 1 })).status).toBe(401);
    expect((await walletOf(api, fan.user.id)).balance).toBe(1000);
  });
});

describe("GET /api/nobility/active and /api/nobility/bag", () => {
  it("switches the worn nobility among owned ones, noblest listed first", async () => {
    const fan = await createUser(api);
    await fund(api, fan.user.id, 1300);
    await buy(fan, 2);
    await buy(fan, 1);
    let bag = nobilityBag.parse((await api.get("/api/nobility/bag", {}, fan)).body.data);
    expect(bag.list.map((n) => [n.name, n.worn])).toEqual([
      ["子爵", false],
      ["骑士", true],
    ]);
    expect(bag.current?.name).toBe("骑士");
    const res = await api.get("/api/nobility/active", { nobilityId: 2 }, fan);
    expect(res.body.message).toBe("佩戴成功");
    bag = nobilityBag.parse(res.body.data);
    expect(bag.current).toMatchObject({ id: 2, worn: true });
    expect(bag.list.filter((n) => n.worn)).toHaveLength(1);
  });

  it("refuses to wear a nobility the user lacks or that has expired", async () => {
    const fan = await createUser(api);
    await fund(api, fan.user.id, 300);
    expect((await api.get("/api/nobility/active", { nobilityId: 3 }, fan)).body).toMatchObject({
      code: 30201,
      message: "您还没有开通该贵族或已过期",
    });
    await buy(fan, 1);
    api.advance(31 * DAY);
    const later = await signInAgain(api, fan.user);
    expect((await api.get("/api/nobility/active", { nobilityId: 1 }, later)).body.code).toBe(30201);
    expect((await api.get("/api/nobility/bag", {}, later)).body.data.current).toBeNull();
    api.advance(-31 * DAY);
  });

  it("answers 404, 400 and 401 like every endpoint", async () => {
    const fan = await createUser(api);
    expect((await api.get("/api/nobility/active", { nobilityId: 99 }, fan)).status).toBe(404);
    expect((await api.get("/api/nobility/active", { nobilityId: "x" }, fan)).status).toBe(400);
    expect((await api.get("/api/nobility/active", {}, fan)).status).toBe(400);
    expect((await api.get("/api/nobility/active", { nobilityId: 1 })).status).toBe(401);
    expect((await api.get("/api/nobility/bag")).status).toBe(401);
  });
});

describe("GET /api/nobility/bubble", () => {
  it("offers a visitor the plain bubble only and unlocks bubbles up to the user's rank", async () => {
    const visitor = (await api.get("/api/nobility/bubble")).body.data.map((b: unknown) =>
      bubbleStyle.parse(b),
    );
    expect(visitor).toHaveLength(8);
    expect(
      visitor.filter((b: { available: boolean }) => b.available).map((b: { name: string }) => b.name),
    ).toEqual(["普通气泡"]);
    const fan = await createUser(api);
    await fund(api, fan.user.id, 3000);
    await buy(fan, 3);
    const mine = (await api.get("/api/nobility/bubble", {}, fan)).body.data;
    expect(
      mine.filter((b: { available: boolean }) => b.available).map((b: { name: string }) => b.name),
    ).toEqual(["普通气泡", "骑士气泡", "子爵气泡", "伯爵气泡"]);
  });
});

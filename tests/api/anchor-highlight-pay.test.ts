import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TradeType } from "@/lib/codes/trade-types";
import { highlightPayData, playbackDetail } from "@/lib/contracts/playback";
import { PlaybackKind } from "@/lib/codes/playback-kinds";
import { playbackPurchases, playbacks } from "@/server/db/schema/streams";
import { ledger } from "@/server/db/schema/wallet";
import { createAnchor, createUser } from "../support/fixtures";
import { createTestApi, type TestApi } from "../support/test-api";
import { expectBooksBalanced, fund, walletOf } from "./wallet-support";

const PAY = "/inform/movie-highlights/pay";
const DETAIL = "/inform/movie-highlights/detail";
const PRICE = 20;
let api: TestApi;
let priced: number;
let free: number;
let replay: number;
beforeAll(async () => {
  api = await createTestApi({ env: { MEDIA_SECRET: "test-media-secret-0123456789" } });
  const reel = (title: string, price: number, kind: 1 | 2 = PlaybackKind.Highlight) => ({
    kind,
    title,
    file: price > 0 ? "reel-test" : "playback",
    durationSec: 60,
    price,
  });
  const rows = await api.db
    .insert(playbacks)
    .values([reel("英超 曼城 2-1 阿森纳 全场集锦", PRICE), reel("西甲 全场集锦", 0), reel("直播回放", 0, 1)])
    .returning({ id: playbacks.id });
  [priced, free, replay] = rows.map((r) => r.id);
});
afterAll(() => api.close());

const pay = (token: string, id: unknown) => api.postJson(PAY, { id }, { token });
const purchasesOf = async (userId: number) =>
  api.db.select().from(playbackPurchases).where(eq(playbackPurchases.userId, userId));

describe("/inform/movie-highlights/pay", () => {
  it("takes the price once, writes a trade-type-4 ledger row, and unlocks the video", async () => {
    const fan = await createUser(api);
    await fund(api, fan.user.id, 100);
    const before = playbackDetail.parse(
      (await api.get(DETAIL, { id: priced }, { token: fan.token })).body.data,
    );
    expect(before).toMatchObject({ paid: false, videoUrl: null });

    const res = await pay(fan.token, priced);
    expect(res.body).toMatchObject({ code: 200, message: "解锁成功" });
    expect(highlightPayData.parse(res.body.data)).toEqual({
      id: priced,
      price: PRICE,
      charged: true,
      paid: true,
      balance: 80,
    });
    expect((await walletOf(api, fan.user.id)).balance).toBe(80);
    const rows = await api.db
      .select()
      .from(ledger)
      .where(and(eq(ledger.userId, fan.user.id), eq(ledger.tradeType, TradeType.PlanPurchase)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ amount: -PRICE, balanceAfter: 80, refId: `highlight:${priced}` });
    expect(rows[0].remark).toContain("曼城 2-1 阿森纳");

    const after = playbackDetail.parse(
      (await api.get(DETAIL, { id: priced }, { token: fan.token })).body.data,
    );
    expect(after.paid).toBe(true);
    expect(after.videoUrl).toMatch(
      new RegExp(`/paid/reel-test\\.flv\\?p=${priced}&v=${fan.user.id}&e=\\d+&s=`),
    );

    const again = await pay(fan.token, priced);
    expect(again.body).toMatchObject({ message: "已解锁", data: { charged: false, balance: 80 } });
    expect((await walletOf(api, fan.user.id)).balance).toBe(80);
    await expectBooksBalanced(api);
  });

  it("charges once when the same user pays several times at once", async () => {
    const fan = await createUser(api);
    await fund(api, fan.user.id, 100);
    const answers = await Promise.all(Array.from({ length: 5 }, () => pay(fan.token, priced)));
    expect(answers.filter((a) => a.body.data?.charged === true)).toHaveLength(1);
    expect(answers.every((a) => a.body.code === 200)).toBe(true);
    expect((await walletOf(api, fan.user.id)).balance).toBe(100 - PRICE);
    expect(await purchasesOf(fan.user.id)).toHaveLength(1);
    await expectBooksBalanced(api);
  });

  it("refuses when diamonds are short, taking nothing and unlocking nothing", async () => {
    const fan = await createUser(api);
    await fund(api, fan.user.id, PRICE - 1);
    const res = await pay(fan.token, priced);
    expect(res.body).toMatchObject({ code: 30001, message: "钻石余额不足，请先充值" });
    expect((await walletOf(api, fan.user.id)).balance).toBe(PRICE - 1);
    expect(await purchasesOf(fan.user.id)).toEqual([]);
    const detail = await api.get(DETAIL, { id: priced }, { token: fan.token });
    expect(detail.body.data).toMatchObject({ paid: false, videoUrl: null });
    await expectBooksBalanced(api);
  });

  it("takes nothing for a free highlight; 404 for a replay or an unknown id", async () => {
    const fan = await createUser(api);
    const res = await pay(fan.token, free);
    expect(res.body).toMatchObject({ code: 200, data: { charged: false, price: 0, balance: 0 } });
    expect((await pay(fan.token, replay)).body).toMatchObject({ code: 404, message: "集锦不存在" });
    expect((await pay(fan.token, 999_999)).body.code).toBe(404);
  });

  it("refuses a visitor (401) and malformed input (400)", async () => {
    expect((await api.postJson(PAY, { id: priced })).status).toBe(401);
    const fan = await createUser(api);
    for (const id of ["abc", 0, -1, null]) expect((await pay(fan.token, id)).status).toBe(400);
    expect((await api.postForm(PAY, { id: String(priced) }, { token: fan.token })).body.code).toBe(30001);
  });
});

describe("who gets a priced playback's link", () => {
  it("the room's anchor without buying; another viewer only after buying; never a visitor", async () => {
    const anchor = await createAnchor(api);
    const [paidReplay] = await api.db
      .insert(playbacks)
      .values({
        kind: PlaybackKind.Replay,
        roomId: anchor.room.id,
        title: "付费回放",
        file: "replay-paid",
        durationSec: 60,
        price: 30,
      })
      .returning({ id: playbacks.id });
    const own = (await api.get("/api/back/detail", { recordId: paidReplay.id }, { token: anchor.token })).body
      .data;
    expect(own.paid).toBe(true);
    expect(own.videoUrl).toContain(`/paid/replay-paid.flv?p=${paidReplay.id}&v=${anchor.user.id}&`);
    const fan = await createUser(api);
    const theirs = (await api.get("/api/back/detail", { recordId: paidReplay.id }, { token: fan.token })).body
      .data;
    expect(theirs).toMatchObject({ paid: false, videoUrl: null });
    expect((await api.get("/api/back/detail", { recordId: paidReplay.id })).body.data.videoUrl).toBeNull();
  });

  it("no two priced playbacks share a file", async () => {
    const again = api.db.insert(playbacks).values({
      kind: PlaybackKind.Highlight,
      title: "另一个付费集锦",
      file: "reel-test",
      durationSec: 60,
      price: 5,
    });
    await expect(again).rejects.toThrow();
  });
});

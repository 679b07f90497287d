import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TradeType } from "@/lib/codes/trade-types";
import { redPacketInfo } from "@/lib/contracts/red-packets";
import { redPacketEvent, roomChannels } from "@/lib/contracts/room-stream";
import { ledger } from "@/server/db/schema/wallet";
import { createAnchor, createUser } from "../support/fixtures";
import { createTestApi, type TestApi } from "../support/test-api";
import { catalogue, expectBooksBalanced, fund, listen, walletOf } from "./wallet-support";

const TTL = 60_000;
let api: TestApi;
let anchor: Awaited<ReturnType<typeof createAnchor>>;
beforeAll(async () => {
  api = await createTestApi({ env: { RED_PACKET_TTL_MS: String(TTL) } });
  await catalogue(api);
  anchor = await createAnchor(api);
});
afterAll(() => api.close());

type Who = { token: string } | undefined;
const sendPacket = (who: Who, total: unknown, count: unknown, roomId: unknown = anchor.room.id) =>
  api.postJson("/api/red-packet/send", { roomId, total, count }, who);
const grab = (who: Who, packetId: unknown) => api.postJson("/api/red-packet/grab", { packetId }, who);
const info = async (packetId: number, who?: Who) =>
  redPacketInfo.parse((await api.get("/api/red-packet/info", { packetId }, who)).body.data);

async function richUser(amount = 1000) {
  const u = await createUser(api);
  await fund(api, u.user.id, amount);
  return u;
}

describe("POST /api/red-packet/send", () => {
  it("takes the total (trade type 10) and announces the packet in the room", async () => {
    const sender = await richUser(500);
    const { events, stop } = listen(api, roomChannels.room(anchor.room.id));
    const res = await sendPacket(sender, 300, 5);
    stop();
    expect(res.body).toMatchObject({ code: 200, message: "红包已发出", data: { balance: 200 } });
    const { packetId } = res.body.data;
    expect(res.body.data.expiresAt).toBe(new Date(api.clock.now + TTL).toISOString());
    const [row] = await api.db
      .select()
      .from(ledger)
      .where(and(eq(ledger.userId, sender.user.id), eq(ledger.tradeType, TradeType.SendRedPacket)));
    expect(row).toMatchObject({ amount: -300, refId: `redpacket:${packetId}` });
    expect(events.map((e) => e.type)).toEqual(["redPacket"]);
    expect(redPacketEvent.parse(events[0].data)).toMatchObject({
      kind: "sent",
      packetId,
      senderId: sender.user.id,
      total: 300,
      count: 5,
      remainingCount: 5,
    });
    expect(await info(packetId)).toMatchObject({ status: "open", remainingCount: 5, grabs: [], mine: null });
    await expectBooksBalanced(api);
  });

  it("refuses without enough diamonds", async () => {
    const sender = await richUser(99);
    expect((await sendPacket(sender, 100, 2)).body).toMatchObject({
      code: 30001,
      message: "钻石余额不足，请先充值",
    });
    expect((await walletOf(api, sender.user.id)).balance).toBe(99);
  });

  it("answers 400 for shares below 1 diamond or bad numbers, 404 for an unknown room, 401 for a visitor", async () => {
    const sender = await richUser();
    const cases: [unknown, unknown, string][] = [
      [3, 5, "每个红包至少1钻石"],
      [0, 1, "total"],
      [100, 0, "count"],
      [1000, 101, "count"],
      ["abc", 2, "total"],
      [10, 2.5, "count"],
    ];
    for (const [total, count, text] of cases) {
      const res = await sendPacket(sender, total, count);
      expect(res.status, `${total}/${count}`).toBe(400);
      expect(res.body.message).toContain(text);
    }
    expect((await sendPacket(sender, 10, 2, 123_456)).status).toBe(404);
    expect((await sendPacket(undefined, 10, 2)).status).toBe(401);
    expect((await walletOf(api, sender.user.id)).balance).toBe(1000);
  });
});

describe("POST /api/red-packet/grab", () => {
  it("hands out every share once, in full, and marks 手气最佳 when finished", async () => {
    const sender = await richUser();
    const { packetId } = (await sendPacket(sender, 100, 3)).body.data;
    const grabbers = [await createUser(api), await createUser(api), sender];
    const { events, stop } = listen(api, roomChannels.room(anchor.room.id));
    const amounts: number[] = [];
    for (const g of grabbers) {
      const res = await grab(g, packetId);
      expect(res.body).toMatchObject({ code: 200, message: "抢到红包", data: { packetId } });
      amounts.push(res.body.data.amount);
    }
    stop();
    expect(amounts.reduce((a, b) => a + b, 0)).toBe(100);
    expect(Math.min(...amounts)).toBeGreaterThanOrEqual(1);
    expect((await walletOf(api, grabbers[0].user.id)).balance).toBe(amounts[0]);
    expect(events.map((e) => (e.data as { kind: string; remainingCount: number }).remainingCount)).toEqual([
      2, 1, 0,
    ]);
    expect((events[0].data as { amount: number; userId: number }).userId).toBe(grabbers[0].user.id);

    const late = await createUser(api);
    expect((await grab(late, packetId)).body).toMatchObject({ code: 30403, message: "手慢了，红包已被抢完" });
    const detail = await info(packetId, grabbers[1]);
    expect(detail).toMatchObject({ status: "finished", remainingCount: 0, mine: amounts[1] });
    expect(detail.grabs.map((g) => g.amount)).toEqual(amounts);
    expect(detail.grabs.filter((g) => g.best)).toHaveLength(1);
    expect(detail.grabs.find((g) => g.best)?.amount).toBe(Math.max(...amounts));
    await expectBooksBalanced(api);
  });

  it("lets each user grab once", async () => {
    const sender = await richUser();
    const { packetId } = (await sendPacket(sender, 10, 5)).body.data;
    const fan = await createUser(api);
    expect((await grab(fan, packetId)).body.code).toBe(200);
    expect((await grab(fan, packetId)).body).toMatchObject({ code: 30401, message: "您已经抢过这个红包了" });
    expect((await info(packetId)).remainingCount).toBe(4);
  });

  it("answers 404 for an unknown packet, 400 for a malformed id, 401 for a visitor", async () => {
    const fan = await createUser(api);
    expect((await grab(fan, 999_999)).status).toBe(404);
    expect((await grab(fan, 999_999)).body.message).toBe("红包不存在");
    expect((await grab(fan, "x")).status).toBe(400);
    expect((await api.postJson("/api/red-packet/grab", {}, fan)).status).toBe(400);
    expect((await grab(undefined, 1)).status).toBe(401);
  });
});

describe("GET /api/red-packet/info and /api/red-packet/list", () => {
  it("lists the room's open packets with what the viewer grabbed", async () => {
    const room = await createAnchor(api);
    const sender = await richUser();
    const { packetId: a } = (await sendPacket(sender, 20, 2, room.room.id)).body.data;
    const { packetId: b } = (await sendPacket(sender, 30, 3, room.room.id)).body.data;
    const fan = await createUser(api);
    await grab(fan, a);
    const res = await api.get("/api/red-packet/list", { roomId: room.room.id }, fan);
    expect(
      res.body.data.map((p: { packetId: number; mine: number | null }) => [p.packetId, p.mine !== null]),
    ).toEqual([
      [b, false],
      [a, true],
    ]);
    expect((await api.get("/api/red-packet/list", { roomId: 555_555 })).status).toBe(404);
    expect((await api.get("/api/red-packet/list", { roomId: "x" })).status).toBe(400);
  });

  it("answers 404 for an unknown packet and 400 for a malformed id", async () => {
    expect((await api.get("/api/red-packet/info", { packetId: 424_242 })).status).toBe(404);
    expect((await api.get("/api/red-packet/info", { packetId: "-3" })).status).toBe(400);
    expect((await api.get("/api/red-packet/info")).status).toBe(400);
  });
});

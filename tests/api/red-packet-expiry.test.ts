import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TradeType } from "@/lib/codes/trade-types";
import { redPacketInfo } from "@/lib/contracts/red-packets";
import { redPacketEvent, roomChannels } from "@/lib/contracts/room-stream";
import { ledger } from "@/server/db/schema/wallet";
import { sweepExpiredPackets } from "@/server/services/red-packets/sweeper";
import { createAnchor, createUser } from "../support/fixtures";
import { createTestApi, type TestApi } from "../support/test-api";
import { catalogue, expectBooksBalanced, fund, listen, walletOf } from "./wallet-support";

// RED_PACKET_TTL_MS shortens the 24 hours; the sweep runs on the test clock.
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
const sendPacket = (who: Who, total: number, count: number) =>
  api.postJson("/api/red-packet/send", { roomId: anchor.room.id, total, count }, who);
const grab = (who: Who, packetId: number) => api.postJson("/api/red-packet/grab", { packetId }, who);
const info = async (packetId: number) =>
  redPacketInfo.parse((await api.get("/api/red-packet/info", { packetId })).body.data);

async function richUser(amount: number) {
  const u = await createUser(api);
  await fund(api, u.user.id, amount);
  return u;
}

describe("expiry", () => {
  it("refuses grabs after the time and returns the rest to the sender (trade type 12) once", async () => {
    const sender = await richUser(100);
    const { packetId } = (await sendPacket(sender, 100, 4)).body.data;
    const fan = await createUser(api);
    const got = (await grab(fan, packetId)).body.data.amount;

    api.advance(TTL);
    expect((await grab(await createUser(api), packetId)).body).toMatchObject({
      code: 30402,
      message: "红包已过期",
    });
    const { events, stop } = listen(api, roomChannels.room(anchor.room.id));
    expect(await sweepExpiredPackets(api.deps)).toBeGreaterThanOrEqual(1);
    expect(await sweepExpiredPackets(api.deps)).toBe(0);
    stop();

    expect((await walletOf(api, sender.user.id)).balance).toBe(100 - got);
    const returned = await api.db
      .select()
      .from(ledger)
      .where(and(eq(ledger.userId, sender.user.id), eq(ledger.tradeType, TradeType.RedPacketReturned)));
    expect(returned.map((r) => r.amount)).toEqual([100 - got]);
    const expired = events.map((e) => redPacketEvent.parse(e.data)).filter((e) => e.packetId === packetId);
    expect(expired).toMatchObject([{ kind: "expired", remainingCount: 3 }]);
    expect(await info(packetId)).toMatchObject({
      status: "expired",
      grabs: [{ userId: fan.user.id, amount: got }],
    });
    expect((await grab(await createUser(api), packetId)).body.code).toBe(30402);
    await expectBooksBalanced(api);
  });

  it("leaves packets that are not due yet, and returns nothing for a finished one", async () => {
    const sender = await richUser(20);
    const { packetId: finished } = (await sendPacket(sender, 10, 1)).body.data;
    await grab(await createUser(api), finished);
    const { packetId: fresh } = (await sendPacket(sender, 10, 2)).body.data;
    api.advance(TTL - 1);
    await sweepExpiredPackets(api.deps);
    expect((await info(fresh)).status).toBe("open");
    expect((await info(finished)).status).toBe("finished");
    expect((await walletOf(api, sender.user.id)).balance).toBe(0);
    api.advance(1);
    await sweepExpiredPackets(api.deps);
    expect((await info(fresh)).status).toBe("expired");
    expect((await walletOf(api, sender.user.id)).balance).toBe(10);
    await expectBooksBalanced(api);
  });
});

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { giftRecords } from "@/server/db/schema/gifts";
import { createAnchor, createUser } from "../support/fixtures";
import { createScratchDatabase, TEST_DATABASE_URL } from "../support/pg-database";
import { createTestApi, type TestApi } from "../support/test-api";
import { catalogue, expectBooksBalanced, fund, walletOf } from "./wallet-support";

// PGlite runs one query at a time and hides races; these only mean something on PostgreSQL.
describe.skipIf(!TEST_DATABASE_URL)("money races on PostgreSQL", () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let api: TestApi;
  beforeAll(async () => {
    scratch = await createScratchDatabase();
    api = await createTestApi({ databaseUrl: scratch.url });
    await catalogue(api);
  });
  afterAll(async () => {
    await api?.close();
    await scratch?.drop();
  });

  const FOOTBALL = { id: 5, price: 18 };

  it("200 concurrent gifts from a wallet that covers 50 give exactly 50", async () => {
    const anchor = await createAnchor(api);
    const fan = await createUser(api);
    await fund(api, fan.user.id, 50 * FOOTBALL.price);
    const results = await Promise.all(
      Array.from({ length: 200 }, () =>
        api.postJson("/pay/gift", { roomId: anchor.room.id, giftId: FOOTBALL.id, count: 1 }, fan),
      ),
    );
    const codes = results.map((r) => r.body.code);
    expect(codes.filter((c) => c === 200)).toHaveLength(50);
    expect(codes.filter((c) => c === 30001)).toHaveLength(150);
    expect((await walletOf(api, fan.user.id)).balance).toBe(0);
    expect((await walletOf(api, anchor.user.id)).income).toBe(50 * (FOOTBALL.price / 2));
    const records = await api.db.select().from(giftRecords).where(eq(giftRecords.senderId, fan.user.id));
    expect(records).toHaveLength(50);
    await expectBooksBalanced(api);
  });

  it("gifts crossing between two anchors at once neither deadlock nor lose a diamond", async () => {
    const a = await createAnchor(api);
    const b = await createAnchor(api);
    await fund(api, a.user.id, 40 * FOOTBALL.price);
    await fund(api, b.user.id, 40 * FOOTBALL.price);
    const results = await Promise.all(
      Array.from({ length: 80 }, (_, i) => {
        const [from, to] = i % 2 ? [a, b] : [b, a];
        return api.postJson("/pay/gift", { roomId: to.room.id, giftId: FOOTBALL.id, count: 1 }, from);
      }),
    );
    expect(results.map((r) => r.body.code)).toEqual(Array(80).fill(200));
    expect(await walletOf(api, a.user.id)).toMatchObject({ balance: 0, income: 40 * 9 });
    expect(await walletOf(api, b.user.id)).toMatchObject({ balance: 0, income: 40 * 9 });
    await expectBooksBalanced(api);
  });

  it("100 concurrent grabs of a 10-share packet give exactly 10 grabs summing to the total", async () => {
    const anchor = await createAnchor(api);
    const sender = await createUser(api);
    await fund(api, sender.user.id, 1000);
    const sent = await api.postJson(
      "/api/red-packet/send",
      { roomId: anchor.room.id, total: 1000, count: 10 },
      sender,
    );
    const { packetId } = sent.body.data;
    const grabbers = await Promise.all(Array.from({ length: 100 }, () => createUser(api)));
    const results = await Promise.all(
      grabbers.map((g) => api.postJson("/api/red-packet/grab", { packetId }, g)),
    );
    const won = results.filter((r) => r.body.code === 200);
    expect(won).toHaveLength(10);
    expect(results.filter((r) => r.body.code === 30403)).toHaveLength(90);
    expect(won.reduce((sum, r) => sum + r.body.data.amount, 0)).toBe(1000);
    const info = await api.get("/api/red-packet/info", { packetId });
    expect(info.body.data).toMatchObject({ status: "finished", remainingCount: 0 });
    expect(info.body.data.grabs).toHaveLength(10);
    await expectBooksBalanced(api);
  });

  it("one user grabbing 20 times at once gets one share", async () => {
    const anchor = await createAnchor(api);
    const sender = await createUser(api);
    await fund(api, sender.user.id, 50);
    const { packetId } = (
      await api.postJson("/api/red-packet/send", { roomId: anchor.room.id, total: 50, count: 5 }, sender)
    ).body.data;
    const fan = await createUser(api);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => api.postJson("/api/red-packet/grab", { packetId }, fan)),
    );
    const codes = results.map((r) => r.body.code);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 30401)).toHaveLength(19);
    const info = await api.get("/api/red-packet/info", { packetId });
    expect(info.body.data.remainingCount).toBe(4);
    await expectBooksBalanced(api);
  });
});

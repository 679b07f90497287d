import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ledger, wallets } from "@/server/db/schema/wallet";
import { rejectWithdrawal, approveWithdrawal } from "@/server/services/payments/withdraw";
import { createAnchor, createUser } from "../support/fixtures";
import { createScratchDatabase, TEST_DATABASE_URL } from "../support/pg-database";
import { createTestApi, type TestApi } from "../support/test-api";
import {
  bindCard,
  setPayPassword,
  signedNotice,
  useInProcessSandbox,
  verifiedUser,
  withdraw,
} from "./pay-support";
import { catalogue, expectBooksBalanced, fund, walletOf } from "./wallet-support";

/** A small seeded generator (mulberry32), so a failing run can be replayed. */
function seeded(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(xs: T[]) => xs[Math.floor(next() * xs.length)],
  };
}

// PGlite runs one query at a time and hides races; these only mean something on PostgreSQL.
describe.skipIf(!TEST_DATABASE_URL)("payments on PostgreSQL", () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let api: TestApi;
  let gateway: ReturnType<typeof useInProcessSandbox>;
  beforeAll(async () => {
    scratch = await createScratchDatabase();
    api = await createTestApi({ databaseUrl: scratch.url, env: { RATE_LIMIT: "0" } });
    gateway = useInProcessSandbox(api);
    await catalogue(api);
  });
  afterAll(async () => {
    await api?.close();
    await scratch?.drop();
  });

  it("the same notification delivered 20 times at once credits once", async () => {
    const fan = await createUser(api);
    const order = (await api.postJson("/pay/recharge", { amount: 68, channel: "wechat" }, fan)).body.data;
    await api.postJson("/pay/sandbox/pay", { orderNo: order.orderNo }, fan);
    await gateway.sandbox.idle();
    const notice = gateway.delivered.at(-1)!;
    const results = await Promise.all(
      Array.from({ length: 20 }, () => api.postForm("/pay/notify/sandbox", notice)),
    );
    expect(results.map((r) => r.body.code)).toEqual(Array(20).fill(200));
    expect((await walletOf(api, fan.user.id)).balance).toBe(680);

    // Twenty different notifications of one order, all at once: still one credit.
    const fan2 = await createUser(api);
    const order2 = (await api.postJson("/pay/recharge", { amount: 6, channel: "alipay" }, fan2)).body.data;
    const many = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        api.postForm(
          "/pay/notify/sandbox",
          signedNotice({
            notify_id: `n-${i}-${order2.orderNo}`,
            notify_time: String(api.clock.now),
            out_trade_no: order2.orderNo,
            trade_no: `T${i}`,
            total_fee: "600",
            trade_status: "SUCCESS",
          }),
        ),
      ),
    );
    expect(many.filter((r) => r.body.data?.outcome === "credited")).toHaveLength(1);
    expect((await walletOf(api, fan2.user.id)).balance).toBe(60);
    await expectBooksBalanced(api);
  });

  it("20 concurrent withdrawals beyond the income let through only what it covers", async () => {
    const anchor = await verifiedUser(api, "张三", { isAnchor: 1 });
    await fund(api, anchor.user.id, 5500, "income");
    await setPayPassword(api, anchor);
    const card = await bindCard(api, anchor);
    const results = await Promise.all(Array.from({ length: 20 }, () => withdraw(api, anchor, 1000, card.id)));
    const codes = results.map((r) => r.body.code);
    expect(codes.filter((c) => c === 200)).toHaveLength(5);
    expect(codes.filter((c) => c === 30003)).toHaveLength(15);
    expect((await walletOf(api, anchor.user.id)).income).toBe(500);
    await expectBooksBalanced(api);
  });

  it("after 1,000 random operations from several users in parallel, every balance equals its ledger and none is negative", async () => {
    const rnd = seeded(20261124);
    // Verified as the real-name service stores it: masked, with the time it passed.
    const verified = { realName: "张*", realNameAt: new Date(api.clock.now) };
    const anchors = await Promise.all(Array.from({ length: 3 }, () => createAnchor(api, {}, verified)));
    const fans = await Promise.all(Array.from({ length: 5 }, () => createUser(api, verified)));
    const everyone = [...anchors, ...fans];
    for (const u of everyone) {
      await fund(api, u.user.id, 2000);
      await fund(api, u.user.id, 6000, "income");
      await setPayPassword(api, u);
    }
    const cards = new Map<number, number>();
    for (const u of everyone) cards.set(u.user.id, (await bindCard(api, u)).id);
    const openPackets: number[] = [];
    const pendingWithdrawals: number[] = [];
    const counts: Record<string, number> = {};

    type Actor = (typeof everyone)[number];
    const operations: Record<string, (me: Actor) => Promise<unknown>> = {
      recharge: async (me) => {
        const order = await api.postJson(
          "/pay/recharge",
          { amount: rnd.pick([6, 30, 68]), channel: "wechat" },
          me,
        );
        if (order.body.code === 200)
          await api.postJson("/pay/sandbox/pay", { orderNo: order.body.data.orderNo }, me);
      },
      gift: (me) =>
        api.postJson(
          "/pay/gift",
          { roomId: rnd.pick(anchors).room.id, giftId: rnd.pick([1, 2, 5]), count: rnd.int(1, 5) },
          me,
        ),
      redPacket: async (me) => {
        const res = await api.postJson(
          "/api/red-packet/send",
          { roomId: rnd.pick(anchors).room.id, total: rnd.int(10, 200), count: rnd.int(1, 8) },
          me,
        );
        if (res.body.code === 200) openPackets.push(res.body.data.packetId);
      },
      grab: (me) =>
        openPackets.length
          ? api.postJson("/api/red-packet/grab", { packetId: rnd.pick(openPackets) }, me)
          : Promise.resolve(),
      withdraw: async (me) => {
        const res = await withdraw(api, me, rnd.int(1000, 1500), cards.get(me.user.id)!);
        if (res.body.code === 200) pendingWithdrawals.push(res.body.data.withdrawal.id);
      },
      review: async () => {
        const id = pendingWithdrawals.shift();
        if (id === undefined) return;
        await (rnd.int(0, 1)
          ? approveWithdrawal(api.db, id, api.clock.now)
          : rejectWithdrawal(api.db, id, "信息有误", api.clock.now));
      },
      toWallet: (me) => api.postJson("/pay/withdraw/wallet", { amount: rnd.int(1, 300) }, me),
    };
    const names = Object.keys(operations);
    const perActor = Math.ceil(1000 / everyone.length);
    await Promise.all(
      everyone.map(async (me) => {
        for (let i = 0; i < perActor; i++) {
          const name = rnd.pick(names);
          counts[name] = (counts[name] ?? 0) + 1;
          await operations[name](me);
        }
      }),
    );
    await gateway.sandbox.idle();
    expect(Object.values(counts).reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1000);
    await expectBooksBalanced(api);
    const [negative] = await api.db
      .select({ n: sql<number>`count(*)::int` })
      .from(wallets)
      .where(sql`${wallets.balance} < 0 or ${wallets.ticket} < 0 or ${wallets.income} < 0`);
    expect(negative.n).toBe(0);
    // The operations really moved money: every kind left its trade type in the books.
    const types = await api.db.selectDistinct({ t: ledger.tradeType }).from(ledger);
    expect(types.map((r) => r.t)).toEqual(expect.arrayContaining([1, 2, 3, 6, 9, 10, 11, 13]));
  }, 240_000);
});

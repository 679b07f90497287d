import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TradeType } from "@/lib/codes/trade-types";
import { rechargeOrders } from "@/server/db/schema/payments";
import { ledger } from "@/server/db/schema/wallet";
import { demoAccounts } from "@/server/seed/people";
import { seedRoomMoney } from "@/server/seed/room-money";
import { createAnchor, createUser } from "../support/fixtures";
import { createTestApi, type TestApi } from "../support/test-api";
import { expectBooksBalanced, fund, walletOf } from "./wallet-support";

type RankRow = { userId: number; total: number; level: number };

let api: TestApi;
let demoFan: Awaited<ReturnType<typeof createUser>>;
let demoAnchor: Awaited<ReturnType<typeof createAnchor>>;
let summary: Awaited<ReturnType<typeof seedRoomMoney>>;
beforeAll(async () => {
  api = await createTestApi();
  demoFan = await createUser(api, { mobile: demoAccounts[0].mobile, nickName: demoAccounts[0].nickName });
  await fund(api, demoFan.user.id, 5000);
  demoAnchor = await createAnchor(
    api,
    {},
    { mobile: demoAccounts[1].mobile, nickName: demoAccounts[1].nickName },
  );
  for (let i = 0; i < 4; i++) await createAnchor(api);
  for (let i = 0; i < 20; i++) await fund(api, (await createUser(api)).user.id, 300 * (i + 1));
  summary = await seedRoomMoney(api.db, { seed: 11, now: api.clock.now });
});
afterAll(() => api.close());

describe("room money demo data", () => {
  it("fills the catalogue, today's rich list, the demo anchor's contributors and the horns", async () => {
    expect(summary.gifts).toBeGreaterThan(30);
    expect(summary.nobilities).toBeGreaterThan(0);
    expect((await api.get("/api/chat/gift/all")).body.data).toHaveLength(16);
    expect((await api.get("/pay/room/nobility/list")).body.data).toHaveLength(7);
    expect((await api.get("/api/rank/price", { rankType: 1 })).body.data.list.length).toBeGreaterThan(0);
    const rank = await api.get("/pay/room/user/rank", { anchorId: demoAnchor.user.id });
    expect(rank.body.data.list.length).toBeGreaterThan(3);
    expect((await walletOf(api, demoAnchor.user.id)).income).toBeGreaterThan(0);
    expect((await api.get("/api/horn/list")).body.data.total).toBe(summary.horns);
  });

  it("leads 土豪榜 with big spenders in believable sums, each given diamond a paid top-up's", async () => {
    const board = async (rankType: number) =>
      (await api.get("/api/rank/price", { rankType, size: 20 })).body.data.list as RankRow[];
    const [allTime, day] = [await board(4), await board(1)];
    // The biggest spends about 40,000 元 (400,000 diamonds) in a fortnight, a sixth of it today.
    expect(allTime[0].total).toBeGreaterThan(300_000);
    expect(allTime[0].total).toBeLessThan(600_000);
    expect(allTime[9].total).toBeGreaterThan(10_000);
    expect(day[0].total).toBeGreaterThan(5_000);
    expect(allTime.slice(0, 5).every((r) => r.level >= 18)).toBe(true);
    // The board's sum is what the sender's ledger says he spent on gifts; his top-ups are paid orders.
    const top = allTime[0].userId;
    const [spent] = await api.db
      .select({ total: sql<number>`-sum(${ledger.amount})::int` })
      .from(ledger)
      .where(and(eq(ledger.userId, top), eq(ledger.tradeType, TradeType.GiftTip)));
    expect(spent.total).toBe(allTime[0].total);
    const orders = await api.db.select().from(rechargeOrders).where(eq(rechargeOrders.userId, top));
    expect(orders.length).toBeGreaterThan(10);
    expect(orders.every((o) => o.status === "paid" && o.diamonds === o.amountFen / 10)).toBe(true);
  });

  it("goes through the ledger and leaves the demo fan's 5,000 diamonds alone", async () => {
    await expectBooksBalanced(api);
    expect((await walletOf(api, demoFan.user.id)).balance).toBe(5000);
  });

  it("adds nothing to the catalogue when run again", async () => {
    await seedRoomMoney(api.db, { seed: 12, now: api.clock.now });
    expect((await api.get("/api/chat/gift/all")).body.data).toHaveLength(16);
    await expectBooksBalanced(api);
  });
});

import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ledger, wallets } from "@/server/db/schema/wallet";
import { users } from "@/server/db/schema/users";
import { rooms } from "@/server/db/schema/rooms";
import { seedDemo, seedIfEmpty } from "@/server/seed/seed";
import { demoAccounts } from "@/server/seed/people";
import { createTestApi, type TestApi } from "../support/test-api";

let api: TestApi;
let summary: Awaited<ReturnType<typeof seedDemo>>;
beforeAll(async () => {
  api = await createTestApi();
  summary = (await seedIfEmpty(api.db, { seed: 7, now: api.clock.now }))!;
});
afterAll(() => api.close());

describe("demo seed", () => {
  it("creates the demo accounts, anchors with rooms and experts", async () => {
    expect(summary.anchors).toBeGreaterThanOrEqual(10);
    const [demo] = await api.db.select().from(users).where(eq(users.mobile, demoAccounts[0].mobile));
    expect(demo.nickName).toBe("演示球迷");
    const anchorRooms = await api.db.select().from(rooms);
    expect(anchorRooms).toHaveLength(summary.anchors);
  });

  it("keeps every wallet equal to the sum of its ledger", async () => {
    const mismatches = (await api.db.execute(sql`
      select w.user_id from ${wallets} w
      left join (select user_id, sum(case when currency = 'balance' then amount else 0 end) as b,
                        sum(case when currency = 'ticket' then amount else 0 end) as t
                 from ${ledger} group by user_id) l on l.user_id = w.user_id
      where w.balance <> coalesce(l.b, 0) or w.ticket <> coalesce(l.t, 0)`)) as unknown as {
      rows: unknown[];
    };
    expect(mismatches.rows).toEqual([]);
  });

  it("leaves a database that already has users alone", async () => {
    expect(await seedIfEmpty(api.db, { seed: 7, now: api.clock.now })).toBeNull();
  });

  it("is deterministic for a seed number", async () => {
    const other = await createTestApi();
    // Score-only results: the engine would add ~10 s and this compares the people only.
    await seedDemo(other.db, { seed: 7, now: other.clock.now, playPastMatch: null });
    const pick = (db: TestApi["db"]) =>
      db.select({ n: users.nickName, l: users.level }).from(users).orderBy(users.id);
    expect(await pick(other.db)).toEqual(await pick(api.db));
    await other.close();
  });
});

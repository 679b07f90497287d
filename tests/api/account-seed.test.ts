import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { levelForExperience } from "@/lib/codes/user-levels";
import { experienceDays } from "@/server/db/schema/account";
import { users } from "@/server/db/schema/users";
import { demoAccounts } from "@/server/seed/people";
import { createSession } from "@/server/services/auth/sessions";
import { demoSeeding } from "../support/seedings";
import { createSeededTestApi, type TestApi } from "../support/test-api";

let api: TestApi;
let fanToken: string;
beforeAll(async () => {
  ({ api } = await createSeededTestApi(demoSeeding));
  const [fan] = await api.db.select().from(users).where(eq(users.mobile, demoAccounts[0].mobile));
  fanToken = (await createSession(api.db, fan.id, true, api.clock.now)).token;
}, 120_000);
afterAll(() => api.close());

describe("account area seed", () => {
  it("backs every seeded level with the experience the level rule asks for", async () => {
    const rows = await api.db
      .select({
        level: users.level,
        experience:
          sql<number>`coalesce((select sum(${experienceDays.points}) from ${experienceDays} where ${experienceDays.userId} = ${users.id}), 0)`.mapWith(
            Number,
          ),
      })
      .from(users);
    for (const r of rows) expect(r.level ?? 0).toBe(levelForExperience(r.experience));
  });

  it("gives the demo fan unread notices in both boxes, followed matches of both sports, records and someone to follow in every role", async () => {
    const unread = await api.get("/user/notice/unread", {}, { token: fanToken });
    expect(unread.body.data.information).toBeGreaterThan(0);
    expect(unread.body.data.message).toBeGreaterThan(0);
    const matches = await api.get("/api/attention/getAttentionMatchByUser", {}, { token: fanToken });
    expect(new Set(matches.body.data.map((m: { sportId: number }) => m.sportId))).toEqual(new Set([1, 2]));
    const orders = await api.get("/user/center/orders", { kind: "recharge" }, { token: fanToken });
    expect(orders.body.data.list[0]).toMatchObject({ tradeLabel: "系统赠送", statusLabel: "已完成" });
    for (const role of [1, 2, 3]) {
      const res = await api.get("/user/center/follows", { role }, { token: fanToken });
      expect(res.body.data.total).toBeGreaterThan(0);
    }
  });
});

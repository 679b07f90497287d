import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ExpertErrorCode } from "@/lib/codes/expert-errors";
import { FootballState } from "@/lib/codes/football-states";
import { OddsMarket } from "@/lib/codes/odds-markets";
import { TradeType } from "@/lib/codes/trade-types";
import { planPurchases } from "@/server/db/schema/expert-plans";
import { matches } from "@/server/db/schema/matches";
import { ledger } from "@/server/db/schema/wallet";
import { settleMatchPlans } from "@/server/services/expert/settle-plans";
import { createUser } from "../support/fixtures";
import { createScratchDatabase, TEST_DATABASE_URL } from "../support/pg-database";
import { createTestApi, type TestApi } from "../support/test-api";
import { sportsSeeding } from "../support/seedings";
import { createExpert, publishBody, upcomingMatches } from "./expert-plan-fixtures";
import { expectBooksBalanced, fund, walletOf } from "./wallet-support";

// PGlite runs one query at a time and hides races; these only mean something on PostgreSQL.
describe.skipIf(!TEST_DATABASE_URL)("plan purchase and settlement races on PostgreSQL", () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let api: TestApi;
  let expert: Awaited<ReturnType<typeof createExpert>>;
  let football: { id: number }[];
  beforeAll(async () => {
    scratch = await createScratchDatabase();
    api = await createTestApi({ databaseUrl: scratch.url });
    await sportsSeeding.seed(api);
    expert = await createExpert(api);
    football = await upcomingMatches(api, 1, OddsMarket.Handicap);
  }, 180_000);
  afterAll(async () => {
    await api?.close();
    await scratch?.drop();
  });

  const publish = async (matchId: number, price: number, refundIfLose = 0, by = expert) => {
    const res = await api.postJson(
      "/tj/expert/pc/publish",
      publishBody({ legs: [{ matchId, pick: "home" }], price, refundIfLose }),
      by,
    );
    expect(res.body.code, res.body.message).toBe(200);
    return res.body.data as { id: number };
  };

  it("100 concurrent purchases of one plan by a fan whose diamonds cover one: exactly one", async () => {
    const plan = await publish(football[0].id, 40);
    const fan = await createUser(api);
    await fund(api, fan.user.id, 40);
    const results = await Promise.all(
      Array.from({ length: 100 }, () => api.postJson("/tj/recommend/buy", { code: plan.id }, fan)),
    );
    const codes = results.map((r) => r.body.code);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === ExpertErrorCode.AlreadyBought)).toHaveLength(99);
    expect((await walletOf(api, fan.user.id)).balance).toBe(0);
    expect(await api.db.select().from(planPurchases).where(eq(planPurchases.planId, plan.id))).toHaveLength(
      1,
    );
    expect((await api.get(`/tj/recommend/${plan.id}`)).body.data.sales).toBe(1);
    await expectBooksBalanced(api);
  });

  it("100 concurrent purchases of different plans by a fan whose diamonds cover one: exactly one", async () => {
    // Publishing is rate-limited per expert (30 an hour): five experts publish twenty each.
    const authors = await Promise.all(Array.from({ length: 5 }, () => createExpert(api)));
    const plans = await Promise.all(
      Array.from({ length: 100 }, (_, i) => publish(football[1].id, 25, 0, authors[i % 5])),
    );
    const fan = await createUser(api);
    await fund(api, fan.user.id, 25);
    const results = await Promise.all(
      plans.map((p) => api.postJson("/tj/recommend/buy", { code: p.id }, fan)),
    );
    const codes = results.map((r) => r.body.code);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 30001)).toHaveLength(99);
    expect(
      await api.db.select().from(planPurchases).where(eq(planPurchases.buyerId, fan.user.id)),
    ).toHaveLength(1);
    await expectBooksBalanced(api);
  });

  it("a settlement hook replayed concurrently refunds a lost 不中退 plan exactly once", async () => {
    const matchId = football[2].id;
    const plan = await publish(matchId, 30, 1);
    const fans = await Promise.all(Array.from({ length: 10 }, () => createUser(api)));
    for (const f of fans) {
      await fund(api, f.user.id, 30);
      expect((await api.postJson("/tj/recommend/buy", { code: plan.id }, f)).body.code).toBe(200);
    }
    await api.db
      .update(matches)
      .set({ state: FootballState.Finished, homeScore: 0, awayScore: 4 })
      .where(eq(matches.id, matchId));
    const settled = await Promise.all(
      Array.from({ length: 8 }, () => settleMatchPlans({ db: api.db }, matchId, api.clock.now)),
    );
    expect(settled.reduce((a, b) => a + b, 0)).toBe(1);
    for (const f of fans) expect((await walletOf(api, f.user.id)).balance).toBe(30);
    const refunds = await api.db
      .select()
      .from(ledger)
      .where(and(eq(ledger.refId, `plan:${plan.id}`), eq(ledger.tradeType, TradeType.Refund)));
    expect(refunds).toHaveLength(11); // ten buyers credited, the expert debited once
    await expectBooksBalanced(api);
  });
});

import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BoardType, PlanResult, PlanStatus, type PlanResultCode } from "@/lib/codes/expert-plans";
import { planLegs, plans } from "@/server/db/schema/expert-plans";
import { matches } from "@/server/db/schema/matches";
import { users } from "@/server/db/schema/users";
import { combineLegs, outcomeOf, planPayout, settleLeg } from "@/server/services/expert/settle-rules";
import { createSession } from "@/server/services/auth/sessions";
import { demoSeeding } from "../support/seedings";
import { createSeededTestApi, type TestApi } from "../support/test-api";
import { expectBooksBalanced } from "./wallet-support";

let api: TestApi;
beforeAll(async () => {
  ({ api } = await createSeededTestApi(demoSeeding));
}, 120_000);
afterAll(() => api.close());

describe("seeded experts and plans", () => {
  it("has twenty experts with months of settled plans and plans on sale, some free", async () => {
    const list = await api.postJson("/tj/expert/list", { pageSize: 50 });
    expect(list.body.data.total).toBeGreaterThanOrEqual(20);
    const withHistory = list.body.data.list.filter(
      (c: { record: { settled: number } }) => c.record.settled >= 10,
    );
    expect(withHistory.length).toBeGreaterThanOrEqual(18);
    const [{ oldest }] = await api.db
      .select({ oldest: sql<string>`min(${plans.settledAt})` })
      .from(plans)
      .where(sql`${plans.result} > 0`);
    expect(api.clock.now - Date.parse(oldest)).toBeGreaterThan(60 * 24 * 3600_000);
    const onSale = await api.postJson("/tj/recommend", { status: PlanStatus.OnSale, pageSize: 50 });
    expect(onSale.body.data.total).toBeGreaterThanOrEqual(20);
    const free = await api.postJson("/tj/recommend", { status: PlanStatus.OnSale, price: 1 });
    expect(free.body.data.total).toBeGreaterThan(0);
    const demoExpert = await api.db.select().from(users).where(eq(users.mobile, "13700137000"));
    const mine = await api.postJson("/tj/recommend", { expertId: demoExpert[0].id });
    expect(mine.body.data.total).toBeGreaterThan(0);
  });

  it("settled every seeded plan by the settlement rules from the seeded results (honest records)", async () => {
    const rows = await api.db
      .select({
        planId: plans.id,
        sportId: plans.sportId,
        playType: plans.playType,
        result: plans.result,
        payout: plans.payout,
        pick: planLegs.pick,
        line: planLegs.line,
        odds: planLegs.odds,
        lotteryMarket: planLegs.lotteryMarket,
        legResult: planLegs.result,
        state: matches.state,
        homeScore: matches.homeScore,
        awayScore: matches.awayScore,
      })
      .from(plans)
      .innerJoin(planLegs, eq(planLegs.planId, plans.id))
      .innerJoin(matches, eq(matches.id, planLegs.matchId))
      .where(sql`${plans.result} > 0`)
      .orderBy(asc(plans.id), asc(planLegs.legNo));
    expect(rows.length).toBeGreaterThan(300);
    const byPlan = new Map<number, typeof rows>();
    for (const r of rows) byPlan.set(r.planId, [...(byPlan.get(r.planId) ?? []), r]);
    for (const legs of byPlan.values()) {
      const p = legs[0];
      const results = legs.map((l) => {
        const outcome = outcomeOf({
          sportId: p.sportId,
          state: l.state,
          homeScore: l.homeScore,
          awayScore: l.awayScore,
        });
        expect(outcome).not.toBeNull();
        const r = settleLeg(
          {
            sportId: p.sportId,
            playType: p.playType,
            pick: l.pick,
            line: l.line,
            lotteryMarket: l.lotteryMarket,
          },
          outcome!,
        );
        expect(l.legResult).toBe(r);
        return r as PlanResultCode;
      });
      expect(p.result).toBe(combineLegs(results));
      expect(p.payout).toBe(
        planPayout(
          p.sportId,
          p.playType,
          legs.map((l, i) => ({ odds: l.odds, result: results[i] })),
          p.result as PlanResultCode,
        ),
      );
    }
    const results = new Set(rows.map((r) => r.result));
    for (const r of [
      PlanResult.Win,
      PlanResult.Lose,
      PlanResult.Push,
      PlanResult.WinHalf,
      PlanResult.LoseHalf,
    ]) {
      expect(results, `result ${r}`).toContain(r);
    }
  });

  it("fills every board and keeps the books balanced after the seeded purchases", async () => {
    for (const type of [BoardType.HitRate, BoardType.Streak, BoardType.ReturnRate, BoardType.Recent]) {
      const res = await api.postJson("/tj/expert/board", { type, size: 10 });
      expect(res.body.code).toBe(200);
      expect(res.body.data.list.length, `board ${type}`).toBeGreaterThanOrEqual(
        type === BoardType.Streak ? 3 : 10,
      );
      const values = res.body.data.list.map((r: { value: number }) => r.value);
      expect(values).toEqual([...values].sort((a, b) => b - a));
    }
    const basketball = await api.postJson("/tj/expert/board", {
      type: BoardType.HitRate,
      sportId: 2,
      playType: 2,
    });
    expect(basketball.body.data.list.length).toBeGreaterThan(0);
    await expectBooksBalanced(api);
  });

  it("lets the seeded demo expert sign in to the console and see sales and income", async () => {
    const [demo] = await api.db.select().from(users).where(eq(users.mobile, "13700137000"));
    const { token } = await createSession(api.db, demo.id, true, api.clock.now);
    const mine = await api.postJson("/tj/expert/pc/list", { pageSize: 50 }, { token });
    expect(mine.body.data.total).toBeGreaterThan(0);
    expect(mine.body.data.list.every((p: { content: unknown }) => p.content !== null)).toBe(true);
    const records = await api.postJson("/tj/expert/pc/records", {}, { token });
    expect(records.body.data.overall.settled).toBeGreaterThan(0);
    expect(records.body.data.monthly.length).toBeGreaterThanOrEqual(2);
  });
});

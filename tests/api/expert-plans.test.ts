import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ExpertErrorCode } from "@/lib/codes/expert-errors";
import { PlanResult, PlanStatus } from "@/lib/codes/expert-plans";
import { OddsMarket, LIST_COMPANY_ID } from "@/lib/codes/odds-markets";
import { TradeType } from "@/lib/codes/trade-types";
import { matches } from "@/server/db/schema/matches";
import { odds } from "@/server/db/schema/odds";
import { ledger } from "@/server/db/schema/wallet";
import { settleDuePlans } from "@/server/services/expert/settle-plans";
import { and } from "drizzle-orm";
import { createUser } from "../support/fixtures";
import { sportsSeeding } from "../support/seedings";
import { createSeededTestApi, type TestApi } from "../support/test-api";
import { createExpert, finishMatch, publishBody, upcomingMatches } from "./expert-plan-fixtures";
import { expectBooksBalanced, fund, walletOf } from "./wallet-support";

let api: TestApi;
let expert: Awaited<ReturnType<typeof createExpert>>;
let otherExpert: Awaited<ReturnType<typeof createExpert>>;
let football: { id: number; kickoff: Date }[];
const ANALYSIS = "主队近五场四胜一平，客队客场防守漏洞明显，看好主队赢盘。";

beforeAll(async () => {
  ({ api } = await createSeededTestApi(sportsSeeding));
  expert = await createExpert(api, "盘口测试员");
  otherExpert = await createExpert(api, "另一位专家");
  football = await upcomingMatches(api, 1, OddsMarket.Handicap);
}, 60_000);
afterAll(() => api.close());

async function publish(over: Record<string, unknown> = {}, who = expert) {
  const res = await api.postJson(
    "/tj/expert/pc/publish",
    publishBody({ legs: [{ matchId: football[0].id, pick: "home" }], ...over }),
    who,
  );
  expect(res.body.code, res.body.message).toBe(200);
  return res.body.data;
}

/** Every answer a visitor, a fan and another expert can get that mentions the plan. */
async function everyAnswerAbout(planId: number, callers: { token?: string }[]) {
  const texts: string[] = [];
  for (const who of callers) {
    texts.push(JSON.stringify((await api.get(`/tj/recommend/${planId}`, {}, who)).body));
    texts.push(JSON.stringify((await api.postJson("/tj/recommend", { pageSize: 50 }, who)).body));
    texts.push(JSON.stringify((await api.postJson("/tj/recommend", { expertId: expert.user.id }, who)).body));
    texts.push(JSON.stringify((await api.postJson("/tj/expert/info", { userId: expert.user.id }, who)).body));
    texts.push(JSON.stringify((await api.postJson("/tj/expert/home/rec", {}, who)).body));
  }
  return texts.join("\n");
}

describe("publishing (/tj/expert/pc/publish)", () => {
  it("stores the line and water of the current 亚盘 quote and shows the author everything", async () => {
    const [quote] = await api.db
      .select()
      .from(odds)
      .where(
        and(
          eq(odds.matchId, football[0].id),
          eq(odds.market, OddsMarket.Handicap),
          eq(odds.companyId, LIST_COMPANY_ID),
        ),
      );
    const plan = await publish();
    expect(plan).toMatchObject({
      sportId: 1,
      playType: 2,
      price: 58,
      status: PlanStatus.OnSale,
      result: PlanResult.Pending,
      entitled: true,
      canBuy: false,
      content: {
        analysis: ANALYSIS,
        legs: [{ matchId: football[0].id, pick: "home", line: quote.line, odds: quote.home }],
      },
    });
    // A later move of the quote does not change the plan.
    await api.db
      .update(odds)
      .set({ line: (quote.line ?? 0) + 0.25 })
      .where(and(eq(odds.matchId, football[0].id), eq(odds.market, OddsMarket.Handicap)));
    const again = await api.get(`/tj/recommend/${plan.id}`, {}, expert);
    expect(again.body.data.content.legs[0].line).toBe(quote.line);
  });

  it("publishes 竞彩 二串一 over two matches with their SP", async () => {
    const lottery = await upcomingMatches(api, 1, OddsMarket.European, "any");
    const plan = await publish({
      playType: 5,
      legs: [
        { matchId: lottery[0].id, pick: "home", lotteryMarket: 1 },
        { matchId: lottery[1].id, pick: "draw", lotteryMarket: 2 },
      ],
    });
    expect(plan.matches).toHaveLength(2);
    expect(plan.content.legs.map((l: { lotteryMarket: number }) => l.lotteryMarket)).toEqual([1, 2]);
    expect(plan.content.legs[1].line).not.toBeNull();
  });

  it("refuses a fan (not an expert), a visitor, and a match that has kicked off", async () => {
    const fan = await createUser(api);
    const body = publishBody({ legs: [{ matchId: football[0].id, pick: "home" }] });
    expect((await api.postJson("/tj/expert/pc/publish", body, fan)).body).toMatchObject({
      code: ExpertErrorCode.NotExpert,
      message: "仅认证专家可以发布推荐",
    });
    expect((await api.postJson("/tj/expert/pc/publish", body)).status).toBe(401);
    const saved = api.clock.now;
    api.clock.now = football[0].kickoff.getTime() + 1000;
    const late = await api.postJson("/tj/expert/pc/publish", body, expert);
    api.clock.now = saved;
    expect(late.body).toMatchObject({
      code: ExpertErrorCode.KickedOff,
      message: "比赛已开始，不能再发布方案",
    });
  });

  it("answers 400 naming the field for malformed bodies, never 500", async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [publishBody({ legs: [] }), /比赛/],
      [publishBody({ legs: [{ matchId: "x", pick: "home" }] }), /编号|整数/],
      [publishBody({ legs: [{ matchId: football[0].id, pick: "banana" }] }), /推荐选项/],
      [publishBody({ legs: [{ matchId: football[0].id, pick: "draw" }] }), /推荐选项与玩法不符/],
      [publishBody({ legs: [{ matchId: football[0].id, pick: "home" }], price: -1 }), /价格/],
      [publishBody({ legs: [{ matchId: football[0].id, pick: "home" }], analysis: "太短" }), /分析/],
      [publishBody({ legs: [{ matchId: football[0].id, pick: "home" }], sportId: 2, playType: 5 }), /玩法/],
      [publishBody({ legs: [{ matchId: football[0].id, pick: "home" }], playType: 5 }), /二串一/],
    ];
    for (const [body, message] of cases) {
      const res = await api.postJson("/tj/expert/pc/publish", body, expert);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toMatch(message);
    }
    expect((await api.postRaw("/tj/expert/pc/publish", "{", "application/json", expert)).status).toBe(400);
  });

  it("refuses a match of another sport", async () => {
    const basketball = await upcomingMatches(api, 2, OddsMarket.Handicap);
    const res = await api.postJson(
      "/tj/expert/pc/publish",
      publishBody({ legs: [{ matchId: basketball[0].id, pick: "home" }] }),
      expert,
    );
    expect(res.body.code).toBe(ExpertErrorCode.MatchNotOpen);
  });
});

describe("buying (/tj/recommend/buy) and who sees the content", () => {
  it("keeps the content of an unbought plan out of every answer to a visitor, a fan and another expert", async () => {
    const secret = "独家秘笈：客队主力门将赛前热身受伤，首发存疑，主队必胜无疑。";
    const plan = await publish({ analysis: secret });
    const fan = await createUser(api);
    const texts = await everyAnswerAbout(plan.id, [{}, fan, otherExpert]);
    expect(texts).not.toContain("独家秘笈");
    expect(texts).not.toContain('"pick"');
    const detail = await api.get(`/tj/recommend/${plan.id}`, {}, fan);
    expect(detail.body.data).toMatchObject({ entitled: false, content: null, canBuy: true, bought: false });
  });

  it("debits the fan (trade type 4), credits the expert's income, and shows the content", async () => {
    const plan = await publish({ price: 30 });
    const fan = await createUser(api);
    await fund(api, fan.user.id, 100);
    const before = (await walletOf(api, expert.user.id)).income;
    const res = await api.postJson("/tj/recommend/buy", { code: plan.id }, fan);
    expect(res.body).toMatchObject({ code: 200, message: "购买成功", data: { balance: 70 } });
    expect(res.body.data.plan).toMatchObject({ bought: true, entitled: true, canBuy: false, sales: 1 });
    expect(res.body.data.plan.content.analysis).toBe(ANALYSIS);
    expect((await walletOf(api, expert.user.id)).income).toBe(before + 30);
    const rows = await api.db
      .select()
      .from(ledger)
      .where(eq(ledger.refId, `plan:${plan.id}`));
    expect(rows.map((r) => [r.userId, r.tradeType, r.amount]).sort()).toEqual(
      [
        [fan.user.id, TradeType.PlanPurchase, -30],
        [expert.user.id, TradeType.PlanPurchase, 30],
      ].sort(),
    );
    const seen = await api.get(`/tj/recommend/${plan.id}`, {}, fan);
    expect(seen.body.data.content.analysis).toBe(ANALYSIS);
    // Buying twice is refused and costs nothing.
    const twice = await api.postJson("/tj/recommend/buy", { code: plan.id }, fan);
    expect(twice.body).toMatchObject({ code: ExpertErrorCode.AlreadyBought, message: "您已购买过该方案" });
    expect((await walletOf(api, fan.user.id)).balance).toBe(70);
    await expectBooksBalanced(api);
  });

  it("refuses without enough diamonds, after kick-off, for the author, unknown plans and visitors", async () => {
    const plan = await publish({ price: 500 });
    const poor = await createUser(api);
    await fund(api, poor.user.id, 499);
    expect((await api.postJson("/tj/recommend/buy", { code: plan.id }, poor)).body).toMatchObject({
      code: 30001,
      message: "钻石余额不足，请先充值",
    });
    expect((await walletOf(api, poor.user.id)).balance).toBe(499);
    expect((await api.get(`/tj/recommend/${plan.id}`, {}, poor)).body.data).toMatchObject({
      bought: false,
      sales: 0,
    });
    expect((await api.postJson("/tj/recommend/buy", { code: plan.id }, expert)).body.code).toBe(
      ExpertErrorCode.OwnPlan,
    );
    expect((await api.postJson("/tj/recommend/buy", { code: 99_999_999 }, poor)).body.code).toBe(
      ExpertErrorCode.PlanNotFound,
    );
    expect((await api.postJson("/tj/recommend/buy", { code: plan.id })).status).toBe(401);
    expect((await api.postJson("/tj/recommend/buy", { code: "abc" }, poor)).status).toBe(400);
    expect((await api.postJson("/tj/recommend/buy", {}, poor)).status).toBe(400);
    const saved = api.clock.now;
    api.clock.now = football[0].kickoff.getTime();
    await fund(api, poor.user.id, 1);
    const late = await api.postJson("/tj/recommend/buy", { code: plan.id }, poor);
    api.clock.now = saved;
    expect(late.body).toMatchObject({
      code: ExpertErrorCode.KickedOff,
      message: "比赛已开始，方案已停止销售",
    });
  });

  it("closes sales once the feed has started the match, even before the listed kick-off", async () => {
    const plan = await publish({ legs: [{ matchId: football[1].id, pick: "away" }], price: 5 });
    const fan = await createUser(api);
    await fund(api, fan.user.id, 5);
    await api.db.update(matches).set({ state: 2 }).where(eq(matches.id, football[1].id));
    const res = await api.postJson("/tj/recommend/buy", { code: plan.id }, fan);
    await api.db.update(matches).set({ state: 1 }).where(eq(matches.id, football[1].id));
    expect(res.body.code).toBe(ExpertErrorCode.KickedOff);
    expect((await walletOf(api, fan.user.id)).balance).toBe(5);
  });

  it("lets a fan take a free plan without moving money", async () => {
    const plan = await publish({ price: 0 });
    const fan = await createUser(api);
    const res = await api.postForm("/tj/recommend/buy", { code: plan.id }, fan);
    expect(res.body.data).toMatchObject({ balance: 0, plan: { entitled: true, bought: true } });
    expect(
      await api.db
        .select()
        .from(ledger)
        .where(eq(ledger.refId, `plan:${plan.id}`)),
    ).toEqual([]);
  });

  it("answers 400 for a malformed code and a domain error for an unknown one", async () => {
    expect((await api.get("/tj/recommend/abc")).status).toBe(400);
    expect((await api.get("/tj/recommend/0")).status).toBe(400);
    expect((await api.get("/tj/recommend/99999999")).body.code).toBe(ExpertErrorCode.PlanNotFound);
  });
});

describe("settlement through the match-finished hook", () => {
  it("settles 红, makes the plan public, updates the record, and a replay changes nothing", async () => {
    const [, , m] = await upcomingMatches(api, 1, OddsMarket.Handicap);
    const [quote] = await api.db
      .select()
      .from(odds)
      .where(
        and(
          eq(odds.matchId, m.id),
          eq(odds.market, OddsMarket.Handicap),
          eq(odds.companyId, LIST_COMPANY_ID),
        ),
      );
    const settler = await createExpert(api);
    const res = await api.postJson(
      "/tj/expert/pc/publish",
      publishBody({ legs: [{ matchId: m.id, pick: "home" }], price: 10 }),
      settler,
    );
    const plan = res.body.data;
    const fan = await createUser(api);
    await fund(api, fan.user.id, 10);
    await api.postJson("/tj/recommend/buy", { code: plan.id }, fan);
    // The home side wins by more than any seeded line.
    expect(await finishMatch(api, m.id, { homeScore: 6, awayScore: 0 })).toBe(1);
    expect(await finishMatch(api, m.id, { homeScore: 6, awayScore: 0 })).toBe(0);
    const visitor = await api.get(`/tj/recommend/${plan.id}`);
    expect(visitor.body.data).toMatchObject({
      status: PlanStatus.Settled,
      result: PlanResult.Win,
      entitled: true,
      content: { legs: [{ line: quote.line, result: PlanResult.Win }] },
    });
    const info = await api.postJson("/tj/expert/info", { userId: settler.user.id });
    expect(info.body.data.record).toMatchObject({
      settled: 1,
      hits: 1,
      streak: 1,
      recentCount: 1,
      recentHits: 1,
    });
    expect(info.body.data.record.returnRate).toBeCloseTo((1 + quote.home) * 100, 1);
    expect((await walletOf(api, fan.user.id)).balance).toBe(0);
    await expectBooksBalanced(api);
  });

  it("refunds the buyers of a lost 不中退 plan (trade type 6) once, and not those of a plain lost plan", async () => {
    const [, , , m] = await upcomingMatches(api, 1, OddsMarket.OverUnder);
    const settler = await createExpert(api);
    const post = async (refundIfLose: number) =>
      (
        await api.postJson(
          "/tj/expert/pc/publish",
          publishBody({ playType: 3, legs: [{ matchId: m.id, pick: "over" }], price: 20, refundIfLose }),
          settler,
        )
      ).body.data;
    const [safe, plain] = [await post(1), await post(0)];
    const fan = await createUser(api);
    await fund(api, fan.user.id, 40);
    await api.postJson("/tj/recommend/buy", { code: safe.id }, fan);
    await api.postJson("/tj/recommend/buy", { code: plain.id }, fan);
    await finishMatch(api, m.id, { homeScore: 0, awayScore: 0 });
    await finishMatch(api, m.id, { homeScore: 0, awayScore: 0 });
    expect((await walletOf(api, fan.user.id)).balance).toBe(20);
    const refund = await api.db
      .select()
      .from(ledger)
      .where(and(eq(ledger.userId, fan.user.id), eq(ledger.tradeType, TradeType.Refund)));
    expect(refund.map((r) => [r.amount, r.refId])).toEqual([[20, `plan:${safe.id}`]]);
    expect((await api.get(`/tj/recommend/${safe.id}`, {}, fan)).body.data).toMatchObject({
      result: PlanResult.Lose,
      refunded: true,
    });
    expect((await walletOf(api, settler.user.id)).income).toBe(20);
    await expectBooksBalanced(api);
  });

  it("lets the leader's sweep void plans on a match postponed after kick-off time (no finish hook)", async () => {
    const [, m] = await upcomingMatches(api, 2, OddsMarket.OverUnder);
    const settler = await createExpert(api);
    const plan = (
      await api.postJson(
        "/tj/expert/pc/publish",
        publishBody({ sportId: 2, playType: 2, legs: [{ matchId: m.id, pick: "under" }], price: 12 }),
        settler,
      )
    ).body.data;
    const fan = await createUser(api);
    await fund(api, fan.user.id, 12);
    await api.postJson("/tj/recommend/buy", { code: plan.id }, fan);
    await api.db.update(matches).set({ state: 13 }).where(eq(matches.id, m.id));
    expect(await settleDuePlans({ db: api.db }, m.kickoff.getTime() - 1)).toBe(0);
    expect(await settleDuePlans({ db: api.db }, m.kickoff.getTime() + 1)).toBe(1);
    expect(await settleDuePlans({ db: api.db }, m.kickoff.getTime() + 1)).toBe(0);
    expect((await walletOf(api, fan.user.id)).balance).toBe(12);
    expect((await api.get(`/tj/recommend/${plan.id}`)).body.data.result).toBe(PlanResult.Void);
    await expectBooksBalanced(api);
  });

  it("refunds everyone when the match is postponed, and the plan counts in no record", async () => {
    const [, , , , m] = await upcomingMatches(api, 1, OddsMarket.Handicap);
    const settler = await createExpert(api);
    const plan = (
      await api.postJson(
        "/tj/expert/pc/publish",
        publishBody({ legs: [{ matchId: m.id, pick: "away" }], price: 15 }),
        settler,
      )
    ).body.data;
    const fans = [await createUser(api), await createUser(api)];
    for (const f of fans) {
      await fund(api, f.user.id, 15);
      await api.postJson("/tj/recommend/buy", { code: plan.id }, f);
    }
    await finishMatch(api, m.id, { state: 9 });
    for (const f of fans) expect((await walletOf(api, f.user.id)).balance).toBe(15);
    expect((await api.get(`/tj/recommend/${plan.id}`)).body.data).toMatchObject({
      status: PlanStatus.Void,
      result: PlanResult.Void,
    });
    expect(
      (await api.postJson("/tj/expert/record", { userId: settler.user.id })).body.data.overall.settled,
    ).toBe(0);
    await expectBooksBalanced(api);
  });
});

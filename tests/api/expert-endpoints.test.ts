import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { serve } from "@hono/node-server";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ExpertErrorCode } from "@/lib/codes/expert-errors";
import { BoardType, ExpertApplicationStatus, PlanStatus } from "@/lib/codes/expert-plans";
import { OddsMarket } from "@/lib/codes/odds-markets";
import { experts } from "@/server/db/schema/experts";
import { users } from "@/server/db/schema/users";
import { loadApiEnv } from "@/server/env";
import { publishOpsToken } from "@/server/services/anchor/ops-token";
import { openOps } from "@/scripts/ops-backends";
import { createUser } from "../support/fixtures";
import { sportsSeeding } from "../support/seedings";
import { createSeededTestApi, type TestApi } from "../support/test-api";
import { createExpert, finishMatch, publishBody, upcomingMatches } from "./expert-plan-fixtures";
import { fund } from "./wallet-support";

const work = mkdtempSync(path.join(tmpdir(), "expert-ops-"));
const dbDir = path.join(work, "pglite");
let api: TestApi;
let expert: Awaited<ReturnType<typeof createExpert>>;
let rival: Awaited<ReturnType<typeof createExpert>>;
let fan: Awaited<ReturnType<typeof createUser>>;
let football: { id: number; kickoff: Date }[];
let opsToken: string;
let server: ReturnType<typeof serve>;
let url: string;

beforeAll(async () => {
  ({ api } = await createSeededTestApi(sportsSeeding, { env: { PGLITE_DIR: dbDir } }));
  expert = await createExpert(api, "红单专家");
  rival = await createExpert(api, "黑单专家");
  fan = await createUser(api);
  await fund(api, fan.user.id, 1000);
  football = await upcomingMatches(api, 1, OddsMarket.Handicap);
  // Three plans each on the same match: the home side wins 5:0, so every home pick is red.
  for (const [who, pick] of [
    [expert, "home"],
    [rival, "away"],
  ] as const) {
    for (let i = 0; i < 3; i++) {
      await api.postJson(
        "/tj/expert/pc/publish",
        publishBody({ legs: [{ matchId: football[1].id, pick }], price: 10 + i }),
        who,
      );
    }
  }
  await finishMatch(api, football[1].id, { homeScore: 5, awayScore: 0 });
  // And one on sale each, one of them free and 不中退.
  await api.postJson(
    "/tj/expert/pc/publish",
    publishBody({ legs: [{ matchId: football[0].id, pick: "home" }] }),
    expert,
  );
  await api.postJson(
    "/tj/expert/pc/publish",
    publishBody({
      playType: 3,
      legs: [{ matchId: football[0].id, pick: "under" }],
      price: 0,
      refundIfLose: 1,
    }),
    rival,
  );
  opsToken = publishOpsToken(dbDir);
  server = serve({ fetch: api.app.fetch, hostname: "127.0.0.1", port: 0 });
  await new Promise<void>((r) => (server.listening ? r() : server.once("listening", () => r())));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 60_000);
afterAll(async () => {
  server?.close();
  await api.close();
  rmSync(work, { recursive: true, force: true });
});

describe("/tj/recommend (the list)", () => {
  it("filters by status, play type, price, 不中退, expert and match, with teasers only", async () => {
    const all = await api.postJson("/tj/recommend", {});
    expect(all.body.data.total).toBe(8);
    expect(all.body.data.list.every((p: object) => !("content" in p))).toBe(true);
    const count = async (body: Record<string, unknown>) =>
      (await api.postJson("/tj/recommend", body)).body.data.total;
    expect(await count({ status: PlanStatus.OnSale })).toBe(2);
    expect(await count({ status: PlanStatus.Settled })).toBe(6);
    expect(await count({ sportId: 1, playType: 3 })).toBe(1);
    expect(await count({ price: 1 })).toBe(1);
    expect(await count({ price: 2 })).toBe(7);
    expect(await count({ refundIfLose: 1 })).toBe(1);
    expect(await count({ expertId: expert.user.id })).toBe(4);
    expect(await count({ matchId: football[1].id })).toBe(6);
    expect(
      (await api.postForm("/tj/recommend", { status: PlanStatus.OnSale, sort: 3 })).body.data.total,
    ).toBe(2);
    const bare = await api.app.request("/tj/recommend", { method: "POST" });
    expect((await bare.json()).data.total).toBe(8);
  });

  it("answers 400 for malformed filters", async () => {
    for (const body of [
      { sportId: 3 },
      { price: 5 },
      { status: 9 },
      { sort: "x" },
      { pageSize: 500 },
      { leagueId: -1 },
    ]) {
      const res = await api.postJson("/tj/recommend", body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe(400);
    }
  });
});

describe("experts: info, list, home, records, boards, follow", () => {
  it("shows a card with the record, followers and plans on sale; null for a fan", async () => {
    const res = await api.postJson("/tj/expert/info", { userId: expert.user.id }, fan);
    expect(res.body.data).toMatchObject({
      userId: expert.user.id,
      nickName: "红单专家",
      record: { settled: 3, hits: 3, streak: 3, recentCount: 3, recentHits: 3, hitRate: 100 },
      followers: 0,
      followed: false,
      onSale: 1,
    });
    expect((await api.postJson("/tj/expert/info", { userId: fan.user.id })).body.data).toBeNull();
  });

  it("lets a fan follow an expert with the attention call (type 2)", async () => {
    const follow = await api.get(
      "/api/attention/operAttention",
      { type: 2, targetId: expert.user.id, operateType: 1 },
      fan,
    );
    expect(follow.body).toMatchObject({ code: 200, data: { followed: true } });
    const card = await api.postJson("/tj/expert/info", { userId: expert.user.id }, fan);
    expect(card.body.data).toMatchObject({ followers: 1, followed: true });
    expect((await api.postJson("/tj/expert/info", { userId: expert.user.id })).body.data.followed).toBe(
      false,
    );
    await api.get("/api/attention/operAttention", { type: 2, targetId: expert.user.id, operateType: 0 }, fan);
    expect((await api.postJson("/tj/expert/info", { userId: expert.user.id }, fan)).body.data.followers).toBe(
      0,
    );
  });

  it("lists experts by their record, filtered by sport and play type", async () => {
    const res = await api.postJson("/tj/expert/list", { sportId: 1, playType: 2 });
    expect(res.body.data.list.map((c: { userId: number }) => c.userId)).toEqual([
      expert.user.id,
      rival.user.id,
    ]);
    expect((await api.postJson("/tj/expert/list", { sportId: 2 })).body.data.total).toBe(0);
    expect((await api.postJson("/tj/expert/list", { playType: "x" })).status).toBe(400);
    const home = await api.postJson("/tj/expert/home/rec", { size: 1 });
    expect(home.body.data.map((c: { userId: number }) => c.userId)).toEqual([expert.user.id]);
    expect((await api.postJson("/tj/expert/home/rec", { size: 0 })).status).toBe(400);
  });

  it("gives the records per play type and month, and refuses a non-expert", async () => {
    const res = await api.postJson("/tj/expert/record", { userId: rival.user.id });
    expect(res.body.data.overall).toMatchObject({
      settled: 3,
      misses: 3,
      hitRate: 0,
      returnRate: 0,
      streak: 0,
    });
    expect(res.body.data.byPlayType).toEqual([expect.objectContaining({ sportId: 1, playType: 2 })]);
    expect(res.body.data.monthly).toHaveLength(1);
    expect((await api.postJson("/tj/expert/record", { userId: fan.user.id })).body.code).toBe(
      ExpertErrorCode.ExpertNotFound,
    );
    expect((await api.postJson("/tj/expert/record", {})).status).toBe(401);
    expect((await api.postJson("/tj/expert/record", { userId: "me" })).status).toBe(400);
  });

  it("ranks the boards (too few plans for the rate boards here, so only the streak board has rows)", async () => {
    const streak = await api.postJson("/tj/expert/board", { type: BoardType.Streak });
    expect(streak.body.data.list).toEqual([
      expect.objectContaining({
        rank: 1,
        value: 3,
        valueText: "3连红",
        expert: expect.objectContaining({ userId: expert.user.id }),
      }),
    ]);
    expect((await api.postJson("/tj/expert/board", { type: BoardType.HitRate })).body.data.list).toEqual([]);
    const recent = await api.postForm("/tj/expert/board", { type: BoardType.Recent });
    expect(recent.body.data.list.map((r: { valueText: string }) => r.valueText)).toEqual([
      "近3中3",
      "近3中0",
    ]);
    expect((await api.postJson("/tj/expert/board", { type: 7 })).status).toBe(400);
  });
});

describe("the expert console /tj/expert/pc/*", () => {
  it("lists my plans with content, sales and income; records; income with the ledger rows", async () => {
    const settled = (
      await api.postJson("/tj/recommend", { expertId: expert.user.id, status: PlanStatus.OnSale })
    ).body.data.list[0];
    await api.postJson("/tj/recommend/buy", { code: settled.id }, fan);
    const mine = await api.postJson("/tj/expert/pc/list", {}, expert);
    expect(mine.body.data.total).toBe(4);
    const sold = mine.body.data.list.find((p: { id: number }) => p.id === settled.id);
    expect(sold).toMatchObject({ sales: 1, income: 58, content: { legs: [{ pick: "home" }] } });
    expect(
      (await api.postJson("/tj/expert/pc/list", { status: PlanStatus.Settled }, expert)).body.data.total,
    ).toBe(3);
    expect((await api.postJson("/tj/expert/pc/records", {}, expert)).body.data.overall.hits).toBe(3);
    const income = await api.postJson("/tj/expert/pc/income", {}, expert);
    expect(income.body.data).toMatchObject({
      income: 58,
      totalEarned: 58,
      monthEarned: 58,
      sales: 1,
      total: 1,
    });
    expect(income.body.data.list[0]).toMatchObject({ planId: settled.id, amount: 58, tradeType: 4 });
  });

  it("refuses visitors (401) and fans (not an expert), and malformed bodies (400)", async () => {
    for (const p of ["list", "records", "income", "publish"]) {
      expect((await api.postJson(`/tj/expert/pc/${p}`, {})).status, p).toBe(401);
      expect((await api.postJson(`/tj/expert/pc/${p}`, {}, fan)).body.code, p).toBe(
        ExpertErrorCode.NotExpert,
      );
    }
    expect((await api.postJson("/tj/expert/pc/list", { status: 0 }, expert)).status).toBe(400);
    expect((await api.postJson("/tj/expert/pc/income", { page: 0 }, expert)).status).toBe(400);
    // Another expert sees only their own plans.
    const theirs = await api.postJson("/tj/expert/pc/list", {}, rival);
    expect(
      theirs.body.data.list.every((p: { expert: { userId: number } }) => p.expert.userId === rival.user.id),
    ).toBe(true);
  });
});

describe("the match picker /tj/match and /tj/match/filter", () => {
  it("lists upcoming matches with the current quotes per play type, and their leagues", async () => {
    const res = await api.get("/tj/match", { sportId: 1, playType: 2 });
    expect(res.body.code).toBe(200);
    const rows = res.body.data.list;
    expect(rows.length).toBeGreaterThan(0);
    expect(
      rows.every(
        (r: { handicap: unknown; kickoff: string }) => r.handicap && Date.parse(r.kickoff) > api.clock.now,
      ),
    ).toBe(true);
    const lottery = await api.get("/tj/match", { sportId: 1, playType: 4 });
    expect(lottery.body.data.list.every((r: { lottery: { single: boolean } }) => r.lottery.single)).toBe(
      true,
    );
    const basketball = await api.get("/tj/match", { sportId: 2, playType: 2 });
    expect(
      basketball.body.data.list.every(
        (r: { sportId: number; overUnder: unknown }) => r.sportId === 2 && r.overUnder,
      ),
    ).toBe(true);
    const leagues = await api.get("/tj/match/filter", { sportId: 1, playType: 2 });
    const total = leagues.body.data.reduce((n: number, l: { count: number }) => n + l.count, 0);
    expect(total).toBe(res.body.data.total);
    const one = leagues.body.data[0];
    expect((await api.get("/tj/match", { sportId: 1, playType: 2, leagueId: one.id })).body.data.total).toBe(
      one.count,
    );
  });

  it("answers 400 for malformed queries", async () => {
    expect((await api.get("/tj/match", { sportId: 9 })).status).toBe(400);
    expect((await api.get("/tj/match", { playType: "a" })).status).toBe(400);
    expect((await api.get("/tj/match/filter", { sportId: "x" })).status).toBe(400);
  });
});

describe("becoming an expert", () => {
  const application = { title: "英超研究员", intro: "看英超十五年，擅长亚盘与大小球。", tags: "英超,亚盘" };

  it("applies from the account area, is approved with npm run ops, and can publish", async () => {
    const user = await createUser(api);
    expect((await api.postJson("/tj/expert/apply/info", {}, user)).body.data.status).toBe(
      ExpertApplicationStatus.None,
    );
    const res = await api.postJson("/tj/expert/apply", application, user);
    expect(res.body).toMatchObject({
      code: 200,
      data: { status: ExpertApplicationStatus.Pending, title: "英超研究员" },
    });
    expect((await api.postJson("/tj/expert/apply", application, user)).body.code).toBe(
      ExpertErrorCode.ApplicationPending,
    );

    expect((await api.get("/internal/ops/expert-apps")).status).toBe(403);
    const badId = { headers: { "x-ops-token": opsToken } };
    expect((await api.postJson("/internal/ops/expert-approve", { userId: "x" }, badId)).status).toBe(400);
    // `npm run ops` goes through the running api that holds the embedded database.
    const lockFile = `${path.resolve(dbDir)}.lock`;
    writeFileSync(lockFile, String(process.ppid));
    try {
      const backend = await openOps(loadApiEnv({ PGLITE_DIR: dbDir, LOG_LEVEL: "silent" }), url);
      const pending = await backend.expertApplications();
      expect(pending.map((a) => a.userId)).toContain(user.user.id);
      expect(await backend.approveExpert(user.user.id)).toEqual({ userId: user.user.id });
      await expect(backend.approveExpert(user.user.id)).rejects.toThrow("没有待审核的专家申请");
    } finally {
      rmSync(lockFile);
    }
    const [u] = await api.db
      .select({ isExpert: users.isExpert })
      .from(users)
      .where(eq(users.id, user.user.id));
    expect(u.isExpert).toBe(1);
    const [profile] = await api.db.select().from(experts).where(eq(experts.userId, user.user.id));
    expect(profile).toMatchObject({ title: "英超研究员", tags: "英超,亚盘" });
    expect((await api.postJson("/tj/expert/apply/info", {}, user)).body.data.status).toBe(
      ExpertApplicationStatus.Approved,
    );
    expect((await api.postJson("/tj/expert/apply", application, user)).body.code).toBe(
      ExpertErrorCode.AlreadyExpert,
    );
    // The session reads isExpert from the account, so the same sign-in can publish now.
    const published = await api.postJson(
      "/tj/expert/pc/publish",
      publishBody({ legs: [{ matchId: football[2].id, pick: "away" }] }),
      user,
    );
    expect(published.body.code).toBe(200);
  });

  it("shows the rejection reason and lets the user apply again", async () => {
    const user = await createUser(api);
    await api.postJson("/tj/expert/apply", application, user);
    const ops = (p: string, body: unknown) =>
      api.postJson(`/internal/ops/${p}`, body, { headers: { "x-ops-token": opsToken } });
    expect((await ops("expert-reject", { userId: user.user.id, reason: "" })).status).toBe(400);
    expect((await ops("expert-reject", { userId: user.user.id, reason: "简介过于简单" })).body.code).toBe(
      200,
    );
    expect((await api.postJson("/tj/expert/apply/info", {}, user)).body.data).toMatchObject({
      status: ExpertApplicationStatus.Rejected,
      reason: "简介过于简单",
    });
    expect((await ops("expert-approve", { userId: user.user.id })).status).toBe(404);
    expect((await api.postForm("/tj/expert/apply", application, user)).body.data.status).toBe(
      ExpertApplicationStatus.Pending,
    );
  });

  it("refuses visitors and malformed applications", async () => {
    const user = await createUser(api);
    expect((await api.postJson("/tj/expert/apply", application)).status).toBe(401);
    expect((await api.postJson("/tj/expert/apply/info", {})).status).toBe(401);
    for (const body of [
      { ...application, title: "" },
      { ...application, intro: "短" },
      { ...application, tags: "x".repeat(61) },
      {},
    ]) {
      const res = await api.postJson("/tj/expert/apply", body, user);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
  });
});

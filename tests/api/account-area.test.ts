import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TradeType, type TradeTypeCode } from "@/lib/codes/trade-types";
import { experienceForLevel } from "@/lib/codes/user-levels";
import { matches } from "@/server/db/schema/matches";
import { anchorAudits, matchReservations } from "@/server/db/schema/room-activity";
import { users } from "@/server/db/schema/users";
import { awardExperience } from "@/server/services/experience/award";
import { rejectAuditAndNotify } from "@/server/services/notices/site-notices";
import { sendReserveReminders } from "@/server/services/notices/reserve-reminders";
import { credit, debit } from "@/server/services/wallet/ledger";
import { createAnchor, createUser, follow } from "../support/fixtures";
import { createTestApi, type TestApi } from "../support/test-api";
import { createCatalogue, verifiedUser } from "./anchor-fixtures";
import { createMatch } from "./chat-fixtures";
import { fund } from "./wallet-support";

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const levelOf = async (id: number) =>
  (await api.db.select({ level: users.level }).from(users).where(eq(users.id, id)))[0].level;

describe("GET /user/center/grade", () => {
  it("counts the first visit of the day once and derives the LV from experience", async () => {
    const { user, token } = await createUser(api);
    await api.get("/user/center/info", {}, { token });
    await api.get("/user/center/info", {}, { token });
    const res = await api.get("/user/center/grade", {}, { token });
    expect(res.body.code).toBe(200);
    expect(res.body.data).toMatchObject({ level: 0, experience: 10, nextLevelExperience: 100, progress: 10 });
    expect(res.body.data.sources.find((s: { source: number }) => s.source === 1).today).toBe(10);
    expect(res.body.data.privileges.length).toBeGreaterThan(0);
    await awardExperience(api.db, user.id, 4, 500, api.clock.now);
    expect(await levelOf(user.id)).toBe(2); // 510 experience: LV2 needs 400, LV3 900
    const after = await api.get("/user/center/grade", {}, { token });
    expect(after.body.data).toMatchObject({
      level: 2,
      experience: 510,
      currentLevelExperience: experienceForLevel(2),
    });
  });

  it("caps each source per day", async () => {
    const { user } = await createUser(api);
    expect(await awardExperience(api.db, user.id, 3, 30, api.clock.now)).toBe(30);
    expect(await awardExperience(api.db, user.id, 3, 30, api.clock.now)).toBe(10);
    expect(await awardExperience(api.db, user.id, 3, 2, api.clock.now)).toBe(0);
  });

  it("earns chat experience for a sent message and shows the level in the chat", async () => {
    const anchor = await createAnchor(api);
    const { user, token } = await createUser(api);
    api.advance(2_100);
    const res = await api.postJson("/api/chat/msg", { roomId: anchor.room.id, content: "好球！" }, { token });
    expect(res.body.code).toBe(200);
    const grade = await api.get("/user/center/grade", {}, { token });
    expect(grade.body.data.sources.find((s: { source: number }) => s.source === 3).today).toBe(2);
    expect(await levelOf(user.id)).toBe(0);
  });

  it("answers a visitor with 401", async () => {
    expect((await api.get("/user/center/grade")).status).toBe(401);
  });
});

describe("GET /user/center/orders", () => {
  async function shopper() {
    const owner = await createUser(api);
    const id = owner.user.id;
    await fund(api, id, 1000);
    const spend = (tradeType: TradeTypeCode, amount: number, refId: string, remark: string) =>
      debit(api.db, { userId: id, currency: "balance", amount, tradeType, refId, remark });
    await spend(TradeType.OpenNoble, 300, "nobility:1", "开通贵族·骑士");
    await spend(TradeType.PlanPurchase, 50, "highlight:9", "解锁集锦：绝杀");
    await spend(TradeType.PlanPurchase, 88, "plan:3", "购买方案");
    await spend(TradeType.GiftTip, 20, "gift:1", "赠送啤酒×2");
    await credit(api.db, {
      userId: id,
      currency: "balance",
      amount: 88,
      tradeType: TradeType.Refund,
      refId: "plan:3",
      remark: "退款",
    });
    return owner;
  }

  it("lists the caller's top-ups and purchases, filtered by kind, with status", async () => {
    const { token } = await shopper();
    const all = await api.get("/user/center/orders", {}, { token });
    expect(all.body.code).toBe(200);
    expect(all.body.data.total).toBe(5);
    expect(all.body.data.list.map((o: { kind: string }) => o.kind)).not.toContain("refund");
    const highlight = await api.get("/user/center/orders", { kind: "highlight" }, { token });
    expect(highlight.body.data.list).toEqual([
      expect.objectContaining({
        kind: "highlight",
        amount: -50,
        title: "解锁集锦：绝杀",
        statusLabel: "已完成",
      }),
    ]);
    const plan = await api.get("/user/center/orders", { kind: "plan" }, { token });
    expect(plan.body.data.list[0]).toMatchObject({ amount: -88, status: "refunded", statusLabel: "已退款" });
    const recharge = await api.get("/user/center/orders", { kind: "recharge" }, { token });
    expect(recharge.body.data.list[0]).toMatchObject({ amount: 1000, tradeLabel: "人工充值" });
  });

  it("shows no one else's orders", async () => {
    await shopper();
    const { token } = await createUser(api);
    expect((await api.get("/user/center/orders", {}, { token })).body.data.total).toBe(0);
  });

  it("refuses an unknown kind with 400 and a visitor with 401", async () => {
    const { token } = await createUser(api);
    const bad = await api.get("/user/center/orders", { kind: "cars" }, { token });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain("kind");
    expect((await api.get("/user/center/orders", { pageSize: 0 }, { token })).status).toBe(400);
    expect((await api.get("/user/center/orders")).status).toBe(401);
  });
});

describe("GET /user/center/follows", () => {
  it("lists the caller's follows by role; unfollowing removes one", async () => {
    const fan = await createUser(api);
    const anchor = await createAnchor(api);
    const { user: expert } = await createUser(api, { isExpert: 1 });
    const { user: friend } = await createUser(api);
    for (const t of [anchor.user.id, expert.id, friend.id]) await follow(api, fan.user.id, t);
    const ids = async (role: number) =>
      (await api.get("/user/center/follows", { role }, { token: fan.token })).body.data.list.map(
        (u: { id: number }) => u.id,
      );
    expect(await ids(1)).toEqual([anchor.user.id]);
    expect(await ids(2)).toEqual([expert.id]);
    expect(await ids(3)).toEqual([friend.id]);
    const off = await api.get(
      "/api/attention/operAttention",
      { type: 2, targetId: expert.id, operateType: 0 },
      { token: fan.token },
    );
    expect(off.body.code).toBe(200);
    expect(await ids(2)).toEqual([]);
  });

  it("shows another user none of the caller's follows, refuses a bad role, 401 for a visitor", async () => {
    const fan = await createUser(api);
    const anchor = await createAnchor(api);
    await follow(api, fan.user.id, anchor.user.id);
    const { token } = await createUser(api);
    expect((await api.get("/user/center/follows", { role: 1 }, { token })).body.data.total).toBe(0);
    const bad = await api.get("/user/center/follows", { role: 9 }, { token });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain("role");
    expect((await api.get("/user/center/follows")).status).toBe(401);
  });
});

describe("site notices", () => {
  it("tells an applicant the review's result in 系统通知", async () => {
    const { user, token } = await verifiedUser(api);
    await createCatalogue(api);
    const intro = "常年解说英超与欧冠的老球迷一枚。";
    await api.postJson("/api/audit/submit", { navId: 1, roomTitle: "英超夜话", intro }, { token });
    const [audit] = await api.db.select().from(anchorAudits).where(eq(anchorAudits.userId, user.id));
    await rejectAuditAndNotify(api.deps, audit.id, "直播间标题与内容不符");
    const [notice] = (await api.get("/user/notice/list", { box: 1 }, { token })).body.data.list;
    expect(notice).toMatchObject({ kind: "audit", title: "主播认证未通过", link: "/v/apply" });
    expect(notice.content).toContain("直播间标题与内容不符");
  });

  it("reminds every fan who reserved a match about to start, once", async () => {
    const matchId = await createMatch(api, 900777);
    await api.db
      .update(matches)
      .set({ kickoff: new Date(api.deps.feedClock.now() + 10 * 60_000) })
      .where(eq(matches.id, matchId));
    const { user, token } = await createUser(api);
    await api.db.insert(matchReservations).values({ userId: user.id, matchId });
    expect(await sendReserveReminders(api.deps)).toBe(1);
    expect(await sendReserveReminders(api.deps)).toBe(0);
    const list = await api.get("/user/notice/list", { box: 1 }, { token });
    expect(list.body.data.list[0]).toMatchObject({
      kind: "reserve",
      title: expect.stringMatching(/^您预约的比赛即将开始：.+ vs 阿森纳$/),
      link: `/football/live/${matchId}`,
    });
  });
});

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AnchorErrorCode } from "@/lib/codes/anchor-errors";
import { auditInfo } from "@/lib/contracts/anchor";
import { anchorAudits } from "@/server/db/schema/room-activity";
import { rooms } from "@/server/db/schema/rooms";
import { roomStreams } from "@/server/db/schema/streams";
import { users } from "@/server/db/schema/users";
import { approveAudit, pendingAudits, rejectAudit } from "@/server/services/anchor/audit-review";
import { createAnchor, createUser } from "../support/fixtures";
import { createTestApi, type TestApi } from "../support/test-api";
import { createCatalogue, verifiedUser } from "./anchor-fixtures";

const INFO = "/api/audit/info";
const SUBMIT = "/api/audit/submit";
const application = {
  navId: 1,
  roomTitle: "老炮聊英超",
  intro: "十年英超死忠，擅长赛前数据分析和战术复盘。",
  experience: "在校园电台解说过两年",
  contact: "微信 laopao",
};

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
  await createCatalogue(api);
});
afterAll(() => api.close());

const info = async (token: string) => auditInfo.parse((await api.get(INFO, {}, { token })).body.data);

describe("/api/audit/info and submit", () => {
  it("refuses a visitor with 401", async () => {
    expect((await api.get(INFO)).body.code).toBe(401);
    expect((await api.postJson(SUBMIT, application)).body.code).toBe(401);
  });

  it("asks an ordinary user for real-name verification first", async () => {
    const { token } = await createUser(api);
    expect(await info(token)).toEqual({ status: -1, realNameDone: false, application: null });
    const res = await api.postJson(SUBMIT, application, { token });
    expect(res.body).toMatchObject({ code: AnchorErrorCode.RealNameRequired, message: "请先完成实名认证" });
  });

  it("takes one application at a time and shows it as pending", async () => {
    const { token, user } = await verifiedUser(api);
    const res = await api.postJson(SUBMIT, application, { token });
    expect(res.body.code).toBe(200);
    const data = auditInfo.parse(res.body.data);
    expect(data).toMatchObject({
      status: 0,
      realNameDone: true,
      application: { ...application, rejectReason: "" },
    });
    expect(data.application!.reviewedAt).toBeNull();
    const again = await api.postJson(SUBMIT, application, { token });
    expect(again.body).toMatchObject({ code: AnchorErrorCode.AuditPending, message: "您的申请正在审核中" });
    const rows = await api.db.select().from(anchorAudits).where(eq(anchorAudits.userId, user.id));
    expect(rows).toHaveLength(1);
  });

  it("tells an anchor they already are one, and shows them as approved", async () => {
    const { token } = await createAnchor(api, {}, { realNameAt: new Date(api.clock.now) });
    const res = await api.postJson(SUBMIT, application, { token });
    expect(res.body).toMatchObject({ code: AnchorErrorCode.AlreadyAnchor, message: "您已经是主播" });
    expect((await info(token)).status).toBe(1);
  });

  it("answers malformed input with a 400 naming the problem, an unknown category with 404", async () => {
    const { token } = await verifiedUser(api);
    const bad = [
      { ...application, intro: "太短" },
      { ...application, roomTitle: "a" },
      { ...application, navId: 0 },
      { ...application, navId: "足球" },
      { ...application, contact: "x".repeat(41) },
      { ...application, intro: "\u0000".repeat(20) },
      { navId: 1 },
    ];
    for (const body of bad) {
      const res = await api.postJson(SUBMIT, body, { token });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect((await api.postJson(SUBMIT, application, { token })).body.code).toBe(200);
    const form = await api.postForm(SUBMIT, { ...application }, { token });
    expect(form.status).toBe(415); // JSON only, as SPEC marks it
    const { token: other } = await verifiedUser(api);
    const res = await api.postJson(SUBMIT, { ...application, navId: 99 }, { token: other });
    expect(res.body).toMatchObject({ code: 404, message: "直播分类不存在" });
  });
});

describe("review (npm run ops)", () => {
  it("lists pending applications oldest first with masked names", async () => {
    const list = await pendingAudits(api.db);
    expect(list.length).toBeGreaterThanOrEqual(2);
    expect(list[0]).toMatchObject({ navName: "足球", roomTitle: application.roomTitle, realName: "张*" });
    const times = list.map((a) => a.createdAt);
    expect(times).toEqual([...times].sort());
  });

  it("approves in one go: the user is an anchor with a room and a stream key", async () => {
    const { token, user } = await verifiedUser(api);
    await api.postJson(SUBMIT, { ...application, navId: 2, roomTitle: "篮下风云" }, { token });
    const [audit] = await api.db.select().from(anchorAudits).where(eq(anchorAudits.userId, user.id));
    const done = await approveAudit(api.db, audit.id, api.clock.now);
    expect(done).toMatchObject({ userId: user.id });
    const [room] = await api.db.select().from(rooms).where(eq(rooms.anchorId, user.id));
    expect(room).toMatchObject({ id: done.roomId, navId: 2, title: "篮下风云", onAir: 1, liveStatus: 0 });
    const [stream] = await api.db.select().from(roomStreams).where(eq(roomStreams.roomId, room.id));
    expect(stream.name).toBe(done.streamName);
    const [u] = await api.db.select({ isAnchor: users.isAnchor }).from(users).where(eq(users.id, user.id));
    expect(u.isAnchor).toBe(1);
    expect(await info(token)).toMatchObject({ status: 1, application: { id: audit.id } });
    const push = await api.get("/api/room/push-info", {}, { token });
    expect(push.body.data.roomId).toBe(room.id);
    await expect(approveAudit(api.db, audit.id, api.clock.now)).rejects.toMatchObject({
      code: AnchorErrorCode.AuditNotPending,
    });
    await expect(approveAudit(api.db, 987_654, api.clock.now)).rejects.toMatchObject({ code: 404 });
  });

  it("masks rude words in the room title, which the room takes on approval", async () => {
    const { token, user } = await verifiedUser(api);
    const res = await api.postJson(SUBMIT, { ...application, roomTitle: "去死吧裁判" }, { token });
    expect(res.body.data.application).toMatchObject({ roomTitle: "***吧裁判" });
    const [audit] = await api.db.select().from(anchorAudits).where(eq(anchorAudits.userId, user.id));
    await approveAudit(api.db, audit.id, api.clock.now);
    const [room] = await api.db.select().from(rooms).where(eq(rooms.anchorId, user.id));
    expect(room.title).toBe("***吧裁判");
  });

  it("rejects with a reason the applicant sees, who may then apply again", async () => {
    const { token, user } = await verifiedUser(api);
    await api.postJson(SUBMIT, application, { token });
    const [audit] = await api.db.select().from(anchorAudits).where(eq(anchorAudits.userId, user.id));
    await rejectAudit(api.db, audit.id, "个人介绍过于简单，请补充解说经历", api.clock.now);
    const seen = await info(token);
    expect(seen).toMatchObject({
      status: 2,
      application: { rejectReason: "个人介绍过于简单，请补充解说经历" },
    });
    expect(seen.application!.reviewedAt).not.toBeNull();
    await expect(rejectAudit(api.db, audit.id, "再驳回一次", api.clock.now)).rejects.toMatchObject({
      code: AnchorErrorCode.AuditNotPending,
    });
    api.advance(1000);
    expect((await api.postJson(SUBMIT, application, { token })).body.code).toBe(200);
    expect((await info(token)).status).toBe(0);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reportPage } from "@/lib/contracts/rooms";
import { uploads } from "@/server/db/schema/uploads";
import { createAnchor, createUser } from "../support/fixtures";
import { createTestApi, type TestApi } from "../support/test-api";

const ADD = "/api/report/add";
const LIST = "/api/report/list";
const MINUTE = 60_000;

let api: TestApi;
let anchor: Awaited<ReturnType<typeof createAnchor>>;
let other: Awaited<ReturnType<typeof createAnchor>>;
beforeAll(async () => {
  api = await createTestApi();
  anchor = await createAnchor(api);
  other = await createAnchor(api);
});
afterAll(() => api.close());

const report = (who: { token: string } | undefined, body: unknown) => api.postJson(ADD, body, who);

describe("POST /api/report/add and GET /api/report/list", () => {
  it("files a report and lists it to its author only, newest first", async () => {
    const fan = await createUser(api);
    const first = await report(fan, { roomId: anchor.room.id, reason: 4, content: "  主播辱骂观众  " });
    expect(first.body).toMatchObject({ code: 200, data: { id: expect.any(Number) } });
    api.advance(MINUTE);
    const second = await report(fan, { roomId: other.room.id, reason: "6" });
    expect(second.body.code).toBe(200);

    const page = reportPage.parse((await api.get(LIST, {}, fan)).body.data);
    expect(page).toMatchObject({ total: 2, page: 1, pageSize: 30 });
    expect(page.list.map((r) => r.id)).toEqual([second.body.data.id, first.body.data.id]);
    expect(page.list[1]).toMatchObject({
      roomId: anchor.room.id,
      roomTitle: anchor.room.title,
      anchorNickName: anchor.user.nickName,
      reason: 4,
      content: "主播辱骂观众",
      status: 0,
    });
    const onePerPage = reportPage.parse((await api.get(LIST, { page: 2, pageSize: 1 }, fan)).body.data);
    expect(onePerPage.list.map((r) => r.id)).toEqual([first.body.data.id]);
    const stranger = await createUser(api);
    expect((await api.get(LIST, {}, stranger)).body.data).toMatchObject({ total: 0, list: [] });
  });

  it("allows one report of a room per 10 minutes", async () => {
    const fan = await createUser(api);
    expect((await report(fan, { roomId: anchor.room.id, reason: 1 })).body.code).toBe(200);
    api.advance(9 * MINUTE);
    expect((await report(fan, { roomId: anchor.room.id, reason: 2 })).body).toMatchObject({
      code: 41101,
      message: "您已举报过该直播间，请稍后再试",
    });
    // Another room, or another reporter, is not held back.
    expect((await report(fan, { roomId: other.room.id, reason: 2 })).body.code).toBe(200);
    expect((await report(await createUser(api), { roomId: anchor.room.id, reason: 2 })).body.code).toBe(200);
    api.advance(MINUTE + 1);
    expect((await report(fan, { roomId: anchor.room.id, reason: 2 })).body.code).toBe(200);
  });

  it("refuses an anchor reporting their own room, an unknown room and a visitor", async () => {
    expect((await report(anchor, { roomId: anchor.room.id, reason: 1 })).body).toMatchObject({
      code: 41102,
      message: "不能举报自己的直播间",
    });
    expect((await report(anchor, { roomId: other.room.id, reason: 1 })).body.code).toBe(200);
    const fan = await createUser(api);
    expect((await report(fan, { roomId: 999_999, reason: 1 })).body).toMatchObject({
      code: 404,
      message: "直播间不存在",
    });
    for (const res of [await report(undefined, { roomId: anchor.room.id, reason: 1 }), await api.get(LIST)]) {
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ code: 401, message: "请先登录" });
    }
  });

  it("takes only the reporter's own uploads as screenshots", async () => {
    const fan = await createUser(api);
    const someone = await createUser(api);
    const mine = `202611/${"a".repeat(32)}.png`;
    const theirs = `202611/${"b".repeat(32)}.png`;
    await api.db.insert(uploads).values([
      { path: mine, userId: fan.user.id, mime: "image/png", bytes: 10 },
      { path: theirs, userId: someone.user.id, mime: "image/png", bytes: 10 },
    ]);
    for (const images of [
      [`/uploads/${theirs}`],
      ["https://example.com/x.png"],
      [`/uploads/${mine}`, "/etc/passwd"],
    ]) {
      expect(
        (await report(fan, { roomId: anchor.room.id, reason: 3, images })).body,
        images[0],
      ).toMatchObject({
        code: 41103,
        message: "截图只能使用您自己上传的图片",
      });
    }
    const ok = await report(fan, { roomId: anchor.room.id, reason: 3, images: [`/uploads/${mine}`] });
    expect(ok.body.code).toBe(200);
  });

  it("answers malformed input with 400 and a Chinese message", async () => {
    const fan = await createUser(api);
    const cases: [unknown, string][] = [
      [{ roomId: anchor.room.id }, "请选择举报类型"],
      [{ roomId: anchor.room.id, reason: 9 }, "请选择举报类型"],
      [{ roomId: "x", reason: 1 }, "（roomId）"],
      [{ roomId: 0, reason: 1 }, "直播间编号不正确"],
      [{ roomId: anchor.room.id, reason: 1, content: "长".repeat(201) }, "不能超过200个字"],
      [{ roomId: anchor.room.id, reason: 1, images: ["a", "b", "c", "d"] }, "最多上传3张图片"],
    ];
    for (const [body, message] of cases) {
      const res = await report(fan, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toContain(message);
    }
    const form = await api.postForm(ADD, { roomId: anchor.room.id, reason: 1 }, fan);
    expect(form.status).toBeGreaterThanOrEqual(400);
    expect(form.status).toBeLessThan(500);
    expect((await api.postRaw(ADD, "{", "application/json", fan)).status).toBe(400);
    expect((await api.get(LIST, { pageSize: 0 }, fan)).status).toBe(400);
  });
});

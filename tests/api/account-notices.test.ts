import type { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NoticeBox } from "@/lib/codes/notice-kinds";
import { notices } from "@/server/db/schema/account";
import { connectSse, listen } from "@/server/realtime/sse-test-client";
import { notify } from "@/server/services/notices/notify";
import { createUser } from "../support/fixtures";
import { createTestApi, type TestApi } from "../support/test-api";

let api: TestApi;
let server: Awaited<ReturnType<typeof listen>>;
beforeAll(async () => {
  api = await createTestApi();
  server = await listen(api.app as unknown as Hono);
});
afterAll(async () => {
  await server.close();
  await api.close();
});

async function withNotices() {
  const owner = await createUser(api);
  const { user: actor } = await createUser(api);
  await notify(api.deps, owner.user.id, "announce", { title: "系统公告一", content: "内容" });
  await notify(api.deps, owner.user.id, "audit", { title: "主播认证审核通过", link: "/v/anchor-set" });
  await notify(api.deps, owner.user.id, "reply", { title: "有人回复了你", actorId: actor.id });
  return { ...owner, actor };
}

describe("notify()", () => {
  it("files each kind in its box and lands a deduplicated notice once", async () => {
    const { user } = await createUser(api);
    expect(
      await notify(api.deps, user.id, "reserve", { title: "比赛即将开始", dedupeKey: "reserve:1" }),
    ).toBe(true);
    expect(
      await notify(api.deps, user.id, "reserve", { title: "比赛即将开始", dedupeKey: "reserve:1" }),
    ).toBe(false);
    const rows = await api.db.select().from(notices);
    expect(rows.filter((r) => r.userId === user.id)).toHaveLength(1);
    expect(rows.find((r) => r.userId === user.id)?.box).toBe(NoticeBox.Information);
  });
});

describe("GET /user/notice/list", () => {
  it("lists one box of the caller's own notices, newest first, with the sender of a message", async () => {
    const { token, actor } = await withNotices();
    const info = await api.get("/user/notice/list", { box: 1 }, { token });
    expect(info.body.code).toBe(200);
    expect(info.body.data.total).toBe(2);
    expect(info.body.data.list.map((n: { kind: string }) => n.kind).sort()).toEqual(["announce", "audit"]);
    const messages = await api.get("/user/notice/list", { box: 2 }, { token });
    expect(messages.body.data.list).toHaveLength(1);
    expect(messages.body.data.list[0]).toMatchObject({
      kind: "reply",
      read: false,
      actor: { id: actor.id, nickName: actor.nickName },
    });
  });

  it("shows no one else's notices", async () => {
    await withNotices();
    const { token } = await createUser(api);
    const res = await api.get("/user/notice/list", { box: 1 }, { token });
    expect(res.body.data).toMatchObject({ total: 0, list: [] });
  });

  it("answers a visitor with 401 and a bad box with 400 naming it", async () => {
    expect((await api.get("/user/notice/list")).status).toBe(401);
    const { token } = await createUser(api);
    const bad = await api.get("/user/notice/list", { box: 7 }, { token });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain("box");
    expect((await api.get("/user/notice/list", { box: "x", page: "-1" }, { token })).status).toBe(400);
  });
});

describe("GET /user/notice/unread and POST /user/notice/read", () => {
  it("counts unread per box and marking one read lowers the count", async () => {
    const { token } = await withNotices();
    expect((await api.get("/user/notice/unread", {}, { token })).body.data).toEqual({
      information: 2,
      message: 1,
      total: 3,
    });
    const [first] = (await api.get("/user/notice/list", { box: 1 }, { token })).body.data.list;
    const res = await api.postForm("/user/notice/read", { id: first.id }, { token });
    expect(res.body).toMatchObject({ code: 200, data: { information: 1, message: 1, total: 2 } });
    const again = await api.postJson("/user/notice/read", { id: first.id }, { token });
    expect(again.body.data.total).toBe(2);
  });

  it("marks a whole box read", async () => {
    const { token } = await withNotices();
    const res = await api.postJson("/user/notice/read", { box: 2 }, { token });
    expect(res.body.data).toEqual({ information: 2, message: 0, total: 2 });
  });

  it("refuses another user's notice without touching it", async () => {
    const owner = await withNotices();
    const [theirs] = (await api.get("/user/notice/list", { box: 1 }, { token: owner.token })).body.data.list;
    const { token } = await createUser(api);
    const res = await api.postJson("/user/notice/read", { id: theirs.id }, { token });
    expect(res.body).toMatchObject({ code: 404, message: "通知不存在" });
    expect((await api.get("/user/notice/unread", {}, { token: owner.token })).body.data.total).toBe(3);
  });

  it("needs an id or a box, never answers 500 to junk, and 401 to a visitor", async () => {
    const { token } = await createUser(api);
    const none = await api.postJson("/user/notice/read", {}, { token });
    expect(none.status).toBe(400);
    expect(none.body.message).toContain("id");
    expect((await api.postJson("/user/notice/read", { id: "abc" }, { token })).status).toBe(400);
    expect((await api.postRaw("/user/notice/read", "{oops", "application/json", { token })).status).toBe(400);
    expect((await api.postJson("/user/notice/read", { box: 1 })).status).toBe(401);
    expect((await api.get("/user/notice/unread")).status).toBe(401);
  });
});

describe("GET /user/notice/stream", () => {
  it("pushes the new unread counts to the owner's stream only", async () => {
    const owner = await createUser(api);
    const other = await createUser(api);
    const mine = await connectSse(`${server.url}/user/notice/stream`, { accessToken: owner.token });
    const theirs = await connectSse(`${server.url}/user/notice/stream`, { accessToken: other.token });
    expect(mine.res.headers.get("content-type")).toContain("text/event-stream");
    await Promise.all([mine.ready(), theirs.ready()]);
    await notify(api.deps, owner.user.id, "like", { title: "有人赞了你", actorId: other.user.id });
    const [frame] = await mine.events(1);
    expect(frame.event).toBe("notice");
    expect(JSON.parse(frame.data!)).toEqual({ information: 0, message: 1, total: 1 });
    await notify(api.deps, other.user.id, "announce", { title: "公告" });
    const [next] = await theirs.events(1);
    expect(JSON.parse(next.data!).information).toBe(1);
    mine.close();
    theirs.close();
  });

  it("answers a visitor with 401", async () => {
    const res = await fetch(`${server.url}/user/notice/stream`);
    expect(res.status).toBe(401);
  });
});

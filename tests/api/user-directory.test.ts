import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAnchor, createUser, follow } from "../support/fixtures";
import { createTestApi, type TestApi } from "../support/test-api";

let api: TestApi;
let popular: Awaited<ReturnType<typeof createAnchor>>;
let quiet: Awaited<ReturnType<typeof createAnchor>>;
let live: Awaited<ReturnType<typeof createAnchor>>;
let expert: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  api = await createTestApi();
  popular = await createAnchor(api, { heat: 10 }, { nickName: "足球解说老王" });
  quiet = await createAnchor(api, { heat: 1 }, { nickName: "篮球小李" });
  live = await createAnchor(api, { heat: 5, liveStatus: 1 }, { nickName: "100%_真球迷" });
  expert = await createUser(api, { isExpert: 1, nickName: "竞彩专家张" });
  for (let i = 0; i < 3; i++) {
    const fan = await createUser(api);
    await follow(api, fan.user.id, popular.user.id);
    if (i === 0) await follow(api, fan.user.id, expert.user.id);
  }
});
afterAll(() => api.close());

describe("GET /api/user/pageList", () => {
  it("finds users by nickname, literally, with paging", async () => {
    const res = await api.get("/api/user/pageList", { word: "球", page: 1, pageSize: 2 });
    expect(res.body.data).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(res.body.data.list[0]).toMatchObject({ id: popular.user.id, fans: 3, roomId: popular.room.id });
    const literal = await api.get("/api/user/pageList", { word: "100%_" });
    expect(literal.body.data.list.map((u: { id: number }) => u.id)).toEqual([live.user.id]);
    const wildcard = await api.get("/api/user/pageList", { word: "%" });
    expect(wildcard.body.data.list.map((u: { id: number }) => u.id)).toEqual([live.user.id]);
    const none = await api.get("/api/user/pageList", { word: "不存在的人" });
    expect(none.body.data).toEqual({ list: [], total: 0, page: 1, pageSize: 30 });
  });

  it("lists everyone for an empty word and validates paging", async () => {
    const all = await api.get("/api/user/pageList", { word: "" });
    expect(all.body.data.total).toBeGreaterThanOrEqual(7);
    const queries: Record<string, string | number>[] = [
      { page: 0 },
      { pageSize: 101 },
      { pageSize: "abc" },
      { word: "x".repeat(41) },
    ];
    for (const q of queries) {
      expect((await api.get("/api/user/pageList", q)).status, JSON.stringify(q)).toBe(400);
    }
  });
});

describe("GET /api/user/hot", () => {
  it("ranks anchors by fans (type 1) and lists experts (type 2)", async () => {
    const anchors = await api.get("/api/user/hot", { size: 20, type: 1 });
    const ids = anchors.body.data.map((u: { id: number }) => u.id);
    expect(ids[0]).toBe(popular.user.id);
    expect(ids[1]).toBe(live.user.id);
    expect(new Set(ids)).toEqual(new Set([popular.user.id, live.user.id, quiet.user.id]));
    const experts = await api.get("/api/user/hot", { type: 2 });
    expect(experts.body.data).toEqual([
      expect.objectContaining({ id: expert.user.id, isExpert: 1, fans: 1, roomId: null }),
    ]);
    expect((await api.get("/api/user/hot", { size: 1 })).body.data).toHaveLength(1);
    expect((await api.get("/api/user/hot", { type: 3 })).status).toBe(400);
    expect((await api.get("/api/user/hot", { size: 51 })).status).toBe(400);
  });
});

describe("GET /api/user/recommend", () => {
  it("recommends anchors, live first, leaving out oneself and those already followed", async () => {
    const visitor = await api.get("/api/user/recommend");
    expect(visitor.body.data[0].id).toBe(live.user.id);
    expect(visitor.body.data).toHaveLength(3);

    const me = await createUser(api);
    await follow(api, me.user.id, live.user.id);
    const mine = await api.get("/api/user/recommend", {}, { token: me.token });
    expect(mine.body.data.map((u: { id: number }) => u.id)).toEqual([popular.user.id, quiet.user.id]);
    const asAnchor = await api.get("/api/user/recommend", {}, { token: popular.token });
    expect(asAnchor.body.data.map((u: { id: number }) => u.id)).not.toContain(popular.user.id);
    expect((await api.get("/api/user/recommend", { size: 0 })).status).toBe(400);
  });
});

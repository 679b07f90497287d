import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { searchWords } from "@/server/db/schema/search";
import { createAnchor, createUser } from "../support/fixtures";
import { createTestApi, type TestApi } from "../support/test-api";

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const hitsOf = async (word: string) =>
  (await api.db.select().from(searchWords).where(eq(searchWords.word, word)))[0]?.hits ?? 0;

describe("search before any room exists", () => {
  it("answers with users and an empty room list", async () => {
    const { user } = await createUser(api, { nickName: "梅西球迷" });
    const res = await api.get("/api/search/list", { word: "梅西", type: 0 });
    expect(res.body).toMatchObject({ code: 200, data: { rooms: [] } });
    expect(res.body.data.users.map((u: { id: number }) => u.id)).toEqual([user.id]);
    expect((await api.get("/api/search/roomByWord", { word: "梅西" })).body.data).toEqual([]);
  });
});

describe("GET /api/search/list and /api/search/roomByWord", () => {
  let live: Awaited<ReturnType<typeof createAnchor>>;
  let offline: Awaited<ReturnType<typeof createAnchor>>;
  beforeAll(async () => {
    live = await createAnchor(
      api,
      { title: "英超：曼城vs阿森纳", heat: 900, liveStatus: 1, cover: "/images/c.png" },
      { nickName: "老王说球" },
    );
    offline = await createAnchor(api, { title: "阿森纳复盘", heat: 100 }, { nickName: "阿森纳小迷弟" });
  });

  it("finds rooms by title or anchor nickname, live and hot first", async () => {
    const res = await api.get("/api/search/list", { word: "阿森纳", type: 0 });
    expect(res.body.data.rooms).toEqual([
      {
        roomId: live.room.id,
        title: "英超：曼城vs阿森纳",
        cover: "/images/c.png",
        navId: 1,
        anchorId: live.user.id,
        nickName: "老王说球",
        portrait: "",
        liveStatus: 1,
        heat: 900,
      },
      expect.objectContaining({ roomId: offline.room.id, nickName: "阿森纳小迷弟", liveStatus: 0 }),
    ]);
    expect(res.body.data.users.map((u: { id: number }) => u.id)).toEqual([offline.user.id]);
    const byNick = await api.get("/api/search/roomByWord", { word: "老王" });
    expect(byNick.body.data.map((r: { roomId: number }) => r.roomId)).toEqual([live.room.id]);
  });

  it("limits results by type", async () => {
    const usersOnly = await api.get("/api/search/list", { word: "阿森纳", type: 1 });
    expect(usersOnly.body.data.rooms).toEqual([]);
    expect(usersOnly.body.data.users).toHaveLength(1);
    const roomsOnly = await api.get("/api/search/list", { word: "阿森纳", type: 2 });
    expect(roomsOnly.body.data.users).toEqual([]);
    expect(roomsOnly.body.data.rooms).toHaveLength(2);
    const liveOnly = await api.get("/api/search/roomByWord", { word: "阿森纳", type: 1 });
    expect(liveOnly.body.data.map((r: { roomId: number }) => r.roomId)).toEqual([live.room.id]);
  });

  it("matches wildcards literally and returns nothing for an empty word", async () => {
    expect((await api.get("/api/search/list", { word: "%" })).body.data).toEqual({
      groups: [],
      users: [],
      rooms: [],
    });
    expect((await api.get("/api/search/roomByWord", { word: "_" })).body.data).toEqual([]);
    expect((await api.get("/api/search/list", { word: "   " })).body.data).toEqual({
      groups: [],
      users: [],
      rooms: [],
    });
    expect((await api.get("/api/search/list")).body.data).toEqual({ groups: [], users: [], rooms: [] });
  });

  it("refuses malformed queries with 400", async () => {
    const queries: Record<string, string | number>[] = [
      { word: "x".repeat(41) },
      { word: "a", type: 3 },
      { word: "a", type: "all" },
      { word: "a\u0000b" },
    ];
    for (const q of queries) {
      expect((await api.get("/api/search/list", q)).status, JSON.stringify(q)).toBe(400);
    }
    expect((await api.get("/api/search/roomByWord", { word: "a", type: 2 })).status).toBe(400);
    const repeated = await api.app.request("/api/search/list?word=a&word=b");
    expect(repeated.status).toBe(400);
  });
});

describe("search words and the hot list", () => {
  it("counts each trimmed word once per person per day and ranks the hot list", async () => {
    const a = await createUser(api);
    const b = await createUser(api);
    await api.get("/api/search/list", { word: "  C罗  " }, { token: a.token });
    await api.get("/api/search/list", { word: "C罗" }, { token: a.token });
    expect(await hitsOf("C罗")).toBe(1);
    await api.get("/api/search/roomByWord", { word: "C罗" }, { token: b.token });
    await api.get("/api/search/list", { word: "C罗" }, { ip: "10.0.0.9" });
    expect(await hitsOf("C罗")).toBe(3);
    api.advance(11 * 60 * 1000);
    await api.get("/api/search/list", { word: "C罗" }, { token: a.token });
    await api.get("/api/search/list", { word: "C罗" }, { ip: "10.0.0.9" });
    expect(await hitsOf("C罗")).toBe(3);
    api.advance(24 * 60 * 60 * 1000);
    await api.get("/api/search/list", { word: "C罗" }, { token: a.token });
    expect(await hitsOf("C罗")).toBe(4);
    await api.get("/api/search/list", { word: "" }, { token: a.token });
    expect(await hitsOf("")).toBe(0);

    const hot = await api.get("/api/search/hot");
    expect(hot.body.data[0]).toEqual({ word: "C罗" });
    expect(hot.body.data.length).toBeLessThanOrEqual(10);
    expect((await api.get("/api/search/hot", { size: 1 })).body.data).toEqual([{ word: "C罗" }]);
    expect((await api.get("/api/search/hot", { size: 21 })).status).toBe(400);
  });
});

describe("sensitive words and the hot list", () => {
  it("never records a word holding a sensitive word", async () => {
    const { token } = await createUser(api);
    for (const word of ["加微信看球", "赌博网站大全", "FUCK"]) {
      await api.get("/api/search/list", { word }, { token });
      expect(await hitsOf(word)).toBe(0);
    }
  });

  it("never shows one as hot, even when counted before the list knew it", async () => {
    await api.db.insert(searchWords).values({ word: "外围盘口推荐", hits: 9_999 });
    const hot = await api.get("/api/search/hot", { size: 20 });
    expect(hot.body.data.length).toBeGreaterThan(0);
    expect(hot.body.data.map((w: { word: string }) => w.word)).not.toContain("外围盘口推荐");
  });
});

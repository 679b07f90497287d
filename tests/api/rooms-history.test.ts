import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { anchorRankData, historyPage } from "@/lib/contracts/rooms";
import { liveSessions } from "@/server/db/schema/room-activity";
import { rooms } from "@/server/db/schema/rooms";
import { roomStreams } from "@/server/db/schema/streams";
import { createAnchor, createUser } from "../support/fixtures";
import { createTestApi, type TestApi } from "../support/test-api";
import { catalogue, fund } from "./wallet-support";

const SECRET = "test-media-secret-0123456789";
const MINUTE = 60_000;
const DAY = 1_440 * MINUTE;
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ env: { MEDIA_SECRET: SECRET } });
});
afterAll(() => api.close());

const hook = (path: string, body: unknown) =>
  api.postJson(`/internal/media/${path}`, body, { headers: { "x-media-secret": SECRET } });
const history = async (roomId: number, query: Record<string, string | number> = {}) => {
  const res = await api.get("/api/history/list", { roomId, ...query });
  expect(res.body.code, JSON.stringify(res.body)).toBe(200);
  return historyPage.parse(res.body.data);
};
const liveAnchor = async () => {
  const anchor = await createAnchor(api, { heat: 1_000 });
  await api.get("/api/room/push-info", {}, anchor);
  return { ...anchor, name: `room${anchor.room.id}` };
};

describe("开播记录 from the media hooks", () => {
  it("opens a record on publish and closes it on unpublish", async () => {
    const anchor = await liveAnchor();
    const startedAt = api.clock.now;
    expect((await hook("published", { name: anchor.name, session: "s1" })).body.data.liveStatus).toBe(1);
    const open = await history(anchor.room.id);
    expect(open.list).toHaveLength(1);
    expect(open.list[0]).toMatchObject({
      title: anchor.room.title,
      startedAt: new Date(startedAt).toISOString(),
      endedAt: null,
      durationSec: 0,
      peakHeat: 1_000,
      match: null,
    });
    const detail = await api.get("/api/room/detail", { roomId: anchor.room.id });
    expect(detail.body.data.liveSince).toBe(new Date(startedAt).toISOString());

    // Title changes after the start do not rewrite the record; gifts raise its peak.
    await api.db.update(rooms).set({ title: "改过的标题", heat: 1_500 }).where(eq(rooms.id, anchor.room.id));
    api.advance(30 * MINUTE);
    await hook("unpublished", { name: anchor.name, session: "s1" });
    const [closed] = (await history(anchor.room.id)).list;
    expect(closed).toMatchObject({
      title: anchor.room.title,
      endedAt: new Date(startedAt + 30 * MINUTE).toISOString(),
      durationSec: 1_800,
      peakHeat: 1_500,
    });
    expect((await api.get("/api/room/detail", { roomId: anchor.room.id })).body.data.liveSince).toBeNull();
  });

  it("keeps one record when the same publish is reported twice, and ignores a stale unpublish", async () => {
    const anchor = await liveAnchor();
    await hook("published", { name: anchor.name, session: "s1" });
    api.advance(MINUTE);
    await hook("published", { name: anchor.name, session: "s1" });
    await hook("unpublished", { name: anchor.name, session: "old" });
    const page = await history(anchor.room.id);
    expect(page.total).toBe(1);
    expect(page.list[0].endedAt).toBeNull();
    expect(page.list[0].durationSec).toBe(60);
    await hook("unpublished", { name: anchor.name, session: "s1" });
    api.advance(MINUTE);
    await hook("published", { name: anchor.name, session: "s2" });
    const again = await history(anchor.room.id);
    expect(again.list.map((s) => s.endedAt === null)).toEqual([true, false]);
  });

  it("gives a demo room a fresh record when it falls back to its clip, so it is never live without one", async () => {
    const anchor = await liveAnchor();
    const roomId = anchor.room.id;
    await api.db.update(roomStreams).set({ demo: true }).where(eq(roomStreams.roomId, roomId));
    await api.db.update(rooms).set({ liveStatus: 1 }).where(eq(rooms.id, roomId));
    await api.db
      .insert(liveSessions)
      .values({ roomId, title: "演示直播", startedAt: new Date(api.clock.now - DAY) });

    await hook("published", { name: anchor.name, session: "real" });
    api.advance(20 * MINUTE);
    await hook("unpublished", { name: anchor.name, session: "real" });
    const page = await history(roomId);
    expect(page.list.map((s) => [s.title, s.endedAt === null, s.durationSec])).toEqual([
      [anchor.room.title, true, 0],
      [anchor.room.title, false, 1_200],
      ["演示直播", false, 86_400],
    ]);
    const [{ status }] = await api.db
      .select({ status: rooms.liveStatus })
      .from(rooms)
      .where(eq(rooms.id, roomId));
    expect(status).toBe(1);
  });

  it("closes the records of rooms the media process lost on restart", async () => {
    const anchor = await liveAnchor();
    await hook("published", { name: anchor.name, session: "s1" });
    api.advance(5 * MINUTE);
    await hook("reset", {});
    expect((await history(anchor.room.id)).list[0]).toMatchObject({
      durationSec: 300,
      endedAt: expect.any(String),
    });
  });
});

describe("GET /api/history/list", () => {
  it("filters by China-time dates, both ends included, newest first, paged", async () => {
    const { room } = await createAnchor(api);
    const at = (iso: string) => new Date(iso);
    await api.db.insert(liveSessions).values(
      [
        "2026-11-18T20:00:00+08:00",
        "2026-11-19T00:30:00+08:00",
        "2026-11-20T23:30:00+08:00",
        "2026-11-21T08:00:00+08:00",
      ].map((start, i) => ({
        roomId: room.id,
        title: `第${i + 1}场`,
        startedAt: at(start),
        endedAt: new Date(at(start).getTime() + 90 * MINUTE),
      })),
    );
    const titles = async (q: Record<string, string | number>) =>
      (await history(room.id, q)).list.map((s) => s.title);
    expect(await titles({})).toEqual(["第4场", "第3场", "第2场", "第1场"]);
    expect(await titles({ startDate: "2026-11-19", endDate: "2026-11-20" })).toEqual(["第3场", "第2场"]);
    expect(await titles({ startDate: "2026-11-21" })).toEqual(["第4场"]);
    expect(await titles({ endDate: "2026-11-18" })).toEqual(["第1场"]);
    const paged = await history(room.id, { page: 2, pageSize: 3 });
    expect(paged).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(paged.list.map((s) => s.durationSec)).toEqual([5_400]);
  });

  it("answers bad dates and ids with 400, an unknown room with 404", async () => {
    const { room } = await createAnchor(api);
    const cases: [Record<string, string | number>, string][] = [
      [{ roomId: room.id, startDate: "2026-13-45" }, "开始日期格式应为YYYY-MM-DD"],
      [{ roomId: room.id, endDate: "20261120" }, "结束日期格式应为YYYY-MM-DD"],
      [{ roomId: room.id, startDate: "2026-11-21", endDate: "2026-11-20" }, "开始日期不能晚于结束日期"],
      [{ roomId: "abc" }, "（roomId）"],
      [{ roomId: 0 }, "直播间编号不正确"],
      [{ roomId: room.id, pageSize: 500 }, "每页最多100条"],
    ];
    for (const [query, message] of cases) {
      const res = await api.get("/api/history/list", query);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body.message).toContain(message);
    }
    expect((await api.get("/api/history/list", { roomId: 999_999 })).body).toMatchObject({
      code: 404,
      message: "直播间不存在",
    });
  });
});

describe("GET /api/rank/anchor", () => {
  it("ranks anchors by the diamonds they received, today, this week, this month and all time", async () => {
    await catalogue(api);
    const a = await createAnchor(api);
    const b = await createAnchor(api);
    const fan = await createUser(api);
    await fund(api, fan.user.id, 20_000);
    const gift = (roomId: number, giftId: number, count = 1) =>
      api.postJson("/pay/gift", { roomId, giftId, count }, fan);
    // Sunday 2026-11-22 12:00 in Beijing: 40 days back, Tuesday of this week, then today.
    api.advance(-40 * DAY);
    expect((await gift(a.room.id, 16)).body.code).toBe(200); // 8888
    api.advance(35 * DAY);
    expect((await gift(a.room.id, 12, 2)).body.code).toBe(200); // 1776
    api.advance(5 * DAY);
    expect((await gift(a.room.id, 10)).body.code).toBe(200); // 188
    expect((await gift(b.room.id, 13)).body.code).toBe(200); // 1314

    const ranked = async (rankType: number) =>
      anchorRankData
        .parse((await api.get("/api/rank/anchor", { rankType, size: 100 })).body.data)
        .filter((e) => [a.user.id, b.user.id].includes(e.anchorId))
        .map((e) => [e.anchorId, e.score]);
    expect(await ranked(1)).toEqual([
      [b.user.id, 1314],
      [a.user.id, 188],
    ]);
    expect(await ranked(2)).toEqual([
      [a.user.id, 1964],
      [b.user.id, 1314],
    ]);
    expect(await ranked(4)).toEqual([
      [a.user.id, 10_852],
      [b.user.id, 1314],
    ]);
    const [top] = anchorRankData.parse(
      (await api.get("/api/rank/anchor", { rankType: 4, size: 1 })).body.data,
    );
    expect(top).toMatchObject({ rank: 1, roomId: expect.any(Number), liveStatus: expect.any(Number) });
    const defaults = await api.get("/api/rank/anchor");
    expect(defaults.body.code).toBe(200);
    const bad: Record<string, string | number>[] = [
      { rankType: 5 },
      { rankType: "x" },
      { size: 101 },
      { size: 0 },
    ];
    for (const query of bad) {
      const res = await api.get("/api/rank/anchor", query);
      expect(res.status, JSON.stringify(query)).toBe(400);
    }
    expect((await api.get("/api/rank/anchor", { rankType: 9 })).body.message).toContain("榜单类型不正确");
  });
});

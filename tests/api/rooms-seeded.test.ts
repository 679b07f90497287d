import { and, asc, desc, eq, gt, inArray, isNull, notInArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FootballState, isFootballLive } from "@/lib/codes/football-states";
import { isBasketballLive } from "@/lib/codes/basketball-states";
import { Sport } from "@/lib/codes/sports";
import {
  bannerList,
  liveNavList,
  roomCard,
  roomDetail,
  roomPage,
  type RoomCard,
} from "@/lib/contracts/rooms";
import { matches } from "@/server/db/schema/matches";
import { anchorSchedules, liveSessions, roomReports } from "@/server/db/schema/room-activity";
import { rooms } from "@/server/db/schema/rooms";
import { follows, users } from "@/server/db/schema/users";
import { anchorProfiles, demoAccounts } from "@/server/seed/people";
import { assignMatches, callableMatches } from "@/server/seed/room-matches";
import { leagues } from "@/server/db/schema/sports";
import { demoSeeding } from "../support/seedings";
import { createSeededTestApi, type TestApi } from "../support/test-api";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
let api: TestApi;
let seededAt: number;
let allRooms: (typeof rooms.$inferSelect)[];
beforeAll(async () => {
  ({ api } = await createSeededTestApi(demoSeeding));
  seededAt = api.clock.now;
  allRooms = await api.db.select().from(rooms).orderBy(asc(rooms.id));
});
afterAll(() => api.close());

const ok = async (path: string, query: Record<string, string | number> = {}) => {
  const res = await api.get(path, query);
  expect(res.body.code, `${path} ${JSON.stringify(res.body).slice(0, 200)}`).toBe(200);
  return res.body.data;
};
const liveRooms = () => allRooms.filter((r) => r.liveStatus === 1);
const isListOrder = (list: RoomCard[]) =>
  list.every((r, i) => {
    const p = list[i - 1];
    return (
      !p ||
      p.liveStatus > r.liveStatus ||
      (p.liveStatus === r.liveStatus && (p.heat > r.heat || (p.heat === r.heat && p.roomId < r.roomId)))
    );
  });

describe("the room seed", () => {
  it("binds every live demo room to its own match in play or kicking off the same day, named in its title", async () => {
    const live = liveRooms();
    expect(live.length).toBeGreaterThanOrEqual(4);
    const ids = live.map((r) => r.matchId!);
    expect(new Set(ids).size).toBe(live.length);
    const bound = await api.db.select().from(matches).where(inArray(matches.id, ids));
    for (const room of live) {
      const m = bound.find((b) => b.id === room.matchId)!;
      expect(m.sportId).toBe(room.navId);
      const inPlay = m.sportId === Sport.Football ? isFootballLive(m.state) : isBasketballLive(m.state);
      const later = m.state === FootballState.NotStarted && m.kickoff.getTime() <= seededAt + 12 * HOUR;
      expect(inPlay || later, room.title).toBe(true);
    }
    const detail = roomDetail.parse(await ok("/api/room/detail", { roomId: live[0].id }));
    expect(detail.title).toContain(detail.match!.home.name);
  });

  it("still finds matches for rooms to call at a quiet hour: the evening's, later the same day", async () => {
    // Monday 13:00 in Beijing: little kicks off in the next two hours.
    const quiet = Date.parse("2026-11-23T13:00:00+08:00");
    // Only what is still to come: the seed's own matches in play belong to its hour, not this one.
    const pool = (await callableMatches(api.db, quiet)).filter((m) => m.kickoff.getTime() >= quiet);
    const soonFootball = pool.filter(
      (m) =>
        m.sportId === Sport.Football &&
        m.kickoff.getTime() >= quiet &&
        m.kickoff.getTime() <= quiet + 2 * HOUR,
    );
    expect(soonFootball.length).toBeLessThan(3);
    const assigned = assignMatches(
      await api.db
        .select({ nickName: users.nickName, navId: rooms.navId })
        .from(rooms)
        .innerJoin(users, eq(users.id, rooms.anchorId))
        .orderBy(desc(rooms.heat)),
      pool,
    ).filter((a) => a.match);
    // Enough rooms on the air for the lists (seedStreams takes up to three a sport, either filling in).
    expect(assigned.length).toBeGreaterThanOrEqual(4);
    for (const { match } of assigned) expect(match!.kickoff.getTime()).toBeLessThanOrEqual(quiet + 12 * HOUR);
  });

  it("gives anchors names, categories and bound matches that agree, and titles of their own", async () => {
    expect(new Set(allRooms.map((r) => r.title)).size).toBe(allRooms.length);
    const named = await api.db
      .select({ nickName: users.nickName, navId: rooms.navId, league: leagues.name })
      .from(rooms)
      .innerJoin(users, eq(users.id, rooms.anchorId))
      .innerJoin(matches, eq(matches.id, rooms.matchId))
      .innerJoin(leagues, eq(leagues.id, matches.leagueId));
    expect(named.length).toBe(liveRooms().length);
    for (const room of named) {
      const profile = anchorProfiles.find((p) => p.nickName === room.nickName);
      if (profile?.leagues.length) expect(profile.leagues, room.nickName).toContain(room.league);
    }
    const categories = await api.db
      .select({ nickName: users.nickName, navId: rooms.navId })
      .from(rooms)
      .innerJoin(users, eq(users.id, rooms.anchorId));
    for (const profile of anchorProfiles)
      expect(categories.find((c) => c.nickName === profile.nickName)?.navId, profile.nickName).toBe(
        profile.navId,
      );
  });

  it("keeps two weeks of 开播记录 for every room, one open record per live room, none overlapping", async () => {
    const sessions = await api.db.select().from(liveSessions).orderBy(asc(liveSessions.startedAt));
    for (const room of allRooms) {
      const own = sessions.filter((s) => s.roomId === room.id);
      expect(own.length, room.title).toBeGreaterThanOrEqual(10);
      expect(own.filter((s) => s.endedAt === null).length).toBe(room.liveStatus);
      own.forEach((s, i) => {
        expect(s.startedAt.getTime()).toBeGreaterThan(seededAt - 14 * DAY);
        if (s.endedAt) expect(s.endedAt.getTime()).toBeLessThanOrEqual(seededAt);
        if (i > 0) expect(s.startedAt.getTime()).toBeGreaterThanOrEqual(own[i - 1].endedAt!.getTime());
      });
      if (room.liveStatus === 1) expect(own.at(-1)!.matchId).toBe(room.matchId);
    }
    const withMatch = sessions.filter((s) => s.matchId !== null);
    expect(withMatch.length).toBeGreaterThan(sessions.length / 2);
  });

  it("has the demo fan following the live anchors, with one report on record", async () => {
    const [fan] = await api.db.select().from(users).where(eq(users.mobile, demoAccounts[0].mobile));
    const followed = await api.db
      .select({ id: follows.targetId })
      .from(follows)
      .where(eq(follows.userId, fan.id));
    for (const room of liveRooms()) expect(followed.map((f) => f.id)).toContain(room.anchorId);
    expect(await api.db.select().from(roomReports).where(eq(roomReports.reporterId, fan.id))).toHaveLength(1);
  });
});

describe("GET /api/nav/list and /api/banner/list", () => {
  it("counts live rooms per category in menu order", async () => {
    const navs = liveNavList.parse(await ok("/api/nav/list"));
    expect(navs.map((n) => n.name)).toEqual(["足球", "篮球", "综合"]);
    for (const nav of navs)
      expect(nav.liveCount).toBe(liveRooms().filter((r) => r.navId === nav.navId).length);
  });

  it("serves the home and live carousels in order, the first slide leading into a live room", async () => {
    const home = bannerList.parse(await ok("/api/banner/list"));
    const live = bannerList.parse(await ok("/api/banner/list", { position: 2 }));
    expect(home.length).toBeGreaterThanOrEqual(3);
    expect(live.length).toBeGreaterThanOrEqual(2);
    for (const b of [...home, ...live]) {
      expect(b.image).toMatch(/^data:image\/svg\+xml/);
      expect(b.title).toMatch(/[\u4e00-\u9fa5]/);
      expect(b.jumpType === 1 ? b.innerId : b.url).toBeTruthy();
    }
    const roomId = Number(/^\/live\/room\/(\d+)$/.exec(home[0].url)![1]);
    expect(liveRooms().map((r) => r.id)).toContain(roomId);
    for (const position of [0, 3, "x"])
      expect((await api.get("/api/banner/list", { position })).status).toBe(400);
  });
});

describe("GET /api/room/page and /api/room/hotAppRoom", () => {
  it("lists every room, live first then by heat, with bound matches", async () => {
    const page = roomPage.parse(await ok("/api/room/page", { pageSize: 100 }));
    expect(page.total).toBe(allRooms.length);
    expect(isListOrder(page.list)).toBe(true);
    const bound = page.list.find((r) => r.liveStatus === 1)!;
    expect(bound.match?.id).toBe(allRooms.find((r) => r.id === bound.roomId)!.matchId);
    expect(page.list.filter((r) => r.liveStatus === 0).every((r) => r.match === null)).toBe(true);
  });

  it("narrows by live, category, word and the room being watched, and pages", async () => {
    const live = roomPage.parse(await ok("/api/room/page", { roomType: 1 }));
    expect(live.total).toBe(liveRooms().length);
    const basketball = roomPage.parse(await ok("/api/room/page", { navId: 2, pageSize: 100 }));
    expect(basketball.list.every((r) => r.navId === 2 && r.navName === "篮球")).toBe(true);
    expect(basketball.total).toBe(allRooms.filter((r) => r.navId === 2).length);

    const target = roomPage.parse(await ok("/api/room/page", { roomType: 1 })).list[0];
    const byName = roomPage.parse(await ok("/api/room/page", { word: target.nickName }));
    expect(byName.list.map((r) => r.roomId)).toContain(target.roomId);
    const byTitle = roomPage.parse(await ok("/api/room/page", { word: target.title.slice(-4) }));
    expect(byTitle.list.map((r) => r.roomId)).toContain(target.roomId);
    for (const word of ["%", "_", "\\"]) expect((await ok("/api/room/page", { word })).total, word).toBe(0);

    const others = roomPage.parse(await ok("/api/room/page", { roomId: target.roomId, pageSize: 100 }));
    expect(others.total).toBe(allRooms.length - 1);
    expect(others.list.map((r) => r.roomId)).not.toContain(target.roomId);

    const first = roomPage.parse(await ok("/api/room/page", { page: 1, pageSize: 5 }));
    const second = roomPage.parse(await ok("/api/room/page", { page: 2, pageSize: 5 }));
    const all = roomPage.parse(await ok("/api/room/page", { pageSize: 10 }));
    expect([...first.list, ...second.list].map((r) => r.roomId)).toEqual(all.list.map((r) => r.roomId));
    expect(first.pageSize).toBe(5);
    expect((await ok("/api/room/page")).pageSize).toBe(30);
  });

  it("answers malformed filters with 400 and a Chinese message", async () => {
    const cases: [Record<string, string | number>, string][] = [
      [{ roomType: 3 }, "房间类型不正确"],
      [{ navId: -1 }, "分类不正确"],
      [{ pageSize: 101 }, "每页最多100条"],
      [{ page: 0 }, "页码从1开始"],
      [{ word: "长".repeat(41) }, "不能超过40个字"],
    ];
    for (const [query, message] of cases) {
      const res = await api.get("/api/room/page", query);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body.message).toContain(message);
    }
  });

  it("gives the hot rooms, live ones first by heat", async () => {
    const hot = (await ok("/api/room/hotAppRoom", { size: 5 })).map((r: unknown) => roomCard.parse(r));
    expect(hot).toHaveLength(5);
    expect(isListOrder(hot)).toBe(true);
    expect(hot[0].liveStatus).toBe(1);
    expect(await ok("/api/room/hotAppRoom")).toHaveLength(8);
    for (const size of [0, 51, "x"])
      expect((await api.get("/api/room/hotAppRoom", { size })).status).toBe(400);
  });
});

describe("GET /api/room/detail", () => {
  it("renders a live room: card, anchor, play addresses, bound match and the current broadcast", async () => {
    const room = liveRooms()[0];
    const detail = roomDetail.parse(await ok("/api/room/detail", { roomId: room.id }));
    const fans = await api.db.select().from(follows).where(eq(follows.targetId, room.anchorId));
    const [anchor] = await api.db.select().from(users).where(eq(users.id, room.anchorId));
    const [open] = await api.db
      .select()
      .from(liveSessions)
      .where(and(eq(liveSessions.roomId, room.id), isNull(liveSessions.endedAt)));
    expect(detail).toMatchObject({
      roomId: room.id,
      title: room.title,
      notice: room.notice,
      liveStatus: 1,
      play: { liveStatus: 1, pullUrl: expect.stringContaining(`/live/room${room.id}.flv`) },
      liveSince: open.startedAt.toISOString(),
      anchor: { id: room.anchorId, fansCount: anchor.fanBase + fans.length },
    });
    expect(detail.match?.id).toBe(room.matchId);
    const offline = allRooms.find((r) => r.liveStatus === 0)!;
    expect(roomDetail.parse(await ok("/api/room/detail", { roomId: offline.id }))).toMatchObject({
      liveSince: null,
      match: null,
      play: { liveStatus: 0 },
    });
  });

  it("lists the anchor's coming matches: still on or ahead, by kick-off, at most ten", async () => {
    const room = allRooms.find((r) => r.liveStatus === 0)!;
    await api.db.delete(anchorSchedules).where(eq(anchorSchedules.roomId, room.id));
    const boundIds = allRooms.flatMap((r) => (r.matchId ? [r.matchId] : []));
    const spare = await api.db
      .select({ id: matches.id })
      .from(matches)
      .where(and(gt(matches.kickoff, new Date(seededAt + DAY)), notInArray(matches.id, boundIds)))
      .orderBy(asc(matches.id))
      .limit(14);
    const [onNow, overNow, tooOld, ...ahead] = spare.map((m) => m.id);
    const set = (id: number, kickoff: number, state: number) =>
      api.db
        .update(matches)
        .set({ kickoff: new Date(kickoff), state })
        .where(eq(matches.id, id));
    await set(onNow, seededAt - 2 * HOUR, FootballState.SecondHalf);
    await set(overNow, seededAt - HOUR, FootballState.Finished);
    await set(tooOld, seededAt - 4 * HOUR, FootballState.SecondHalf);
    for (const [i, id] of ahead.entries()) await set(id, seededAt + (i + 1) * HOUR, FootballState.NotStarted);
    await api.db.insert(anchorSchedules).values(spare.map((m) => ({ roomId: room.id, matchId: m.id })));

    const detail = roomDetail.parse(await ok("/api/room/detail", { roomId: room.id }));
    expect(detail.schedule.map((m) => m.id)).toEqual([onNow, ...ahead.slice(0, 9)]);
  });

  it("answers an unknown room with 404 and a malformed id with 400", async () => {
    expect((await api.get("/api/room/detail", { roomId: 999_999 })).body).toMatchObject({
      code: 404,
      message: "直播间不存在",
    });
    for (const roomId of ["", "abc", "0"]) {
      const res = await api.get("/api/room/detail", { roomId });
      expect(res.status, roomId).toBe(400);
      expect(res.body.message).toContain("roomId");
    }
  });
});

describe("GET /api/history/list and /api/personal/info on the demo data", () => {
  it("shows a live room's records with their matches, the open one first", async () => {
    const room = liveRooms()[0];
    const page = await ok("/api/history/list", { roomId: room.id, pageSize: 5 });
    expect(page.list[0]).toMatchObject({ endedAt: null, match: { id: room.matchId } });
    expect(page.list.slice(1).every((s: { durationSec: number }) => s.durationSec >= 3_600)).toBe(true);
  });

  it("shows the demo anchor with their room", async () => {
    const [anchor] = await api.db.select().from(users).where(eq(users.mobile, demoAccounts[1].mobile));
    const person = await ok("/api/personal/info", { userId: anchor.id });
    expect(person).toMatchObject({ nickName: "解说老李", isAnchor: 1, room: { anchorId: anchor.id } });
  });
});

import { and, count, eq, gte, lt } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isBasketballLive } from "@/lib/codes/basketball-states";
import { isFootballLive } from "@/lib/codes/football-states";
import { matchRow } from "@/lib/contracts/match-list";
import { matchRoom, scheduleDate, scheduleListData } from "@/lib/contracts/schedule";
import { matches } from "@/server/db/schema/matches";
import { anchorSchedules } from "@/server/db/schema/room-activity";
import { rooms } from "@/server/db/schema/rooms";
import { leagues } from "@/server/db/schema/sports";
import { users } from "@/server/db/schema/users";
import { businessDayRange } from "@/lib/beijing-time";
import { createAnchor, createUser } from "../support/fixtures";
import { createSeededTestApi, type TestApi } from "../support/test-api";
import { basketballDemoSeeding } from "./basketball-seed";

let api: TestApi;
beforeAll(async () => {
  ({ api } = await createSeededTestApi(basketballDemoSeeding));
});
afterAll(() => api.close());

const TODAY = "2026-11-22";
const rows = (data: unknown) => matchRow.array().parse(data);
const inPlay = (r: { sportId: number; state: number }) =>
  r.sportId === 1 ? isFootballLive(r.state) : isBasketballLive(r.state);

async function countOn(date: string, sportId: 1 | 2) {
  const { from, to } = businessDayRange(date);
  const [{ n }] = await api.db
    .select({ n: count() })
    .from(matches)
    .where(and(eq(matches.sportId, sportId), gte(matches.kickoff, from), lt(matches.kickoff, to)));
  return n;
}

describe("/live/data/schedule/*", () => {
  it("dates lists the match days around today with each sport's count", async () => {
    const dates = scheduleDate.array().parse((await api.get("/live/data/schedule/dates")).body.data);
    expect(dates.map((d) => d.date)).toContain(TODAY);
    expect(dates.length).toBeGreaterThanOrEqual(10);
    const today = dates.find((d) => d.date === TODAY)!;
    expect(today.football).toBe(await countOn(TODAY, 1));
    expect(today.basketball).toBe(await countOn(TODAY, 2));
  });

  it("list gives both sports of a day by kick-off, one sport on request, and narrows by league", async () => {
    const data = scheduleListData.parse(
      (await api.get("/live/data/schedule/list", { date: "2026-11-24" })).body.data,
    );
    expect(data).toMatchObject({ date: "2026-11-24", today: TODAY });
    expect(data.football).toHaveLength(await countOn("2026-11-24", 1));
    expect(data.basketball).toHaveLength(await countOn("2026-11-24", 2));
    const times = data.football.map((r) => r.kickoff);
    expect(times).toEqual([...times].sort());
    expect(data.leagues.reduce((s, l) => s + l.count, 0)).toBe(data.football.length + data.basketball.length);

    const basket = scheduleListData.parse(
      (await api.get("/live/data/schedule/list", { date: "2026-11-24", sportId: 2 })).body.data,
    );
    expect(basket.football).toEqual([]);
    expect(basket.basketball).toHaveLength(data.basketball.length);

    const league = data.leagues[0];
    const narrowed = scheduleListData.parse(
      (await api.get("/live/data/schedule/list", { date: "2026-11-24", leagueIds: league.id })).body.data,
    );
    const listed = [...narrowed.football, ...narrowed.basketball];
    expect(listed).toHaveLength(league.count);
    expect(listed.every((r) => r.league.id === league.id)).toBe(true);
    expect(narrowed.leagues).toEqual(data.leagues);
  });

  it("answers 400 for a malformed date, sport or league list", async () => {
    const queries: Record<string, string | number>[] = [
      { date: "2026-02-30" },
      { sportId: 3 },
      { sportId: "篮球" },
      { leagueIds: "1;2" },
    ];
    for (const query of queries) {
      const res = await api.get("/live/data/schedule/list", query);
      expect(res.status, JSON.stringify(query)).toBe(400);
    }
  });
});

describe("/api/match/* (live-room family)", () => {
  it("dates lists today and the next six match days", async () => {
    const dates = scheduleDate.array().parse((await api.get("/api/match/dates")).body.data);
    expect(dates[0].date).toBe(TODAY);
    expect(dates.length).toBeLessThanOrEqual(7);
  });

  it("hot gives the day's hot matches of both sports, in play first", async () => {
    const hot = rows((await api.get("/api/match/hot")).body.data);
    expect(hot.length).toBeGreaterThan(0);
    expect(hot.every((r) => r.isHot)).toBe(true);
    expect(new Set(hot.map((r) => r.sportId))).toEqual(new Set([1, 2]));
    const firstNotLive = hot.findIndex((r) => !inPlay(r));
    expect(hot.slice(firstNotLive).some(inPlay)).toBe(false);
  });

  it("dataHot gives hot matches in play or still to start, at most `size`", async () => {
    const hot = rows((await api.get("/api/match/dataHot", { size: 6 })).body.data);
    expect(hot).toHaveLength(6);
    expect(hot.some(inPlay)).toBe(true);
    for (const r of hot)
      expect(r.isHot && (inPlay(r) || (r.state === 1 && Date.parse(r.kickoff) > api.clock.now))).toBe(true);
    expect((await api.get("/api/match/dataHot", { size: 0 })).status).toBe(400);
    expect((await api.get("/api/match/dataHot", { size: 500 })).status).toBe(400);
  });

  it("next gives the coming hot matches by kick-off; schedule the day's hot-league matches", async () => {
    const next = rows((await api.get("/api/match/next")).body.data);
    expect(next).toHaveLength(10);
    const times = next.map((r) => r.kickoff);
    expect(times).toEqual([...times].sort());
    expect(next.every((r) => r.isHot && r.state === 1 && Date.parse(r.kickoff) > api.clock.now)).toBe(true);
    expect(rows((await api.get("/api/match/next", { size: 3 })).body.data)).toEqual(next.slice(0, 3));
    expect((await api.get("/api/match/next", { size: "ten" })).status).toBe(400);

    const schedule = rows((await api.get("/api/match/schedule", { date: "2026-11-24" })).body.data);
    const hotLeagues = await api.db.select({ id: leagues.id }).from(leagues).where(eq(leagues.isHot, true));
    const ids = new Set(hotLeagues.map((l) => l.id));
    expect(schedule.length).toBeGreaterThan(0);
    expect(schedule.every((r) => ids.has(r.league.id))).toBe(true);
    expect((await api.get("/api/match/schedule", { date: "24/11/2026" })).status).toBe(400);
    expect((await api.get("/api/match/hot", { date: "2026-1-1" })).status).toBe(400);
  });

  it("list answers an anchor's schedule (主播赛程); 404 for someone who is not an anchor", async () => {
    const [anchor] = await api.db
      .select({ id: users.id, roomId: rooms.id })
      .from(users)
      .innerJoin(rooms, eq(rooms.anchorId, users.id))
      .where(eq(users.isAnchor, 1))
      .limit(1);
    const list = rows((await api.get("/api/match/list", { anchorId: anchor.id })).body.data);
    expect(list.length).toBeGreaterThan(0);
    const planned = await api.db
      .select({ id: anchorSchedules.matchId })
      .from(anchorSchedules)
      .where(eq(anchorSchedules.roomId, anchor.roomId));
    const ids = new Set(planned.map((p) => p.id));
    expect(list.every((r) => ids.has(r.id) && r.hasLive)).toBe(true);
    const fan = await createUser(api);
    expect((await api.get("/api/match/list", { anchorId: fan.user.id })).body).toMatchObject({ code: 404 });
    expect((await api.get("/api/match/list", { anchorId: "me" })).status).toBe(400);
  });

  it("pcAnchorByMatch finds the rooms bound to a match or scheduling it, live rooms first", async () => {
    const next = rows((await api.get("/live/basket/list", { type: "next" })).body.data.list);
    const game = next[0];
    const quiet = await createAnchor(api, { title: "篮球夜话", heat: 900_000 });
    await api.db.insert(anchorSchedules).values({ roomId: quiet.room.id, matchId: game.id });
    const live = await createAnchor(api, { title: "今晚看球", matchId: game.id, liveStatus: 1, heat: 10 });
    const named = await createAnchor(api, {
      title: `${game.home.name}vs${game.away.name} 赛前聊`,
      liveStatus: 1,
      heat: 2_000_000,
    });
    const found = matchRoom
      .array()
      .parse((await api.get("/api/match/pcAnchorByMatch", { matchId: game.id, matchType: 2 })).body.data);
    const ids = found.map((r) => r.roomId);
    expect(ids).toContain(quiet.room.id);
    expect(ids.indexOf(live.room.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(live.room.id)).toBeLessThan(ids.indexOf(quiet.room.id));
    expect(ids).not.toContain(named.room.id); // a title naming the teams no longer counts
    const covering = await api.db
      .select({ roomId: anchorSchedules.roomId })
      .from(anchorSchedules)
      .where(eq(anchorSchedules.matchId, game.id));
    const scheduled = new Set(covering.map((c) => c.roomId));
    expect(found.every((r) => scheduled.has(r.roomId) || r.roomId === live.room.id)).toBe(true);
    const statuses = found.map((r) => r.liveStatus);
    expect(statuses).toEqual([...statuses].sort((a, b) => b - a));
  });

  it("pcAnchorByMatch answers 404 for an unknown match or the wrong sport, 400 for a bad type", async () => {
    const next = rows((await api.get("/live/basket/list", { type: "next" })).body.data.list);
    expect((await api.get("/api/match/pcAnchorByMatch", { matchId: 999_999, matchType: 2 })).body.code).toBe(
      404,
    );
    expect(
      (await api.get("/api/match/pcAnchorByMatch", { matchId: next[0].id, matchType: 1 })).body.code,
    ).toBe(404);
    expect((await api.get("/api/match/pcAnchorByMatch", { matchId: next[0].id, matchType: 3 })).status).toBe(
      400,
    );
    expect((await api.get("/api/match/pcAnchorByMatch", { matchId: next[0].id })).status).toBe(400);
  });
});

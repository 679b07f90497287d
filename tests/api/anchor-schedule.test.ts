import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AnchorErrorCode } from "@/lib/codes/anchor-errors";
import { FootballState } from "@/lib/codes/football-states";
import { Sport } from "@/lib/codes/sports";
import { SCHEDULE_MAX_UPCOMING } from "@/lib/codes/anchor-schedule";
import { matchRow } from "@/lib/contracts/match-list";
import { matchRoom } from "@/lib/contracts/schedule";
import { matches } from "@/server/db/schema/matches";
import { createAnchor, createUser } from "../support/fixtures";
import { createTestApi, type TestApi } from "../support/test-api";
import { addMatch, createCatalogue, finished, HOUR, inPlay } from "./anchor-fixtures";

const ADD = "/api/anchor/schedule/add";
const REMOVE = "/api/anchor/schedule/remove";
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
  await createCatalogue(api);
});
afterAll(() => api.close());

const rows = (data: unknown) => matchRow.array().parse(data);
const add = (token: string, matchId: unknown) => api.postJson(ADD, { matchId }, { token });

describe("/api/anchor/schedule/add and remove", () => {
  it("refuses a visitor, an ordinary user and an anchor without a room", async () => {
    const matchId = await addMatch(api);
    expect((await api.postJson(ADD, { matchId })).status).toBe(401);
    expect((await api.postJson(REMOVE, { matchId })).status).toBe(401);
    const fan = await createUser(api);
    expect((await add(fan.token, matchId)).body).toMatchObject({ code: 403, message: "仅主播可添加赛程" });
    expect((await api.postJson(REMOVE, { matchId }, { token: fan.token })).status).toBe(403);
    const roomless = await createUser(api, { isAnchor: 1 });
    expect((await add(roomless.token, matchId)).body.code).toBe(404);
  });

  it("adds a coming match once and removes it; another anchor's schedule is their own", async () => {
    const anchor = await createAnchor(api);
    const other = await createAnchor(api);
    const matchId = await addMatch(api, { inMs: 5 * HOUR });
    const added = await add(anchor.token, matchId);
    expect(added.body).toMatchObject({ code: 200, message: "已加入赛程" });
    expect(rows(added.body.data).map((r) => r.id)).toEqual([matchId]);
    expect(rows((await add(anchor.token, matchId)).body.data)).toHaveLength(1);
    const theirs = await api.postJson(REMOVE, { matchId }, { token: other.token });
    expect(rows(theirs.body.data)).toEqual([]);
    expect(rows((await api.get("/api/match/list", { anchorId: anchor.user.id })).body.data)).toHaveLength(1);
    const removed = await api.postJson(REMOVE, { matchId }, { token: anchor.token });
    expect(removed.body).toMatchObject({ code: 200, data: [] });
  });

  it("refuses a match that started, ended, is due already or was called off, and unknown ones", async () => {
    const anchor = await createAnchor(api);
    const started = await addMatch(api, { inMs: -HOUR, state: inPlay(Sport.Football) });
    const over = await addMatch(api, {
      inMs: -5 * HOUR,
      state: finished(Sport.Basketball),
      sport: Sport.Basketball,
    });
    const due = await addMatch(api, { inMs: -60_000 });
    for (const id of [started, over, due]) {
      expect((await add(anchor.token, id)).body).toMatchObject({
        code: AnchorErrorCode.MatchStarted,
        message: "比赛已开始，无法加入赛程",
      });
    }
    const postponed = await addMatch(api, { inMs: HOUR, state: FootballState.Postponed });
    expect((await add(anchor.token, postponed)).body.code).toBe(AnchorErrorCode.MatchCalledOff);
    expect((await add(anchor.token, 999_999)).body).toMatchObject({ code: 404, message: "比赛不存在" });
    for (const bad of ["abc", 0, -3, null]) expect((await add(anchor.token, bad)).status).toBe(400);
    expect((await api.postForm(ADD, { matchId: started }, { token: anchor.token })).status).toBe(415);
  });

  it(`holds at most ${SCHEDULE_MAX_UPCOMING} coming matches`, async () => {
    const anchor = await createAnchor(api);
    const ids: number[] = [];
    for (let i = 0; i <= SCHEDULE_MAX_UPCOMING; i++) ids.push(await addMatch(api, { inMs: (i + 1) * HOUR }));
    for (const id of ids.slice(0, SCHEDULE_MAX_UPCOMING))
      expect((await add(anchor.token, id)).body.code).toBe(200);
    const full = await add(anchor.token, ids[SCHEDULE_MAX_UPCOMING]);
    expect(full.body).toMatchObject({
      code: AnchorErrorCode.ScheduleFull,
      message: "赛程最多添加20场未开赛的比赛",
    });
    await api.postJson(REMOVE, { matchId: ids[0] }, { token: anchor.token });
    expect((await add(anchor.token, ids[SCHEDULE_MAX_UPCOMING])).body.code).toBe(200);
  });
});

describe("/api/match/list (主播赛程)", () => {
  it("lists in play first, then coming by kick-off, then the last day's results; live score rows", async () => {
    const anchor = await createAnchor(api);
    const later = await addMatch(api, { inMs: 9 * HOUR });
    const soon = await addMatch(api, { inMs: 2 * HOUR });
    const live = await addMatch(api, { inMs: 3 * HOUR });
    const done = await addMatch(api, { inMs: 4 * HOUR });
    const old = await addMatch(api, { inMs: 5 * HOUR });
    for (const id of [later, soon, live, done, old]) await add(anchor.token, id);
    const { db } = api;
    await db
      .update(matches)
      .set({ state: inPlay(Sport.Football), homeScore: 2 })
      .where(eq(matches.id, live));
    await db
      .update(matches)
      .set({ state: finished(Sport.Football), kickoff: new Date(api.clock.now - 3 * HOUR) })
      .where(eq(matches.id, done));
    await db
      .update(matches)
      .set({ state: finished(Sport.Football), kickoff: new Date(api.clock.now - 30 * HOUR) })
      .where(eq(matches.id, old));
    const list = rows((await api.get("/api/match/list", { anchorId: anchor.user.id })).body.data);
    expect(list.map((r) => r.id)).toEqual([live, soon, later, done]);
    expect(list[0].homeScore).toBe(2);
    expect(list.every((r) => r.hasLive)).toBe(true);
  });

  it("answers 404 for someone who is not an anchor and 400 for a malformed id", async () => {
    const fan = await createUser(api);
    expect((await api.get("/api/match/list", { anchorId: fan.user.id })).body).toMatchObject({ code: 404 });
    expect((await api.get("/api/match/list", { anchorId: "me" })).status).toBe(400);
  });
});

describe("/api/match/pcAnchorByMatch", () => {
  it("gives the rooms bound to the match or scheduling it, live first, then by heat", async () => {
    const matchId = await addMatch(api, { sport: Sport.Basketball, inMs: 6 * HOUR });
    const bound = await createAnchor(api, { matchId, heat: 10, liveStatus: 1 });
    const scheduled = await createAnchor(api, { heat: 900_000 });
    await add(scheduled.token, matchId);
    const busier = await createAnchor(api, { heat: 50, liveStatus: 1 });
    await add(busier.token, matchId);
    await createAnchor(api, { title: "皇马篮球vs巴萨篮球 赛前聊", liveStatus: 1, heat: 1_000_000 });
    const found = matchRoom
      .array()
      .parse((await api.get("/api/match/pcAnchorByMatch", { matchId, matchType: 2 })).body.data);
    expect(found.map((r) => r.roomId)).toEqual([busier.room.id, bound.room.id, scheduled.room.id]);
    expect((await api.get("/api/match/pcAnchorByMatch", { matchId, matchType: 1 })).body.code).toBe(404);
  });
});

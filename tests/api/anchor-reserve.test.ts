import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AnchorErrorCode } from "@/lib/codes/anchor-errors";
import { FootballState } from "@/lib/codes/football-states";
import { Sport } from "@/lib/codes/sports";
import { reservedMatches } from "@/lib/contracts/anchor";
import { matches } from "@/server/db/schema/matches";
import { anchorSchedules } from "@/server/db/schema/room-activity";
import { createAnchor, createUser } from "../support/fixtures";
import { createTestApi, type TestApi } from "../support/test-api";
import { addMatch, createCatalogue, finished, HOUR, inPlay } from "./anchor-fixtures";

const RESERVE = "/api/match/reserve";
const MINE = "/api/match/reserveMatchByUser";
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
  await createCatalogue(api);
});
afterAll(() => api.close());

const reserve = (token: string, matchId: number, extra: object = {}) =>
  api.postJson(RESERVE, { matchId, matchType: 1, ...extra }, { token });
const mine = async (token: string, userId: number) =>
  reservedMatches.parse((await api.get(MINE, { userId }, { token })).body.data);

describe("/api/match/reserve", () => {
  it("reserves a coming match (twice is once) and cancels it", async () => {
    const fan = await createUser(api);
    const matchId = await addMatch(api, { inMs: 3 * HOUR });
    const res = await reserve(fan.token, matchId);
    expect(res.body).toMatchObject({ code: 200, message: "预约成功", data: { matchId, reserved: true } });
    expect((await reserve(fan.token, matchId)).body.code).toBe(200);
    expect(await mine(fan.token, fan.user.id)).toHaveLength(1);
    const cancel = await reserve(fan.token, matchId, { operateType: 0 });
    expect(cancel.body).toMatchObject({ message: "已取消预约", data: { reserved: false } });
    expect(await mine(fan.token, fan.user.id)).toEqual([]);
  });

  it("refuses a match that started or finished, one called off, and the wrong sport", async () => {
    const fan = await createUser(api);
    const started = await addMatch(api, { inMs: -HOUR, state: inPlay(Sport.Football) });
    const over = await addMatch(api, { inMs: -4 * HOUR, state: finished(Sport.Football) });
    const due = await addMatch(api, { inMs: -1000 });
    for (const id of [started, over, due]) {
      expect((await reserve(fan.token, id)).body).toMatchObject({
        code: AnchorErrorCode.MatchStarted,
        message: "比赛已开始，无法预约",
      });
    }
    const cancelled = await addMatch(api, { inMs: HOUR, state: FootballState.Cancelled });
    expect((await reserve(fan.token, cancelled)).body.code).toBe(AnchorErrorCode.MatchCalledOff);
    const basket = await addMatch(api, { sport: Sport.Basketball, inMs: HOUR });
    expect((await reserve(fan.token, basket)).body).toMatchObject({ code: 404, message: "比赛不存在" });
    expect((await reserve(fan.token, basket, { matchType: 2 })).body.code).toBe(200);
    // Cancelling works whatever the match's state.
    expect((await reserve(fan.token, started, { operateType: 0 })).body.code).toBe(200);
  });

  it("refuses a visitor with 401 and malformed input with 400", async () => {
    const fan = await createUser(api);
    const matchId = await addMatch(api);
    expect((await api.postJson(RESERVE, { matchId, matchType: 1 })).status).toBe(401);
    for (const body of [
      { matchId, matchType: 3 },
      { matchId: "x", matchType: 1 },
      { matchId, matchType: 1, operateType: 2 },
      { matchType: 1 },
    ]) {
      expect((await api.postJson(RESERVE, body, { token: fan.token })).status, JSON.stringify(body)).toBe(
        400,
      );
    }
    expect((await api.postForm(RESERVE, { matchId, matchType: 1 }, { token: fan.token })).status).toBe(415);
  });
});

describe("/api/match/reserveMatchByUser", () => {
  it("lists one's own coming and live reservations with the rooms that will commentate them", async () => {
    const fan = await createUser(api);
    const later = await addMatch(api, { inMs: 8 * HOUR });
    const soon = await addMatch(api, { inMs: 2 * HOUR });
    const nowLive = await addMatch(api, { inMs: HOUR });
    const gone = await addMatch(api, { inMs: 30 * 60_000 });
    for (const id of [later, soon, nowLive, gone]) await reserve(fan.token, id);
    await api.db
      .update(matches)
      .set({ state: inPlay(Sport.Football) })
      .where(eq(matches.id, nowLive));
    await api.db
      .update(matches)
      .set({ state: finished(Sport.Football) })
      .where(eq(matches.id, gone));
    const bound = await createAnchor(api, { matchId: soon, liveStatus: 1 });
    const planner = await createAnchor(api, { heat: 999 });
    await api.db.insert(anchorSchedules).values({ roomId: planner.room.id, matchId: soon });

    const list = await mine(fan.token, fan.user.id);
    expect(list.map((m) => m.id)).toEqual([nowLive, soon, later]);
    expect(list[1].rooms.map((r) => r.roomId)).toEqual([bound.room.id, planner.room.id]);
    expect(list[1].rooms[0]).toMatchObject({ navName: "足球", match: { id: soon } });
    expect(list[0].rooms).toEqual([]);
    expect(Date.parse(list[0].reservedAt)).not.toBeNaN();
  });

  it("shows nobody else's reservations, and refuses a visitor or a malformed id", async () => {
    const fan = await createUser(api);
    const other = await createUser(api);
    const res = await api.get(MINE, { userId: other.user.id }, { token: fan.token });
    expect(res.body).toMatchObject({ code: 403, message: "只能查看自己的预约" });
    expect((await api.get(MINE, { userId: fan.user.id })).status).toBe(401);
    expect((await api.get(MINE, { userId: "me" }, { token: fan.token })).status).toBe(400);
  });
});

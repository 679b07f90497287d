import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { isBasketballLive } from "@/lib/codes/basketball-states";
import { DevFeedErrorCode } from "@/lib/codes/dev-feed-errors";
import { isFootballLive } from "@/lib/codes/football-states";
import { Sport } from "@/lib/codes/sports";
import { matches } from "@/server/db/schema/matches";
import { odds } from "@/server/db/schema/odds";
import { createTestApi, type TestApi } from "../support/test-api";
import { EPL, FIXTURE } from "./feed-fixtures";
import { feedWorld, newFeed } from "./feed-harness";

const PATH = "/dev/feed/kickoff";
let api: TestApi;
beforeEach(async () => {
  ({ api } = await feedWorld());
});
afterEach(() => api.close());

const matchRow = async (id: number) => (await api.db.select().from(matches).where(eq(matches.id, id)))[0];

describe("POST /dev/feed/kickoff", () => {
  it("kicks the given match off now in feed time and the feed plays it live on its next ticks", async () => {
    const before = await matchRow(FIXTURE.soon);
    const [openedBefore] = await api.db.select().from(odds).where(eq(odds.matchId, FIXTURE.soon)).limit(1);
    const res = await api.postJson(PATH, { matchId: FIXTURE.soon });
    expect(res.body).toEqual({
      code: 200,
      message: "success",
      data: { matchId: FIXTURE.soon, kickoff: new Date(api.deps.feedClock.now()).toISOString() },
    });
    const after = await matchRow(FIXTURE.soon);
    expect(after.kickoff.getTime()).toBeLessThan(before.kickoff.getTime());
    // The prematch odds history moves with the kick-off.
    const [openedAfter] = await api.db.select().from(odds).where(eq(odds.matchId, FIXTURE.soon)).limit(1);
    expect(openedBefore.openedAt.getTime() - openedAfter.openedAt.getTime()).toBe(
      before.kickoff.getTime() - after.kickoff.getTime(),
    );

    const feed = newFeed(api);
    await feed.tick();
    api.advance(2_000);
    await feed.tick();
    expect(isFootballLive((await matchRow(FIXTURE.soon)).state)).toBe(true);
    // The other upcoming football match still waits for its own kick-off.
    expect((await matchRow(FIXTURE.knockout)).state).toBe(before.state);
  });

  it("picks the next upcoming match of a sport, or of a league", async () => {
    const basket = await api.postJson(PATH, { sportId: Sport.Basketball });
    expect(basket.body.data.matchId).toBe(FIXTURE.basketSoon);
    const football = await api.postJson(PATH, { sportId: Sport.Football, leagueId: EPL });
    expect(football.body.data.matchId).toBe(FIXTURE.soon);
    const next = await api.postJson(PATH, { sportId: Sport.Football });
    expect(next.body.data.matchId).toBe(FIXTURE.knockout);

    const feed = newFeed(api);
    await feed.tick();
    api.advance(2_000);
    await feed.tick();
    expect(isBasketballLive((await matchRow(FIXTURE.basketSoon)).state)).toBe(true);
  });

  it("refuses a match that has started or finished, an unknown one, and when none is left", async () => {
    for (const matchId of [FIXTURE.live, FIXTURE.finished, FIXTURE.postponed]) {
      const res = await api.postJson(PATH, { matchId });
      expect(res.status, String(matchId)).toBe(200);
      expect(res.body.code, String(matchId)).toBe(DevFeedErrorCode.MatchStarted);
      expect(res.body.message).toBe("比赛已开始，不能再提前开赛");
    }
    await api.postJson(PATH, { matchId: FIXTURE.soon });
    expect((await api.postJson(PATH, { matchId: FIXTURE.soon })).body.code).toBe(
      DevFeedErrorCode.MatchStarted,
    );

    const unknown = await api.postJson(PATH, { matchId: 987654 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe("比赛不存在");

    await api.postJson(PATH, { sportId: Sport.Basketball });
    const none = await api.postJson(PATH, { sportId: Sport.Basketball });
    expect(none.body).toEqual({
      code: DevFeedErrorCode.NoUpcomingMatch,
      message: "没有未开赛的比赛",
      data: null,
    });
  });

  it("answers malformed input with 400 naming the field", async () => {
    const cases: [unknown, string][] = [
      [{}, "matchId"],
      [{ matchId: "abc" }, "matchId"],
      [{ matchId: 0 }, "比赛编号不正确"],
      [{ sportId: 3 }, "sportId"],
      [{ sportId: 1, leagueId: -4 }, "联赛编号不正确"],
    ];
    for (const [body, naming] of cases) {
      const res = await api.postJson(PATH, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message, JSON.stringify(body)).toContain(naming);
    }
    expect((await matchRow(FIXTURE.soon)).state).toBe(1);
  });

  it("answers any peer but this machine like an unknown path and changes nothing", async () => {
    const before = await matchRow(FIXTURE.soon);
    const res = await api.postJson(PATH, { matchId: FIXTURE.soon }, { ip: "10.0.0.5" });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 404, message: "接口不存在", data: null });
    expect((await matchRow(FIXTURE.soon)).kickoff).toEqual(before.kickoff);
  });
});

describe("POST /dev/feed/kickoff in production", () => {
  it("does not exist, even for this machine", async () => {
    const prod = await createTestApi({ env: { NODE_ENV: "production" } });
    const res = await prod.postJson(PATH, { sportId: Sport.Football });
    expect(res.status).toBe(404);
    await prod.close();
  });
});

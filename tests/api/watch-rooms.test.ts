import { and, eq, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { businessDate } from "@/lib/beijing-time";
import { Sport } from "@/lib/codes/sports";
import { matchDetail } from "@/lib/contracts/match-detail";
import { scheduleListData } from "@/lib/contracts/schedule";
import { matches } from "@/server/db/schema/matches";
import { anchorSchedules } from "@/server/db/schema/room-activity";
import { users } from "@/server/db/schema/users";
import { createAnchor } from "../support/fixtures";
import { createSeededTestApi, type TestApi } from "../support/test-api";
import { detailSeeding, playedFootballMatch } from "./match-detail-seed";

let api: TestApi;
let match: typeof matches.$inferSelect;
let rooms: { id: number; nickName: string }[];

/** Five rooms cover `match`: one live room bound to it, four offline ones with it on their schedule. */
beforeAll(async () => {
  ({ api } = await createSeededTestApi(detailSeeding));
  match = await playedFootballMatch(api);
  const live = await createAnchor(api, { matchId: match.id, liveStatus: 1, heat: 5 });
  const scheduled = [];
  for (const heat of [100, 4_000, 300, 2_000]) scheduled.push(await createAnchor(api, { heat }));
  // The live room also has the match on its schedule: it is still one room.
  for (const a of [live, ...scheduled])
    await api.db.insert(anchorSchedules).values({ roomId: a.room.id, matchId: match.id });
  rooms = [live, ...scheduled].map((a) => ({ id: a.room.id, nickName: a.user.nickName }));
});
afterAll(() => api.close());

const dayOf = (m: typeof matches.$inferSelect) => businessDate(m.kickoff.getTime());

describe("where to watch (watch) on match rows and headers", () => {
  it("a list row names at most three rooms showing the match: live first, then the busiest", async () => {
    const res = await api.get("/live/data/schedule/list", { date: dayOf(match), sportId: Sport.Football });
    expect(res.body.code).toBe(200);
    const row = scheduleListData.parse(res.body.data).football.find((r) => r.id === match.id)!;
    const byId = new Map(rooms.map((r) => [r.id, r.nickName]));
    const [live, , busiest, , busy] = rooms;
    expect(row.watch).toEqual([
      { roomId: live.id, nickName: byId.get(live.id), live: true },
      { roomId: busiest.id, nickName: byId.get(busiest.id), live: false },
      { roomId: busy.id, nickName: byId.get(busy.id), live: false },
    ]);
  });

  it("a match no room shows lists none, and a room of a user who is no longer an anchor is left out", async () => {
    const [other] = await api.db
      .select()
      .from(matches)
      .where(and(eq(matches.sportId, Sport.Football), ne(matches.id, match.id)))
      .limit(1);
    const gone = await createAnchor(api, { matchId: other.id, liveStatus: 1 });
    await api.db.insert(anchorSchedules).values({ roomId: gone.room.id, matchId: other.id });
    await api.db.update(users).set({ isAnchor: 0 }).where(eq(users.id, gone.user.id));
    const data = scheduleListData.parse(
      (await api.get("/live/data/schedule/list", { date: dayOf(other), sportId: Sport.Football })).body.data,
    );
    const row = data.football.find((r) => r.id === other.id)!;
    expect(row.watch.map((w) => w.roomId)).not.toContain(gone.room.id);
    const quiet = data.football.filter((r) => r.id !== match.id && !r.hasLive);
    expect(quiet.every((r) => r.watch.length === 0)).toBe(true);
  });

  it("the match header lists the same rooms, live first", async () => {
    const res = await api.get("/live/football/match/detail", { matchId: match.id });
    const d = matchDetail.parse(res.body.data);
    expect(d.watch.map((w) => w.roomId)).toEqual([rooms[0].id, rooms[2].id, rooms[4].id]);
    expect(d.watch[0].live).toBe(true);
  });

  it("malformed match or date input answers 400, never 500", async () => {
    for (const matchId of ["abc", "0", "-1", "99999999999"]) {
      const res = await api.get("/live/football/match/detail", { matchId });
      expect(res.status).toBe(400);
    }
    const res = await api.get("/live/data/schedule/list", { date: "2026-13-40" });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain("日期");
  });
});

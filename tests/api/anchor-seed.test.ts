import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reservedMatches } from "@/lib/contracts/anchor";
import { matchRow } from "@/lib/contracts/match-list";
import { matches } from "@/server/db/schema/matches";
import { anchorDynamics, anchorSchedules } from "@/server/db/schema/room-activity";
import { rooms } from "@/server/db/schema/rooms";
import { users } from "@/server/db/schema/users";
import { createSession } from "@/server/services/auth/sessions";
import { demoSeeding } from "../support/seedings";
import { createSeededTestApi, type TestApi } from "../support/test-api";

let api: TestApi;
beforeAll(async () => {
  ({ api } = await createSeededTestApi(demoSeeding));
});
afterAll(() => api.close());

const byMobile = async (mobile: string) =>
  (await api.db.select().from(users).where(eq(users.mobile, mobile)))[0];

describe("the anchor side of the demo seed", () => {
  it("gives every anchor room 3-6 coming matches on its schedule", async () => {
    const perRoom = await api.db
      .select({ roomId: rooms.id, n: count(anchorSchedules.matchId) })
      .from(rooms)
      .leftJoin(anchorSchedules, eq(anchorSchedules.roomId, rooms.id))
      .groupBy(rooms.id);
    expect(perRoom.length).toBeGreaterThanOrEqual(10);
    expect(perRoom.every((r) => r.n >= 3 && r.n <= 6)).toBe(true);
    const planned = await api.db
      .select({ kickoff: matches.kickoff, state: matches.state })
      .from(anchorSchedules)
      .innerJoin(matches, eq(matches.id, anchorSchedules.matchId));
    expect(planned.every((m) => m.state === 1 && m.kickoff.getTime() > api.clock.now)).toBe(true);
  });

  it("gives every anchor 3-8 posts and the demo anchor a schedule page", async () => {
    const perAnchor = await api.db
      .select({ id: users.id, n: count(anchorDynamics.id) })
      .from(users)
      .leftJoin(anchorDynamics, eq(anchorDynamics.anchorId, users.id))
      .where(eq(users.isAnchor, 1))
      .groupBy(users.id);
    expect(perAnchor.every((a) => a.n >= 3 && a.n <= 8)).toBe(true);
    const laoLi = await byMobile("13900139000");
    const list = matchRow.array().parse((await api.get("/api/match/list", { anchorId: laoLi.id })).body.data);
    expect(list.length).toBeGreaterThanOrEqual(3);
    const posts = await api.get("/api/dynamic/list", { anchorId: laoLi.id });
    expect(posts.body.data.total).toBeGreaterThanOrEqual(3);
    expect(posts.body.data.list[0].content).toMatch(/[\u4e00-\u9fa5]{6}/);
  });

  it("has the demo fan reserve two coming matches that rooms will commentate", async () => {
    const fan = await byMobile("13800138000");
    const { token } = await createSession(api.db, fan.id, true, api.clock.now);
    const list = reservedMatches.parse(
      (await api.get("/api/match/reserveMatchByUser", { userId: fan.id }, { token })).body.data,
    );
    expect(list).toHaveLength(2);
    expect(list.every((m) => m.rooms.length > 0)).toBe(true);
  });
});

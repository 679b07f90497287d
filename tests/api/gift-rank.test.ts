import { eq } from "drizzle-orm";
import { users } from "@/server/db/schema/users";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rankData } from "@/lib/contracts/room-money";
import { purchaseNobility } from "@/server/services/nobility/purchase";
import { createAnchor, createUser } from "../support/fixtures";
import { createTestApi, type TestApi } from "../support/test-api";
import { catalogue, fund } from "./wallet-support";

const DAY = 86_400_000;
let api: TestApi;
let anchorA: Awaited<ReturnType<typeof createAnchor>>;
let anchorB: Awaited<ReturnType<typeof createAnchor>>;
let early: Awaited<ReturnType<typeof createUser>>;
let steady: Awaited<ReturnType<typeof createUser>>;
let today: Awaited<ReturnType<typeof createUser>>;

const gift = (who: { token: string }, roomId: number, giftId: number, count = 1) =>
  api.postJson("/pay/gift", { roomId, giftId, count }, who);

// The test clock starts on Sunday 2026-11-22 12:00 in Beijing.
beforeAll(async () => {
  api = await createTestApi();
  await catalogue(api);
  anchorA = await createAnchor(api);
  anchorB = await createAnchor(api);
  [early, steady, today] = [await createUser(api), await createUser(api), await createUser(api)];
  for (const u of [early, steady, today]) await fund(api, u.user.id, 20_000);
  await purchaseNobility(api.db, steady.user.id, 2, api.clock.now);

  api.advance(-40 * DAY); // early October: only the all-time list sees it
  expect((await gift(early, anchorA.room.id, 16)).body.code).toBe(200); // 8888
  api.advance(35 * DAY); // Tuesday 11-17: this week and month
  expect((await gift(steady, anchorA.room.id, 12, 2)).body.code).toBe(200); // 1776
  api.advance(5 * DAY); // back to Sunday noon
  expect((await gift(today, anchorA.room.id, 10)).body.code).toBe(200); // 188
  expect((await gift(today, anchorB.room.id, 13)).body.code).toBe(200); // 1314, another anchor
});
afterAll(() => api.close());

const names = (data: unknown) => rankData.parse(data).list.map((e) => [e.userId, e.total]);

describe("GET /pay/room/user/rank (contributors)", () => {
  it("ranks an anchor's senders by diamonds, all time by default", async () => {
    const res = await api.get("/pay/room/user/rank", { anchorId: anchorA.user.id });
    expect(res.body.code).toBe(200);
    expect(res.body.data.range).toBe("all");
    expect(names(res.body.data)).toEqual([
      [early.user.id, 8888],
      [steady.user.id, 1776],
      [today.user.id, 188],
    ]);
    const first = res.body.data.list[0];
    // Gifts earn experience, so the sender's LV is the one the level rule gave them.
    const [sender] = await api.db
      .select({ level: users.level })
      .from(users)
      .where(eq(users.id, early.user.id));
    expect(sender.level).toBeGreaterThan(0);
    expect(first).toMatchObject({ rank: 1, nickName: early.user.nickName, level: sender.level });
    expect(res.body.data.list[1].nobility).toEqual({ id: 2, name: "子爵", icon: "/images/nobility/2.svg" });
  });

  it("narrows to today, this week and this month in Beijing time", async () => {
    const range = async (r: string) =>
      names((await api.get("/pay/room/user/rank", { anchorId: anchorA.user.id, range: r })).body.data);
    expect(await range("day")).toEqual([[today.user.id, 188]]);
    expect(await range("week")).toEqual([
      [steady.user.id, 1776],
      [today.user.id, 188],
    ]);
    expect(await range("month")).toEqual([
      [steady.user.id, 1776],
      [today.user.id, 188],
    ]);
  });

  it("limits the list with size", async () => {
    const res = await api.get("/pay/room/user/rank", { anchorId: anchorA.user.id, size: 1 });
    expect(names(res.body.data)).toEqual([[early.user.id, 8888]]);
  });

  it("is empty for an anchor nobody has gifted, and 404 for an unknown user", async () => {
    const quiet = await createAnchor(api);
    expect((await api.get("/pay/room/user/rank", { anchorId: quiet.user.id })).body.data.list).toEqual([]);
    const res = await api.get("/pay/room/user/rank", { anchorId: 9_999_999 });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe("主播不存在");
  });

  it("answers 400 for a missing anchor or an unknown range", async () => {
    expect((await api.get("/pay/room/user/rank")).status).toBe(400);
    const bad = await api.get("/pay/room/user/rank", { anchorId: anchorA.user.id, range: "year" });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain("range");
    expect((await api.get("/pay/room/user/rank", { anchorId: anchorA.user.id, size: 0 })).status).toBe(400);
  });
});

describe("GET /api/rank/price (rich list)", () => {
  it("sums every anchor; rankType 1 today (default), 2 week, 3 month, 4 all", async () => {
    const list = async (rankType?: number) =>
      names((await api.get("/api/rank/price", rankType ? { rankType } : {})).body.data);
    expect(await list()).toEqual([[today.user.id, 1502]]);
    expect(await list(2)).toEqual([
      [steady.user.id, 1776],
      [today.user.id, 1502],
    ]);
    expect(await list(3)).toEqual(await list(2));
    expect(await list(4)).toEqual([
      [early.user.id, 8888],
      [steady.user.id, 1776],
      [today.user.id, 1502],
    ]);
  });

  it("answers 400 for an unknown rankType", async () => {
    for (const rankType of ["0", "5", "abc"]) {
      const res = await api.get("/api/rank/price", { rankType });
      expect(res.status, rankType).toBe(400);
    }
  });
});

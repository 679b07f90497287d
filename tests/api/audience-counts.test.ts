import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { roomDetail, roomInfo, roomPage, type RoomCard } from "@/lib/contracts/rooms";
import { matches } from "@/server/db/schema/matches";
import { rooms } from "@/server/db/schema/rooms";
import { follows, users } from "@/server/db/schema/users";
import { createAudience } from "@/server/services/audience/audience-job";
import { anchorFanRange, heatOf, simulatedViewers } from "@/server/services/audience/audience-size";
import { recentGiftDiamonds } from "@/server/services/audience/live-rooms";
import { createUser } from "../support/fixtures";
import { demoSeeding } from "../support/seedings";
import { createSeededTestApi, type TestApi } from "../support/test-api";

let api: TestApi;
let seededAt: number;
beforeAll(async () => {
  ({ api } = await createSeededTestApi(demoSeeding));
  seededAt = api.clock.now;
});
afterAll(() => api.close());

const data = async (path: string, query: Record<string, string | number>, token?: string) => {
  const res = await api.get(path, query, token ? { token } : undefined);
  expect(res.body.code, JSON.stringify(res.body).slice(0, 200)).toBe(200);
  return res.body.data;
};
const allCards = async (): Promise<RoomCard[]> =>
  roomPage.parse(await data("/api/room/page", { roomType: 0, page: 1, pageSize: 100 })).list;
const followRows = async (anchorId: number) =>
  (await api.db.select().from(follows).where(eq(follows.targetId, anchorId))).length;

describe("counts that agree (the audience rule, services/audience/audience-size.ts)", () => {
  it("gives every seeded anchor the following of their LV: the rule's range plus the real follows", async () => {
    const anchors = await api.db
      .select({ id: users.id, level: users.level })
      .from(users)
      .where(eq(users.isAnchor, 1))
      .orderBy(asc(users.id));
    expect(anchors.length).toBeGreaterThan(5);
    for (const a of anchors) {
      const info = await data("/api/personal/info", { userId: a.id });
      const [min, max] = anchorFanRange(a.level ?? 0);
      const rows = await followRows(a.id);
      expect(info.fansCount, `anchor ${a.id} LV${a.level}`).toBeGreaterThanOrEqual(min + rows);
      expect(info.fansCount, `anchor ${a.id} LV${a.level}`).toBeLessThanOrEqual(max + rows);
    }
    const top = anchors.reduce((a, b) => ((b.level ?? 0) > (a.level ?? 0) ? b : a));
    if ((top.level ?? 0) >= 25)
      expect((await data("/api/personal/info", { userId: top.id })).fansCount).toBeGreaterThan(40_000);
  });

  it("moves an anchor's 粉丝 by exactly one on follow and unfollow", async () => {
    const [card] = await allCards();
    const fan = await createUser(api);
    const fansNow = async () =>
      roomDetail.parse(await data("/api/room/detail", { roomId: card.roomId })).anchor.fansCount;
    const before = await fansNow();
    const oper = (operateType: number) =>
      data("/api/attention/operAttention", { type: 2, targetId: card.anchorId, operateType }, fan.token);
    await oper(1);
    expect(await fansNow()).toBe(before + 1);
    await oper(0);
    expect(await fansNow()).toBe(before);
  });

  it("shows on each card 热度 = 在线 × 20 + the last day's gifts, 在线 from the audience rule while live", async () => {
    const cards = await allCards();
    const hot = new Map(
      (
        await api.db
          .select({ id: rooms.id, hot: matches.isHot })
          .from(rooms)
          .leftJoin(matches, eq(matches.id, rooms.matchId))
      ).map((r) => [r.id, r.hot ?? false]),
    );
    const gifts = await recentGiftDiamonds(
      api.db,
      cards.map((c) => c.roomId),
      seededAt,
    );
    const live = cards.filter((c) => c.liveStatus === 1);
    expect(live.length).toBeGreaterThan(0);
    for (const c of cards) {
      const online = simulatedViewers(c.roomId, c.liveStatus === 1, hot.get(c.roomId)!, seededAt);
      expect(c.online, `room ${c.roomId}`).toBe(online);
      expect(c.heat, `room ${c.roomId}`).toBe(heatOf(online, gifts.get(c.roomId) ?? 0));
    }
    for (const c of live) {
      expect(c.online).toBeGreaterThanOrEqual(100);
      expect(c.thumb).toMatch(new RegExp(`/thumbs/live/room${c.roomId}\\.jpg$`));
    }
    expect(cards.filter((c) => c.liveStatus === 0).every((c) => c.online === 0 && c.thumb === "")).toBe(true);
  });

  it("keeps a live room's 热度 on the rule as the audience moves: the room page's 在线 and 热度 agree", async () => {
    api.clock.now += 4 * 60_000;
    const audience = createAudience(api.deps, () => 0.999);
    await audience.tick();
    const [card] = (await allCards()).filter((c) => c.liveStatus === 1);
    const info = roomInfo.parse(await data("/api/room/info", { roomId: card.roomId }));
    const gifts = (await recentGiftDiamonds(api.db, [card.roomId], api.clock.now)).get(card.roomId) ?? 0;
    expect(info.heat).toBe(heatOf(info.online, gifts));
    expect(card.online).toBe(info.online);
  });

  it("drops a room that went off air to 在线 0 and its gifts' 热度 at the next heat pass", async () => {
    const [card] = (await allCards()).filter((c) => c.liveStatus === 1);
    expect(card.online).toBeGreaterThan(0);
    await api.db.update(rooms).set({ liveStatus: 0 }).where(eq(rooms.id, card.roomId));
    api.clock.now += 60_000;
    await createAudience(api.deps, () => 0.999).tick();
    const info = roomInfo.parse(await data("/api/room/info", { roomId: card.roomId }));
    const gifts = (await recentGiftDiamonds(api.db, [card.roomId], api.clock.now)).get(card.roomId) ?? 0;
    expect(info.online).toBe(0);
    expect(info.heat).toBe(gifts);
  });
});

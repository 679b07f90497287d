import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { roomChannels } from "@/lib/contracts/room-stream";
import { LiveStatus } from "@/lib/codes/rooms";
import { chatMessages } from "@/server/db/schema/chat";
import { giftRecords, gifts } from "@/server/db/schema/gifts";
import { findLedgerMismatches } from "@/server/services/wallet/ledger-audit";
import { DEMO_ANCHOR_MOBILE_PREFIX } from "@/server/services/audience/live-rooms";
import { rooms } from "@/server/db/schema/rooms";
import { createAudience, CROWD_HISTORY_PER_ROOM } from "@/server/services/audience/audience-job";
import { heatOf } from "@/server/services/audience/audience-size";
import { CROWD_MOBILE_PREFIX } from "@/server/services/audience/live-rooms";
import { PACE } from "@/server/services/audience/audience-pace";
import { LINE_POOLS } from "@/server/services/audience/audience-lines";
import { createAnchor, createUser } from "../support/fixtures";
import { createTestApi, type TestApi } from "../support/test-api";

function seeded(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1_664_525) + 1_013_904_223) >>> 0;
    return s / 4_294_967_296;
  };
}

describe("the simulated audience of the live rooms", () => {
  let api: TestApi;
  let liveRoom: number;
  let offRoom: number;
  const crowd: string[] = [];
  beforeAll(async () => {
    api = await createTestApi();
    liveRoom = (await createAnchor(api, { liveStatus: LiveStatus.Live })).room.id;
    offRoom = (await createAnchor(api)).room.id;
    for (let i = 0; i < 5; i++) {
      const { user } = await createUser(api, {
        mobile: `${CROWD_MOBILE_PREFIX}${String(i).padStart(4, "0")}`,
        level: 3 + i,
      });
      crowd.push(user.nickName);
    }
  });
  afterAll(() => api.close());

  const info = async (roomId: number) => (await api.get("/api/room/info", { roomId })).body.data;
  const tickFor = async (audience: ReturnType<typeof createAudience>, ms: number) => {
    for (let t = 0; t < ms; t += 1_000) {
      api.advance(1_000);
      await audience.tick();
    }
  };

  it("shows a few hundred viewers in a live room without real viewers, none in an offline room", async () => {
    const live = await info(liveRoom);
    expect(live.online).toBeGreaterThanOrEqual(100);
    expect(live.online).toBeLessThan(1_000);
    expect((await info(offRoom)).online).toBe(0);
  });

  it("speaks in the live room only, through the chat's channel, as the seeded fans, within the pace bounds", async () => {
    const audience = createAudience(api.deps, seeded(1));
    const heard: { content: string; nickName: string }[] = [];
    const off = api.deps.bus.subscribe(roomChannels.room(liveRoom), (e) => {
      if (e.type === "chat") heard.push(e.data as { content: string; nickName: string });
    });
    const minutes = 3;
    await tickFor(audience, minutes * 60_000);
    off();
    expect(heard.length).toBeGreaterThanOrEqual(PACE.minPerMinute * minutes * 0.5);
    expect(heard.length).toBeLessThanOrEqual(PACE.maxPerMinute * minutes);
    expect(heard.every((m) => crowd.includes(m.nickName))).toBe(true);
    const talk = new Set(Object.values(LINE_POOLS.talk).flat());
    expect(
      heard.every((m) => talk.has(m.content)),
      "a room without a match talks, never calls a game",
    ).toBe(true);
    const page = await api.postJson("/api/chat/page", { roomId: liveRoom });
    expect(page.body.data.list.at(-1).content).toBe(heard.at(-1)!.content);
    const offLines = await api.db.select().from(chatMessages).where(eq(chatMessages.roomId, offRoom));
    expect(offLines).toHaveLength(0);
  });

  it("keeps 热度 to the one rule: the audience plus the day's gifts", async () => {
    const audience = createAudience(api.deps, seeded(2));
    await audience.tick();
    const [room] = await api.db.select({ heat: rooms.heat }).from(rooms).where(eq(rooms.id, liveRoom));
    expect(room.heat).toBe(heatOf((await info(liveRoom)).online, 0));
  });

  it("keeps the crowd's stored history of a room bounded, and a real viewer's lines with it", async () => {
    const audience = createAudience(api.deps, seeded(3));
    const fan = await createUser(api);
    const sent = await api.postJson(
      "/api/chat/msg",
      { roomId: liveRoom, content: "我是真人观众" },
      { token: fan.token },
    );
    expect(sent.body.code).toBe(200);
    await tickFor(audience, 60 * 60_000);
    const stored = await api.db.select().from(chatMessages).where(eq(chatMessages.roomId, liveRoom));
    expect(stored.length).toBeLessThanOrEqual(CROWD_HISTORY_PER_ROOM + 60);
    expect(stored.some((m) => m.content === "我是真人观众")).toBe(true);
  });

  it("sends gifts now and then in a seeded anchor's room only, paid by system grants, the ledger intact", async () => {
    await api.db
      .insert(gifts)
      .values({ id: 1, name: "点赞", price: 1, icon: "gift/like.png", effect: "small", sort: 1 });
    const demo = await createAnchor(
      api,
      { liveStatus: LiveStatus.Live },
      { mobile: `${DEMO_ANCHOR_MOBILE_PREFIX}0001` },
    );
    const audience = createAudience(api.deps, seeded(4));
    await tickFor(audience, 20 * 60_000);
    const given = await api.db.select().from(giftRecords);
    expect(given.length).toBeGreaterThan(0);
    expect(given.every((g) => g.roomId === demo.room.id)).toBe(true);
    const board = await api.get("/pay/room/user/rank", { anchorId: demo.user.id });
    const list = board.body.data.list as { nickName: string; total: number }[];
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((e) => crowd.includes(e.nickName))).toBe(true);
    expect(list.reduce((sum, e) => sum + e.total, 0)).toBe(given.reduce((sum, g) => sum + g.total, 0));
    expect(await findLedgerMismatches(api.db)).toEqual([]);
  });
});

import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DevFeedErrorCode } from "@/lib/codes/dev-feed-errors";
import { LiveStatus } from "@/lib/codes/rooms";
import { Sport } from "@/lib/codes/sports";
import { matches } from "@/server/db/schema/matches";
import { rooms } from "@/server/db/schema/rooms";
import { roomStreams } from "@/server/db/schema/streams";
import { createAnchor } from "../support/fixtures";
import type { TestApi } from "../support/test-api";
import { feedWorld } from "./feed-harness";

const PATH = "/dev/rooms/call-next";
let api: TestApi;
beforeEach(async () => {
  ({ api } = await feedWorld());
});
afterEach(() => api.close());

/** An anchor's football room with its stream: a looped demo one or an anchor's own. */
async function roomWithStream(heat: number, { demo, live }: { demo: boolean; live: boolean }) {
  const { room } = await createAnchor(api, {
    heat,
    liveStatus: live ? LiveStatus.Live : LiveStatus.Offline,
  });
  await api.db
    .insert(roomStreams)
    .values({ roomId: room.id, name: `s${room.id}`, secret: `k${room.id}`, demo });
  return room;
}

const roomRow = async (id: number) => (await api.db.select().from(rooms).where(eq(rooms.id, id)))[0]!;

describe("POST /dev/rooms/call-next", () => {
  it("binds the busiest demo room on the air to its sport's next match, kicked off now", async () => {
    await roomWithStream(900, { demo: true, live: false });
    await roomWithStream(800, { demo: false, live: true });
    const room = await roomWithStream(500, { demo: true, live: true });

    const res = await api.postJson(PATH, {});
    expect(res.body.code).toBe(200);
    expect(res.body.data).toMatchObject({ roomId: room.id, sportId: Sport.Football });
    const [match] = await api.db.select().from(matches).where(eq(matches.id, res.body.data.matchId));
    expect(match!.sportId).toBe(Sport.Football);
    expect(match!.kickoff.getTime()).toBe(api.deps.feedClock.now());
    const bound = await roomRow(room.id);
    expect(bound.matchId).toBe(match!.id);
    expect(bound.title).toMatch(/^\S+ \S+vs\S+ 实时解说$/);
  });

  it("says so and changes nothing when no demo room is on the air", async () => {
    const offline = await roomWithStream(900, { demo: true, live: false });
    const before = await api.db.select({ id: matches.id, kickoff: matches.kickoff }).from(matches);
    const res = await api.postJson(PATH, {});
    expect(res.body).toEqual({
      code: DevFeedErrorCode.NoDemoRoomOnAir,
      message: "没有正在直播的演示房间",
      data: null,
    });
    expect(await api.db.select({ id: matches.id, kickoff: matches.kickoff }).from(matches)).toEqual(before);
    expect((await roomRow(offline.id)).matchId).toBeNull();
  });

  it("answers any peer but this machine like an unknown path", async () => {
    const room = await roomWithStream(500, { demo: true, live: true });
    const res = await api.postJson(PATH, {}, { ip: "10.0.0.5" });
    expect(res.status).toBe(404);
    expect((await roomRow(room.id)).matchId).toBeNull();
  });
});

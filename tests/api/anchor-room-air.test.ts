import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { roomChannels, type SystemEvent } from "@/lib/contracts/room-stream";
import { rooms } from "@/server/db/schema/rooms";
import { roomStreams } from "@/server/db/schema/streams";
import { users } from "@/server/db/schema/users";
import { ensureRoomStream } from "@/server/services/stream/stream-keys";
import { createAnchor } from "../support/fixtures";
import { createTestApi, type TestApi } from "../support/test-api";
import { createCatalogue } from "./anchor-fixtures";
import { listen } from "./wallet-support";

// 上播/下播 and the media process: a room that is down may not publish and its stream is cut.
const SECRET = "test-media-secret-0123456789";
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ env: { MEDIA_SECRET: SECRET } });
  await createCatalogue(api);
});
afterAll(() => api.close());

const hook = (path: string, body: unknown) =>
  api.postJson(`/internal/media/${path}`, body, { headers: { "x-media-secret": SECRET } });
const roomRow = async (id: number) => (await api.db.select().from(rooms).where(eq(rooms.id, id)))[0];
const kindsOf = (events: { data: unknown }[]) => events.map((e) => (e.data as SystemEvent).kind);

async function anchorWithStream(demo = false) {
  const anchor = await createAnchor(api, demo ? { liveStatus: 1 } : {});
  const stream = await ensureRoomStream(api.db, anchor.room.id);
  if (demo)
    await api.db.update(roomStreams).set({ demo: true }).where(eq(roomStreams.roomId, anchor.room.id));
  return { ...anchor, name: stream.name, key: stream.secret, roomId: anchor.room.id };
}
const down = (a: { roomId: number; token: string }) =>
  api.get("/api/room/down", { roomId: a.roomId }, { token: a.token });
const up = (a: { roomId: number; token: string }) =>
  api.postJson("/api/room/up", { roomId: a.roomId }, { token: a.token });

describe("publishing while the room is down", () => {
  it("is refused, and allowed again after room up", async () => {
    const a = await anchorWithStream();
    expect((await hook("authorize", { name: a.name, key: a.key })).body.code).toBe(200);
    await down(a);
    const refused = await hook("authorize", { name: a.name, key: a.key });
    expect(refused.body).toMatchObject({ code: 403, message: "推流密钥无效、主播未通过审核或直播间已下播" });
    await up(a);
    expect((await hook("authorize", { name: a.name, key: a.key })).body.code).toBe(200);
  });

  it("a running publisher: the room goes offline at once and the on-air check names its stream", async () => {
    const a = await anchorWithStream();
    const other = await anchorWithStream();
    const seen = listen(api, roomChannels.room(a.roomId));
    await hook("published", { name: a.name, session: "live-1" });
    expect((await roomRow(a.roomId)).liveStatus).toBe(1);
    const check = async () =>
      (await hook("on-air-check", { names: [a.name, other.name, "room999999"] })).body.data;
    expect((await check()).offAir).toEqual(["room999999"]);
    await down(a);
    expect((await roomRow(a.roomId)).liveStatus).toBe(0);
    expect((await check()).offAir).toEqual([a.name, "room999999"]);
    // The media process cuts the publisher; its end report changes nothing more.
    await hook("unpublished", { name: a.name, session: "live-1" });
    expect(await roomRow(a.roomId)).toMatchObject({ liveStatus: 0, onAir: 0 });
    expect(kindsOf(seen.events)).toEqual(["roomUp", "roomDown"]);
    seen.stop();
  });

  it("names the streams of an anchor whose approval was withdrawn, and validates its input", async () => {
    const a = await anchorWithStream();
    await api.db.update(users).set({ isAnchor: 0 }).where(eq(users.id, a.user.id));
    expect((await hook("on-air-check", { names: [a.name] })).body.data.offAir).toEqual([a.name]);
    expect((await hook("on-air-check", { names: ["../x"] })).status).toBe(400);
    expect((await hook("on-air-check", { names: "room1" })).status).toBe(400);
    const noSecret = await api.postJson("/internal/media/on-air-check", { names: [] });
    expect(noSecret.status).toBe(403);
  });
});

describe("a demo room", () => {
  it("stops looping when taken down and loops again (live, roomUp) when put back up", async () => {
    const a = await anchorWithStream(true);
    const seen = listen(api, roomChannels.room(a.roomId));
    const demoNow = async () => (await hook("on-air-check", { names: [] })).body.data.demo as string[];
    expect(await demoNow()).toContain(a.name);
    // The anchor pushes over the loop, then takes the room down; the publisher's end comes after.
    await hook("published", { name: a.name, session: "p" });
    expect((await down(a)).body.data).toMatchObject({ onAir: 0, liveStatus: 0 });
    expect(await demoNow()).not.toContain(a.name);
    await hook("unpublished", { name: a.name, session: "p" });
    expect((await roomRow(a.roomId)).liveStatus).toBe(0);

    expect((await up(a)).body.data).toMatchObject({ onAir: 1, liveStatus: 1 });
    expect(await demoNow()).toContain(a.name);
    expect(kindsOf(seen.events)).toEqual(["roomDown", "roomUp"]);
    seen.stop();
  });
});

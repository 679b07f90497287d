import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "@/server/app";
import type { BusEvent } from "@/server/realtime/event-bus";
import { rooms } from "@/server/db/schema/rooms";
import { roomStreams } from "@/server/db/schema/streams";
import { users } from "@/server/db/schema/users";
import { roomPlayInfo } from "@/server/services/stream/stream-keys";
import { createAnchor, createUser } from "../support/fixtures";
import { createMatch } from "./chat-fixtures";
import { createTestApi, type TestApi } from "../support/test-api";

const SECRET = "test-media-secret-0123456789";
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ env: { MEDIA_SECRET: SECRET, MEDIA_PUBLIC_URL: "http://media.test:3002" } });
});
afterAll(() => api.close());

const hook = (path: string, body: unknown, secret = SECRET) =>
  api.postJson(`/internal/media/${path}`, body, { headers: { "x-media-secret": secret } });
const liveStatusOf = async (roomId: number) =>
  (await api.db.select({ s: rooms.liveStatus }).from(rooms).where(eq(rooms.id, roomId)))[0].s;
const keyParts = (streamKey: string) => {
  const [name, query] = streamKey.split("?");
  return { name, key: new URLSearchParams(query).get("key")! };
};

describe("push info and stream keys", () => {
  it("gives the anchor the push URL and a key of their own room", async () => {
    const anchor = await createAnchor(api);
    const res = await api.get("/api/room/push-info", {}, { token: anchor.token });
    expect(res.body.code).toBe(200);
    expect(res.body.data).toMatchObject({
      roomId: anchor.room.id,
      pushUrl: "rtmp://127.0.0.1:1935/live",
      pullUrl: `http://media.test:3002/live/room${anchor.room.id}.flv`,
      liveStatus: 0,
    });
    const { name, key } = keyParts(res.body.data.streamKey);
    expect(name).toBe(`room${anchor.room.id}`);
    expect(key).toMatch(/^[A-Za-z0-9_-]{24}$/);
    // The public play address never contains the secret.
    expect(res.body.data.pullUrl).not.toContain(key);
  });

  it("refuses visitors, users without a room and unapproved anchors", async () => {
    expect((await api.get("/api/room/push-info")).status).toBe(401);
    const fan = await createUser(api);
    const asFan = await api.get("/api/room/push-info", {}, { token: fan.token });
    expect(asFan.body.code).toBe(403);
    const pending = await createAnchor(api, {}, { isAnchor: 0 });
    expect((await api.get("/api/room/push-info", {}, { token: pending.token })).body.code).toBe(403);
    const roomless = await createUser(api, { isAnchor: 1 });
    expect((await api.get("/api/room/push-info", {}, { token: roomless.token })).status).toBe(404);
    expect((await api.postJson("/api/room/regenerate-key", {}, { token: fan.token })).body.code).toBe(403);
    expect((await api.postJson("/api/room/regenerate-key", {})).status).toBe(401);
  });

  it("regenerates the key: the old one no longer authorises a publish, the new one does", async () => {
    const anchor = await createAnchor(api);
    const before = keyParts(
      (await api.get("/api/room/push-info", {}, { token: anchor.token })).body.data.streamKey,
    );
    const res = await api.postJson("/api/room/regenerate-key", {}, { token: anchor.token });
    expect(res.body.code).toBe(200);
    const after = keyParts(res.body.data.streamKey);
    expect(after.name).toBe(before.name);
    expect(after.key).not.toBe(before.key);
    expect((await hook("authorize", { name: before.name, key: before.key })).body.code).toBe(403);
    expect((await hook("authorize", after)).body).toMatchObject({
      code: 200,
      data: { roomId: anchor.room.id },
    });
  });

  it("gives every room a pull URL; an unknown room is a 404", async () => {
    const anchor = await createAnchor(api);
    const env = api.deps.env;
    expect(await roomPlayInfo(api.db, env, anchor.room.id)).toEqual({
      pullUrl: `http://media.test:3002/live/room${anchor.room.id}.flv`,
      wsUrl: `ws://media.test:3002/live/room${anchor.room.id}.flv`,
      liveStatus: 0,
    });
    await expect(roomPlayInfo(api.db, env, 99_999)).rejects.toMatchObject({ code: 404 });
  });
});

describe("media hooks", () => {
  it("refuse a missing or wrong shared secret, and malformed bodies", async () => {
    expect((await hook("authorize", { name: "room1", key: "x" }, "wrong-secret-0123456789")).status).toBe(
      403,
    );
    const bare = await api.postJson("/internal/media/authorize", { name: "room1", key: "x" });
    expect(bare.status).toBe(403);
    expect((await hook("authorize", { name: "../etc", key: "x" })).status).toBe(400);
    expect(
      (
        await api.postRaw("/internal/media/published", "{", "application/json", {
          headers: { "x-media-secret": SECRET },
        })
      ).status,
    ).toBe(400);
  });

  it("are all refused when the api has no MEDIA_SECRET", async () => {
    const bare = createApp({ ...api.deps, env: { ...api.deps.env, MEDIA_SECRET: undefined } });
    const res = await bare.request("/internal/media/demo-streams", { headers: { "x-media-secret": "" } });
    expect(res.status).toBe(403);
    const guessed = await bare.request("/internal/media/demo-streams", {
      headers: { "x-media-secret": SECRET },
    });
    expect(guessed.status).toBe(403);
  });

  it("authorise only the room's key of an approved anchor", async () => {
    const anchor = await createAnchor(api);
    const info = await api.get("/api/room/push-info", {}, { token: anchor.token });
    const { name, key } = keyParts(info.body.data.streamKey);
    expect((await hook("authorize", { name, key: key + "x" })).body.code).toBe(403);
    expect((await hook("authorize", { name: "room999999", key })).body.code).toBe(403);
    const other = await createAnchor(api);
    const otherName = keyParts(
      (await api.get("/api/room/push-info", {}, { token: other.token })).body.data.streamKey,
    ).name;
    expect((await hook("authorize", { name: otherName, key })).body.code).toBe(403);
    // An anchor whose approval is withdrawn can no longer publish.
    await api.db.update(users).set({ isAnchor: 0 }).where(eq(users.id, anchor.user.id));
    expect((await hook("authorize", { name, key })).body.code).toBe(403);
  });

  it("flip the room live and back from publish events, announcing up and down", async () => {
    const anchor = await createAnchor(api);
    const name = `room${anchor.room.id}`;
    await api.get("/api/room/push-info", {}, { token: anchor.token });
    const events: BusEvent[] = [];
    const stop = api.deps.bus.subscribe(`room:${anchor.room.id}`, (e) => events.push(e));

    expect((await hook("published", { name, session: "s1" })).body.data).toEqual({
      roomId: anchor.room.id,
      liveStatus: 1,
    });
    expect(await liveStatusOf(anchor.room.id)).toBe(1);
    // A late report about an older session does not take the room down.
    expect((await hook("unpublished", { name, session: "s0" })).body.data).toBeNull();
    expect(await liveStatusOf(anchor.room.id)).toBe(1);
    await hook("unpublished", { name, session: "s1" });
    expect(await liveStatusOf(anchor.room.id)).toBe(0);
    stop();
    expect(events.map((e) => [e.type, (e.data as { kind: string }).kind])).toEqual([
      ["system", "roomUp"],
      ["system", "roomDown"],
    ]);
    expect((await hook("published", { name: "room999999", session: "s1" })).body.data).toBeNull();
  });

  it("take rooms offline whose publisher did not survive a media restart", async () => {
    const anchor = await createAnchor(api);
    const name = `room${anchor.room.id}`;
    await api.get("/api/room/push-info", {}, { token: anchor.token });
    await hook("published", { name, session: "before-restart" });
    expect(await liveStatusOf(anchor.room.id)).toBe(1);
    expect((await hook("reset", {})).body.data.rooms).toBeGreaterThanOrEqual(1);
    expect(await liveStatusOf(anchor.room.id)).toBe(0);
  });

  it("keep a demo room live after a real broadcast ends, and list demo streams", async () => {
    const anchor = await createAnchor(api);
    const name = `room${anchor.room.id}`;
    await api.db.insert(roomStreams).values({ roomId: anchor.room.id, name, secret: "s", demo: true });
    await api.db.update(rooms).set({ liveStatus: 1 }).where(eq(rooms.id, anchor.room.id));
    await hook("published", { name, session: "a" });
    await hook("unpublished", { name, session: "a" });
    expect(await liveStatusOf(anchor.room.id)).toBe(1);
    const list = await api.get("/internal/media/demo-streams", {}, { headers: { "x-media-secret": SECRET } });
    expect(list.body.data.names).toContain(name);
  });

  it("list the demo rooms to render with their bound match, and stream a match's frames to the media process only", async () => {
    const anchor = await createAnchor(api);
    const name = `room${anchor.room.id}`;
    await api.db
      .insert(roomStreams)
      .values({ roomId: anchor.room.id, name, secret: "render-key", demo: true });
    const get = (path: string, secret = SECRET) =>
      api.get(`/internal/media/${path}`, {}, { headers: { "x-media-secret": secret } });
    // Unbound: nothing to render.
    expect((await get("broadcasts")).body.data.rooms.map((r: { name: string }) => r.name)).not.toContain(
      name,
    );
    const matchId = await createMatch(api, 900777);
    await api.db.update(rooms).set({ matchId }).where(eq(rooms.id, anchor.room.id));
    const listed = (await get("broadcasts")).body.data.rooms.find((r: { name: string }) => r.name === name);
    expect(listed).toMatchObject({
      roomId: anchor.room.id,
      key: "render-key",
      anchor: anchor.user.nickName,
      match: { id: matchId, sport: "football", home: { name: "曼彻斯特城" }, away: { name: "阿森纳" } },
    });
    await api.db.update(rooms).set({ onAir: 0 }).where(eq(rooms.id, anchor.room.id));
    expect((await get("broadcasts")).body.data.rooms.map((r: { name: string }) => r.name)).not.toContain(
      name,
    );

    expect((await get("broadcasts", "wrong-secret-0123456789")).status).toBe(403);
    expect((await get("match-stream/abc")).body.code).toBe(400);
    expect((await get("match-stream/999999")).body.code).toBe(404);
    expect((await get(`match-stream/${matchId}`, "wrong-secret-0123456789")).status).toBe(403);
  });
});

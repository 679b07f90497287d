import type { Hono } from "hono";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { roomChannels } from "@/lib/contracts/room-stream";
import { createApp } from "@/server/app";
import { createRedisPresence } from "@/server/realtime/redis-presence";
import { connectSse, listen } from "@/server/realtime/sse-test-client";
import { createAnchor, createUser } from "../support/fixtures";
import { createTestApi, type TestApi } from "../support/test-api";

// Small caps so a test reaches them: three streams per signed-in user, four per visiting address.
const env = { SSE_MAX_PER_USER: "3", SSE_MAX_PER_ADDRESS: "4" };
type Server = Awaited<ReturnType<typeof listen>>;
type Stream = Awaited<ReturnType<typeof connectSse>>;

const roomPath = (roomId: number) => `/api/room/stream?roomId=${roomId}`;
const SPORT_PATH = "/live/stream/1";

function client(server: Server) {
  const held: Stream[] = [];
  return {
    /** Opens a stream that must be admitted. */
    async open(path: string, token?: string) {
      const stream = await connectSse(`${server.url}${path}`, token ? { accessToken: token } : {});
      expect(stream.res.status).toBe(200);
      held.push(stream);
      return stream;
    },
    /** A stream the cap must refuse: its answer. */
    async refused(path: string, token?: string) {
      const res = await fetch(`${server.url}${path}`, { headers: token ? { accessToken: token } : {} });
      return { status: res.status, body: await res.json() };
    },
    closeAll: () => held.splice(0).forEach((s) => s.close()),
  };
}

const onlineOf = async (server: Server, roomId: number) => {
  const res = await fetch(`${server.url}/api/room/info?roomId=${roomId}&channelId=3&platform=1`);
  return ((await res.json()) as { data: { online: number } }).data.online;
};
const TOO_MANY = { code: 429, message: "打开的直播连接过多，请关闭其他页面后再试", data: null };

describe("live streams in one api process", () => {
  let api: TestApi;
  let server: Server;
  let roomId: number;
  beforeAll(async () => {
    api = await createTestApi({ env });
    roomId = (await createAnchor(api)).room.id;
    server = await listen(api.app as unknown as Hono);
  });
  afterAll(async () => {
    await server.close();
    await api.close();
  });

  it("counts viewers, not connections: three tabs of one user are one, two users two", async () => {
    const [a, b] = [await createUser(api), await createUser(api)];
    const tabs = client(server);
    for (let i = 0; i < 3; i++) await tabs.open(roomPath(roomId), a.token);
    expect(await onlineOf(server, roomId)).toBe(1);
    await tabs.open(roomPath(roomId), b.token);
    expect(await onlineOf(server, roomId)).toBe(2);
    await tabs.open(roomPath(roomId)); // a visitor counts by address
    await tabs.open(roomPath(roomId));
    expect(await onlineOf(server, roomId)).toBe(3);
    tabs.closeAll();
    await vi.waitFor(async () => expect(await onlineOf(server, roomId)).toBe(0));
  });

  it("refuses a user's stream past the cap with a 429 envelope, whichever live stream it is", async () => {
    const [a, b] = [await createUser(api), await createUser(api)];
    const tabs = client(server);
    await tabs.open(roomPath(roomId), a.token);
    await tabs.open(roomPath(roomId), a.token);
    const third = await tabs.open(SPORT_PATH, a.token);
    expect(await tabs.refused(SPORT_PATH, a.token)).toEqual({ status: 429, body: TOO_MANY });
    expect(await tabs.refused(roomPath(roomId), a.token)).toEqual({ status: 429, body: TOO_MANY });
    await tabs.open(roomPath(roomId), b.token); // someone else is not affected
    expect(await onlineOf(server, roomId)).toBe(2);
    third.close();
    await vi.waitFor(() => tabs.open(SPORT_PATH, a.token));
    tabs.closeAll();
  });

  it("caps a visiting address on its own, higher cap", async () => {
    const tabs = client(server);
    for (let i = 0; i < 4; i++) await tabs.open(i % 2 ? SPORT_PATH : roomPath(roomId));
    expect((await tabs.refused(SPORT_PATH)).status).toBe(429);
    tabs.closeAll();
    await vi.waitFor(async () => expect(await onlineOf(server, roomId)).toBe(0));
  });
});

const url = process.env.REDIS_URL;
if (!url) console.log("room online across api processes skipped: set REDIS_URL");

describe.skipIf(!url)("live streams across two api processes sharing Redis", () => {
  const prefix = `test:presence:${process.pid}-${Date.now()}:`;
  let admin: Redis;
  let api: TestApi;
  let second: ReturnType<typeof createRedisPresence>;
  let one: Server;
  let two: Server;
  let roomId: number;
  beforeAll(async () => {
    admin = new Redis(url!);
    api = await createTestApi({ env, presence: createRedisPresence({ url: url!, keyPrefix: prefix }) });
    // The second process: the same database and Redis, its own presence and HTTP server.
    second = createRedisPresence({ url: url!, keyPrefix: prefix });
    roomId = (await createAnchor(api)).room.id;
    one = await listen(api.app as unknown as Hono);
    two = await listen(createApp({ ...api.deps, presence: second }) as unknown as Hono);
  });
  afterAll(async () => {
    await Promise.all([one?.close(), two?.close()]);
    await Promise.all([api?.deps.presence.close(), second?.close()]);
    const keys = await admin.keys(`${prefix}*`);
    if (keys.length) await admin.del(...keys);
    await admin.quit();
    await api?.close();
  });

  it("each process sees the other's viewers, each viewer once", async () => {
    const [a, b] = [await createUser(api), await createUser(api)];
    const [onOne, onTwo] = [client(one), client(two)];
    await onOne.open(roomPath(roomId), a.token);
    await onTwo.open(roomPath(roomId), a.token);
    expect(await onlineOf(one, roomId)).toBe(1);
    await onTwo.open(roomPath(roomId), b.token);
    expect(await onlineOf(one, roomId)).toBe(2);
    expect(await onlineOf(two, roomId)).toBe(2);
    onTwo.closeAll();
    await vi.waitFor(async () => expect(await onlineOf(one, roomId)).toBe(1));
    onOne.closeAll();
    await vi.waitFor(async () => expect(await onlineOf(two, roomId)).toBe(0));
  });

  it("holds the cap across processes", async () => {
    const a = await createUser(api);
    const [onOne, onTwo] = [client(one), client(two)];
    await onOne.open(roomPath(roomId), a.token);
    await onOne.open(SPORT_PATH, a.token);
    await onTwo.open(roomPath(roomId), a.token);
    expect(await onTwo.refused(SPORT_PATH, a.token)).toEqual({ status: 429, body: TOO_MANY });
    expect(await onOne.refused(roomPath(roomId), a.token)).toEqual({ status: 429, body: TOO_MANY });
    onOne.closeAll();
    onTwo.closeAll();
  });

  it("forgets viewers and streams of a process that stopped renewing them", async () => {
    const a = await createUser(api);
    const gone = Date.now() - 60_000; // scores are expiry times: these were last renewed a minute ago
    await admin.zadd(`${prefix}online:${roomChannels.room(roomId)}`, gone, "user:999|dead-process");
    const streams = ["dead:1", "dead:2", "dead:3"].flatMap((id) => [gone, id]);
    await admin.zadd(`${prefix}streams:user:${a.user.id}`, ...streams);
    expect(await onlineOf(one, roomId)).toBe(0);
    const tabs = client(one);
    await tabs.open(roomPath(roomId), a.token);
    expect(await onlineOf(two, roomId)).toBe(1);
    tabs.closeAll();
  });
});

import type { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectSse, listen } from "@/server/realtime/sse-test-client";
import { createAnchor, createUser } from "../support/fixtures";
import { createTestApi, type TestApi } from "../support/test-api";

let api: TestApi;
let server: Awaited<ReturnType<typeof listen>>;
beforeAll(async () => {
  api = await createTestApi({ env: { SSE_MAX_PER_USER: "2" } });
  server = await listen(api.app as unknown as Hono);
});
afterAll(async () => {
  await server.close();
  await api.close();
});

const todayFrom = async (token: string, source: number) =>
  (await api.get("/user/center/grade", {}, { token })).body.data.sources.find(
    (s: { source: number }) => s.source === source,
  ).today as number;

describe("the per-user notice stream and the SSE cap", () => {
  it("counts the notice stream among the user's live streams", async () => {
    const { token } = await createUser(api);
    const anchor = await createAnchor(api);
    const notices = await connectSse(`${server.url}/user/notice/stream`, { accessToken: token });
    const room = await connectSse(`${server.url}/api/room/stream?roomId=${anchor.room.id}`, {
      accessToken: token,
    });
    await Promise.all([notices.ready(), room.ready()]);
    const third = await fetch(`${server.url}/user/notice/stream`, { headers: { accessToken: token } });
    expect(third.status).toBe(429);
    notices.close();
    room.close();
  });
});

describe("观看直播 experience", () => {
  it("earns a point per whole minute a signed-in viewer held a room's stream", async () => {
    const { token } = await createUser(api);
    const anchor = await createAnchor(api);
    const room = await connectSse(`${server.url}/api/room/stream?roomId=${anchor.room.id}`, {
      accessToken: token,
    });
    await room.ready();
    api.advance(3 * 60_000 + 20_000);
    room.close();
    await expect.poll(() => todayFrom(token, 2)).toBe(3);
  });
});

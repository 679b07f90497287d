import type { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chatEvent, roomChannels, systemEvent } from "@/lib/contracts/room-stream";
import { connectSse, listen, type SseFrame } from "@/server/realtime/sse-test-client";
import { createTestApi, type TestApi } from "../support/test-api";
import { createMatch, createRoomCast } from "./chat-fixtures";

let api: TestApi;
let server: Awaited<ReturnType<typeof listen>>;
let cast: Awaited<ReturnType<typeof createRoomCast>>;
beforeAll(async () => {
  api = await createTestApi();
  cast = await createRoomCast(api);
  server = await listen(api.app as unknown as Hono);
});
afterAll(async () => {
  await server.close();
  await api.close();
});

const roomUrl = (roomId: number) => `${server.url}/api/room/stream?roomId=${roomId}`;
const chat = (f: SseFrame) => chatEvent.parse(JSON.parse(f.data!));

async function post(path: string, body: object, token?: string) {
  api.advance(2_100);
  const res = await fetch(`${server.url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { accessToken: token } : {}) },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { code: number; message: string };
}

describe("GET /api/room/stream", () => {
  it("delivers a message posted by one viewer to every viewer of the room", async () => {
    const [a, b] = [await connectSse(roomUrl(cast.roomId)), await connectSse(roomUrl(cast.roomId))];
    expect(a.res.headers.get("content-type")).toContain("text/event-stream");
    await Promise.all([a.ready(), b.ready()]);
    expect(
      (await post("/api/chat/msg", { roomId: cast.roomId, content: "两边都看得到吗" }, cast.viewer.token))
        .code,
    ).toBe(200);
    for (const client of [a, b]) {
      const [frame] = await client.events(1);
      expect(frame.event).toBe("chat");
      expect(chat(frame)).toMatchObject({
        content: "两边都看得到吗",
        userId: cast.viewer.user.id,
        role: "viewer",
      });
      client.close();
    }
  });

  it("resumes after Last-Event-ID with the messages missed while away", async () => {
    const first = await connectSse(roomUrl(cast.roomId));
    await first.ready();
    await post("/api/chat/msg", { roomId: cast.roomId, content: "第一条" }, cast.anchor.token);
    expect(chat((await first.events(1))[0]).content).toBe("第一条");
    first.close();
    await post("/api/chat/msg", { roomId: cast.roomId, content: "错过的第二条" }, cast.anchor.token);
    await post("/api/chat/msg", { roomId: cast.roomId, content: "错过的第三条" }, cast.manager.token);

    const again = await connectSse(roomUrl(cast.roomId), { "last-event-id": first.lastEventId });
    const missed = await again.events(2);
    expect(missed.map((f) => chat(f).content)).toEqual(["错过的第二条", "错过的第三条"]);
    expect(chat(missed[1]).role).toBe("manager");
    again.close();
  });

  it("tells the room about a mute, and a muted user's post produces no event", async () => {
    const client = await connectSse(roomUrl(cast.roomId));
    await client.ready();
    const muteUrl = `${server.url}/api/forbid/add?roomId=${cast.roomId}&nickName=${encodeURIComponent(cast.viewer.user.nickName)}`;
    await fetch(muteUrl, { headers: { accessToken: cast.manager.token } });
    const refused = await post(
      "/api/chat/msg",
      { roomId: cast.roomId, content: "被禁言了还说" },
      cast.viewer.token,
    );
    expect(refused.code).toBe(20001);
    await post("/api/chat/msg", { roomId: cast.roomId, content: "正常发言" }, cast.other.token);

    const [mute, next] = await client.events(2);
    expect(mute.event).toBe("system");
    expect(systemEvent.parse(JSON.parse(mute.data!))).toMatchObject({
      kind: "mute",
      userId: cast.viewer.user.id,
    });
    expect(chat(next)).toMatchObject({ content: "正常发言", userId: cast.other.user.id });
    client.close();
  });

  it("carries the site-wide horns with the room's events", async () => {
    const client = await connectSse(roomUrl(cast.roomId));
    await client.ready();
    await api.deps.bus.publish(roomChannels.horn, { type: "horn", data: { text: "全站喇叭" } });
    const [frame] = await client.events(1);
    expect(frame).toMatchObject({ event: "horn", data: JSON.stringify({ text: "全站喇叭" }) });
    client.close();
  });

  it("answers 404 for an unknown room and 400 for a bad one, as JSON", async () => {
    const unknown = await fetch(roomUrl(999_999));
    expect(await unknown.json()).toMatchObject({ code: 404 });
    expect((await fetch(`${server.url}/api/room/stream?roomId=abc`)).status).toBe(400);
  });
});

describe("GET /chat/stream", () => {
  it("streams a match group, with or without a chat token", async () => {
    const matchId = await createMatch(api);
    const tokenRes = await fetch(`${server.url}/chat/getToken?group=${matchId}`, {
      method: "POST",
      headers: { accessToken: cast.other.token },
    });
    const { token } = ((await tokenRes.json()) as { data: { token: string } }).data;
    const withToken = await connectSse(`${server.url}/chat/stream?group=${matchId}&token=${token}`);
    const open = await connectSse(`${server.url}/chat/stream?group=${matchId}`);
    await Promise.all([withToken.ready(), open.ready()]);
    await post("/chat/msg", { matchId, content: "比赛聊天室", token }, undefined);
    for (const client of [withToken, open]) {
      expect(chat((await client.events(1))[0])).toMatchObject({ content: "比赛聊天室", matchId });
      client.close();
    }
    const forged = await fetch(`${server.url}/chat/stream?group=${matchId}&token=${"y".repeat(32)}`);
    expect(forged.status).toBe(401);
    expect((await fetch(`${server.url}/chat/stream?group=4`)).status).toBe(404);
  });
});

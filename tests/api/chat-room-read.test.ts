import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chatInfoData } from "@/lib/contracts/chat";
import { roomChannels, systemEvent } from "@/lib/contracts/room-stream";
import { chatMessages } from "@/server/db/schema/chat";
import { users } from "@/server/db/schema/users";
import { createAnchor, createUser } from "../support/fixtures";
import { createTestApi, type TestApi } from "../support/test-api";
import { createRoomCast, say, watch } from "./chat-fixtures";

let api: TestApi;
let cast: Awaited<ReturnType<typeof createRoomCast>>;
beforeAll(async () => {
  api = await createTestApi();
  cast = await createRoomCast(api, "今晚八点英超直播");
});
afterAll(() => api.close());

describe("POST /api/chat/page", () => {
  it("returns the newest 20 oldest first, then older pages with before", async () => {
    const anchor = await createAnchor(api);
    const rows = Array.from({ length: 25 }, (_, i) => ({
      roomId: anchor.room.id,
      userId: anchor.user.id,
      content: `消息${i + 1}`,
      role: "anchor" as const,
    }));
    await api.db.insert(chatMessages).values(rows);
    const first = await api.postJson("/api/chat/page", { roomId: anchor.room.id });
    expect(first.body.data.list).toHaveLength(20);
    expect(first.body.data.list[0].content).toBe("消息6");
    expect(first.body.data.list[19]).toMatchObject({
      content: "消息25",
      role: "anchor",
      nickName: anchor.user.nickName,
    });
    expect(first.body.data.hasMore).toBe(true);
    const older = await api.postForm("/api/chat/page", {
      roomId: anchor.room.id,
      before: first.body.data.list[0].id,
    });
    expect(older.body.data.list.map((m: { content: string }) => m.content)).toEqual([
      "消息1",
      "消息2",
      "消息3",
      "消息4",
      "消息5",
    ]);
    expect(older.body.data.hasMore).toBe(false);
  });

  it("refuses a missing room, an unknown room and a page too large", async () => {
    expect((await api.postJson("/api/chat/page", {})).body.code).toBe(400);
    expect((await api.postJson("/api/chat/page", { roomId: 999_999 })).body.code).toBe(404);
    expect((await api.postJson("/api/chat/page", { roomId: cast.roomId, pageSize: 51 })).body.code).toBe(400);
    expect((await api.postRaw("/api/chat/page", "{oops", "application/json")).body.code).toBe(400);
  });
});

describe("POST /api/chat/welcome", () => {
  it("gives the welcome line and the room notice, and greets a signed-in viewer once", async () => {
    const room = watch(api, roomChannels.room(cast.roomId));
    const res = await api.postJson("/api/chat/welcome", { roomId: cast.roomId }, { token: cast.other.token });
    expect(res.body.data.welcome).toContain(`欢迎来到${cast.anchor.user.nickName}的直播间`);
    expect(res.body.data.notice).toBe("今晚八点英超直播");
    await api.postJson("/api/chat/welcome", { roomId: cast.roomId }, { token: cast.other.token });
    expect(room.seen).toHaveLength(1);
    expect(systemEvent.parse(room.seen[0].data)).toMatchObject({
      kind: "welcome",
      text: `欢迎 ${cast.other.user.nickName} 进入直播间`,
    });
    room.stop();
  });

  it("works for visitors without announcing them; 404 and 400 otherwise", async () => {
    const room = watch(api, roomChannels.room(cast.roomId));
    expect((await api.postJson("/api/chat/welcome", { roomId: cast.roomId })).body.code).toBe(200);
    expect(room.seen).toHaveLength(0);
    expect((await api.postJson("/api/chat/welcome", { roomId: 999_999 })).body.code).toBe(404);
    expect((await api.postJson("/api/chat/welcome", { roomId: -1 })).body.code).toBe(400);
    room.stop();
  });
});

describe("GET /api/chat/info and /api/chat/barrage/all", () => {
  it("tells each user their role and mute state", async () => {
    const info = async (token?: string) =>
      chatInfoData.parse((await api.get("/api/chat/info", { roomId: cast.roomId }, { token })).body.data);
    expect(await info()).toMatchObject({
      signedIn: false,
      role: "viewer",
      canModerate: false,
      maxLength: 100,
    });
    expect(await info(cast.anchor.token)).toMatchObject({
      role: "anchor",
      canModerate: true,
      canAppoint: true,
    });
    expect(await info(cast.manager.token)).toMatchObject({
      role: "manager",
      canModerate: true,
      canAppoint: false,
    });
    expect(await info(cast.viewer.token)).toMatchObject({ role: "viewer", muted: false, mutedUntil: null });
    expect((await api.get("/api/chat/info", { roomId: 999_999 })).body.code).toBe(404);
    expect((await api.get("/api/chat/info", { roomId: "x" })).body.code).toBe(400);
  });

  it("lists barrage colours with the level each needs", async () => {
    const res = await api.get("/api/chat/barrage/all");
    expect(res.body.data.length).toBeGreaterThan(3);
    expect(res.body.data[0]).toEqual({ id: 1, name: "白色", colour: "#ffffff", minLevel: 0 });
  });
});

it("shows the sender's current nickname in history", async () => {
  const { user, token } = await createUser(api);
  const sent = await say(api, token, cast.roomId, "改名前");
  await api.db
    .update(users)
    .set({ nickName: `新${user.id}` })
    .where(eq(users.id, user.id));
  const page = await api.postJson("/api/chat/page", { roomId: cast.roomId });
  const mine = page.body.data.list.find((m: { id: number }) => m.id === sent.body.data.id);
  expect(mine.nickName).toBe(`新${user.id}`);
});

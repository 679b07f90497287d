import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { forbidRecord } from "@/lib/contracts/moderation";
import { roomChannels, systemEvent } from "@/lib/contracts/room-stream";
import { createUser } from "../support/fixtures";
import { createTestApi, type TestApi } from "../support/test-api";
import { createRoomCast, say, watch } from "./chat-fixtures";

let api: TestApi;
let cast: Awaited<ReturnType<typeof createRoomCast>>;
const NOON = Date.parse("2026-11-22T12:00:00+08:00");
beforeAll(async () => {
  api = await createTestApi();
});
// A fresh room per test, and the clock back at noon so the shown mute ends are known.
beforeEach(async () => {
  api.clock.now = NOON;
  cast = await createRoomCast(api);
});
afterAll(() => api.close());

const mute = (token: string | undefined, nickName: string, extra: Record<string, string | number> = {}) =>
  api.get("/api/forbid/add", { nickName, roomId: cast.roomId, ...extra }, { token });

describe("GET /api/forbid/add", () => {
  it("lets the anchor mute a viewer: the room is told and the viewer's messages are refused", async () => {
    const { anchor, viewer, other, roomId } = cast;
    const room = watch(api, roomChannels.room(roomId));
    const res = await mute(anchor.token, viewer.user.nickName, { duration: 30 });
    expect(res.body.code).toBe(200);
    const record = forbidRecord.parse(res.body.data);
    expect(record).toMatchObject({ userId: viewer.user.id, operatorNickName: anchor.user.nickName });
    expect(Date.parse(record.until)).toBe(api.clock.now + 30 * 60_000);

    const notice = systemEvent.parse(room.seen[0].data);
    expect(notice).toMatchObject({ kind: "mute", userId: viewer.user.id, until: record.until });
    expect(notice.text).toBe(`${viewer.user.nickName} 已被主播禁言，解除时间：12:30`);

    const refused = await api.postJson(
      "/api/chat/msg",
      { roomId, content: "放我说话" },
      { token: viewer.token },
    );
    expect(refused.body).toEqual({ code: 20001, message: "您已被禁言，解除时间：12:30", data: null });
    expect((await say(api, other.token, roomId, "我还能说")).body.code).toBe(200);
    expect(room.types()).toEqual(["system", "chat"]);
    expect((await api.get("/api/chat/info", { roomId }, { token: viewer.token })).body.data).toMatchObject({
      muted: true,
      mutedUntil: record.until,
    });
    room.stop();
  });

  it("mutes for 24 hours by default and lets the user speak once it ends", async () => {
    const { anchor, viewer, roomId } = cast;
    const res = await mute(anchor.token, viewer.user.nickName);
    expect(Date.parse(res.body.data.until)).toBe(api.clock.now + 24 * 3_600_000);
    const refused = await say(api, viewer.token, roomId, "还在禁言");
    expect(refused.body.message).toBe("您已被禁言，解除时间：11-23 12:00");
    api.advance(24 * 3_600_000);
    expect((await say(api, viewer.token, roomId, "我回来了")).body.code).toBe(200);
  });

  it("lets a manager mute a viewer, but not the anchor or another manager", async () => {
    const { anchor, manager, viewer } = cast;
    expect((await mute(manager.token, viewer.user.nickName)).body.data.operatorNickName).toBe(
      manager.user.nickName,
    );
    expect((await mute(manager.token, anchor.user.nickName)).body).toMatchObject({
      code: 403,
      message: "不能禁言主播",
    });
    const second = await createUser(api);
    await api.get(
      "/api/manager/add",
      { nickName: second.user.nickName, roomId: cast.roomId },
      { token: anchor.token },
    );
    expect((await mute(manager.token, second.user.nickName)).body).toMatchObject({
      code: 403,
      message: "只有主播可以禁言房管",
    });
    expect((await mute(anchor.token, manager.user.nickName)).body.code).toBe(200);
    expect((await say(api, manager.token, cast.roomId, "房管也被禁言")).body.code).toBe(20001);
  });

  it("refuses an ordinary viewer (403), a visitor (401) and muting oneself", async () => {
    const { viewer, other, anchor } = cast;
    const res = await mute(viewer.token, other.user.nickName);
    expect(res).toMatchObject({ status: 403, body: { code: 403, message: "只有主播和房管可以禁言" } });
    expect((await mute(undefined, other.user.nickName)).status).toBe(401);
    expect((await mute(anchor.token, anchor.user.nickName)).body.code).toBe(20013);
    expect((await say(api, other.token, cast.roomId, "没被禁言")).body.code).toBe(200);
  });

  it("answers 404 for an unknown user or room and 400 for bad input", async () => {
    const { anchor } = cast;
    expect((await mute(anchor.token, "没有这个人")).body).toMatchObject({ code: 404, message: "用户不存在" });
    const unknownRoom = await api.get(
      "/api/forbid/add",
      { nickName: "x", roomId: 999_999 },
      { token: anchor.token },
    );
    expect(unknownRoom.body.code).toBe(404);
    expect((await mute(anchor.token, cast.viewer.user.nickName, { duration: 0 })).body.code).toBe(400);
    expect(
      (await api.get("/api/forbid/add", { roomId: cast.roomId }, { token: anchor.token })).body.code,
    ).toBe(400);
  });
});

describe("GET /api/forbid/list and /api/forbid/remove", () => {
  it("lists running mutes to the anchor (own room by default) with a nickname filter", async () => {
    const { anchor, manager, viewer, other } = cast;
    await mute(anchor.token, viewer.user.nickName, { duration: 10 });
    api.advance(1_000);
    await mute(anchor.token, other.user.nickName, { duration: 60 });
    const all = await api.get("/api/forbid/list", {}, { token: anchor.token });
    expect(all.body.data).toMatchObject({
      total: 2,
      page: 1,
      list: [{ userId: other.user.id }, { userId: viewer.user.id }],
    });
    const filtered = await api.get(
      "/api/forbid/list",
      { roomId: cast.roomId, nickName: viewer.user.nickName },
      { token: manager.token },
    );
    expect(filtered.body.data.list.map((r: { userId: number }) => r.userId)).toEqual([viewer.user.id]);
    const paged = await api.get("/api/forbid/list", { page: 2, pageSize: 1 }, { token: anchor.token });
    expect(paged.body.data).toMatchObject({ total: 2, list: [{ userId: viewer.user.id }] });
    api.advance(15 * 60_000);
    expect((await api.get("/api/forbid/list", {}, { token: anchor.token })).body.data.total).toBe(1);
  });

  it("hides the list from viewers and visitors, and needs a room for a non-anchor", async () => {
    expect(
      (await api.get("/api/forbid/list", { roomId: cast.roomId }, { token: cast.viewer.token })).status,
    ).toBe(403);
    expect((await api.get("/api/forbid/list", { roomId: cast.roomId })).status).toBe(401);
    expect((await api.get("/api/forbid/list", {}, { token: cast.viewer.token })).body.code).toBe(400);
    expect((await api.get("/api/forbid/list", { pageSize: 0 }, { token: cast.anchor.token })).body.code).toBe(
      400,
    );
  });

  it("lets a manager lift a mute: the room is told and the user speaks again", async () => {
    const { anchor, manager, viewer, roomId } = cast;
    const { id } = (await mute(anchor.token, viewer.user.nickName)).body.data;
    expect((await api.get("/api/forbid/remove", { id }, { token: viewer.token })).status).toBe(403);
    const room = watch(api, roomChannels.room(roomId));
    expect((await api.get("/api/forbid/remove", { id }, { token: manager.token })).body.data).toEqual({
      id,
      roomId,
    });
    expect(systemEvent.parse(room.seen[0].data)).toMatchObject({ kind: "unmute", userId: viewer.user.id });
    expect((await say(api, viewer.token, roomId, "解禁了")).body.code).toBe(200);
    expect((await api.get("/api/forbid/remove", { id }, { token: manager.token })).body.code).toBe(404);
    expect((await api.get("/api/forbid/remove", { id: "x" }, { token: manager.token })).body.code).toBe(400);
    expect((await api.get("/api/forbid/remove", { id })).status).toBe(401);
    room.stop();
  });
});

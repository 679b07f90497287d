import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageAttentionRoomData } from "@/lib/contracts/match-attention";
import { roomChannels } from "@/lib/contracts/room-stream";
import { personalInfo, roomInfo, roomPage } from "@/lib/contracts/rooms";
import { RoomRole } from "@/lib/codes/rooms";
import { createAnchor, createUser } from "../support/fixtures";
import { createTestApi, type TestApi } from "../support/test-api";

const OPER = "/api/attention/operAttention";
type Person = Awaited<ReturnType<typeof createUser>>;
type Anchor = Awaited<ReturnType<typeof createAnchor>>;

let api: TestApi;
let anchor: Anchor;
let busy: Anchor;
let fan: Person;
let manager: Person;
beforeAll(async () => {
  api = await createTestApi();
  anchor = await createAnchor(api, { heat: 500 });
  busy = await createAnchor(api, { heat: 9_000, liveStatus: 1 });
  fan = await createUser(api);
  manager = await createUser(api);
  await api.get("/api/manager/add", { nickName: manager.user.nickName, roomId: anchor.room.id }, anchor);
});
afterAll(() => api.close());

const info = async (roomId: number, who?: { token: string }) => {
  const res = await api.get("/api/room/info", { roomId }, who);
  expect(res.body.code, JSON.stringify(res.body)).toBe(200);
  return roomInfo.parse(res.body.data);
};
const followAnchor = (who: { token: string }, targetId: number, operateType = 1) =>
  api.get(OPER, { type: 2, targetId, operateType }, who);

describe("GET /api/room/info", () => {
  it("tells each caller their standing: visitor, viewer, manager, anchor", async () => {
    const roomId = anchor.room.id;
    expect(await info(roomId)).toMatchObject({
      roomId,
      heat: 500,
      liveStatus: 0,
      followed: false,
      role: RoomRole.Visitor,
      mutedUntil: null,
    });
    expect((await info(roomId, fan)).role).toBe(RoomRole.Viewer);
    expect((await info(roomId, manager)).role).toBe(RoomRole.Manager);
    expect((await info(roomId, anchor)).role).toBe(RoomRole.Anchor);
    expect((await info(roomId)).pullUrl).toMatch(new RegExp(`/live/room${roomId}\\.flv$`));
  });

  it("shows a muted viewer when the mute ends", async () => {
    const muted = await createUser(api);
    const res = await api.get(
      "/api/forbid/add",
      { nickName: muted.user.nickName, roomId: anchor.room.id, duration: 30 },
      manager,
    );
    expect(res.body.code).toBe(200);
    expect((await info(anchor.room.id, muted)).mutedUntil).toBe(
      new Date(api.clock.now + 30 * 60_000).toISOString(),
    );
    expect((await info(anchor.room.id, fan)).mutedUntil).toBeNull();
  });

  it("counts the room's connected viewers as online, each viewer once, on top of its simulated audience", async () => {
    const channel = roomChannels.room(busy.room.id);
    const audience = (await info(busy.room.id)).online;
    const streams = ["user:1", "user:1", "user:2", "addr:10.0.0.1"];
    const leaves = await Promise.all(streams.map((v) => api.deps.presence.enter(v, null, channel)));
    expect((await info(busy.room.id)).online).toBe(audience + 3);
    leaves.forEach((leave) => leave!());
    expect((await info(busy.room.id)).online).toBe(audience);
  });

  it("answers 404 for an unknown room and 400 for a malformed id", async () => {
    expect((await api.get("/api/room/info", { roomId: 999_999 })).body).toMatchObject({
      code: 404,
      message: "直播间不存在",
    });
    for (const roomId of ["", "abc", "1.5"]) {
      const res = await api.get("/api/room/info", { roomId });
      expect(res.status, roomId).toBe(400);
      expect(res.body.message).toContain("（roomId）");
    }
    for (const roomId of ["0", "-3", "99999999999"]) {
      expect((await api.get("/api/room/info", { roomId })).body).toMatchObject({
        code: 400,
        message: "直播间编号不正确（roomId）",
      });
    }
  });
});

describe("following an anchor (operAttention type 2)", () => {
  it("shows in room/info, pageAttention, room/page roomType 2 and the anchor's fans", async () => {
    const me = await createUser(api);
    const res = await followAnchor(me, anchor.user.id);
    expect(res.body).toMatchObject({ code: 200, data: { targetId: anchor.user.id, followed: true } });
    await followAnchor(me, anchor.user.id); // twice is still one follow
    await followAnchor(me, busy.user.id);
    expect((await info(anchor.room.id, me)).followed).toBe(true);

    const page = pageAttentionRoomData.parse(
      (await api.get("/api/attention/pageAttention", { attentionType: 2 }, me)).body.data,
    );
    expect(page.total).toBe(2);
    expect(page.list.map((r) => r.roomId)).toEqual([busy.room.id, anchor.room.id]); // live first
    const followed = roomPage.parse((await api.get("/api/room/page", { roomType: 2 }, me)).body.data);
    expect(followed.list.map((r) => r.roomId)).toEqual([busy.room.id, anchor.room.id]);
    const person = personalInfo.parse(
      (await api.get("/api/personal/info", { userId: anchor.user.id }, me)).body.data,
    );
    expect(person).toMatchObject({ followed: true, fansCount: 1, isAnchor: 1 });
    expect(person.room?.roomId).toBe(anchor.room.id);

    expect((await followAnchor(me, anchor.user.id, 0)).body.data).toEqual({
      targetId: anchor.user.id,
      followed: false,
    });
    expect((await info(anchor.room.id, me)).followed).toBe(false);
    const after = (await api.get("/api/attention/pageAttention", { attentionType: 2 }, me)).body.data;
    expect(after.list.map((r: { roomId: number }) => r.roomId)).toEqual([busy.room.id]);
  });

  it("refuses following oneself, a user who is not an anchor, a visitor and bad input", async () => {
    expect((await followAnchor(anchor, anchor.user.id)).body).toMatchObject({
      code: 41111,
      message: "不能关注自己",
    });
    expect((await followAnchor(fan, manager.user.id)).body).toMatchObject({
      code: 404,
      message: "主播不存在",
    });
    expect((await followAnchor(fan, 99_999_999)).status).toBe(404);
    expect((await api.get(OPER, { type: 2, targetId: anchor.user.id, operateType: 1 })).status).toBe(401);
    const noOperation = await api.get(OPER, { type: 2, targetId: anchor.user.id }, fan);
    expect(noOperation.status).toBe(400);
    // A match follow still needs its sport; an anchor follow does not.
    const noSport = await api.get(OPER, { type: 1, targetId: 1, operateType: 1 }, fan);
    expect(noSport.body).toMatchObject({ code: 400, message: expect.stringContaining("请选择比赛类型") });
  });
});

describe("GET /api/room/page roomType 2 and /api/personal/info", () => {
  it("asks a visitor to sign in for the followed rooms", async () => {
    const res = await api.get("/api/room/page", { roomType: 2 });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ code: 401, message: "请先登录" });
  });

  it("shows anyone a person's page; followed is false for a visitor", async () => {
    const res = await api.get("/api/personal/info", { userId: fan.user.id });
    expect(personalInfo.parse(res.body.data)).toMatchObject({
      id: fan.user.id,
      nickName: fan.user.nickName,
      isAnchor: 0,
      followed: false,
      room: null,
      level: 0,
    });
    expect((await api.get("/api/personal/info", { userId: anchor.user.id })).body.data.followed).toBe(false);
    expect((await api.get("/api/personal/info", { userId: 99_999_999 })).body).toMatchObject({
      code: 404,
      message: "用户不存在",
    });
    expect((await api.get("/api/personal/info", { userId: "0" })).body).toMatchObject({
      code: 400,
      message: "用户编号不正确（userId）",
    });
    expect((await api.get("/api/personal/info", { userId: "x" })).status).toBe(400);
  });
});

import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { managerRecord } from "@/lib/contracts/moderation";
import { roomChannels, systemEvent } from "@/lib/contracts/room-stream";
import { createUser } from "../support/fixtures";
import { createTestApi, type TestApi } from "../support/test-api";
import { createRoomCast, watch } from "./chat-fixtures";

let api: TestApi;
let cast: Awaited<ReturnType<typeof createRoomCast>>;
beforeAll(async () => {
  api = await createTestApi();
});
beforeEach(async () => {
  cast = await createRoomCast(api);
});
afterAll(() => api.close());

const appoint = (token: string | undefined, nickName: string, roomId = cast.roomId) =>
  api.get("/api/manager/add", { nickName, roomId }, { token });

describe("GET /api/manager/add", () => {
  it("lets the anchor appoint a manager, who can then mute; the room is told", async () => {
    const { anchor, viewer, other, roomId } = cast;
    const room = watch(api, roomChannels.room(roomId));
    const res = await appoint(anchor.token, viewer.user.nickName);
    expect(managerRecord.parse(res.body.data)).toMatchObject({ userId: viewer.user.id, roomId });
    expect(systemEvent.parse(room.seen[0].data)).toMatchObject({
      kind: "managerAdd",
      userId: viewer.user.id,
      text: `${viewer.user.nickName} 被主播任命为房管`,
    });
    const muted = await api.get(
      "/api/forbid/add",
      { nickName: other.user.nickName, roomId },
      { token: viewer.token },
    );
    expect(muted.body.code).toBe(200);
    room.stop();
  });

  it("refuses a manager or a viewer appointing, and a visitor", async () => {
    const { manager, viewer, other } = cast;
    expect((await appoint(manager.token, other.user.nickName)).body).toMatchObject({
      code: 403,
      message: "只有主播可以设置房管",
    });
    expect((await appoint(viewer.token, other.user.nickName)).status).toBe(403);
    expect((await appoint(undefined, other.user.nickName)).status).toBe(401);
  });

  it("refuses a second appointment, oneself and an eleventh manager", async () => {
    const { anchor, manager } = cast;
    expect((await appoint(anchor.token, manager.user.nickName)).body).toMatchObject({
      code: 20011,
      message: "该用户已是房管",
    });
    expect((await appoint(anchor.token, anchor.user.nickName)).body.code).toBe(20013);
    for (let i = 0; i < 9; i++) {
      const { user } = await createUser(api);
      expect((await appoint(anchor.token, user.nickName)).body.code).toBe(200);
    }
    const { user } = await createUser(api);
    expect((await appoint(anchor.token, user.nickName)).body).toMatchObject({
      code: 20012,
      message: "房管最多设置10位",
    });
  });

  it("answers 404 for an unknown user or room and 400 for bad input", async () => {
    expect((await appoint(cast.anchor.token, "查无此人")).body.code).toBe(404);
    expect((await appoint(cast.anchor.token, cast.viewer.user.nickName, 999_999)).body.code).toBe(404);
    expect(
      (await api.get("/api/manager/add", { nickName: "", roomId: cast.roomId }, { token: cast.anchor.token }))
        .body.code,
    ).toBe(400);
    expect(
      (await api.get("/api/manager/add", { nickName: "x", roomId: "y" }, { token: cast.anchor.token })).body
        .code,
    ).toBe(400);
  });
});

describe("GET /api/manager/list and /api/manager/remove", () => {
  it("lists the managers to the anchor (own room by default) and to managers", async () => {
    const { anchor, manager, viewer, roomId } = cast;
    const own = await api.get("/api/manager/list", {}, { token: anchor.token });
    expect(own.body.data).toEqual([
      expect.objectContaining({ userId: manager.user.id, nickName: manager.user.nickName }),
    ]);
    expect((await api.get("/api/manager/list", { roomId }, { token: manager.token })).body.data).toHaveLength(
      1,
    );
    expect((await api.get("/api/manager/list", { roomId }, { token: viewer.token })).status).toBe(403);
    expect((await api.get("/api/manager/list", { roomId })).status).toBe(401);
    expect((await api.get("/api/manager/list", { roomId: "z" }, { token: anchor.token })).body.code).toBe(
      400,
    );
    expect((await api.get("/api/manager/list", { roomId: 999_999 }, { token: anchor.token })).body.code).toBe(
      404,
    );
  });

  it("lets only the anchor dismiss a manager, who then can no longer mute", async () => {
    const { anchor, manager, viewer, roomId } = cast;
    const [record] = (await api.get("/api/manager/list", {}, { token: anchor.token })).body.data;
    expect((await api.get("/api/manager/remove", { id: record.id }, { token: manager.token })).status).toBe(
      403,
    );
    expect((await api.get("/api/manager/remove", { id: record.id })).status).toBe(401);
    const room = watch(api, roomChannels.room(roomId));
    const res = await api.get("/api/manager/remove", { id: record.id }, { token: anchor.token });
    expect(res.body.data).toEqual({ id: record.id, roomId });
    expect(systemEvent.parse(room.seen[0].data)).toMatchObject({
      kind: "managerRemove",
      userId: manager.user.id,
    });
    const mute = await api.get(
      "/api/forbid/add",
      { nickName: viewer.user.nickName, roomId },
      { token: manager.token },
    );
    expect(mute.status).toBe(403);
    expect((await api.get("/api/manager/remove", { id: record.id }, { token: anchor.token })).body.code).toBe(
      404,
    );
    expect((await api.get("/api/manager/remove", { id: 0 }, { token: anchor.token })).body.code).toBe(400);
    room.stop();
  });
});

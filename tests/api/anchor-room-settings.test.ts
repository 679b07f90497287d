import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AnchorErrorCode } from "@/lib/codes/anchor-errors";
import { Sport } from "@/lib/codes/sports";
import { roomSettings } from "@/lib/contracts/anchor";
import { roomChannels, type SystemEvent } from "@/lib/contracts/room-stream";
import { rooms } from "@/server/db/schema/rooms";
import { uploads } from "@/server/db/schema/uploads";
import { createAnchor, createUser } from "../support/fixtures";
import { createTestApi, type TestApi } from "../support/test-api";
import { addMatch, createCatalogue, finished, HOUR, inPlay } from "./anchor-fixtures";
import { listen } from "./wallet-support";

const SETTINGS = "/api/room/settings";
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
  await createCatalogue(api);
});
afterAll(() => api.close());

const form = { title: "英超夜话 老炮开讲", navId: 1, cover: "", notice: "每晚八点不见不散", matchId: 0 };
const settingsOf = (data: unknown) => roomSettings.parse(data);
const roomRow = async (id: number) => (await api.db.select().from(rooms).where(eq(rooms.id, id)))[0];

async function uploaded(userId: number) {
  const path = `202611/${String(userId).padStart(32, "a")}.png`;
  await api.db.insert(uploads).values({ path, userId, mime: "image/png", bytes: 100 }).onConflictDoNothing();
  return `/uploads/${path}`;
}

describe("GET and POST /api/room/settings", () => {
  it("gives the anchor their room's settings", async () => {
    const anchor = await createAnchor(api, { title: "初始标题", notice: "公告" });
    const data = settingsOf((await api.get(SETTINGS, {}, { token: anchor.token })).body.data);
    expect(data).toEqual({
      roomId: anchor.room.id,
      title: "初始标题",
      navId: 1,
      cover: "",
      notice: "公告",
      matchId: 0,
      onAir: 1,
      liveStatus: 0,
      match: null,
    });
  });

  it("refuses a visitor (401), an ordinary user (403 like push-info) and an anchor without a room (404)", async () => {
    expect((await api.get(SETTINGS)).status).toBe(401);
    expect((await api.postJson(SETTINGS, form)).status).toBe(401);
    const fan = await createUser(api);
    const res = await api.get(SETTINGS, {}, { token: fan.token });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("仅主播可设置直播间");
    expect((await api.postJson(SETTINGS, form, { token: fan.token })).status).toBe(403);
    const roomless = await createUser(api, { isAnchor: 1 });
    expect((await api.get(SETTINGS, {}, { token: roomless.token })).body).toMatchObject({ code: 404 });
  });

  it("saves title, category, own cover, notice and a bound match with its live score", async () => {
    const anchor = await createAnchor(api);
    const cover = await uploaded(anchor.user.id);
    const matchId = await addMatch(api, {
      sport: Sport.Basketball,
      inMs: -HOUR,
      state: inPlay(Sport.Basketball),
    });
    const body = { ...form, navId: 2, cover, matchId };
    const res = await api.postJson(SETTINGS, body, { token: anchor.token });
    expect(res.body).toMatchObject({ code: 200, message: "保存成功" });
    const data = settingsOf(res.body.data);
    expect(data).toMatchObject({ ...body, roomId: anchor.room.id });
    expect(data.match).toMatchObject({ id: matchId, sportId: 2 });
    expect(await roomRow(anchor.room.id)).toMatchObject({ navId: 2, cover, matchId });
    const unbind = settingsOf(
      (await api.postForm(SETTINGS, { ...body, matchId: 0 }, { token: anchor.token })).body.data,
    );
    expect(unbind).toMatchObject({ matchId: 0, match: null });
  });

  it("binds a match finished within three hours, not one that ended earlier or an unknown one", async () => {
    const anchor = await createAnchor(api);
    const save = (matchId: number) => api.postJson(SETTINGS, { ...form, matchId }, { token: anchor.token });
    const recent = await addMatch(api, {
      inMs: -4 * HOUR,
      state: finished(Sport.Football),
      updatedInMs: -2 * HOUR,
    });
    expect((await save(recent)).body.code).toBe(200);
    const old = await addMatch(api, {
      inMs: -8 * HOUR,
      state: finished(Sport.Football),
      updatedInMs: -6 * HOUR,
    });
    expect((await save(old)).body).toMatchObject({
      code: AnchorErrorCode.MatchNotBindable,
      message: "比赛已结束超过3小时，无法绑定",
    });
    // Saving the other fields keeps an already bound match, even once it is too old to bind anew.
    api.advance(5 * HOUR);
    expect((await save(recent)).body.code).toBe(200);
    expect((await save(999_999)).body).toMatchObject({ code: 404, message: "比赛不存在" });
    api.advance(-5 * HOUR);
  });

  it("refuses someone else's upload or an outside url as the cover, and malformed input", async () => {
    const anchor = await createAnchor(api);
    const other = await createUser(api);
    const theirs = await uploaded(other.user.id);
    for (const cover of [theirs, "https://evil.example/x.png", "/uploads/../../etc/passwd"]) {
      const res = await api.postJson(SETTINGS, { ...form, cover }, { token: anchor.token });
      expect(res.body, cover).toMatchObject({ code: AnchorErrorCode.ImageRefused });
    }
    for (const bad of [
      { ...form, title: "a" },
      { ...form, title: "长".repeat(31) },
      { ...form, navId: 0 },
      { ...form, matchId: -1 },
      { ...form, notice: "x".repeat(201) },
      { navId: 1 },
    ]) {
      expect((await api.postJson(SETTINGS, bad, { token: anchor.token })).status, JSON.stringify(bad)).toBe(
        400,
      );
    }
    expect((await api.postJson(SETTINGS, { ...form, navId: 77 }, { token: anchor.token })).body.code).toBe(
      404,
    );
  });
});

describe("/api/room/up and /api/room/down", () => {
  it("takes the room down: offline at once, roomDown announced, publishing refused until up again", async () => {
    const anchor = await createAnchor(api, { liveStatus: 1 });
    const seen = listen(api, roomChannels.room(anchor.room.id));
    const down = await api.get("/api/room/down", { roomId: anchor.room.id }, { token: anchor.token });
    expect(down.body).toMatchObject({ code: 200, message: "已下播", data: { onAir: 0, liveStatus: 0 } });
    expect(await roomRow(anchor.room.id)).toMatchObject({ onAir: 0, liveStatus: 0 });
    const kinds = seen.events.map((e) => (e.data as SystemEvent).kind);
    expect(kinds).toEqual(["roomDown"]);

    const up = await api.postJson(
      "/api/room/up",
      { roomId: anchor.room.id, title: "重新开播啦" },
      { token: anchor.token },
    );
    expect(up.body).toMatchObject({ code: 200, message: "已上播", data: { onAir: 1, title: "重新开播啦" } });
    // Not a demo room and nobody publishes: it goes live with the stream, not before.
    expect(await roomRow(anchor.room.id)).toMatchObject({
      onAir: 1,
      liveStatus: 0,
      notice: anchor.room.notice,
    });
    expect(seen.events).toHaveLength(1);
    seen.stop();
  });

  it("lets only the room's own anchor take it up or down", async () => {
    const anchor = await createAnchor(api);
    const other = await createAnchor(api);
    const fan = await createUser(api);
    const roomId = anchor.room.id;
    expect((await api.get("/api/room/down", { roomId })).status).toBe(401);
    expect((await api.postJson("/api/room/up", { roomId })).status).toBe(401);
    for (const who of [other, fan]) {
      expect((await api.get("/api/room/down", { roomId }, { token: who.token })).status).toBe(403);
      expect((await api.postJson("/api/room/up", { roomId }, { token: who.token })).status).toBe(403);
    }
    expect((await api.get("/api/room/down", { roomId: 987_654 }, { token: anchor.token })).status).toBe(404);
    expect((await roomRow(roomId)).onAir).toBe(1);
  });

  it("validates room up like the settings and leaves out what is not given", async () => {
    const anchor = await createAnchor(api, { notice: "旧公告" });
    const roomId = anchor.room.id;
    const up = (body: object) => api.postJson("/api/room/up", { roomId, ...body }, { token: anchor.token });
    expect((await up({ title: "x" })).status).toBe(400);
    expect((await api.get("/api/room/down", { roomId: "abc" }, { token: anchor.token })).status).toBe(400);
    expect((await api.postForm("/api/room/up", { roomId }, { token: anchor.token })).status).toBe(415);
    const matchId = await addMatch(api);
    const res = await up({ matchId });
    expect(res.body.data).toMatchObject({ matchId, notice: "旧公告", title: anchor.room.title });
    expect((await up({ matchId: 999_999 })).body.code).toBe(404);
  });

  it("masks rude words in the title and the notice like chat, within the notice's 200 characters", async () => {
    const anchor = await createAnchor(api);
    const notice = `加微信领福利${"傻逼".repeat(97)}`;
    expect(Array.from(notice)).toHaveLength(200);
    const saved = await api.postJson(
      SETTINGS,
      { ...form, title: "傻逼主播的直播间", notice },
      { token: anchor.token },
    );
    expect(saved.body.data).toMatchObject({ title: "***主播的直播间" });
    expect(saved.body.data.notice).toMatch(/^\*\*\*领福利\*{3}/);
    expect(Array.from(saved.body.data.notice as string)).toHaveLength(200);
    const up = await api.postJson(
      "/api/room/up",
      { roomId: anchor.room.id, title: "草泥马看球", notice: "外围盘口" },
      { token: anchor.token },
    );
    expect(up.body.data).toMatchObject({ title: "***看球", notice: "***" });
    expect(await roomRow(anchor.room.id)).toMatchObject({ title: "***看球", notice: "***" });
  });
});

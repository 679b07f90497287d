import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chatMessage } from "@/lib/contracts/chat";
import { chatEvent, roomChannels } from "@/lib/contracts/room-stream";
import { chatMessages } from "@/server/db/schema/chat";
import { createUser } from "../support/fixtures";
import { createTestApi, type TestApi } from "../support/test-api";
import { createRoomCast, say, watch } from "./chat-fixtures";

let api: TestApi;
let cast: Awaited<ReturnType<typeof createRoomCast>>;
beforeAll(async () => {
  api = await createTestApi();
  cast = await createRoomCast(api);
});
afterAll(() => api.close());

describe("POST /api/chat/msg", () => {
  it("stores the message and publishes it as a chat event with the sender's badge", async () => {
    const { roomId, viewer, anchor, manager } = cast;
    const room = watch(api, roomChannels.room(roomId));
    const res = await say(api, viewer.token, roomId, "  好球！[微笑]  ", { platform: 2 });
    expect(res.body.code).toBe(200);
    const sent = chatMessage.parse(res.body.data);
    expect(sent).toMatchObject({
      content: "好球！[微笑]",
      role: "viewer",
      nickName: viewer.user.nickName,
      roomId,
    });
    expect(room.types()).toEqual(["chat"]);
    expect(chatEvent.parse(room.seen[0].data)).toMatchObject({ id: sent.id, content: "好球！[微笑]" });

    const [row] = await api.db.select().from(chatMessages).where(eq(chatMessages.id, sent.id));
    expect(row.platform).toBe(1);

    expect((await say(api, anchor.token, roomId, "欢迎大家")).body.data.role).toBe("anchor");
    expect((await say(api, manager.token, roomId, "请文明发言")).body.data.role).toBe("manager");
    room.stop();
  });

  it("keeps markup as plain text and masks sensitive words", async () => {
    const { token } = await createUser(api);
    const html = await say(api, token, cast.roomId, "<b>加油</b><script>x</script>");
    expect(html.body.data.content).toBe("<b>加油</b><script>x</script>");
    const masked = await say(api, token, cast.roomId, "裁判是傻逼，加微信看球");
    expect(masked.body.data.content).toBe("裁判是***，***看球");
    const lines = await say(api, token, cast.roomId, "第一行\n第二行");
    expect(lines.body.data.content).toBe("第一行 第二行");
  });

  it("accepts 100 characters and refuses 101 or an empty message", async () => {
    const { token } = await createUser(api);
    expect((await say(api, token, cast.roomId, "球".repeat(100))).body.code).toBe(200);
    const long = await say(api, token, cast.roomId, "球".repeat(101));
    expect(long.body).toMatchObject({ code: 20004, message: "发言内容不能超过100字" });
    expect((await say(api, token, cast.roomId, "   ")).body).toMatchObject({ code: 20005 });
  });

  it("refuses the same text twice in a row", async () => {
    const { token } = await createUser(api);
    expect((await say(api, token, cast.roomId, "冲冲冲")).body.code).toBe(200);
    expect((await say(api, token, cast.roomId, "冲冲冲")).body).toMatchObject({
      code: 20003,
      message: "请勿重复发言",
    });
    expect((await say(api, token, cast.roomId, "再来一个")).body.code).toBe(200);
  });

  it("limits a user to one message per 2 seconds and 20 a minute", async () => {
    const { token } = await createUser(api);
    const send = (content: string) =>
      api.postJson("/api/chat/msg", { roomId: cast.roomId, content }, { token });
    api.advance(60_000);
    expect((await send("第1条")).body.code).toBe(200);
    expect((await send("第2条")).body).toMatchObject({ code: 20002, message: "发言太快了，请稍后再试" });
    api.advance(2_000);
    expect((await send("第3条")).body.code).toBe(200);
    for (let n = 4; n <= 21; n++) {
      api.advance(2_000);
      expect((await send(`第${n}条`)).body.code).toBe(200);
    }
    api.advance(2_000);
    expect((await send("第22条")).body.code).toBe(20002);
    api.advance(20_000);
    expect((await send("第23条")).body.code).toBe(200);
  });

  it("sends a barrage with a style the user's level unlocks", async () => {
    const { user, token } = await createUser(api, { level: 4 });
    const room = watch(api, roomChannels.room(cast.roomId));
    const sent = await say(api, token, cast.roomId, "弹幕来了", { barrageId: 4 });
    expect(sent.body.data).toMatchObject({ barrageId: 4, colour: "#fadb14", userId: user.id });
    expect(room.types()).toEqual(["barrage"]);
    const locked = await say(api, token, cast.roomId, "紫色弹幕", { barrageId: 8 });
    expect(locked.body).toMatchObject({ code: 20006, message: "该弹幕样式需要达到LV10才能使用" });
    expect((await say(api, token, cast.roomId, "没有这个", { barrageId: 99 })).body.code).toBe(404);
    room.stop();
  });

  it("answers 401 to a visitor, 404 for an unknown room and 400 for bad input", async () => {
    expect((await api.postJson("/api/chat/msg", { roomId: cast.roomId, content: "hi" })).status).toBe(401);
    const { token } = cast.other;
    expect((await say(api, token, 999_999, "hi")).body.code).toBe(404);
    expect((await api.postJson("/api/chat/msg", { roomId: "abc", content: "hi" }, { token })).body.code).toBe(
      400,
    );
    expect((await api.postJson("/api/chat/msg", { roomId: cast.roomId }, { token })).body.code).toBe(400);
    expect(
      (await api.postJson("/api/chat/msg", { roomId: cast.roomId, content: 5 }, { token })).body.code,
    ).toBe(400);
  });
});

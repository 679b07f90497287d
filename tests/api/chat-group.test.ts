import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chatTokenData } from "@/lib/contracts/chat";
import { chatEvent, roomChannels } from "@/lib/contracts/room-stream";
import { createUser } from "../support/fixtures";
import { createTestApi, type TestApi } from "../support/test-api";
import { encryptPasswords, userWithPassword } from "./auth-helpers";
import { createMatch, watch } from "./chat-fixtures";

let api: TestApi;
let matchId: number;
let fan: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  api = await createTestApi();
  matchId = await createMatch(api);
  fan = await createUser(api);
});
afterAll(() => api.close());

async function getToken(group: number | string, token?: string) {
  const headers: Record<string, string> = token ? { accessToken: token } : {};
  const res = await api.app.request(`/chat/getToken?group=${group}`, { method: "POST", headers });
  return { status: res.status, body: (await res.json()) as { code: number; data: any } };
}

describe("POST /chat/getToken", () => {
  it("issues a token bound to the user and the match group", async () => {
    const res = await getToken(matchId, fan.token);
    const data = chatTokenData.parse(res.body.data);
    expect(data.group).toBe(matchId);
    expect(Date.parse(data.expiresAt)).toBeGreaterThan(api.clock.now);
  });

  it("answers 401 to a visitor, 404 for an unknown match, 400 for a bad group", async () => {
    expect((await getToken(matchId)).status).toBe(401);
    expect((await getToken(123, fan.token)).body.code).toBe(404);
    expect((await getToken("abc", fan.token)).body.code).toBe(400);
  });
});

describe("POST /chat/msg", () => {
  it("sends with the accessToken header and publishes on the match channel", async () => {
    const group = watch(api, roomChannels.match(matchId));
    api.advance(3_000);
    const res = await api.postJson(
      "/chat/msg",
      { matchId, content: "曼城必胜", platform: 3 },
      { token: fan.token },
    );
    expect(res.body.data).toMatchObject({ matchId, roomId: null, content: "曼城必胜", role: "viewer" });
    expect(chatEvent.parse(group.seen[0].data).content).toBe("曼城必胜");
    group.stop();
  });

  it("sends with a chat token instead of the header, form-encoded", async () => {
    const { user, token } = await createUser(api);
    const chatToken = (await getToken(matchId, token)).body.data.token;
    const res = await api.postForm("/chat/msg", { group: matchId, content: "阿森纳加油", token: chatToken });
    expect(res.body.data).toMatchObject({ userId: user.id, content: "阿森纳加油" });
  });

  it("refuses a token of another group or an unknown token", async () => {
    const other = await createMatch(api, 900002);
    const chatToken = (await getToken(other, fan.token)).body.data.token;
    const wrong = await api.postJson("/chat/msg", { matchId, content: "hi", token: chatToken });
    expect(wrong.status).toBe(401);
    const forged = await api.postJson("/chat/msg", { matchId, content: "hi", token: "x".repeat(32) });
    expect(forged.body.code).toBe(401);
    expect((await api.postJson("/chat/msg", { matchId, content: "hi" })).status).toBe(401);
  });

  it("refuses a chat token once its session has signed out", async () => {
    const { token } = await createUser(api);
    const chatToken = (await getToken(matchId, token)).body.data.token;
    expect((await api.postJson("/user/logout", {}, { token })).body.code).toBe(200);
    api.advance(3_000);
    const res = await api.postJson("/chat/msg", { matchId, content: "还能发吗", token: chatToken });
    expect(res.status).toBe(401);
    const stream = await api.app.request(`/chat/stream?group=${matchId}&token=${chatToken}`);
    expect(stream.status).toBe(401);
  });

  it("refuses a chat token after a password change", async () => {
    const { password, token } = await userWithPassword(api);
    const chatToken = (await getToken(matchId, token)).body.data.token;
    const { key, iv, values } = await encryptPasswords(api, password, "changed88");
    const changed = await api.postJson(
      "/user/center/updatePassword",
      { oldPassword: values[0], newPassword: values[1], key, iv },
      { token },
    );
    expect(changed.body.code).toBe(200);
    api.advance(3_000);
    const res = await api.postJson("/chat/msg", { matchId, content: "改了密码", token: chatToken });
    expect(res.status).toBe(401);
  });

  it("applies the same rules as room chat", async () => {
    const { token } = await createUser(api);
    api.advance(3_000);
    const long = await api.postJson("/chat/msg", { matchId, content: "长".repeat(101) }, { token });
    expect(long.body).toMatchObject({ code: 20004, message: "发言内容不能超过100字" });
    expect((await api.postJson("/chat/msg", { matchId, content: "一样" }, { token })).body.code).toBe(200);
    api.advance(3_000);
    expect((await api.postJson("/chat/msg", { matchId, content: "一样" }, { token })).body.code).toBe(20003);
    expect((await api.postJson("/chat/msg", { matchId, content: "不一样" }, { token })).body.code).toBe(200);
    expect((await api.postJson("/chat/msg", { matchId, content: "太快" }, { token })).body.code).toBe(20002);
  });

  it("answers 400 without a group and 404 for an unknown match", async () => {
    expect((await api.postJson("/chat/msg", { content: "hi" }, { token: fan.token })).body.code).toBe(400);
    expect(
      (await api.postJson("/chat/msg", { matchId: 5, content: "hi" }, { token: fan.token })).body.code,
    ).toBe(404);
  });
});

describe("POST /chat/page, /chat/welcome, /chat/notice", () => {
  it("pages the match group's history", async () => {
    const res = await api.postJson("/chat/page", { matchId, pageSize: 20 });
    const contents = res.body.data.list.map((m: { content: string }) => m.content);
    expect(contents[0]).toBe("曼城必胜");
    expect(contents).toContain("阿森纳加油");
    expect(res.body.data.hasMore).toBe(false);
    const one = await api.postJson("/chat/page", { group: matchId, pageSize: 1 });
    expect(one.body.data).toMatchObject({ hasMore: true, list: [{ content: contents.at(-1) }] });
  });

  it("welcomes to the match's chat room and gives its notice", async () => {
    const welcome = await api.postJson("/chat/welcome", { matchId });
    expect(welcome.body.data.welcome).toContain("欢迎来到曼城 VS 阿森纳 聊天室");
    expect(welcome.body.data.notice).toContain("违者将被禁言");
    const notice = await api.postForm("/chat/notice", { matchId });
    expect(notice.body.data).toEqual({ notice: welcome.body.data.notice });
  });

  it("answers 404 for an unknown match and 400 for bad input", async () => {
    for (const path of ["/chat/page", "/chat/welcome", "/chat/notice"]) {
      expect((await api.postJson(path, { matchId: 77 })).body.code).toBe(404);
      expect((await api.postJson(path, {})).body.code).toBe(400);
      expect((await api.postJson(path, { matchId: "x" })).body.code).toBe(400);
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAnchor, createUser, follow } from "../support/fixtures";
import { createTestApi, type TestApi } from "../support/test-api";

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

describe("GET /user/info/personal-space", () => {
  it("shows an anchor's public profile with the room, and nothing private", async () => {
    const anchor = await createAnchor(
      api,
      { title: "欧冠之夜", liveStatus: 1 },
      { signature: "每晚八点见", mobile: "13912345678" },
    );
    const fan = await createUser(api);
    await follow(api, fan.user.id, anchor.user.id);
    const res = await api.get("/user/info/personal-space", { id: anchor.user.id });
    expect(res.body.code).toBe(200);
    expect(res.body.data).toEqual({
      id: anchor.user.id,
      nickName: anchor.user.nickName,
      portrait: "",
      level: null,
      isAnchor: 1,
      isExpert: 0,
      signature: "每晚八点见",
      fans: 1,
      follows: 0,
      isFollowed: false,
      roomId: anchor.room.id,
      roomTitle: "欧冠之夜",
      liveStatus: 1,
    });
    expect(JSON.stringify(res.body)).not.toMatch(/1391|mobile|realName|idCard/);
    const asFan = await api.get("/user/info/personal-space", { id: anchor.user.id }, { token: fan.token });
    expect(asFan.body.data.isFollowed).toBe(true);
  });

  it("gives a non-anchor no room", async () => {
    const { user } = await createUser(api);
    const res = await api.get("/user/info/personal-space", { id: user.id });
    expect(res.body.data).toMatchObject({ isAnchor: 0, roomId: null, roomTitle: null, liveStatus: null });
  });

  it("answers an unknown id with the 404 envelope and a malformed id with 400", async () => {
    const res = await api.get("/user/info/personal-space", { id: 999_999 });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 404, message: "用户不存在", data: null });
    for (const id of ["abc", "0", "-1", "1.5", "99999999999999999999", ""]) {
      expect((await api.get("/user/info/personal-space", { id })).status, id).toBe(400);
    }
    expect((await api.get("/user/info/personal-space")).status).toBe(400);
  });
});

describe("GET /user/info/attention", () => {
  it("lists whom a user follows (type 1) and their fans (type 2), newest first, paged", async () => {
    const me = await createUser(api);
    const anchor = await createAnchor(api, { liveStatus: 1 });
    const stars = [anchor, await createUser(api), await createUser(api)];
    for (const [i, star] of stars.entries()) {
      await follow(api, me.user.id, star.user.id);
      api.advance(1000 * (i + 1));
    }
    const fan = await createUser(api);
    await follow(api, fan.user.id, me.user.id);

    const following = await api.get("/user/info/attention", {
      userId: me.user.id,
      type: 1,
      page: 1,
      pageSize: 2,
    });
    expect(following.body.data).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(following.body.data.list).toHaveLength(2);
    const page2 = await api.get("/user/info/attention", {
      userId: me.user.id,
      type: 1,
      page: 2,
      pageSize: 2,
    });
    const ids = [...following.body.data.list, ...page2.body.data.list].map((u: { id: number }) => u.id);
    expect(new Set(ids)).toEqual(new Set(stars.map((s) => s.user.id)));
    const anchorCard = [...following.body.data.list, ...page2.body.data.list].find(
      (u: { id: number }) => u.id === anchor.user.id,
    );
    expect(anchorCard).toMatchObject({ isAnchor: 1, roomId: anchor.room.id, liveStatus: 1, fans: 1 });

    const fans = await api.get("/user/info/attention", { userId: me.user.id, type: 2 });
    expect(fans.body.data).toMatchObject({
      total: 1,
      pageSize: 30,
      list: [{ id: fan.user.id, nickName: fan.user.nickName }],
    });
  });

  it("validates the query and answers an unknown user with 404", async () => {
    const { user } = await createUser(api);
    expect((await api.get("/user/info/attention", { userId: 999_999, type: 1 })).status).toBe(404);
    const queries: Record<string, string | number>[] = [
      { type: 1 },
      { userId: user.id, type: 3 },
      { userId: user.id, page: 0 },
      { userId: user.id, pageSize: 101 },
      { userId: user.id, page: "x" },
    ];
    for (const q of queries) {
      const res = await api.get("/user/info/attention", q);
      expect(res.status, JSON.stringify(q)).toBe(400);
    }
  });
});

describe("GET /user/common/getEmojis", () => {
  it("lists 24 expressions with codes and relative SVG urls that exist under public/", async () => {
    const { existsSync, statSync } = await import("node:fs");
    const res = await api.get("/user/common/getEmojis");
    expect(res.body.data.prefix).toBe("/images/emoji/");
    expect(res.body.data.list).toHaveLength(24);
    expect(res.body.data.list[0]).toEqual({ code: "[微笑]", name: "微笑", url: "/images/emoji/weixiao.svg" });
    const names = res.body.data.list.map((e: { name: string }) => e.name);
    for (const must of [
      "大笑",
      "哭",
      "生气",
      "惊讶",
      "害羞",
      "点赞",
      "鼓掌",
      "加油",
      "足球",
      "篮球",
      "奖杯",
      "666",
      "爱心",
      "火",
      "喝彩",
    ]) {
      expect(names).toContain(must);
    }
    for (const { url } of res.body.data.list as { url: string }[]) {
      const file = `public${url}`;
      expect(existsSync(file), file).toBe(true);
      expect(statSync(file).size).toBeLessThan(1536);
    }
    for (let n = 1; n <= 12; n++) expect(statSync(`public/images/avatars/${n}.svg`).size).toBeLessThan(1536);
  });
});

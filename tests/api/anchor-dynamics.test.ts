import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AnchorErrorCode } from "@/lib/codes/anchor-errors";
import { dynamicItem, dynamicPage } from "@/lib/contracts/anchor";
import { uploads } from "@/server/db/schema/uploads";
import { createAnchor, createUser } from "../support/fixtures";
import { createTestApi, type TestApi } from "../support/test-api";
import { createCatalogue } from "./anchor-fixtures";

const ADD = "/api/dynamic/add";
const REMOVE = "/api/dynamic/remove";
const LIST = "/api/dynamic/list";
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
  await createCatalogue(api);
});
afterAll(() => api.close());

async function uploaded(userId: number, n: number) {
  const path = `202611/${`${userId}${n}`.padStart(32, "b")}.jpg`;
  await api.db.insert(uploads).values({ path, userId, mime: "image/jpeg", bytes: 100 });
  return `/uploads/${path}`;
}
const page = async (anchorId: number, query: Record<string, number> = {}) =>
  dynamicPage.parse((await api.get(LIST, { anchorId, ...query })).body.data);

describe("/api/dynamic/add", () => {
  it("posts text with the anchor's own images and lists it first", async () => {
    const anchor = await createAnchor(api);
    const images = [await uploaded(anchor.user.id, 1), await uploaded(anchor.user.id, 2)];
    const res = await api.postJson(
      ADD,
      { content: "  今晚八点英超焦点战，直播间见！ ", images },
      { token: anchor.token },
    );
    expect(res.body).toMatchObject({ code: 200, message: "发布成功" });
    const item = dynamicItem.parse(res.body.data);
    expect(item).toMatchObject({
      anchorId: anchor.user.id,
      content: "今晚八点英超焦点战，直播间见！",
      images,
      likeCount: 0,
    });
    api.advance(1000);
    await api.postForm(ADD, { content: "第二条" }, { token: anchor.token });
    const list = await page(anchor.user.id);
    expect(list).toMatchObject({ total: 2, page: 1 });
    expect(list.list.map((d) => d.content)).toEqual(["第二条", "今晚八点英超焦点战，直播间见！"]);
    expect(list.list[0]).toMatchObject({ nickName: anchor.user.nickName, images: [] });
  });

  it("refuses a visitor (401) and an ordinary user (403)", async () => {
    expect((await api.postJson(ADD, { content: "你好" })).status).toBe(401);
    const fan = await createUser(api);
    const res = await api.postJson(ADD, { content: "你好" }, { token: fan.token });
    expect(res.body).toMatchObject({ code: 403, message: "仅主播可发布动态" });
  });

  it("refuses other people's images, outside urls and malformed posts", async () => {
    const anchor = await createAnchor(api);
    const fan = await createUser(api);
    const theirs = await uploaded(fan.user.id, 1);
    for (const images of [[theirs], ["https://example.com/a.png"]]) {
      const res = await api.postJson(ADD, { content: "看图", images }, { token: anchor.token });
      expect(res.body.code).toBe(AnchorErrorCode.ImageRefused);
    }
    for (const body of [
      { content: "" },
      { content: "   " },
      { content: "长".repeat(501) },
      { content: "图多", images: Array.from({ length: 10 }, () => "/uploads/x.png") },
      { content: "x", images: "a.png" },
      { content: "\u0000" },
    ]) {
      expect((await api.postJson(ADD, body, { token: anchor.token })).status, JSON.stringify(body)).toBe(400);
    }
    expect((await page(anchor.user.id)).total).toBe(0);
  });
});

describe("/api/dynamic/remove and list", () => {
  it("lets only the author remove a post", async () => {
    const anchor = await createAnchor(api);
    const other = await createAnchor(api);
    const { id } = (await api.postJson(ADD, { content: "要删的动态" }, { token: anchor.token })).body.data;
    expect((await api.postJson(REMOVE, { id })).status).toBe(401);
    const theirs = await api.postJson(REMOVE, { id }, { token: other.token });
    expect(theirs.body).toMatchObject({ code: 403, message: "只能删除自己的动态" });
    expect((await api.postJson(REMOVE, { id }, { token: anchor.token })).body).toMatchObject({
      code: 200,
      data: { id },
    });
    expect((await api.postJson(REMOVE, { id }, { token: anchor.token })).body).toMatchObject({ code: 404 });
    expect((await api.postJson(REMOVE, { id: "abc" }, { token: anchor.token })).status).toBe(400);
  });

  it("pages a public list; 404 for someone who is not an anchor; 400 for a bad page", async () => {
    const anchor = await createAnchor(api);
    for (let i = 1; i <= 5; i++) {
      api.advance(1000);
      await api.postJson(ADD, { content: `第${i}条动态` }, { token: anchor.token });
    }
    const second = await page(anchor.user.id, { page: 2, pageSize: 2 });
    expect(second).toMatchObject({ total: 5, page: 2, pageSize: 2 });
    expect(second.list.map((d) => d.content)).toEqual(["第3条动态", "第2条动态"]);
    const fan = await createUser(api);
    expect((await api.get(LIST, { anchorId: fan.user.id })).body).toMatchObject({
      code: 404,
      message: "主播不存在",
    });
    expect((await api.get(LIST, { anchorId: anchor.user.id, page: 0 })).status).toBe(400);
    expect((await api.get(LIST, {})).status).toBe(400);
  });
});

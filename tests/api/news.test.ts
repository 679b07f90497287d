import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NEWS_COLUMNS } from "@/lib/codes/news";
import { Sport } from "@/lib/codes/sports";
import { newsArticles } from "@/server/db/schema/news";
import { flushReadCounts } from "@/server/services/news/read-counts";
import { createTestApi, type TestApi } from "../support/test-api";
import { addArticles, reader } from "./news-fixtures";

let api: TestApi;
let ids: number[];
const EPL = 4;
const NBA = 11;

beforeAll(async () => {
  api = await createTestApi();
  ids = await addArticles(api, [
    { title: "阿森纳定位球解析", columnNo: EPL, hoursAgo: 1, teamIds: [1, 2], readCount: 50 },
    { title: "曼城中场轮换", columnNo: EPL, hoursAgo: 2, teamIds: [2], readCount: 900 },
    { title: "湖人新援首秀", columnNo: NBA, sportId: Sport.Basketball, hoursAgo: 3, headline: true },
    { title: "皇马客场取胜", columnNo: 5, hoursAgo: 4, teamIds: [1] },
    { title: "老文章", columnNo: EPL, hoursAgo: 24 * 30, readCount: 99_999 },
  ]);
  // A full first page and a second one for 头条 (30 a page).
  await addArticles(
    api,
    Array.from({ length: 30 }, (_, i) => ({ title: `德甲简讯${i + 1}`, columnNo: 6, hoursAgo: 10 + i })),
  );
});
afterAll(() => api.close());

const list = (body: object) => api.postJson("/inform/info/list", body);

describe("GET /inform/column/getColumnByType", () => {
  it("type 1 lists the columns in tab order", async () => {
    const res = await api.get("/inform/column/getColumnByType", { type: 1 });
    expect(res.body.code).toBe(200);
    expect(res.body.data.map((c: { name: string }) => c.name)).toEqual(NEWS_COLUMNS.map((c) => c.name));
    expect(res.body.data.slice(0, 4).map((c: { name: string }) => c.name)).toEqual([
      "头条",
      "足球",
      "篮球",
      "英超",
    ]);
  });
  it("another type has no columns; a malformed type is a 400 naming it", async () => {
    expect((await api.get("/inform/column/getColumnByType", { type: 2 })).body.data).toEqual([]);
    const bad = await api.get("/inform/column/getColumnByType", { type: "abc" });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("须为整数（type）");
    const outOfRange = await api.get("/inform/column/getColumnByType", { type: 0 });
    expect(outOfRange.status).toBe(400);
    expect(outOfRange.body.message).toContain("栏目类型不正确");
  });
});

describe("POST /inform/info/list", () => {
  it("头条 lists every article newest first, 30 a page, with a second page", async () => {
    const first = await list({ columnNo: 1, platform: 1, pageParam: { pageNum: 1, pageSize: 30 } });
    expect(first.body.code).toBe(200);
    expect(first.body.data.total).toBe(35);
    expect(first.body.data.list).toHaveLength(30);
    expect(first.body.data.list[0].title).toBe("阿森纳定位球解析");
    const second = await list({ columnNo: 1, pageParam: { pageNum: 2, pageSize: 30 } });
    expect(second.body.data.list).toHaveLength(5);
    expect(second.body.data.list.at(-1).title).toBe("老文章");
  });
  it("a sport's column lists the sport, a league's its own; keyword and author filter", async () => {
    const basketball = await list({ columnNo: 3 });
    expect(basketball.body.data.list.map((a: { title: string }) => a.title)).toEqual(["湖人新援首秀"]);
    const epl = await list({ columnNo: EPL });
    expect(epl.body.data.total).toBe(3);
    expect(epl.body.data.list[0].columnName).toBe("英超");
    const found = await list({ columnNo: 1, keyword: "皇马" });
    expect(found.body.data.list.map((a: { title: string }) => a.title)).toEqual(["皇马客场取胜"]);
    // Wildcards in a keyword are plain characters.
    expect((await list({ columnNo: 1, keyword: "%" })).body.data.total).toBe(0);
    expect((await list({ columnNo: 1, authorId: 999 })).body.data.total).toBe(0);
  });
  it("an unknown column is a business failure; malformed input is a 400, never a 500", async () => {
    const unknown = await list({ columnNo: 77 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe("栏目不存在");
    for (const body of [
      { columnNo: "x" },
      { columnNo: 1, pageParam: { pageNum: 0 } },
      { columnNo: 1, pageParam: { pageSize: 1000 } },
      { columnNo: 1, keyword: "a".repeat(31) },
      { columnNo: 1, keyword: "\u0000" },
    ]) {
      const res = await list(body);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe(400);
    }
    const notJson = await api.postRaw("/inform/info/list", "{", "application/json");
    expect(notJson.status).toBe(400);
  });
});

describe("POST /inform/info/listCategory", () => {
  it("every column with its newest articles", async () => {
    const res = await api.postJson("/inform/info/listCategory", { size: 2 });
    expect(res.body.code).toBe(200);
    const epl = res.body.data.find((c: { columnNo: number }) => c.columnNo === EPL);
    expect(epl.list.map((a: { title: string }) => a.title)).toEqual(["阿森纳定位球解析", "曼城中场轮换"]);
    expect(res.body.data).toHaveLength(NEWS_COLUMNS.length);
    expect((await api.postJson("/inform/info/listCategory", { size: 0 })).status).toBe(400);
  });
});

describe("GET /inform/info/detail/{id}", () => {
  it("renders the Markdown, with tags and 上一篇/下一篇 of the same column", async () => {
    const res = await api.get(`/inform/info/detail/${ids[1]}`);
    expect(res.body.code).toBe(200);
    const a = res.body.data;
    expect(a.title).toBe("曼城中场轮换");
    expect(a.html).toContain("<p>正文段落。</p>");
    expect(a.tags).toEqual([{ tagType: 1, tagId: 2, name: "球队2" }]);
    expect(a.prev).toEqual({ id: ids[4], title: "老文章" });
    expect(a.next).toEqual({ id: ids[0], title: "阿森纳定位球解析" });
    expect(a.cover).toBe(`/inform/info/cover/${ids[1]}`);
  });
  it("an unknown article is 404 with its message; a malformed id a 400", async () => {
    const missing = await api.get("/inform/info/detail/99999999");
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe("资讯不存在");
    for (const id of ["abc", "0", "-1", "1e3", "99999999999"]) {
      expect((await api.get(`/inform/info/detail/${id}`)).status).toBe(400);
    }
  });
});

describe("GET /inform/info/read/{id}", () => {
  it("counts views in memory and stores them with one write per flush", async () => {
    const [before] = await api.db.select().from(newsArticles).where(eq(newsArticles.id, ids[0]));
    await api.get(`/inform/info/read/${ids[0]}`);
    const second = await api.get(`/inform/info/read/${ids[0]}`);
    expect(second.body.data).toEqual({ id: ids[0], readCount: before.readCount + 2, collected: false });
    // Nothing written yet…
    const [stored] = await api.db.select().from(newsArticles).where(eq(newsArticles.id, ids[0]));
    expect(stored.readCount).toBe(before.readCount);
    // …until the flush adds the tally.
    await flushReadCounts(api.db);
    const [after] = await api.db.select().from(newsArticles).where(eq(newsArticles.id, ids[0]));
    expect(after.readCount).toBe(before.readCount + 2);
    expect((await api.get(`/inform/info/read/${ids[0]}`)).body.data.readCount).toBe(before.readCount + 3);
    expect((await api.get("/inform/info/read/99999999")).status).toBe(404);
    expect((await api.get("/inform/info/read/x")).status).toBe(400);
  });
});

describe("GET /inform/info/rec-detail and POST /inform/info/recommend and GET /inform/info/banner", () => {
  it("related news share tags first", async () => {
    const res = await api.get("/inform/info/rec-detail", { id: ids[0], size: 3 });
    expect(res.body.code).toBe(200);
    const titles = res.body.data.map((a: { title: string }) => a.title);
    expect(titles.slice(0, 2).sort()).toEqual(["皇马客场取胜", "曼城中场轮换"].sort());
    expect(titles).not.toContain("阿森纳定位球解析");
    expect((await api.get("/inform/info/rec-detail", { id: 99999999 })).status).toBe(404);
    expect((await api.get("/inform/info/rec-detail", { id: "x" })).status).toBe(400);
  });
  it("热门排行 ranks this week's most read first", async () => {
    const res = await api.postJson("/inform/info/recommend", { columnNo: EPL, size: 3 });
    expect(res.body.data.map((a: { title: string }) => a.title)).toEqual([
      "曼城中场轮换",
      "阿森纳定位球解析",
      "老文章",
    ]);
    expect((await api.postJson("/inform/info/recommend", { columnNo: 99 })).body.message).toBe("栏目不存在");
    expect((await api.postJson("/inform/info/recommend", { size: 500 })).status).toBe(400);
  });
  it("the carousel puts pinned headlines first", async () => {
    const res = await api.get("/inform/info/banner", { limit: 3 });
    expect(res.body.data.map((a: { title: string }) => a.title)).toEqual([
      "湖人新援首秀",
      "阿森纳定位球解析",
      "曼城中场轮换",
    ]);
    expect((await api.get("/inform/info/banner", { limit: 0 })).status).toBe(400);
  });
});

describe("collects", () => {
  it("a visitor cannot collect or list collections", async () => {
    const res = await api.get("/inform/info/collect", { collectId: ids[0], flag: 1, type: 1 });
    expect(res.status).toBe(401);
    expect((await api.get("/inform/info/my/collect", {})).status).toBe(401);
  });
  it("a reader collects and removes; each sees only their own", async () => {
    const me = await reader(api);
    const other = await reader(api);
    const add = await api.get(
      "/inform/info/collect",
      { collectId: ids[2], flag: 1, type: 1 },
      { token: me.token },
    );
    expect(add.body).toMatchObject({ code: 200, data: { collectId: ids[2], collected: true } });
    // Twice is harmless.
    await api.get("/inform/info/collect", { collectId: ids[2], flag: 1, type: 1 }, { token: me.token });
    await api.get("/inform/info/collect", { collectId: ids[0], flag: 1 }, { token: me.token });
    const mine = await api.get(
      "/inform/info/my/collect",
      { type: 1, page: 1, pageSize: 10 },
      { token: me.token },
    );
    expect(mine.body.data.total).toBe(2);
    expect(mine.body.data.list.map((a: { id: number }) => a.id)).toEqual([ids[0], ids[2]]);
    expect((await api.get(`/inform/info/read/${ids[2]}`, {}, { token: me.token })).body.data.collected).toBe(
      true,
    );
    const theirs = await api.get("/inform/info/my/collect", {}, { token: other.token });
    expect(theirs.body.data.total).toBe(0);
    expect(
      (await api.get(`/inform/info/read/${ids[2]}`, {}, { token: other.token })).body.data.collected,
    ).toBe(false);
    // The other reader removing it changes nothing for me.
    await api.get("/inform/info/collect", { collectId: ids[2], flag: 0 }, { token: other.token });
    expect((await api.get("/inform/info/my/collect", {}, { token: me.token })).body.data.total).toBe(2);
    const removed = await api.get(
      "/inform/info/collect",
      { collectId: ids[2], flag: 0 },
      { token: me.token },
    );
    expect(removed.body.data.collected).toBe(false);
    expect((await api.get("/inform/info/my/collect", {}, { token: me.token })).body.data.total).toBe(1);
  });
  it("an unknown article is 404; a missing or odd flag and a bad id are 400s", async () => {
    const me = await reader(api);
    const missing = await api.get(
      "/inform/info/collect",
      { collectId: 99999999, flag: 1 },
      { token: me.token },
    );
    expect(missing.body).toMatchObject({ code: 404, message: "资讯不存在" });
    for (const q of <Record<string, string | number>[]>[
      { collectId: ids[0] },
      { collectId: ids[0], flag: 2 },
      { collectId: "x", flag: 1 },
      { collectId: ids[0], flag: 1, type: 3 },
    ]) {
      expect((await api.get("/inform/info/collect", q, { token: me.token })).status).toBe(400);
    }
    expect((await api.get("/inform/info/my/collect", { page: 0 }, { token: me.token })).status).toBe(400);
  });
});

describe("article comments", () => {
  it("a visitor reads but cannot comment", async () => {
    const res = await api.postJson("/inform/info/comment/add", { postId: ids[0], content: "好文" });
    expect(res.status).toBe(401);
    const listed = await api.get("/inform/info/comment/list/byPost", { postId: ids[0] });
    expect(listed.body).toMatchObject({ code: 200, data: { total: 0, list: [] } });
  });
  it("a reader's comment is masked like chat, kept as text, listed newest first and counted", async () => {
    const me = await reader(api, "评论者");
    const first = await api.postJson(
      "/inform/info/comment/add",
      { postId: ids[1], content: "  分析得很到位  " },
      { token: me.token },
    );
    expect(first.body).toMatchObject({
      code: 200,
      data: { content: "分析得很到位", user: { nickName: "评论者" } },
    });
    const xss = '<img src=x onerror="alert(1)">傻逼';
    const second = await api.postForm(
      "/inform/info/comment/add",
      { postId: ids[1], content: xss },
      { token: me.token },
    );
    expect(second.body.message).toBe("评论成功");
    expect(second.body.data.content).toBe('<img src=x onerror="alert(1)">***');
    const listed = await api.get("/inform/info/comment/list/byPost", {
      postId: ids[1],
      page: 1,
      pageSize: 10,
    });
    expect(listed.body.data.list.map((c: { content: string }) => c.content)).toEqual([
      '<img src=x onerror="alert(1)">***',
      "分析得很到位",
    ]);
    expect((await api.get(`/inform/info/detail/${ids[1]}`)).body.data.commentCount).toBe(2);
  });
  it("comments are rate-limited per reader", async () => {
    const me = await reader(api);
    const codes: number[] = [];
    for (let i = 0; i < 6; i++)
      codes.push(
        (
          await api.postJson(
            "/inform/info/comment/add",
            { postId: ids[3], content: `第${i}条` },
            { token: me.token },
          )
        ).body.code,
      );
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
    // Another reader is not held back.
    const other = await reader(api);
    const res = await api.postJson(
      "/inform/info/comment/add",
      { postId: ids[3], content: "我也说一句" },
      { token: other.token },
    );
    expect(res.body.code).toBe(200);
  });
  it("empty, too long or control-character comments are 400s; an unknown article 404", async () => {
    const me = await reader(api);
    for (const content of ["", "   ", "长".repeat(301), "a\u0007b"]) {
      const res = await api.postJson(
        "/inform/info/comment/add",
        { postId: ids[0], content },
        { token: me.token },
      );
      expect(res.status).toBe(400);
    }
    const unknown = await api.postJson(
      "/inform/info/comment/add",
      { postId: 99999999, content: "hi" },
      { token: me.token },
    );
    expect(unknown.body).toMatchObject({ code: 404, message: "资讯不存在" });
    expect((await api.get("/inform/info/comment/list/byPost", { postId: 99999999 })).status).toBe(404);
    expect((await api.get("/inform/info/comment/list/byPost", { postId: "x" })).status).toBe(400);
    expect((await api.get("/inform/info/comment/list/byPost", {})).status).toBe(400);
  });
});

describe("the site's own promotion slots", () => {
  it("a place lists internal links only; an unknown place none; a malformed code 400", async () => {
    const res = await api.get("/inform/advert/v2/adv", { placeCode: "news-side" });
    expect(res.body.code).toBe(200);
    expect(res.body.data.length).toBeGreaterThan(0);
    for (const p of res.body.data) expect(p.url).toMatch(/^\/[a-z]/);
    expect((await api.get("/inform/advert/v2/adv", { placeCode: "nowhere" })).body.data).toEqual([]);
    expect((await api.get("/inform/advert/v2/adv", { placeCode: "<x>" })).status).toBe(400);
    const posters = await api.get("/inform/poster/v2/cate/list", { placeCode: "news-side" });
    expect(posters.body.data[0].list).toEqual(res.body.data);
    expect((await api.get("/inform/poster/v2/cate/list", {})).status).toBe(400);
  });
});

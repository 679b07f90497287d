import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AnchorErrorCode } from "@/lib/codes/anchor-errors";
import { CommunityErrorCode } from "@/lib/codes/community";
import { circleList, postItem, postPage } from "@/lib/contracts/community";
import { circles, postLikes, postReports, posts } from "@/server/db/schema/community";
import { createUser } from "../support/fixtures";
import { dataUrl, PNG } from "../support/images";
import { createTestApi, type TestApi } from "../support/test-api";
import { createCircle, uploadedImage, writePost } from "./community-fixtures";

let api: TestApi;
let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "community-"));
  api = await createTestApi({ env: { UPLOAD_DIR: dir } });
});
afterAll(async () => {
  await api.close();
  rmSync(dir, { recursive: true, force: true });
});

const feed = async (body: Record<string, unknown>, token?: string) =>
  postPage.parse((await api.postJson("/inform/post/list/general", body, { token })).body.data);

describe("circles", () => {
  it("lists circles by section with counts, and joins and leaves with the count in step", async () => {
    const football = await createCircle(api, 1);
    const basketball = await createCircle(api, 2);
    const { user, token } = await createUser(api);
    const join = await api.postJson("/inform/circle/join", { circleId: football.id }, { token });
    expect(join.body).toMatchObject({ code: 200, data: { joined: true, memberCount: 1 } });
    expect((await api.postJson("/inform/circle/join", { circleId: football.id }, { token })).body.code).toBe(
      CommunityErrorCode.AlreadyJoined,
    );
    const mine = circleList.parse(
      (await api.get("/inform/circle/list", { section: 2 }, { token })).body.data,
    );
    expect(mine.find((c) => c.id === football.id)).toMatchObject({ joined: true, memberCount: 1 });
    expect(mine.some((c) => c.id === basketball.id)).toBe(false);
    const visitor = circleList.parse((await api.get("/inform/circle/list")).body.data);
    expect(visitor.find((c) => c.id === football.id)?.joined).toBe(false);
    expect(visitor.some((c) => c.id === basketball.id)).toBe(true);
    const detail = await api.get(`/inform/circle/detail/${football.id}`, {}, { token });
    expect(detail.body.data).toMatchObject({ name: football.name, joined: true });

    const leave = await api.postForm("/inform/circle/leave", { circleId: football.id }, { token });
    expect(leave.body).toMatchObject({ code: 200, data: { joined: false, memberCount: 0 } });
    expect((await api.postJson("/inform/circle/leave", { circleId: football.id }, { token })).body.code).toBe(
      CommunityErrorCode.NotJoined,
    );
    expect(user.id).toBeGreaterThan(0);
  });

  it("refuses a visitor, an unknown circle and malformed input", async () => {
    const { token } = await createUser(api);
    expect((await api.postJson("/inform/circle/join", { circleId: 1 })).status).toBe(401);
    expect((await api.postJson("/inform/circle/join", { circleId: 999_999 }, { token })).body).toMatchObject({
      code: 404,
      message: "圈子不存在",
    });
    expect((await api.get("/inform/circle/detail/999999")).body.code).toBe(404);
    expect((await api.postJson("/inform/circle/join", { circleId: "x" }, { token })).status).toBe(400);
    expect((await api.get("/inform/circle/list", { section: 9 })).status).toBe(400);
    expect((await api.get("/inform/circle/detail/abc")).status).toBe(400);
  });
});

describe("/inform/post/addSave and addPic", () => {
  it("uploads a picture, posts it with masked text, and counts the post in its circle", async () => {
    const circle = await createCircle(api);
    const { user, token } = await createUser(api);
    const pic = await api.postJson(
      "/inform/post/addPic/base64",
      { image: dataUrl("image/png", PNG) },
      { token },
    );
    expect(pic.body).toMatchObject({ code: 200, message: "上传成功" });
    const url: string = pic.body.data.url;
    expect(url).toMatch(/^\/uploads\/\d{6}\/[a-f0-9]{32}\.png$/);
    const res = await api.postJson(
      "/inform/post/addSave",
      { circleId: circle.id, title: " 德比前瞻 ", content: "这裁判傻逼吧，曼联必胜", images: [url] },
      { token },
    );
    expect(res.body).toMatchObject({ code: 200, message: "发布成功" });
    const post = postItem.parse(res.body.data);
    expect(post).toMatchObject({
      circleId: circle.id,
      circleName: circle.name,
      title: "德比前瞻",
      content: "这裁判***吧，曼联必胜",
      images: [url],
      author: { id: user.id, nickName: user.nickName },
      likeCount: 0,
      liked: false,
    });
    const [row] = await api.db.select().from(circles).where(eq(circles.id, circle.id));
    expect(row.postCount).toBe(1);
    const list = await feed({ circleId: circle.id });
    expect(list.list.map((p) => p.id)).toEqual([post.id]);
  });

  it("refuses fake images, other people's uploads, visitors and malformed posts", async () => {
    const circle = await createCircle(api);
    const { token } = await createUser(api);
    const other = await createUser(api);
    const pic = await api.postJson(
      "/inform/post/addPic/base64",
      { image: dataUrl("image/png", Buffer.from("<svg/>")) },
      { token },
    );
    expect(pic.status).toBe(400);
    expect((await api.postJson("/inform/post/addPic/base64", { image: "" }, { token })).status).toBe(400);
    expect(
      (await api.postJson("/inform/post/addPic/base64", { image: dataUrl("image/png", PNG) })).status,
    ).toBe(401);
    const theirs = await uploadedImage(api, other.user.id, 1);
    for (const images of [[theirs], ["https://example.com/a.png"]]) {
      const res = await api.postJson(
        "/inform/post/addSave",
        { circleId: circle.id, title: "t", content: "c", images },
        { token },
      );
      expect(res.body.code).toBe(AnchorErrorCode.ImageRefused);
    }
    expect(
      (await api.postJson("/inform/post/addSave", { circleId: circle.id, title: "t", content: "c" })).status,
    ).toBe(401);
    expect(
      (await api.postJson("/inform/post/addSave", { circleId: 999_999, title: "t", content: "c" }, { token }))
        .body.code,
    ).toBe(404);
    for (const body of [
      { circleId: circle.id, title: "", content: "内容" },
      { circleId: circle.id, title: "标题", content: "   " },
      { circleId: circle.id, title: "长".repeat(41), content: "内容" },
      { circleId: circle.id, title: "标题", content: "长".repeat(2001) },
      {
        circleId: circle.id,
        title: "标题",
        content: "内容",
        images: Array.from({ length: 10 }, () => theirs),
      },
      { circleId: circle.id, title: "标题", content: "内容", images: 5 },
      { circleId: "abc", title: "标题", content: "内容" },
      { circleId: circle.id, title: "\u0000", content: "内容" },
    ]) {
      expect((await api.postJson("/inform/post/addSave", body, { token })).status, JSON.stringify(body)).toBe(
        400,
      );
    }
    expect((await feed({ circleId: circle.id })).total).toBe(0);
  });
});

describe("feed, detail and delete", () => {
  it("orders by new or hot, filters by section and author, and shows the viewer's marks", async () => {
    const circle = await createCircle(api, 2);
    const a = await createUser(api);
    const b = await createUser(api);
    const old = await writePost(api, a.token, circle.id, "老帖", "一小时前");
    api.advance(3_600_000);
    const fresh = await writePost(api, b.token, circle.id, "新帖", "刚刚");
    for (const fan of [b, await createUser(api), await createUser(api)]) {
      await api.get(`/inform/post/like/${old.id}`, {}, { token: fan.token });
    }
    expect((await feed({ circleId: circle.id, sort: "new" })).list.map((p) => p.id)).toEqual([
      fresh.id,
      old.id,
    ]);
    const hot = await feed({ circleId: circle.id, sort: "hot" }, b.token);
    expect(hot.list.map((p) => p.id)).toEqual([old.id, fresh.id]);
    expect(hot.list[0]).toMatchObject({ likeCount: 3, liked: true });
    expect((await feed({ section: 3, pageSize: 100 })).list.some((p) => p.id === old.id)).toBe(true);
    expect((await feed({ section: 2, pageSize: 100 })).list.some((p) => p.id === old.id)).toBe(false);
    expect((await feed({ authorId: a.user.id })).list.map((p) => p.id)).toEqual([old.id]);
    const detail = await api.get(`/inform/post/detail/${old.id}`);
    expect(detail.body.data).toMatchObject({ id: old.id, title: "老帖", liked: false });
    for (const body of [{ sort: "top" }, { page: 0 }, { circleId: "x" }, { section: 7 }]) {
      expect((await api.postJson("/inform/post/list/general", body)).status).toBe(400);
    }
    expect((await api.get("/inform/post/detail/0")).status).toBe(400);
    expect((await api.get("/inform/post/detail/999999")).body).toMatchObject({
      code: 404,
      message: "帖子不存在",
    });
  });

  it("lets only the author delete a post", async () => {
    const circle = await createCircle(api);
    const author = await createUser(api);
    const other = await createUser(api);
    const post = await writePost(api, author.token, circle.id);
    expect((await api.postJson("/inform/post/delete", { postId: post.id })).status).toBe(401);
    expect(
      (await api.postJson("/inform/post/delete", { postId: post.id }, { token: other.token })).body,
    ).toMatchObject({
      code: 403,
      message: "只能删除自己的帖子",
    });
    expect(
      (await api.postJson("/inform/post/delete", { postId: post.id }, { token: author.token })).body.code,
    ).toBe(200);
    expect((await api.get(`/inform/post/detail/${post.id}`)).body.code).toBe(404);
    const [row] = await api.db.select().from(circles).where(eq(circles.id, circle.id));
    expect(row.postCount).toBe(0);
    expect((await api.postJson("/inform/post/delete", { postId: "x" }, { token: author.token })).status).toBe(
      400,
    );
  });
});

describe("likes and collects", () => {
  it("toggles a like per user and keeps the count equal to the rows under concurrent taps", async () => {
    const circle = await createCircle(api);
    const author = await createUser(api);
    const post = await writePost(api, author.token, circle.id);
    const fans = await Promise.all(Array.from({ length: 12 }, () => createUser(api)));
    // Every fan taps three times at once: an odd number of taps leaves each one liking it.
    await Promise.all(
      fans.flatMap((fan) =>
        [1, 2, 3].map(() => api.get(`/inform/post/like/${post.id}`, {}, { token: fan.token })),
      ),
    );
    const rows = await api.db.select().from(postLikes).where(eq(postLikes.postId, post.id));
    const [stored] = await api.db.select().from(posts).where(eq(posts.id, post.id));
    expect(stored.likeCount).toBe(rows.length);
    const once = await api.get(`/inform/post/like/${post.id}`, {}, { token: author.token });
    expect(once.body.data).toMatchObject({ liked: true, likeCount: rows.length + 1 });
    const twice = await api.get(`/inform/post/like/${post.id}`, {}, { token: author.token });
    expect(twice.body.data).toMatchObject({ liked: false, likeCount: rows.length });
    expect((await api.get(`/inform/post/like/${post.id}`)).status).toBe(401);
    expect((await api.get("/inform/post/like/999999", {}, { token: author.token })).body.code).toBe(404);
    expect((await api.get("/inform/post/like/abc", {}, { token: author.token })).status).toBe(400);
  });

  it("collects and uncollects", async () => {
    const circle = await createCircle(api);
    const author = await createUser(api);
    const fan = await createUser(api);
    const post = await writePost(api, author.token, circle.id);
    expect(
      (await api.get(`/inform/post/collect/${post.id}`, {}, { token: fan.token })).body.data,
    ).toMatchObject({
      collected: true,
      collectCount: 1,
    });
    expect(
      (await api.get(`/inform/post/detail/${post.id}`, {}, { token: fan.token })).body.data.collected,
    ).toBe(true);
    expect(
      (await api.get(`/inform/post/collect/${post.id}`, {}, { token: fan.token })).body.data.collected,
    ).toBe(false);
    expect((await api.get(`/inform/post/collect/${post.id}`)).status).toBe(401);
  });
});

describe("shield and report", () => {
  it("hides a post, or its author, for the one who shielded only", async () => {
    const circle = await createCircle(api);
    const author = await createUser(api);
    const reader = await createUser(api);
    const other = await createUser(api);
    const first = await writePost(api, author.token, circle.id, "第一帖");
    const second = await writePost(api, author.token, circle.id, "第二帖");
    const ids = async (token?: string) => (await feed({ circleId: circle.id }, token)).list.map((p) => p.id);
    const res = await api.postJson(
      "/inform/post/shield",
      { postId: first.id, type: 1 },
      { token: reader.token },
    );
    expect(res.body).toMatchObject({ code: 200, data: { shielded: true } });
    expect(await ids(reader.token)).toEqual([second.id]);
    expect(await ids(other.token)).toEqual([second.id, first.id]);
    expect(await ids()).toEqual([second.id, first.id]);
    await api.postForm("/inform/post/shield", { postId: second.id, type: 2 }, { token: reader.token });
    expect(await ids(reader.token)).toEqual([]);
    expect(await ids(author.token)).toEqual([second.id, first.id]);
    expect(
      (await api.postJson("/inform/post/shield", { postId: first.id }, { token: author.token })).body.code,
    ).toBe(CommunityErrorCode.ShieldSelf);
    expect((await api.postJson("/inform/post/shield", { postId: first.id })).status).toBe(401);
    expect(
      (await api.postJson("/inform/post/shield", { postId: first.id, type: 3 }, { token: reader.token }))
        .status,
    ).toBe(400);
    expect(
      (await api.postJson("/inform/post/shield", { postId: 999_999 }, { token: reader.token })).body.code,
    ).toBe(404);
  });

  it("takes one report per reader for the operators", async () => {
    const circle = await createCircle(api);
    const author = await createUser(api);
    const reader = await createUser(api);
    const post = await writePost(api, author.token, circle.id);
    const res = await api.postJson(
      "/inform/post/report",
      { postId: post.id, reason: 1, content: "广告" },
      { token: reader.token },
    );
    expect(res.body).toMatchObject({ code: 200, message: "举报成功，我们会尽快处理" });
    const again = await api.postJson(
      "/inform/post/report",
      { postId: post.id, reason: 2 },
      { token: reader.token },
    );
    expect(again.body).toMatchObject({
      code: CommunityErrorCode.AlreadyReported,
      message: "您已举报过该帖子，请等待处理",
    });
    expect(
      (await api.postJson("/inform/post/report", { postId: post.id, reason: 1 }, { token: author.token }))
        .body.code,
    ).toBe(CommunityErrorCode.ReportSelf);
    expect((await api.postJson("/inform/post/report", { postId: post.id, reason: 1 })).status).toBe(401);
    expect(
      (await api.postJson("/inform/post/report", { postId: post.id, reason: 9 }, { token: reader.token }))
        .status,
    ).toBe(400);
    const stored = await api.db.select().from(postReports).where(eq(postReports.postId, post.id));
    expect(stored).toHaveLength(1);
  });
});

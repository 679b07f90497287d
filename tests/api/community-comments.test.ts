import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CommunityErrorCode } from "@/lib/codes/community";
import { dynamicPage } from "@/lib/contracts/anchor";
import { commentPage, postItem } from "@/lib/contracts/community";
import { feedback } from "@/server/db/schema/community";
import { createAnchor, createUser } from "../support/fixtures";
import { createTestApi, type TestApi } from "../support/test-api";
import { createCircle, writePost, XSS_CORPUS } from "./community-fixtures";
import { createCatalogue } from "./anchor-fixtures";

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
  await createCatalogue(api);
});
afterAll(() => api.close());

const comments = async (postId: number, token?: string, query: Record<string, number> = {}) =>
  commentPage.parse(
    (await api.get("/inform/comment/list/byPost", { postId, ...query }, { token })).body.data,
  );
const reply = (token: string | undefined, body: Record<string, unknown>) =>
  api.postJson("/inform/comment/reply", body, { token });

describe("/inform/comment/reply and list/byPost", () => {
  it("keeps replies on the second level, names whom they answer, and counts them on the post", async () => {
    const circle = await createCircle(api);
    const author = await createUser(api);
    const fan = await createUser(api);
    const third = await createUser(api);
    const post = await writePost(api, author.token, circle.id);
    const top = await reply(fan.token, { postId: post.id, content: "说得好，去他妈的裁判" });
    expect(top.body).toMatchObject({ code: 200, message: "评论成功", data: { replyCount: 0, replies: [] } });
    api.advance(1000);
    const answer = await reply(author.token, {
      postId: post.id,
      commentId: top.body.data.id,
      content: "谢谢支持",
    });
    expect(answer.body.data).toMatchObject({ rootId: top.body.data.id, replyToNickName: null });
    api.advance(1000);
    const deeper = await reply(third.token, {
      postId: post.id,
      commentId: answer.body.data.id,
      content: "楼上正解",
    });
    expect(deeper.body.data).toMatchObject({
      rootId: top.body.data.id,
      replyToNickName: author.user.nickName,
    });

    const page = await comments(post.id, author.token);
    expect(page.total).toBe(1);
    expect(page.list[0]).toMatchObject({ content: "说得好，去他***裁判", replyCount: 2 });
    expect(page.list[0].replies.map((r) => r.content)).toEqual(["谢谢支持", "楼上正解"]);
    const detail = postItem.parse((await api.get(`/inform/post/detail/${post.id}`)).body.data);
    expect(detail.commentCount).toBe(3);
  });

  it("refuses visitors, unknown posts and comments of another post, and malformed input", async () => {
    const circle = await createCircle(api);
    const author = await createUser(api);
    const a = await writePost(api, author.token, circle.id);
    const b = await writePost(api, author.token, circle.id);
    const onA = await reply(author.token, { postId: a.id, content: "沙发" });
    expect((await reply(undefined, { postId: a.id, content: "游客" })).status).toBe(401);
    expect((await reply(author.token, { postId: 999_999, content: "x" })).body.code).toBe(404);
    expect(
      (await reply(author.token, { postId: a.id, commentId: 999_999, content: "x" })).body,
    ).toMatchObject({
      code: 404,
      message: "评论不存在",
    });
    expect(
      (await reply(author.token, { postId: b.id, commentId: onA.body.data.id, content: "x" })).body.code,
    ).toBe(CommunityErrorCode.ReplyTooDeep);
    for (const body of [
      { postId: a.id, content: "" },
      { postId: a.id, content: "长".repeat(301) },
      { postId: "x", content: "y" },
      {},
    ]) {
      expect((await reply(author.token, body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await api.get("/inform/comment/list/byPost", {})).status).toBe(400);
    expect((await api.get("/inform/comment/list/byPost", { postId: a.id, pageSize: 0 })).status).toBe(400);
    expect((await api.get("/inform/comment/list/byPost", { postId: 999_999 })).body.code).toBe(404);
  });
});

describe("/inform/comment/like/{id}", () => {
  it("toggles a like per user on comments and replies", async () => {
    const circle = await createCircle(api);
    const author = await createUser(api);
    const fan = await createUser(api);
    const post = await writePost(api, author.token, circle.id);
    const top = (await reply(author.token, { postId: post.id, content: "先占楼" })).body.data;
    const liked = await api.get(`/inform/comment/like/${top.id}`, {}, { token: fan.token });
    expect(liked.body.data).toMatchObject({ id: top.id, liked: true, likeCount: 1 });
    expect((await comments(post.id, fan.token)).list[0]).toMatchObject({ liked: true, likeCount: 1 });
    expect((await comments(post.id, author.token)).list[0]).toMatchObject({ liked: false, likeCount: 1 });
    expect(
      (await api.get(`/inform/comment/like/${top.id}`, {}, { token: fan.token })).body.data.likeCount,
    ).toBe(0);
    expect((await api.get(`/inform/comment/like/${top.id}`)).status).toBe(401);
    expect((await api.get("/inform/comment/like/999999", {}, { token: fan.token })).body.code).toBe(404);
    expect((await api.get("/inform/comment/like/x", {}, { token: fan.token })).status).toBe(400);
  });
});

describe("/inform/feedback/add", () => {
  it("stores feedback of a signed-in user and refuses the rest", async () => {
    const { user, token } = await createUser(api);
    const res = await api.postForm(
      "/inform/feedback/add",
      { type: 1, content: "比分页希望加个夜间模式", contact: "qq 12345" },
      { token },
    );
    expect(res.body).toMatchObject({ code: 200, message: "感谢您的反馈" });
    const rows = await api.db.select().from(feedback);
    expect(rows.find((r) => r.id === res.body.data.id)).toMatchObject({ userId: user.id, type: 1 });
    expect((await api.postJson("/inform/feedback/add", { content: "游客的反馈内容" })).status).toBe(401);
    for (const body of [
      { content: "短" },
      { type: 9, content: "类型不对的反馈" },
      { content: "长".repeat(501) },
    ]) {
      expect((await api.postJson("/inform/feedback/add", body, { token })).status).toBe(400);
    }
  });
});

describe("anchor dynamics in the community", () => {
  it("lists every anchor's posts or one's, the caller's own, and lets only the author delete", async () => {
    const anchor = await createAnchor(api);
    const other = await createAnchor(api);
    const fan = await createUser(api);
    const { id } = (
      await api.postJson("/api/dynamic/add", { content: "今晚英超直播" }, { token: anchor.token })
    ).body.data;
    api.advance(1000);
    await api.postJson("/api/dynamic/add", { content: "明早NBA" }, { token: other.token });
    const all = dynamicPage.parse((await api.postJson("/inform/post/list/anchor", {})).body.data);
    expect(all.list.slice(0, 2).map((d) => d.content)).toEqual(["明早NBA", "今晚英超直播"]);
    const one = dynamicPage.parse(
      (await api.postForm("/inform/post/list/anchor", { anchorId: anchor.user.id })).body.data,
    );
    expect(one.list.map((d) => d.id)).toEqual([id]);
    const mine = dynamicPage.parse(
      (await api.get("/inform/post/list/anchor/my", {}, { token: anchor.token })).body.data,
    );
    expect(mine.list.map((d) => d.id)).toEqual([id]);
    expect((await api.get("/inform/post/list/anchor/my", {}, { token: fan.token })).body.data.total).toBe(0);
    expect((await api.get("/inform/post/list/anchor/my")).status).toBe(401);
    expect((await api.postJson("/inform/post/list/anchor", { page: "x" })).status).toBe(400);

    expect((await api.get("/inform/post/anchor/delete", { postId: id })).status).toBe(401);
    expect(
      (await api.get("/inform/post/anchor/delete", { postId: id }, { token: other.token })).body.code,
    ).toBe(403);
    expect(
      (await api.get("/inform/post/anchor/delete", { postId: id }, { token: anchor.token })).body.code,
    ).toBe(200);
    expect(
      (await api.get("/inform/post/anchor/delete", { postId: id }, { token: anchor.token })).body.code,
    ).toBe(404);
    expect(
      (await api.get("/inform/post/anchor/delete", { postId: "x" }, { token: anchor.token })).status,
    ).toBe(400);
  });
});

describe("what users write stays text", () => {
  it("stores and returns the XSS corpus verbatim as title, body, comment and nickname", async () => {
    const circle = await createCircle(api);
    for (const [i, attack] of XSS_CORPUS.entries()) {
      const writer = await createUser(api, { nickName: `${attack.slice(0, 20)}${i}` });
      const post = await api.postJson(
        "/inform/post/addSave",
        { circleId: circle.id, title: attack.slice(0, 40), content: attack },
        { token: writer.token },
      );
      expect(post.body.data).toMatchObject({ title: attack.slice(0, 40), content: attack });
      await reply(writer.token, { postId: post.body.data.id, content: attack });
      const page = await comments(post.body.data.id);
      expect(page.list[0]).toMatchObject({
        content: attack,
        author: { nickName: `${attack.slice(0, 20)}${i}` },
      });
    }
  });
});

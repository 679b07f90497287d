import { OpenAPIHono, z } from "@hono/zod-openapi";
import {
  circleBody,
  circleIdParam,
  circleItem,
  circleList,
  circleListQuery,
  circleMembership,
  collectData,
  likeData,
  postBody,
  postIdBody,
  postIdParam,
  postItem,
  postListBody,
  postPage,
  postPicBody,
  postPicData,
  reportBody,
  shieldBody,
  shieldData,
} from "@/lib/contracts/community";
import type { AppEnv } from "../context";
import { ok } from "../http/envelope";
import { limitRate } from "../http/rate-limit";
import { apiRoute } from "../http/route";
import { requireUser } from "../http/session";
import { signedIn } from "../http/signed-in";
import { limitUploadBody } from "../http/upload-body-limit";
import { bodyOf, validationHook } from "../http/validation";
import { circleDetail, listCircles, setMembership } from "../services/community/circles";
import { reportPost, shieldPost, togglePostCollect, togglePostLike } from "../services/community/post-marks";
import { addPost, deletePost, listPosts, postDetail } from "../services/community/posts";
import { storeImages } from "../services/upload/upload-store";

const tags = ["社区"];
const idOnly = z.object({ id: z.number().int() });

const circles = apiRoute("get", "/inform/circle/list", {
  summary: "圈子列表（section：1 全部，2 足球，3 篮球），带成员数、帖子数和我是否已加入",
  tags,
  query: circleListQuery,
  data: circleList,
});
const circle = apiRoute("get", "/inform/circle/detail/{id}", {
  summary: "一个圈子的头部信息",
  tags,
  params: circleIdParam,
  data: circleItem,
});
const join = apiRoute("post", "/inform/circle/join", {
  summary: "加入圈子（已加入时 23002）",
  tags,
  body: circleBody,
  data: circleMembership,
});
const leave = apiRoute("post", "/inform/circle/leave", {
  summary: "退出圈子（未加入时 23003）",
  tags,
  body: circleBody,
  data: circleMembership,
});
const general = apiRoute("post", "/inform/post/list/general", {
  summary: "帖子流：按圈子、分区或作者筛选，sort=hot 热门 / new 最新；不含我屏蔽的帖子和作者",
  tags,
  body: postListBody,
  data: postPage,
});
const addSave = apiRoute("post", "/inform/post/addSave", {
  summary: "发帖：标题 1-40 字，正文 1-2000 字，最多 9 张自己上传的图片（/inform/post/addPic/base64）",
  tags,
  body: postBody,
  data: postItem,
});
const addPic = apiRoute("post", "/inform/post/addPic/base64", {
  summary: "上传一张帖子图片（data URL 或纯 base64，PNG/JPG/GIF/WEBP，不超过 UPLOAD_MAX_BYTES）",
  tags,
  body: postPicBody,
  data: postPicData,
});
const shield = apiRoute("post", "/inform/post/shield", {
  summary: "为自己屏蔽一条帖子（type 1）或它的作者（type 2）",
  tags,
  body: shieldBody,
  data: shieldData,
});
const report = apiRoute("post", "/inform/post/report", {
  summary: "举报帖子给运营（每人每帖一次）",
  tags,
  body: reportBody,
  data: idOnly,
});
const remove = apiRoute("post", "/inform/post/delete", {
  summary: "作者删除自己的帖子",
  tags,
  body: postIdBody,
  data: idOnly,
});
const detail = apiRoute("get", "/inform/post/detail/{id}", {
  summary: "帖子详情，带我是否点赞、收藏",
  tags,
  params: postIdParam,
  data: postItem,
});
const like = apiRoute("get", "/inform/post/like/{id}", {
  summary: "点赞 / 取消点赞（切换），返回当前状态与点赞数",
  tags,
  params: postIdParam,
  data: likeData,
});
const collect = apiRoute("get", "/inform/post/collect/{id}", {
  summary: "收藏 / 取消收藏帖子（切换）",
  tags,
  params: postIdParam,
  data: collectData,
});

export const communityPostRoutes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
for (const path of [
  join.path,
  leave.path,
  addSave.path,
  shield.path,
  report.path,
  remove.path,
  like.path,
  collect.path,
]) {
  communityPostRoutes.use(path.replace(/\{id\}/, ":id"), signedIn);
}
communityPostRoutes.use(addPic.path, signedIn, limitUploadBody);

const viewer = (c: { var: AppEnv["Variables"] }) => c.var.user?.id ?? null;

communityPostRoutes
  .openapi(circles, async (c) => ok(c, await listCircles(c.var.db, viewer(c), c.req.valid("query").section)))
  .openapi(circle, async (c) => ok(c, await circleDetail(c.var.db, viewer(c), c.req.valid("param").id)))
  .openapi(join, async (c) => {
    const user = requireUser(c);
    await limitRate(c, "circle-join-user", user.id);
    return ok(
      c,
      await setMembership(c.var.db, user.id, bodyOf<{ circleId: number }>(c).circleId, true),
      "已加入",
    );
  })
  .openapi(leave, async (c) => {
    const user = requireUser(c);
    await limitRate(c, "circle-join-user", user.id);
    return ok(
      c,
      await setMembership(c.var.db, user.id, bodyOf<{ circleId: number }>(c).circleId, false),
      "已退出",
    );
  })
  .openapi(general, async (c) =>
    ok(c, await listPosts(c.var.db, viewer(c), bodyOf<z.infer<typeof postListBody>>(c), c.var.deps.now())),
  )
  .openapi(addSave, async (c) => {
    const user = requireUser(c);
    await limitRate(c, "post-user", user.id);
    const post = await addPost(c.var.db, user.id, bodyOf<z.infer<typeof postBody>>(c), c.var.deps.now());
    return ok(c, post, "发布成功");
  })
  .openapi(addPic, async (c) => {
    const user = requireUser(c);
    await limitRate(c, "upload-user", user.id);
    const { env, now } = c.var.deps;
    const { urls } = await storeImages(c.var.db, user.id, [bodyOf<{ image: string }>(c).image], {
      dir: env.UPLOAD_DIR,
      maxBytes: env.UPLOAD_MAX_BYTES,
      nowMs: now(),
    });
    return ok(c, { url: urls[0] }, "上传成功");
  })
  .openapi(shield, async (c) => {
    const user = requireUser(c);
    await limitRate(c, "shield-user", user.id);
    const { postId, type } = bodyOf<{ postId: number; type: number }>(c);
    return ok(c, await shieldPost(c.var.db, user.id, postId, type), "已屏蔽");
  })
  .openapi(report, async (c) => {
    const user = requireUser(c);
    await limitRate(c, "post-report-user", user.id);
    return ok(
      c,
      await reportPost(c.var.db, user.id, bodyOf<z.infer<typeof reportBody>>(c)),
      "举报成功，我们会尽快处理",
    );
  })
  .openapi(remove, async (c) =>
    ok(c, await deletePost(c.var.db, requireUser(c).id, bodyOf<{ postId: number }>(c).postId), "已删除"),
  )
  .openapi(detail, async (c) => ok(c, await postDetail(c.var.db, viewer(c), c.req.valid("param").id)))
  .openapi(like, async (c) => {
    const user = requireUser(c);
    await limitRate(c, "like-user", user.id);
    return ok(c, await togglePostLike(c.var.db, user.id, c.req.valid("param").id));
  })
  .openapi(collect, async (c) => {
    const user = requireUser(c);
    await limitRate(c, "like-user", user.id);
    return ok(c, await togglePostCollect(c.var.db, user.id, c.req.valid("param").id));
  });

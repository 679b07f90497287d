import { OpenAPIHono, z } from "@hono/zod-openapi";
import { dynamicPage } from "@/lib/contracts/anchor";
import { pageQuery } from "@/lib/contracts/fields";
import {
  anchorDeleteQuery,
  anchorPostListBody,
  commentItem,
  commentListQuery,
  commentPage,
  feedbackBody,
  feedbackData,
  likeData,
  replyBody,
  replyItem,
} from "@/lib/contracts/community";
import { idInput } from "@/lib/contracts/fields";
import type { AppEnv } from "../context";
import { ok } from "../http/envelope";
import { limitRate } from "../http/rate-limit";
import { apiRoute } from "../http/route";
import { requireUser } from "../http/session";
import { signedIn } from "../http/signed-in";
import { bodyOf, validationHook } from "../http/validation";
import { listAnchorPosts, removeDynamic } from "../services/anchor/dynamics";
import { addComment, listComments, toggleCommentLike } from "../services/community/comments";
import { addFeedback } from "../services/community/feedback";

const tags = ["社区"];

const byPost = apiRoute("get", "/inform/comment/list/byPost", {
  summary: "帖子的评论（新的在前），每条带最多 20 条二级回复（旧的在前）",
  tags,
  query: commentListQuery,
  data: commentPage,
});
const commentLike = apiRoute("get", "/inform/comment/like/{id}", {
  summary: "评论点赞 / 取消点赞（切换）",
  tags,
  params: z.object({ id: idInput("评论编号不正确") }),
  data: likeData,
});
const reply = apiRoute("post", "/inform/comment/reply", {
  summary: "评论帖子（无 commentId），或回复评论 / 回复（commentId）；回复都在第二层",
  tags,
  body: replyBody,
  data: z.union([commentItem, replyItem]),
});
const feedback = apiRoute("post", "/inform/feedback/add", {
  summary: "意见反馈（type 1 功能建议，2 内容问题，3 页面报错，4 其他）",
  tags,
  body: feedbackBody,
  data: feedbackData,
});
const anchorPosts = apiRoute("post", "/inform/post/list/anchor", {
  summary: "主播动态（主播空间发布的动态），可按 anchorId 筛选，新的在前",
  tags,
  body: anchorPostListBody,
  data: dynamicPage,
});
const myAnchorPosts = apiRoute("get", "/inform/post/list/anchor/my", {
  summary: "我发布的主播动态",
  tags,
  query: pageQuery,
  data: dynamicPage,
});
const anchorDelete = apiRoute("get", "/inform/post/anchor/delete", {
  summary: "删除我的一条主播动态",
  tags,
  query: anchorDeleteQuery,
  data: z.object({ id: z.number().int() }),
});

export const communityCommentRoutes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
communityCommentRoutes.use("/inform/comment/like/:id", signedIn);
for (const path of [reply.path, feedback.path, myAnchorPosts.path, anchorDelete.path]) {
  communityCommentRoutes.use(path, signedIn);
}

communityCommentRoutes
  .openapi(byPost, async (c) =>
    ok(c, await listComments(c.var.db, c.var.user?.id ?? null, c.req.valid("query"))),
  )
  .openapi(commentLike, async (c) => {
    const user = requireUser(c);
    await limitRate(c, "like-user", user.id);
    return ok(c, await toggleCommentLike(c.var.db, user.id, c.req.valid("param").id));
  })
  .openapi(reply, async (c) => {
    const user = requireUser(c);
    await limitRate(c, "comment-user", user.id);
    const body = bodyOf<z.infer<typeof replyBody>>(c);
    return ok(c, await addComment(c.var.db, user.id, body, c.var.deps.now()), "评论成功");
  })
  .openapi(feedback, async (c) => {
    const user = requireUser(c);
    await limitRate(c, "feedback-user", user.id);
    const body = bodyOf<z.infer<typeof feedbackBody>>(c);
    return ok(c, await addFeedback(c.var.db, user.id, body, c.var.deps.now()), "感谢您的反馈");
  })
  .openapi(anchorPosts, async (c) => {
    const { anchorId, page, pageSize } = bodyOf<z.infer<typeof anchorPostListBody>>(c);
    return ok(c, await listAnchorPosts(c.var.db, { authorId: anchorId, page, pageSize }));
  })
  .openapi(myAnchorPosts, async (c) =>
    ok(c, await listAnchorPosts(c.var.db, { authorId: requireUser(c).id, ...c.req.valid("query") })),
  )
  .openapi(anchorDelete, async (c) =>
    ok(c, await removeDynamic(c.var.db, requireUser(c), c.req.valid("query").postId), "已删除"),
  );

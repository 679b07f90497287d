import { z } from "zod";
import {
  COMMENT_MAX,
  COMMUNITY_SECTIONS,
  FEEDBACK_MAX,
  FEEDBACK_TYPES,
  POST_CONTENT_MAX,
  POST_IMAGES_MAX,
  POST_SORTS,
  POST_TITLE_MAX,
  REPORT_REASONS,
} from "@/lib/codes/community";
import { idInput, intInput, pageOf, pageQuery, plainText } from "./fields";

const oneOf = (values: readonly number[], message: string) =>
  intInput(z.number()).refine((v) => values.includes(v), message);
const keysOf = (o: object) => Object.keys(o).map(Number);

/** A single form value arrives as a string; JSON sends the array. */
const imageList = z.preprocess(
  (v) => (v === undefined || v === "" ? [] : typeof v === "string" ? [v] : v),
  z.array(z.string().max(300, "图片地址不正确")).max(POST_IMAGES_MAX, `最多${POST_IMAGES_MAX}张图片`),
);

// ---- circles

export const circleListQuery = z.object({
  section: oneOf(COMMUNITY_SECTIONS, "社区分区不正确").optional(),
});
export const circleIdParam = z.object({ id: idInput("圈子编号不正确") });
export const circleBody = z.object({ circleId: idInput("圈子编号不正确") });
export const circleItem = z.object({
  id: z.number().int(),
  name: z.string(),
  intro: z.string(),
  sportId: z.number().int(),
  colour: z.string(),
  memberCount: z.number().int(),
  postCount: z.number().int(),
  /** Whether the caller has joined (false for a visitor). */
  joined: z.boolean(),
});
export type CircleItem = z.infer<typeof circleItem>;
export const circleList = z.array(circleItem);
export const circleMembership = z.object({
  circleId: z.number().int(),
  joined: z.boolean(),
  memberCount: z.number().int(),
});

// ---- posts

export const postListBody = pageQuery.extend({
  circleId: idInput("圈子编号不正确").optional(),
  section: oneOf(COMMUNITY_SECTIONS, "社区分区不正确").optional(),
  authorId: idInput("用户编号不正确").optional(),
  sort: z.enum(POST_SORTS, "排序只能是 hot 或 new").default("new"),
});
export const postBody = z.object({
  circleId: idInput("圈子编号不正确"),
  title: plainText(POST_TITLE_MAX).pipe(z.string().min(1, "请输入标题")),
  content: plainText(POST_CONTENT_MAX).pipe(z.string().min(1, "请输入帖子内容")),
  images: imageList,
});
export const postPicBody = z.object({ image: z.string().min(1, "图片内容不能为空") });
export const postPicData = z.object({ url: z.string().describe("/uploads/yyyymm/<file>") });
export const postIdParam = z.object({ id: idInput("帖子编号不正确") });
export const postIdBody = z.object({ postId: idInput("帖子编号不正确") });
export const shieldBody = z.object({
  postId: idInput("帖子编号不正确"),
  /** 1 this post, 2 everything by its author. */
  type: oneOf([1, 2], "屏蔽类型只能是 1（帖子）或 2（作者）").default(1),
});
export const shieldData = z.object({
  postId: z.number().int(),
  type: z.number().int(),
  shielded: z.boolean(),
});
export const reportBody = z.object({
  postId: idInput("帖子编号不正确"),
  reason: oneOf(keysOf(REPORT_REASONS), "举报原因不正确"),
  content: plainText(200).default(""),
});

export const postAuthor = z.object({
  id: z.number().int(),
  nickName: z.string(),
  portrait: z.string(),
  level: z.number().int(),
});
export const postItem = z.object({
  id: z.number().int(),
  circleId: z.number().int(),
  circleName: z.string(),
  author: postAuthor,
  title: z.string(),
  content: z.string(),
  images: z.array(z.string()),
  likeCount: z.number().int(),
  commentCount: z.number().int(),
  collectCount: z.number().int(),
  createdAt: z.string(),
  /** The caller's own marks (false for a visitor). */
  liked: z.boolean(),
  collected: z.boolean(),
});
export type PostItem = z.infer<typeof postItem>;
export const postPage = pageOf(postItem);
export type PostPage = z.infer<typeof postPage>;
export const likeData = z.object({ id: z.number().int(), liked: z.boolean(), likeCount: z.number().int() });
export type LikeData = z.infer<typeof likeData>;
export const collectData = z.object({
  id: z.number().int(),
  collected: z.boolean(),
  collectCount: z.number().int(),
});

// ---- anchor dynamics seen from the community

export const anchorPostListBody = pageQuery.extend({ anchorId: idInput("主播编号不正确").optional() });
export const anchorDeleteQuery = z.object({ postId: idInput("动态编号不正确") });

// ---- comments

export const commentListQuery = pageQuery.extend({ postId: idInput("帖子编号不正确") });
export const replyBody = z.object({
  postId: idInput("帖子编号不正确"),
  /** Absent: a comment on the post; else the comment or reply answered. */
  commentId: idInput("评论编号不正确").optional(),
  content: plainText(COMMENT_MAX).pipe(z.string().min(1, "请输入评论内容")),
});
const commentBase = z.object({
  id: z.number().int(),
  postId: z.number().int(),
  author: postAuthor,
  content: z.string(),
  likeCount: z.number().int(),
  liked: z.boolean(),
  createdAt: z.string(),
});
export const replyItem = commentBase.extend({
  rootId: z.number().int(),
  /** Nickname of the reply answered, when it answers a reply rather than the comment. */
  replyToNickName: z.string().nullable(),
});
export type ReplyItem = z.infer<typeof replyItem>;
export const commentItem = commentBase.extend({ replyCount: z.number().int(), replies: z.array(replyItem) });
export type CommentItem = z.infer<typeof commentItem>;
export const commentPage = pageOf(commentItem);
export type CommentPage = z.infer<typeof commentPage>;

// ---- feedback

export const feedbackBody = z.object({
  type: oneOf(keysOf(FEEDBACK_TYPES), "反馈类型不正确").default(4),
  content: plainText(FEEDBACK_MAX).pipe(z.string().min(5, "反馈内容至少5个字")),
  contact: plainText(40).default(""),
  page: z.string().max(200, "页面地址过长").default(""),
});
export const feedbackData = z.object({ id: z.number().int() });

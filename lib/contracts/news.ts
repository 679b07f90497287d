import { z } from "zod";
import { NEWS_COMMENT_MAX, NEWS_PAGE_SIZE } from "@/lib/codes/news";
import { idInput, intInput, pageOf, pageQuery, plainText } from "./fields";

export const newsColumn = z.object({
  columnNo: z.number().int(),
  name: z.string(),
  sportId: z.number().int().nullable().describe("1 football, 2 basketball; null for 头条 (all)"),
  leagueId: z.number().int().nullable(),
});
export type NewsColumnItem = z.infer<typeof newsColumn>;

export const columnQuery = z.object({
  type: intInput(z.number().min(1, "栏目类型不正确").max(99, "栏目类型不正确"), 1).describe("1 news columns"),
});

export const articleItem = z.object({
  id: z.number().int(),
  kind: z.number().int().describe("1 editorial, 2 赛后战报, 3 赛前前瞻"),
  columnNo: z.number().int(),
  columnName: z.string(),
  sportId: z.number().int(),
  title: z.string(),
  summary: z.string(),
  cover: z.string().describe("api path of the cover image (PNG drawn on the server)"),
  authorName: z.string(),
  authorId: z.number().int().nullable(),
  matchId: z.number().int().nullable(),
  readCount: z.number().int(),
  commentCount: z.number().int(),
  publishedAt: z.string().describe("ISO time"),
});
export type ArticleItem = z.infer<typeof articleItem>;
export const articlePage = pageOf(articleItem);
export type ArticlePage = z.infer<typeof articlePage>;

export const articleTag = z.object({
  tagType: z.number().int().describe("1 team, 2 league, 3 player, 4 match"),
  tagId: z.number().int(),
  name: z.string(),
});
export type ArticleTagItem = z.infer<typeof articleTag>;

const neighbour = z.object({ id: z.number().int(), title: z.string() }).nullable();

export const articleDetail = articleItem.extend({
  /** Rendered from the stored Markdown on the server and sanitized with an allow-list. */
  html: z.string(),
  tags: z.array(articleTag),
  prev: neighbour.describe("上一篇: the next older article of the same column"),
  next: neighbour.describe("下一篇: the next newer article of the same column"),
});
export type ArticleDetail = z.infer<typeof articleDetail>;

export const articleIdParam = z.object({ id: idInput("资讯编号不正确") });

const keyword = plainText(30).default("");

export const articleListBody = z.object({
  columnNo: intInput(z.number().min(1, "栏目编号不正确").max(99, "栏目编号不正确"), 1, "栏目编号不正确"),
  platform: intInput(z.number().min(1).max(9), 1).optional(),
  pageParam: z
    .object({
      pageNum: intInput(z.number().min(1, "页码从1开始").max(10_000, "页码过大"), 1),
      pageSize: intInput(z.number().min(1, "每页至少1条").max(100, "每页最多100条"), NEWS_PAGE_SIZE),
    })
    .default({ pageNum: 1, pageSize: NEWS_PAGE_SIZE }),
  keyword,
  authorId: intInput(z.number().min(0).max(2_147_483_647), 0, "作者编号不正确").describe("0 any author"),
});
export type ArticleListBody = z.input<typeof articleListBody>;

export const categoryBody = z.object({
  size: intInput(z.number().min(1, "每栏至少1条").max(20, "每栏最多20条"), 6),
});
export const categoryItem = newsColumn.extend({ list: z.array(articleItem) });
export type CategoryItem = z.infer<typeof categoryItem>;

export const recDetailQuery = z.object({
  id: idInput("资讯编号不正确"),
  size: intInput(z.number().min(1, "至少1条").max(20, "最多20条"), 6),
});

export const recommendBody = z.object({
  columnNo: intInput(z.number().min(1, "栏目编号不正确").max(99, "栏目编号不正确"), 1, "栏目编号不正确"),
  size: intInput(z.number().min(1, "至少1条").max(30, "最多30条"), 10),
});

export const bannerQuery = z.object({
  limit: intInput(z.number().min(1, "至少1条").max(10, "最多10条"), 5),
});

export const collectQuery = z.object({
  collectId: idInput("资讯编号不正确"),
  flag: intInput(z.number().min(0, "flag只能是0或1").max(1, "flag只能是0或1")).describe(
    "1 collect, 0 remove",
  ),
  type: intInput(z.number().min(1, "收藏类型不正确").max(1, "收藏类型不正确"), 1).describe("1 article"),
});
export const collectState = z.object({ collectId: z.number().int(), collected: z.boolean() });
export type CollectState = z.infer<typeof collectState>;

export const myCollectQuery = pageQuery.extend({
  type: intInput(z.number().min(1, "收藏类型不正确").max(1, "收藏类型不正确"), 1),
});

export const readBeacon = z.object({
  id: z.number().int(),
  readCount: z.number().int(),
  collected: z.boolean().describe("false for a visitor"),
});
export type ReadBeacon = z.infer<typeof readBeacon>;

export const commentListQuery = pageQuery.extend({
  postId: idInput("资讯编号不正确").describe("the article's id"),
  pageSize: intInput(z.number().min(1, "每页至少1条").max(50, "每页最多50条"), 20),
});

export const articleComment = z.object({
  id: z.number().int(),
  articleId: z.number().int(),
  content: z.string().describe("plain text, already masked"),
  createdAt: z.string(),
  user: z.object({ id: z.number().int(), nickName: z.string(), portrait: z.string() }),
});
export type ArticleComment = z.infer<typeof articleComment>;
export const commentPage = pageOf(articleComment);
export type CommentPage = z.infer<typeof commentPage>;

export const commentAddBody = z.object({
  postId: idInput("资讯编号不正确").describe("the article's id"),
  content: plainText(NEWS_COMMENT_MAX).refine((v) => v.length > 0, "评论内容不能为空"),
});

export const placeQuery = z.object({
  placeCode: z
    .string()
    .trim()
    .regex(/^[a-z][a-z0-9-]{0,31}$/, "广告位编码不正确"),
});

export const promotion = z.object({
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string(),
  /** Internal path of the site (its own promotions only; never a third party). */
  url: z.string(),
  /** Two colours of the card's gradient. */
  colours: z.tuple([z.string(), z.string()]),
});
export type Promotion = z.infer<typeof promotion>;
export const posterCategory = z.object({ cateName: z.string(), list: z.array(promotion) });
export type PosterCategory = z.infer<typeof posterCategory>;

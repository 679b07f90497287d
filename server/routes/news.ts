import { OpenAPIHono, z } from "@hono/zod-openapi";
import { eq } from "drizzle-orm";
import { NEWS_COLUMNS, NEWS_COLUMN_TYPE } from "@/lib/codes/news";
import {
  articleDetail,
  articleIdParam,
  articleItem,
  articleListBody,
  articlePage,
  bannerQuery,
  categoryBody,
  categoryItem,
  collectQuery,
  collectState,
  columnQuery,
  commentAddBody,
  commentListQuery,
  commentPage,
  articleComment,
  myCollectQuery,
  newsColumn,
  placeQuery,
  posterCategory,
  promotion,
  readBeacon,
  recDetailQuery,
  recommendBody,
} from "@/lib/contracts/news";
import { idInput, intInput } from "@/lib/contracts/fields";
import { parseId } from "@/lib/parse-id";
import type { AppEnv } from "../context";
import { matches } from "../db/schema/matches";
import { envelope, ok } from "../http/envelope";
import { apiRoute } from "../http/route";
import { requireUser } from "../http/session";
import { bodyOf, validationHook } from "../http/validation";
import { badRequest, notFoundError } from "../errors/biz-error";
import { enforceLimit } from "../services/limits/rate-limits";
import {
  articleDetail as detailOf,
  articleList,
  banner,
  categories,
  hottest,
  newsOfMatch,
  related,
} from "../services/news/articles";
import { myCollects, readArticle, setCollected } from "../services/news/collects";
import { addComment, commentsOf } from "../services/news/comments";
import { articleCover } from "../services/news/covers";
import { advertsAt, postersAt } from "../services/news/promotions";

const tags = ["资讯"];

const columns = apiRoute("get", "/inform/column/getColumnByType", {
  summary: "资讯栏目（type=1）：头条、足球、篮球与各联赛栏目，按标签页顺序",
  tags,
  query: columnQuery,
  data: z.array(newsColumn),
});

const listCategory = apiRoute("post", "/inform/info/listCategory", {
  summary: "每个栏目及其最新的 size 篇资讯（首页资讯区块）",
  tags,
  body: categoryBody,
  data: z.array(categoryItem),
});

const list = apiRoute("post", "/inform/info/list", {
  summary:
    "栏目资讯列表（新的在前）：columnNo 栏目编号（1 头条为全部），pageParam {pageNum, pageSize 默认 30}，keyword 标题或摘要关键词，authorId 作者",
  tags,
  body: articleListBody,
  jsonOnly: true,
  data: articlePage,
});

const detail = apiRoute("get", "/inform/info/detail/{id}", {
  summary:
    "资讯详情：服务端由 Markdown 渲染并经白名单净化的正文 HTML、标签、上一篇/下一篇（不计阅读，见 /inform/info/read/{id}）",
  tags,
  params: articleIdParam,
  data: articleDetail,
});

const read = apiRoute("get", "/inform/info/read/{id}", {
  summary: "读者打开资讯：计一次阅读（内存累计、定期写入），返回阅读数与本人是否已收藏",
  tags,
  params: articleIdParam,
  data: readBeacon,
});

const recDetail = apiRoute("get", "/inform/info/rec-detail", {
  summary: "相关资讯：与资讯 id 标签（球队、联赛、球员）相同最多的，再以同栏目最新补足",
  tags,
  query: recDetailQuery,
  data: z.array(articleItem),
});

const recommend = apiRoute("post", "/inform/info/recommend", {
  summary: "热门排行：栏目近七天阅读最多的资讯",
  tags,
  body: recommendBody,
  data: z.array(articleItem),
});

const bannerRoute = apiRoute("get", "/inform/info/banner", {
  summary: "头条轮播：置顶头条在前，再以最新资讯补足 limit 条",
  tags,
  query: bannerQuery,
  data: z.array(articleItem),
});

const matchNews = apiRoute("get", "/inform/info/match-news", {
  summary: "比赛相关资讯：本场的战报、前瞻与两队的新闻（比赛页）",
  tags,
  query: z.object({
    matchId: idInput("比赛编号不正确"),
    size: intInput(z.number().min(1, "至少1条").max(20, "最多20条"), 6),
  }),
  data: z.array(articleItem),
});

const collect = apiRoute("get", "/inform/info/collect", {
  summary: "收藏（flag=1）或取消收藏（flag=0）资讯 collectId；type 1 为资讯；需登录",
  tags,
  query: collectQuery,
  data: collectState,
});

const myCollect = apiRoute("get", "/inform/info/my/collect", {
  summary: "我收藏的资讯（最近收藏的在前）；需登录",
  tags,
  query: myCollectQuery,
  data: articlePage,
});

const commentList = apiRoute("get", "/inform/info/comment/list/byPost", {
  summary: "资讯评论（新的在前）；postId 为资讯编号",
  tags,
  query: commentListQuery,
  data: commentPage,
});

const commentAdd = apiRoute("post", "/inform/info/comment/add", {
  summary: "评论资讯：需登录；敏感词与聊天相同处理；每人每分钟最多 5 条",
  tags,
  body: commentAddBody,
  data: articleComment,
});

const advert = apiRoute("get", "/inform/advert/v2/adv", {
  summary: "站内推广位（无第三方广告）：placeCode home-side、news-side、article-bottom",
  tags,
  query: placeQuery,
  data: z.array(promotion),
});

const posters = apiRoute("get", "/inform/poster/v2/cate/list", {
  summary: "站内推广位的分组海报",
  tags,
  query: placeQuery,
  data: z.array(posterCategory),
});

export const newsRoutes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
  .openapi(columns, (c) =>
    ok(c, c.req.valid("query").type === NEWS_COLUMN_TYPE ? NEWS_COLUMNS.map((col) => ({ ...col })) : []),
  )
  .openapi(listCategory, async (c) => ok(c, await categories(c.var.db, bodyOf<{ size: number }>(c).size)))
  .openapi(list, async (c) => ok(c, await articleList(c.var.db, c.req.valid("json"))))
  .openapi(detail, async (c) => ok(c, await detailOf(c.var.db, c.req.valid("param").id)))
  .openapi(read, async (c) =>
    ok(c, await readArticle(c.var.db, c.req.valid("param").id, c.var.user?.id ?? null)),
  )
  .openapi(recDetail, async (c) => {
    const q = c.req.valid("query");
    return ok(c, await related(c.var.db, q.id, q.size));
  })
  .openapi(recommend, async (c) => {
    const b = bodyOf<{ columnNo: number; size: number }>(c);
    return ok(c, await hottest(c.var.db, b.columnNo, b.size, c.var.deps.now()));
  })
  .openapi(bannerRoute, async (c) => ok(c, await banner(c.var.db, c.req.valid("query").limit)))
  .openapi(matchNews, async (c) => {
    const q = c.req.valid("query");
    const [m] = await c.var.db
      .select({ home: matches.homeTeamId, away: matches.awayTeamId })
      .from(matches)
      .where(eq(matches.id, q.matchId));
    if (!m) throw notFoundError("比赛不存在");
    return ok(c, await newsOfMatch(c.var.db, q.matchId, [m.home, m.away], q.size));
  })
  .openapi(collect, async (c) => {
    const user = requireUser(c);
    const q = c.req.valid("query");
    if (q.flag === undefined) throw badRequest("flag只能是0或1");
    await enforceLimit(c.var.deps, "news-collect-user", user.id);
    return ok(
      c,
      await setCollected(c.var.db, user.id, q.collectId, q.flag),
      q.flag ? "收藏成功" : "已取消收藏",
    );
  })
  .openapi(myCollect, async (c) => {
    const user = requireUser(c);
    return ok(c, await myCollects(c.var.db, user.id, c.req.valid("query")));
  })
  .openapi(commentList, async (c) => ok(c, await commentsOf(c.var.db, c.req.valid("query"))))
  .openapi(commentAdd, async (c) => {
    const user = requireUser(c);
    return ok(
      c,
      await addComment(c.var.deps, user.id, bodyOf<{ postId: number; content: string }>(c)),
      "评论成功",
    );
  })
  .openapi(advert, (c) => ok(c, advertsAt(c.req.valid("query").placeCode)))
  .openapi(posters, (c) => ok(c, postersAt(c.req.valid("query").placeCode)))
  .get("/inform/info/cover/:id", async (c) => {
    const id = parseId(c.req.param("id"));
    if (id === null) return c.json(envelope(null, 400, "资讯编号不正确"), 400);
    const png = await articleCover(c.var.db, id);
    return c.body(new Uint8Array(png), 200, {
      "Content-Type": "image/png",
      "Content-Length": String(png.length),
      "Cache-Control": "public, max-age=86400",
      "Content-Security-Policy": "default-src 'none'",
    });
  });

import { OpenAPIHono, z } from "@hono/zod-openapi";
import { hotUsersQuery, recommendQuery, userCard, userPage, userSearchQuery } from "@/lib/contracts/user";
import type { AppEnv } from "../context";
import { ok } from "../http/envelope";
import { apiRoute } from "../http/route";
import { validationHook } from "../http/validation";
import { hotUsers, recommendAnchors, searchUsers } from "../services/user/user-lists";

const tags = ["用户主页"];

const pageList = apiRoute("get", "/api/user/pageList", {
  summary: "按昵称搜索用户（word 为空时列出全部，粉丝多者在前）；pageSize 默认 30，最大 100",
  tags,
  query: userSearchQuery,
  data: userPage,
});

const hot = apiRoute("get", "/api/user/hot", {
  summary: "热门用户：type 1 主播（按粉丝数），2 专家；size 默认 20",
  tags,
  query: hotUsersQuery,
  data: z.array(userCard),
});

const recommend = apiRoute("get", "/api/user/recommend", {
  summary: "推荐关注的主播：排除自己和已关注的，开播与热度高者在前；size 默认 10",
  tags,
  query: recommendQuery,
  data: z.array(userCard),
});

export const userDirectoryRoutes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
  .openapi(pageList, async (c) => ok(c, await searchUsers(c.var.db, c.req.valid("query"))))
  .openapi(hot, async (c) => {
    const { size, type } = c.req.valid("query");
    return ok(c, await hotUsers(c.var.db, size, type));
  })
  .openapi(recommend, async (c) =>
    ok(c, await recommendAnchors(c.var.db, c.req.valid("query").size, c.var.user?.id)),
  );

import { OpenAPIHono, z } from "@hono/zod-openapi";
import { sitemapCount, sitemapEntry, sitemapKindParam, sitemapPageQuery } from "@/lib/contracts/sitemap";
import { parseId } from "@/lib/parse-id";
import type { AppEnv } from "../context";
import { envelope, ok } from "../http/envelope";
import { apiRoute } from "../http/route";
import { validationHook } from "../http/validation";
import { matchCard } from "../services/seo/match-card";
import { sitemapCounts, sitemapPage } from "../services/seo/sitemap-entries";

const tags = ["站点地图"];

const counts = apiRoute("get", "/seo/sitemap", {
  summary: "站点地图索引：每类页面（比赛、资讯、直播间、回放、球队、球员、赛事、专家）的数量（一次查询）",
  tags,
  data: z.array(sitemapCount),
});

const page = apiRoute("get", "/seo/sitemap/{kind}", {
  summary: "一类页面的一页站点地图（按编号，每页至多 50,000 条）：编号、决定地址的运动、最后修改时间",
  tags,
  params: sitemapKindParam,
  query: sitemapPageQuery,
  data: z.array(sitemapEntry),
});

/** Read by the web server (sitemap.xml and its children), which caches them for a few minutes. */
export const seoRoutes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
  .openapi(counts, async (c) => ok(c, await sitemapCounts(c.var.db)))
  .openapi(page, async (c) =>
    ok(c, await sitemapPage(c.var.db, c.req.valid("param").kind, c.req.valid("query").page)),
  )
  // The match's sharing image (og:image), public through the gateway's /live family.
  .get("/live/og/match/:id", async (c) => {
    const id = parseId(c.req.param("id"));
    if (id === null) return c.json(envelope(null, 400, "比赛编号不正确"), 400);
    const png = await matchCard(c.var.db, id);
    return c.body(new Uint8Array(png), 200, {
      "Content-Type": "image/png",
      "Content-Length": String(png.length),
      "Cache-Control": "public, max-age=60",
      "Content-Security-Policy": "default-src 'none'",
    });
  });

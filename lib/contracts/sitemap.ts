import { z } from "zod";

/** The sitemap index's children, one kind of page each (robots.txt points at the index). */
export const SITEMAP_KINDS = [
  "matches",
  "articles",
  "rooms",
  "playbacks",
  "teams",
  "players",
  "competitions",
  "experts",
] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];

/** The sitemaps protocol's cap on the URLs of one file; a kind past it is paged. */
export const SITEMAP_PAGE_SIZE = 50_000;

export const sitemapKindParam = z.object({
  kind: z.enum(SITEMAP_KINDS, { error: "站点地图类型不正确" }),
});
export const sitemapPageQuery = z.object({
  page: z.coerce
    .number({ error: "页码不正确" })
    .int("页码不正确")
    .min(1, "页码不正确")
    .max(10_000, "页码不正确")
    .default(1),
});

export const sitemapCount = z.object({ kind: z.enum(SITEMAP_KINDS), count: z.number().int() });
export type SitemapCount = z.infer<typeof sitemapCount>;

/** One page to list: its id, the sport that picks its URL where that differs, and when it last changed. */
export const sitemapEntry = z.object({
  id: z.number().int(),
  sportId: z.number().int().describe("1 football, 2 basketball; 0 where the URL does not depend on it"),
  lastmod: z.string().nullable().describe("ISO instant; null when nothing dates the page"),
});
export type SitemapEntry = z.infer<typeof sitemapEntry>;

import { sitemapIndex, unavailable, xmlResponse } from "@/lib/seo/sitemap-source";

export const dynamic = "force-dynamic";

/** The sitemap index: one child per kind of page, paged past 50,000 URLs (robots.txt points here). */
export async function GET() {
  const xml = await sitemapIndex();
  return xml ? xmlResponse(xml) : unavailable();
}

import { sitemapChild, unavailable, xmlResponse } from "@/lib/seo/sitemap-source";
import { parseSitemapChild } from "@/lib/seo/sitemap-xml";

export const dynamic = "force-dynamic";

const missing = () => new Response("站点地图不存在", { status: 404 });

/** One child sitemap, `/sitemaps/{kind}-{page}.xml`; a page past the last is a 404. */
export async function GET(_request: Request, { params }: RouteContext<"/sitemaps/[file]">) {
  const child = parseSitemapChild((await params).file);
  if (!child) return missing();
  const xml = await sitemapChild(child.kind, child.page);
  if (xml === "missing") return missing();
  return xml ? xmlResponse(xml) : unavailable();
}

import "server-only";
import { apiGet } from "@/lib/api/server-fetch";
import {
  SITEMAP_KINDS,
  type SitemapCount,
  type SitemapEntry,
  type SitemapKind,
} from "@/lib/contracts/sitemap";
import { siteOrigin } from "./site-url";
import { sitemapIndexXml, urlsetXml } from "./sitemap-xml";
import { createTtlCache } from "./ttl-cache";

/** Sitemaps are kept this long (seconds): in this process and by crawlers and proxies. */
export const SITEMAP_CACHE_SECONDS = 300;

class SitemapUnavailable extends Error {}

// A full child (50,000 entries) is ~3 MB of JSON, over Next's 2 MB data-cache limit, so the web
// keeps the rendered XML in memory instead and asks the api without its data cache.
const cachedXml = createTtlCache<string | null>(SITEMAP_CACHE_SECONDS * 1000);

async function fromApi<T>(path: string, params: Record<string, number> = {}): Promise<T> {
  const res = await apiGet<T>(path, params, { revalidate: 0 });
  if (res.code !== 200 || res.data === null) throw new SitemapUnavailable(res.message);
  return res.data;
}

/** The index's XML; null when the api cannot answer now. */
export function sitemapIndex(): Promise<string | null> {
  return cachedXml("index", async () =>
    sitemapIndexXml(siteOrigin(), await fromApi<SitemapCount[]>("/seo/sitemap")),
  ).catch(() => null);
}

/** A child's XML; "missing" for a page past the last one, null when the api cannot answer now. */
export async function sitemapChild(kind: SitemapKind, page: number): Promise<string | "missing" | null> {
  if (!SITEMAP_KINDS.includes(kind)) return "missing";
  return cachedXml(`${kind}-${page}`, async () => {
    const entries = await fromApi<SitemapEntry[]>(`/seo/sitemap/${kind}`, { page });
    return entries.length === 0 && page > 1 ? null : urlsetXml(siteOrigin(), kind, entries);
  })
    .then((xml) => xml ?? "missing")
    .catch(() => null);
}

export const xmlResponse = (xml: string) =>
  new Response(xml, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": `public, max-age=${SITEMAP_CACHE_SECONDS}`,
    },
  });

export const unavailable = () =>
  new Response("站点地图暂不可用", { status: 503, headers: { "Retry-After": "60" } });

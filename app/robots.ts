import type { MetadataRoute } from "next";
import { absoluteUrl } from "@/lib/seo/site-url";
import { SITEMAP_INDEX_PATH } from "@/lib/seo/sitemap-xml";

export const dynamic = "force-dynamic";

/** Crawlers skip the account, wallet and payment pages, the api door and private lists. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: {
      userAgent: "*",
      allow: "/",
      disallow: ["/v/", "/recommend", "/user/", "/gateway/", "/search", "/football/collect", "/live/follow"],
    },
    sitemap: absoluteUrl(SITEMAP_INDEX_PATH),
  };
}

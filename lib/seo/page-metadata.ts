import "server-only";
import type { Metadata } from "next";
import { absoluteUrl } from "./site-url";

export const SITE_NAME = "球探直播";

export type PageSeo = {
  /** The page's own title; the root layout's template adds " - 球探直播". */
  title: string;
  description: string;
  keywords: readonly string[];
  /** The clean path of the page: query variants and tabs of one page point here. */
  path: string;
  /** A site path (gateway image, public file) or absolute URL of the sharing image. */
  image?: string | null;
  imageAlt?: string;
  type?: "website" | "article" | "video.other" | "profile";
  /** An article's times, for og:article. */
  publishedTime?: string;
};

const absolute = (url: string) => (/^https?:\/\//.test(url) ? url : absoluteUrl(url));

/**
 * One place for what every page's head carries (SPEC §2 "Other behaviour": a title, keywords and a
 * description), plus the canonical URL, Open Graph and Twitter cards on the configured SITE_URL.
 */
export function pageMetadata(p: PageSeo): Metadata {
  const url = absoluteUrl(p.path);
  const images = p.image ? [{ url: absolute(p.image), alt: p.imageAlt ?? p.title }] : undefined;
  const fullTitle = `${p.title} - ${SITE_NAME}`;
  return {
    title: p.title,
    description: p.description,
    keywords: [...new Set(p.keywords.filter(Boolean))],
    alternates: { canonical: url },
    openGraph: {
      type: p.type ?? "website",
      locale: "zh_CN",
      siteName: SITE_NAME,
      url,
      title: fullTitle,
      description: p.description,
      ...(images ? { images } : {}),
      ...(p.type === "article" && p.publishedTime ? { publishedTime: p.publishedTime } : {}),
    },
    twitter: {
      card: images ? "summary_large_image" : "summary",
      title: fullTitle,
      description: p.description,
      ...(images ? { images: images.map((i) => i.url) } : {}),
    },
  };
}

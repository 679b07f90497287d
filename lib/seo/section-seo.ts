import "server-only";
import type { Metadata } from "next";
import { mediaUrl } from "@/lib/api/envelope";
import { pageMetadata, SITE_NAME } from "./page-metadata";
import { siteOrigin } from "./site-url";
import { breadcrumbList, expertProfile, webSite, type Crumb, type JsonLdNode } from "./structured-data";

const SPORT_KEYWORDS = {
  matchPages: ["足球比分", "即时比分", "足球直播", "足球赛程", "足球赔率"],
  basketballPages: ["篮球比分", "即时比分", "NBA直播", "篮球赛程", "篮球赔率"],
} as const;

/** A score list's head: canonical on its clean path, so ?date= and ?issue= variants point to it. */
export function scoreListMetadata(
  namespace: keyof typeof SPORT_KEYWORDS,
  page: { title: string; description: string; path: string },
): Metadata {
  return pageMetadata({ ...page, keywords: [page.title, ...SPORT_KEYWORDS[namespace]] });
}

/** 首页 › the section's crumbs. */
export function sectionJsonLd(crumbs: readonly Crumb[]): JsonLdNode[] {
  return [breadcrumbList(siteOrigin(), [{ name: "首页", path: "/" }, ...crumbs])];
}

/** The front page: the site (with its search) and its one-crumb trail. */
export function homeJsonLd(description: string): JsonLdNode[] {
  const origin = siteOrigin();
  return [
    webSite(origin, { name: SITE_NAME, logoPath: "/icon.svg", description }),
    breadcrumbList(origin, [{ name: "首页", path: "/" }]),
  ];
}

export type ExpertSeo = {
  userId: number;
  nickName: string;
  portrait: string;
  title: string;
  intro: string;
  tags: string[];
};

/** 专家, the experts' section, as the trail's crumb. */
export const GUIDE_CRUMB: Crumb = { name: "专家", path: "/guide" };

const expertPath = (userId: number) => `/guide/expert/info/${userId}`;

/** An expert's page: the profile, canonical on the expert's path. */
export function expertMetadata(e: ExpertSeo, title: string): Metadata {
  return pageMetadata({
    title,
    description: e.intro || `${e.nickName}（${e.title}）的专家主页：近期战绩、在售方案与历史推荐。`,
    keywords: [e.nickName, `${e.nickName}推荐`, e.title, ...e.tags, "专家推荐", "足球推荐"],
    path: expertPath(e.userId),
    image: mediaUrl(e.portrait),
    type: "profile",
  });
}

export function expertJsonLd(e: ExpertSeo): JsonLdNode[] {
  const origin = siteOrigin();
  return [
    expertProfile(origin, {
      path: expertPath(e.userId),
      name: e.nickName,
      description: e.intro,
      jobTitle: e.title,
      image: mediaUrl(e.portrait),
    }),
    breadcrumbList(origin, [
      { name: "首页", path: "/" },
      GUIDE_CRUMB,
      { name: e.nickName, path: expertPath(e.userId) },
    ]),
  ];
}

/** A section page's head (news, schedule, experts, database fronts…): canonical on its clean path. */
export function sectionMetadata(page: {
  title: string;
  description: string;
  path: string;
  keywords?: readonly string[];
}): Metadata {
  return pageMetadata({ ...page, keywords: [page.title, ...(page.keywords ?? []), SITE_NAME] });
}

/**
 * A page crawlers are kept out of (the account area, consoles, wallet, payment): its own title and
 * description for the tab and bookmarks, never indexed; no canonical or sharing card.
 */
export function privateMetadata(page: { title: string; description: string }): Metadata {
  return { title: page.title, description: page.description, robots: { index: false, follow: false } };
}

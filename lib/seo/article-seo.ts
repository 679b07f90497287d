import "server-only";
import type { Metadata } from "next";
import { articleHref, columnHref, coverSrc } from "@/components/news/news-links";
import type { ArticleDetail } from "@/lib/contracts/news";
import { pageMetadata, SITE_NAME } from "./page-metadata";
import { siteOrigin } from "./site-url";
import { breadcrumbList, newsArticle, type JsonLdNode } from "./structured-data";

export const PUBLISHER = { name: SITE_NAME, logoPath: "/icon.svg" };

const keywordsOf = (a: ArticleDetail) => [
  ...a.tags.map((t) => t.name),
  a.columnName,
  `${a.columnName}新闻`,
  "体育资讯",
];

export function articleMetadata(a: ArticleDetail): Metadata {
  return pageMetadata({
    title: a.title,
    description: a.summary,
    keywords: keywordsOf(a),
    path: articleHref(a.id),
    image: coverSrc(a.cover),
    type: "article",
    publishedTime: a.publishedAt,
  });
}

/** NewsArticle and 首页 › 资讯 › column › article. */
export function articleJsonLd(a: ArticleDetail): JsonLdNode[] {
  const origin = siteOrigin();
  return [
    newsArticle(
      origin,
      {
        path: articleHref(a.id),
        headline: a.title,
        description: a.summary,
        publishedAt: a.publishedAt,
        author: a.authorName,
        image: coverSrc(a.cover),
        section: a.columnName,
        keywords: keywordsOf(a),
      },
      PUBLISHER,
    ),
    breadcrumbList(origin, [
      { name: "首页", path: "/" },
      { name: "资讯", path: "/news" },
      { name: a.columnName, path: columnHref(a.columnNo) },
      { name: a.title, path: articleHref(a.id) },
    ]),
  ];
}

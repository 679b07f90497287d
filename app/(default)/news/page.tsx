import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { NewsFront } from "@/components/news/news-front";
import { HEADLINE_COLUMN, columnOf } from "@/lib/codes/news";
import { sectionMetadata } from "@/lib/seo/section-seo";

export const revalidate = 30;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("news.meta");
  return sectionMetadata({
    title: t("title"),
    description: t("description"),
    path: "/news",
    keywords: ["体育新闻", "足球新闻", "篮球新闻", "体育头条"],
  });
}

/** 头条: every column's news, newest first, with the headline carousel. */
export default function NewsPage() {
  return <NewsFront column={columnOf(HEADLINE_COLUMN)!} page={1} />;
}

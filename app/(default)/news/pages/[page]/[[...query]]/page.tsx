import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { NewsFront } from "@/components/news/news-front";
import { MAX_LIST_PAGE } from "@/lib/codes/limits";
import { HEADLINE_COLUMN, columnOf } from "@/lib/codes/news";
import { queryOfPage } from "@/lib/page-query-server";
import { parseId } from "@/lib/parse-id";
import { columnHref } from "@/components/news/news-links";
import { sectionMetadata } from "@/lib/seo/section-seo";

type Props = { params: Promise<{ page: string; query?: string[] }> };

export const revalidate = 30;

export { generateStaticParams } from "@/lib/page-query-server";

async function pageAndColumn(params: Props["params"]) {
  const page = parseId((await params).page);
  const query = await queryOfPage(params, "newsColumn");
  const column = columnOf(query.column ? Number(query.column) : HEADLINE_COLUMN);
  if (!page || page > MAX_LIST_PAGE || !column) notFound();
  return { page, column };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { page, column } = await pageAndColumn(params);
  const t = await getTranslations("news.meta");
  // Canonical on the column's own link: page 1 of 头条 is /news; ?column= names a list of its own.
  return sectionMetadata({
    title: t("pageTitle", { column: column.name, page }),
    description: t("description"),
    path: columnHref(column.columnNo, page),
    keywords: [`${column.name}新闻`, "足球新闻", "篮球新闻", "体育资讯"],
  });
}

/** /news/pages/{page}: a column's page (头条 unless `?column=`). */
export default async function NewsListPage({ params }: Props) {
  const { page, column } = await pageAndColumn(params);
  return <NewsFront column={column} page={page} />;
}

import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { ArticleTags } from "@/components/news/article-tags";
import { ArticleTools } from "@/components/news/article-tools";
import { HotRanking } from "@/components/news/hot-ranking";
import { LazyArticleComments } from "@/components/news/lazy-article-comments";
import { articleHref, columnHref, coverSrc } from "@/components/news/news-links";
import { NewsTitles } from "@/components/news/news-list";
import { PromoSlot } from "@/components/news/promo-slot";
import { getArticle, getHotNews, getPromotions, getRelatedNews } from "@/lib/api/news";
import { formatDateTime } from "@/lib/format/date";
import { parseId } from "@/lib/parse-id";
import { articleJsonLd, articleMetadata } from "@/lib/seo/article-seo";
import { JsonLd } from "@/lib/seo/json-ld";

type Props = { params: Promise<{ id: string }> };

export const revalidate = 60;

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const id = parseId((await params).id);
  const article = id ? await getArticle(id) : null;
  return article ? articleMetadata(article) : {};
}

/** One article: server-rendered, sanitized body; prev/next in its column, related and hot news, comments. */
export default async function ArticlePage({ params }: Props) {
  const id = parseId((await params).id);
  if (!id) notFound();
  const article = await getArticle(id);
  if (!article) notFound();
  const [t, related, hot, promotions] = await Promise.all([
    getTranslations("news"),
    getRelatedNews(id),
    getHotNews(article.columnNo),
    getPromotions("article-bottom"),
  ]);
  return (
    <div className="grid gap-5 px-4 lg:grid-cols-[minmax(0,1fr)_300px]">
      <JsonLd nodes={articleJsonLd(article)} />
      <div className="min-w-0 space-y-5">
        <article className="rounded-lg bg-white p-6 ring-1 ring-black/5">
          <nav className="mb-3 text-sm text-ink-mute">
            <Link href="/news" className="hover:text-brand">
              {t("article.breadcrumb")}
            </Link>
            <span className="mx-1.5">/</span>
            <Link href={columnHref(article.columnNo)} className="hover:text-brand">
              {article.columnName}
            </Link>
          </nav>
          <h1 className="text-2xl leading-snug font-bold text-ink">{article.title}</h1>
          <div className="mt-3 flex flex-wrap items-center justify-between gap-3 border-b border-black/5 pb-3 text-sm text-ink-mute">
            <span className="flex flex-wrap gap-x-4">
              <span>{t("by", { author: article.authorName })}</span>
              <time dateTime={article.publishedAt}>{formatDateTime(article.publishedAt)}</time>
            </span>
            <ArticleTools id={article.id} initialReads={article.readCount} />
          </div>
          {/* eslint-disable-next-line @next/next/no-img-element -- covers are drawn by the api */}
          <img
            src={coverSrc(article.cover)}
            alt={article.title}
            width={640}
            height={360}
            className="mt-4 aspect-video w-full rounded-md bg-ink/10 object-cover"
          />
          <div
            className="article-body mt-5 space-y-4 text-[16px] leading-8 text-ink [&_a]:text-brand [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-brand/40 [&_blockquote]:pl-3 [&_blockquote]:text-ink-soft [&_h2]:mt-6 [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:font-semibold [&_li]:ml-5 [&_ol]:list-decimal [&_table]:w-full [&_table]:text-center [&_table]:text-sm [&_td]:border [&_td]:border-black/10 [&_td]:py-1 [&_th]:border [&_th]:border-black/10 [&_th]:bg-surface [&_th]:py-1 [&_ul]:list-disc"
            // The api renders the stored Markdown and sanitizes it with an allow-list (services/news/markdown.ts).
            dangerouslySetInnerHTML={{ __html: article.html }}
          />
          <div className="mt-6 space-y-4">
            <ArticleTags tags={article.tags} sportId={article.sportId} />
            <nav className="grid gap-2 border-t border-black/5 pt-4 text-sm sm:grid-cols-2">
              <p className="line-clamp-1">
                <span className="text-ink-mute">{t("article.prev")}：</span>
                {article.prev ? (
                  <Link href={articleHref(article.prev.id)} className="hover:text-brand">
                    {article.prev.title}
                  </Link>
                ) : (
                  <span className="text-ink-mute">{t("article.none")}</span>
                )}
              </p>
              <p className="line-clamp-1 sm:text-right">
                <span className="text-ink-mute">{t("article.next")}：</span>
                {article.next ? (
                  <Link href={articleHref(article.next.id)} className="hover:text-brand">
                    {article.next.title}
                  </Link>
                ) : (
                  <span className="text-ink-mute">{t("article.none")}</span>
                )}
              </p>
            </nav>
          </div>
        </article>
        {related.length ? (
          <section className="rounded-lg bg-white p-5 ring-1 ring-black/5">
            <h2 className="mb-3 border-l-4 border-brand pl-2 text-base font-semibold">
              {t("article.related")}
            </h2>
            <NewsTitles items={related} />
          </section>
        ) : null}
        <LazyArticleComments articleId={article.id} count={article.commentCount} />
      </div>
      <aside className="space-y-4">
        <HotRanking items={hot} />
        <PromoSlot items={promotions} />
      </aside>
    </div>
  );
}

import Link from "next/link";
import { useTranslations } from "next-intl";
import { articleHref, columnHref } from "@/components/news/news-links";
import { NewsTitles } from "@/components/news/news-list";
import type { ArticleItem, CategoryItem } from "@/lib/contracts/news";

/** 头条新闻: the newest stories, the first one as the lead. */
export function HeadlineList({ items }: { items: ArticleItem[] }) {
  const t = useTranslations("news.home");
  const [lead, ...rest] = items;
  return (
    <section className="rounded-lg bg-white p-4 ring-1 ring-black/5" aria-labelledby="home-headlines">
      <div className="mb-2 flex items-center justify-between">
        <h2 id="home-headlines" className="border-l-4 border-brand pl-2 text-base font-semibold">
          {t("headlines")}
        </h2>
        <Link href="/news" className="text-sm text-ink-soft hover:text-brand">
          {t("more")} ›
        </Link>
      </div>
      {lead ? (
        <Link
          href={articleHref(lead.id)}
          className="mb-2 block text-lg leading-snug font-bold text-ink hover:text-brand"
        >
          {lead.title}
        </Link>
      ) : null}
      <NewsTitles items={rest} />
    </section>
  );
}

/** A news block per column (足球, 篮球, 英超…): the portal's dense middle. */
export function NewsBlocks({ categories }: { categories: CategoryItem[] }) {
  const t = useTranslations("news.home");
  const shown = categories.filter((c) => c.list.length);
  if (!shown.length) return null;
  return (
    <section aria-label={t("latest")} className="grid content-start gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {shown.map((c) => (
        <div key={c.columnNo} className="rounded-lg bg-white p-4 ring-1 ring-black/5">
          <div className="mb-2 flex items-center justify-between">
            <h2 className="border-l-4 border-brand pl-2 text-[15px] font-semibold">{c.name}</h2>
            <Link href={columnHref(c.columnNo)} className="text-xs text-ink-soft hover:text-brand">
              {t("more")} ›
            </Link>
          </div>
          <NewsTitles items={c.list} />
        </div>
      ))}
    </section>
  );
}

import { useTranslations } from "next-intl";
import type { ArticleItem } from "@/lib/contracts/news";
import { NewsTitles } from "./news-list";

/** 热门排行: the week's most read. */
export function HotRanking({ items }: { items: ArticleItem[] }) {
  const t = useTranslations("news");
  if (!items.length) return null;
  return (
    <section className="rounded-lg bg-white p-4 ring-1 ring-black/5">
      <h2 className="mb-3 border-l-4 border-brand pl-2 text-base font-semibold">{t("hot")}</h2>
      <NewsTitles items={items} ranked />
    </section>
  );
}

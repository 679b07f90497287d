import { getTranslations } from "next-intl/server";
import { getMatchNews } from "@/lib/api/news";
import { NewsTitles } from "./news-list";

/** 相关新闻 on a match page: the match's report or preview and its two teams' news. */
export async function MatchNews({ matchId }: { matchId: number }) {
  const [t, items] = await Promise.all([getTranslations("news"), getMatchNews(matchId)]);
  if (!items.length) return null;
  return (
    <section className="rounded-lg bg-white p-4 ring-1 ring-black/5" data-testid="match-news">
      <h2 className="mb-3 border-l-4 border-brand pl-2 text-base font-semibold">{t("matchNews")}</h2>
      <NewsTitles items={items} />
    </section>
  );
}

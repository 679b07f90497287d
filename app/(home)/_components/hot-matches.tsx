import { useTranslations } from "next-intl";
import type { MatchRow } from "@/lib/contracts/match-list";
import { HotMatchCards } from "./hot-match-cards";
import { SectionTitle } from "./section-title";

/** 热门赛事: hot football and basketball matches in play and about to start. */
export function HotMatches({ matches }: { matches: MatchRow[] }) {
  const t = useTranslations("schedulePage.hot");
  return (
    <section aria-label={t("title")}>
      <SectionTitle title={t("title")} moreHref="/next" moreLabel={t("more")} />
      {matches.length ? (
        <HotMatchCards rows={matches} labels={{ live: t("live") }} />
      ) : (
        <p className="rounded-lg bg-white p-6 text-center text-ink-soft">{t("empty")}</p>
      )}
    </section>
  );
}

import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { BasketBoard } from "@/components/match/basketball/basket-board";
import { BasketTabs } from "@/components/match/basketball/basket-tabs";
import { LoadFailed } from "@/components/match/score-list/load-failed";
import { getBasketLeagues, getBasketList } from "@/lib/api/basketball";

// Static and revalidated: filters are read from the URL in the browser, scores arrive over SSE.
export const revalidate = 15;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("basketballPages");
  return { title: t("titles.live"), description: t("descriptions.live") };
}

export default async function BasketballLivePage() {
  const t = await getTranslations("basketballPages");
  const [list, leagues] = await Promise.all([getBasketList("live"), getBasketLeagues("live")]);
  return (
    <div className="space-y-3 px-4">
      <BasketTabs active="live" title={t("titles.live")} note={t("businessDay")} />
      {list ? (
        <BasketBoard variant="live" rows={list.list} leagues={leagues} live />
      ) : (
        <LoadFailed message={t("loadFailed")} />
      )}
    </div>
  );
}

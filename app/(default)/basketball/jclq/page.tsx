import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { BasketBoard } from "@/components/match/basketball/basket-board";
import { BasketTabs } from "@/components/match/basketball/basket-tabs";
import { LoadFailed } from "@/components/match/score-list/load-failed";
import { getBasketLeagues, getBasketList } from "@/lib/api/basketball";

export const revalidate = 15;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("basketballPages");
  return { title: t("titles.jclq"), description: t("descriptions.jclq") };
}

export default async function BasketballJclqPage() {
  const t = await getTranslations("basketballPages");
  const [list, leagues] = await Promise.all([getBasketList("jclq"), getBasketLeagues("jclq")]);
  return (
    <div className="space-y-3 px-4">
      <BasketTabs active="jclq" title={t("titles.jclq")} note={t("businessDay")} />
      {list ? (
        <BasketBoard variant="jclq" rows={list.list} leagues={leagues} live />
      ) : (
        <LoadFailed message={t("loadFailed")} />
      )}
    </div>
  );
}

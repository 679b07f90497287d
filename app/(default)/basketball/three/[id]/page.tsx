import { getTranslations } from "next-intl/server";
import { BasketMatchShell } from "@/components/match/basketball/basket-match-shell";
import { LoadFailed } from "@/components/match/score-list/load-failed";
import { basketDetailOr404, basketMatchMetadata } from "@/components/match/basketball/match-page";
import { ThreeMarkets } from "@/components/match/basketball/odds/three-markets";
import { getBasketOdds } from "@/lib/api/basketball";

export const revalidate = 15;

// Every game renders on its first visit and is then cached (ISR); none at build time.
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: PageProps<"/basketball/three/[id]">) {
  return basketMatchMetadata((await params).id, "three");
}

export default async function BasketballThreePage({ params }: PageProps<"/basketball/three/[id]">) {
  const detail = await basketDetailOr404((await params).id);
  const [odds, t] = await Promise.all([
    getBasketOdds(detail.match.id, 0),
    getTranslations("basketballPages"),
  ]);
  return (
    <BasketMatchShell detail={detail} tab="three">
      {odds ? (
        <ThreeMarkets odds={odds} matchId={detail.match.id} />
      ) : (
        <LoadFailed message={t("loadFailed")} />
      )}
    </BasketMatchShell>
  );
}

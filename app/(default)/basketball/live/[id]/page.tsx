import { getTranslations } from "next-intl/server";
import { BasketLiveBoard } from "@/components/match/basketball/basket-live-board";
import { BasketMatchShell } from "@/components/match/basketball/basket-match-shell";
import { LoadFailed } from "@/components/match/score-list/load-failed";
import { basketDetailOr404, basketMatchMetadata } from "@/components/match/basketball/match-page";
import { getBasketLive } from "@/lib/api/basketball";

export const revalidate = 15;

// Every game renders on its first visit and is then cached (ISR); none at build time.
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: PageProps<"/basketball/live/[id]">) {
  return basketMatchMetadata((await params).id, "live");
}

export default async function BasketballMatchLivePage({ params }: PageProps<"/basketball/live/[id]">) {
  const detail = await basketDetailOr404((await params).id);
  const [data, t] = await Promise.all([getBasketLive(detail.match.id), getTranslations("basketballPages")]);
  return (
    <BasketMatchShell detail={detail} tab="live">
      {data ? (
        <BasketLiveBoard data={data} home={detail.match.home} away={detail.match.away} />
      ) : (
        <LoadFailed message={t("loadFailed")} />
      )}
    </BasketMatchShell>
  );
}

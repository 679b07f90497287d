import { getTranslations } from "next-intl/server";
import { AnalysisView } from "@/components/match/basketball/analysis/analysis-view";
import { BasketMatchShell } from "@/components/match/basketball/basket-match-shell";
import { LoadFailed } from "@/components/match/score-list/load-failed";
import { MatchNews } from "@/components/news/match-news";
import { basketDetailOr404, basketMatchMetadata } from "@/components/match/basketball/match-page";
import { getBasketAnalysis } from "@/lib/api/basketball";

export const revalidate = 30;

// Every game renders on its first visit and is then cached (ISR); none at build time.
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: PageProps<"/basketball/analysis/[id]">) {
  return basketMatchMetadata((await params).id, "analysis");
}

export default async function BasketballAnalysisPage({ params }: PageProps<"/basketball/analysis/[id]">) {
  const detail = await basketDetailOr404((await params).id);
  const [data, t] = await Promise.all([
    getBasketAnalysis(detail.match.id),
    getTranslations("basketballPages"),
  ]);
  return (
    <BasketMatchShell detail={detail} tab="analysis">
      <div className="space-y-4">
        {data ? <AnalysisView data={data} /> : <LoadFailed message={t("loadFailed")} />}
        <MatchNews matchId={detail.match.id} />
      </div>
    </BasketMatchShell>
  );
}

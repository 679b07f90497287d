import "server-only";
import { getTranslations } from "next-intl/server";
import { getBasketOdds } from "@/lib/api/basketball";
import { BasketMatchShell } from "../basket-match-shell";
import type { BasketMatchTab } from "../basket-match-tabs";
import { LoadFailed } from "@/components/match/score-list/load-failed";
import { basketDetailOr404 } from "../match-page";
import { OddsMarketView } from "./odds-market-view";

type Raw = Record<string, string | string[] | undefined>;

/** ?companyId=8 of an odds page; anything else means the first company. */
export function companyIdOf(raw: Raw): number | undefined {
  const v = Array.isArray(raw.companyId) ? raw.companyId[0] : raw.companyId;
  return v && /^\d{1,6}$/.test(v) ? Number(v) : undefined;
}

/** 欧赔 / 让分 / 大小分 page of a game: the header, every company and one company's history. */
export async function BasketOddsPage({
  id,
  tab,
  market,
  search,
}: {
  id: string;
  tab: BasketMatchTab;
  market: number;
  search: Raw;
}) {
  const detail = await basketDetailOr404(id);
  const companyId = companyIdOf(search);
  const [picked, t] = await Promise.all([
    getBasketOdds(detail.match.id, market, companyId),
    getTranslations("basketballPages"),
  ]);
  // An unknown company in the URL falls back to the first one rather than an empty page.
  const odds = picked ?? (companyId ? await getBasketOdds(detail.match.id, market) : null);
  return (
    <BasketMatchShell detail={detail} tab={tab}>
      {odds ? (
        <OddsMarketView
          odds={odds}
          market={market}
          kickoff={detail.match.kickoff}
          pageHref={`/basketball/${tab}/${detail.match.id}`}
        />
      ) : (
        <LoadFailed message={t("loadFailed")} />
      )}
    </BasketMatchShell>
  );
}

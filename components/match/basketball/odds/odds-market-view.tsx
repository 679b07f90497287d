import { useTranslations } from "next-intl";
import type { BasketOdds } from "@/lib/contracts/basketball";
import { SectionCard } from "../analysis/section-card";
import { OddsHistory } from "./odds-history";
import { OddsTable } from "./odds-table";

type Props = { odds: BasketOdds; market: number; kickoff: string; pageHref: string };

/** One market of a game: every company, then the chosen company's chart and changes (?companyId=). */
export function OddsMarketView({ odds, market, kickoff, pageHref }: Props) {
  const t = useTranslations("basketballPages.odds");
  const companies = odds.markets[0]?.companies ?? [];
  const company = companies.find((c) => c.companyId === odds.companyId);
  const marketName = t(`markets.${market}` as "markets.1");
  return (
    <div className="space-y-4">
      <SectionCard title={t("threeTitle", { market: marketName, count: companies.length })}>
        <OddsTable
          market={market}
          companies={companies}
          selected={odds.companyId}
          hrefOf={(id) => `${pageHref}?companyId=${id}#history`}
        />
      </SectionCard>
      {company ? (
        <div id="history">
          <SectionCard title={t("history", { company: company.name })}>
            <OddsHistory market={market} company={company.name} history={odds.history} kickoff={kickoff} />
          </SectionCard>
        </div>
      ) : null}
    </div>
  );
}

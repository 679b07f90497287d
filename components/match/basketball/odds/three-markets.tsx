import Link from "next/link";
import { useTranslations } from "next-intl";
import { OddsMarket } from "@/lib/codes/odds-markets";
import type { BasketOdds } from "@/lib/contracts/basketball";
import { SectionCard } from "../analysis/section-card";
import { OddsTable } from "./odds-table";

const PAGE: Record<number, string> = {
  [OddsMarket.European]: "oupei",
  [OddsMarket.Handicap]: "yapan",
  [OddsMarket.OverUnder]: "daxiaoqiu",
};

/** 三合一: 欧赔, 让分 and 大小分 of every company, each linking to its own page with the history. */
export function ThreeMarkets({ odds, matchId }: { odds: BasketOdds; matchId: number }) {
  const t = useTranslations("basketballPages.odds");
  return (
    <div className="space-y-4">
      {odds.markets.map(({ market, companies }) => (
        <SectionCard
          key={market}
          title={t("threeTitle", { market: t(`markets.${market}` as "markets.1"), count: companies.length })}
          extra={
            <Link href={`/basketball/${PAGE[market]}/${matchId}`} className="text-brand hover:underline">
              {t("detail")} ›
            </Link>
          }
        >
          <OddsTable market={market} companies={companies} />
        </SectionCard>
      ))}
    </div>
  );
}

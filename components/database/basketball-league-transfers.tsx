import { useTranslations } from "next-intl";
import type { LeagueTransfers } from "@/lib/contracts/database-transfers";
import { Section } from "./section";
import { TransferTable } from "./transfer-table";

/** A basketball league's signings and trades of the season's windows (休赛期, 赛季中). */
export function BasketballLeagueTransfers({ data }: { data: LeagueTransfers }) {
  const t = useTranslations("database.transfers");
  return (
    <div className="space-y-3 px-4">
      {data.windows.map((w) => (
        <Section key={w.name} title={`${w.name} · ${t("basketballTitle")}`}>
          <TransferTable transfers={w.transfers} empty={t("none")} />
        </Section>
      ))}
    </div>
  );
}

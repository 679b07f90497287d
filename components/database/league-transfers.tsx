import { useTranslations } from "next-intl";
import type { LeagueTransfers } from "@/lib/contracts/database-transfers";
import { LeagueHeader } from "./league-header";
import { Section } from "./section";
import { TransferTable } from "./transfer-table";

/** A league's transfer list: its header with the 转会 tab, then one block per window of the season. */
export function LeagueTransfersView({ data }: { data: LeagueTransfers }) {
  const t = useTranslations("database.transfers");
  return (
    <div className="space-y-3 px-4">
      <LeagueHeader league={data.league} seasons={data.seasons} season={data.season} tab="transfers" />
      {data.windows.length === 0 ? (
        <Section title={t("history")}>
          <p className="py-4 text-center text-sm text-ink-mute">{t("none")}</p>
        </Section>
      ) : null}
      {data.windows.map((w) => (
        <Section
          key={w.name}
          title={w.name}
          aside={<span className="text-xs text-ink-mute">{w.transfers.length}</span>}
        >
          <TransferTable transfers={w.transfers} empty={t("none")} />
        </Section>
      ))}
    </div>
  );
}

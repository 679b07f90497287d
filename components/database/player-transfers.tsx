import { useTranslations } from "next-intl";
import type { PlayerTransfers } from "@/lib/contracts/database-transfers";
import { Section } from "./section";
import { TransferTable } from "./transfer-table";

/** A player's 转会记录, newest first. */
export function PlayerTransferHistory({ data }: { data: PlayerTransfers }) {
  const t = useTranslations("database.transfers");
  return (
    <div className="px-4">
      <Section title={t("history")}>
        <TransferTable transfers={data.transfers} empty={t("noneTeam")} />
      </Section>
    </div>
  );
}

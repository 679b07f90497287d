import { PlayerNameLink } from "@/components/match/player-name-link";
import { useTranslations } from "next-intl";
import { TRANSFER_KIND_LABELS, TransferKind, type TransferKindCode } from "@/lib/codes/transfer-kinds";
import type { TransferEntry } from "@/lib/contracts/database-transfers";
import { formatTransferFee } from "@/lib/format/transfer-fee";
import { ROW, TABLE } from "./section";
import { TeamLink } from "./team-link";

function Fee({ t }: { t: TransferEntry }) {
  const label = useTranslations("database.transfers");
  if (t.fee !== null) return <span className="font-semibold text-ink">{formatTransferFee(t.fee)}</span>;
  if (t.kind === TransferKind.Permanent) return <span className="text-ink-mute">{label("undisclosed")}</span>;
  return <span className="text-ink-mute">—</span>;
}

/** Moves as a table: date, player (linking to his page), from → to, kind and fee. */
export function TransferTable({ transfers, empty }: { transfers: readonly TransferEntry[]; empty: string }) {
  const t = useTranslations("database.transfers");
  if (transfers.length === 0) return <p className="py-4 text-center text-sm text-ink-mute">{empty}</p>;
  return (
    <table className={TABLE}>
      <thead>
        <tr>
          <th className="text-left">{t("date")}</th>
          <th className="text-left">{t("player")}</th>
          <th className="text-left">{t("from")}</th>
          <th className="text-left">{t("to")}</th>
          <th>{t("kind")}</th>
          <th className="text-right">{t("fee")}</th>
        </tr>
      </thead>
      <tbody>
        {transfers.map((m) => (
          <tr key={m.id} className={ROW} data-testid="transfer-row">
            <td className="text-ink-mute tabular-nums">{m.date}</td>
            <td>
              <PlayerNameLink sportId={m.sportId} player={m.player} />
            </td>
            <td>
              {m.from ? (
                <TeamLink sportId={m.sportId} team={m.from} />
              ) : (
                <span className="text-ink-mute">{t("freeAgent")}</span>
              )}
            </td>
            <td>
              <TeamLink sportId={m.sportId} team={m.to} />
            </td>
            <td className="text-center">{TRANSFER_KIND_LABELS[m.kind as TransferKindCode]}</td>
            <td className="text-right tabular-nums">
              <Fee t={m} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

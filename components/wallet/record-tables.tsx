"use client";
import { useTranslations } from "next-intl";
import type { TradeRecord, Withdrawal } from "@/lib/contracts/payments";
import { formatDateTime } from "@/lib/format/date";

const time = (iso: string) => formatDateTime(iso);
const cell = "px-3 py-2.5 text-left";

function Empty({ rows }: { rows: unknown[] | undefined }) {
  const t = useTranslations("wallet.common");
  if (rows === undefined) return <p className="py-8 text-center text-sm text-ink-mute">{t("loading")}</p>;
  return rows.length ? null : <p className="py-8 text-center text-sm text-ink-mute">{t("empty")}</p>;
}

export function TradeTable({ rows }: { rows: TradeRecord[] | undefined }) {
  const t = useTranslations("wallet.records");
  if (!rows?.length) return <Empty rows={rows} />;
  return (
    <table className="w-full text-sm" data-testid="trade-records">
      <thead className="bg-surface text-ink-mute">
        <tr>
          <th className={cell}>{t("time")}</th>
          <th className={cell}>{t("type")}</th>
          <th className={cell}>{t("amount")}</th>
          <th className={cell}>{t("after")}</th>
          <th className={cell}>{t("remark")}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.id} className="border-b border-surface">
            <td className={`${cell} text-ink-mute tabular-nums`}>{time(r.time)}</td>
            <td className={cell}>{r.tradeTypeName}</td>
            <td className={`${cell} tabular-nums ${r.amount > 0 ? "text-lose" : "text-brand"}`}>
              {r.amount > 0 ? `+${r.amount}` : r.amount} {t(`currency.${r.currency}`)}
            </td>
            <td className={`${cell} tabular-nums`}>{r.balanceAfter}</td>
            <td className={`${cell} text-ink-soft`}>{r.remark}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function WithdrawalTable({ rows }: { rows: Withdrawal[] | undefined }) {
  const t = useTranslations("wallet.records");
  if (!rows?.length) return <Empty rows={rows} />;
  return (
    <table className="w-full text-sm" data-testid="withdraw-records">
      <thead className="bg-surface text-ink-mute">
        <tr>
          <th className={cell}>{t("time")}</th>
          <th className={cell}>{t("amount")}</th>
          <th className={cell}>{t("fee")}</th>
          <th className={cell}>{t("payout")}</th>
          <th className={cell}>{t("card")}</th>
          <th className={cell}>{t("status")}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((w) => (
          <tr key={w.id} className="border-b border-surface">
            <td className={`${cell} text-ink-mute tabular-nums`}>{time(w.createdAt)}</td>
            <td className={`${cell} tabular-nums`}>{w.amount}</td>
            <td className={`${cell} tabular-nums`}>{w.fee}</td>
            <td className={`${cell} tabular-nums`}>¥{w.payout.toFixed(2)}</td>
            <td className={cell}>
              {w.bankName} {w.cardNumber}
            </td>
            <td className={cell}>
              {w.statusName}
              {w.reason ? (
                <span className="block text-xs text-ink-mute">{t("reason", { reason: w.reason })}</span>
              ) : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { isOk } from "@/lib/api/envelope";
import { roomMoneyApi } from "@/lib/api/room-money";
import type { NobilityLevel } from "@/lib/contracts/room-money";
import { formatDate } from "@/lib/format/date";
import { formatNumber } from "@/lib/format/number";
import { toast } from "@/stores/ui-store";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";
import { MoneyError } from "./money-error";
import { failureOf, type MoneyFailure, setDiamonds, useDiamonds } from "./money-session";

type Props = { level: NobilityLevel; owned: boolean; onClose: () => void; onDone: () => void };

/** Price, period and perks of a level before the diamonds are spent. */
export function NobilityConfirm({ level, owned, onClose, onDone }: Props) {
  const t = useTranslations("roomMoney");
  const diamonds = useDiamonds();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<MoneyFailure | null>(null);

  async function purchase() {
    setBusy(true);
    setFailure(null);
    const result = await roomMoneyApi.purchaseNobility(level.id);
    setBusy(false);
    if (!isOk(result)) return setFailure(failureOf(result));
    setDiamonds(result.data.balance);
    toast(
      t("nobility.purchased", { name: result.data.name, date: formatDate(result.data.expiresAt) }),
      "success",
    );
    onDone();
    onClose();
  }

  const row = "flex justify-between py-1";
  return (
    <Modal open onClose={onClose} title={t("nobility.confirmTitle", { name: level.name })}>
      <div className="px-6 py-4 text-sm">
        <dl className="divide-y divide-surface">
          <div className={row}>
            <dt className="text-ink-mute">{t("nobility.price")}</dt>
            <dd className="font-semibold text-brand tabular-nums">
              {t("common.diamonds", { amount: formatNumber(level.price, 0) })}
            </dd>
          </div>
          <div className={row}>
            <dt className="text-ink-mute">{t("nobility.duration")}</dt>
            <dd>{t("nobility.days", { days: level.days })}</dd>
          </div>
          <div className={row}>
            <dt className="text-ink-mute">{t("nobility.balance")}</dt>
            <dd className="tabular-nums">{t("common.diamonds", { amount: formatNumber(diamonds, 0) })}</dd>
          </div>
        </dl>
        {owned ? (
          <p className="mt-2 text-xs text-ink-soft">{t("nobility.renewHint", { name: level.name })}</p>
        ) : null}
        <h3 className="mt-3 text-xs font-semibold text-ink">{t("nobility.perks")}</h3>
        <ul className="mt-1 list-disc pl-5 text-xs text-ink-soft">
          {level.perks.map((perk) => (
            <li key={perk}>{perk}</li>
          ))}
        </ul>
        <div className="mt-3 min-h-4">
          <MoneyError failure={failure} />
        </div>
        <div className="mt-3 flex justify-end gap-2">
          <Button variant="subtle" onClick={onClose}>
            {t("common.cancel")}
          </Button>
          <Button onClick={purchase} disabled={busy}>
            {busy ? t("nobility.purchasing") : t("nobility.confirm")}
          </Button>
        </div>
      </div>
    </Modal>
  );
}

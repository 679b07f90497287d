"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { MoneyError } from "@/components/room-money/money-error";
import {
  failureOf,
  type MoneyFailure,
  setDiamonds,
  useDiamonds,
} from "@/components/room-money/money-session";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";
import { isOk } from "@/lib/api/envelope";
import { expertPlansApi } from "@/lib/api/expert-plans-client";
import type { PlanDetail } from "@/lib/contracts/expert-plans";
import { formatNumber } from "@/lib/format/number";
import { toast } from "@/stores/ui-store";

type Props = { plan: PlanDetail; onClose: () => void; onBought: (plan: PlanDetail) => void };

/** Price and balance before the diamonds are spent; after paying, the header shows the new balance. */
export function BuyDialog({ plan, onClose, onBought }: Props) {
  const t = useTranslations("expert.buy");
  const diamonds = useDiamonds();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<MoneyFailure | null>(null);

  async function pay() {
    setBusy(true);
    setFailure(null);
    const result = await expertPlansApi.buy(plan.code);
    setBusy(false);
    if (!isOk(result)) return setFailure(failureOf(result));
    setDiamonds(result.data.balance);
    toast(t("success"), "success");
    onBought(result.data.plan);
    onClose();
  }

  const row = "flex justify-between py-1.5";
  const amount = (n: number | null) => (n === null ? "-" : formatNumber(n, 0));
  return (
    <Modal open onClose={onClose} title={t("title")}>
      <div className="px-6 py-4 text-sm">
        <dl className="divide-y divide-surface">
          <div className={row}>
            <dt className="text-ink-mute">{t("plan")}</dt>
            <dd className="ml-4 truncate">{plan.title}</dd>
          </div>
          <div className={row}>
            <dt className="text-ink-mute">{t("price")}</dt>
            <dd className="font-semibold text-brand tabular-nums" data-testid="buy-price">
              {amount(plan.price)}
            </dd>
          </div>
          <div className={row}>
            <dt className="text-ink-mute">{t("balance")}</dt>
            <dd className="tabular-nums" data-testid="buy-balance">
              {amount(diamonds)}
            </dd>
          </div>
          {diamonds !== null && diamonds >= plan.price ? (
            <div className={row}>
              <dt className="text-ink-mute">{t("after")}</dt>
              <dd className="tabular-nums">{amount(diamonds - plan.price)}</dd>
            </div>
          ) : null}
        </dl>
        {plan.refundIfLose ? <p className="mt-2 text-xs text-ink-soft">{t("refundHint")}</p> : null}
        <div className="mt-3 min-h-4">
          <MoneyError failure={failure} />
        </div>
        <div className="mt-3 flex justify-end gap-2">
          <Button variant="subtle" onClick={onClose}>
            {t("cancel")}
          </Button>
          <Button onClick={() => void pay()} disabled={busy}>
            {busy ? t("paying") : t("confirm")}
          </Button>
        </div>
      </div>
    </Modal>
  );
}

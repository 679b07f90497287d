"use client";
import { useTranslations } from "next-intl";
import { type FormEvent, useState } from "react";
import { FieldError, inputClass } from "@/components/auth/form-field";
import { Button } from "@/components/ui/button";
import { payApi } from "@/lib/api/pay";
import { payoutFenOf, withdrawFeeOf } from "@/lib/codes/pay-settings";
import type { BankCard, PayAccount, PaySetting } from "@/lib/contracts/payments";
import { toast } from "@/stores/ui-store";
import { isPayPassword, PayPasswordInput } from "./pay-password-input";
import { fieldLabel } from "./wallet-panel";

type Props = { account: PayAccount; cards: BankCard[]; setting: PaySetting; onDone: () => Promise<void> };

/** 申请提现: income diamonds to a bound card, with the fee shown before the pay password. */
export function WithdrawForm({ account, cards, setting, onDone }: Props) {
  const t = useTranslations("wallet.withdraw");
  const [amount, setAmount] = useState("");
  const [cardId, setCardId] = useState<number | null>(null);
  const [password, setPassword] = useState("");
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  const chosen = cardId ?? cards[0]?.id ?? null;
  const n = /^\d+$/.test(amount) ? Number(amount) : 0;

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (n < setting.withdrawMin) return setError(t("invalidAmount", { min: setting.withdrawMin }));
    if (chosen === null) return setError(t("noCard"));
    if (!account.payPasswordSet) return setError(t("noPassword"));
    if (!isPayPassword(password)) return setError(t("invalidPassword"));
    setBusy(true);
    const res = await payApi.withdraw(n, chosen, password);
    setBusy(false);
    setPassword("");
    if (res.code !== 200) return setError(res.message);
    setAmount("");
    toast(t("done"), "success");
    await onDone();
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-3" aria-label={t("title")}>
      <h3 className="text-sm font-medium text-ink">{t("title")}</h3>
      <div>
        <label className={fieldLabel} htmlFor="withdraw-amount">
          {t("amount")}
        </label>
        <input
          id="withdraw-amount"
          inputMode="numeric"
          value={amount}
          onChange={(e) => (setAmount(e.target.value.replace(/\D/g, "")), setError(""))}
          className={inputClass}
        />
        <p className="mt-1 text-xs text-ink-mute">
          {n >= setting.withdrawMin
            ? t("preview", { fee: withdrawFeeOf(n), payout: (payoutFenOf(n) / 100).toFixed(2) })
            : t("amountHint", {
                min: setting.withdrawMin,
                fee: setting.withdrawFeePercent,
                limit: setting.withdrawDailyLimit,
                rate: setting.diamondsPerYuan,
              })}
        </p>
      </div>
      <div>
        <label className={fieldLabel} htmlFor="withdraw-card">
          {t("card")}
        </label>
        <select
          id="withdraw-card"
          value={chosen ?? ""}
          onChange={(e) => setCardId(Number(e.target.value))}
          className={inputClass}
          disabled={!cards.length}
        >
          {cards.length ? null : <option value="">{t("noCard")}</option>}
          {cards.map((c) => (
            <option key={c.id} value={c.id}>
              {c.bankName} {c.cardNumber}
            </option>
          ))}
        </select>
      </div>
      <PayPasswordInput
        id="withdraw-password"
        label={t("payPassword")}
        value={password}
        onChange={(v) => (setPassword(v), setError(""))}
        placeholder={t("payPasswordPlaceholder")}
      />
      <Button type="submit" disabled={busy}>
        {t("submit")}
      </Button>
      <FieldError message={error} />
    </form>
  );
}

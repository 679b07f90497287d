"use client";
import { useTranslations } from "next-intl";
import { type FormEvent, useState } from "react";
import { FieldError, inputClass } from "@/components/auth/form-field";
import { Button } from "@/components/ui/button";
import { payApi } from "@/lib/api/pay";
import { toast } from "@/stores/ui-store";
import { fieldLabel } from "./wallet-panel";

/** Trade type 13: income becomes diamonds to spend in the rooms. */
export function IncomeToWallet({ income, onDone }: { income: number; onDone: () => Promise<void> }) {
  const t = useTranslations("wallet.toWallet");
  const [amount, setAmount] = useState("");
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const n = Number(amount);
    if (!/^\d+$/.test(amount) || n < 1 || n > income) return setError(t("invalid"));
    setBusy(true);
    const res = await payApi.toWallet(n);
    setBusy(false);
    if (res.code !== 200) return setError(res.message);
    setAmount("");
    toast(t("done", { amount: n }), "success");
    await onDone();
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-2">
      <h3 className="text-sm font-medium text-ink">{t("title")}</h3>
      <label className={fieldLabel} htmlFor="to-wallet-amount">
        {t("amount")}
      </label>
      <div className="flex gap-2">
        <input
          id="to-wallet-amount"
          inputMode="numeric"
          value={amount}
          onChange={(e) => (setAmount(e.target.value.replace(/\D/g, "")), setError(""))}
          className={inputClass}
        />
        <Button type="submit" variant="outline" disabled={busy || income < 1}>
          {t("submit")}
        </Button>
      </div>
      <FieldError message={error} />
    </form>
  );
}

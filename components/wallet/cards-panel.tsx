"use client";
import { useTranslations } from "next-intl";
import { type FormEvent, useState } from "react";
import { FieldError, inputClass } from "@/components/auth/form-field";
import { SiteLink } from "@/components/layout/site-link";
import { Button } from "@/components/ui/button";
import { payApi } from "@/lib/api/pay";
import type { BankCard } from "@/lib/contracts/payments";
import { toast } from "@/stores/ui-store";
import { fieldLabel, WalletPanel } from "./wallet-panel";

const REAL_NAME_HREF = "/user/comFormPage?type=realName";

/** Bound cards (masked) with 解绑, and the bind form: number and holder, checked by the api. */
export function CardsPanel({
  cards,
  realNameDone,
  onChange,
}: {
  cards: BankCard[];
  realNameDone: boolean;
  onChange: () => Promise<void>;
}) {
  const t = useTranslations("wallet.cards");
  const [number, setNumber] = useState("");
  const [holder, setHolder] = useState("");
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);

  async function bind(e: FormEvent) {
    e.preventDefault();
    const digits = number.replace(/\s+/g, "");
    if (!/^\d{16,19}$/.test(digits)) return setError(t("invalidNumber"));
    if (holder.trim().length < 2) return setError(t("invalidHolder"));
    setBusy(true);
    const res = await payApi.bindCard(digits, holder.trim());
    setBusy(false);
    if (res.code !== 200) return setError(res.message);
    setNumber("");
    toast(t("bound"), "success");
    await onChange();
  }

  async function unbind(id: number) {
    const res = await payApi.unbindCard(id);
    toast(res.code === 200 ? t("unbound") : res.message, res.code === 200 ? "success" : "error");
    await onChange();
  }

  return (
    <WalletPanel title={t("title")}>
      {cards.length ? (
        <ul className="mb-5 space-y-2" aria-label={t("title")}>
          {cards.map((c) => (
            <li
              key={c.id}
              className="flex items-center justify-between rounded-md bg-surface px-4 py-3 text-sm"
            >
              <span className="text-ink">
                {c.bankName} <span className="font-mono">{c.cardNumber}</span>
                <span className="ml-3 text-ink-mute">{c.holder}</span>
              </span>
              <Button size="sm" variant="ghost" onClick={() => unbind(c.id)}>
                {t("unbind")}
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mb-5 text-sm text-ink-mute">{t("empty")}</p>
      )}
      {realNameDone ? null : (
        <p role="note" className="mb-3 rounded bg-brand-light px-3 py-2 text-sm text-ink">
          {t("realName")}{" "}
          <SiteLink href={REAL_NAME_HREF} className="font-medium text-brand hover:underline">
            {t("realNameLink")}
          </SiteLink>
        </p>
      )}
      <form onSubmit={bind} noValidate className="grid gap-3 sm:grid-cols-[2fr_1fr_auto] sm:items-end">
        <div>
          <label className={fieldLabel} htmlFor="card-number">
            {t("cardNumber")}
          </label>
          <input
            id="card-number"
            inputMode="numeric"
            maxLength={23}
            value={number}
            placeholder={t("cardNumberPlaceholder")}
            onChange={(e) => (setNumber(e.target.value.replace(/[^\d\s]/g, "")), setError(""))}
            className={inputClass}
          />
        </div>
        <div>
          <label className={fieldLabel} htmlFor="card-holder">
            {t("holder")}
          </label>
          <input
            id="card-holder"
            maxLength={32}
            value={holder}
            placeholder={t("holderPlaceholder")}
            onChange={(e) => (setHolder(e.target.value), setError(""))}
            className={inputClass}
          />
        </div>
        <Button type="submit" disabled={busy} className="h-11">
          {t("bind")}
        </Button>
      </form>
      <FieldError message={error} />
    </WalletPanel>
  );
}

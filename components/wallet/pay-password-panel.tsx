"use client";
import { useTranslations } from "next-intl";
import { type FormEvent, useState } from "react";
import { FieldError } from "@/components/auth/form-field";
import { SiteLink } from "@/components/layout/site-link";
import { Button } from "@/components/ui/button";
import { payApi } from "@/lib/api/pay";
import type { PayAccount } from "@/lib/contracts/payments";
import { formatTime } from "@/lib/format/date";
import { toast } from "@/stores/ui-store";
import { isPayPassword, PayPasswordInput } from "./pay-password-input";
import { WalletPanel } from "./wallet-panel";

const EMPTY = { old: "", next: "", confirm: "" };

/** Set the first pay password, or change it with the old one; the forgotten one is reset by SMS. */
export function PayPasswordPanel({ account, onDone }: { account: PayAccount; onDone: () => Promise<void> }) {
  const t = useTranslations("wallet.payPassword");
  const [fields, setFields] = useState(EMPTY);
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  const set = (key: keyof typeof EMPTY) => (v: string) => (
    setFields((f) => ({ ...f, [key]: v })),
    setError("")
  );
  const lockedUntil = account.payPasswordLockedUntil;

  async function submit(e: FormEvent) {
    e.preventDefault();
    if ((account.payPasswordSet && !isPayPassword(fields.old)) || !isPayPassword(fields.next))
      return setError(t("invalid"));
    if (fields.next !== fields.confirm) return setError(t("mismatch"));
    setBusy(true);
    const res = await payApi.changePayPassword(fields.next, account.payPasswordSet ? fields.old : undefined);
    setBusy(false);
    setFields(EMPTY);
    if (res.code !== 200) return setError(res.message);
    toast(t("done"), "success");
    await onDone();
  }

  const state = lockedUntil
    ? t("locked", { time: formatTime(lockedUntil) })
    : account.payPasswordSet
      ? t("set")
      : t("notSet");
  return (
    <WalletPanel
      title={t("title")}
      aside={
        <span className="text-sm text-ink-mute">
          {state}
          <SiteLink href="/v/wallet-forget-password" className="ml-3 text-brand hover:underline">
            {t("forgot")}
          </SiteLink>
        </span>
      }
    >
      <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-3" aria-label={t("title")}>
        {account.payPasswordSet ? (
          <PayPasswordInput id="pay-old" label={t("old")} value={fields.old} onChange={set("old")} />
        ) : null}
        <PayPasswordInput id="pay-new" label={t("new")} value={fields.next} onChange={set("next")} />
        <PayPasswordInput
          id="pay-confirm"
          label={t("confirm")}
          value={fields.confirm}
          onChange={set("confirm")}
        />
        <div className="sm:col-span-3">
          <Button type="submit" disabled={busy}>
            {account.payPasswordSet ? t("submitChange") : t("submitSet")}
          </Button>
          <FieldError message={error} />
        </div>
      </form>
    </WalletPanel>
  );
}

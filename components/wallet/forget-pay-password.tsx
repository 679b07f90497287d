"use client";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { type FormEvent, useState } from "react";
import { FieldError } from "@/components/auth/form-field";
import { PhoneField } from "@/components/auth/phone-field";
import { SmsCodeField } from "@/components/auth/sms-code-field";
import { SiteLink } from "@/components/layout/site-link";
import { Button } from "@/components/ui/button";
import { payApi } from "@/lib/api/pay";
import { SmsType } from "@/lib/codes/sms-types";
import { toast } from "@/stores/ui-store";
import { useUserStore } from "@/stores/user-store";
import { isPayPassword, PayPasswordInput } from "./pay-password-input";
import { WalletPanel } from "./wallet-panel";

/** /v/wallet-forget-password: click-word captcha, an SMS code to the bound phone, a new pay password. */
export function ForgetPayPassword() {
  const t = useTranslations("wallet.forget");
  const tp = useTranslations("wallet.payPassword");
  const router = useRouter();
  const maskedMobile = useUserStore((s) => s.userInfo?.mobile ?? "");
  const [phone, setPhone] = useState("");
  const [code, setCode] = useState("");
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [phoneError, setPhoneError] = useState("");
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!/^\d{6}$/.test(code)) return setError(t("invalidCode"));
    if (!isPayPassword(password)) return setError(tp("invalid"));
    if (password !== confirm) return setError(tp("mismatch"));
    setBusy(true);
    const res = await payApi.resetPayPassword(code, password);
    setBusy(false);
    if (res.code !== 200) return setError(res.message);
    toast(t("done"), "success");
    router.push("/v/wallet");
  }

  return (
    <WalletPanel
      title={t("title")}
      aside={
        <SiteLink href="/v/wallet" className="text-sm text-brand hover:underline">
          {t("back")}
        </SiteLink>
      }
    >
      <p className="mb-5 text-sm text-ink-soft">{t("intro")}</p>
      <form onSubmit={submit} noValidate className="max-w-md space-y-4">
        <div>
          <PhoneField value={phone} onChange={(v) => (setPhone(v), setPhoneError(""))} error={phoneError} />
          {maskedMobile ? (
            <p className="mt-1 text-xs text-ink-mute">{t("mobileHint", { mobile: maskedMobile })}</p>
          ) : null}
        </div>
        <SmsCodeField
          phone={phone}
          type={SmsType.PayPassword}
          value={code}
          onChange={(v) => (setCode(v), setError(""))}
          onPhoneError={setPhoneError}
        />
        <PayPasswordInput
          id="reset-new"
          label={tp("new")}
          value={password}
          onChange={(v) => (setPassword(v), setError(""))}
        />
        <PayPasswordInput
          id="reset-confirm"
          label={tp("confirm")}
          value={confirm}
          onChange={(v) => (setConfirm(v), setError(""))}
        />
        <FieldError message={error} />
        <Button type="submit" size="lg" disabled={busy}>
          {t("submit")}
        </Button>
      </form>
    </WalletPanel>
  );
}

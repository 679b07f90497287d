"use client";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { type FormEvent, useState } from "react";

import { AgreementLinks } from "./agreement-links";
import { FieldError, TextField } from "./form-field";
import { NETWORK_FAILURE_CODE, WRONG_PASSWORD_CODE, requestLogin } from "./login-request";
import { PhoneField } from "./phone-field";
import { SmsCodeField } from "./sms-code-field";

import { SmsType } from "@/lib/codes/sms-types";
import { KEEP_LOGIN_DEFAULT, LOGIN_FAILURE_TOAST_MS, PASSWORD_MAX_LENGTH } from "@/lib/constants";
import {
  type LoginMode,
  ValidationMessage,
  canSubmitLogin,
  isValidPhone,
  validateCode,
  validateLoginPassword,
} from "@/lib/validation";
import { toast } from "@/stores/ui-store";
import { useUserStore } from "@/stores/user-store";

/** The modal's tabs: 1 code login, 2 password login (SPEC §4). */
export const LoginTab = { Code: 1, Password: 2 } as const;
export type LoginTab = (typeof LoginTab)[keyof typeof LoginTab];

type Errors = Partial<Record<"phone" | "code" | "password", string>>;

export function LoginForm() {
  const t = useTranslations("auth.login");
  const tf = useTranslations("auth.field");
  const signIn = useUserStore((s) => s.signIn);
  const closeLogin = useUserStore((s) => s.closeLogin);
  const [tab, setTab] = useState<LoginTab>(LoginTab.Code);
  const [phone, setPhone] = useState("");
  const [code, setCode] = useState("");
  const [password, setPassword] = useState("");
  const [keepLogin, setKeepLogin] = useState(KEEP_LOGIN_DEFAULT);
  const [codeSent, setCodeSent] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState("");
  const [submitting, setSubmitting] = useState(false);

  const mode: LoginMode = tab === LoginTab.Code ? "code" : "password";
  const ready = canSubmitLogin({ mode, phone, code, password, captchaPassed: codeSent });

  function switchTab(next: LoginTab) {
    if (next === tab) return;
    setTab(next);
    setPhone("");
    setCode("");
    setPassword("");
    setErrors({});
    setFormError("");
  }

  const edit = (field: keyof Errors, set: (value: string) => void) => (value: string) => {
    set(value);
    setErrors((e) => ({ ...e, [field]: undefined }));
    setFormError("");
  };
  const showError = (field: keyof Errors, message: string | null | undefined) =>
    setErrors((e) => ({ ...e, [field]: message ?? undefined }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!ready || submitting) return;
    if (mode === "password") {
      const invalid = validateLoginPassword(password);
      if (invalid) return showError("password", invalid);
    }
    setSubmitting(true);
    const res = await requestLogin({ mode, phone, code, password, keepLogin });
    if (res.code === 200) {
      await signIn();
    } else if (res.code === WRONG_PASSWORD_CODE) {
      setFormError(t("wrongPassword"));
    } else if (res.code === NETWORK_FAILURE_CODE) {
      toast(t("failed"), "error", LOGIN_FAILURE_TOAST_MS);
    } else {
      setFormError(res.message || t("error"));
    }
    setSubmitting(false);
  }

  const tabs = [
    { value: LoginTab.Code, label: t("tabCode") },
    { value: LoginTab.Password, label: t("tabPassword") },
  ];

  return (
    <form onSubmit={submit} noValidate className="px-8 pt-8 pb-6">
      <div role="tablist" className="mb-6 flex gap-8 border-b border-surface">
        {tabs.map(({ value, label }) => (
          <button
            key={value}
            type="button"
            role="tab"
            aria-selected={tab === value}
            onClick={() => switchTab(value)}
            className={`-mb-px border-b-2 pb-3 text-base transition-colors ${
              tab === value
                ? "border-brand font-semibold text-brand"
                : "border-transparent text-ink-soft hover:text-ink"
            }`}
          >
            {label}
          </button>
        ))}
      </div>

      <PhoneField
        value={phone}
        onChange={edit("phone", setPhone)}
        onBlur={() => phone && !isValidPhone(phone) && showError("phone", ValidationMessage.PhoneInvalid)}
        error={errors.phone}
      />
      <div className="mt-4">
        {mode === "code" ? (
          <SmsCodeField
            phone={phone}
            type={SmsType.Login}
            value={code}
            onChange={edit("code", setCode)}
            onBlur={() => showError("code", validateCode(code))}
            error={errors.code}
            onPhoneError={(message) => showError("phone", message)}
            onSent={() => setCodeSent(true)}
          />
        ) : (
          <TextField
            type="password"
            label={tf("password")}
            placeholder={t("passwordPlaceholder")}
            autoComplete="current-password"
            maxLength={PASSWORD_MAX_LENGTH}
            value={password}
            onChange={edit("password", (value) => setPassword(value.slice(0, PASSWORD_MAX_LENGTH)))}
            onBlur={() => password && showError("password", validateLoginPassword(password))}
            error={errors.password}
          />
        )}
      </div>

      <div className="mt-4 flex items-center justify-between text-sm">
        <label className="flex cursor-pointer items-center gap-2 text-ink-soft">
          <input
            type="checkbox"
            checked={keepLogin}
            onChange={(e) => setKeepLogin(e.target.checked)}
            className="size-4 accent-brand"
          />
          {t("keepLogin")}
        </label>
        <Link href="/user/pwd_find" onClick={closeLogin} className="text-ink-soft hover:text-brand">
          {t("forgotPassword")}
        </Link>
      </div>

      <FieldError message={formError} />
      <button
        type="submit"
        disabled={!ready || submitting}
        className="mt-5 h-11 w-full rounded bg-brand text-base text-white transition-colors hover:bg-brand-dark disabled:cursor-not-allowed disabled:bg-brand/50"
      >
        {submitting ? t("submitting") : t("submit")}
      </button>

      <div className="mt-4 flex items-center justify-between text-xs text-ink-mute">
        <p>
          {t("agreementPrefix")}
          <AgreementLinks />
        </p>
        <Link href="/user/register" onClick={closeLogin} className="text-sm text-brand hover:underline">
          {t("register")}
        </Link>
      </div>
    </form>
  );
}

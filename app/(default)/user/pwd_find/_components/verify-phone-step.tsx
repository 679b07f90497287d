"use client";
import { useTranslations } from "next-intl";
import { type FormEvent, useState } from "react";

import { SubmitButton } from "@/components/auth/auth-card";
import { FieldError, TextField } from "@/components/auth/form-field";
import { PhoneField } from "@/components/auth/phone-field";
import { SendCodeButton } from "@/components/auth/send-code-button";
import { useSmsCode } from "@/components/auth/use-sms-code";
import { SlidingCaptcha } from "@/components/captcha/sliding-captcha";
import { accountApi } from "@/lib/api/account";
import { SmsType } from "@/lib/codes/sms-types";
import { CODE_LENGTH } from "@/lib/constants";
import { validateCode, validatePhoneForCode } from "@/lib/validation";
import { toast } from "@/stores/ui-store";

type Errors = Partial<Record<"phone" | "slider" | "code", string>>;

/** Step 1: the slider passes, the code is sent (type 3) and checked with /inform/verifyCode. */
export function VerifyPhoneStep({
  onVerified,
}: {
  onVerified: (mobile: string, verifyCode: string) => void;
}) {
  const t = useTranslations("auth.pwdFind");
  const tf = useTranslations("auth.field");
  const tc = useTranslations("auth.captcha");
  const tl = useTranslations("auth.login");
  const sms = useSmsCode(SmsType.RetrievePassword);
  const [phone, setPhone] = useState("");
  const [code, setCode] = useState("");
  const [verification, setVerification] = useState<string | null>(null);
  const [sliderRound, setSliderRound] = useState(0);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState("");
  const [submitting, setSubmitting] = useState(false);

  const showError = (field: keyof Errors, message?: string | null) =>
    setErrors((e) => ({ ...e, [field]: message ?? undefined }));

  async function sendCode() {
    const invalid = validatePhoneForCode(phone);
    if (invalid) return showError("phone", invalid);
    if (!verification) return showError("slider", tc("dragPrompt"));
    const result = await sms.send(phone, verification);
    toast(result.message, result.ok ? "success" : "error");
    // The verification is spent either way, so the slider resets for the next send.
    setVerification(null);
    setSliderRound((r) => r + 1);
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (submitting) return;
    const found: Errors = {
      phone: validatePhoneForCode(phone) ?? undefined,
      code: validateCode(code) ?? undefined,
    };
    setErrors(found);
    if (found.phone || found.code) return;
    setSubmitting(true);
    const res = await accountApi.verifyCode(phone, code, SmsType.RetrievePassword);
    setSubmitting(false);
    if (res.code === 200) onVerified(phone, code);
    else setFormError(res.message || tl("error"));
  }

  return (
    <form onSubmit={submit} noValidate>
      <PhoneField
        value={phone}
        onChange={(value) => {
          setPhone(value);
          showError("phone");
        }}
        error={errors.phone}
      />
      <div className="mt-4">
        <SlidingCaptcha
          key={sliderRound}
          onSuccess={(captchaVerification) => {
            setVerification(captchaVerification);
            showError("slider");
          }}
        />
        <FieldError message={errors.slider} />
      </div>
      <TextField
        label={tf("code")}
        placeholder={tf("codePlaceholder")}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={CODE_LENGTH}
        value={code}
        onChange={(value) => {
          setCode(value.slice(0, CODE_LENGTH));
          showError("code");
          setFormError("");
        }}
        onBlur={() => showError("code", validateCode(code))}
        error={errors.code}
        addon={
          <SendCodeButton remaining={sms.remaining} sending={sms.sending} onClick={() => void sendCode()} />
        }
        className="mt-4"
      />
      <FieldError message={formError} />
      <SubmitButton disabled={submitting}>{t("next")}</SubmitButton>
    </form>
  );
}

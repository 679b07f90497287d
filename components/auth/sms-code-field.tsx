"use client";
import { useTranslations } from "next-intl";
import { useRef, useState } from "react";

import { TextField } from "./form-field";
import { SendCodeButton } from "./send-code-button";
import { useSmsCode } from "./use-sms-code";

import { CaptchaPopup } from "@/components/captcha/captcha-popup";
import type { SmsTypeCode } from "@/lib/codes/sms-types";
import { CODE_LENGTH } from "@/lib/constants";
import { validatePhoneForCode } from "@/lib/validation";
import { toast } from "@/stores/ui-store";

type Props = {
  phone: string;
  type: SmsTypeCode;
  value: string;
  onChange: (code: string) => void;
  onBlur?: () => void;
  error?: string | null;
  /** The phone is not a mainland mobile number: show the message at the phone input. */
  onPhoneError: (message: string) => void;
  /** A code was sent to the phone. */
  onSent?: () => void;
};

/** Code input with its send button: a mainland number, then the click-word captcha, then the SMS. */
export function SmsCodeField({ phone, type, value, onChange, onBlur, error, onPhoneError, onSent }: Props) {
  const t = useTranslations("auth.field");
  const sms = useSmsCode(type);
  const [captchaOpen, setCaptchaOpen] = useState(false);
  const mobile = useRef("");

  function requestCode() {
    const invalid = validatePhoneForCode(phone);
    if (invalid) return onPhoneError(invalid);
    mobile.current = phone;
    setCaptchaOpen(true);
  }

  async function sendWith(captchaVerification: string) {
    const result = await sms.send(mobile.current, captchaVerification);
    toast(result.message, result.ok ? "success" : "error");
    if (result.ok) onSent?.();
  }

  return (
    <>
      <TextField
        label={t("code")}
        placeholder={t("codePlaceholder")}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={CODE_LENGTH}
        value={value}
        onChange={(code) => onChange(code.slice(0, CODE_LENGTH))}
        onBlur={onBlur}
        error={error}
        addon={<SendCodeButton remaining={sms.remaining} sending={sms.sending} onClick={requestCode} />}
      />
      <CaptchaPopup
        type="clickWord"
        open={captchaOpen}
        onClose={() => setCaptchaOpen(false)}
        onSuccess={(verification) => void sendWith(verification)}
      />
    </>
  );
}

"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";

import { useCountdown } from "./use-countdown";

import type { SmsTypeCode } from "@/lib/codes/sms-types";
import { userApi } from "@/lib/api/user";

export type SmsSendResult = { ok: boolean; message: string };

/** Sends an SMS code with a passed captcha's verification; success starts the 60 s countdown. */
export function useSmsCode(type: SmsTypeCode) {
  const t = useTranslations("auth.sms");
  const countdown = useCountdown();
  const [sending, setSending] = useState(false);

  async function send(mobile: string, captchaVerification: string): Promise<SmsSendResult> {
    setSending(true);
    const res = await userApi.sendSms(mobile, captchaVerification, type);
    setSending(false);
    if (res.code === 200) {
      countdown.start();
      return { ok: true, message: t("sent") };
    }
    return { ok: false, message: res.message || t("failed") };
  }

  return { send, sending, remaining: countdown.remaining, counting: countdown.counting };
}

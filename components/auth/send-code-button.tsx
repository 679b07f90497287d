"use client";
import { useTranslations } from "next-intl";

type Props = { remaining: number; sending: boolean; onClick: () => void; disabled?: boolean };

/** 获取验证码, or 重新发送(59s) while the countdown runs. */
export function SendCodeButton({ remaining, sending, onClick, disabled }: Props) {
  const t = useTranslations("auth.sms");
  const label = sending ? t("sending") : remaining > 0 ? t("resend", { seconds: remaining }) : t("send");
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled || sending || remaining > 0}
      className="h-11 w-[112px] shrink-0 rounded border border-brand text-sm text-brand transition-colors hover:bg-brand-light disabled:cursor-not-allowed disabled:border-[#dcdfe6] disabled:bg-surface disabled:text-ink-mute"
    >
      {label}
    </button>
  );
}

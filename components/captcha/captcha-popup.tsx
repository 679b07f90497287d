"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";

import { BlockPuzzleCaptcha } from "./block-puzzle-captcha";
import { CloseIcon, RefreshIcon } from "./captcha-icons";
import { ClickWordCaptcha } from "./click-word-captcha";

import { Modal } from "@/components/ui/modal";
import type { CaptchaType } from "@/lib/api/captcha";

export type CaptchaPopupProps = {
  type: CaptchaType;
  open: boolean;
  onClose: () => void;
  onSuccess: (captchaVerification: string) => void;
};

/** The 请完成安全验证 popup; it closes itself 1.5 s after the captcha passes. Escape closes only this popup. */
export function CaptchaPopup({ type, open, onClose, onSuccess }: CaptchaPopupProps) {
  const t = useTranslations("auth.captcha");
  // A new key remounts the widget, which fetches a fresh challenge.
  const [round, setRound] = useState(0);
  const widget = { onSuccess, onFinish: onClose, showRefresh: false };

  return (
    <Modal
      open={open}
      onClose={onClose}
      label={t("title")}
      bare
      dismissOnBackdrop={false}
      className="w-auto rounded-md shadow-xl backdrop:bg-black/40"
    >
      <div className="flex h-12 items-center justify-between border-b border-[#e4e7eb] px-5">
        <h2 className="text-base text-ink">{t("title")}</h2>
        <div className="flex items-center gap-3 text-xl text-ink-mute">
          <button
            type="button"
            aria-label={t("refresh")}
            onClick={() => setRound((r) => r + 1)}
            className="hover:text-ink"
          >
            <RefreshIcon />
          </button>
          <button type="button" aria-label={t("close")} onClick={onClose} className="hover:text-ink">
            <CloseIcon />
          </button>
        </div>
      </div>
      <div className="p-5">
        {type === "clickWord" ? (
          <ClickWordCaptcha key={round} {...widget} />
        ) : (
          <BlockPuzzleCaptcha key={round} {...widget} />
        )}
      </div>
    </Modal>
  );
}

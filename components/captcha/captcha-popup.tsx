"use client";
import { useTranslations } from "next-intl";
import { useEffect, useId, useState } from "react";

import { BlockPuzzleCaptcha } from "./block-puzzle-captcha";
import { CloseIcon, RefreshIcon } from "./captcha-icons";
import { ClickWordCaptcha } from "./click-word-captcha";

import type { CaptchaType } from "@/lib/api/captcha";

export type CaptchaPopupProps = {
  type: CaptchaType;
  open: boolean;
  onClose: () => void;
  onSuccess: (captchaVerification: string) => void;
};

/** The 请完成安全验证 popup; it closes itself 1.5 s after the captcha passes. */
export function CaptchaPopup({ type, open, onClose, onSuccess }: CaptchaPopupProps) {
  const t = useTranslations("auth.captcha");
  const titleId = useId();
  // A new key remounts the widget, which fetches a fresh challenge.
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (!open) return;
    // Capture phase and stop: Escape closes only this popup, not a login modal beneath it.
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape") return;
      e.stopPropagation();
      onClose();
    };
    document.addEventListener("keydown", onKey, true);
    return () => document.removeEventListener("keydown", onKey, true);
  }, [open, onClose]);

  if (!open) return null;
  const widget = { onSuccess, onFinish: onClose, showRefresh: false };

  return (
    <div className="fixed inset-0 z-[95] flex items-center justify-center bg-black/40 p-4">
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="rounded-md bg-white shadow-xl"
      >
        <div className="flex h-12 items-center justify-between border-b border-[#e4e7eb] px-5">
          <h2 id={titleId} className="text-base text-ink">
            {t("title")}
          </h2>
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
      </div>
    </div>
  );
}

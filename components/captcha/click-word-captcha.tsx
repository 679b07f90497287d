"use client";
/* eslint-disable @next/next/no-img-element -- captcha images are one-off data URLs */
import { useTranslations } from "next-intl";
import { type MouseEvent, useState } from "react";

import { RefreshIcon } from "./captcha-icons";
import { type Point, toDataUrl, toReferencePoint } from "./captcha-geometry";
import { useCaptchaChallenge } from "./use-captcha-challenge";
import { useTimeouts } from "./use-timeouts";

import { CAPTCHA_OK, captchaApi } from "@/lib/api/captcha";
import {
  CAPTCHA_SUCCESS_CLOSE_MS,
  CLICK_WORD_CHECK_DELAY_MS,
  CLICK_WORD_CLICKS,
  CLICK_WORD_FAIL_RESET_MS,
} from "@/lib/constants";
import { captchaVerificationOf, encodeCaptchaPoints } from "@/lib/crypto";

export type ClickWordCaptchaProps = {
  /** Called as soon as the check passes, with the captchaVerification the business call needs. */
  onSuccess: (captchaVerification: string) => void;
  /** Called 1.5 s after a passed check: a popup closes here. */
  onFinish?: () => void;
  showRefresh?: boolean;
};

type Phase = "clicking" | "checking" | "verified" | "failed";

/** AJ-Captcha clickWord: click the three characters in order; the answer is checked 400 ms after the third click. */
export function ClickWordCaptcha({ onSuccess, onFinish, showRefresh = true }: ClickWordCaptchaProps) {
  const t = useTranslations("auth.captcha");
  const later = useTimeouts();
  const { challenge, notice, loading, reload } = useCaptchaChallenge("clickWord");
  const [clicks, setClicks] = useState<Point[]>([]);
  const [phase, setPhase] = useState<Phase>("clicking");
  const [failText, setFailText] = useState("");

  function refresh() {
    setClicks([]);
    setPhase("clicking");
    reload();
  }

  async function check(points: Point[]) {
    if (!challenge) return;
    const { token, secretKey } = challenge;
    const res = await captchaApi.check("clickWord", encodeCaptchaPoints(points, secretKey), token);
    if (res.repCode === CAPTCHA_OK) {
      setPhase("verified");
      onSuccess(captchaVerificationOf(token, points, secretKey));
      if (onFinish) later(onFinish, CAPTCHA_SUCCESS_CLOSE_MS);
      return;
    }
    setPhase("failed");
    setFailText(res.repMsg || t("failure"));
    later(refresh, CLICK_WORD_FAIL_RESET_MS);
  }

  function onImageClick(e: MouseEvent<HTMLDivElement>) {
    if (phase !== "clicking" || loading || !challenge || clicks.length >= CLICK_WORD_CLICKS) return;
    const rect = e.currentTarget.getBoundingClientRect();
    const next = [...clicks, { x: e.clientX - rect.left, y: e.clientY - rect.top }];
    setClicks(next);
    if (next.length < CLICK_WORD_CLICKS) return;
    setPhase("checking");
    const shown = { width: rect.width, height: rect.height };
    later(() => void check(next.map((click) => toReferencePoint(click, shown))), CLICK_WORD_CHECK_DELAY_MS);
  }

  const words = challenge?.wordList?.join(",") ?? "";
  const barText =
    phase === "verified"
      ? t("success")
      : phase === "failed"
        ? failText
        : loading
          ? t("loading")
          : notice || t("clickPrompt", { words });
  const tone =
    phase === "verified"
      ? "border-[#5cb85c] text-[#5cb85c]"
      : phase === "failed"
        ? "border-[#d9534f] text-[#d9534f]"
        : "border-[#e4e7eb] text-ink-soft";

  return (
    <div className="w-[310px] max-w-full" data-captcha-token={challenge?.token ?? ""}>
      <div
        data-testid="click-word-image"
        onClick={onImageClick}
        className="relative aspect-[2/1] w-full cursor-pointer overflow-hidden rounded bg-surface select-none"
      >
        {challenge ? (
          <img
            src={toDataUrl(challenge.originalImageBase64)}
            alt=""
            draggable={false}
            className="pointer-events-none absolute inset-0 h-full w-full"
          />
        ) : (
          <p className="flex h-full items-center justify-center px-4 text-center text-sm text-ink-mute">
            {loading ? t("loading") : notice}
          </p>
        )}
        {clicks.map((click, i) => (
          <span
            key={i}
            data-testid="click-word-marker"
            className="pointer-events-none absolute flex size-5 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full border-2 border-white bg-[#1abd6c] text-xs font-semibold text-white"
            style={{ left: click.x, top: click.y }}
          >
            {i + 1}
          </span>
        ))}
        {showRefresh && (
          <button
            type="button"
            aria-label={t("refresh")}
            onClick={(e) => {
              e.stopPropagation();
              refresh();
            }}
            className="absolute top-2 right-2 text-xl text-white drop-shadow"
          >
            <RefreshIcon />
          </button>
        )}
      </div>
      <div
        role="status"
        data-phase={phase}
        className={`mt-3 flex h-10 items-center justify-center rounded border bg-[#f7f9fa] px-2 text-sm ${tone}`}
      >
        {barText}
      </div>
    </div>
  );
}

"use client";
/* eslint-disable @next/next/no-img-element -- captcha images are one-off data URLs */
import { useTranslations } from "next-intl";
import { useCallback, useRef, useState } from "react";

import { RefreshIcon } from "./captcha-icons";
import { toDataUrl, toSliderPoint } from "./captcha-geometry";
import { CaptchaTip, type Tip } from "./captcha-tip";
import { SLIDER_THUMB_PX, SliderBar, type SliderPhase } from "./slider-bar";
import { useCaptchaChallenge } from "./use-captcha-challenge";
import { type SlideEnd, useSliderDrag } from "./use-slider-drag";
import { useTimeouts } from "./use-timeouts";

import { CAPTCHA_OK, captchaApi } from "@/lib/api/captcha";
import {
  CAPTCHA_FAIL_REFRESH_MS,
  CAPTCHA_REFERENCE_WIDTH,
  CAPTCHA_SUCCESS_CLOSE_MS,
  CAPTCHA_SUCCESS_EMIT_MS,
} from "@/lib/constants";
import { captchaVerificationOf, encodeCaptchaPoints } from "@/lib/crypto";

export type BlockPuzzleCaptchaProps = {
  /** Called 1 s after a passed check with the captchaVerification the business call needs. */
  onSuccess: (captchaVerification: string) => void;
  /** Called 1.5 s after a passed check: a popup closes here. */
  onFinish?: () => void;
  /** Inline widgets carry their own refresh button; a popup has one in its title bar. */
  showRefresh?: boolean;
};

/** AJ-Captcha blockPuzzle: drag the piece into the hole; the distance is sent scaled to 310 px with y 5. */
export function BlockPuzzleCaptcha({ onSuccess, onFinish, showRefresh = true }: BlockPuzzleCaptchaProps) {
  const t = useTranslations("auth.captcha");
  const later = useTimeouts();
  const { challenge, notice, loading, reload } = useCaptchaChallenge("blockPuzzle");
  const [phase, setPhase] = useState<SliderPhase>("idle");
  const [tip, setTip] = useState<Tip | null>(null);
  const imageRef = useRef<HTMLDivElement>(null);
  const barRef = useRef<HTMLDivElement>(null);

  const shownWidth = () => imageRef.current?.getBoundingClientRect().width || CAPTCHA_REFERENCE_WIDTH;
  const maxOffset = useCallback(
    () => (barRef.current?.getBoundingClientRect().width || CAPTCHA_REFERENCE_WIDTH) - SLIDER_THUMB_PX,
    [],
  );

  async function check({ offset, elapsedMs }: SlideEnd) {
    if (!challenge || offset < 1) return drag.reset();
    setPhase("checking");
    const { token, secretKey } = challenge;
    const point = toSliderPoint(offset, shownWidth());
    const res = await captchaApi.check("blockPuzzle", encodeCaptchaPoints(point, secretKey), token);
    if (res.repCode === CAPTCHA_OK) {
      setPhase("verified");
      setTip({ text: t("slideSuccess", { seconds: (elapsedMs / 1000).toFixed(2) }), ok: true });
      const verification = captchaVerificationOf(token, point, secretKey);
      later(() => {
        setTip(null);
        onSuccess(verification);
      }, CAPTCHA_SUCCESS_EMIT_MS);
      if (onFinish) later(onFinish, CAPTCHA_SUCCESS_CLOSE_MS);
      return;
    }
    setPhase("failed");
    setTip({ text: t("failure"), ok: false });
    later(refresh, CAPTCHA_FAIL_REFRESH_MS);
  }

  const drag = useSliderDrag({
    disabled: phase !== "idle" || loading || !challenge,
    maxOffset,
    onEnd: (end) => void check(end),
  });

  function refresh() {
    setPhase("idle");
    setTip(null);
    drag.reset();
    reload();
  }

  const barText =
    phase === "verified"
      ? t("slidePassed")
      : phase === "failed"
        ? t("failure")
        : loading
          ? t("loading")
          : notice || t("slidePrompt");

  return (
    <div className="w-[310px] max-w-full" data-captcha-token={challenge?.token ?? ""}>
      <div
        ref={imageRef}
        data-testid="block-puzzle-image"
        className="relative aspect-[2/1] w-full overflow-hidden rounded bg-surface"
      >
        {challenge ? (
          <>
            <img
              src={toDataUrl(challenge.originalImageBase64)}
              alt=""
              draggable={false}
              className="absolute inset-0 h-full w-full select-none"
            />
            {challenge.jigsawImageBase64 && (
              <img
                src={toDataUrl(challenge.jigsawImageBase64)}
                alt=""
                draggable={false}
                className="absolute top-0 h-full w-auto max-w-none select-none"
                style={{ left: drag.offset }}
              />
            )}
          </>
        ) : (
          <p className="flex h-full items-center justify-center px-4 text-center text-sm text-ink-mute">
            {loading ? t("loading") : notice}
          </p>
        )}
        {showRefresh && (
          <button
            type="button"
            aria-label={t("refresh")}
            onClick={refresh}
            className="absolute top-2 right-2 text-xl text-white drop-shadow"
          >
            <RefreshIcon />
          </button>
        )}
        <CaptchaTip tip={tip} />
      </div>
      <SliderBar
        phase={phase}
        dragging={drag.dragging}
        offset={drag.offset}
        text={barText}
        label={t("slidePrompt")}
        barRef={barRef}
        thumbHandlers={drag.thumbHandlers}
        disabled={loading || !challenge}
      />
    </div>
  );
}

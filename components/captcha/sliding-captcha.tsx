"use client";
/* eslint-disable @next/next/no-img-element -- captcha images are one-off data URLs */
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useRef, useState } from "react";

import { RefreshIcon } from "./captcha-icons";
import { CaptchaTip, type Tip } from "./captcha-tip";
import { SLIDER_THUMB_PX, SliderBar, type SliderPhase } from "./slider-bar";
import { type SlideEnd, useSliderDrag } from "./use-slider-drag";
import { useTimeouts } from "./use-timeouts";

import { CAPTCHA_OK, type SlidingChallenge, captchaApi } from "@/lib/api/captcha";
import { CAPTCHA_FAIL_REFRESH_MS } from "@/lib/constants";
import { captchaVerificationOf } from "@/lib/crypto";
import { isSlidingMatch } from "@/lib/captcha/sliding-match";

export type SlidingCaptchaProps = {
  /** Called once the piece fits and the api confirms it, with the captchaVerification for the SMS call. */
  onSuccess: (captchaVerification: string) => void;
};

type Natural = { width: number; height: number; pieceWidth: number };

/** The second slider flavour (tari/slii/coox/cooy): matched on the client, then confirmed by the api. */
export function SlidingCaptcha({ onSuccess }: SlidingCaptchaProps) {
  const t = useTranslations("auth.captcha");
  const later = useTimeouts();
  const [challenge, setChallenge] = useState<SlidingChallenge | null>(null);
  const [notice, setNotice] = useState("");
  const [loading, setLoading] = useState(true);
  const [natural, setNatural] = useState<Natural>({ width: 0, height: 0, pieceWidth: 0 });
  const [phase, setPhase] = useState<SliderPhase>("idle");
  const [tip, setTip] = useState<Tip | null>(null);
  const imageRef = useRef<HTMLDivElement>(null);
  const barRef = useRef<HTMLDivElement>(null);
  const latest = useRef(0);

  const fetchNext = useCallback(async () => {
    const id = ++latest.current;
    const res = await captchaApi.sliding();
    if (id !== latest.current) return;
    const passed = res.repCode === CAPTCHA_OK && res.repData !== null;
    setLoading(false);
    setChallenge(passed ? res.repData : null);
    setNotice(passed ? "" : res.repMsg);
  }, []);

  useEffect(() => {
    void fetchNext();
  }, [fetchNext]);

  const maxOffset = useCallback(
    () => (barRef.current?.getBoundingClientRect().width || 320) - SLIDER_THUMB_PX,
    [],
  );
  const displayScale = () => {
    const shown = imageRef.current?.getBoundingClientRect().width ?? 0;
    return shown > 0 && natural.width > 0 ? shown / natural.width : 1;
  };

  async function check({ offset }: SlideEnd) {
    if (!challenge || offset < 1) return drag.reset();
    setPhase("checking");
    const scale = displayScale();
    if (isSlidingMatch(offset, scale, challenge.coox)) {
      const point = { x: offset / scale };
      const res = await captchaApi.check("blockPuzzle", JSON.stringify(point), challenge.token);
      if (res.repCode === CAPTCHA_OK) {
        setPhase("verified");
        onSuccess(res.repData?.captchaVerification ?? captchaVerificationOf(challenge.token, point));
        return;
      }
    }
    setPhase("failed");
    setTip({ text: t("slidingFailure"), ok: false });
    later(refresh, CAPTCHA_FAIL_REFRESH_MS);
  }

  const drag = useSliderDrag({
    disabled: phase !== "idle" || !challenge,
    maxOffset,
    onEnd: (end) => void check(end),
  });

  function refresh() {
    setPhase("idle");
    setTip(null);
    setLoading(true);
    drag.reset();
    void fetchNext();
  }

  const piece = challenge && natural.width > 0 && natural.pieceWidth > 0;
  const barText =
    phase === "verified" ? t("slidePassed") : phase === "failed" ? t("slidingFailure") : t("dragPrompt");

  return (
    <div className="w-[320px] max-w-full" data-captcha-token={challenge?.token ?? ""}>
      <div
        ref={imageRef}
        data-testid="sliding-image"
        className="relative w-full overflow-hidden rounded bg-surface"
        style={{
          aspectRatio: natural.width && natural.height ? `${natural.width} / ${natural.height}` : "2 / 1",
        }}
      >
        {challenge ? (
          <>
            <img
              src={challenge.tari}
              alt=""
              draggable={false}
              onLoad={(e) => {
                const { naturalWidth: width, naturalHeight: height } = e.currentTarget;
                setNatural((n) => ({ ...n, width, height }));
              }}
              className="absolute inset-0 h-full w-full select-none"
            />
            <img
              src={challenge.slii}
              alt=""
              draggable={false}
              onLoad={(e) => {
                const pieceWidth = e.currentTarget.naturalWidth;
                setNatural((n) => ({ ...n, pieceWidth }));
              }}
              className={`absolute h-auto max-w-none select-none ${piece ? "" : "invisible"}`}
              style={
                piece
                  ? {
                      left: drag.offset,
                      top: `${(challenge.cooy / natural.height) * 100}%`,
                      width: `${(natural.pieceWidth / natural.width) * 100}%`,
                    }
                  : undefined
              }
            />
          </>
        ) : (
          <p className="flex h-full items-center justify-center px-4 text-center text-sm text-ink-mute">
            {loading ? t("loading") : notice}
          </p>
        )}
        <button
          type="button"
          aria-label={t("refresh")}
          onClick={refresh}
          className="absolute top-2 right-2 text-xl text-white drop-shadow"
        >
          <RefreshIcon />
        </button>
        <CaptchaTip tip={tip} />
      </div>
      <SliderBar
        phase={phase}
        dragging={drag.dragging}
        offset={drag.offset}
        text={barText}
        label={t("dragPrompt")}
        barRef={barRef}
        thumbHandlers={drag.thumbHandlers}
        disabled={!challenge}
      />
    </div>
  );
}

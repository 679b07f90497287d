"use client";
import type { ReactNode, Ref } from "react";

import { ArrowRightIcon, CheckIcon, CloseIcon } from "./captcha-icons";
import type { useSliderDrag } from "./use-slider-drag";

export type SliderPhase = "idle" | "checking" | "verified" | "failed";

export const SLIDER_THUMB_PX = 40;
const SETTLED_TEXT_MIN_PX = 110;

// AJ-Captcha's colours: blue while dragging, green once verified, red on failure.
const TONE = {
  active: { thumb: "bg-[#337ab7] text-white", fill: "border-[#337ab7] bg-[#d1e9fe]" },
  verified: { thumb: "bg-[#5cb85c] text-white", fill: "border-[#5cb85c] bg-[#d2f4ef]" },
  failed: { thumb: "bg-[#d9534f] text-white", fill: "border-[#d9534f] bg-[#fce1e1]" },
} as const;

type Props = {
  phase: SliderPhase;
  dragging: boolean;
  offset: number;
  text: ReactNode;
  label: string;
  barRef: Ref<HTMLDivElement>;
  thumbHandlers: ReturnType<typeof useSliderDrag>["thumbHandlers"];
  disabled?: boolean;
};

export function SliderBar({ phase, dragging, offset, text, label, barRef, thumbHandlers, disabled }: Props) {
  const tone = phase === "verified" ? TONE.verified : phase === "failed" ? TONE.failed : TONE.active;
  const moved = dragging || offset > 0 || phase !== "idle";
  const Icon = phase === "verified" ? CheckIcon : phase === "failed" ? CloseIcon : ArrowRightIcon;
  // Once settled the result text sits beside the thumb, on whichever side has room.
  const settled = phase === "verified" || phase === "failed";
  const settledTextBox = !settled
    ? undefined
    : offset >= SETTLED_TEXT_MIN_PX
      ? { left: 0, width: offset }
      : { left: offset + SLIDER_THUMB_PX, right: 0 };
  const textTone =
    phase === "verified" ? "text-[#5cb85c]" : phase === "failed" ? "text-[#d9534f]" : "text-ink-mute";

  return (
    <div
      ref={barRef}
      data-phase={phase}
      className="relative mt-3 h-10 w-full rounded border border-[#e4e7eb] bg-[#f7f9fa] select-none"
    >
      <span
        className={`absolute flex items-center justify-center text-sm whitespace-nowrap ${textTone} ${
          settled ? "inset-y-0 z-10" : "inset-0 pl-10"
        }`}
        style={settledTextBox}
      >
        {text}
      </span>
      {moved && (
        <div
          className={`absolute top-[-1px] left-[-1px] h-10 rounded border ${tone.fill}`}
          style={{ width: offset + SLIDER_THUMB_PX }}
        />
      )}
      <div
        role="slider"
        aria-label={label}
        aria-valuemin={0}
        aria-valuenow={Math.round(offset)}
        aria-disabled={disabled || phase !== "idle"}
        tabIndex={-1}
        data-testid="captcha-slider-thumb"
        className={`absolute top-[-1px] left-[-1px] flex h-10 w-10 cursor-pointer touch-none items-center justify-center rounded text-lg shadow ${
          moved ? tone.thumb : "bg-white text-ink-soft"
        }`}
        style={{ transform: `translateX(${offset}px)` }}
        {...thumbHandlers}
      >
        <Icon />
      </div>
    </div>
  );
}

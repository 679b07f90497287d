import { CAPTCHA_REFERENCE_HEIGHT, CAPTCHA_REFERENCE_WIDTH, CAPTCHA_SLIDER_FIXED_Y } from "@/lib/constants";

export type Point = { x: number; y: number };
export type Size = { width: number; height: number };

const REFERENCE: Size = { width: CAPTCHA_REFERENCE_WIDTH, height: CAPTCHA_REFERENCE_HEIGHT };

// jsdom and hidden elements measure 0: treat them as shown at the reference size.
const orReference = (size: Size): Size => (size.width > 0 && size.height > 0 ? size : REFERENCE);

/** A click on the image shown at `shown`, in the 310x155 pixels the server checks against. */
export function toReferencePoint(click: Point, shown: Size): Point {
  const { width, height } = orReference(shown);
  return {
    x: Math.round((click.x * CAPTCHA_REFERENCE_WIDTH) / width),
    y: Math.round((click.y * CAPTCHA_REFERENCE_HEIGHT) / height),
  };
}

/** The first slider flavour's answer: the dragged distance on a 310-px-wide image, y fixed at 5. */
export function toSliderPoint(offset: number, shownWidth: number): Point {
  const width = shownWidth > 0 ? shownWidth : CAPTCHA_REFERENCE_WIDTH;
  return { x: (offset * CAPTCHA_REFERENCE_WIDTH) / width, y: CAPTCHA_SLIDER_FIXED_Y };
}

export const clamp = (value: number, min: number, max: number) =>
  Math.min(Math.max(value, min), Math.max(min, max));

export const toDataUrl = (base64: string) =>
  base64.startsWith("data:") ? base64 : `data:image/png;base64,${base64}`;

"use client";
import {
  type MouseEvent as ReactMouseEvent,
  type TouchEvent as ReactTouchEvent,
  useCallback,
  useEffect,
  useRef,
  useState,
} from "react";

import { clamp } from "./captcha-geometry";

export type SlideEnd = { offset: number; elapsedMs: number };

type Options = {
  disabled: boolean;
  /** Read when a drag starts, so the bar's current width counts. */
  maxOffset: () => number;
  onEnd: (end: SlideEnd) => void;
};

/** Mouse and touch dragging of a slider thumb; moves are followed on window so leaving the bar keeps dragging. */
export function useSliderDrag({ disabled, maxOffset, onEnd }: Options) {
  const [offset, setOffset] = useState(0);
  const [dragging, setDragging] = useState(false);
  const detach = useRef<(() => void) | null>(null);
  const onEndRef = useRef(onEnd);

  useEffect(() => {
    onEndRef.current = onEnd;
  });
  useEffect(() => () => detach.current?.(), []);

  const begin = useCallback(
    (startX: number) => {
      if (disabled || detach.current) return;
      const startedAt = Date.now();
      const max = maxOffset();
      let current = 0;
      const move = (x: number) => {
        current = clamp(x - startX, 0, max);
        setOffset(current);
      };
      const onMouseMove = (e: MouseEvent) => move(e.clientX);
      const onTouchMove = (e: TouchEvent) => {
        if (e.cancelable) e.preventDefault();
        if (e.touches[0]) move(e.touches[0].clientX);
      };
      const stop = () => {
        window.removeEventListener("mousemove", onMouseMove);
        window.removeEventListener("mouseup", end);
        window.removeEventListener("touchmove", onTouchMove);
        window.removeEventListener("touchend", end);
        window.removeEventListener("touchcancel", end);
        detach.current = null;
      };
      function end() {
        stop();
        setDragging(false);
        onEndRef.current({ offset: current, elapsedMs: Date.now() - startedAt });
      }
      window.addEventListener("mousemove", onMouseMove);
      window.addEventListener("mouseup", end);
      window.addEventListener("touchmove", onTouchMove, { passive: false });
      window.addEventListener("touchend", end);
      window.addEventListener("touchcancel", end);
      detach.current = stop;
      setDragging(true);
    },
    [disabled, maxOffset],
  );

  const reset = useCallback(() => setOffset(0), []);

  const thumbHandlers = {
    onMouseDown: (e: ReactMouseEvent) => {
      if (e.button !== 0) return;
      e.preventDefault();
      begin(e.clientX);
    },
    onTouchStart: (e: ReactTouchEvent) => {
      if (e.touches[0]) begin(e.touches[0].clientX);
    },
  };

  return { offset, dragging, reset, thumbHandlers };
}

"use client";
import { create } from "zustand";
import { withBrowserSave } from "@/stores/saved-in-browser";

export const DANMAKU_OPACITY = { min: 0.2, max: 1, step: 0.1, initial: 0.9 } as const;

type DanmakuSettings = {
  /** 弹幕开关 */
  on: boolean;
  /** 不透明度, 0.2..1 */
  opacity: number;
  toggle(): void;
  setOpacity(value: number): void;
};

const clampOpacity = (v: number) =>
  Number.isFinite(v)
    ? Math.min(Math.max(v, DANMAKU_OPACITY.min), DANMAKU_OPACITY.max)
    : DANMAKU_OPACITY.initial;

/** The viewer's danmaku choices, kept in localStorage for every room. */
export const useDanmakuSettings = withBrowserSave(
  create<DanmakuSettings>()((set, get) => ({
    on: true,
    opacity: DANMAKU_OPACITY.initial,
    toggle: () => set({ on: !get().on }),
    setOpacity: (value) => set({ opacity: clampOpacity(value) }),
  })),
  {
    name: "danmaku-settings",
    version: 1,
    partialize: ({ on, opacity }) => ({ on, opacity }),
    merge: (saved, current) => {
      const s = (saved ?? {}) as { on?: unknown; opacity?: unknown };
      return {
        ...current,
        on: typeof s.on === "boolean" ? s.on : current.on,
        opacity: clampOpacity(Number(s.opacity ?? current.opacity)),
      };
    },
  },
);

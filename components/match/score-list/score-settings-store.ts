"use client";
import { create } from "zustand";
import { withBrowserSave } from "@/stores/saved-in-browser";
import { BEIJING_TIME_ZONE } from "@/lib/beijing-time";

export const DELAY_CHOICES = [0, 5, 10, 15, 30, 60, 90, 120] as const;

export type ScoreSettings = {
  /** 进球声音 */
  sound: boolean;
  /** 进球弹窗 */
  popup: boolean;
  /** 比分延迟: seconds every live change waits before it shows. */
  delaySeconds: number;
  /** 时区: China time, or the zone of the viewer's device. */
  timeZone: "china" | "local";
};

export const DEFAULT_SETTINGS: ScoreSettings = {
  sound: false,
  popup: true,
  delaySeconds: 0,
  timeZone: "china",
};

type SettingsState = ScoreSettings & { change(patch: Partial<ScoreSettings>): void };

const clampDelay = (s: number) => (Number.isFinite(s) ? Math.min(Math.max(Math.round(s), 0), 120) : 0);

export const useScoreSettings = withBrowserSave(
  create<SettingsState>()((set) => ({
    ...DEFAULT_SETTINGS,
    change: (patch) =>
      set(
        patch.delaySeconds === undefined ? patch : { ...patch, delaySeconds: clampDelay(patch.delaySeconds) },
      ),
  })),
  {
    name: "score-settings",
    version: 1,
    partialize: ({ sound, popup, delaySeconds, timeZone }) => ({ sound, popup, delaySeconds, timeZone }),
    merge: (saved, current): SettingsState => {
      const s = (saved ?? {}) as Partial<ScoreSettings>;
      return {
        ...current,
        sound: typeof s.sound === "boolean" ? s.sound : current.sound,
        popup: typeof s.popup === "boolean" ? s.popup : current.popup,
        delaySeconds: clampDelay(Number(s.delaySeconds ?? current.delaySeconds)),
        timeZone: s.timeZone === "local" ? "local" : "china",
      };
    },
  },
);

/** The IANA zone kick-off times are shown in. */
export function displayTimeZone(choice: ScoreSettings["timeZone"]): string {
  if (choice === "china" || typeof Intl === "undefined") return BEIJING_TIME_ZONE;
  return Intl.DateTimeFormat().resolvedOptions().timeZone || BEIJING_TIME_ZONE;
}

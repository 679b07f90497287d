"use client";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";
import { playGoalSound, unlockGoalSound } from "./goal-sound";
import { DELAY_CHOICES, displayTimeZone, useScoreSettings } from "./score-settings-store";

const ROW = "flex items-center justify-between gap-4 py-2.5";

/** 设置: goal sound and popup, a score delay against spoilers, and the time zone of kick-off times. */
export function SettingsPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useTranslations("match.settings");
  const { sound, popup, delaySeconds, timeZone, change } = useScoreSettings();
  return (
    <Modal open={open} onClose={onClose} title={t("title")} className="w-[420px]">
      <div className="divide-y divide-surface px-6 py-2 text-sm">
        <label className={ROW}>
          <span>{t("sound")}</span>
          <input
            type="checkbox"
            checked={sound}
            className="size-4 accent-brand"
            onChange={(e) => {
              change({ sound: e.target.checked });
              if (e.target.checked) {
                unlockGoalSound();
                playGoalSound();
              }
            }}
          />
        </label>
        <label className={ROW}>
          <span>{t("popup")}</span>
          <input
            type="checkbox"
            checked={popup}
            className="size-4 accent-brand"
            onChange={(e) => change({ popup: e.target.checked })}
          />
        </label>
        <label className={ROW}>
          <span>
            {t("delay")}
            <span className="block text-xs text-ink-mute">{t("delayHint")}</span>
          </span>
          <select
            value={delaySeconds}
            onChange={(e) => change({ delaySeconds: Number(e.target.value) })}
            className="rounded border border-black/10 px-2 py-1"
          >
            {DELAY_CHOICES.map((s) => (
              <option key={s} value={s}>
                {s === 0 ? t("noDelay") : t("seconds", { count: s })}
              </option>
            ))}
          </select>
        </label>
        <fieldset className={ROW}>
          <legend className="float-left">{t("timeZone")}</legend>
          <span className="flex flex-col items-end gap-1">
            <label className="flex items-center gap-1.5">
              <input
                type="radio"
                name="tz"
                checked={timeZone === "china"}
                onChange={() => change({ timeZone: "china" })}
                className="accent-brand"
              />
              {t("chinaTime")}
            </label>
            <label className="flex items-center gap-1.5">
              <input
                type="radio"
                name="tz"
                checked={timeZone === "local"}
                onChange={() => change({ timeZone: "local" })}
                className="accent-brand"
              />
              {t("localTime", { zone: displayTimeZone("local") })}
            </label>
          </span>
        </fieldset>
      </div>
      <div className="flex justify-end border-t border-surface px-6 py-3">
        <Button size="sm" onClick={onClose}>
          {t("done")}
        </Button>
      </div>
    </Modal>
  );
}

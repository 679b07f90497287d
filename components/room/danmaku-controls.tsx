"use client";
import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { DANMAKU_OPACITY, useDanmakuSettings } from "./danmaku-settings-store";

/** 弹幕 on/off and its opacity; the choice is remembered in this browser. */
export function DanmakuControls() {
  const t = useTranslations("liveRoom.danmaku");
  const { on, opacity, toggle, setOpacity } = useDanmakuSettings();

  useEffect(() => {
    void useDanmakuSettings.persist.rehydrate();
  }, []);

  return (
    <div className="flex items-center gap-2">
      <button
        type="button"
        role="switch"
        aria-checked={on}
        onClick={toggle}
        className={`h-6 rounded-full px-2.5 text-xs transition-colors ${on ? "bg-brand text-white" : "bg-black/10 text-ink-mute"}`}
      >
        {on ? t("on") : t("off")}
      </button>
      <label className="flex items-center gap-1 text-xs text-ink-mute">
        {t("opacity")}
        <input
          type="range"
          min={DANMAKU_OPACITY.min}
          max={DANMAKU_OPACITY.max}
          step={DANMAKU_OPACITY.step}
          value={opacity}
          disabled={!on}
          onChange={(e) => setOpacity(Number(e.target.value))}
          className="h-1 w-16 accent-brand"
        />
      </label>
    </div>
  );
}

"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import type { KeyedMutator } from "swr";
import { SiteLink } from "@/components/layout/site-link";
import { Button, buttonClass } from "@/components/ui/button";
import { type RoomSettings, anchorApi } from "@/lib/api/anchor";
import { toast } from "@/stores/ui-store";
import { Panel } from "../panel";

const ON_AIR = 1;
const LIVE = 1;

export type AirState = "live" | "waiting" | "off";

export function airState(settings: Pick<RoomSettings, "onAir" | "liveStatus">): AirState {
  if (settings.liveStatus === LIVE) return "live";
  return settings.onAir === ON_AIR ? "waiting" : "off";
}

const DOT: Record<AirState, string> = {
  live: "bg-brand animate-pulse",
  waiting: "bg-amber-400",
  off: "bg-ink-mute",
};

/** 开播 / 下播: /api/room/up (JSON) lets the room's key publish, /api/room/down ends it. */
export function OnAirPanel({
  settings,
  mutate,
}: {
  settings: RoomSettings;
  mutate: KeyedMutator<RoomSettings>;
}) {
  const t = useTranslations("anchor.roomSet");
  const [busy, setBusy] = useState(false);
  const state = airState(settings);
  const onAir = settings.onAir === ON_AIR;

  async function toggle() {
    setBusy(true);
    const res = onAir ? await anchorApi.goOffline(settings.roomId) : await anchorApi.goLive(settings.roomId);
    setBusy(false);
    if (res.code !== 200) return toast(res.message || t("failed"), "error");
    toast(onAir ? t("wentOff") : t("wentUp"), "success");
    void mutate(res.data ? { ...settings, ...res.data } : undefined, { revalidate: !res.data });
  }

  return (
    <Panel title={t("statusTitle")}>
      <div className="flex items-center gap-6">
        <div className="flex-1">
          <p className="flex items-center gap-2 text-lg font-semibold text-ink">
            <span aria-hidden className={`size-2.5 rounded-full ${DOT[state]}`} />
            {t(`state.${state}`)}
          </p>
          <p className="mt-1 text-sm text-ink-soft">{t(`stateHint.${state}`)}</p>
        </div>
        <SiteLink href={`/live/room/${settings.roomId}`} className={buttonClass({ variant: "outline" })}>
          {t("enterRoom")}
        </SiteLink>
        <Button
          size="lg"
          variant={onAir ? "subtle" : "primary"}
          disabled={busy}
          onClick={() => void toggle()}
        >
          {onAir ? t("goOff") : t("goUp")}
        </Button>
      </div>
    </Panel>
  );
}

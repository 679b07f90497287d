"use client";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { useRoomSettings } from "@/lib/api/use-anchor";
import { PanelMessage } from "../panel";
import { OnAirPanel } from "./on-air-panel";
import { PushInfoPanel } from "./push-info-panel";
import { RoomSettingsForm } from "./room-settings-form";

/** /v/anchor-room-set: go up or down, the room's settings, and what to type into OBS. */
export function RoomSetView() {
  const t = useTranslations("anchor.roomSet");
  const { data, error, mutate } = useRoomSettings();
  if (error && !data) {
    return (
      <PanelMessage title={t("loadFailed")} text={error.message}>
        <Button variant="outline" onClick={() => void mutate()}>
          {t("retry")}
        </Button>
      </PanelMessage>
    );
  }
  if (!data) return <PanelMessage title={t("loading")} />;
  return (
    <div className="space-y-5">
      <OnAirPanel settings={data} mutate={mutate} />
      <RoomSettingsForm key={data.roomId} settings={data} mutate={mutate} />
      <PushInfoPanel />
    </div>
  );
}

"use client";
import { useTranslations } from "next-intl";
import { useAnchor } from "../anchor-gate";
import { PanelMessage } from "../panel";
import { ManagerPanel } from "./manager-panel";
import { MutedPanel } from "./muted-panel";

/** /v/anchor-chat: the room's muted users and its managers. */
export function ModerationView() {
  const t = useTranslations("anchor");
  const { roomId } = useAnchor();
  if (!roomId) return <PanelMessage title={t("gate.noRoomTitle")} text={t("gate.noRoomText")} />;
  return (
    <div className="space-y-5">
      <MutedPanel roomId={roomId} />
      <ManagerPanel roomId={roomId} />
    </div>
  );
}

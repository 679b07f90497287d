"use client";
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { ContributorRank } from "@/components/room-money/contributor-rank";
import { ChatPanel } from "./chat-panel";

// 贵族 loads when its tab first opens: its levels, purchase dialog and requests are not the room's first paint.
const NobilityPanel = dynamic(
  () => import("@/components/room-money/nobility-panel").then((m) => m.NobilityPanel),
  {
    ssr: false,
  },
);

const TABS = ["chat", "rank", "nobility"] as const;
type Tab = (typeof TABS)[number];

/** The right column: 聊天, 贡献榜, 贵族. The chat stays mounted so no line is lost while another tab shows. */
export function RoomSideTabs({ roomId, anchorId }: { roomId: number; anchorId: number }) {
  const t = useTranslations("liveRoom.tabs");
  const [tab, setTab] = useState<Tab>("chat");
  const [nobilitySeen, setNobilitySeen] = useState(false);
  return (
    <aside className="flex h-full min-h-0 flex-col overflow-hidden rounded-lg bg-white text-ink">
      <div role="tablist" aria-label={t("label")} className="flex shrink-0 border-b border-surface">
        {TABS.map((id) => (
          <button
            key={id}
            id={`room-tab-${id}`}
            type="button"
            role="tab"
            aria-selected={tab === id}
            aria-controls={`room-panel-${id}`}
            onClick={() => {
              setTab(id);
              if (id === "nobility") setNobilitySeen(true);
            }}
            className={`relative flex-1 py-3 text-sm transition-colors ${
              tab === id ? "font-semibold text-ink" : "text-ink-mute hover:text-ink"
            }`}
          >
            {t(id)}
            {tab === id ? <span className="absolute inset-x-1/3 bottom-0 h-0.5 rounded bg-brand" /> : null}
          </button>
        ))}
      </div>
      {TABS.map((id) => (
        <div
          key={id}
          id={`room-panel-${id}`}
          role="tabpanel"
          aria-labelledby={`room-tab-${id}`}
          hidden={tab !== id}
          className={
            tab === id ? `flex min-h-0 flex-1 flex-col ${id === "chat" ? "" : "overflow-y-auto"}` : ""
          }
        >
          {id === "chat" ? <ChatPanel roomId={roomId} /> : null}
          {id === "rank" ? <ContributorRank roomId={roomId} anchorId={anchorId} /> : null}
          {id === "nobility" && nobilitySeen ? <NobilityPanel roomId={roomId} /> : null}
        </div>
      ))}
    </aside>
  );
}

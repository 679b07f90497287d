"use client";
import { useState } from "react";
import type { PlayerState } from "@/components/player/live-player";
import { GiftBar } from "@/components/room-money/gift-bar";
import { HornBanner } from "@/components/room-money/horn-banner";
import type { RoomDetail } from "@/lib/contracts/rooms";
import { BoundMatchCard } from "./bound-match-card";
import { RoomEventsProvider } from "./room-events";
import { RoomHeader } from "./room-header";
import { RoomNotice } from "./room-notice";
import { RoomPlayer } from "./room-player";
import { RoomSideTabs } from "./room-side-tabs";
import { useLiveStatus, useLiveStatusEvents } from "./use-live-status";
import { useVideoFirst } from "./use-video-first";

/** The live room: header strip, player, gifts, notice and match on the left; chat and ranks on the right. */
export function RoomView({ detail }: { detail: RoomDetail }) {
  const { live, pullUrl } = useLiveStatus(detail);
  const { ready, onPlayerState } = useVideoFirst(live);
  return (
    <RoomEventsProvider roomId={detail.roomId} paused={!ready}>
      <RoomLayout detail={detail} live={live} pullUrl={pullUrl} ready={ready} onPlayerState={onPlayerState} />
    </RoomEventsProvider>
  );
}

type LayoutProps = {
  detail: RoomDetail;
  live: boolean;
  pullUrl: string;
  ready: boolean;
  onPlayerState: (state: PlayerState) => void;
};

function RoomLayout({ detail, live, pullUrl, ready, onPlayerState }: LayoutProps) {
  const [theatre, setTheatre] = useState(false);
  useLiveStatusEvents(detail.roomId);
  return (
    <div className={`mx-auto w-full px-4 py-4 ${theatre ? "" : "max-w-[1520px]"}`}>
      {/* The horns' strip keeps its height from the first paint: a banner arriving later moves nothing (CLS). */}
      <div className="mb-3 h-8">{ready ? <HornBanner /> : null}</div>
      <div className={`grid gap-4 ${theatre ? "grid-cols-1" : "grid-cols-[minmax(0,1fr)_340px]"}`}>
        <section className="min-w-0" aria-label={detail.title}>
          {theatre ? null : <RoomHeader detail={detail} live={live} ready={ready} />}
          <RoomPlayer
            detail={detail}
            live={live}
            pullUrl={pullUrl}
            theatre={theatre}
            onTheatreChange={setTheatre}
            ready={ready}
            onStateChange={onPlayerState}
          />
          <div className="mt-3 min-h-[138px] rounded-lg bg-white">
            {ready ? <GiftBar roomId={detail.roomId} /> : null}
          </div>
          <div className="mt-3 space-y-3">
            {detail.match ? <BoundMatchCard match={detail.match} streaming={ready} /> : null}
            <RoomNotice notice={detail.notice} />
          </div>
        </section>
        {/* Theatre mode gives the chat's width to the picture; the danmaku still carry the chat. */}
        <div className={theatre ? "hidden" : "sticky top-20 h-[calc(100vh-6rem)] min-h-[520px]"}>
          {ready ? (
            <RoomSideTabs roomId={detail.roomId} anchorId={detail.anchor.id} />
          ) : (
            <div className="h-full rounded-lg bg-white" />
          )}
        </div>
      </div>
    </div>
  );
}

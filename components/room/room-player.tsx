"use client";
import { GiftAnimationLayer } from "@/components/room-money/gift-animation-layer";
import { LivePlayer, type PlayerState } from "@/components/player/live-player";
import type { RoomDetail } from "@/lib/contracts/rooms";
import { DanmakuOverlay } from "./danmaku-overlay";
import { RoomOffline } from "./room-offline";

type Props = {
  detail: RoomDetail;
  live: boolean;
  pullUrl: string;
  theatre: boolean;
  onTheatreChange: (on: boolean) => void;
  /** The gift animations mount once the picture has started (see use-video-first). */
  ready: boolean;
  onStateChange: (state: PlayerState) => void;
};

/** The room's video with the danmaku and gift animations over it, or the anchor's schedule when off air. */
export function RoomPlayer({ detail, live, pullUrl, theatre, onTheatreChange, ready, onStateChange }: Props) {
  return (
    // Theatre mode: as wide as the page allows while the whole picture stays on screen.
    <div className={theatre ? "mx-auto max-w-[calc((100vh-6rem)*16/9)]" : ""}>
      <LivePlayer
        src={live && pullUrl ? pullUrl : null}
        isLive={live}
        // On the air, the stream's latest frame (the card's picture) stands in until the video starts.
        poster={(live && detail.thumb) || detail.cover || undefined}
        theatre={theatre}
        onTheatreChange={onTheatreChange}
        onStateChange={onStateChange}
        overlay={
          <>
            <DanmakuOverlay />
            {ready ? <GiftAnimationLayer roomId={detail.roomId} /> : null}
          </>
        }
        offline={<RoomOffline schedule={detail.schedule} anchorName={detail.anchor.nickName} />}
      />
    </div>
  );
}

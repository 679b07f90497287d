"use client";
import { LivePlayer, type LivePlayerProps } from "./live-player";

/** A playback (回放, 集锦): the same player with a seek bar, the clock and speed steps. */
export function VodPlayer(props: Omit<LivePlayerProps, "isLive">) {
  return <LivePlayer {...props} isLive={false} />;
}

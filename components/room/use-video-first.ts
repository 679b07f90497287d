"use client";
import { useCallback, useEffect, useState } from "react";
import type { PlayerState } from "@/components/player/live-player";

/** The longest the room's other widgets wait for the picture before they load anyway. */
export const VIDEO_FIRST_MAX_MS = 2_000;

/**
 * The picture first: while a live room's player is still loading, the chat, gifts and ranks hold
 * back their requests and their hydration so the stream gets the network and the CPU.
 */
export function useVideoFirst(live: boolean) {
  const [waiting, setWaiting] = useState(live);
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => setWaiting(false), VIDEO_FIRST_MAX_MS);
    return () => clearTimeout(timer);
  }, [waiting]);
  const onPlayerState = useCallback((state: PlayerState) => {
    if (state !== "loading") setWaiting(false);
  }, []);
  return { ready: !waiting, onPlayerState };
}

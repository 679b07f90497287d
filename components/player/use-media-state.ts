"use client";
import { useEffect, useState, type RefObject } from "react";

export type MediaSnapshot = {
  paused: boolean;
  muted: boolean;
  volume: number;
  currentTime: number;
  duration: number;
  rate: number;
  /** Buffered ranges in seconds, for the progress bar. */
  buffered: [number, number][];
};

const EVENTS = [
  "play",
  "pause",
  "playing",
  "timeupdate",
  "durationchange",
  "progress",
  "volumechange",
  "ratechange",
  "loadedmetadata",
  "seeked",
  "emptied",
] as const;

export const IDLE_MEDIA: MediaSnapshot = {
  paused: true,
  muted: false,
  volume: 1,
  currentTime: 0,
  duration: 0,
  rate: 1,
  buffered: [],
};

function snapshot(v: HTMLVideoElement): MediaSnapshot {
  const buffered: [number, number][] = [];
  for (let i = 0; i < v.buffered.length; i++) buffered.push([v.buffered.start(i), v.buffered.end(i)]);
  return {
    paused: v.paused,
    muted: v.muted,
    volume: v.volume,
    currentTime: v.currentTime,
    duration: Number.isFinite(v.duration) ? v.duration : 0,
    rate: v.playbackRate,
    buffered,
  };
}

/** The video element's state, re-read on each of its media events. */
export function useMediaState(videoRef: RefObject<HTMLVideoElement | null>): MediaSnapshot {
  const [state, setState] = useState<MediaSnapshot>(IDLE_MEDIA);
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const update = () => setState(snapshot(video));
    for (const e of EVENTS) video.addEventListener(e, update);
    return () => {
      for (const e of EVENTS) video.removeEventListener(e, update);
    };
  }, [videoRef]);
  return state;
}

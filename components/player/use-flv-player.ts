"use client";
import type FlvJs from "flv.js";
import { useEffect, useRef, useState, type RefObject } from "react";
import { flvOptions } from "./flv-options";
import {
  bufferedEnd,
  catchUpTarget,
  createStallWatch,
  LIVE_SYNC,
  RECONNECT,
  reconnectDelay,
} from "./live-sync";
import { faultOf, type PlayerFault } from "./player-faults";
import { startPlayback } from "./start-playback";

export type PlayerPhase = "loading" | "playing" | "paused" | "reconnecting" | "error";
export type PlayerView = { phase: PlayerPhase; fault: PlayerFault | null; needsUnmute: boolean };

// Fetch flv.js as soon as a page with a player runs in the browser, alongside hydration rather
// than after it; it stays in a chunk of its own, out of every page's first load.
let preload: Promise<typeof import("flv.js")> | null = null;
if (typeof window !== "undefined") {
  preload = import("flv.js");
  preload.catch(() => (preload = null));
}
const loadFlv = () => preload ?? import("flv.js");

/** A playback that keeps failing at the same place stops resuming after this many tries. */
const MAX_RESUMES = 3;
const STREAM_ENDED: PlayerFault = { key: "streamEnded", recovery: "reconnect" };
const UNSUPPORTED: PlayerFault = { key: "unsupported", recovery: "none" };
const CHUNK_FAILED: PlayerFault = { key: "network", recovery: "none" };

// Failures reach the viewer through the player's own messages; flv.js's chatter stays out of the console.
function quietLogs(logging: FlvJs.LoggingControl | undefined) {
  if (!logging) return;
  logging.enableVerbose = false;
  logging.enableDebug = false;
  logging.enableInfo = false;
}

function dispose(player: FlvJs.Player) {
  try {
    player.pause();
    player.unload();
    player.detachMediaElement();
    player.destroy();
  } catch {
    // A player torn down mid-load may throw from its media source; it is gone either way.
  }
}

/**
 * Plays `src` in the video element with flv.js, loaded on first use so it stays out of every
 * page's first load. Live: catch-up to the newest data, stall watch, reconnect with backoff.
 * Playback: a dropped connection resumes from the last position in a new player.
 * Mount it once per source (the caller keys it by src), so each source starts from fresh state.
 */
export function useFlvPlayer(videoRef: RefObject<HTMLVideoElement | null>, src: string, isLive: boolean) {
  const [view, setView] = useState<PlayerView>({ phase: "loading", fault: null, needsUnmute: false });
  const playerRef = useRef<FlvJs.Player | null>(null);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    let disposed = false;
    let player: FlvJs.Player | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    let resumes = 0;
    let lastPosition = 0;
    const stall = createStallWatch();
    const patch = (next: Partial<PlayerView>) => !disposed && setView((v) => ({ ...v, ...next }));

    const teardown = () => {
      const p = player;
      player = null;
      playerRef.current = null;
      if (p) dispose(p);
    };

    const recover = (fault: PlayerFault) => {
      teardown();
      if (fault.recovery === "resume" && resumes < MAX_RESUMES) {
        resumes += 1;
        patch({ phase: "loading", fault });
        void open();
      } else if (fault.recovery === "reconnect" && attempt < RECONNECT.maxAttempts) {
        timer = setTimeout(() => void open(), reconnectDelay(attempt));
        attempt += 1;
        patch({ phase: "reconnecting", fault });
      } else {
        patch({ phase: "error", fault });
      }
    };

    async function open() {
      const flvjs = await loadFlv().then(
        (m) => m.default,
        () => null,
      );
      if (disposed) return;
      if (!flvjs) return recover(CHUNK_FAILED);
      if (!flvjs.isSupported()) return patch({ phase: "error", fault: UNSUPPORTED });
      quietLogs(flvjs.LoggingControl);
      const { source, config } = flvOptions(src, isLive);
      const p = flvjs.createPlayer(source, config);
      player = p;
      playerRef.current = p;
      p.on(flvjs.Events.ERROR, (type: string, detail: string, info: unknown) => {
        if (player === p) recover(faultOf(type, detail, info as { code?: number; msg?: string }, isLive));
      });
      // A live response that simply ends (publisher gone, media restart) is a drop, not the end.
      if (isLive) p.on(flvjs.Events.LOADING_COMPLETE, () => player === p && recover(STREAM_ENDED));
      p.attachMediaElement(video!);
      p.load();
      // flv.js seeks with the file's keyframe index, which it has once the metadata is in.
      const resumeAt = lastPosition;
      if (!isLive && resumeAt > 0)
        video!.addEventListener("loadedmetadata", () => player === p && (p.currentTime = resumeAt), {
          once: true,
        });
      stall.reset();
      const outcome = await startPlayback(video!, () => p.play());
      if (player !== p) return;
      if (outcome === "muted") patch({ needsUnmute: true });
      if (outcome === "blocked") patch({ phase: "paused" });
    }

    const onPlaying = () => {
      attempt = 0;
      patch({ phase: "playing", fault: null });
    };
    const onWaiting = () => setView((v) => (v.phase === "playing" ? { ...v, phase: "loading" } : v));
    const onPause = () => setView((v) => (v.phase === "playing" ? { ...v, phase: "paused" } : v));
    const onTime = () => {
      if (video.currentTime > lastPosition + 1) resumes = 0;
      if (video.currentTime > 0) lastPosition = video.currentTime;
    };
    video.addEventListener("playing", onPlaying);
    video.addEventListener("waiting", onWaiting);
    video.addEventListener("pause", onPause);
    video.addEventListener("timeupdate", onTime);

    const liveTick = isLive
      ? setInterval(() => {
          if (!player) return;
          if (stall.stalled(bufferedEnd(video.buffered))) return recover(STREAM_ENDED);
          const target = video.paused ? null : catchUpTarget(video.buffered, video.currentTime);
          if (target !== null) video.currentTime = target;
        }, LIVE_SYNC.checkEveryMs)
      : undefined;

    void open();
    return () => {
      disposed = true;
      clearTimeout(timer);
      clearInterval(liveTick);
      video.removeEventListener("playing", onPlaying);
      video.removeEventListener("waiting", onWaiting);
      video.removeEventListener("pause", onPause);
      video.removeEventListener("timeupdate", onTime);
      teardown();
    };
  }, [videoRef, src, isLive]);

  return {
    view,
    /** Seeks through flv.js, which asks the server for the right byte range when it is not buffered. */
    seek(seconds: number) {
      const video = videoRef.current;
      if (playerRef.current) playerRef.current.currentTime = seconds;
      else if (video) video.currentTime = seconds;
    },
    unmute() {
      const video = videoRef.current;
      if (video) video.muted = false;
      setView((v) => ({ ...v, needsUnmute: false }));
    },
  };
}

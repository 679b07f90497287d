"use client";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState, type ReactNode, type RefObject } from "react";
import { PlayerControls } from "./player-controls";
import { PlayerStatus } from "./player-status";
import { useFlvPlayer, type PlayerPhase } from "./use-flv-player";
import { useMediaState } from "./use-media-state";
import { useScreenModes } from "./use-screen-modes";

export type PlayerState = "loading" | "playing" | "offline" | "error";

export type LivePlayerProps = {
  /** HTTP-FLV address; null when there is nothing to play (the room is offline). */
  src: string | null;
  isLive: boolean;
  poster?: string;
  /** Drawn over the picture and under the controls (danmaku); pointer events pass through it. */
  overlay?: ReactNode;
  /** Shown instead of the picture while `src` is null. */
  offline?: ReactNode;
  onStateChange?: (state: PlayerState) => void;
  theatre?: boolean;
  /** Given, the control bar offers a theatre-mode toggle. */
  onTheatreChange?: (theatre: boolean) => void;
};

type Sound = { volume: number; muted: boolean };

/** Turning sound on at volume 0 would change nothing audible. */
const UNMUTE_VOLUME = 0.5;

const STATE_OF: Record<PlayerPhase, PlayerState> = {
  loading: "loading",
  reconnecting: "loading",
  playing: "playing",
  paused: "playing",
  error: "error",
};

/** Reports each state once to the latest callback, whatever identity the caller gives it. */
function useStateReport(state: PlayerState | null, onStateChange: LivePlayerProps["onStateChange"]) {
  const callbackRef = useRef(onStateChange);
  useEffect(() => {
    callbackRef.current = onStateChange;
  });
  useEffect(() => {
    if (state) callbackRef.current?.(state);
  }, [state]);
}

/**
 * The site's video player: HTTP-FLV through flv.js (loaded on the client only), live or playback,
 * with its own controls. Fullscreen applies to the whole frame so the overlay stays visible.
 */
export function LivePlayer(props: LivePlayerProps) {
  const t = useTranslations("player");
  const wrapperRef = useRef<HTMLDivElement>(null);
  const soundRef = useRef<Sound>({ volume: 1, muted: false });
  const [generation, setGeneration] = useState(0);
  useStateReport(props.src ? null : "offline", props.onStateChange);
  return (
    <div
      ref={wrapperRef}
      data-testid="player"
      className="group/player relative aspect-video w-full overflow-hidden bg-black text-white"
    >
      {props.src ? (
        <PlayerStage
          key={`${props.src}#${generation}`}
          {...props}
          src={props.src}
          wrapperRef={wrapperRef}
          soundRef={soundRef}
          onReload={() => setGeneration((g) => g + 1)}
        />
      ) : (
        <div className="absolute inset-0 grid place-items-center">
          {props.offline ?? <p className="text-sm text-white/70">{t("offline")}</p>}
        </div>
      )}
    </div>
  );
}

type StageProps = LivePlayerProps & {
  src: string;
  wrapperRef: RefObject<HTMLDivElement | null>;
  soundRef: RefObject<Sound>;
  onReload(): void;
};

function PlayerStage({
  src,
  isLive,
  poster,
  overlay,
  theatre = false,
  onTheatreChange,
  ...rest
}: StageProps) {
  const { wrapperRef, soundRef, onReload, onStateChange } = rest;
  const videoRef = useRef<HTMLVideoElement>(null);
  // The viewer's sound settings survive a reload; this runs before the player starts.
  useEffect(() => {
    const video = videoRef.current!;
    video.volume = soundRef.current.volume;
    video.muted = soundRef.current.muted;
  }, [soundRef]);
  const { view, seek, unmute } = useFlvPlayer(videoRef, src, isLive);
  const media = useMediaState(videoRef);
  const modes = useScreenModes(wrapperRef, videoRef);
  useStateReport(STATE_OF[view.phase], onStateChange);

  const remember = () => {
    const v = videoRef.current;
    if (v) soundRef.current = { volume: v.volume, muted: v.muted };
  };
  const togglePlay = () => {
    const v = videoRef.current;
    if (v?.paused) void v.play().catch(() => {});
    else v?.pause();
  };
  const setVolume = (volume: number) => {
    const v = videoRef.current;
    if (!v) return;
    v.volume = volume;
    v.muted = volume === 0;
    if (volume > 0) unmute();
    remember();
  };
  const actions = {
    togglePlay,
    setVolume,
    toggleMute: () => {
      const v = videoRef.current;
      if (v && !v.muted && v.volume > 0) {
        v.muted = true;
        remember();
      } else setVolume(v?.volume || UNMUTE_VOLUME);
    },
    seek,
    setRate: (rate: number) => {
      if (videoRef.current) videoRef.current.playbackRate = rate;
    },
    refresh: onReload,
    toggleFullscreen: modes.toggleFullscreen,
    togglePip: modes.togglePip,
    toggleTheatre: onTheatreChange ? () => onTheatreChange(!theatre) : undefined,
  };

  return (
    <>
      <video
        ref={videoRef}
        data-testid="live-video"
        poster={poster}
        playsInline
        onClick={togglePlay}
        onDoubleClick={modes.toggleFullscreen}
        className="absolute inset-0 size-full object-contain"
      />
      {overlay && <div className="pointer-events-none absolute inset-0 z-[5] overflow-hidden">{overlay}</div>}
      <PlayerStatus
        view={view}
        paused={media.paused}
        onPlay={togglePlay}
        onRetry={onReload}
        onUnmute={actions.toggleMute}
      />
      <PlayerControls
        media={media}
        isLive={isLive}
        fullscreen={modes.fullscreen}
        pip={modes.pip}
        pipSupported={modes.pipSupported}
        theatre={theatre}
        actions={actions}
      />
    </>
  );
}

"use client";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { formatClock, PLAYBACK_RATES } from "./format-clock";
import {
  FullscreenIcon,
  PauseIcon,
  PipIcon,
  PlayIcon,
  RefreshIcon,
  TheatreIcon,
  VolumeIcon,
} from "./player-icons";
import { ProgressBar } from "./progress-bar";
import type { MediaSnapshot } from "./use-media-state";

export type ControlActions = {
  togglePlay(): void;
  toggleMute(): void;
  setVolume(v: number): void;
  seek(seconds: number): void;
  setRate(rate: number): void;
  refresh(): void;
  toggleFullscreen(): void;
  togglePip(): void;
  toggleTheatre?: () => void;
};

type Props = {
  media: MediaSnapshot;
  isLive: boolean;
  fullscreen: boolean;
  pip: boolean;
  pipSupported: boolean;
  theatre: boolean;
  actions: ControlActions;
};

function ControlButton({
  label,
  onClick,
  children,
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      className="grid size-8 place-items-center rounded text-white/90 hover:bg-white/10 hover:text-white focus-visible:outline-2 focus-visible:outline-white"
    >
      {children}
    </button>
  );
}

/** The bar at the bottom of the player; a playback adds the seek bar, the clock and the speed. */
export function PlayerControls({ media, isLive, fullscreen, pip, pipSupported, theatre, actions }: Props) {
  const t = useTranslations("player");
  const silent = media.muted || media.volume === 0;
  return (
    <div
      className="absolute inset-x-0 bottom-0 z-20 bg-gradient-to-t from-black/80 to-transparent px-3 pt-6 pb-1.5 text-white opacity-0 transition-opacity group-hover/player:opacity-100 focus-within:opacity-100 data-[paused=true]:opacity-100"
      data-paused={media.paused}
    >
      {!isLive && (
        <ProgressBar
          label={t("progress")}
          currentTime={media.currentTime}
          duration={media.duration}
          buffered={media.buffered}
          onSeek={actions.seek}
        />
      )}
      <div className="flex items-center gap-1">
        <ControlButton label={media.paused ? t("play") : t("pause")} onClick={actions.togglePlay}>
          {media.paused ? <PlayIcon className="size-5" /> : <PauseIcon className="size-5" />}
        </ControlButton>
        {isLive ? (
          <>
            <ControlButton label={t("refresh")} onClick={actions.refresh}>
              <RefreshIcon className="size-5" />
            </ControlButton>
            <span className="ml-1 flex items-center gap-1 text-xs">
              <span className="size-1.5 rounded-full bg-brand" />
              {t("live")}
            </span>
          </>
        ) : (
          <span className="ml-1 text-xs tabular-nums" data-testid="player-clock">
            {formatClock(media.currentTime)} / {formatClock(media.duration)}
          </span>
        )}
        <div className="ml-2 flex items-center gap-1">
          <ControlButton label={silent ? t("unmute") : t("mute")} onClick={actions.toggleMute}>
            <VolumeIcon muted={silent} className="size-5" />
          </ControlButton>
          <input
            type="range"
            aria-label={t("volume")}
            min={0}
            max={1}
            step={0.05}
            value={media.muted ? 0 : media.volume}
            onChange={(e) => actions.setVolume(Number(e.target.value))}
            className="h-1 w-20 cursor-pointer accent-brand"
          />
        </div>
        <div className="ml-auto flex items-center gap-1">
          {!isLive && (
            <select
              aria-label={t("speed")}
              value={media.rate}
              onChange={(e) => actions.setRate(Number(e.target.value))}
              className="h-7 cursor-pointer rounded bg-transparent px-1 text-xs text-white hover:bg-white/10 [&>option]:text-ink"
            >
              {PLAYBACK_RATES.map((r) => (
                <option key={r} value={r}>
                  {r}x
                </option>
              ))}
            </select>
          )}
          {pipSupported && (
            <ControlButton label={pip ? t("exitPip") : t("pip")} onClick={actions.togglePip}>
              <PipIcon className="size-5" />
            </ControlButton>
          )}
          {actions.toggleTheatre && (
            <ControlButton label={theatre ? t("exitTheatre") : t("theatre")} onClick={actions.toggleTheatre}>
              <TheatreIcon className="size-5" />
            </ControlButton>
          )}
          <ControlButton
            label={fullscreen ? t("exitFullscreen") : t("fullscreen")}
            onClick={actions.toggleFullscreen}
          >
            <FullscreenIcon active={fullscreen} className="size-5" />
          </ControlButton>
        </div>
      </div>
    </div>
  );
}

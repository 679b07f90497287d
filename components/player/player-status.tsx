"use client";
import { useTranslations } from "next-intl";
import { PlayIcon, VolumeIcon } from "./player-icons";
import type { PlayerView } from "./use-flv-player";

type Props = { view: PlayerView; paused: boolean; onPlay(): void; onRetry(): void; onUnmute(): void };

/** What sits over the picture: loading, reconnecting, the error with a retry, the play and sound prompts. */
export function PlayerStatus({ view, paused, onPlay, onRetry, onUnmute }: Props) {
  const t = useTranslations("player");
  const { phase, fault } = view;
  const message = fault ? t(`errors.${fault.key}`, { status: fault.status ?? "" }) : null;
  return (
    <>
      {(phase === "loading" || phase === "reconnecting") && (
        <div role="status" className="pointer-events-none absolute inset-0 z-10 grid place-items-center">
          <div className="flex flex-col items-center gap-3 rounded-lg bg-black/50 px-5 py-4 text-sm text-white">
            <span className="size-8 animate-spin rounded-full border-2 border-white/30 border-t-white" />
            <span>{message ?? t("loading")}</span>
            {phase === "reconnecting" && fault?.key !== "streamEnded" && (
              <span className="text-xs text-white/70">{t("reconnecting")}</span>
            )}
          </div>
        </div>
      )}
      {phase === "error" && (
        <div role="alert" className="absolute inset-0 z-30 grid place-items-center bg-black/70 p-6">
          <div className="flex max-w-sm flex-col items-center gap-3 text-center text-sm text-white">
            <p>{message}</p>
            <button
              type="button"
              onClick={onRetry}
              className="rounded-full bg-brand px-5 py-1.5 text-white hover:bg-brand-dark"
            >
              {t("retry")}
            </button>
          </div>
        </div>
      )}
      {phase === "paused" && paused && (
        <button
          type="button"
          aria-label={t("play")}
          onClick={onPlay}
          className="absolute top-1/2 left-1/2 z-10 grid size-16 -translate-x-1/2 -translate-y-1/2 place-items-center rounded-full bg-black/55 text-white hover:bg-brand"
        >
          <PlayIcon className="size-8" />
        </button>
      )}
      {view.needsUnmute && phase !== "error" && (
        <button
          type="button"
          onClick={onUnmute}
          className="absolute top-3 left-3 z-20 flex items-center gap-1.5 rounded-full bg-black/60 px-3 py-1.5 text-sm text-white hover:bg-brand"
        >
          <VolumeIcon muted className="size-4" />
          {t("soundOn")}
        </button>
      )}
    </>
  );
}

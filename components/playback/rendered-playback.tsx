"use client";
import { useTranslations } from "next-intl";
import { useEffect, useState, type ReactNode } from "react";
import { VodPlayer } from "@/components/player/vod-player";

type Props = { src: string; poster?: string; stage(children: ReactNode): ReactNode };

type Render =
  { state: "checking" } | { state: "rendering"; progress: number } | { state: "ready" | "failed" };

const POLL_MS = 2000;

/**
 * A playback's video once the media process has it: a match replay is rendered on first ask
 * (the media answers 202 with its progress), so the page shows 回放生成中 and the real progress,
 * asks again every two seconds and starts the player when the file is there.
 */
export function RenderedPlayback({ src, poster, stage }: Props) {
  const t = useTranslations("playback.watch");
  const [render, setRender] = useState<Render>({ state: "checking" });

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = async () => {
      const res = await fetch(src, { method: "HEAD", cache: "no-store" }).catch(() => null);
      if (stopped) return;
      if (res?.status === 202) {
        const progress = Number(res.headers.get("X-Render-Progress") ?? 0);
        setRender({ state: "rendering", progress: Number.isFinite(progress) ? progress : 0 });
        timer = setTimeout(check, POLL_MS);
        return;
      }
      setRender({ state: res && res.ok ? "ready" : "failed" });
    };
    void check();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [src]);

  if (render.state === "ready") return <VodPlayer src={src} poster={poster} />;
  if (render.state === "failed") return stage(<p className="text-sm text-white/80">{t("renderFailed")}</p>);
  if (render.state === "checking")
    return stage(
      <span
        role="status"
        aria-label={t("loading")}
        className="size-8 animate-spin rounded-full border-2 border-white/30 border-t-white"
      />,
    );
  const percent = render.state === "rendering" ? Math.floor(render.progress * 100) : 0;
  return stage(
    <>
      <p className="text-lg font-medium text-white">{t("rendering")}</p>
      <div
        role="progressbar"
        aria-valuenow={percent}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-label={t("rendering")}
        className="h-1.5 w-56 overflow-hidden rounded-full bg-white/20"
      >
        <div className="h-full bg-brand transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-sm text-white/70">
        {percent}% · {t("renderingHint")}
      </p>
    </>,
  );
}

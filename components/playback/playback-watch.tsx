"use client";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import useSWR from "swr";
import { coverGradient } from "@/components/room/cover-art";
import { mediaUrl } from "@/lib/api/envelope";
import { fetchHighlightDetail, fetchPlaybackDetail } from "@/lib/api/playback-client";
import type { PlaybackDetail } from "@/lib/contracts/playback";
import { useSession } from "@/components/room/use-session";
import { useUserStore } from "@/stores/user-store";
import { HighlightPayPrompt } from "./highlight-pay-prompt";
import { RenderedPlayback } from "./rendered-playback";
import { GENERAL_COVER_NAV } from "./playback-links";

type Props = { initial: PlaybackDetail; source: "playback" | "highlight" };

async function loadDetail([, source, id]: [string, Props["source"], number, string]) {
  const res = source === "highlight" ? await fetchHighlightDetail(id) : await fetchPlaybackDetail(id);
  if (res.code !== 200 || !res.data) throw new Error(res.message);
  return res.data;
}

/**
 * The video of a playback page. The server render is a visitor's (no link); in the browser a
 * signed-in viewer fetches the detail again to get the signed link, or the price to unlock it.
 */
export function PlaybackWatch({ initial, source }: Props) {
  const t = useTranslations("playback.watch");
  const session = useSession();
  const viewer = session.status === "user" ? session.user.id : null;
  // Each answer signs a new link and counts a play: fetch once per viewer, never on focus.
  const { data, error, mutate, isValidating } = useSWR(
    viewer ? ["playback-detail", source, initial.recordId, viewer] : null,
    loadDetail,
    {
      revalidateOnFocus: false,
      revalidateOnReconnect: false,
      revalidateIfStale: false,
      shouldRetryOnError: false,
    },
  );
  const poster = initial.cover ? (
    // eslint-disable-next-line @next/next/no-img-element -- covers are uploads of unknown size
    <img src={mediaUrl(initial.cover)} alt="" className="size-full object-cover" />
  ) : (
    <div
      className="size-full"
      style={{ backgroundImage: coverGradient(initial.match?.sportId ?? GENERAL_COVER_NAV) }}
    />
  );

  if (data?.videoUrl)
    return (
      <RenderedPlayback
        src={data.videoUrl}
        poster={initial.cover ? mediaUrl(initial.cover) : undefined}
        stage={(children) => <Stage poster={poster}>{children}</Stage>}
      />
    );
  if (session.status === "visitor")
    return (
      <Stage poster={poster}>
        <p className="text-lg font-medium text-white">{t("signInTitle")}</p>
        <p className="text-sm text-white/70">{t("signInHint")}</p>
        <button
          type="button"
          onClick={() => useUserStore.getState().openLogin()}
          className="rounded-full bg-brand px-6 py-2 text-sm font-medium text-white hover:bg-brand-dark"
        >
          {t("signIn")}
        </button>
      </Stage>
    );
  if (error)
    return (
      <Stage poster={poster}>
        <p className="text-sm text-white/80">{t("failed", { message: error.message })}</p>
        <button type="button" onClick={() => void mutate()} className="text-sm text-brand hover:underline">
          {t("retry")}
        </button>
      </Stage>
    );
  if (!data || isValidating)
    return (
      <Stage poster={poster}>
        <span
          role="status"
          aria-label={t("loading")}
          className="size-8 animate-spin rounded-full border-2 border-white/30 border-t-white"
        />
      </Stage>
    );
  if (!data.paid)
    return (
      <Stage poster={poster}>
        <HighlightPayPrompt id={data.recordId} price={data.price} onPaid={() => void mutate()} />
      </Stage>
    );
  return (
    <Stage poster={poster}>
      <p className="text-sm text-white/80">{t("unavailable")}</p>
    </Stage>
  );
}

/** The player's frame with the cover dimmed behind a message. */
function Stage({ poster, children }: { poster: ReactNode; children: ReactNode }) {
  return (
    <div className="relative aspect-video w-full overflow-hidden bg-black">
      <div className="absolute inset-0 opacity-50">{poster}</div>
      <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-black/40 p-6 text-center">
        {children}
      </div>
    </div>
  );
}

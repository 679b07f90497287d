import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { MorePlaybacks } from "@/components/playback/more-playbacks";
import { replayListHref } from "@/components/playback/playback-links";
import { PlaybackView } from "@/components/playback/playback-view";
import { getHighlights, getPlayback, getRoomReplays } from "@/lib/api/playback";
import type { PlaybackDetail } from "@/lib/contracts/playback";
import { parseId } from "@/lib/parse-id";
import { JsonLd } from "@/lib/seo/json-ld";
import { playbackJsonLd, playbackMetadata } from "@/lib/seo/video-seo";

type Props = { params: Promise<{ id: string }> };

const MORE = 8;

export const revalidate = 60;

// Rendered on first visit, then cached (ISR); the video link is fetched by the signed-in browser.
export function generateStaticParams() {
  return [];
}

async function headOf(detail: PlaybackDetail) {
  const t = await getTranslations("playback.meta");
  return {
    title: t("replayTitle", { title: detail.title }),
    description: t("replayDescription", { title: detail.title, anchor: detail.anchor?.nickName ?? "" }),
  };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const id = parseId((await params).id);
  const detail = id ? await getPlayback(id).catch(() => null) : null;
  return detail ? playbackMetadata(detail, await headOf(detail)) : {};
}

export default async function PlaybackPage({ params }: Props) {
  const id = parseId((await params).id);
  if (!id) notFound();
  const detail = await getPlayback(id);
  if (!detail) notFound();
  const t = await getTranslations("playback.more");
  const aside = detail.roomId ? (
    <MorePlaybacks
      title={t("replays")}
      items={(await getRoomReplays(detail.roomId, 1, MORE))?.list ?? []}
      exclude={detail.recordId}
      allHref={replayListHref(detail.roomId)}
    />
  ) : (
    <MorePlaybacks
      title={t("highlights")}
      items={(await getHighlights(detail.match?.sportId ?? 0, MORE))?.list ?? []}
      exclude={detail.recordId}
    />
  );
  return (
    <>
      <JsonLd nodes={playbackJsonLd(detail, await headOf(detail))} />
      <PlaybackView detail={detail} source="playback" aside={aside} />
    </>
  );
}

import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { MorePlaybacks } from "@/components/playback/more-playbacks";
import { PlaybackView } from "@/components/playback/playback-view";
import { getHighlight, getHighlights } from "@/lib/api/playback";
import { parseId } from "@/lib/parse-id";
import type { PlaybackDetail } from "@/lib/contracts/playback";
import { JsonLd } from "@/lib/seo/json-ld";
import { playbackJsonLd, playbackMetadata } from "@/lib/seo/video-seo";

type Props = { params: Promise<{ video: string }> };

const MORE = 8;

export const revalidate = 60;

// The middleware lets only signed-in users in (README); the page itself renders what a visitor may see.
export function generateStaticParams() {
  return [];
}

async function headOf(detail: PlaybackDetail) {
  const t = await getTranslations("playback.meta");
  return {
    title: t("highlightTitle", { title: detail.title }),
    description: t("highlightDescription", { title: detail.title }),
  };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const id = parseId((await params).video);
  const detail = id ? await getHighlight(id).catch(() => null) : null;
  return detail ? playbackMetadata(detail, await headOf(detail)) : {};
}

export default async function HighlightPage({ params }: Props) {
  const id = parseId((await params).video);
  if (!id) notFound();
  const detail = await getHighlight(id);
  if (!detail) notFound();
  const t = await getTranslations("playback.more");
  const more = await getHighlights(detail.match?.sportId ?? 0, MORE);
  return (
    <>
      <JsonLd nodes={playbackJsonLd(detail, await headOf(detail))} />
      <PlaybackView
        detail={detail}
        source="highlight"
        aside={<MorePlaybacks title={t("highlights")} items={more?.list ?? []} exclude={detail.recordId} />}
      />
    </>
  );
}

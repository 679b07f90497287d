import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { RoomView } from "@/components/room/room-view";
import { getRoomDetail } from "@/lib/api/rooms";
import type { RoomDetail } from "@/lib/contracts/rooms";
import { parseId } from "@/lib/parse-id";
import { JsonLd } from "@/lib/seo/json-ld";
import { roomJsonLd, roomMetadata } from "@/lib/seo/video-seo";

type Props = { params: Promise<{ id: string }> };

export const revalidate = 15;

// Every room renders on its first visit and is then cached (ISR); per-viewer parts load on the client.
export function generateStaticParams() {
  return [];
}

async function roomOf(segment: string) {
  const id = parseId(segment);
  return id ? getRoomDetail(id) : null;
}

async function headOf(detail: RoomDetail) {
  const t = await getTranslations("liveRoom.meta");
  return {
    title: t("title", { title: detail.title, anchor: detail.anchor.nickName }),
    description: t("description", {
      anchor: detail.anchor.nickName,
      category: detail.navName,
      notice: detail.notice,
    }),
  };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const detail = await roomOf((await params).id);
  return detail ? roomMetadata(detail, await headOf(detail)) : {};
}

export default async function LiveRoomPage({ params }: Props) {
  const detail = await roomOf((await params).id);
  if (!detail) notFound();
  return (
    <>
      <JsonLd nodes={roomJsonLd(detail, await headOf(detail))} />
      <RoomView detail={detail} />
    </>
  );
}

import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { RoomSetView } from "@/components/anchor/room-set/room-set-view";
import { privateMetadata } from "@/lib/seo/section-seo";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("anchor.menu");
  const heads = await getTranslations("privateHeads");
  return privateMetadata({ title: t("roomSet"), description: heads("roomSet") });
}

export default function AnchorRoomSetPage() {
  return <RoomSetView />;
}

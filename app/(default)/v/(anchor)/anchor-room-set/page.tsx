import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { RoomSetView } from "@/components/anchor/room-set/room-set-view";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("anchor.menu");
  return { title: t("roomSet"), robots: { index: false } };
}

export default function AnchorRoomSetPage() {
  return <RoomSetView />;
}

import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ModerationView } from "@/components/anchor/moderation/moderation-view";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("anchor.menu");
  return { title: t("moderation"), robots: { index: false } };
}

export default function AnchorChatPage() {
  return <ModerationView />;
}

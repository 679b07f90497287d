import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ModerationView } from "@/components/anchor/moderation/moderation-view";
import { privateMetadata } from "@/lib/seo/section-seo";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("anchor.menu");
  const heads = await getTranslations("privateHeads");
  return privateMetadata({ title: t("moderation"), description: heads("moderation") });
}

export default function AnchorChatPage() {
  return <ModerationView />;
}

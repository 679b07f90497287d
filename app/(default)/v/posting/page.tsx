import type { Metadata } from "next";
import { Suspense } from "react";
import { getTranslations } from "next-intl/server";
import { PostingView } from "@/components/community/posting-view";
import { privateMetadata } from "@/lib/seo/section-seo";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("community.posting");
  const heads = await getTranslations("privateHeads");
  return privateMetadata({ title: t("title"), description: heads("posting") });
}

/** /v/posting (signed-in only, SPEC §6): write a post and see my posts. */
export default function PostingPage() {
  return (
    <Suspense>
      <PostingView />
    </Suspense>
  );
}

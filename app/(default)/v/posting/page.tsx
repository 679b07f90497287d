import type { Metadata } from "next";
import { Suspense } from "react";
import { getTranslations } from "next-intl/server";
import { PostingView } from "@/components/community/posting-view";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("community.posting");
  return { title: t("title"), robots: { index: false } };
}

/** /v/posting (signed-in only, SPEC §6): write a post and see my posts. */
export default function PostingPage() {
  return (
    <Suspense>
      <PostingView />
    </Suspense>
  );
}

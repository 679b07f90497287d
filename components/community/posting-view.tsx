"use client";
import { useTranslations } from "next-intl";
import { useRouter, useSearchParams } from "next/navigation";
import useSWR from "swr";
import { communityApi } from "@/lib/api/community-client";
import { parseId } from "@/lib/parse-id";
import { useUserStore } from "@/stores/user-store";
import { CommunityFeed } from "./community-feed";
import { MyAnchorPosts } from "./my-anchor-posts";
import { postHref } from "./community-links";
import { PostComposer } from "./post-composer";

/** /v/posting: write a post (a circle may be chosen by ?circleId=) and my posts, newest first. */
export function PostingView() {
  const t = useTranslations("community");
  const router = useRouter();
  const circleId = parseId(useSearchParams().get("circleId")) ?? undefined;
  const me = useUserStore((s) => s.userInfo);
  const { data: circles } = useSWR(
    "community/circles",
    async () => (await communityApi.circles()).data ?? [],
  );

  return (
    <div className="grid grid-cols-[1fr_1fr] gap-5 px-4">
      <section className="rounded-lg bg-white p-5 shadow-sm">
        <h1 className="mb-4 text-lg font-bold text-ink">{t("composer.title")}</h1>
        {circles ? (
          <PostComposer
            circles={circles}
            defaultCircleId={circleId}
            onPosted={(post) => router.push(postHref(post))}
          />
        ) : (
          <p className="py-6 text-center text-sm text-ink-mute">{t("loading")}</p>
        )}
      </section>
      <div className="space-y-5">
        <section className="overflow-hidden rounded-lg bg-white shadow-sm">
          <h2 className="border-b border-surface px-5 py-3 text-base font-semibold text-ink">
            {t("posting.mine")}
          </h2>
          {me ? (
            <CommunityFeed filter={{ authorId: me.id }} initial={null} tabs={false} defaultSort="new" />
          ) : (
            <p className="py-6 text-center text-sm text-ink-mute">{t("loading")}</p>
          )}
        </section>
        {me?.isAnchor === 1 ? <MyAnchorPosts /> : null}
      </div>
    </div>
  );
}

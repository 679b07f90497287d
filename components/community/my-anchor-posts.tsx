"use client";
import { useTranslations } from "next-intl";
import useSWR from "swr";
import { communityApi } from "@/lib/api/community-client";
import { formatRelative } from "@/lib/format/relative-time";
import { SiteLink } from "@/components/layout/site-link";
import { PostImages } from "./post-images";

const SHOWN = 10;

/** An anchor's own 主播动态 on /v/posting (written and deleted in the anchor zone). */
export function MyAnchorPosts() {
  const t = useTranslations("community");
  const { data } = useSWR(
    "community/my-anchor-posts",
    async () => (await communityApi.myAnchorPosts(1, SHOWN)).data,
  );
  return (
    <section className="overflow-hidden rounded-lg bg-white shadow-sm">
      <h2 className="flex items-center justify-between border-b border-surface px-5 py-3 text-base font-semibold text-ink">
        {t("posting.anchorPosts")}
        <SiteLink href="/v/anchor-zone" className="text-xs font-normal text-ink-soft hover:text-brand">
          {t("anchorSpace")}
        </SiteLink>
      </h2>
      {data && !data.list.length ? (
        <p className="py-6 text-center text-sm text-ink-mute">{t("anchorZoneEmpty")}</p>
      ) : null}
      <ul className="divide-y divide-surface">
        {data?.list.map((d) => (
          <li key={d.id} className="px-5 py-3">
            <p className="text-sm leading-6 break-words whitespace-pre-wrap text-ink">{d.content}</p>
            <PostImages images={d.images} />
            <p className="mt-1 text-xs text-ink-mute">
              <time dateTime={d.createdAt}>{formatRelative(d.createdAt)}</time> ·{" "}
              {t("post.likes", { count: d.likeCount })}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

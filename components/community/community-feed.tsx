"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import useSWR from "swr";
import { Button } from "@/components/ui/button";
import type { PostSort } from "@/lib/codes/community";
import { communityApi, type FeedFilter, type PostPage } from "@/lib/api/community-client";
import { useUserStore } from "@/stores/user-store";
import { PostCard } from "./post-card";

const PAGE_SIZE = 20;
/** The list grows by a page per 加载更多, up to what one call may ask. */
const MAX_SIZE = 100;
const SORTS: readonly PostSort[] = ["hot", "new"];

type Props = {
  filter: Omit<FeedFilter, "sort">;
  initial: PostPage | null;
  tabs?: boolean;
  defaultSort?: PostSort;
};

async function fetchFeed(filter: FeedFilter, size: number): Promise<PostPage> {
  const res = await communityApi.feed(filter, 1, size);
  if (res.code !== 200 || !res.data) throw new Error(res.message);
  return res.data;
}

/**
 * 热门 / 最新 feed. The server renders the visitor's first page; the browser asks again with the
 * reader's session, so its likes show and what it shielded is gone.
 */
export function CommunityFeed({ filter, initial, tabs = true, defaultSort = "hot" }: Props) {
  const t = useTranslations("community");
  const auth = useUserStore((s) => s.auth);
  const [sort, setSort] = useState<PostSort>(defaultSort);
  const [size, setSize] = useState(PAGE_SIZE);
  const first = sort === defaultSort && size === PAGE_SIZE;
  const { data, error, isLoading, mutate } = useSWR(
    ["community/feed", JSON.stringify(filter), sort, size, auth],
    () => fetchFeed({ ...filter, sort }, size),
    { fallbackData: first && initial ? initial : undefined, keepPreviousData: true },
  );
  const posts = data?.list ?? [];

  return (
    <section aria-label={t("title")}>
      {tabs ? (
        <div role="tablist" aria-label={t("tabsLabel")} className="flex gap-6 border-b border-surface px-5">
          {SORTS.map((s) => (
            <button
              key={s}
              type="button"
              role="tab"
              aria-selected={sort === s}
              onClick={() => {
                setSort(s);
                setSize(PAGE_SIZE);
              }}
              className="-mb-px border-b-2 border-transparent py-3 text-sm text-ink-soft aria-selected:border-brand aria-selected:font-semibold aria-selected:text-brand"
            >
              {t(`tabs.${s}`)}
            </button>
          ))}
        </div>
      ) : null}
      {error && !posts.length ? (
        <p className="py-10 text-center text-sm text-brand">{(error as Error).message || t("loadFailed")}</p>
      ) : null}
      {!error && !isLoading && !posts.length ? (
        <p className="py-10 text-center text-sm text-ink-mute">{t("feedEmpty")}</p>
      ) : null}
      {isLoading && !posts.length ? (
        <p className="py-10 text-center text-sm text-ink-mute">{t("loading")}</p>
      ) : null}
      <div>
        {posts.map((post) => (
          <PostCard
            key={`${post.id}-${post.liked}-${post.likeCount}`}
            post={post}
            onGone={() =>
              // Gone at once; the reload also drops the rest of a shielded author's posts.
              void mutate(data && { ...data, list: data.list.filter((p) => p.id !== post.id) })
            }
          />
        ))}
      </div>
      <div className="py-4 text-center">
        {data && posts.length < data.total && size < MAX_SIZE ? (
          <Button
            variant="outline"
            disabled={isLoading}
            onClick={() => setSize((s) => Math.min(MAX_SIZE, s + PAGE_SIZE))}
          >
            {t("more")}
          </Button>
        ) : posts.length ? (
          <span className="text-xs text-ink-mute">{t("noMore")}</span>
        ) : null}
      </div>
    </section>
  );
}

"use client";
import Link from "next/link";
import { useTranslations } from "next-intl";
import useSWRInfinite from "swr/infinite";
import { EmptyState } from "@/components/room/empty-state";
import { fetchMyCollects, setArticleCollected } from "@/lib/api/news-client";
import type { Page } from "@/lib/contracts/fields";
import type { ArticleItem } from "@/lib/contracts/news";
import { articleHref, coverSrc } from "./news-links";
import { NewsMeta } from "./news-meta";

const PAGE_SIZE = 20;

/** The signed-in reader's collected articles, the latest collected first. */
export function MyCollection() {
  const t = useTranslations("news.collection");
  const { data, error, size, setSize, mutate } = useSWRInfinite(
    (index: number, previous: Page<ArticleItem> | null) =>
      previous && previous.page * previous.pageSize >= previous.total ? null : ["my-collects", index + 1],
    ([, page]: [string, number]) =>
      fetchMyCollects(page, PAGE_SIZE).then((r) => {
        if (r.code !== 200 || !r.data) throw new Error(r.message);
        return r.data;
      }),
    { revalidateOnFocus: false },
  );
  const items = data ? data.flatMap((p) => p.list) : null;
  const total = data?.[0]?.total ?? 0;

  async function remove(id: number) {
    const r = await setArticleCollected(id, false);
    if (r.code === 200) await mutate();
  }

  if (error) return <EmptyState title={t("loadFailed")} />;
  if (!items) return null;
  if (!items.length)
    return (
      <EmptyState
        title={t("empty")}
        hint={t("emptyHint")}
        action={
          <Link href="/news" className="rounded-full bg-brand px-5 py-1.5 text-sm text-white">
            {t("browse")}
          </Link>
        }
      />
    );
  return (
    <div className="rounded-lg bg-white px-4 ring-1 ring-black/5">
      <ul className="divide-y divide-black/5">
        {items.map((item) => (
          <li key={item.id} className="flex items-center gap-4 py-3" data-article-id={item.id}>
            <Link href={articleHref(item.id)} className="group flex min-w-0 flex-1 gap-4">
              {/* eslint-disable-next-line @next/next/no-img-element -- covers are drawn by the api */}
              <img
                src={coverSrc(item.cover)}
                alt=""
                loading="lazy"
                className="aspect-video w-32 shrink-0 rounded object-cover"
              />
              <div className="min-w-0">
                <p className="line-clamp-1 font-medium text-ink group-hover:text-brand">{item.title}</p>
                <NewsMeta item={item} className="mt-1.5" />
              </div>
            </Link>
            <button
              type="button"
              onClick={() => void remove(item.id)}
              className="shrink-0 rounded-full px-3 py-1 text-xs text-ink-soft ring-1 ring-black/10 hover:text-brand"
            >
              {t("remove")}
            </button>
          </li>
        ))}
      </ul>
      {items.length < total ? (
        <button
          type="button"
          onClick={() => void setSize(size + 1)}
          className="w-full py-3 text-sm text-ink-soft hover:text-brand"
        >
          {t("more")}
        </button>
      ) : null}
    </div>
  );
}

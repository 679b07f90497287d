import Link from "next/link";
import type { ArticleItem } from "@/lib/contracts/news";
import { articleHref, coverSrc } from "./news-links";
import { NewsMeta } from "./news-meta";

/** A column's articles: cover, title, summary and meta per row. */
export function NewsList({ items, label }: { items: ArticleItem[]; label: string }) {
  return (
    <ul aria-label={label} className="divide-y divide-black/5">
      {items.map((item) => (
        <li key={item.id} data-article-id={item.id}>
          <Link href={articleHref(item.id)} prefetch={false} className="group flex gap-4 py-3.5">
            {/* eslint-disable-next-line @next/next/no-img-element -- covers are drawn by the api */}
            <img
              src={coverSrc(item.cover)}
              alt=""
              loading="lazy"
              width={176}
              height={99}
              className="hidden aspect-video w-44 shrink-0 rounded bg-ink/10 object-cover sm:block"
            />
            <div className="min-w-0 flex-1">
              <h3 className="line-clamp-1 text-base font-semibold text-ink group-hover:text-brand">
                {item.title}
              </h3>
              <p className="mt-1 line-clamp-2 text-sm text-ink-soft">{item.summary}</p>
              <NewsMeta item={item} className="mt-2" />
            </div>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Titles only, dense: the portal's news blocks and the side rankings. */
export function NewsTitles({ items, ranked = false }: { items: ArticleItem[]; ranked?: boolean }) {
  return (
    <ol className="space-y-1.5">
      {items.map((item, i) => (
        <li key={item.id} className="flex items-baseline gap-2 text-sm">
          {ranked ? (
            <span
              className={`w-5 shrink-0 text-center text-xs font-bold ${i < 3 ? "text-brand" : "text-ink-mute"}`}
            >
              {i + 1}
            </span>
          ) : (
            <span aria-hidden className="size-1 shrink-0 translate-y-[-2px] rounded-full bg-ink-mute" />
          )}
          <Link
            href={articleHref(item.id)}
            prefetch={false}
            className="line-clamp-1 text-ink hover:text-brand"
          >
            {item.title}
          </Link>
        </li>
      ))}
    </ol>
  );
}

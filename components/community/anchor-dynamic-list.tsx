import { getTranslations } from "next-intl/server";
import type { DynamicItem } from "@/lib/contracts/anchor";
import { mediaUrl } from "@/lib/api/envelope";
import { formatRelative } from "@/lib/format/relative-time";

/** An anchor's posts (主播动态), newest first, rendered as text. */
export async function AnchorDynamicList({ items }: { items: DynamicItem[] }) {
  const t = await getTranslations("community");
  const tp = await getTranslations("community.post");
  if (!items.length) return <p className="py-10 text-center text-sm text-ink-mute">{t("anchorZoneEmpty")}</p>;
  return (
    <ul className="divide-y divide-surface">
      {items.map((d) => (
        <li key={d.id} className="px-5 py-4">
          <p className="text-sm leading-6 break-words whitespace-pre-wrap text-ink">{d.content}</p>
          {d.images.length ? (
            <div className="mt-3 grid w-fit grid-cols-3 gap-2">
              {d.images.map((src, i) => (
                // eslint-disable-next-line @next/next/no-img-element -- user uploads of unknown size, served by the api
                <img
                  key={src}
                  src={mediaUrl(src)}
                  alt={tp("image", { n: i + 1 })}
                  className="size-28 rounded object-cover"
                />
              ))}
            </div>
          ) : null}
          <div className="mt-2 flex gap-4 text-xs text-ink-mute">
            <time dateTime={d.createdAt}>{formatRelative(d.createdAt)}</time>
            <span>{tp("likes", { count: d.likeCount })}</span>
          </div>
        </li>
      ))}
    </ul>
  );
}

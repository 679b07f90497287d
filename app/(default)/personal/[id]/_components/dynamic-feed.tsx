import { useTranslations } from "next-intl";
import { UserAvatar } from "@/components/user/user-avatar";
import { mediaUrl } from "@/lib/api/envelope";
import type { DynamicItem } from "@/lib/contracts/anchor";
import { formatRelative } from "@/lib/format/relative-time";

/** 主播动态: the anchor's posts, text always as text, pictures in a grid. */
export function DynamicFeed({ items, total }: { items: DynamicItem[]; total: number }) {
  const t = useTranslations("personal.dynamics");
  return (
    <section aria-label={t("title")} className="rounded-lg bg-white p-5 ring-1 ring-black/5">
      <h2 className="border-l-4 border-brand pl-2 font-semibold">
        {t("title")}
        <span className="ml-2 text-sm font-normal text-ink-mute">{total}</span>
      </h2>
      {items.length ? (
        <ul className="mt-2 divide-y divide-black/5">
          {items.map((d) => (
            <li key={d.id} className="flex gap-3 py-4">
              <UserAvatar src={d.portrait} name={d.nickName} size={40} />
              <div className="min-w-0 flex-1">
                <p className="text-sm font-medium">{d.nickName}</p>
                <p className="text-xs text-ink-mute">{formatRelative(d.createdAt)}</p>
                <p className="mt-2 text-sm leading-6 break-words whitespace-pre-wrap">{d.content}</p>
                {d.images.length ? (
                  <div className="mt-2 grid max-w-md grid-cols-3 gap-1.5">
                    {d.images.map((src) => (
                      // eslint-disable-next-line @next/next/no-img-element -- uploads of unknown size
                      <img
                        key={src}
                        src={mediaUrl(src)}
                        alt={t("image")}
                        loading="lazy"
                        className="aspect-square w-full rounded object-cover"
                      />
                    ))}
                  </div>
                ) : null}
                <p className="mt-2 text-xs text-ink-mute">{t("likes", { count: d.likeCount })}</p>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="py-8 text-center text-sm text-ink-mute">{t("empty")}</p>
      )}
    </section>
  );
}

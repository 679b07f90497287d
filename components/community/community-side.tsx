import { getTranslations } from "next-intl/server";
import { SiteLink } from "@/components/layout/site-link";
import { buttonClass } from "@/components/ui/button";
import type { CircleItem } from "@/lib/contracts/community";
import { getAnchorPosts } from "@/lib/api/community";
import { formatRelative } from "@/lib/format/relative-time";
import { CircleList } from "./circle-list";
import { anchorDynamicHref } from "./community-links";

const ANCHOR_PREVIEW = 5;

/** The community's right column: write a post, the circles, the latest anchor posts. */
export async function CommunitySide({ circles, activeId }: { circles: CircleItem[]; activeId?: number }) {
  const t = await getTranslations("community");
  const anchors = await getAnchorPosts(undefined);
  return (
    <aside className="space-y-4">
      <SiteLink href="/v/posting" className={buttonClass({ className: "w-full" })}>
        {t("write")}
      </SiteLink>
      <section className="overflow-hidden rounded-lg bg-white shadow-sm" aria-label={t("circles")}>
        <h2 className="border-b border-surface px-4 py-3 text-sm font-semibold text-ink">{t("circles")}</h2>
        <CircleList circles={circles} activeId={activeId} />
      </section>
      <section className="rounded-lg bg-white shadow-sm" aria-label={t("anchorZone")}>
        <h2 className="border-b border-surface px-4 py-3 text-sm font-semibold text-ink">
          {t("anchorZone")}
        </h2>
        {anchors?.list.length ? (
          <ul className="divide-y divide-surface">
            {anchors.list.slice(0, ANCHOR_PREVIEW).map((d) => (
              <li key={d.id} className="px-4 py-3">
                <SiteLink
                  href={anchorDynamicHref(d.anchorId)}
                  className="block text-xs font-medium text-ink-soft hover:text-brand"
                >
                  {d.nickName} · <time dateTime={d.createdAt}>{formatRelative(d.createdAt)}</time>
                </SiteLink>
                <p className="mt-1 line-clamp-2 text-sm text-ink">{d.content}</p>
              </li>
            ))}
          </ul>
        ) : (
          <p className="px-4 py-6 text-center text-sm text-ink-mute">{t("anchorZoneEmpty")}</p>
        )}
      </section>
    </aside>
  );
}

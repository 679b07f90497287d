import { getTranslations } from "next-intl/server";
import type { CircleItem } from "@/lib/contracts/community";
import { formatCompact } from "@/lib/format/number";
import { SiteLink } from "@/components/layout/site-link";
import { CircleBadge } from "./circle-badge";
import { circleHref } from "./community-links";

/** The circles of a section, each linking to its page, with member and post counts. */
export async function CircleList({ circles, activeId }: { circles: CircleItem[]; activeId?: number }) {
  const t = await getTranslations("community");
  if (!circles.length) return <p className="py-6 text-center text-sm text-ink-mute">{t("circlesEmpty")}</p>;
  return (
    <ul className="divide-y divide-surface">
      {circles.map((c) => (
        <li key={c.id}>
          <SiteLink
            href={circleHref(c.id)}
            aria-current={c.id === activeId ? "page" : undefined}
            className="flex items-center gap-3 px-4 py-3 hover:bg-surface aria-[current=page]:bg-brand-light"
          >
            <CircleBadge name={c.name} colour={c.colour} />
            <span className="min-w-0 flex-1">
              <span className="block truncate text-sm font-medium text-ink">{c.name}</span>
              <span className="block text-xs text-ink-mute">
                {t("members", { count: formatCompact(c.memberCount, 1) })} ·{" "}
                {t("postsCount", { count: c.postCount })}
              </span>
            </span>
          </SiteLink>
        </li>
      ))}
    </ul>
  );
}

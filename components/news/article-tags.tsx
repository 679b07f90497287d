import Link from "next/link";
import { useTranslations } from "next-intl";
import { ArticleTag } from "@/lib/codes/news";
import { Sport } from "@/lib/codes/sports";
import type { ArticleTagItem } from "@/lib/contracts/news";

/** Where a tag leads: a match to its data page, a team or player to a search for it. */
function tagHref(tag: ArticleTagItem, sportId: number): string | null {
  if (tag.tagType === ArticleTag.Match)
    return `/${sportId === Sport.Basketball ? "basketball" : "football"}/analysis/${tag.tagId}`;
  if (tag.tagType === ArticleTag.Team || tag.tagType === ArticleTag.Player)
    return tag.name ? `/search?word=${encodeURIComponent(tag.name)}` : null;
  return null;
}

/** The teams, players, league and match an article is about, as links. */
export function ArticleTags({ tags, sportId }: { tags: ArticleTagItem[]; sportId: number }) {
  const t = useTranslations("news.article");
  const shown = tags.filter((tag) => tag.name && tag.tagType !== ArticleTag.League);
  if (!shown.length) return null;
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <span className="text-ink-mute">{t("tags")}</span>
      {shown.map((tag) => {
        const href = tagHref(tag, sportId);
        const label = tag.tagType === ArticleTag.Match ? `${tag.name} · ${t("matchLink")}` : tag.name;
        return href ? (
          <Link
            key={`${tag.tagType}-${tag.tagId}`}
            href={href}
            className="rounded-full bg-brand-light px-3 py-0.5 text-brand hover:bg-brand hover:text-white"
          >
            {label}
          </Link>
        ) : null;
      })}
    </div>
  );
}

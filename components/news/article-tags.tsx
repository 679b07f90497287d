import Link from "next/link";
import { useTranslations } from "next-intl";
import { ArticleTag } from "@/lib/codes/news";
import { Sport } from "@/lib/codes/sports";
import type { ArticleTagItem } from "@/lib/contracts/news";
import { leagueHref, playerHref, teamHref } from "@/lib/database-links";

/** Where a tag leads: a match to its data page, a league, team or player to its database page. */
function tagHref(tag: ArticleTagItem, sportId: number): string {
  switch (tag.tagType) {
    case ArticleTag.Match:
      return `/${sportId === Sport.Basketball ? "basketball" : "football"}/analysis/${tag.tagId}`;
    case ArticleTag.League:
      return leagueHref(sportId, tag.tagId);
    case ArticleTag.Team:
      return teamHref(sportId, tag.tagId);
    default:
      return playerHref(sportId, tag.tagId);
  }
}

/** The league, teams, players and match an article is about, as links to their pages. */
export function ArticleTags({ tags, sportId }: { tags: ArticleTagItem[]; sportId: number }) {
  const t = useTranslations("news.article");
  const shown = tags.filter((tag) => tag.name);
  if (!shown.length) return null;
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <span className="text-ink-mute">{t("tags")}</span>
      {shown.map((tag) => {
        const href = tagHref(tag, sportId);
        const label = tag.tagType === ArticleTag.Match ? `${tag.name} · ${t("matchLink")}` : tag.name;
        return (
          <Link
            key={`${tag.tagType}-${tag.tagId}`}
            href={href}
            className="rounded-full bg-brand-light px-3 py-0.5 text-brand hover:bg-brand hover:text-white"
          >
            {label}
          </Link>
        );
      })}
    </div>
  );
}

import "server-only";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { getFootballMatch } from "@/lib/api/match-detail";
import type { MatchDetail } from "@/lib/contracts/match-detail";
import { formatDate, formatTime } from "@/lib/format/date";
import { matchMetadata, type MatchSeoData } from "@/lib/seo/match-seo";
import { matchTabHref, type MatchTab } from "./match-tabs";
import { parseId } from "@/lib/parse-id";

export const footballMatchSeo = (match: MatchDetail): MatchSeoData => match;

/** Title, description, keywords, canonical and sharing card of a match tab; the fetch is shared with the page's own. */
export async function matchPageMetadata(segment: string, tab: MatchTab): Promise<Metadata> {
  const id = parseId(segment);
  const match = id ? await getFootballMatch(id).catch(() => null) : null;
  if (!match) return {};
  const t = await getTranslations("matchDetail");
  const names = { home: match.home.name, away: match.away.name, league: match.league.name };
  return matchMetadata(footballMatchSeo(match), {
    title: t("meta.title", { ...names, tab: t(`tabs.${tab}`) }),
    description: t("meta.description", {
      ...names,
      kickoff: `${formatDate(match.kickoff)} ${formatTime(match.kickoff)}`,
    }),
    path: matchTabHref(tab, match.id),
  });
}

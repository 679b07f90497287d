import "server-only";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { cache } from "react";
import { getBasketDetail } from "@/lib/api/basketball";
import { parseId } from "@/lib/parse-id";
import type { BasketDetail } from "@/lib/contracts/basketball";
import { matchMetadata, type MatchSeoData } from "@/lib/seo/match-seo";
import { basketTabHref, type BasketMatchTab } from "./basket-match-tabs";

/** The match id of a page URL, or the 404 page. */
function matchIdOf(raw: string): number {
  return parseId(raw) ?? notFound();
}

/** The header data of a game (once per request for metadata and page), or the 404 page. */
export const basketDetailOr404 = cache(async (raw: string) => {
  const detail = await getBasketDetail(matchIdOf(raw));
  if (!detail) notFound();
  return detail;
});

export async function basketMatchMetadata(raw: string, tab: BasketMatchTab): Promise<Metadata> {
  const detail = await basketDetailOr404(raw);
  const { match, league } = detail;
  const t = await getTranslations("basketballPages.match");
  const names = { home: match.home.name, away: match.away.name };
  return matchMetadata(basketMatchSeo(detail), {
    title: t("title", { ...names, tab: t(`tabs.${tab}`) }),
    description: t("description", { ...names, league: league.fullName }),
    path: basketTabHref(tab, match.id),
  });
}

export const basketMatchSeo = ({
  match,
  league,
  venue,
}: Pick<BasketDetail, "match" | "league" | "venue">): MatchSeoData => ({
  ...match,
  league,
  venue,
});

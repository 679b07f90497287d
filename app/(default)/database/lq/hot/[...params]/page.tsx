import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { AveragesTable } from "@/components/database/averages-table";
import { LeagueHeader } from "@/components/database/league-header";
import { Section } from "@/components/database/section";
import { getBasketballLeague } from "@/lib/api/database";
import { Sport } from "@/lib/codes/sports";
import { leagueHref } from "@/lib/database-links";
import { parseHotPath } from "@/lib/database-paths";
import { hotBoardHead } from "@/lib/seo/database-seo";
import { JsonLd } from "@/lib/seo/json-ld";

type Props = { params: Promise<{ params: string[] }> };

export const revalidate = 120;

export function generateStaticParams() {
  return [];
}

async function load(params: Props["params"]) {
  const hot = parseHotPath((await params).params);
  return hot ? getBasketballLeague(hot.leagueId, hot.seasonId) : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const data = await load(params);
  if (!data) return {};
  const t = await getTranslations("database.hot");
  const title = t("lqTitle", { league: data.league.name, season: data.season.name });
  return hotBoardHead(data.league, data.season, title).metadata;
}

/** /database/lq/hot/{leagueId}[/{seasonId}]: a league's points leaders of a season. */
export default async function BasketballHotBoardPage({ params }: Props) {
  const data = await load(params);
  if (!data) notFound();
  const t = await getTranslations("database");
  const points = data.leaders.find((l) => l.field === "points")?.players ?? [];
  return (
    <div className="space-y-3 px-4">
      <JsonLd
        nodes={
          hotBoardHead(
            data.league,
            data.season,
            t("hot.lqTitle", { league: data.league.name, season: data.season.name }),
          ).jsonLd
        }
      />
      <LeagueHeader league={data.league} seasons={data.seasons} season={data.season} />
      <Section
        title={t("hot.lqTitle", { league: data.league.name, season: data.season.name })}
        aside={
          <Link
            href={leagueHref(Sport.Basketball, data.league.id)}
            prefetch={false}
            className="text-sm text-brand"
          >
            {t("hot.more")}
          </Link>
        }
      >
        <AveragesTable players={points} highlight="points" />
      </Section>
    </div>
  );
}

import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { LeaderTable } from "@/components/database/leader-table";
import { LeagueHeader } from "@/components/database/league-header";
import { Section } from "@/components/database/section";
import { getFootballLeague } from "@/lib/api/database";
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
  return hot ? getFootballLeague(hot.leagueId, hot.seasonId) : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const data = await load(params);
  if (!data) return {};
  const t = await getTranslations("database.hot");
  const title = t("fbTitle", { league: data.league.name, season: data.season.name });
  return hotBoardHead(data.league, data.season, title).metadata;
}

/** /database/fb/hot/{leagueId}[/{seasonId}]: a competition's top scorers of a season, as the hot boards show them. */
export default async function FootballHotBoardPage({ params }: Props) {
  const data = await load(params);
  if (!data) notFound();
  const t = await getTranslations("database");
  return (
    <div className="space-y-3 px-4">
      <JsonLd
        nodes={
          hotBoardHead(
            data.league,
            data.season,
            t("hot.fbTitle", { league: data.league.name, season: data.season.name }),
          ).jsonLd
        }
      />
      <LeagueHeader league={data.league} seasons={data.seasons} season={data.season} />
      <Section
        title={t("hot.fbTitle", { league: data.league.name, season: data.season.name })}
        aside={
          <Link
            href={leagueHref(Sport.Football, data.league.id, "scorers")}
            prefetch={false}
            className="text-sm text-brand"
          >
            {t("hot.more")}
          </Link>
        }
      >
        <LeaderTable sportId={Sport.Football} leaders={data.scorers} valueLabel={t("leaders.goals")} />
      </Section>
    </div>
  );
}

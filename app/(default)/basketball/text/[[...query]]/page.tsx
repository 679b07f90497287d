import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { SectionCard } from "@/components/match/basketball/analysis/section-card";
import { BasketScoreboard } from "@/components/match/basketball/basket-scoreboard";
import { BasketTabs } from "@/components/match/basketball/basket-tabs";
import { followsGame } from "@/components/match/basketball/live-match";
import { pickLive } from "@/components/match/basketball/pick-live";
import { LoadFailed } from "@/components/match/score-list/load-failed";
import { TeamNameLink } from "@/components/match/team-name-link";
import { TextCommentary } from "@/components/match/basketball/text/text-commentary";
import { TextGameList } from "@/components/match/basketball/text/text-game-list";
import { getBasketText } from "@/lib/api/basketball";
import { Sport } from "@/lib/codes/sports";
import { formatMonthDayTime } from "@/lib/format/date";
import { queryOfPage } from "@/lib/page-query-server";
import { parseId } from "@/lib/parse-id";
import { BreadcrumbJsonLd } from "@/lib/seo/breadcrumb-json-ld";
import { sectionMetadata } from "@/lib/seo/section-seo";

export const revalidate = 15;

export { generateStaticParams } from "@/lib/page-query-server";

const TEXT_PATH = "/basketball/text";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("basketballPages");
  // Canonical on the clean path: ?matchId= only picks which game's commentary is open.
  return sectionMetadata({
    title: t("titles.text"),
    description: t("descriptions.text"),
    path: TEXT_PATH,
    keywords: ["NBA文字直播", "篮球文字直播", "CBA文字直播", "篮球比分"],
  });
}

export default async function BasketballTextPage({ params }: PageProps<"/basketball/text/[[...query]]">) {
  const t = await getTranslations("basketballPages");
  const asked = parseId((await queryOfPage(params, "basketText")).matchId) ?? undefined;
  // A game that no longer exists falls back to today's default choice.
  const data = (await getBasketText(asked)) ?? (asked ? await getBasketText() : null);
  const game = data?.match;
  return (
    <div className="space-y-3 px-4">
      <BreadcrumbJsonLd crumbs={[{ name: t("titles.text"), path: TEXT_PATH }]} />
      <BasketTabs active="text" title={t("titles.text")} note={t("businessDay")} />
      {!data ? (
        <LoadFailed message={t("loadFailed")} />
      ) : (
        <div className="grid gap-4 lg:grid-cols-[420px_1fr]">
          <SectionCard title={t("text.games")}>
            {data.matches.length ? (
              <TextGameList games={data.matches} selected={data.matchId} />
            ) : (
              <p className="py-10 text-center text-sm text-ink-mute">{t("text.none")}</p>
            )}
          </SectionCard>
          {game ? (
            <SectionCard
              title={
                <>
                  {game.league.name} <TeamNameLink sportId={Sport.Basketball} team={game.home} /> vs{" "}
                  <TeamNameLink sportId={Sport.Basketball} team={game.away} />
                </>
              }
            >
              <div className="border-b border-black/5 py-4">
                <BasketScoreboard
                  key={game.id}
                  initial={pickLive(game)}
                  home={game.home}
                  away={game.away}
                  kickoffLabel={formatMonthDayTime(game.kickoff)}
                />
              </div>
              <TextCommentary
                key={game.id}
                matchId={game.id}
                initial={data.commentary}
                live={followsGame(game.state)}
              />
            </SectionCard>
          ) : (
            <p className="rounded-md bg-white py-16 text-center text-sm text-ink-mute ring-1 ring-black/5">
              {t("text.noLive")}
            </p>
          )}
        </div>
      )}
    </div>
  );
}

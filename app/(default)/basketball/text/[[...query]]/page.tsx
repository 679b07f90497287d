import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { SectionCard } from "@/components/match/basketball/analysis/section-card";
import { BasketScoreboard } from "@/components/match/basketball/basket-scoreboard";
import { BasketTabs } from "@/components/match/basketball/basket-tabs";
import { followsGame, pickLive } from "@/components/match/basketball/live-match";
import { BasketLoadFailed } from "@/components/match/basketball/load-failed";
import { TextCommentary } from "@/components/match/basketball/text/text-commentary";
import { TextGameList } from "@/components/match/basketball/text/text-game-list";
import { getBasketText } from "@/lib/api/basketball";
import { formatMonthDayTime } from "@/lib/format/date";
import { queryOfPage } from "@/lib/page-query-server";

export const revalidate = 15;

// Each query renders on its first request and is then cached (ISR), like a path.
export function generateStaticParams() {
  return [];
}

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("basketballPages");
  return { title: t("titles.text"), description: t("descriptions.text") };
}

const idOf = (v: string | string[] | undefined) => {
  const s = Array.isArray(v) ? v[0] : v;
  return s && /^\d{1,10}$/.test(s) ? Number(s) : undefined;
};

export default async function BasketballTextPage({ params }: PageProps<"/basketball/text/[[...query]]">) {
  const t = await getTranslations("basketballPages");
  const asked = idOf((await queryOfPage(params)).matchId);
  // A game that no longer exists falls back to today's default choice.
  const data = (await getBasketText(asked)) ?? (asked ? await getBasketText() : null);
  const game = data?.match;
  return (
    <div className="space-y-3 px-4">
      <BasketTabs active="text" title={t("titles.text")} note={t("businessDay")} />
      {!data ? (
        <BasketLoadFailed message={t("loadFailed")} />
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
            <SectionCard title={`${game.league.name} ${game.home.name} vs ${game.away.name}`}>
              <div className="border-b border-black/5 py-4">
                <BasketScoreboard
                  key={game.id}
                  initial={pickLive(game)}
                  home={game.home.name}
                  away={game.away.name}
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

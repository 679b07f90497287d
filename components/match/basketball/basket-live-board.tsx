"use client";
import { useTranslations } from "next-intl";
import { TeamNameLink } from "@/components/match/team-name-link";
import { Sport } from "@/lib/codes/sports";
import type { BasketLive } from "@/lib/contracts/basketball";
import { BoxScoreTable } from "./box-score-table";
import { CommentaryFeed } from "./commentary-feed";
import { followsGame } from "./live-match";
import { TeamStats } from "./team-stats";
import { useGameFeed } from "./use-game-feed";

const CARD = "overflow-hidden rounded-lg bg-white ring-1 ring-black/5";
const TITLE = "border-b border-black/5 px-4 py-2.5 text-[15px] font-semibold text-ink";

/** The 直播 tab: both box scores, the team comparison and the commentary, all live while the game is on. */
type Team = { id: number; name: string };

export function BasketLiveBoard({ data, home, away }: { data: BasketLive; home: Team; away: Team }) {
  const t = useTranslations("basketball");
  const { box, stats, lines } = useGameFeed(data, followsGame(data.match.state));
  const hasBox = box.home.length > 0 || box.away.length > 0;
  return (
    <div className="space-y-4">
      <section className={CARD}>
        <h2 className={TITLE}>{t("box.title")}</h2>
        {hasBox ? (
          <div className="divide-y divide-black/5">
            <BoxScoreTable team={home} lines={box.home} />
            <BoxScoreTable team={away} lines={box.away} />
          </div>
        ) : (
          <p className="py-10 text-center text-sm text-ink-mute">{t("box.empty")}</p>
        )}
      </section>
      <div className="grid gap-4 md:grid-cols-2">
        <section className={CARD}>
          <h2 className={TITLE}>
            {t("stats.title")}
            <span className="ml-3 text-xs font-normal text-ink-mute">
              <TeamNameLink sportId={Sport.Basketball} team={home} /> vs{" "}
              <TeamNameLink sportId={Sport.Basketball} team={away} />
            </span>
          </h2>
          {stats ? (
            <TeamStats home={stats.home} away={stats.away} />
          ) : (
            <p className="py-10 text-center text-sm text-ink-mute">{t("stats.empty")}</p>
          )}
        </section>
        <section className={CARD}>
          <h2 className={TITLE}>{t("commentary.title")}</h2>
          <CommentaryFeed lines={lines} />
        </section>
      </div>
    </div>
  );
}

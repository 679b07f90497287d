"use client";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { isBasketballLive } from "@/lib/codes/basketball-states";
import type { BasketText } from "@/lib/contracts/basketball";
import { formatTime } from "@/lib/format/date";
import { LeagueTag } from "../../league-tag";
import { TeamNameLink } from "../../team-name-link";
import { useLiveMatches } from "../../score-list/use-live-matches";
import { BasketStateText } from "../basket-state-text";

// Above the row's link layer: a name opens the team's page, the rest of the row the game.
const teamClass = "relative z-10 inline-flex min-w-0";

/** Today's games to pick from, the chosen one marked, scores and periods live; in-play first, as sent. */
export function TextGameList({
  games: initial,
  selected,
}: {
  games: BasketText["matches"];
  selected: number | null;
}) {
  const t = useTranslations("basketball");
  const games = useLiveMatches(initial);
  return (
    <ul className="divide-y divide-black/5" aria-label={t("commentary.title")}>
      {games.map((g) => {
        const active = g.id === selected;
        return (
          <li
            key={g.id}
            className={`relative flex items-center gap-2 px-3 py-2 text-sm ${active ? "bg-brand-light" : "hover:bg-surface"}`}
          >
            <Link
              href={`/basketball/text?matchId=${g.id}`}
              aria-current={active ? "true" : undefined}
              scroll={false}
              prefetch={false}
              className="flex shrink-0 items-center gap-2 after:absolute after:inset-0"
            >
              <LeagueTag name={g.league.name} colour={g.league.colour} className="shrink-0" />
              <span className="w-10 shrink-0 text-xs text-ink-mute tabular-nums">
                {formatTime(g.kickoff)}
              </span>
            </Link>
            <span className="flex min-w-0 flex-1 items-center gap-1">
              <TeamNameLink sportId={g.sportId} team={g.home} className={teamClass} />
              <span className="text-ink-mute">vs</span>
              <TeamNameLink sportId={g.sportId} team={g.away} className={teamClass} />
            </span>
            <span
              className={`shrink-0 tabular-nums ${isBasketballLive(g.state) ? "font-semibold text-brand" : ""}`}
            >
              {g.state === 1 ? "" : `${g.homeScore}-${g.awayScore}`}
            </span>
            <span className="w-16 shrink-0 text-right text-xs">
              <BasketStateText
                state={g.state}
                clock=""
                finishedLabel={t("state.finished")}
                notStartedLabel={t("state.notStarted")}
              />
            </span>
            <span className="w-10 shrink-0 text-right text-xs text-ink-mute">
              {t("commentary.lines", { count: g.commentaryCount })}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

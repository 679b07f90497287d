"use client";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { isBasketballLive } from "@/lib/codes/basketball-states";
import type { BasketText } from "@/lib/contracts/basketball";
import { formatTime } from "@/lib/format/date";
import { LeagueTag } from "../../league-tag";
import { useLiveMatches } from "../../score-list/use-live-matches";
import { BasketStateText } from "../basket-state-text";

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
          <li key={g.id}>
            <Link
              href={`/basketball/text?matchId=${g.id}`}
              aria-current={active ? "true" : undefined}
              scroll={false}
              prefetch={false}
              className={`flex items-center gap-2 px-3 py-2 text-sm ${active ? "bg-brand-light" : "hover:bg-surface"}`}
            >
              <LeagueTag name={g.league.name} colour={g.league.colour} className="shrink-0" />
              <span className="w-10 shrink-0 text-xs text-ink-mute tabular-nums">
                {formatTime(g.kickoff)}
              </span>
              <span className="flex-1 truncate">
                {g.home.name} <span className="text-ink-mute">vs</span> {g.away.name}
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
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

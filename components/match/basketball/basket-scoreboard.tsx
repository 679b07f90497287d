"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useMatchStream } from "@/components/match/detail/use-match-stream";
import { useCatchUpMatch } from "@/components/match/score-list/use-catch-up-match";
import { ReconnectingBadge } from "@/components/realtime/reconnecting-badge";
import { isBasketballLive } from "@/lib/codes/basketball-states";
import type { MatchLive } from "@/lib/contracts/match-list";
import { BasketStateText } from "./basket-state-text";
import { followsGame, mergeBasketUpdate } from "./live-match";
import { QuarterScoreTable } from "./quarter-score-table";

type Team = { id: number; name: string };
type Props = { initial: MatchLive; home: Team; away: Team; kickoffLabel: string };

/** The header's score, state and quarter table, kept live over the game's stream. */
export function BasketScoreboard({ initial, home, away, kickoffLabel }: Props) {
  const t = useTranslations("basketball");
  const [live, setLive] = useState(initial);
  const follows = followsGame(initial.state);
  const status = useMatchStream(initial.id, follows, {
    update: (frame) => setLive((m) => mergeBasketUpdate(m, frame)),
  });
  // A cached page may be older than the stream's first frame: take the game as it is now.
  useCatchUpMatch(initial.id, follows, status, (fresh) => setLive((m) => mergeBasketUpdate(m, fresh)));
  const started = live.state !== 1;
  return (
    <div className="flex flex-col items-center gap-3">
      <div className="flex flex-col items-center">
        <span
          className={`text-4xl font-bold tabular-nums ${isBasketballLive(live.state) ? "text-brand" : "text-ink"}`}
          data-testid="header-score"
        >
          {started ? `${live.homeScore} - ${live.awayScore}` : "VS"}
        </span>
        <span className="mt-1 text-sm">
          {started ? (
            <BasketStateText
              state={live.state}
              clock={live.clock}
              finishedLabel={t("state.finishedLong")}
              notStartedLabel={kickoffLabel}
            />
          ) : (
            <span className="text-ink-soft">{kickoffLabel}</span>
          )}
        </span>
        <ReconnectingBadge status={status} className="mt-1" />
      </div>
      <QuarterScoreTable live={live} home={home} away={away} />
    </div>
  );
}

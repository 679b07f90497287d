"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { ReconnectingBadge } from "@/components/realtime/reconnecting-badge";
import { isFootballLive } from "@/lib/codes/football-states";
import type { MatchDetail } from "@/lib/contracts/match-detail";
import { followsLive, hasScore, mergeUpdate, stateText } from "./live-state";
import { useCatchUpMatch } from "../score-list/use-catch-up-match";
import { useMatchStream } from "./use-match-stream";

type Score = Pick<
  MatchDetail,
  | "id"
  | "state"
  | "clock"
  | "homeScore"
  | "awayScore"
  | "homeHalfScore"
  | "awayHalfScore"
  | "homeCorners"
  | "awayCorners"
  | "homeYellow"
  | "awayYellow"
  | "homeRed"
  | "awayRed"
  | "homePenScore"
  | "awayPenScore"
>;

/** The score, state and minute of the header; follows the match's stream while it is on. */
export function HeaderScore({ initial }: { initial: Score }) {
  const t = useTranslations("matchDetail.header");
  const [m, setM] = useState(initial);
  const follows = followsLive(initial.state);
  const status = useMatchStream(initial.id, follows, {
    update: (frame) => setM((cur) => mergeUpdate(cur, frame)),
  });
  // A cached page may be older than the stream's first frame: take the match as it is now.
  useCatchUpMatch(initial.id, follows, status, (fresh) => setM((cur) => mergeUpdate(cur, fresh)));
  const live = isFootballLive(m.state);
  return (
    <div className="flex min-w-40 flex-col items-center" data-testid="header-score">
      <div className={`text-sm ${live ? "font-medium text-brand" : "text-ink-soft"}`}>
        {live ? <span className="mr-1 inline-block h-2 w-2 animate-pulse rounded-full bg-brand" /> : null}
        {stateText(m.state, m.clock)}
      </div>
      <div className="my-1 text-4xl font-bold tracking-wider tabular-nums">
        {hasScore(m.state) ? (
          <>
            <span className={live ? "text-brand" : ""}>{m.homeScore}</span>
            <span className="mx-2 text-ink-mute">-</span>
            <span className={live ? "text-brand" : ""}>{m.awayScore}</span>
          </>
        ) : (
          <span className="text-ink-mute">{t("vs")}</span>
        )}
      </div>
      {m.homeHalfScore !== null && m.awayHalfScore !== null ? (
        <div className="text-xs text-ink-soft">
          {t("halfTime", { home: m.homeHalfScore, away: m.awayHalfScore })}
        </div>
      ) : null}
      {m.homePenScore !== null && m.awayPenScore !== null ? (
        <div className="text-xs text-ink-soft">
          {t("penalties", { home: m.homePenScore, away: m.awayPenScore })}
        </div>
      ) : null}
      <ReconnectingBadge status={status} className="mt-1" />
    </div>
  );
}

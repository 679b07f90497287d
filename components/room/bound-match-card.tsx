"use client";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { TeamBadge } from "@/components/match/team-badge";
import { useMatchStream } from "@/components/match/detail/use-match-stream";
import { basketballStateLabel } from "@/lib/codes/basketball-state-labels";
import { footballStateLabel } from "@/lib/codes/football-state-labels";
import { Sport } from "@/lib/codes/sports";
import type { MatchRow } from "@/lib/contracts/match-list";
import type { MatchUpdate } from "@/lib/contracts/match-stream";
import { teamHref } from "@/lib/database-links";
import { formatMonthDayTime } from "@/lib/format/date";
import { matchHref, matchPhase } from "./match-phase";

type Obj = Record<string, unknown>;
const isUpdateOf = (frame: unknown, id: number): frame is MatchUpdate =>
  typeof frame === "object" &&
  frame !== null &&
  (frame as Obj).id === id &&
  Number.isInteger((frame as Obj).homeScore) &&
  Number.isInteger((frame as Obj).awayScore);

/** The match the anchor commentates, its score kept live by the match's own stream. */
export function BoundMatchCard({ match: initial, streaming }: { match: MatchRow; streaming: boolean }) {
  const t = useTranslations("liveRoom.match");
  const [match, setMatch] = useState(initial);
  const phase = matchPhase(match);
  useMatchStream(match.id, streaming && phase !== "finished", {
    update: (frame) => {
      if (isUpdateOf(frame, match.id)) setMatch((m) => ({ ...m, ...frame }));
    },
  });
  const label =
    match.sportId === Sport.Football ? footballStateLabel(match.state) : basketballStateLabel(match.state);
  const sportId = match.sportId;
  return (
    <div
      role="group"
      className="flex items-center gap-3 rounded-lg bg-white px-5 py-3 text-ink ring-brand/30 hover:ring-2"
      // A title, not an aria-label: the link's name stays the teams and score it shows (WCAG 2.5.3).
      title={t("label", { home: match.home.name, away: match.away.name })}
    >
      <span className="w-20 shrink-0 text-xs text-ink-mute">
        <span className="block truncate border-l-2 pl-1" style={{ borderColor: match.league.colour }}>
          {match.league.name}
        </span>
        {match.round ? <span className="block truncate">{match.round}</span> : null}
      </span>
      <Team sportId={sportId} team={match.home} align="right" />
      <Link prefetch={false} href={matchHref(match)} target="_blank" className="w-24 shrink-0 text-center">
        {phase === "upcoming" ? (
          <span className="text-sm text-ink-soft tabular-nums">{formatMonthDayTime(match.kickoff)}</span>
        ) : (
          <b
            className={`text-xl tabular-nums ${phase === "live" ? "text-brand" : "text-ink"}`}
            data-testid="bound-match-score"
          >
            {match.homeScore} - {match.awayScore}
          </b>
        )}
        <span className={`block text-xs ${phase === "live" ? "text-brand" : "text-ink-mute"}`}>
          {label}
          {phase === "live" && match.clock ? ` ${match.clock}` : ""}
        </span>
      </Link>
      <Team sportId={sportId} team={match.away} align="left" />
      <Link
        prefetch={false}
        href={matchHref(match)}
        target="_blank"
        className="w-20 shrink-0 text-right text-xs text-ink-mute hover:text-brand"
      >
        {t("detail")}
      </Link>
    </div>
  );
}

function Team({
  sportId,
  team,
  align,
}: {
  sportId: number;
  team: MatchRow["home"];
  align: "left" | "right";
}) {
  return (
    <Link
      href={teamHref(sportId, team.id)}
      prefetch={false}
      target="_blank"
      className={`flex min-w-0 flex-1 items-center gap-2 hover:text-brand ${align === "right" ? "flex-row-reverse" : ""}`}
    >
      <TeamBadge name={team.name} logo={team.logo} size={28} decorative />
      <span className="truncate text-sm">{team.name}</span>
    </Link>
  );
}

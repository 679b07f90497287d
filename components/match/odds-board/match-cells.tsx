import { useTranslations } from "next-intl";
import { TeamNameLink } from "@/components/match/team-name-link";
import type { OddsMatch } from "@/lib/contracts/odds-board";
import { kickoffDayTime, kickoffTime } from "./kickoff-time";
import { matchPagePath, type MatchOddsPage } from "./odds-params";
import { MatchState, matchPhase } from "./match-state";
import { textOn } from "../league-tag";

// Hundreds of row links per table: plain anchors, so none is hydrated or prefetched.
type CellProps = { match: OddsMatch; rowSpan?: number };

export function LeagueCell({ match, rowSpan }: CellProps) {
  return (
    <td rowSpan={rowSpan}>
      <span
        className={`inline-block min-w-12 rounded px-1 py-0.5 ${textOn(match.league.colour)}`}
        style={{ backgroundColor: match.league.colour }}
      >
        {match.league.name}
      </span>
    </td>
  );
}

export function TimeCell({ match, rowSpan }: CellProps) {
  return (
    <td rowSpan={rowSpan} className="text-ink-soft" title={kickoffDayTime(match.kickoff)}>
      <div>{kickoffTime(match.kickoff)}</div>
      <MatchState match={match} />
    </td>
  );
}

/** 主队 比分 客队, with the half-time score under a started football match. */
export function TeamsCell({ match, rowSpan }: CellProps) {
  const t = useTranslations("odds");
  const phase = matchPhase(match);
  const started = phase === "live" || phase === "finished";
  const half =
    started && match.homeHalfScore !== null && match.awayHalfScore !== null
      ? `${match.homeHalfScore}-${match.awayHalfScore}`
      : null;
  return (
    <td rowSpan={rowSpan} className="px-2!">
      <div className="flex items-center gap-1.5">
        <TeamNameLink sportId={match.sportId} team={match.home} className="flex-1 truncate text-right" />
        <a
          href={matchPagePath(match.sportId, "analysis", match.id)}
          className={`w-12 shrink-0 text-center font-semibold tabular-nums hover:text-brand ${phase === "live" ? "text-brand" : ""}`}
        >
          {started ? `${match.homeScore}-${match.awayScore}` : "VS"}
        </a>
        <TeamNameLink sportId={match.sportId} team={match.away} className="flex-1 truncate" />
      </div>
      {half ? (
        <div className="text-center text-[11px] text-ink-mute">{t("halfScore", { score: half })}</div>
      ) : null}
    </td>
  );
}

const PAGES: MatchOddsPage[] = ["analysis", "oupei", "yapan", "daxiaoqiu"];

/** 析 欧 亚 大: the match's own analysis and odds pages. */
export function MatchLinksCell({ match, rowSpan }: CellProps) {
  const t = useTranslations("odds");
  return (
    <td rowSpan={rowSpan} className="whitespace-nowrap">
      {PAGES.map((page) => (
        <a
          key={page}
          href={matchPagePath(match.sportId, page, match.id)}
          title={t(`linkTitles.${page}`)}
          className="mx-0.5 text-ink-soft hover:text-brand"
        >
          {t(`links.${page}`)}
        </a>
      ))}
    </td>
  );
}

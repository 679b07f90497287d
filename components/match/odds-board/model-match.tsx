import { useTranslations } from "next-intl";
import { TeamNameLink } from "@/components/match/team-name-link";
import type { OddsMatch } from "@/lib/contracts/odds-board";
import { kickoffTime } from "./kickoff-time";
import { matchPagePath, type MatchOddsPage } from "./odds-params";
import { MatchState } from "./match-state";
import { matchPhase } from "./match-state";

/** 英超 20:00 曼城 2-1 阿森纳, linking to the match's odds page. */
export function ModelMatch({ match, page = "oupei" }: { match: OddsMatch; page?: MatchOddsPage }) {
  const phase = matchPhase(match);
  const started = phase === "live" || phase === "finished";
  return (
    <div className="flex items-center gap-2 whitespace-nowrap">
      <span className="rounded px-1 text-xs text-white" style={{ backgroundColor: match.league.colour }}>
        {match.league.name}
      </span>
      <span className="text-xs text-ink-mute tabular-nums">{kickoffTime(match.kickoff)}</span>
      <span>
        <TeamNameLink sportId={match.sportId} team={match.home} />
        <a
          href={matchPagePath(match.sportId, page, match.id)}
          className={`mx-1.5 font-semibold tabular-nums hover:text-brand ${phase === "live" ? "text-brand" : ""}`}
        >
          {started ? `${match.homeScore}-${match.awayScore}` : "VS"}
        </a>
        <TeamNameLink sportId={match.sportId} team={match.away} />
      </span>
      {started ? (
        <span className="text-xs">
          <MatchState match={match} />
        </span>
      ) : null}
    </div>
  );
}

const ODDS_PAGES: MatchOddsPage[] = ["oupei", "yapan", "daxiaoqiu"];

export function ModelOddsLinks({ match }: { match: OddsMatch }) {
  const t = useTranslations("odds");
  return (
    <span className="whitespace-nowrap">
      {ODDS_PAGES.map((page) => (
        <a
          key={page}
          href={matchPagePath(match.sportId, page, match.id)}
          title={t(`linkTitles.${page}`)}
          className="mx-0.5 text-ink-soft hover:text-brand"
        >
          {t(`links.${page}`)}
        </a>
      ))}
    </span>
  );
}

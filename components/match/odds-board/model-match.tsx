import { useTranslations } from "next-intl";
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
      <a href={matchPagePath(match.sportId, page, match.id)} className="hover:text-brand">
        {match.home.name}
        <span className={`mx-1.5 font-semibold tabular-nums ${phase === "live" ? "text-brand" : ""}`}>
          {started ? `${match.homeScore}-${match.awayScore}` : "VS"}
        </span>
        {match.away.name}
      </a>
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

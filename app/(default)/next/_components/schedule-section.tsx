import { useTranslations } from "next-intl";
import { isBasketballLive, isBasketballNotStarted } from "@/lib/codes/basketball-states";
import { isFootballLive, isFootballNotStarted } from "@/lib/codes/football-states";
import { Sport } from "@/lib/codes/sports";
import type { MatchRow } from "@/lib/contracts/match-list";
import { LiveBasketSchedule, LiveFootballSchedule } from "./live-schedule";
import { SCHEDULE_HEADS, type ScheduleLabels } from "./schedule-labels";

/** Follow the feed while a row can still move: a match in play or still to start. */
function stillMoving(sportId: 1 | 2, rows: MatchRow[]) {
  const [live, coming] =
    sportId === Sport.Football
      ? [isFootballLive, isFootballNotStarted]
      : [isBasketballLive, isBasketballNotStarted];
  return rows.some((r) => live(r.state) || coming(r.state));
}

/** One sport's matches of the day: time, league, teams, live score and state, rooms, match pages. */
export function ScheduleSection({ sportId, rows }: { sportId: 1 | 2; rows: MatchRow[] }) {
  const t = useTranslations("schedulePage");
  const live = stillMoving(sportId, rows);
  const labels: ScheduleLabels = {
    heads: Object.fromEntries(SCHEDULE_HEADS.map((k) => [k, t(k)])) as ScheduleLabels["heads"],
    analysis: t("analysis"),
    live: t("live"),
  };
  return (
    <section
      aria-labelledby={`sport-${sportId}`}
      className="overflow-hidden rounded-md bg-white ring-1 ring-black/5"
    >
      <h2
        id={`sport-${sportId}`}
        className="flex items-baseline gap-2 border-b border-black/5 px-4 py-2.5 text-[15px] font-semibold"
      >
        {t(`sports.${sportId}`)}
        <span className="text-xs font-normal text-ink-mute">{t("count", { count: rows.length })}</span>
      </h2>
      {!rows.length ? (
        <p className="py-10 text-center text-sm text-ink-mute">
          {t("emptySport", { sport: t(`sports.${sportId}`) })}
        </p>
      ) : sportId === Sport.Football ? (
        <LiveFootballSchedule rows={rows} live={live} labels={labels} />
      ) : (
        <LiveBasketSchedule rows={rows} live={live} labels={labels} />
      )}
    </section>
  );
}

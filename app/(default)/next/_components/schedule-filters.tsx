import Link from "next/link";
import { useTranslations } from "next-intl";
import type { LeagueCount } from "@/lib/contracts/schedule";
import { scheduleHref, type ScheduleParams } from "./schedule-params";

const CHIP = "rounded-full px-3 py-1 text-sm ring-1 transition-colors";
const ON = "bg-brand text-white ring-brand";
const OFF = "bg-white text-ink ring-black/10 hover:text-brand";

/** 全部 / 足球 / 篮球, then the day's leagues as chips that add or remove themselves from the filter. */
export function ScheduleFilters({ params, leagues }: { params: ScheduleParams; leagues: LeagueCount[] }) {
  const t = useTranslations("schedulePage");
  const shown = leagues.filter((l) => !params.sportId || l.sportId === params.sportId);
  const toggle = (id: number) =>
    params.leagueIds.includes(id) ? params.leagueIds.filter((x) => x !== id) : [...params.leagueIds, id];
  return (
    <div className="space-y-3 rounded-md bg-white px-4 py-3 ring-1 ring-black/5">
      <nav aria-label={t("title")} className="flex gap-2">
        {([undefined, 1, 2] as const).map((sportId) => (
          <Link
            key={sportId ?? 0}
            href={scheduleHref({ date: params.date, sportId, leagueIds: [] })}
            aria-current={params.sportId === sportId ? "page" : undefined}
            className={`${CHIP} ${params.sportId === sportId ? ON : OFF}`}
          >
            {t(`sports.${sportId ?? "all"}`)}
          </Link>
        ))}
      </nav>
      <div className="flex flex-wrap items-center gap-2" role="group" aria-label={t("leagues")}>
        <span className="text-xs text-ink-mute">{t("leagues")}</span>
        <Link
          href={scheduleHref({ ...params, leagueIds: [] })}
          className={`${CHIP} ${params.leagueIds.length ? OFF : ON}`}
        >
          {t("allLeagues")}
        </Link>
        {shown.map((l) => {
          const on = params.leagueIds.includes(l.id);
          return (
            <Link
              key={l.id}
              href={scheduleHref({ ...params, leagueIds: toggle(l.id) })}
              aria-current={on ? "true" : undefined}
              className={`${CHIP} ${on ? ON : OFF}`}
            >
              {l.name}
              <span className={`ml-1 text-xs ${on ? "text-white" : "text-ink-mute"}`}>{l.count}</span>
            </Link>
          );
        })}
      </div>
    </div>
  );
}

import { useTranslations } from "next-intl";
import type { MatchRow } from "@/lib/contracts/match-list";
import { formatMonthDayTime } from "@/lib/format/date";
import { matchHref } from "./match-phase";

/** Shown in the player while the anchor is off air: the next matches they will commentate. */
export function RoomOffline({ schedule, anchorName }: { schedule: MatchRow[]; anchorName: string }) {
  const t = useTranslations("liveRoom.offline");
  const next = schedule.slice(0, 3);
  return (
    <div className="absolute inset-0 flex flex-col items-center justify-center gap-4 bg-[radial-gradient(circle_at_center,#2a2d3a,#111218)] px-6 text-center">
      <p className="text-xl font-semibold text-white">{t("title")}</p>
      {next.length ? (
        <div className="w-full max-w-md">
          <p className="mb-2 text-sm text-white/60">{t("schedule", { name: anchorName })}</p>
          <ul className="divide-y divide-white/10 rounded-md bg-white/5 text-sm">
            {next.map((m) => (
              <li key={m.id}>
                <a
                  href={matchHref(m)}
                  target="_blank"
                  className="flex items-center gap-3 px-4 py-2 hover:bg-white/5"
                >
                  <span className="w-24 shrink-0 text-left text-amber-300 tabular-nums">
                    {formatMonthDayTime(m.kickoff)}
                  </span>
                  <span className="w-12 shrink-0 truncate text-white/50">{m.league.name}</span>
                  <span className="min-w-0 flex-1 truncate text-left text-white/85">
                    {t("versus", { home: m.home.name, away: m.away.name })}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="text-sm text-white/50">{t("noSchedule")}</p>
      )}
    </div>
  );
}

import { useTranslations } from "next-intl";
import type { MatchRow } from "@/lib/contracts/match-list";
import { MatchTeams } from "./match-teams";
import { ReserveButton } from "./reserve-button";

/** Hot matches about to start, each with a 预约 button. */
export function UpcomingMatches({ matches }: { matches: MatchRow[] }) {
  const t = useTranslations("liveReserve");
  return (
    <section aria-labelledby="upcoming" className="rounded-lg bg-white p-6 ring-1 ring-black/5">
      <h2 id="upcoming" className="border-l-4 border-brand pl-2 text-lg font-semibold">
        {t("upcoming")}
      </h2>
      <p className="mt-1 text-sm text-ink-mute">{t("upcomingHint")}</p>
      {matches.length ? (
        <ul className="mt-3 divide-y divide-black/5">
          {matches.map((m) => (
            <li key={`${m.sportId}-${m.id}`} className="flex items-center gap-4 py-3">
              <MatchTeams match={m} />
              <ReserveButton match={m} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="py-10 text-center text-sm text-ink-mute">{t("noUpcoming")}</p>
      )}
    </section>
  );
}

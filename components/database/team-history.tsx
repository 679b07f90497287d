import { useTranslations } from "next-intl";
import type { TeamHonours, TeamTransfers } from "@/lib/contracts/database-transfers";
import { Section } from "./section";
import { TrophyIcon } from "./trophy-icon";
import { TransferTable } from "./transfer-table";

/** A team's honours (荣誉) and its arrivals and departures (转入 / 转出), under its other blocks. */
export function TeamHistory({ honours, transfers }: { honours: TeamHonours; transfers: TeamTransfers }) {
  const t = useTranslations("database");
  return (
    <div className="space-y-3 px-4">
      <Section title={t("honours.title")}>
        {honours.honours.length === 0 ? (
          <p className="py-2 text-center text-sm text-ink-mute">{t("honours.none")}</p>
        ) : (
          <ul className="grid grid-cols-2 gap-2 md:grid-cols-3" data-testid="honours">
            {honours.honours.map((h) => (
              <li key={h.title} className="rounded bg-surface px-3 py-2">
                <div className="flex items-baseline justify-between gap-2">
                  <span className="flex items-center gap-1 font-semibold text-ink">
                    <TrophyIcon />
                    {h.title}
                  </span>
                  <span className="text-brand tabular-nums">{t("honours.count", { count: h.count })}</span>
                </div>
                {h.seasons.length ? (
                  <p className="mt-1 text-xs text-ink-mute">
                    {t("honours.stored", { seasons: h.seasons.join("、") })}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section title={t("transfers.arrivals")}>
        <TransferTable transfers={transfers.arrivals} empty={t("transfers.noneTeam")} />
      </Section>
      <Section title={t("transfers.departures")}>
        <TransferTable transfers={transfers.departures} empty={t("transfers.noneTeam")} />
      </Section>
    </div>
  );
}

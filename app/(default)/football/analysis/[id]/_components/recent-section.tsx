"use client";
import { useTranslations } from "next-intl";
import { useSearchParams } from "next/navigation";
import { Panel } from "@/components/match/detail/panel";
import { TeamNameLink } from "@/components/match/team-name-link";
import { Sport } from "@/lib/codes/sports";
import type { RecentData, TeamForm } from "@/lib/contracts/match-analysis";
import { PastMatchTable } from "./past-match-table";

export const VENUES = ["all", "home", "away"] as const;
export type Venue = (typeof VENUES)[number];

type Team = { id: number; name: string };
type Props = { recent: RecentData; home: Team; away: Team; venue: Venue };

function TeamList({ form, team, venue }: { form: TeamForm; team: Team; venue: Venue }) {
  const t = useTranslations("matchDetail.analysis");
  const list = form[venue];
  return (
    <div>
      <h3 className="mb-2 text-sm">
        <TeamNameLink sportId={Sport.Football} team={team} className="font-semibold" />
        {list.matches.length ? (
          <span className="ml-2 text-ink-soft">{t("summary", list.summary)}</span>
        ) : null}
      </h3>
      {list.matches.length ? (
        <PastMatchTable matches={list.matches} teamId={form.teamId} />
      ) : (
        <p className="py-4 text-center text-sm text-ink-mute">{t("noRecent")}</p>
      )}
    </div>
  );
}

/** 近期战绩 of both teams with 全部 / 主场 / 客场 tabs (`?venue=`, switched without a round trip). */
export function RecentSection({ recent, home, away, venue }: Props) {
  const t = useTranslations("matchDetail.analysis");
  const choose = (v: Venue) => {
    const url = new URL(window.location.href);
    if (v === "all") url.searchParams.delete("venue");
    else url.searchParams.set("venue", v);
    window.history.replaceState(null, "", url.toString());
  };
  const tabs = (
    <span role="tablist" className="flex gap-1 text-sm font-normal">
      {VENUES.map((v) => (
        <button
          key={v}
          type="button"
          role="tab"
          aria-selected={v === venue}
          onClick={() => choose(v)}
          className={`rounded-full px-3 py-0.5 ${v === venue ? "bg-brand text-white" : "bg-surface text-ink-soft hover:text-brand"}`}
        >
          {t(`venues.${v}`)}
        </button>
      ))}
    </span>
  );
  return (
    <Panel title={t("recent")} aside={tabs}>
      <div className="space-y-5">
        <TeamList form={recent.home} team={home} venue={venue} />
        <TeamList form={recent.away} team={away} venue={venue} />
      </div>
    </Panel>
  );
}

export function RecentSectionFromUrl(props: Omit<Props, "venue">) {
  const raw = useSearchParams().get("venue");
  const venue = VENUES.find((v) => v === raw) ?? "all";
  return <RecentSection {...props} venue={venue} />;
}

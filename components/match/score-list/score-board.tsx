"use client";
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useMemo } from "react";
import type { LeagueFilter } from "@/lib/contracts/football-lists";
import { usePinnedMatches, usePins } from "@/stores/pinned-matches-store";
import { useUserStore } from "@/stores/user-store";
import { LiveAnnouncer } from "@/components/ui/live-announcer";
import { Sport } from "@/lib/codes/sports";
import { useFollowedMatches } from "./followed-store";
import { filterRows, isFiltered } from "./list-filter";
import { groupRows } from "./list-order";
import { COLUMNS, MULTI_DAY, SECTIONED, type ListRow, type ListVariant } from "./list-types";
import { displayTimeZone, useScoreSettings } from "./score-settings-store";
import { ScoreTable } from "./score-table";
import { ScoreToolbar } from "./score-toolbar";
import { unpackRows, type PackedRows } from "./packed-rows";
import { useGoalAlerts } from "./use-goal-alerts";
import { useLiveRows } from "./use-live-rows";
import { useUrlFilter } from "./use-url-filter";

export type ScoreBoardProps = {
  variant: ListVariant;
  rows: ListRow[];
  /** The api's 赛事筛选 data; derived from the rows when absent. */
  leagues?: LeagueFilter | null;
  /** Subscribe to the live feed (lists that hold matches still to finish). */
  live: boolean;
};

/** A football score list: toolbar, pinned rows, sections, live updates, follow stars. */
export function ScoreBoard({ variant, rows: serverRows, leagues, live }: ScoreBoardProps) {
  const t = useTranslations("match.toolbar");
  const { flashes, announcement, onApplied } = useGoalAlerts();
  const { rows, status, feed } = useLiveRows(Sport.Football, serverRows, live, onApplied);
  const [filter, changeFilter] = useUrlFilter();
  const pins = usePins(variant);
  const followed = useFollowedMatches((s) => s.ids);
  const auth = useUserStore((s) => s.auth);
  const tzChoice = useScoreSettings((s) => s.timeZone);
  const timeZone = useMemo(() => displayTimeZone(tzChoice), [tzChoice]);

  useEffect(() => {
    // Browser-only state, loaded after hydration so the server HTML and the first render agree.
    void usePinnedMatches.persist.rehydrate();
    void useScoreSettings.persist.rehydrate();
  }, []);

  useEffect(() => {
    const store = useFollowedMatches.getState();
    if (auth) void store.load();
    else store.clear();
  }, [auth]);

  const onPin = useCallback((id: number) => usePinnedMatches.getState().toggle(variant, id), [variant]);
  const onFollow = useCallback((id: number) => void useFollowedMatches.getState().toggle(id), []);

  const listed = variant === "collect" && followed ? rows.filter((r) => followed.has(r.id)) : rows;
  const visible = filterRows(listed, filter);
  const groups = groupRows(visible, pins, SECTIONED.has(variant));

  return (
    <section className="overflow-hidden rounded-md bg-white ring-1 ring-black/5">
      <ScoreToolbar
        filter={filter}
        onFilter={changeFilter}
        leagues={leagues ?? null}
        rows={listed}
        total={listed.length}
        shown={visible.length}
        liveStatus={status}
      />
      <LiveAnnouncer message={announcement} testId="goal-announcer" />
      {feed}
      <div className="overflow-x-auto">
        <ScoreTable
          variant={variant}
          groups={groups}
          columns={COLUMNS[variant]}
          pins={pins}
          followed={followed}
          flashes={flashes}
          timeZone={timeZone}
          multiDay={MULTI_DAY.has(variant)}
          onPin={onPin}
          onFollow={onFollow}
        />
      </div>
      {visible.length === 0 ? (
        <p className="py-16 text-center text-sm text-ink-mute">
          {t(isFiltered(filter) ? "emptyFiltered" : "empty")}
        </p>
      ) : null}
    </section>
  );
}

/** The board as a server page renders it: its rows arrive packed (packed-rows.ts) to keep the page small. */
export function PackedScoreBoard({
  packed,
  ...props
}: Omit<ScoreBoardProps, "rows"> & { packed: PackedRows }) {
  const rows = useMemo(() => unpackRows(packed), [packed]);
  return <ScoreBoard {...props} rows={rows} />;
}

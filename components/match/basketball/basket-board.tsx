"use client";
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useMemo } from "react";
import { filterRows, isFiltered } from "@/components/match/score-list/list-filter";
import type { ListRow } from "@/components/match/score-list/list-types";
import { displayTimeZone, useScoreSettings } from "@/components/match/score-list/score-settings-store";
import { ScoreToolbar } from "@/components/match/score-list/score-toolbar";
import { useUrlFilter } from "@/components/match/score-list/use-url-filter";
import type { BasketRow } from "@/lib/contracts/basketball";
import type { LeagueCount } from "@/lib/contracts/schedule";
import { usePinnedMatches, usePins } from "@/stores/pinned-matches-store";
import { BASKET_COLUMNS, type BasketVariant } from "./basket-columns";
import { groupBasketRows } from "./basket-sections";
import { BasketTable } from "./basket-table";
import { useBasketRows } from "./use-basket-rows";

type Props = {
  variant: BasketVariant;
  rows: BasketRow[];
  leagues: LeagueCount[];
  /** Subscribe to the live feed (lists holding games still to finish). */
  live: boolean;
};

/** A basketball score list: toolbar (赛事筛选, 只看热门, search, 设置), pinned games, sections, live scores. */
export function BasketBoard({ variant, rows: serverRows, leagues, live }: Props) {
  const t = useTranslations("match.toolbar");
  const { rows, flashes, status, feed } = useBasketRows(serverRows, live);
  const [filter, changeFilter] = useUrlFilter();
  const pinTab = `basketball-${variant}`;
  const pins = usePins(pinTab);
  const tzChoice = useScoreSettings((s) => s.timeZone);
  const timeZone = useMemo(() => displayTimeZone(tzChoice), [tzChoice]);
  const leagueFilter = useMemo(
    () => ({
      total: serverRows.length,
      leagues,
      continents: [
        { id: 0, name: "", countries: [{ id: 0, name: "", leagueIds: leagues.map((l) => l.id) }] },
      ],
    }),
    [leagues, serverRows.length],
  );

  useEffect(() => {
    // Browser-only state, loaded after hydration so the server HTML and the first render agree.
    void usePinnedMatches.persist.rehydrate();
    void useScoreSettings.persist.rehydrate();
  }, []);

  const onPin = useCallback((id: number) => usePinnedMatches.getState().toggle(pinTab, id), [pinTab]);

  const visible = filterRows(rows as ListRow[], filter) as BasketRow[];
  const groups = groupBasketRows(visible, pins, variant === "live");

  return (
    <section className="overflow-hidden rounded-md bg-white ring-1 ring-black/5">
      <ScoreToolbar
        filter={filter}
        onFilter={changeFilter}
        leagues={leagueFilter}
        rows={rows as ListRow[]}
        total={rows.length}
        shown={visible.length}
        liveStatus={status}
      />
      {feed}
      <div className="overflow-x-auto">
        <BasketTable
          groups={groups}
          columns={BASKET_COLUMNS[variant]}
          pins={pins}
          flashes={flashes}
          timeZone={timeZone}
          onPin={onPin}
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

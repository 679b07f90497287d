"use client";
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { SearchIcon } from "@/components/layout/icons";
import type { StreamStatus } from "@/components/realtime/event-stream";
import { ReconnectingBadge } from "@/components/realtime/reconnecting-badge";
import { Button } from "@/components/ui/button";
import type { LeagueFilter } from "@/lib/contracts/football-lists";
import { isFiltered, NO_FILTER, type RowFilter } from "./list-filter";
import type { ListRow } from "./list-types";

// The two panels open on a click: they load then, not with the list's first paint.
const LeagueFilterPanel = dynamic(() => import("./league-filter-panel").then((m) => m.LeagueFilterPanel), {
  ssr: false,
});
const SettingsPanel = dynamic(() => import("./settings-panel").then((m) => m.SettingsPanel), { ssr: false });

type Props = {
  filter: RowFilter;
  onFilter: (f: RowFilter) => void;
  /** The api's 赛事筛选 data; null: the panel draws the choices from `rows`. */
  leagues: LeagueFilter | null;
  rows: readonly ListRow[];
  total: number;
  shown: number;
  /** The live feed's connection, shown as 重新连接中 while it is away. */
  liveStatus?: StreamStatus;
};

/** 赛事筛选, 只看热门, search within the list, the count and 设置. */
export function ScoreToolbar({ filter, onFilter, leagues, rows, total, shown, liveStatus = "open" }: Props) {
  const t = useTranslations("match.toolbar");
  const [panel, setPanel] = useState<"leagues" | "settings" | null>(null);
  return (
    <div className="flex flex-wrap items-center gap-3 border-b border-surface bg-white px-4 py-2.5 text-sm">
      <Button
        size="sm"
        variant="outline"
        onClick={() => setPanel("leagues")}
        disabled={leagues ? !leagues.leagues.length : !rows.length}
      >
        {t("leagues")}
      </Button>
      <label className="flex cursor-pointer items-center gap-1.5">
        <input
          type="checkbox"
          className="accent-brand"
          checked={filter.onlyHot}
          onChange={(e) => onFilter({ ...filter, onlyHot: e.target.checked })}
        />
        {t("onlyHot")}
      </label>
      <label className="flex h-8 items-center gap-1.5 rounded-full border border-black/10 px-3 focus-within:border-brand">
        <SearchIcon className="size-4 text-ink-mute" />
        <input
          type="search"
          value={filter.word}
          maxLength={20}
          placeholder={t("search")}
          aria-label={t("search")}
          onChange={(e) => onFilter({ ...filter, word: e.target.value })}
          className="w-40 bg-transparent outline-none placeholder:text-ink-mute"
        />
      </label>
      <ReconnectingBadge status={liveStatus} className="ml-auto" />
      <span className="text-xs text-ink-soft">
        {t("count", { total })}
        {shown < total ? (
          <>
            <span className="mx-1">·</span>
            {t("hidden", { count: total - shown })}
          </>
        ) : null}
      </span>
      {isFiltered(filter) ? (
        <Button size="sm" variant="ghost" onClick={() => onFilter(NO_FILTER)}>
          {t("showAll")}
        </Button>
      ) : null}
      <Button size="sm" variant="subtle" onClick={() => setPanel("settings")}>
        {t("settings")}
      </Button>
      {panel === "leagues" ? (
        <LeagueFilterPanel
          open
          onClose={() => setPanel(null)}
          filter={leagues}
          rows={rows}
          selected={filter.leagueIds}
          onApply={(leagueIds) => onFilter({ ...filter, leagueIds })}
        />
      ) : null}
      {panel === "settings" ? <SettingsPanel open onClose={() => setPanel(null)} /> : null}
    </div>
  );
}

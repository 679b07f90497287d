"use client";
import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";
import type { LeagueFilter } from "@/lib/contracts/football-lists";
import { leaguesFromRows } from "./leagues-from-rows";
import type { ListRow } from "./list-types";

type Props = {
  open: boolean;
  onClose: () => void;
  /** The api's 赛事筛选 data; null: the choices are drawn from `rows`. */
  filter: LeagueFilter | null;
  rows: readonly ListRow[];
  /** Selected league ids; null means all. */
  selected: number[] | null;
  onApply: (leagueIds: number[] | null) => void;
};

/** 赛事筛选: league checkboxes by region with 全选 / 反选 / 热门, applied with 确定. */
export function LeagueFilterPanel({ open, onClose, filter: given, rows, selected, onApply }: Props) {
  const t = useTranslations("match.filter");
  const filter = useMemo(() => given ?? leaguesFromRows(rows), [given, rows]);
  const all = filter.leagues.map((l) => l.id);
  const [picked, setPicked] = useState<Set<number>>(() => new Set(selected ?? all));
  const byId = new Map(filter.leagues.map((l) => [l.id, l]));
  const matches = filter.leagues.filter((l) => picked.has(l.id)).reduce((n, l) => n + l.count, 0);
  const toggle = (id: number) =>
    setPicked((p) => {
      const next = new Set(p);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const apply = () => {
    onApply(picked.size === all.length ? null : all.filter((id) => picked.has(id)));
    onClose();
  };
  const groups = filter.continents.map((c) => ({
    name: c.name,
    leagues: c.countries.flatMap((k) => k.leagueIds).flatMap((id) => byId.get(id) ?? []),
  }));

  return (
    <Modal open={open} onClose={onClose} title={t("title")} className="w-[640px]">
      <div className="max-h-[60vh] space-y-3 overflow-y-auto px-6 py-4">
        {groups.map((g) => (
          <fieldset key={g.name}>
            <legend className="mb-1.5 text-xs text-ink-mute">{g.name}</legend>
            <div className="grid grid-cols-4 gap-x-3 gap-y-1.5">
              {g.leagues.map((l) => (
                <label key={l.id} className="flex cursor-pointer items-center gap-1.5 text-sm">
                  <input
                    type="checkbox"
                    checked={picked.has(l.id)}
                    onChange={() => toggle(l.id)}
                    className="accent-brand"
                  />
                  <span className={l.isHot ? "font-medium text-ink" : "text-ink-soft"}>{l.name}</span>
                  <span className="text-xs text-ink-mute">({l.count})</span>
                </label>
              ))}
            </div>
          </fieldset>
        ))}
      </div>
      <div className="flex items-center gap-2 border-t border-surface px-6 py-3">
        <Button size="sm" variant="subtle" onClick={() => setPicked(new Set(all))}>
          {t("all")}
        </Button>
        <Button
          size="sm"
          variant="subtle"
          onClick={() => setPicked(new Set(all.filter((id) => !picked.has(id))))}
        >
          {t("invert")}
        </Button>
        <Button
          size="sm"
          variant="subtle"
          onClick={() => setPicked(new Set(filter.leagues.filter((l) => l.isHot).map((l) => l.id)))}
        >
          {t("hot")}
        </Button>
        <span className="ml-auto text-xs text-ink-soft">
          {t("selected", { count: picked.size, matches })}
        </span>
        <Button size="sm" onClick={apply}>
          {t("apply")}
        </Button>
      </div>
    </Modal>
  );
}

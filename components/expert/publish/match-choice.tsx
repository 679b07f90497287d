"use client";
import { useTranslations } from "next-intl";
import type { SportId } from "@/lib/codes/sports";
import { pickLabel, type PlanPickCode } from "@/lib/codes/expert-plans";
import type { PickerRow } from "@/lib/contracts/expert-plans";
import { formatMonthDayTime } from "@/lib/format/date";
import { formatOdds } from "@/lib/format/odds";
import { lineText } from "../plan-content";
import { quotesFor } from "./picker-quotes";

type Props = {
  row: PickerRow;
  sportId: SportId;
  playType: number;
  selected: boolean;
  pick: string | null;
  lotteryMarket?: number;
  onToggle: () => void;
  onPick: (pick: PlanPickCode) => void;
};

/** One upcoming match of the picker: choose it, then one of its sides at the current quote. */
export function MatchChoice({
  row,
  sportId,
  playType,
  selected,
  pick,
  lotteryMarket,
  onToggle,
  onPick,
}: Props) {
  const t = useTranslations("expert.publish");
  const quotes = quotesFor(row, sportId, playType, lotteryMarket);
  const name = `${row.home.name} vs ${row.away.name}`;
  return (
    <li
      className={`rounded-lg border p-3 ${selected ? "border-brand bg-brand-light/40" : "border-black/10"}`}
    >
      <label className="flex cursor-pointer items-center gap-3 text-sm">
        <input
          type="checkbox"
          checked={selected}
          onChange={onToggle}
          aria-label={name}
          className="accent-brand"
        />
        <span style={{ color: row.league.colour }}>{row.league.name}</span>
        {row.jcNo ? <span className="text-xs text-ink-mute">{row.jcNo}</span> : null}
        <span className="font-medium text-ink">{name}</span>
        <span className="ml-auto text-xs text-ink-mute">{formatMonthDayTime(row.kickoff)}</span>
      </label>
      {selected ? (
        quotes.length ? (
          <div role="radiogroup" aria-label={t("pick")} className="mt-3 flex flex-wrap gap-2 pl-7">
            {quotes.map((q) => (
              <button
                key={q.pick}
                type="button"
                role="radio"
                aria-checked={pick === q.pick}
                onClick={() => onPick(q.pick)}
                className={`rounded border px-3 py-1.5 text-sm ${
                  pick === q.pick ? "border-brand bg-brand text-white" : "border-black/10 hover:border-brand"
                }`}
              >
                {pickLabel(sportId, playType, q.pick)}
                {q.line !== null ? (
                  <span className="ml-1">{lineText(sportId, playType, q.line, lotteryMarket ?? null)}</span>
                ) : null}
                <span className="ml-2 tabular-nums opacity-80">{formatOdds(q.odds)}</span>
              </button>
            ))}
          </div>
        ) : (
          <p className="mt-2 pl-7 text-xs text-ink-mute">{t("noMarket")}</p>
        )
      ) : null}
    </li>
  );
}

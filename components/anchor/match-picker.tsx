"use client";
import { useTranslations } from "next-intl";
import { type ReactNode, useMemo, useState } from "react";
import type { MatchRow } from "@/lib/contracts/match-list";
import { dayTabs } from "@/lib/date-range";
import { useMatchDates, useMatchesOf } from "@/lib/api/use-anchor";
import { TextInput } from "./form-row";
import { MatchLine, matchesWord } from "./match-line";

const LABEL_DAYS_AHEAD = 7;

/** Match days from /api/match/dates as tabs, that day's matches (/api/match/schedule) with a search box. */
export function MatchPicker({ action }: { action: (match: MatchRow) => ReactNode }) {
  const t = useTranslations("anchor.picker");
  const dates = useMatchDates();
  const [picked, setPicked] = useState<string | null>(null);
  const [word, setWord] = useState("");
  const date = picked ?? dates.data?.[0]?.date ?? null;
  const matches = useMatchesOf(date);
  const labels = useMemo(() => new Map(dayTabs(0, LABEL_DAYS_AHEAD).map((d) => [d.date, d.label])), []);
  const shown = (matches.data ?? []).filter((m) => matchesWord(m, word));

  let list: ReactNode;
  if (dates.error || matches.error) list = <Empty text={t("failed")} />;
  else if (dates.data && dates.data.length === 0) list = <Empty text={t("noDates")} />;
  else if (!matches.data) list = <Empty text={t("loading")} />;
  else if (shown.length === 0) list = <Empty text={word ? t("noMatchFor", { word }) : t("noMatches")} />;
  else
    list = (
      <ul>
        {shown.map((m) => (
          <MatchLine key={m.id} match={m} action={action(m)} />
        ))}
      </ul>
    );

  return (
    <div>
      <div className="mb-3 flex flex-wrap items-center gap-3">
        <div role="tablist" aria-label={t("dates")} className="flex flex-wrap gap-1.5">
          {dates.data?.map((d) => (
            <button
              key={d.date}
              type="button"
              role="tab"
              aria-selected={d.date === date}
              onClick={() => setPicked(d.date)}
              className={`rounded-full px-3 py-1 text-xs ${
                d.date === date ? "bg-brand text-white" : "bg-surface text-ink-soft hover:text-brand"
              }`}
            >
              {labels.get(d.date) ?? d.date.slice(5)} · {d.football + d.basketball}
              {t("games")}
            </button>
          ))}
        </div>
        <div className="ml-auto w-56">
          <TextInput
            type="search"
            aria-label={t("search")}
            placeholder={t("search")}
            value={word}
            onChange={(e) => setWord(e.target.value)}
          />
        </div>
      </div>
      <div className="max-h-96 overflow-y-auto">{list}</div>
    </div>
  );
}

function Empty({ text }: { text: string }) {
  return <p className="py-10 text-center text-sm text-ink-mute">{text}</p>;
}

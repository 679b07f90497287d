"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import type { SearchGroups, SearchHit } from "@/lib/contracts/search";
import { TrashIcon } from "../icons";
import { HeaderSuggestions } from "./header-suggestions";
import type { splitHotSearch } from "./search-history";

type Props = {
  word: string;
  suggestions: SearchGroups | null;
  history: string[];
  hot: ReturnType<typeof splitHotSearch> | null;
  search: (word: string) => void;
  pick: (hit: SearchHit) => void;
  clearHistory: () => void;
};

/** The header search's panel: suggestions while typing, otherwise the history and hot searches. */
export function HeaderSearchPanel({ word, suggestions, history, hot, search, pick, clearHistory }: Props) {
  const t = useTranslations("layout.search");
  const [expanded, setExpanded] = useState(false);
  return (
    <>
      {word.trim() ? (
        <HeaderSuggestions word={word} groups={suggestions} onPick={pick} onSearchAll={() => search(word)} />
      ) : (
        <>
          <section aria-label={t("history")}>
            <header className="mb-2 flex items-center justify-between">
              <h3 className="font-medium text-ink">{t("history")}</h3>
              {history.length > 0 ? (
                <button
                  type="button"
                  onClick={clearHistory}
                  className="flex items-center gap-1 text-xs text-ink-mute hover:text-brand"
                >
                  <TrashIcon className="size-3.5" />
                  {t("clear")}
                </button>
              ) : null}
            </header>
            {history.length > 0 ? (
              <WordChips words={history} onPick={search} />
            ) : (
              <p className="text-xs text-ink-mute">{t("noHistory")}</p>
            )}
          </section>
          <section aria-label={t("hot")} className="mt-4">
            <h3 className="mb-2 font-medium text-ink">{t("hot")}</h3>
            {hot && hot.head.length > 0 ? (
              <ol className="space-y-1">
                {[...hot.head, ...(expanded ? hot.rest : [])].map((w, i) => (
                  <li key={w}>
                    <button
                      type="button"
                      onClick={() => search(w)}
                      className="flex w-full items-center gap-2 rounded px-1 py-1 text-left text-ink-soft hover:bg-surface hover:text-brand"
                    >
                      <span
                        className={`w-4 text-center text-xs font-semibold ${i < 3 ? "text-brand" : "text-ink-mute"}`}
                      >
                        {i + 1}
                      </span>
                      <span className="truncate">{w}</span>
                    </button>
                  </li>
                ))}
              </ol>
            ) : hot ? (
              <p className="text-xs text-ink-mute">{t("noHot")}</p>
            ) : (
              <div aria-hidden className="h-16 animate-pulse rounded bg-surface" />
            )}
            {hot && hot.rest.length > 0 ? (
              <button
                type="button"
                aria-expanded={expanded}
                onClick={() => setExpanded((v) => !v)}
                className="mt-2 text-xs text-ink-mute hover:text-brand"
              >
                {expanded ? t("collapse") : t("more")}
              </button>
            ) : null}
          </section>
        </>
      )}
    </>
  );
}

function WordChips({ words, onPick }: { words: string[]; onPick: (word: string) => void }) {
  return (
    <ul className="flex flex-wrap gap-2">
      {words.map((w) => (
        <li key={w}>
          <button
            type="button"
            onClick={() => onPick(w)}
            className="max-w-40 truncate rounded-full bg-surface px-3 py-1 text-xs text-ink-soft hover:bg-brand-light hover:text-brand"
          >
            {w}
          </button>
        </li>
      ))}
    </ul>
  );
}

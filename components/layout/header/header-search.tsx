"use client";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { type FormEvent, useRef, useState } from "react";
import { http } from "@/lib/api/http";
import type { SearchHit } from "@/lib/contracts/search";
import { SearchIcon, TrashIcon } from "../icons";
import { navigationProgress } from "../global/navigation-progress";
import { HeaderSuggestions } from "./header-suggestions";
import {
  addSearchWord,
  readSearchHistory,
  searchHref,
  splitHotSearch,
  writeSearchHistory,
} from "./search-history";
import { useSearchSuggestions } from "./use-search-suggestions";

type HotWords = ReturnType<typeof splitHotSearch>;

/**
 * The header search box: history and hot searches on focus, suggestions while typing (a pick goes
 * to its page); Enter goes to /search?word=….
 */
export function HeaderSearch() {
  const t = useTranslations("layout.search");
  const router = useRouter();
  const [word, setWord] = useState("");
  const [open, setOpen] = useState(false);
  const [history, setHistory] = useState<string[]>([]);
  const [hot, setHot] = useState<HotWords | null>(null);
  const [expanded, setExpanded] = useState(false);
  const loadingHot = useRef(false);
  const suggestions = useSearchSuggestions(word);

  function openPanel() {
    setHistory(readSearchHistory());
    setOpen(true);
    // An empty or failed answer is asked again on the next focus.
    if (hot?.head.length || loadingHot.current) return;
    loadingHot.current = true;
    void http.get<{ word: string }[]>("/api/search/hot").then((res) => {
      loadingHot.current = false;
      setHot(splitHotSearch(res.code === 200 ? res.data : []));
    });
  }

  function go(value: string, href: string) {
    const clean = value.trim();
    if (!clean) return;
    const next = addSearchWord(readSearchHistory(), clean);
    writeSearchHistory(next);
    setHistory(next);
    setWord(clean);
    setOpen(false);
    navigationProgress.start();
    router.push(href);
  }

  const search = (value: string) => go(value, searchHref(value));
  const pick = (hit: SearchHit) => go(word, hit.href);

  function clearHistory() {
    writeSearchHistory([]);
    setHistory([]);
  }

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    search(word);
  };

  return (
    <form
      role="search"
      aria-label={t("label")}
      onSubmit={onSubmit}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) setOpen(false);
      }}
      onKeyDown={(e) => {
        if (e.key === "Escape") setOpen(false);
      }}
      className="relative w-56 shrink-0"
    >
      <input
        type="search"
        value={word}
        maxLength={40}
        onChange={(e) => {
          setWord(e.target.value);
          setOpen(true);
        }}
        onFocus={openPanel}
        onClick={() => !open && openPanel()}
        placeholder={t("placeholder")}
        aria-label={t("label")}
        className="h-9 w-full rounded-full border border-transparent bg-surface pr-10 pl-4 text-sm text-ink outline-none placeholder:text-ink-mute focus:border-brand focus:bg-white"
      />
      <button
        type="submit"
        aria-label={t("submit")}
        className="absolute top-0 right-0 flex h-9 w-10 items-center justify-center rounded-r-full text-ink-mute hover:text-brand"
      >
        <SearchIcon className="size-4.5" />
      </button>
      {open ? (
        <div
          // Keep focus in the input so the panel stays open while it is clicked.
          onMouseDown={(e) => e.preventDefault()}
          className="absolute top-11 left-0 z-50 w-72 rounded-lg border border-black/5 bg-white p-4 text-sm shadow-xl"
        >
          {word.trim() ? (
            <HeaderSuggestions
              word={word}
              groups={suggestions}
              onPick={pick}
              onSearchAll={() => search(word)}
            />
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
        </div>
      ) : null}
    </form>
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

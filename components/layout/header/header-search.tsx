"use client";
import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { type FormEvent, useRef, useState } from "react";
import { http } from "@/lib/api/http";
import type { SearchHit } from "@/lib/contracts/search";
import { SearchIcon } from "../icons";
import { navigationProgress } from "../global/navigation-progress";
import {
  addSearchWord,
  readSearchHistory,
  searchHref,
  splitHotSearch,
  writeSearchHistory,
} from "./search-history";
import { useSearchSuggestions } from "./use-search-suggestions";

type HotWords = ReturnType<typeof splitHotSearch>;

// The panel loads on the first focus: every page has the box, few visitors open it.
const HeaderSearchPanel = dynamic(() => import("./header-search-panel").then((m) => m.HeaderSearchPanel), {
  ssr: false,
  loading: () => <div aria-hidden className="h-24 animate-pulse rounded bg-surface" />,
});

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
          <HeaderSearchPanel
            word={word}
            suggestions={suggestions}
            history={history}
            hot={hot}
            search={search}
            pick={pick}
            clearHistory={clearHistory}
          />
        </div>
      ) : null}
    </form>
  );
}

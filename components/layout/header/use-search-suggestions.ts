"use client";
import { useEffect, useState } from "react";
import { http } from "@/lib/api/http";
import { SUGGEST_DEBOUNCE_MS } from "@/lib/codes/search";
import type { SearchGroups } from "@/lib/contracts/search";

/**
 * Suggestions for what is being typed, asked once typing pauses; null until the answer for the
 * current word is in (an answer for an older word is never shown).
 */
export function useSearchSuggestions(word: string): SearchGroups | null {
  const clean = word.trim();
  const [answer, setAnswer] = useState<{ word: string; groups: SearchGroups } | null>(null);
  useEffect(() => {
    if (!clean) return;
    let current = true;
    const timer = setTimeout(() => {
      void http.get<SearchGroups>("/api/search/suggest", { word: clean }).then((res) => {
        if (current && res.code === 200) setAnswer({ word: clean, groups: res.data ?? [] });
      });
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [clean]);
  return clean && answer?.word === clean ? answer.groups : null;
}

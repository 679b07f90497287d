"use client";
import { useCallback, useMemo, useSyncExternalStore } from "react";
import { filterFromSearch, filterToSearch, type RowFilter } from "./list-filter";

const listeners = new Set<() => void>();

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  window.addEventListener("popstate", onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener("popstate", onChange);
  };
}

const browserSearch = () => window.location.search;
const serverSearch = () => "";

/**
 * The list filter kept in the page URL (?leagueIds=…&onlyHot=1&word=…). It is the browser's alone:
 * the server renders every row (the filter is no part of the cache key), the browser then follows
 * the address bar.
 */
export function useUrlFilter(): [RowFilter, (f: RowFilter) => void] {
  const search = useSyncExternalStore(subscribe, browserSearch, serverSearch);
  const filter = useMemo(() => filterFromSearch(search), [search]);
  const setFilter = useCallback((f: RowFilter) => {
    const { pathname, search: current, hash } = window.location;
    window.history.replaceState(window.history.state, "", `${pathname}${filterToSearch(current, f)}${hash}`);
    for (const notify of listeners) notify();
  }, []);
  return [filter, setFilter];
}

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

/**
 * The list filter kept in the page URL (?leagueIds=…&onlyHot=1&word=…). The server renders with
 * `initial` (static pages cannot read the URL), the browser then follows the address bar.
 */
export function useUrlFilter(initial: RowFilter): [RowFilter, (f: RowFilter) => void] {
  const serverSearch = useMemo(() => filterToSearch("", initial), [initial]);
  const search = useSyncExternalStore(subscribe, browserSearch, () => serverSearch);
  const filter = useMemo(() => filterFromSearch(search), [search]);
  const setFilter = useCallback((f: RowFilter) => {
    const { pathname, search: current, hash } = window.location;
    window.history.replaceState(window.history.state, "", `${pathname}${filterToSearch(current, f)}${hash}`);
    for (const notify of listeners) notify();
  }, []);
  return [filter, setFilter];
}

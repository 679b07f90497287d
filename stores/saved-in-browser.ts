import type { StoreApi } from "zustand";

type Options<T> = {
  /** The localStorage key. */
  name: string;
  /** A saved state of another version is left alone. */
  version: number;
  /** The fields worth keeping. */
  partialize: (state: T) => Partial<T>;
  /** The saved fields back into the state; check them here, storage is the user's to edit. */
  merge: (saved: unknown, current: T) => T;
};

export type BrowserSave = {
  /** Reads the saved fields back. Call it after hydration. */
  rehydrate(): void;
};

/**
 * Keeps some of a store's fields in localStorage in the shape zustand's persist middleware wrote
 * (`{ state, version }`), so choices saved before still load. Every change is saved; only
 * `rehydrate()` reads them, so the server HTML and the first render agree. Synchronous storage only: ~0.3 KB against the
 * middleware's ~1.1 KB (gzip) in every score list's first load.
 */
export function withBrowserSave<S extends StoreApi<T>, T = ReturnType<S["getState"]>>(
  store: S,
  { name, version, partialize, merge }: Options<T>,
): S & { persist: BrowserSave } {
  store.subscribe((state) => {
    try {
      localStorage.setItem(name, JSON.stringify({ state: partialize(state), version }));
    } catch {
      // No storage (the server), or full or blocked: the choice lasts this visit.
    }
  });
  const persist: BrowserSave = {
    rehydrate() {
      try {
        const saved: unknown = JSON.parse(localStorage.getItem(name) ?? "null");
        if (saved && typeof saved === "object" && "version" in saved && saved.version === version)
          store.setState(merge((saved as { state?: unknown }).state, store.getState()), true);
      } catch {
        // Unreadable or blocked storage: the defaults stay.
      }
    },
  };
  return Object.assign(store, { persist });
}

// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { createStore } from "zustand/vanilla";
import { withBrowserSave } from "./saved-in-browser";

type Volume = { level: number; muted: boolean };

const make = () =>
  withBrowserSave(
    createStore<Volume>()(() => ({ level: 5, muted: false })),
    {
      name: "volume",
      version: 2,
      partialize: ({ level }) => ({ level }),
      merge: (saved, current) => {
        const level = Number((saved as { level?: unknown } | null)?.level);
        return { ...current, level: Number.isInteger(level) ? level : current.level };
      },
    },
  );

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe("withBrowserSave", () => {
  it("saves the chosen fields of every change as zustand's persist did, and reads them only when asked", () => {
    localStorage.setItem("volume", JSON.stringify({ state: { level: 8 }, version: 2 }));
    const store = make();
    expect(store.getState().level).toBe(5);
    store.persist.rehydrate();
    expect(store.getState()).toEqual({ level: 8, muted: false });
    store.setState({ level: 3, muted: true });
    expect(JSON.parse(localStorage.getItem("volume")!)).toEqual({ state: { level: 3 }, version: 2 });
  });

  it("leaves another version, broken JSON and edited values alone", () => {
    const store = make();
    for (const saved of [
      JSON.stringify({ state: { level: 8 }, version: 1 }),
      "{not json",
      JSON.stringify({ state: { level: "loud" }, version: 2 }),
      JSON.stringify(null),
    ]) {
      localStorage.setItem("volume", saved);
      store.persist.rehydrate();
      expect(store.getState().level, saved).toBe(5);
    }
  });

  it("keeps working when the browser refuses storage", () => {
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    const store = make();
    store.persist.rehydrate();
    store.setState({ level: 9 });
    expect(store.getState().level).toBe(9);
  });
});

// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import { MAX_PINS_PER_TAB, usePinnedMatches } from "./pinned-matches-store";

const store = () => usePinnedMatches.getState();

beforeEach(() => {
  localStorage.clear();
  usePinnedMatches.setState({ pins: {} });
});

describe("pinned matches", () => {
  it("pins per tab, newest first, and a second toggle unpins", () => {
    store().toggle("live", 1);
    store().toggle("live", 2);
    store().toggle("jczq", 1);
    expect(store().pins).toEqual({ live: [2, 1], jczq: [1] });
    store().toggle("live", 1);
    expect(store().pins.live).toEqual([2]);
    expect(store().isPinned("jczq", 1)).toBe(true);
    expect(store().isPinned("live", 1)).toBe(false);
  });

  it("survives a reload through localStorage", async () => {
    store().toggle("end", 7);
    store().toggle("end", 9);
    const saved = localStorage.getItem("pinned-matches")!;
    expect(JSON.parse(saved).state.pins).toEqual({ end: [9, 7] });

    // A new page starts empty and loads what the last one saved.
    usePinnedMatches.setState({ pins: {} });
    localStorage.setItem("pinned-matches", saved);
    await usePinnedMatches.persist.rehydrate();
    expect(store().pins.end).toEqual([9, 7]);
  });

  it("ignores a corrupt saved value and keeps at most the newest pins", async () => {
    localStorage.setItem("pinned-matches", "{not json");
    await usePinnedMatches.persist.rehydrate();
    expect(store().pins).toEqual({});
    for (let id = 1; id <= MAX_PINS_PER_TAB + 5; id++) store().toggle("live", id);
    expect(store().pins.live).toHaveLength(MAX_PINS_PER_TAB);
    expect(store().pins.live[0]).toBe(MAX_PINS_PER_TAB + 5);
  });

  it("takes back only lists of match ids from an edited save", async () => {
    const state = { pins: { live: [3, 1], end: ["<img>"], next: "1,2" } };
    localStorage.setItem("pinned-matches", JSON.stringify({ state, version: 1 }));
    await usePinnedMatches.persist.rehydrate();
    expect(store().pins).toEqual({ live: [3, 1] });
  });
});

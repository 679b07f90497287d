// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createDelayBuffer } from "./delay-buffer";
import { DEFAULT_SETTINGS, useScoreSettings } from "./score-settings-store";

describe("比分延迟 buffer", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("delivers at once without a delay", () => {
    const got: string[] = [];
    const buffer = createDelayBuffer<string>((x) => got.push(x));
    buffer.push("a");
    expect(got).toEqual(["a"]);
  });

  it("holds each change for the delay, then delivers in arrival order", () => {
    const got: string[] = [];
    const buffer = createDelayBuffer<string>((x) => got.push(x));
    buffer.setDelay(10_000);
    buffer.push("goal");
    vi.advanceTimersByTime(4_000);
    buffer.push("corner");
    vi.advanceTimersByTime(5_999);
    expect(got).toEqual([]);
    expect(buffer.pending).toBe(2);
    vi.advanceTimersByTime(1);
    expect(got).toEqual(["goal"]);
    vi.advanceTimersByTime(4_000);
    expect(got).toEqual(["goal", "corner"]);
  });

  it("drops what is waiting when the list goes away", () => {
    const got: string[] = [];
    const buffer = createDelayBuffer<string>((x) => got.push(x));
    buffer.setDelay(5_000);
    buffer.push("a");
    buffer.dispose();
    vi.advanceTimersByTime(10_000);
    expect(got).toEqual([]);
  });
});

describe("score settings", () => {
  beforeEach(() => {
    localStorage.clear();
    useScoreSettings.setState(DEFAULT_SETTINGS);
  });

  it("start with China time, no delay, a popup and no sound", () => {
    expect(useScoreSettings.getState()).toMatchObject({
      sound: false,
      popup: true,
      delaySeconds: 0,
      timeZone: "china",
    });
  });

  it("are saved in the browser and read back on the next page", async () => {
    useScoreSettings.getState().change({ sound: true, delaySeconds: 30, timeZone: "local" });
    const saved = localStorage.getItem("score-settings")!;
    useScoreSettings.setState(DEFAULT_SETTINGS);
    localStorage.setItem("score-settings", saved);
    await useScoreSettings.persist.rehydrate();
    expect(useScoreSettings.getState()).toMatchObject({ sound: true, delaySeconds: 30, timeZone: "local" });
  });

  it("keep the delay within 0-120 s even from a tampered value", async () => {
    useScoreSettings.getState().change({ delaySeconds: 999 });
    expect(useScoreSettings.getState().delaySeconds).toBe(120);
    localStorage.setItem(
      "score-settings",
      JSON.stringify({ state: { delaySeconds: "abc", timeZone: "mars" }, version: 1 }),
    );
    await useScoreSettings.persist.rehydrate();
    expect(useScoreSettings.getState()).toMatchObject({ delaySeconds: 0, timeZone: "china" });
  });
});

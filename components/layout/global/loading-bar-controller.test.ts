import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createLoadingBarController, type LoadingBarState } from "./loading-bar-controller";

describe("loading bar", () => {
  let states: LoadingBarState[];
  const last = () => states[states.length - 1];
  const make = () => createLoadingBarController((s) => states.push(s));

  beforeEach(() => {
    vi.useFakeTimers();
    states = [];
  });
  afterEach(() => vi.useRealTimers());

  it("stays up at least 200 ms, completes, then hides", () => {
    const bar = make();
    bar.requestsChanged(1, false);
    expect(last()).toMatchObject({ visible: true, failed: false });
    bar.requestsChanged(0, false);
    vi.advanceTimersByTime(150);
    expect(last().progress).toBeLessThan(1);
    vi.advanceTimersByTime(50);
    expect(last()).toMatchObject({ visible: true, progress: 1, failed: false });
    vi.advanceTimersByTime(300);
    expect(last()).toEqual({ visible: false, progress: 0, failed: false });
  });

  it("turns red when a request of the cycle failed", () => {
    const bar = make();
    bar.requestsChanged(1, false);
    bar.requestsChanged(2, false);
    bar.requestsChanged(1, true);
    bar.requestsChanged(0, false);
    vi.advanceTimersByTime(200);
    expect(last()).toMatchObject({ progress: 1, failed: true });
  });

  it("runs across a navigation and the requests it makes", () => {
    const bar = make();
    bar.navigationStarted();
    vi.advanceTimersByTime(300);
    bar.requestsChanged(1, false);
    bar.navigationEnded();
    vi.advanceTimersByTime(1_000);
    expect(last().progress).toBeLessThan(1);
    bar.requestsChanged(0, false);
    vi.advanceTimersByTime(0);
    expect(last()).toMatchObject({ progress: 1, failed: false });
  });

  it("gives up on a navigation that never ends", () => {
    const bar = make();
    bar.navigationStarted();
    vi.advanceTimersByTime(14_999);
    expect(last().progress).toBeLessThan(1);
    vi.advanceTimersByTime(2);
    expect(last().progress).toBe(1);
  });
});

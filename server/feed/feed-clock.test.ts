import { describe, expect, it } from "vitest";
import { createFeedClock } from "./feed-clock";

describe("feed clock", () => {
  it("runs real time sped up from the moment it was made", () => {
    let real = 1_000_000;
    const clock = createFeedClock(() => real, 30);
    real += 2_000;
    expect(clock.now()).toBe(1_060_000);
  });

  it("goes on where an earlier process left off when both share the origin", () => {
    let real = 1_000_000;
    const origin = real;
    real += 60_000;
    const killed = createFeedClock(() => real, 30, origin);
    const before = killed.now();
    real += 5_000; // the api is restarted
    const restarted = createFeedClock(() => real, 30, origin);
    expect(restarted.now()).toBe(before + 150_000);
  });

  it("is real time at scale 1", () => {
    const clock = createFeedClock(() => 42, 1, 7);
    expect(clock.now()).toBe(42);
  });
});

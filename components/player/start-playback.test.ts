import { describe, expect, it, vi } from "vitest";
import { startPlayback } from "./start-playback";

const notAllowed = () => Object.assign(new Error("play() failed"), { name: "NotAllowedError" });

describe("startPlayback", () => {
  it("plays with sound when the browser allows it", async () => {
    const media = { muted: false };
    expect(await startPlayback(media, () => Promise.resolve())).toBe("playing");
    expect(media.muted).toBe(false);
  });

  it("falls back to muted playback when sound is refused", async () => {
    const media = { muted: false };
    const play = vi.fn().mockRejectedValueOnce(notAllowed()).mockResolvedValueOnce(undefined);
    expect(await startPlayback(media, play)).toBe("muted");
    expect(media.muted).toBe(true);
    expect(play).toHaveBeenCalledTimes(2);
  });

  it("reports blocked when even muted playback is refused, or on another failure", async () => {
    expect(await startPlayback({ muted: false }, () => Promise.reject(notAllowed()))).toBe("blocked");
    expect(await startPlayback({ muted: false }, () => Promise.reject(new Error("AbortError")))).toBe(
      "blocked",
    );
  });

  it("does not wait forever for a play() that never settles", async () => {
    vi.useFakeTimers();
    const outcome = startPlayback({ muted: false }, () => new Promise<void>(() => {}), 1_000);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await outcome).toBe("timeout");
    vi.useRealTimers();
  });
});

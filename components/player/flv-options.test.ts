import { describe, expect, it } from "vitest";
import { FLV_PLAYER } from "@/lib/constants";
import { flvOptions } from "./flv-options";

describe("flvOptions", () => {
  it("tunes a live stream for latency: no stash buffer, no lazy load", () => {
    const { source, config } = flvOptions("http://m/live/room1.flv", true);
    expect(source).toMatchObject({ type: "flv", isLive: true, url: "http://m/live/room1.flv" });
    expect(config).toMatchObject({
      isLive: true,
      enableStashBuffer: false,
      stashInitialSize: 524_288,
      lazyLoad: false,
    });
  });

  it("lets a playback stash, lazy-load three minutes ahead and seek by range", () => {
    const { source, config } = flvOptions("http://m/playback/a.flv?e=1&s=x", false);
    expect(source.isLive).toBe(false);
    expect(config).toMatchObject({
      stashInitialSize: 393_216,
      lazyLoad: true,
      lazyLoadMaxDuration: FLV_PLAYER.lazyLoadMaxSeconds,
      lazyLoadRecoverDuration: 30,
      seekType: "range",
    });
  });
});

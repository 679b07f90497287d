import type FlvJs from "flv.js";
import { FLV_PLAYER } from "@/lib/constants";

/**
 * What flv.js is given for one source (SPEC §9): live streams skip the stash buffer for the lowest
 * latency and never lazy-load; playbacks stash, lazy-load up to 180 s ahead and seek by HTTP Range.
 */
export function flvOptions(
  url: string,
  isLive: boolean,
): { source: FlvJs.MediaDataSource; config: FlvJs.Config } {
  const source: FlvJs.MediaDataSource = { type: "flv", url, isLive, cors: true };
  if (isLive) {
    return {
      source,
      config: {
        isLive: true,
        enableStashBuffer: false,
        stashInitialSize: FLV_PLAYER.liveStashInitialSize,
        lazyLoad: false,
        autoCleanupSourceBuffer: true,
        statisticsInfoReportInterval: FLV_PLAYER.statisticsIntervalMs,
      },
    };
  }
  return {
    source,
    config: {
      isLive: false,
      enableStashBuffer: true,
      stashInitialSize: FLV_PLAYER.stashInitialSize,
      lazyLoad: true,
      lazyLoadMaxDuration: FLV_PLAYER.lazyLoadMaxSeconds,
      lazyLoadRecoverDuration: FLV_PLAYER.resumeWithinSeconds,
      seekType: "range",
      statisticsInfoReportInterval: FLV_PLAYER.statisticsIntervalMs,
    },
  };
}

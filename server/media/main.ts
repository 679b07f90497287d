import { createLogger } from "../log/logger";
import { createMediaApi } from "./api-client";
import { loadMediaEnv } from "./env";
import { startMediaServer } from "./media-server";

/** The media process: RTMP ingest and HTTP-FLV out, demo loops and playback files. */
async function main() {
  const env = loadMediaEnv();
  const log = createLogger(env.LOG_LEVEL);
  const media = await startMediaServer({
    host: env.MEDIA_HOST,
    rtmpPort: env.MEDIA_RTMP_PORT,
    httpPort: env.MEDIA_HTTP_PORT,
    secret: env.MEDIA_SECRET,
    origins: env.webOrigins,
    api: createMediaApi(env.API_INTERNAL_URL, env.MEDIA_SECRET),
    demoClip: env.MEDIA_DEMO_CLIP,
    playbackDir: env.MEDIA_PLAYBACK_DIR,
    paidDir: env.MEDIA_PAID_DIR,
    graceMs: env.MEDIA_PUBLISH_GRACE_MS,
    thumbs: { ffmpeg: env.MEDIA_FFMPEG, dir: env.MEDIA_THUMB_DIR, everyMs: env.MEDIA_THUMB_EVERY_MS },
    replays: { dir: env.MEDIA_REPLAY_DIR, budgetMb: env.PLAYBACK_CACHE_MB },
    broadcast:
      env.MEDIA_BROADCAST === "on"
        ? { ffmpeg: env.MEDIA_FFMPEG, fps: env.MEDIA_BROADCAST_FPS, kbps: env.MEDIA_BROADCAST_KBPS }
        : null,
    log,
    nmsLog: env.LOG_LEVEL === "silent" ? "silent" : env.LOG_LEVEL === "debug" ? "info" : "warn",
  });
  log.info("media listening", {
    rtmp: `rtmp://${env.MEDIA_HOST}:${media.rtmpPort}/live`,
    http: `http://${env.MEDIA_HOST}:${media.httpPort}`,
    demoStreams: media.demoStreams().length,
    broadcast:
      env.MEDIA_BROADCAST === "on"
        ? `${env.MEDIA_BROADCAST_FPS} fps ${env.MEDIA_BROADCAST_KBPS} kbit/s`
        : "off",
  });

  const stop = async () => {
    await media.stop();
    process.exit(0);
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

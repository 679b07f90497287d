import { z } from "zod";

const port = z.coerce.number().int().min(0).max(65535);

const mediaEnvSchema = z.object({
  MEDIA_HOST: z.string().default("127.0.0.1"),
  MEDIA_RTMP_PORT: port.default(1935),
  MEDIA_HTTP_PORT: port.default(3002),
  /** Shared with the api: authenticates the publish hooks and signs playback links. */
  MEDIA_SECRET: z.string().min(16, "MEDIA_SECRET must be at least 16 characters"),
  API_INTERNAL_URL: z.url().default("http://127.0.0.1:3001"),
  WEB_ORIGINS: z.string().default("http://localhost:3000,http://127.0.0.1:3000"),
  MEDIA_DEMO_CLIP: z.string().default("assets/video/demo.flv"),
  MEDIA_PLAYBACK_DIR: z.string().default("assets/video"),
  /** Priced playbacks' files: only links signed for a buyer reach them (`/paid/…`). */
  MEDIA_PAID_DIR: z.string().default("assets/video/paid"),
  /** Rendered replays (server/media/replay): where they are kept and their disk budget, MB. */
  MEDIA_REPLAY_DIR: z.string().default("data/replays"),
  PLAYBACK_CACHE_MB: z.coerce.number().int().min(50).default(600),
  /** How long a dropped publisher may reconnect before the room goes offline. */
  MEDIA_PUBLISH_GRACE_MS: z.coerce.number().int().min(0).default(5000),
  /** Debian's ffmpeg (found on PATH): renders the demo rooms' broadcasts and takes the card pictures; missing → the demo clip and covers, logged once. */
  MEDIA_FFMPEG: z.string().min(1).default("ffmpeg"),
  MEDIA_THUMB_DIR: z.string().default("data/thumbs"),
  /** A new picture of each live room this often. */
  MEDIA_THUMB_EVERY_MS: z.coerce.number().int().min(5000).default(45_000),
  /** Demo rooms show their bound match rendered into video ("off": they loop the demo clip). */
  MEDIA_BROADCAST: z.enum(["on", "off"]).default("on"),
  MEDIA_BROADCAST_FPS: z.coerce.number().int().min(1).max(30).default(10),
  MEDIA_BROADCAST_KBPS: z.coerce.number().int().min(50).max(4000).default(250),
  LOG_LEVEL: z.enum(["silent", "error", "info", "debug"]).default("info"),
});

export type MediaEnv = z.infer<typeof mediaEnvSchema> & { webOrigins: string[] };

export function loadMediaEnv(source: Record<string, string | undefined> = process.env): MediaEnv {
  const parsed = mediaEnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid media configuration:\n${lines.join("\n")}`);
  }
  return {
    ...parsed.data,
    webOrigins: parsed.data.WEB_ORIGINS.split(",")
      .map((o) => o.trim())
      .filter(Boolean),
  };
}

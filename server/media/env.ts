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
  /** How long a dropped publisher may reconnect before the room goes offline. */
  MEDIA_PUBLISH_GRACE_MS: z.coerce.number().int().min(0).default(5000),
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

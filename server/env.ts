import { z } from "zod";
import { parseProxyEntry } from "./http/client-address";

const flag = z.enum(["0", "1", "true", "false"]).transform((v) => v === "1" || v === "true");

const apiEnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  API_HOST: z.string().default("127.0.0.1"),
  API_PORT: z.coerce.number().int().min(1).max(65535).default(3001),
  WEB_ORIGINS: z.string().default("http://localhost:3000,http://127.0.0.1:3000"),
  DATABASE_URL: z.url().optional(),
  PGLITE_DIR: z.string().default("data/pglite"),
  REDIS_URL: z.url().optional(),
  /** Put before every Redis key and channel, so several apps or test runs can share one Redis. */
  REDIS_KEY_PREFIX: z
    .string()
    .max(64)
    .regex(/^[\w:.-]*$/, "may hold only letters, digits and _ : . -")
    .default(""),
  UPLOAD_DIR: z.string().default("data/uploads"),
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(2 * 1024 * 1024),
  SEED: z.coerce.number().int().default(20261122),
  SEED_DEMO: flag.default(true),
  LOG_LEVEL: z.enum(["silent", "error", "info", "debug"]).default("info"),
  RATE_LIMIT: flag.default(true),
  /**
   * Peers whose `X-Forwarded-For` is believed (addresses or CIDR blocks, comma-separated). The
   * default is loopback because the web's `/gateway` runs on this machine and sets the real peer.
   */
  TRUSTED_PROXIES: z
    .string()
    .default("127.0.0.1,::1,::ffff:127.0.0.1")
    .transform((v) =>
      v
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .refine(
      (list) => list.every((entry) => parseProxyEntry(entry) !== null),
      "must be addresses or CIDR blocks",
    ),
  /** The simulated live feed (server/feed): on/off, how often it ticks, how fast its clock runs. */
  FEED_ENABLED: flag.default(true),
  FEED_TICK_MS: z.coerce.number().int().min(100).max(60_000).default(1000),
  FEED_TIME_SCALE: z.coerce.number().positive().max(3600).default(1),
  /** When (epoch ms) the sped-up feed clock started; shared by every api process of a run. */
  FEED_CLOCK_ORIGIN: z.coerce.number().int().positive().optional(),
  /** Live streams (SSE) one client may hold open at once: a signed-in user, else one address (NAT: higher). */
  SSE_MAX_PER_USER: z.coerce.number().int().min(1).max(1000).default(8),
  SSE_MAX_PER_ADDRESS: z.coerce.number().int().min(1).max(10_000).default(32),
  /** How browsers reach the media process (HTTP-FLV live streams and playback files). */
  MEDIA_PUBLIC_URL: z.url().default("http://127.0.0.1:3002"),
  /** The push address shown to anchors (OBS 服务器). */
  MEDIA_RTMP_URL: z
    .string()
    .regex(/^rtmps?:\/\/\S+$/, "must be an rtmp:// URL")
    .default("rtmp://127.0.0.1:1935/live"),
  /** Shared with the media process (publish hooks, signed playback links); unset disables the hooks. */
  MEDIA_SECRET: z.string().min(16, "MEDIA_SECRET must be at least 16 characters").optional(),
  /** The payment gateway of recharges (server/services/payments); the sandbox plays a Chinese gateway. */
  PAY_PROVIDER: z.enum(["sandbox"]).default("sandbox"),
  /** Signs the gateway's notifications; unset, each api process draws its own (one process only). */
  PAY_NOTIFY_SECRET: z.string().min(16, "PAY_NOTIFY_SECRET must be at least 16 characters").optional(),
  /** Where the sandbox gateway posts its notifications; default this api's own /pay/notify/sandbox. */
  PAY_NOTIFY_URL: z.url().optional(),
  /** How long a red packet stays open before the rest returns to its sender. */
  RED_PACKET_TTL_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(24 * 60 * 60 * 1000),
});

export type ApiEnv = z.infer<typeof apiEnvSchema> & { isProduction: boolean; webOrigins: string[] };

/** Validates the environment once; a wrong value stops the process with a readable message. */
export function loadApiEnv(source: Record<string, string | undefined> = process.env): ApiEnv {
  const parsed = apiEnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid api configuration:\n${lines.join("\n")}`);
  }
  const env = parsed.data;
  return {
    ...env,
    isProduction: env.NODE_ENV === "production",
    webOrigins: env.WEB_ORIGINS.split(",")
      .map((o) => o.trim())
      .filter(Boolean),
  };
}

export function testEnv(overrides: Record<string, string> = {}): ApiEnv {
  return loadApiEnv({ NODE_ENV: "test", LOG_LEVEL: "silent", RATE_LIMIT: "1", ...overrides });
}

import { z } from "zod";

const flag = z.enum(["0", "1", "true", "false"]).transform((v) => v === "1" || v === "true");

const apiEnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  API_HOST: z.string().default("127.0.0.1"),
  API_PORT: z.coerce.number().int().min(1).max(65535).default(3001),
  WEB_ORIGINS: z.string().default("http://localhost:3000,http://127.0.0.1:3000"),
  DATABASE_URL: z.url().optional(),
  PGLITE_DIR: z.string().default("data/pglite"),
  REDIS_URL: z.url().optional(),
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

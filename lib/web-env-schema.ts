import { z } from "zod";

const webEnvSchema = z.object({
  API_INTERNAL_URL: z.url().default("http://127.0.0.1:3001"),
  SITE_URL: z.url().default("http://localhost:3000"),
  SITE_STATS_SCRIPT: z.union([z.url(), z.literal("")]).default(""),
  DEVTOOLS_GUARD: z.enum(["on", "off"]).default("on"),
  WEB_PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /** Addresses or CIDR ranges of reverse proxies whose X-Forwarded-For/-Proto the web believes. */
  WEB_TRUSTED_PROXIES: z.string().default(""),
  /** Where browsers fetch live video and playbacks; the Content-Security-Policy allows it. */
  MEDIA_PUBLIC_URL: z.url().default("http://127.0.0.1:3002"),
});

export type WebEnv = z.infer<typeof webEnvSchema>;

/** Validates the web's configuration; a wrong value stops the process with a readable message. */
export function loadWebEnv(source: Record<string, string | undefined>): WebEnv {
  const parsed = webEnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid web configuration:\n${lines.join("\n")}`);
  }
  return parsed.data;
}

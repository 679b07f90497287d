import { z } from "zod";

const optionalText = z.string().trim().default("");

const webEnvSchema = z.object({
  API_INTERNAL_URL: z.url().default("http://127.0.0.1:3001"),
  /** The public origin (canonical URLs, Open Graph, sitemaps, QR codes); default from WEB_PORT. */
  SITE_URL: z.url().optional(),
  /** Contact details and the record numbers shown in the footer; left out when empty. */
  SITE_CONTACT_EMAIL: z.union([z.email(), z.literal("")]).default(""),
  SITE_CONTACT_PHONE: optionalText,
  SITE_ICP: optionalText,
  SITE_PUBLIC_SECURITY_RECORD: optionalText,
  SITE_STATS_SCRIPT: z.union([z.url(), z.literal("")]).default(""),
  DEVTOOLS_GUARD: z.enum(["on", "off"]).default("on"),
  WEB_PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /** Addresses or CIDR ranges of reverse proxies whose X-Forwarded-For/-Proto the web believes. */
  WEB_TRUSTED_PROXIES: z.string().default(""),
  /** Where browsers fetch live video and playbacks; the Content-Security-Policy allows it. */
  MEDIA_PUBLIC_URL: z.url().default("http://127.0.0.1:3002"),
});

export type WebEnv = Omit<z.infer<typeof webEnvSchema>, "SITE_URL"> & { SITE_URL: string };

/** Validates the web's configuration; a wrong value stops the process with a readable message. */
export function loadWebEnv(source: Record<string, string | undefined>): WebEnv {
  const parsed = webEnvSchema.safeParse(withoutEmpty(source, "SITE_URL"));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid web configuration:\n${lines.join("\n")}`);
  }
  const env = parsed.data;
  // The origin without a trailing slash, so `${SITE_URL}${path}` is always one URL.
  const site = new URL(env.SITE_URL ?? `http://localhost:${env.WEB_PORT}`).origin;
  return { ...env, SITE_URL: site };
}

function withoutEmpty(source: Record<string, string | undefined>, key: string) {
  return source[key] ? source : { ...source, [key]: undefined };
}

import "server-only";
import { z } from "zod";

const webEnvSchema = z.object({
  API_INTERNAL_URL: z.url().default("http://127.0.0.1:3001"),
  SITE_URL: z.url().default("http://localhost:3000"),
  SITE_STATS_SCRIPT: z.union([z.url(), z.literal("")]).default(""),
  DEVTOOLS_GUARD: z.enum(["on", "off"]).default("on"),
});

function load() {
  const parsed = webEnvSchema.safeParse(process.env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid web configuration:\n${lines.join("\n")}`);
  }
  return parsed.data;
}

/** The web server's configuration, validated once; nothing else reads process.env. */
export const webEnv = load();

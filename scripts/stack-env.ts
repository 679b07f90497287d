import { existsSync } from "node:fs";
import type { Env } from "./processes";

/** Ports and URLs for the processes `npm start` runs, all from configuration. */
export function stackEnv(overrides: Env = {}): Env {
  if (existsSync(".env")) process.loadEnvFile(".env");
  const env = { ...process.env, ...overrides };
  const webPort = env.WEB_PORT ?? "3000";
  const apiPort = env.API_PORT ?? "3001";
  return {
    ...env,
    WEB_PORT: webPort,
    API_PORT: apiPort,
    API_INTERNAL_URL: env.API_INTERNAL_URL ?? `http://127.0.0.1:${apiPort}`,
    WEB_ORIGINS: env.WEB_ORIGINS ?? `http://localhost:${webPort},http://127.0.0.1:${webPort}`,
    // One sped-up feed clock for the run: an api the supervisor restarts goes on where it was.
    FEED_CLOCK_ORIGIN: env.FEED_CLOCK_ORIGIN ?? String(Date.now()),
    NEXT_TELEMETRY_DISABLED: "1",
  };
}

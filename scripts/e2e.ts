import { rmSync } from "node:fs";
import { ensureChromium } from "./chromium";
import { runToEnd, stopAll, type Running } from "./processes";
import { startStack } from "./stack";
import { stackEnv } from "./stack-env";

// Playwright against a production build on a fresh embedded database, on ports of its own.
const dataDir = `data/e2e-${process.pid}`;
const env = stackEnv({
  NODE_ENV: "production",
  WEB_PORT: process.env.E2E_WEB_PORT ?? "3100",
  API_PORT: process.env.E2E_API_PORT ?? "3101",
  API_INTERNAL_URL: undefined,
  WEB_ORIGINS: undefined,
  PGLITE_DIR: `${dataDir}/pglite`,
  UPLOAD_DIR: `${dataDir}/uploads`,
  DATABASE_URL: undefined,
  REDIS_URL: undefined,
  NEXT_DIST_DIR: process.env.E2E_DIST_DIR ?? ".next-e2e",
  DEVTOOLS_GUARD: "on",
  LOG_LEVEL: "error",
  // Matches play 30 times faster, so a live score changes while a test watches the page.
  FEED_TIME_SCALE: process.env.E2E_FEED_TIME_SCALE ?? "30",
});

let running: Running[] = [];
const cleanup = () => {
  stopAll(running);
  rmSync(dataDir, { recursive: true, force: true });
};
process.on("SIGINT", () => (cleanup(), process.exit(130)));

async function main() {
  await ensureChromium();
  running = await startStack({ env, rebuild: !process.argv.includes("--reuse-build") });
  await runToEnd(
    "npx",
    ["playwright", "test", ...process.argv.slice(2).filter((a) => a !== "--reuse-build")],
    {
      ...env,
      E2E_BASE_URL: `http://127.0.0.1:${env.WEB_PORT}`,
      E2E_API_URL: env.API_INTERNAL_URL,
    },
  );
}

main()
  .then(() => (cleanup(), process.exit(0)))
  .catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    cleanup();
    process.exit(1);
  });

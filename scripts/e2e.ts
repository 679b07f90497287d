import { rmSync } from "node:fs";
import { ensureChromium } from "./chromium";
import { e2eBackends, type E2eBackends } from "./e2e-backends";
import { runToEnd } from "./processes";
import { startStack } from "./stack";
import { stackEnv } from "./stack-env";
import { createSupervisor } from "./supervisor";

// Playwright against one production build on a fresh database, on ports of its own.
const dataDir = `data/e2e-${process.pid}`;
const runDir = `${dataDir}/run`;
let backends: E2eBackends | undefined;
const supervisor = createSupervisor({ runDir });

let cleaning: Promise<void> | undefined;
const cleanup = () =>
  (cleaning ??= supervisor.stop().then(async () => {
    await backends?.cleanup();
    rmSync(dataDir, { recursive: true, force: true });
  }));
// Children run detached, so an interrupted run must stop them (and drop its database) itself.
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.on(signal, () => void cleanup().then(() => process.exit(130)));

async function main() {
  await ensureChromium();
  backends = await e2eBackends(dataDir);
  console.log(`browser tests run on ${backends.name}`);
  const env = stackEnv({
    NODE_ENV: "production",
    WEB_PORT: process.env.E2E_WEB_PORT ?? "3100",
    API_PORT: process.env.E2E_API_PORT ?? "3101",
    API_INTERNAL_URL: undefined,
    WEB_ORIGINS: undefined,
    ...backends.env,
    UPLOAD_DIR: `${dataDir}/uploads`,
    MEDIA_THUMB_DIR: `${dataDir}/thumbs`,
    NEXT_DIST_DIR: process.env.E2E_DIST_DIR ?? ".next-e2e",
    DEVTOOLS_GUARD: "on",
    LOG_LEVEL: "error",
    // Matches play 30 times faster, so a live score changes while a test watches the page.
    FEED_TIME_SCALE: process.env.E2E_FEED_TIME_SCALE ?? "30",
  });
  await startStack({ env, supervisor, rebuild: !process.argv.includes("--reuse-build") });
  await runToEnd(
    "npx",
    ["playwright", "test", ...process.argv.slice(2).filter((a) => a !== "--reuse-build")],
    {
      ...env,
      E2E_BASE_URL: `http://127.0.0.1:${env.WEB_PORT}`,
      E2E_API_URL: env.API_INTERNAL_URL,
      // The resilience spec kills the api by the pid the supervisor writes here.
      E2E_RUN_DIR: runDir,
      E2E_BACKENDS: backends.name,
    },
  );
}

main()
  .then(() => cleanup().then(() => process.exit(0)))
  .catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    void cleanup().then(() => process.exit(1));
  });

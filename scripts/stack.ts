import { existsSync } from "node:fs";
import { withMediaEnv } from "./media-env";
import { run, runToEnd, stopAll, waitForHttp, type Env, type Running } from "./processes";

// A first start migrates and seeds (~15 s idle); on a loaded 2-core machine it can take minutes.
const API_START_TIMEOUT_MS = 300_000;

type StackOptions = { env: Env; dev?: boolean; rebuild?: boolean };

/** Starts the api (migrate + seed on first run) and the media process, builds the web if needed, starts the web. */
export async function startStack({
  env: given,
  dev = false,
  rebuild = false,
}: StackOptions): Promise<Running[]> {
  const running: Running[] = [];
  const env = withMediaEnv(given);
  try {
    // The demo api runs outside production so the SMS outbox and its console exist.
    const api = run("api", "npx", ["tsx", "server/main.ts"], {
      ...env,
      NODE_ENV: env.API_NODE_ENV ?? "development",
    });
    running.push(api);
    await waitForHttp(
      `${env.API_INTERNAL_URL}/healthz`,
      API_START_TIMEOUT_MS,
      () => api.child.exitCode === null,
    );
    const media = run("media", "npx", ["tsx", "server/media/main.ts"], env);
    running.push(media);
    await waitForHttp(`${env.MEDIA_PUBLIC_URL}/healthz`, 60_000, () => media.child.exitCode === null);

    if (dev) {
      running.push(run("web", "npx", ["tsx", "web-server.ts", "--dev"], { ...env, NODE_ENV: "development" }));
      return running;
    }
    const distDir = env.NEXT_DIST_DIR || ".next";
    if (rebuild || !existsSync(`${distDir}/BUILD_ID`)) await runToEnd("npx", ["next", "build"], env);
    // web-server.ts is Next behind the door: security headers, honest X-Forwarded-For, 400 for broken paths.
    const web = run("web", "npx", ["tsx", "web-server.ts"], env);
    running.push(web);
    await waitForHttp(
      `http://127.0.0.1:${env.WEB_PORT}/about/10001`,
      120_000,
      () => web.child.exitCode === null,
    );
    return running;
  } catch (error) {
    stopAll(running);
    throw error;
  }
}

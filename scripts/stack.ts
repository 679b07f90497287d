import { existsSync } from "node:fs";
import { withMediaEnv } from "./media-env";
import { runToEnd, waitForHttp, type Env } from "./processes";
import type { ChildSpec, Supervisor } from "./supervisor";

// A first start migrates and seeds (~15 s idle); on a loaded 2-core machine it can take minutes.
const API_START_TIMEOUT_MS = 300_000;

type StackOptions = { env: Env; supervisor: Supervisor; dev?: boolean; rebuild?: boolean };

// Node itself runs each child (no npx or tsx wrapper), so the pid the supervisor sees is the server's.
const tsNode = (entry: string) => [process.execPath, ["--import", "tsx", entry]] as const;

/** The web server's command line, in one place (a custom server entry changes only this). */
// web-server.ts is Next behind the door: security headers, honest X-Forwarded-For, 400 for broken paths.
function webChild(env: Env, dev: boolean): ChildSpec {
  const [command, args] = tsNode("web-server.ts");
  return {
    name: "web",
    command,
    args: dev ? [...args, "--dev"] : [...args],
    env: dev ? { ...env, NODE_ENV: "development" } : env,
  };
}

function apiChild(env: Env): ChildSpec {
  const [command, args] = tsNode("server/main.ts");
  // The demo api runs outside production so the SMS outbox and its console exist.
  return {
    name: "api",
    command,
    args: [...args],
    env: { ...env, NODE_ENV: env.API_NODE_ENV ?? "development" },
  };
}

function mediaChild(env: Env): ChildSpec {
  const [command, args] = tsNode("server/media/main.ts");
  return { name: "media", command, args: [...args], env };
}

/**
 * Starts the api (migrate + seed on first run) and the media process under `supervisor`, builds
 * the web if needed, starts the web. The caller owns the supervisor: it stops it on error or exit.
 */
export async function startStack({ env: given, supervisor, dev = false, rebuild = false }: StackOptions) {
  const env = withMediaEnv(given);
  supervisor.start(apiChild(env));
  await waitForHttp(`${env.API_INTERNAL_URL}/healthz`, API_START_TIMEOUT_MS, supervisor.gaveUp);
  supervisor.start(mediaChild(env));
  await waitForHttp(`${env.MEDIA_PUBLIC_URL}/healthz`, 60_000, supervisor.gaveUp);

  const distDir = env.NEXT_DIST_DIR || ".next";
  if (!dev && (rebuild || !existsSync(`${distDir}/BUILD_ID`))) await runToEnd("npx", ["next", "build"], env);
  supervisor.start(webChild(env, dev));
  if (!dev) await waitForHttp(`http://127.0.0.1:${env.WEB_PORT}/about/10001`, 120_000, supervisor.gaveUp);
}

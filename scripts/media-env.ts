import { randomBytes } from "node:crypto";
import type { Env } from "./processes";

/**
 * Settings the api and the media process must agree on. Ports default from API_PORT (3001 gives
 * 3002 and 1935), so a second stack on other ports (e2e) does not collide with the first. Without
 * MEDIA_SECRET in the environment each run makes its own, so playback links end with the run.
 */
export function withMediaEnv(env: Env): Env {
  const offset = Number(env.API_PORT ?? 3001) - 3001;
  const httpPort = env.MEDIA_HTTP_PORT ?? String(3002 + offset);
  const rtmpPort = env.MEDIA_RTMP_PORT ?? String(1935 + offset);
  const host = env.MEDIA_HOST ?? "127.0.0.1";
  return {
    ...env,
    MEDIA_HOST: host,
    MEDIA_HTTP_PORT: httpPort,
    MEDIA_RTMP_PORT: rtmpPort,
    MEDIA_SECRET: env.MEDIA_SECRET ?? randomBytes(24).toString("base64url"),
    MEDIA_PUBLIC_URL: env.MEDIA_PUBLIC_URL ?? `http://${host}:${httpPort}`,
    MEDIA_RTMP_URL: env.MEDIA_RTMP_URL ?? `rtmp://${host}:${rtmpPort}/live`,
  };
}

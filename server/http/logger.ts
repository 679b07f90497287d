import type { MiddlewareHandler } from "hono";
import type { Logger } from "../log/logger";

export function requestLog(log: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    // The media process polls its internal hooks every few seconds: keep them out of the info log.
    const write = c.req.path.startsWith("/internal/") && c.res.status < 400 ? log.debug : log.info;
    write("request", {
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    });
  };
}

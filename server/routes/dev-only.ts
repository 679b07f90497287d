import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../context";
import { envelope } from "../http/envelope";

/** Development helpers (SMS outbox, captcha answers) answer like an unknown path in production. */
export function devOnly(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.var.deps.env.isProduction) return c.json(envelope(null, 404, "接口不存在"), 404);
    await next();
  };
}

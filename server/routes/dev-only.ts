import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../context";
import { envelope } from "../http/envelope";
import { isLoopback, peerAddress } from "../http/peer";

/**
 * Development helpers (SMS outbox, captcha answers) answer like an unknown path in production and
 * to any peer but this machine: the socket decides, so API_HOST=0.0.0.0 or a forwarded header cannot expose them.
 */
export function devOnly(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.var.deps.env.isProduction || !isLoopback(peerAddress(c))) {
      return c.json(envelope(null, 404, "接口不存在"), 404);
    }
    await next();
  };
}

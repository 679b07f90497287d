import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import { BizError } from "../errors/biz-error";
import { envelope } from "./envelope";
import type { Logger } from "../log/logger";

/** Every thrown value becomes the {code, message, data} envelope; only real faults are 500. */
export function createErrorHandler(log: Logger) {
  return (err: Error, c: Context) => {
    if (err instanceof BizError) {
      return c.json(envelope(null, err.code, err.message), err.status);
    }
    if (err instanceof HTTPException) {
      const status = err.status;
      const message = status === 400 ? "请求体格式错误" : err.message || "请求无效";
      return c.json(envelope(null, status, message), status);
    }
    log.error("unhandled", { path: c.req.path, method: c.req.method, error: String(err?.stack ?? err) });
    return c.json(envelope(null, 500, "服务器开小差了，请稍后再试"), 500);
  };
}

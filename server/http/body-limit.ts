import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { BODY_TOO_LARGE_MESSAGE, REQUEST_BODY_MAX_BYTES, UPLOAD_PATHS } from "@/lib/contracts/body-limit";
import type { AppEnv } from "../context";
import { envelope } from "./envelope";

const limit = bodyLimit({
  maxSize: REQUEST_BODY_MAX_BYTES,
  onError: (c) => c.json(envelope(null, 413, BODY_TOO_LARGE_MESSAGE), 413),
});

/** A global cap on request bodies, checked before anything reads them; uploads keep their own limit. */
export const requestBodyLimit: MiddlewareHandler<AppEnv> = (c, next) =>
  UPLOAD_PATHS.includes(c.req.path) ? next() : limit(c, next);

/** Browsers must take every answer as the type it declares. */
export const noSniff: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  c.res.headers.set("X-Content-Type-Options", "nosniff");
};

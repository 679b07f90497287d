import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { UPLOAD_MAX_IMAGES } from "@/lib/codes/upload-limits";
import type { AppEnv } from "../context";
import { sizeMessage } from "../services/upload/image-data";
import { envelope } from "./envelope";

/** Caps the body before it is read: nine images in base64, three times that when form-encoded. */
export const limitUploadBody: MiddlewareHandler<AppEnv> = (c, next) => {
  const max = c.var.deps.env.UPLOAD_MAX_BYTES;
  const json = UPLOAD_MAX_IMAGES * (Math.ceil(max / 3) * 4 + 256) + 4096;
  const form = /x-www-form-urlencoded/i.test(c.req.header("content-type") ?? "");
  return bodyLimit({
    maxSize: form ? json * 3 : json,
    onError: (ctx) => ctx.json(envelope(null, 413, sizeMessage(max)), 413),
  })(c, next);
};

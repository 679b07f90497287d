import type { Context } from "hono";
import { z } from "zod";
import { BizError } from "../errors/biz-error";
import { describeZodError } from "../errors/parse-input";
import { envelope } from "./envelope";

/** defaultHook for every OpenAPIHono: a failed schema becomes the 400 envelope. */
export function validationHook(result: { success: boolean; error?: unknown }, c: Context) {
  if (!result.success) {
    const message = result.error instanceof z.ZodError ? describeZodError(result.error) : "参数错误";
    return c.json(envelope(null, 400, message), 400);
  }
}

/** Request body config accepting JSON and form encodings for one schema (never `required`). */
export function jsonOrForm<T extends z.ZodType>(schema: T) {
  return {
    content: {
      "application/json": { schema },
      "application/x-www-form-urlencoded": { schema },
    },
  };
}

/** The validated body, whichever encoding the caller used. */
export function bodyOf<T>(c: Context): T {
  const type = c.req.header("content-type") ?? "";
  const req = c.req as unknown as { valid(target: "json" | "form"): T };
  if (/application\/(\S+\+)?json/i.test(type)) return req.valid("json");
  if (/x-www-form-urlencoded|multipart\/form-data/i.test(type)) return req.valid("form");
  throw new BizError(415, "请求体须为 JSON 或表单格式", 415);
}

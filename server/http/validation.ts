import type { Context } from "hono";
import { z } from "zod";
import { badRequest, BizError } from "./biz-error";
import { envelope } from "./envelope";

z.config(z.locales.zhCN());

export function describeZodError(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "参数错误";
  const field = issue.path.join(".");
  return field ? `${issue.message}（${field}）` : issue.message;
}

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

/** Parse a value that did not pass through a route schema (e.g. a decrypted payload). */
export function parseOrBadRequest<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw badRequest(describeZodError(parsed.error));
  return parsed.data;
}

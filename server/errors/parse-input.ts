import { z } from "zod";
import { badRequest } from "./biz-error";

z.config(z.locales.zhCN());

export function describeZodError(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "参数错误";
  const field = issue.path.join(".");
  return field ? `${issue.message}（${field}）` : issue.message;
}

/** Parse a value that did not pass through a route schema (e.g. a decrypted payload). */
export function parseOrBadRequest<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw badRequest(describeZodError(parsed.error));
  return parsed.data;
}

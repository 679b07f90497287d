import { z } from "zod";
import { MAX_INT } from "@/lib/codes/limits";

const CONTROL_CHARS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

// Digits with an optional minus: Number() would also read "1e3", "0x10", " 12 ", "1.0" and "+5".
const INTEGER_TEXT = /^-?\d+$/;

/**
 * Form and query values arrive as strings and JSON as numbers; both become an integer ("" means
 * absent). Text that is not plain digits gets `message` (a field's own wording, else 须为整数).
 */
export const intInput = (schema: z.ZodNumber = z.number(), fallback?: number, message = "须为整数") =>
  z.preprocess((v, ctx) => {
    if (v === undefined || v === null || v === "") return fallback;
    if (typeof v !== "string" || INTEGER_TEXT.test(v)) return typeof v === "string" ? Number(v) : v;
    ctx.addIssue({ code: "custom", message });
    return z.NEVER;
  }, schema.int());

export const idInput = (message = "编号不正确") => intInput(z.number().min(1, message).max(MAX_INT, message));

/** Trimmed text without control characters (Postgres refuses NUL; the rest is never legitimate). */
export const plainText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `不能超过${max}个字`)
    .refine((v) => !CONTROL_CHARS.test(v), "不能包含控制字符");

export const pageQuery = z.object({
  page: intInput(z.number().min(1, "页码从1开始").max(10_000, "页码过大"), 1),
  pageSize: intInput(z.number().min(1, "每页至少1条").max(100, "每页最多100条"), 30),
});

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    list: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });

export type Page<T> = { list: T[]; total: number; page: number; pageSize: number };

import { z } from "zod";
import { MAX_INT } from "@/lib/codes/limits";

const CONTROL_CHARS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** Form and query values arrive as strings and JSON as numbers; both become an integer ("" means absent). */
export const intInput = (schema: z.ZodNumber = z.number(), fallback?: number) =>
  z.preprocess((v) => {
    if (v === undefined || v === null || v === "") return fallback;
    return typeof v === "string" ? Number(v.trim() || Number.NaN) : v;
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

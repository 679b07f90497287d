import type { Context } from "hono";

export type Envelope<T> = { code: number; message: string; data: T };

export function envelope<T>(data: T, code = 200, message = "success"): Envelope<T> {
  return { code, message, data };
}

export function ok<T>(c: Context, data: T, message = "success") {
  return c.json(envelope(data, 200, message), 200);
}

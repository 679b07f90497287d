import type { Context } from "hono";
import type { AppEnv } from "../context";
import { tooManyRequests } from "../errors/biz-error";

export function clientIp(c: Context): string {
  const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return forwarded || incoming?.socket?.remoteAddress || "local";
}

/** Fixed-window limit per key; shared by every api process when the store is Redis. */
export async function limitRate(
  c: Context<AppEnv>,
  bucket: string,
  key: string,
  max: number,
  windowMs: number,
  message?: string,
): Promise<void> {
  const { kv, env } = c.var.deps;
  if (!env.RATE_LIMIT) return;
  const count = await kv.incr(`rate:${bucket}:${key}`, windowMs);
  if (count > max) throw tooManyRequests(message);
}

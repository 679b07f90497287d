import type { Context } from "hono";
import type { AppEnv } from "../context";
import type { ApiEnv } from "../env";
import { enforceLimit, type RateLimitName } from "../services/limits/rate-limits";
import { addressKey, normaliseIp, resolveClientIp, trustList, type TrustCheck } from "./client-address";

type NodeBindings = { incoming?: { socket?: { remoteAddress?: string } } } | undefined;

const trustByEnv = new WeakMap<ApiEnv, TrustCheck>();

function trustOf(env: ApiEnv): TrustCheck {
  let trusted = trustByEnv.get(env);
  if (!trusted) {
    trusted = trustList(env.TRUSTED_PROXIES);
    trustByEnv.set(env, trusted);
  }
  return trusted;
}

/**
 * The client's address: the socket's peer (@hono/node-server's `incoming`), or what a trusted
 * proxy (`TRUSTED_PROXIES`) forwarded. A client's own `X-Forwarded-For` counts for nothing.
 */
export function clientIp(c: Context<AppEnv>): string {
  const peer = normaliseIp((c.env as NodeBindings)?.incoming?.socket?.remoteAddress);
  const trusted = trustOf(c.var.deps.env);
  return resolveClientIp(peer, c.req.header("x-forwarded-for"), trusted) ?? "unknown";
}

/** What per-address limits and votes count under: the address, or an IPv6 address's /64. */
export function clientKey(c: Context<AppEnv>): string {
  const ip = clientIp(c);
  return ip === "unknown" ? ip : addressKey(ip);
}

/** Fixed-window limit from the table in services/limits; shared by every api process when the store is Redis. */
export async function limitRate(
  c: Context<AppEnv>,
  name: RateLimitName,
  key: string | number,
): Promise<void> {
  await enforceLimit(c.var.deps, name, key);
}

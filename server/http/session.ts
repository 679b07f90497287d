import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv, SessionUser } from "../context";
import { findSessionUser } from "../services/auth/sessions";
import { unauthorized } from "../errors/biz-error";

/** Resolves the `accessToken` header to a user, or null for a visitor. */
export function sessionMiddleware(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = c.req.header("accessToken")?.trim();
    const { db, now } = c.var.deps;
    c.set("user", token && token.length <= 128 ? await findSessionUser(db, token, now()) : null);
    await next();
  };
}

export function requireUser(c: Context<AppEnv>): SessionUser {
  const user = c.var.user;
  if (!user) throw unauthorized();
  return user;
}

import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../context";
import { requireUser } from "./session";

/** Answers 401 before the body is read or validated, so a visitor learns nothing else. */
export const signedIn: MiddlewareHandler<AppEnv> = async (c, next) => {
  requireUser(c);
  await next();
};

import { OpenAPIHono } from "@hono/zod-openapi";
import { expertInfoBody, expertInfoData } from "@/lib/contracts/expert";
import type { AppEnv } from "../context";
import { ok } from "../http/envelope";
import { apiRoute } from "../http/route";
import { requireUser } from "../http/session";
import { bodyOf, validationHook } from "../http/validation";
import { expertInfo } from "../services/expert/expert-info";

const info = apiRoute("post", "/tj/expert/info", {
  summary: "专家资料：userId 缺省为当前登录用户；不是专家时 data 为 null",
  tags: ["专家"],
  body: expertInfoBody,
  data: expertInfoData,
});

export const expertRoutes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook }).openapi(
  info,
  async (c) => {
    // The body is optional: a bare POST asks about the signed-in user.
    const body = c.req.header("content-type") ? bodyOf<{ userId?: number }>(c) : {};
    const userId = body.userId ?? requireUser(c).id;
    return ok(c, await expertInfo(c.var.db, userId));
  },
);

import { OpenAPIHono } from "@hono/zod-openapi";
import { z } from "zod";
import {
  initPasswordBody,
  retrievePasswordBody,
  updatePasswordBody,
  type InitPasswordInput,
  type RetrievePasswordInput,
  type UpdatePasswordInput,
} from "@/lib/contracts/auth";
import type { AppEnv } from "../context";
import { ok } from "../http/envelope";
import { clientKey, limitRate } from "../http/rate-limit";
import { apiRoute } from "../http/route";
import { requireUser } from "../http/session";
import { bodyOf, validationHook } from "../http/validation";
import { initPassword, retrievePassword, updatePassword } from "../services/auth/password-change";

const tags = ["用户与登录"];

const retrieve = apiRoute("post", "/user/center/retrievePassword", {
  summary: "找回密码：短信验证码（type 3）+ 加密新密码；解除锁定，所有设备需重新登录",
  tags,
  body: retrievePasswordBody,
  data: z.null(),
});

const update = apiRoute("post", "/user/center/updatePassword", {
  summary: "修改密码（需登录）：原密码与新密码用同一组 key/iv 加密；其他设备需重新登录",
  tags,
  body: updatePasswordBody,
  data: z.null(),
});

const init = apiRoute("post", "/user/center/initPassword", {
  summary: "设置密码（需登录，仅限尚未设置过密码的账号）；其他设备需重新登录",
  tags,
  body: initPasswordBody,
  data: z.null(),
});

export const userPasswordRoutes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
  .openapi(retrieve, async (c) => {
    const body = bodyOf<RetrievePasswordInput>(c);
    await limitRate(c, "retrieve-password-ip", clientKey(c));
    await retrievePassword(c.var.deps, body);
    return ok(c, null, "密码已重置，请重新登录");
  })
  .openapi(update, async (c) => {
    const user = requireUser(c);
    await updatePassword(c.var.deps, user, bodyOf<UpdatePasswordInput>(c));
    return ok(c, null, "密码修改成功");
  })
  .openapi(init, async (c) => {
    const user = requireUser(c);
    await initPassword(c.var.deps, user, bodyOf<InitPasswordInput>(c));
    return ok(c, null, "密码设置成功");
  });

import { OpenAPIHono } from "@hono/zod-openapi";
import { z } from "zod";
import {
  dynamicKeyData,
  loginBody,
  registerBody,
  tokenData,
  type LoginInput,
  type RegisterInput,
} from "@/lib/contracts/auth";
import { LoginMode } from "@/lib/codes/login-modes";
import type { AppEnv } from "../context";
import { ok } from "../http/envelope";
import { clientKey, limitRate } from "../http/rate-limit";
import { apiRoute } from "../http/route";
import { requireUser } from "../http/session";
import { bodyOf, validationHook } from "../http/validation";
import { issueDynamicKey } from "../services/auth/dynamic-key";
import { loginWithCode, loginWithPassword } from "../services/auth/login";
import { register } from "../services/auth/register";
import { revokeSession } from "../services/auth/sessions";

const tags = ["用户与登录"];

const getDynamicKey = apiRoute("get", "/user/key/getDynamicKey", {
  summary:
    "获取一次性密码加密密钥：密码以 AES-CBC-PKCS7（key、iv 按 UTF-8）加密后 Base64 提交，5 分钟内用一次",
  tags,
  data: dynamicKeyData,
});

const login = apiRoute("post", "/user/login", {
  summary:
    "登录：mode 1 验证码登录（未注册的号码自动注册），mode 0 密码登录（连续 5 次错误锁定 30 分钟）；auto 1 保持登录 30 天",
  tags,
  body: loginBody,
  data: tokenData,
});

const registerRoute = apiRoute("post", "/user/register", {
  summary: "注册：短信验证码（type 2）+ 加密密码 + 滑块验证 captchaVerification，成功即登录",
  tags,
  body: registerBody,
  data: tokenData,
});

const logout = apiRoute("post", "/user/logout", {
  summary: "退出登录：当前 token 立即失效",
  tags,
  data: z.null(),
});

export const authRoutes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
  .openapi(getDynamicKey, async (c) => {
    await limitRate(c, "dynamic-key-ip", clientKey(c));
    return ok(c, await issueDynamicKey(c.var.deps.kv));
  })
  .openapi(login, async (c) => {
    const body = bodyOf<LoginInput>(c);
    await limitRate(c, "login-ip", clientKey(c));
    const { mobile, verifyCode = "", password = "", key = "", iv = "" } = body;
    const keepLogin = body.auto === 1;
    const session =
      body.mode === LoginMode.Code
        ? await loginWithCode(c.var.deps, { mobile, verifyCode, keepLogin })
        : await loginWithPassword(c.var.deps, { mobile, password, key, iv, keepLogin });
    return ok(c, session, "登录成功");
  })
  .openapi(registerRoute, async (c) => {
    const body = bodyOf<RegisterInput>(c);
    await limitRate(c, "register-ip", clientKey(c));
    return ok(c, await register(c.var.deps, body, clientKey(c)), "注册成功");
  })
  .openapi(logout, async (c) => {
    const user = requireUser(c);
    await revokeSession(c.var.db, user.token, c.var.deps.now());
    return ok(c, null, "已退出登录");
  });

import { OpenAPIHono } from "@hono/zod-openapi";
import { captchaCheckBody, captchaGetBody, captchaResponseData, slidingQuery } from "@/lib/contracts/captcha";
import { z } from "zod";
import type { AppEnv } from "../context";
import { ok } from "../http/envelope";
import { clientKey } from "../http/rate-limit";
import { apiRoute } from "../http/route";
import { bodyOf, validationHook } from "../http/validation";

const tags = ["安全验证"];
type GetBody = z.infer<typeof captchaGetBody>;
type CheckBody = z.infer<typeof captchaCheckBody>;

export const captchaRoutes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });

// AJ-Captcha clients call /captcha/...; the portal's own client calls /inform/captcha/...
for (const base of ["/inform/captcha", "/captcha"] as const) {
  const get = apiRoute("post", `${base}/get`, {
    summary:
      "获取验证码（blockPuzzle 滑块拼图 / clickWord 文字点选）；data 为 AJ-Captcha 的 {repCode, repMsg, repData}",
    tags,
    body: captchaGetBody,
    data: captchaResponseData,
  });
  const check = apiRoute("post", `${base}/check`, {
    summary:
      "校验验证码：pointJson 为用 secretKey 做 AES-ECB 加密的坐标；成功返回一次性的 captchaVerification",
    tags,
    body: captchaCheckBody,
    data: captchaResponseData,
  });
  captchaRoutes
    .openapi(get, async (c) => ok(c, await c.var.deps.captcha.get(bodyOf<GetBody>(c), { ip: clientKey(c) })))
    .openapi(check, async (c) =>
      ok(c, await c.var.deps.captcha.check(bodyOf<CheckBody>(c), { ip: clientKey(c) })),
    );
}

const sliding = apiRoute("get", "/user/verification/sliding-verification", {
  summary: "第二种滑块：返回背景 tari、拼图块 slii 与目标坐标 coox、cooy",
  tags,
  query: slidingQuery,
  data: captchaResponseData,
});

captchaRoutes.openapi(sliding, async (c) =>
  ok(c, await c.var.deps.captcha.getSliding(c.req.valid("query"), { ip: clientKey(c) })),
);

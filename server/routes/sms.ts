import { OpenAPIHono } from "@hono/zod-openapi";
import { z } from "zod";
import { sendSmsBody, verifyCodeData, verifyCodeQuery, type SendSmsInput } from "@/lib/contracts/sms";
import type { AppEnv } from "../context";
import { ok } from "../http/envelope";
import { clientKey, limitRate } from "../http/rate-limit";
import { apiRoute } from "../http/route";
import { bodyOf, validationHook } from "../http/validation";
import { sendVerificationSms } from "../services/sms/send-code";
import { checkCode } from "../services/sms/sms-codes";

const tags = ["短信验证码"];

const sendSms = apiRoute("post", "/inform/send/sms", {
  summary:
    "发送短信验证码：需先通过点选验证（找回密码 type 3 也可用第二种滑块；captchaVerification 仅可用一次）；同一号码 60 秒内只发一次，验证码 5 分钟有效；无论号码是否注册都回答“已发送”，无法继续的流程改发说明短信",
  tags,
  body: sendSmsBody,
  data: z.null(),
});

const verifyCode = apiRoute("get", "/inform/verifyCode", {
  summary: "校验短信验证码（不消耗）；同一验证码错误 5 次后作废",
  tags,
  query: verifyCodeQuery,
  data: verifyCodeData,
});

export const smsRoutes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });

smsRoutes
  .openapi(sendSms, async (c) => {
    const body = bodyOf<SendSmsInput>(c);
    const ip = clientKey(c);
    await limitRate(c, "sms-ip", ip);
    await sendVerificationSms(c.var.deps, body, { ip });
    return ok(c, null, "已发送");
  })
  .openapi(verifyCode, async (c) => {
    const { mobile, verifyCode: code, type } = c.req.valid("query");
    await limitRate(c, "verify-code-ip", clientKey(c));
    await checkCode(c.var.db, { mobile, type, code }, c.var.deps.now());
    return ok(c, { valid: true as const }, "验证通过");
  });

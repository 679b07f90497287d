import { OpenAPIHono } from "@hono/zod-openapi";
import { realNameBody, realNameData, type RealNameInput } from "@/lib/contracts/real-name";
import type { AppEnv } from "../context";
import { ok } from "../http/envelope";
import { limitRate } from "../http/rate-limit";
import { apiRoute } from "../http/route";
import { requireUser } from "../http/session";
import { signedIn } from "../http/signed-in";
import { bodyOf, validationHook } from "../http/validation";
import { realNameStatus, submitRealName } from "../services/user/real-name";

const tags = ["个人中心"];

const status = apiRoute("get", "/user/center/real-name", {
  summary: "实名认证状态：status 0 未认证 1 已认证，姓名与身份证号脱敏",
  tags,
  data: realNameData,
});

const submit = apiRoute("post", "/user/center/real-name", {
  summary: "提交实名认证：姓名 2-20 个汉字（可含·），18 位身份证号；须年满 18 周岁，认证后不可修改",
  tags,
  body: realNameBody,
  data: realNameData,
});

export const userRealNameRoutes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
userRealNameRoutes.use(status.path, signedIn);

userRealNameRoutes
  .openapi(status, async (c) => ok(c, await realNameStatus(c.var.db, requireUser(c).id)))
  .openapi(submit, async (c) => {
    const user = requireUser(c);
    const input = bodyOf<RealNameInput>(c);
    await limitRate(c, "real-name-user", user.id);
    return ok(c, await submitRealName(c.var.db, user.id, input, c.var.deps.now()), "实名认证成功");
  });

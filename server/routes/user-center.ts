import { OpenAPIHono, z } from "@hono/zod-openapi";
import {
  centerInfoData,
  nickNameCheckData,
  nickNameCheckQuery,
  nickNameQuery,
  portraitQuery,
  updateInfoBody,
  type UpdateInfoInput,
} from "@/lib/contracts/user";
import type { AppEnv } from "../context";
import { ok } from "../http/envelope";
import { clientKey, limitRate } from "../http/rate-limit";
import { apiRoute } from "../http/route";
import { requireUser } from "../http/session";
import { signedIn } from "../http/signed-in";
import { bodyOf, validationHook } from "../http/validation";
import { checkNickName, updateNickName } from "../services/user/nickname";
import { updatePortrait } from "../services/user/portrait";
import { recordDailyVisit } from "../services/experience/award";
import { centerInfo, updateInfo } from "../services/user/profile";

const tags = ["个人中心"];

const info = apiRoute("get", "/user/center/info", {
  summary: "当前用户资料（手机号脱敏）",
  tags,
  data: centerInfoData,
});

const updateInfoRoute = apiRoute("post", "/user/center/updateInfo", {
  summary: "修改签名、性别（0 保密 1 男 2 女）、生日、城市；只改传入的字段",
  tags,
  body: updateInfoBody,
  data: centerInfoData,
});

const updateNickNameRoute = apiRoute("get", "/user/center/updateNickName", {
  summary: "修改昵称：2-16 位中文、字母、数字或下划线，不可重名；每天最多 5 次",
  tags,
  query: nickNameQuery,
  data: z.object({ nickName: z.string() }),
});

const updatePortraitRoute = apiRoute("get", "/user/center/updatePortrait", {
  summary: "修改头像：系统头像 /images/avatars/1-12.svg 或本人上传的 /uploads/... 图片",
  tags,
  query: portraitQuery,
  data: z.object({ portrait: z.string() }),
});

const checkNickNameRoute = apiRoute("get", "/user/check/nick-name", {
  summary: "昵称是否可用；message 说明原因（无需登录）",
  tags,
  query: nickNameCheckQuery,
  data: nickNameCheckData,
});

export const userCenterRoutes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
for (const route of [info, updateInfoRoute, updateNickNameRoute, updatePortraitRoute]) {
  userCenterRoutes.use(route.path, signedIn);
}

userCenterRoutes
  .openapi(info, async (c) => {
    const userId = requireUser(c).id;
    await recordDailyVisit(c.var.db, userId, c.var.deps.now());
    return ok(c, await centerInfo(c.var.db, userId));
  })
  .openapi(updateInfoRoute, async (c) => {
    const user = requireUser(c);
    await limitRate(c, "update-info-user", user.id);
    const input = bodyOf<UpdateInfoInput>(c);
    return ok(c, await updateInfo(c.var.db, user.id, input, c.var.deps.now()), "修改成功");
  })
  .openapi(updateNickNameRoute, async (c) => {
    const user = requireUser(c);
    const { nickName } = c.req.valid("query");
    await limitRate(c, "nick-name-user", user.id);
    return ok(c, await updateNickName(c.var.db, user.id, nickName), "昵称修改成功");
  })
  .openapi(updatePortraitRoute, async (c) => {
    const user = requireUser(c);
    const { portraitUrl } = c.req.valid("query");
    await limitRate(c, "portrait-user", user.id);
    return ok(c, await updatePortrait(c.var.db, user.id, portraitUrl), "头像修改成功");
  })
  .openapi(checkNickNameRoute, async (c) => {
    await limitRate(c, "nick-check-ip", clientKey(c));
    const { available, message } = await checkNickName(
      c.var.db,
      c.req.valid("query").nickName,
      c.var.user?.id,
    );
    return ok(c, { available }, message);
  });

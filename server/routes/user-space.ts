import { OpenAPIHono } from "@hono/zod-openapi";
import { attentionQuery, personalSpaceData, userIdQuery, userPage } from "@/lib/contracts/user";
import { emojiData } from "@/lib/contracts/emoji";
import type { AppEnv } from "../context";
import { ok } from "../http/envelope";
import { apiRoute } from "../http/route";
import { validationHook } from "../http/validation";
import { emojiSet } from "../services/user/emojis";
import { personalSpace } from "../services/user/profile";
import { attentionList } from "../services/user/user-lists";

const tags = ["用户主页"];

const space = apiRoute("get", "/user/info/personal-space", {
  summary: "用户主页（公开）：昵称、头像、粉丝与关注数，主播另有房间号、标题与开播状态",
  tags,
  query: userIdQuery,
  data: personalSpaceData,
});

const attention = apiRoute("get", "/user/info/attention", {
  summary: "关注列表：type 1 该用户关注的人，2 该用户的粉丝；pageSize 默认 30，最大 100",
  tags,
  query: attentionQuery,
  data: userPage,
});

const emojis = apiRoute("get", "/user/common/getEmojis", {
  summary: "聊天表情：code 形如 [微笑]，url 为 web 的 /images/emoji/*.svg",
  tags: ["通用"],
  data: emojiData,
});

export const userSpaceRoutes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
  .openapi(space, async (c) => ok(c, await personalSpace(c.var.db, c.req.valid("query").id, c.var.user?.id)))
  .openapi(attention, async (c) => ok(c, await attentionList(c.var.db, c.req.valid("query"))))
  .openapi(emojis, (c) => {
    c.header("Cache-Control", "public, max-age=3600");
    return ok(c, emojiSet);
  });

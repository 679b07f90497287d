import { OpenAPIHono } from "@hono/zod-openapi";
import { roomSettings, roomSettingsBody, roomUpBody } from "@/lib/contracts/anchor";
import { roomIdQuery } from "@/lib/contracts/rooms";
import type { AppEnv } from "../context";
import { ok } from "../http/envelope";
import { apiRoute } from "../http/route";
import { requireUser } from "../http/session";
import { signedIn } from "../http/signed-in";
import { bodyOf, validationHook } from "../http/validation";
import { roomDown, roomUp } from "../services/anchor/room-air";
import { roomSettingsFor, saveRoomSettings, type SettingsInput } from "../services/anchor/room-settings";

const tags = ["直播间设置"];
const MATCH_RULE = "matchId 为绑定的比赛（0 解除绑定；比赛须存在，已结束超过 3 小时的不能绑定）";

const getSettings = apiRoute("get", "/api/room/settings", {
  summary: "主播本人的直播间设置：标题、分类、封面、公告、绑定比赛（带实时比分）、上播状态 onAir；非主播 403",
  tags,
  data: roomSettings,
});

const saveSettings = apiRoute("post", "/api/room/settings", {
  summary: `保存直播间设置（仅主播）：title 2-30 字，navId 直播分类，cover 为自己上传的图片（/api/upload/multiUploadBase64 返回的地址，空为默认封面），notice 公告；${MATCH_RULE}`,
  tags,
  body: roomSettingsBody,
  data: roomSettings,
});

const up = apiRoute("post", "/api/room/up", {
  summary: `上播（仅本直播间主播）：可同时修改标题、分类、封面、公告、绑定比赛（未给的字段不变），之后推流即开播；${MATCH_RULE}`,
  tags,
  body: roomUpBody,
  jsonOnly: true,
  data: roomSettings,
});

const down = apiRoute("get", "/api/room/down", {
  summary:
    "下播（仅本直播间主播）：直播间立即显示未开播并推送 system roomDown，正在进行的推流数秒内被切断，再次上播前不能推流",
  tags,
  query: roomIdQuery,
  data: roomSettings,
});

export const roomSettingsRoutes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
for (const path of [getSettings.path, up.path, down.path]) roomSettingsRoutes.use(path, signedIn);

roomSettingsRoutes
  .openapi(getSettings, async (c) => ok(c, await roomSettingsFor(c.var.db, requireUser(c))))
  .openapi(saveSettings, async (c) =>
    ok(c, await saveRoomSettings(c.var.deps, requireUser(c), bodyOf<SettingsInput>(c)), "保存成功"),
  )
  .openapi(up, async (c) => ok(c, await roomUp(c.var.deps, requireUser(c), c.req.valid("json")), "已上播"))
  .openapi(down, async (c) =>
    ok(c, await roomDown(c.var.deps, requireUser(c), c.req.valid("query").roomId), "已下播"),
  );

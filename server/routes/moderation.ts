import { OpenAPIHono, z } from "@hono/zod-openapi";
import {
  forbidAddQuery,
  forbidListQuery,
  forbidPage,
  forbidRecord,
  managerAddQuery,
  managerListQuery,
  managerRecord,
  recordIdQuery,
} from "@/lib/contracts/moderation";
import type { AppEnv } from "../context";
import { ok } from "../http/envelope";
import { apiRoute } from "../http/route";
import { requireUser } from "../http/session";
import { signedIn } from "../http/signed-in";
import { validationHook } from "../http/validation";
import { addForbid, listForbids, removeForbid } from "../services/moderation/forbids";
import { addManager, listManagers, removeManager } from "../services/moderation/managers";

const tags = ["直播间管理"];
const removed = z.object({ id: z.number().int(), roomId: z.number().int() });

const forbidAdd = apiRoute("get", "/api/forbid/add", {
  summary:
    "禁言（主播、房管）：duration 分钟，默认 1440（24 小时）；不能禁言主播，只有主播能禁言房管；房间内广播 system 事件",
  tags,
  query: forbidAddQuery,
  data: forbidRecord,
});

const forbidList = apiRoute("get", "/api/forbid/list", {
  summary: "禁言中的用户（主播、房管可见）；nickName 按昵称筛选；roomId 缺省为自己的直播间",
  tags,
  query: forbidListQuery,
  data: forbidPage,
});

const forbidRemove = apiRoute("get", "/api/forbid/remove", {
  summary: "解除禁言（主播、房管）",
  tags,
  query: recordIdQuery,
  data: removed,
});

const managerAdd = apiRoute("get", "/api/manager/add", {
  summary: "任命房管（仅主播），每个直播间最多 10 位",
  tags,
  query: managerAddQuery,
  data: managerRecord,
});

const managerList = apiRoute("get", "/api/manager/list", {
  summary: "房管列表（主播、房管可见）；roomId 缺省为自己的直播间",
  tags,
  query: managerListQuery,
  data: z.array(managerRecord),
});

const managerRemove = apiRoute("get", "/api/manager/remove", {
  summary: "撤销房管（仅主播）",
  tags,
  query: recordIdQuery,
  data: removed,
});

export const moderationRoutes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
moderationRoutes.use("/api/forbid/*", signedIn);
moderationRoutes.use("/api/manager/*", signedIn);

moderationRoutes
  .openapi(forbidAdd, async (c) =>
    ok(c, await addForbid(c.var.deps, requireUser(c), c.req.valid("query")), "禁言成功"),
  )
  .openapi(forbidList, async (c) =>
    ok(c, await listForbids(c.var.deps, requireUser(c), c.req.valid("query"))),
  )
  .openapi(forbidRemove, async (c) =>
    ok(c, await removeForbid(c.var.deps, requireUser(c), c.req.valid("query").id), "已解除禁言"),
  )
  .openapi(managerAdd, async (c) =>
    ok(c, await addManager(c.var.deps, requireUser(c), c.req.valid("query")), "任命成功"),
  )
  .openapi(managerList, async (c) =>
    ok(c, await listManagers(c.var.deps, requireUser(c), c.req.valid("query").roomId)),
  )
  .openapi(managerRemove, async (c) =>
    ok(c, await removeManager(c.var.deps, requireUser(c), c.req.valid("query").id), "已撤销房管"),
  );

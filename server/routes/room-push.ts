import { OpenAPIHono } from "@hono/zod-openapi";
import { pushInfo } from "@/lib/contracts/stream";
import type { AppEnv } from "../context";
import { ok } from "../http/envelope";
import { apiRoute } from "../http/route";
import { requireUser } from "../http/session";
import { signedIn } from "../http/signed-in";
import { validationHook } from "../http/validation";
import { pushInfoFor, regenerateKey } from "../services/stream/stream-keys";

const tags = ["直播间设置"];

const info = apiRoute("get", "/api/room/push-info", {
  summary: "主播本人的推流信息：OBS 服务器地址 pushUrl 与串流密钥 streamKey（含密钥，勿外传）；非主播 403",
  tags,
  data: pushInfo,
});

const regenerate = apiRoute("post", "/api/room/regenerate-key", {
  summary: "重新生成串流密钥：旧密钥此后不能再推流（正在进行的推流不受影响）；返回新的推流信息",
  tags,
  data: pushInfo,
});

export const roomPushRoutes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
roomPushRoutes.use(info.path, signedIn);
roomPushRoutes.use(regenerate.path, signedIn);
roomPushRoutes
  .openapi(info, async (c) => ok(c, await pushInfoFor(c.var.db, c.var.deps.env, requireUser(c))))
  .openapi(regenerate, async (c) =>
    ok(c, await regenerateKey(c.var.db, c.var.deps.env, requireUser(c), c.var.deps.now())),
  );

import { OpenAPIHono, z } from "@hono/zod-openapi";
import {
  dynamicBody,
  dynamicItem,
  dynamicListQuery,
  dynamicPage,
  dynamicRemoveBody,
} from "@/lib/contracts/anchor";
import type { AppEnv } from "../context";
import { ok } from "../http/envelope";
import { apiRoute } from "../http/route";
import { requireUser } from "../http/session";
import { signedIn } from "../http/signed-in";
import { bodyOf, validationHook } from "../http/validation";
import { addDynamic, listDynamics, removeDynamic } from "../services/anchor/dynamics";

const tags = ["主播动态"];

const add = apiRoute("post", "/api/dynamic/add", {
  summary:
    "发布主播动态（仅主播）：content 1-500 字，images 最多 9 张自己上传的图片（/api/upload/multiUploadBase64 返回的地址）",
  tags,
  body: dynamicBody,
  data: dynamicItem,
});

const remove = apiRoute("post", "/api/dynamic/remove", {
  summary: "删除自己的一条动态",
  tags,
  body: dynamicRemoveBody,
  data: z.object({ id: z.number().int() }),
});

const list = apiRoute("get", "/api/dynamic/list", {
  summary: "主播的动态（新的在前），anchorId 必填，page 默认 1，pageSize 默认 30；主播不存在时 404",
  tags,
  query: dynamicListQuery,
  data: dynamicPage,
});

export const anchorDynamicRoutes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
anchorDynamicRoutes.use(add.path, signedIn);
anchorDynamicRoutes.use(remove.path, signedIn);

anchorDynamicRoutes
  .openapi(add, async (c) =>
    ok(
      c,
      await addDynamic(c.var.db, requireUser(c), bodyOf<z.infer<typeof dynamicBody>>(c), c.var.deps.now()),
      "发布成功",
    ),
  )
  .openapi(remove, async (c) =>
    ok(c, await removeDynamic(c.var.db, requireUser(c), bodyOf<{ id: number }>(c).id), "已删除"),
  )
  .openapi(list, async (c) => ok(c, await listDynamics(c.var.db, c.req.valid("query"))));

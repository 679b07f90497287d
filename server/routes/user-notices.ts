import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { noticeChannel } from "@/lib/codes/notice-kinds";
import {
  markReadBody,
  noticeListQuery,
  noticePage,
  unreadCountsData,
  type MarkReadInput,
} from "@/lib/contracts/notices";
import type { AppEnv } from "../context";
import { ok } from "../http/envelope";
import { limitRate } from "../http/rate-limit";
import { apiRoute } from "../http/route";
import { requireUser } from "../http/session";
import { signedIn } from "../http/signed-in";
import { bodyOf, validationHook } from "../http/validation";
import { viewerStream } from "../http/viewer-stream";
import { markRead } from "../services/notices/mark-read";
import { pageNotices, unreadCounts } from "../services/notices/notice-queries";

const tags = ["消息通知"];

const list = apiRoute("get", "/user/notice/list", {
  summary:
    "我的通知（需登录）：box 1 系统通知（审核、购买、预约、提现、方案、公告），2 互动消息（回复、点赞、@我、私信）；最新在前",
  tags,
  query: noticeListQuery,
  data: noticePage,
});

const unread = apiRoute("get", "/user/notice/unread", {
  summary: "未读数（需登录）：information 系统通知，message 互动消息，total 合计",
  tags,
  data: unreadCountsData,
});

const read = apiRoute("post", "/user/notice/read", {
  summary: "标为已读（需登录）：id 一条（只能是自己的通知），或 box 该类全部；返回新的未读数",
  tags,
  body: markReadBody,
  data: unreadCountsData,
});

const stream = createRoute({
  method: "get",
  path: "/user/notice/stream",
  summary: "我的通知 SSE（需登录）：事件 notice，数据为最新未读数；计入每个用户的实时连接上限",
  tags,
  responses: {
    200: {
      description: "text/event-stream；未登录 401；实时连接过多 429",
      content: { "text/event-stream": { schema: z.string() } },
    },
  },
});

export const userNoticeRoutes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
for (const route of [list, unread, read, stream]) userNoticeRoutes.use(route.path, signedIn);

userNoticeRoutes
  .openapi(list, async (c) => ok(c, await pageNotices(c.var.db, requireUser(c).id, c.req.valid("query"))))
  .openapi(unread, async (c) => ok(c, await unreadCounts(c.var.db, requireUser(c).id)))
  .openapi(read, async (c) => {
    const user = requireUser(c);
    await limitRate(c, "notice-read-user", user.id);
    const input = bodyOf<MarkReadInput>(c);
    const target = input.id !== undefined ? { id: input.id } : { box: input.box! };
    return ok(c, await markRead(c.var.deps, user.id, target), "已标为已读");
  })
  .openapi(stream, async (c) => {
    const user = requireUser(c);
    return viewerStream(c, [noticeChannel(user.id)], { userId: user.id });
  });

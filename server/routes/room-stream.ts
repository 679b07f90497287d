import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { groupStreamQuery, roomStreamQuery } from "@/lib/contracts/chat";
import { roomChannels } from "@/lib/contracts/room-stream";
import type { AppEnv } from "../context";
import { validationHook } from "../http/validation";
import { viewerStream } from "../http/viewer-stream";
import { matchScope, roomScope } from "../services/chat/chat-scope";
import { chatTokenUser } from "../services/chat/chat-token";

const tags = ["实时推送"];
const events =
  "事件：chat、barrage、gift、redPacket、system（lib/contracts/room-stream.ts），以及 horn:all 的喇叭";

const stream = {
  200: {
    description:
      "text/event-stream；参数错误时为统一 JSON 响应（400/401/404）；同一用户（未登录按地址）同时打开的实时连接超过上限时为 429",
    content: { "text/event-stream": { schema: z.string() } },
  },
};

const roomStream = createRoute({
  method: "get",
  path: "/api/room/stream",
  summary: `直播间 SSE：频道 room:{roomId} 与 horn:all；${events}；断线以 Last-Event-ID 续传`,
  tags,
  request: { query: roomStreamQuery },
  responses: stream,
});

const groupStream = createRoute({
  method: "get",
  path: "/chat/stream",
  summary: `比赛聊天室 SSE：频道 room:match:{group} 与 horn:all；可带 /chat/getToken 的 token；${events}`,
  tags,
  request: { query: groupStreamQuery },
  responses: stream,
});

// Channel order is part of the resume cursor (sse.ts): keep the room first, the horns second.
export const roomStreamRoutes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
  .openapi(roomStream, async (c) => {
    const scope = await roomScope(c.var.db, c.req.valid("query").roomId);
    return viewerStream(c, [scope.channel, roomChannels.horn], { online: scope.channel });
  })
  .openapi(groupStream, async (c) => {
    const { group, token } = c.req.valid("query");
    const scope = await matchScope(c.var.db, group);
    const userId = token ? await chatTokenUser(c.var.deps, token, group) : null;
    return viewerStream(c, [scope.channel, roomChannels.horn], { online: scope.channel, userId });
  });

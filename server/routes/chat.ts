import { OpenAPIHono, z } from "@hono/zod-openapi";
import {
  barrageStyle,
  chatInfoData,
  chatMessage,
  chatMsgBody,
  chatPageBody,
  chatPageData,
  roomIdBody,
  roomIdQuery,
  welcomeData,
} from "@/lib/contracts/chat";
import type { AppEnv } from "../context";
import { ok } from "../http/envelope";
import { apiRoute } from "../http/route";
import { requireUser } from "../http/session";
import { signedIn } from "../http/signed-in";
import { bodyOf, validationHook } from "../http/validation";
import { BARRAGE_STYLES } from "../services/chat/barrage-styles";
import { chatInfo } from "../services/chat/chat-info";
import { chatPage } from "../services/chat/chat-page";
import { roomScope, scopeOf } from "../services/chat/chat-scope";
import { announceEntry, chatWelcome } from "../services/chat/chat-welcome";
import { sendMessage } from "../services/chat/send-message";

const tags = ["直播间聊天"];

const page = apiRoute("post", "/api/chat/page", {
  summary: "聊天记录：roomId（或 matchId）的最新 20 条，before 取更早一页；list 按时间正序",
  tags,
  body: chatPageBody,
  data: chatPageData,
});

const welcome = apiRoute("post", "/api/chat/welcome", {
  summary: "进入直播间的欢迎语和公告；登录用户进入时房间内广播“欢迎 X 进入直播间”（10 分钟一次）",
  tags,
  body: roomIdBody,
  data: welcomeData,
});

const msg = apiRoute("post", "/api/chat/msg", {
  summary:
    "发言（需登录）：1-100 字，每 2 秒 1 条、每分钟 20 条，不可重复，敏感词替换为 ***；禁言中返回 20001；platform 固定为 1；带 barrageId 即以弹幕发送",
  tags,
  body: chatMsgBody,
  data: chatMessage,
});

const info = apiRoute("get", "/api/chat/info", {
  summary: "直播间聊天设置与当前用户的身份（anchor 主播 / manager 房管 / viewer）和禁言状态",
  tags,
  query: roomIdQuery,
  data: chatInfoData,
});

const barrages = apiRoute("get", "/api/chat/barrage/all", {
  summary: "可用的弹幕颜色；minLevel 为所需等级",
  tags,
  data: z.array(barrageStyle),
});

export const chatRoutes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
chatRoutes.use(msg.path, signedIn);

chatRoutes
  .openapi(page, async (c) => {
    const { roomId, matchId, ...paging } = bodyOf<z.infer<typeof chatPageBody>>(c);
    return ok(c, await chatPage(c.var.db, await scopeOf(c.var.db, { roomId, matchId }), paging));
  })
  .openapi(welcome, async (c) => {
    const scope = await roomScope(c.var.db, bodyOf<z.infer<typeof roomIdBody>>(c).roomId);
    if (c.var.user) await announceEntry(c.var.deps, scope, c.var.user);
    return ok(c, await chatWelcome(c.var.db, scope));
  })
  .openapi(msg, async (c) => {
    const { roomId, content, barrageId } = bodyOf<z.infer<typeof chatMsgBody>>(c);
    const scope = await roomScope(c.var.db, roomId);
    return ok(c, await sendMessage(c.var.deps, requireUser(c).id, scope, { content, barrageId }), "发送成功");
  })
  .openapi(info, async (c) => {
    const scope = await roomScope(c.var.db, c.req.valid("query").roomId);
    return ok(c, await chatInfo(c.var.deps, scope, c.var.user?.id));
  })
  .openapi(barrages, (c) => ok(c, [...BARRAGE_STYLES]));

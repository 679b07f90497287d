import { OpenAPIHono, z } from "@hono/zod-openapi";
import {
  chatMessage,
  chatPageData,
  chatTokenData,
  groupBody,
  groupMsgBody,
  groupPageBody,
  groupQuery,
  noticeData,
  welcomeData,
} from "@/lib/contracts/chat";
import type { AppEnv } from "../context";
import { unauthorized } from "../errors/biz-error";
import { ok } from "../http/envelope";
import { apiRoute } from "../http/route";
import { requireUser } from "../http/session";
import { signedIn } from "../http/signed-in";
import { bodyOf, validationHook } from "../http/validation";
import { chatPage } from "../services/chat/chat-page";
import { matchScope } from "../services/chat/chat-scope";
import { chatTokenUser, issueChatToken } from "../services/chat/chat-token";
import { announceEntry, chatWelcome } from "../services/chat/chat-welcome";
import { sendMessage } from "../services/chat/send-message";

/** The first chat family: a group is a match's chat room (`room:match:{matchId}`). */
const tags = ["比赛聊天室"];
const groupOf = (b: { matchId?: number; group?: number }) => (b.matchId ?? b.group)!;

const token = apiRoute("post", "/chat/getToken", {
  summary:
    "聊天凭证（需登录）：绑定用户、比赛聊天室与当前登录，30 分钟有效，退出登录或修改密码即失效；可用于 /chat/stream?token 和 /chat/msg",
  tags,
  query: groupQuery,
  data: chatTokenData,
});

const welcome = apiRoute("post", "/chat/welcome", {
  summary: "比赛聊天室欢迎语与公告",
  tags,
  body: groupBody,
  data: welcomeData,
});

const notice = apiRoute("post", "/chat/notice", {
  summary: "比赛聊天室公告",
  tags,
  body: groupBody,
  data: noticeData,
});

const page = apiRoute("post", "/chat/page", {
  summary: "比赛聊天室记录：最新 20 条，before 取更早一页；list 按时间正序",
  tags,
  body: groupPageBody,
  data: chatPageData,
});

const msg = apiRoute("post", "/chat/msg", {
  summary: "在比赛聊天室发言：登录（accessToken）或带 token；规则同 /api/chat/msg",
  tags,
  body: groupMsgBody,
  data: chatMessage,
});

export const chatGroupRoutes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
chatGroupRoutes.use(token.path, signedIn);

chatGroupRoutes
  .openapi(token, async (c) => {
    const scope = await matchScope(c.var.db, c.req.valid("query").group);
    return ok(c, await issueChatToken(c.var.deps, requireUser(c), scope.matchId));
  })
  .openapi(welcome, async (c) => {
    const scope = await matchScope(c.var.db, groupOf(bodyOf<z.infer<typeof groupBody>>(c)));
    if (c.var.user) await announceEntry(c.var.deps, scope, c.var.user);
    return ok(c, await chatWelcome(c.var.db, scope));
  })
  .openapi(notice, async (c) => {
    const scope = await matchScope(c.var.db, groupOf(bodyOf<z.infer<typeof groupBody>>(c)));
    return ok(c, { notice: (await chatWelcome(c.var.db, scope)).notice });
  })
  .openapi(page, async (c) => {
    const { pageSize, before, ...ids } = bodyOf<z.infer<typeof groupPageBody>>(c);
    return ok(c, await chatPage(c.var.db, await matchScope(c.var.db, groupOf(ids)), { pageSize, before }));
  })
  .openapi(msg, async (c) => {
    const body = bodyOf<z.infer<typeof groupMsgBody>>(c);
    const scope = await matchScope(c.var.db, groupOf(body));
    const userId =
      c.var.user?.id ?? (body.token ? await chatTokenUser(c.var.deps, body.token, scope.matchId) : undefined);
    if (userId === undefined) throw unauthorized();
    return ok(c, await sendMessage(c.var.deps, userId, scope, { content: body.content }), "发送成功");
  });

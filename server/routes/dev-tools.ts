import { OpenAPIHono } from "@hono/zod-openapi";
import { z } from "zod";
import { captchaAnswerQuery } from "@/lib/contracts/captcha";
import { callNextData, kickoffNowBody, kickoffNowData } from "@/lib/contracts/dev-feed";
import { outboxData, outboxQuery } from "@/lib/contracts/sms";
import type { AppEnv } from "../context";
import { notFoundError } from "../errors/biz-error";
import { ok } from "../http/envelope";
import { apiRoute } from "../http/route";
import { bodyOf, validationHook } from "../http/validation";
import { callNextMatch } from "../services/feed-control/call-next-match";
import { kickOffNow, type KickoffTarget } from "../services/feed-control/kickoff-now";
import { readOutbox } from "../services/sms/outbox-sms";
import { devOnly } from "./dev-only";

/** The demo's helpers for people and browser tests; mounted only outside production, loopback peers only. */
const tags = ["开发工具（仅本机，生产环境不存在）"];

const outbox = apiRoute("get", "/dev/sms/outbox", {
  summary: "最近发出的短信（演示的短信通道：验证码写入发件箱而不发出）",
  tags,
  query: outboxQuery,
  data: outboxData,
});

const answer = apiRoute("get", "/dev/captcha/answer", {
  summary: "验证码 token 的答案，供浏览器测试拖动或点选",
  tags,
  query: captchaAnswerQuery,
  data: z.unknown(),
});

const kickoff = apiRoute("post", "/dev/feed/kickoff", {
  summary:
    "让一场未开赛的比赛按比分源时钟立即开赛（matchId，或 sportId 加可选 leagueId 取下一场，热门优先），供浏览器测试随时有进行中的比赛",
  tags,
  body: kickoffNowBody,
  data: kickoffNowData,
  jsonOnly: true,
});

const callNext = apiRoute("post", "/dev/rooms/call-next", {
  summary:
    "让最热的正在直播的演示房间解说本项目的下一场比赛：该场按比分源时钟立即开赛并与房间绑定，供浏览器测试随时有赛程当日、有直播间在播的比赛",
  tags,
  data: callNextData,
});

export const devToolRoutes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
devToolRoutes.use("/dev/*", devOnly());

devToolRoutes
  .openapi(outbox, async (c) => {
    const rows = await readOutbox(c.var.db, c.req.valid("query").mobile);
    return ok(
      c,
      rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    );
  })
  .openapi(answer, async (c) => {
    const peeked = await c.var.deps.captcha.peekAnswer(c.req.valid("query").token);
    if (!peeked) throw notFoundError("验证码不存在或已过期");
    return ok(c, peeked);
  })
  .openapi(kickoff, async (c) => ok(c, await kickOffNow(c.var.deps, bodyOf<KickoffTarget>(c))))
  .openapi(callNext, async (c) => ok(c, await callNextMatch(c.var.deps)));

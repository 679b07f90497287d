import { OpenAPIHono } from "@hono/zod-openapi";
import { cors } from "hono/cors";
import type { AppDeps, AppEnv } from "./context";
import { noSniff, requestBodyLimit } from "./http/body-limit";
import { envelope } from "./http/envelope";
import { createErrorHandler } from "./http/on-error";
import { requestLog } from "./http/logger";
import { sessionMiddleware } from "./http/session";
import { validationHook } from "./http/validation";
import { authRoutes } from "./routes/auth";
import { basketballRoutes } from "./routes/basketball";
import { captchaRoutes } from "./routes/captcha";
import { chatRoutes } from "./routes/chat";
import { chatGroupRoutes } from "./routes/chat-group";
import { moderationRoutes } from "./routes/moderation";
import { roomStreamRoutes } from "./routes/room-stream";
import { devConsoleRoutes } from "./routes/dev-console";
import { devToolRoutes } from "./routes/dev-tools";
import { docsRoutes } from "./routes/docs";
import { healthRoutes } from "./routes/health";
import { smsRoutes } from "./routes/sms";
import { userPasswordRoutes } from "./routes/user-password";
import { expertRoutes } from "./routes/expert";
import { expertConsoleRoutes } from "./routes/expert-console";
import { recommendRoutes } from "./routes/recommend";
import { footballMatchRoutes } from "./routes/football-match";
import { scheduleRoutes } from "./routes/schedule";
import { searchRoutes } from "./routes/search";
import { uploadRoutes } from "./routes/upload";
import { userAccountRoutes } from "./routes/user-account";
import { userCenterRoutes } from "./routes/user-center";
import { userNoticeRoutes } from "./routes/user-notices";
import { userDirectoryRoutes } from "./routes/user-directory";
import { userRealNameRoutes } from "./routes/user-real-name";
import { userSpaceRoutes } from "./routes/user-space";
import { walletRoutes } from "./routes/wallet";
import { payRechargeRoutes } from "./routes/pay-recharge";
import { payRecordRoutes } from "./routes/pay-records";
import { payWithdrawRoutes } from "./routes/pay-withdraw";
import { footballListRoutes } from "./routes/football-lists";
import { matchAttentionRoutes } from "./routes/match-attention";
import { oddsBoardRoutes } from "./routes/odds-board";
import { payRoomRoutes } from "./routes/pay-room";
import { nobilityRoutes } from "./routes/nobility";
import { hornRoutes } from "./routes/horns";
import { redPacketRoutes } from "./routes/red-packets";
import { playbackRoutes } from "./routes/playback";
import { roomPushRoutes } from "./routes/room-push";
import { streamHookRoutes } from "./routes/stream-hooks";
import { liveStreamRoutes } from "./routes/live-stream";
import { anchorAuditRoutes } from "./routes/anchor-audit";
import { anchorDynamicRoutes } from "./routes/anchor-dynamics";
import { communityCommentRoutes } from "./routes/community-comments";
import { communityPostRoutes } from "./routes/community-posts";
import { anchorScheduleRoutes } from "./routes/anchor-schedule";
import { highlightPayRoutes } from "./routes/highlight-pay";
import { matchReserveRoutes } from "./routes/match-reserve";
import { opsInternalRoutes } from "./routes/ops-internal";
import { roomSettingsRoutes } from "./routes/room-settings";
import { roomRoutes } from "./routes/rooms";
import { roomExtraRoutes } from "./routes/rooms-extra";
import { newsRoutes } from "./routes/news";
import { databaseRoutes } from "./routes/database";
import { seoRoutes } from "./routes/seo";

/** The whole api as one Hono app; tests call it in-process with `app.request()`. */
export function createApp(deps: AppDeps) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });

  app.use("*", noSniff);
  app.use(
    "*",
    cors({
      origin: deps.env.webOrigins,
      credentials: true,
      allowHeaders: ["accessToken", "Content-Type", "Last-Event-ID"],
      maxAge: 600,
    }),
  );
  app.use("*", requestLog(deps.log));
  app.use("*", async (c, next) => {
    c.set("deps", deps);
    c.set("db", deps.db);
    await next();
  });
  app.use("*", requestBodyLimit);
  app.use("*", sessionMiddleware());

  const routes = [
    healthRoutes,
    authRoutes,
    userPasswordRoutes,
    smsRoutes,
    captchaRoutes,
    userCenterRoutes,
    userAccountRoutes,
    userNoticeRoutes,
    userRealNameRoutes,
    userSpaceRoutes,
    userDirectoryRoutes,
    walletRoutes,
    payRechargeRoutes,
    payWithdrawRoutes,
    payRecordRoutes,
    uploadRoutes,
    searchRoutes,
    expertRoutes,
    expertConsoleRoutes,
    recommendRoutes,
    oddsBoardRoutes,
    footballMatchRoutes,
    basketballRoutes,
    scheduleRoutes,
    footballListRoutes,
    matchAttentionRoutes,
    liveStreamRoutes,
    chatRoutes,
    chatGroupRoutes,
    moderationRoutes,
    roomStreamRoutes,
    payRoomRoutes,
    nobilityRoutes,
    hornRoutes,
    redPacketRoutes,
    playbackRoutes,
    roomPushRoutes,
    streamHookRoutes,
    anchorAuditRoutes,
    roomSettingsRoutes,
    anchorScheduleRoutes,
    matchReserveRoutes,
    anchorDynamicRoutes,
    highlightPayRoutes,
    opsInternalRoutes,
    roomRoutes,
    roomExtraRoutes,
    newsRoutes,
    communityPostRoutes,
    communityCommentRoutes,
    databaseRoutes,
    seoRoutes,
  ];
  for (const r of routes) app.route("/", r);

  // Absent in production, so neither answered nor listed in /openapi.json.
  if (!deps.env.isProduction) app.route("/", devToolRoutes).route("/", devConsoleRoutes);
  app.route("/", docsRoutes(app));
  app.notFound((c) => c.json(envelope(null, 404, "接口不存在"), 404));
  app.onError(createErrorHandler(deps.log));
  return app;
}

export type App = ReturnType<typeof createApp>;

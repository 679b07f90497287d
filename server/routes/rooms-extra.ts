import { OpenAPIHono } from "@hono/zod-openapi";
import { rankTypeSlug, type RankTypeCode } from "@/lib/codes/rank-types";
import { pageQuery } from "@/lib/contracts/fields";
import {
  anchorRankData,
  anchorRankQuery,
  historyPage,
  historyQuery,
  personalInfo,
  personalQuery,
  reportAdded,
  reportBody,
  reportPage,
} from "@/lib/contracts/rooms";
import { REPORT_REASONS } from "@/lib/codes/reports";
import type { AppEnv } from "../context";
import { ok } from "../http/envelope";
import { limitRate } from "../http/rate-limit";
import { apiRoute } from "../http/route";
import { requireUser } from "../http/session";
import { signedIn } from "../http/signed-in";
import { validationHook } from "../http/validation";
import { anchorRank } from "../services/rooms/anchor-rank";
import { sessionHistory } from "../services/rooms/live-sessions";
import { personalInfo as personOf } from "../services/rooms/personal";
import { addReport, myReports } from "../services/rooms/reports";

const tags = ["直播间"];
const reasons = Object.entries(REPORT_REASONS)
  .map(([code, label]) => `${code} ${label}`)
  .join("、");

const history = apiRoute("get", "/api/history/list", {
  summary:
    "开播记录：startDate、endDate 为北京时间日期（含两端，缺省不限），按开播时间新的在前；进行中的一场 endedAt 为空",
  tags,
  query: historyQuery,
  data: historyPage,
});

const rank = apiRoute("get", "/api/rank/anchor", {
  summary: "主播榜（收到礼物的钻石）：rankType 1 日榜（默认）/ 2 周榜 / 3 月榜 / 4 总榜；size 默认 20",
  tags,
  query: anchorRankQuery,
  data: anchorRankData,
});

const reportAdd = apiRoute("post", "/api/report/add", {
  summary: `举报直播间（需登录，JSON）：reason ${reasons}；images 最多3张本人上传的截图；同一直播间10分钟内只能举报一次，不能举报自己的直播间`,
  tags,
  body: reportBody,
  jsonOnly: true,
  data: reportAdded,
});

const reportList = apiRoute("get", "/api/report/list", {
  summary: "我的举报（需登录），新的在前；status 0 处理中、1 已处理、2 已驳回",
  tags,
  query: pageQuery,
  data: reportPage,
});

const personal = apiRoute("get", "/api/personal/info", {
  summary: "个人主页：昵称、头像、等级、签名、粉丝与关注数、是否已关注（游客为 false）；主播另有其直播间",
  tags,
  query: personalQuery,
  data: personalInfo,
});

export const roomExtraRoutes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
roomExtraRoutes.use("/api/report/*", signedIn);

roomExtraRoutes
  .openapi(history, async (c) =>
    ok(c, await sessionHistory(c.var.db, c.req.valid("query"), c.var.deps.now())),
  )
  .openapi(rank, async (c) => {
    const { rankType, size } = c.req.valid("query");
    return ok(
      c,
      await anchorRank(c.var.db, {
        range: rankTypeSlug(rankType as RankTypeCode),
        size,
        now: c.var.deps.now(),
      }),
    );
  })
  .openapi(reportAdd, async (c) => {
    const user = requireUser(c);
    await limitRate(c, "room-report-user", user.id);
    return ok(
      c,
      await addReport(c.var.db, user.id, c.req.valid("json"), c.var.deps.now()),
      "举报成功，我们会尽快处理",
    );
  })
  .openapi(reportList, async (c) => ok(c, await myReports(c.var.db, requireUser(c).id, c.req.valid("query"))))
  .openapi(personal, async (c) =>
    ok(
      c,
      await personOf(
        c.var.db,
        c.req.valid("query").userId,
        c.var.user?.id ?? null,
        c.var.deps.env.MEDIA_PUBLIC_URL,
      ),
    ),
  );

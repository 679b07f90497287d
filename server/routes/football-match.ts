import { OpenAPIHono, z } from "@hono/zod-openapi";
import {
  analysisAll,
  analysisKindParams,
  futureData,
  h2hData,
  injuriesData,
  recentData,
  standingsData,
} from "@/lib/contracts/match-analysis";
import { matchDetail, matchIdQuery, matchLiveData, tvListing } from "@/lib/contracts/match-detail";
import { matchOdds, oddsParams, oddsQuery } from "@/lib/contracts/match-odds";
import type { AppEnv } from "../context";
import { ok } from "../http/envelope";
import { apiRoute } from "../http/route";
import { validationHook } from "../http/validation";
import { footballAnalysis } from "../services/match-detail/analysis";
import { footballMatchDetail } from "../services/match-detail/match-header";
import { footballMatchLive } from "../services/match-detail/match-live";
import { matchOdds as loadMatchOdds } from "../services/match-detail/match-odds";
import { matchTvList } from "../services/match-detail/tv-listings";

const tags = ["比赛详情"];

const detail = apiRoute("get", "/live/football/match/detail", {
  summary: "足球比赛头部：联赛、轮次、开赛时间、球队（含排名）、比分、半场、阵型、场地、电视与直播平台",
  tags,
  query: matchIdQuery,
  data: matchDetail,
});

const live = apiRoute("get", "/live/football/match/live", {
  summary: "足球比赛直播页：事件时间线（从开赛起）、技术统计、首发与替补、文字直播（最新在前）",
  tags,
  query: matchIdQuery,
  data: matchLiveData,
});

const tv = apiRoute("get", "/live/tv/match-list", {
  summary: "比赛的电视与网络直播平台",
  tags,
  query: matchIdQuery,
  data: z.array(tvListing),
});

const analysis = apiRoute("get", "/live/fb/match/analysis/{kind}", {
  summary:
    "足球赛前分析：h2h 交锋往绩（近10场）、recent 近期战绩（各队近10场，全部/主场/客场）、standings 联赛积分、injuries 伤停、future 未来3场、all 以上全部",
  tags,
  params: analysisKindParams,
  query: matchIdQuery,
  data: z.union([analysisAll, h2hData, recentData, standingsData.nullable(), injuriesData, futureData]),
});

const odds = apiRoute("get", "/live/odds/{id}", {
  summary:
    "比赛赔率：market 1 欧赔、2 亚盘、3 大小球（不传为三者）；各公司初盘与即时盘；传 companyId 时附该公司的变化记录（首条为初盘）",
  tags,
  params: oddsParams,
  query: oddsQuery,
  data: matchOdds,
});

export const footballMatchRoutes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
  .openapi(detail, async (c) => ok(c, await footballMatchDetail(c.var.db, c.req.valid("query").matchId)))
  .openapi(live, async (c) => ok(c, await footballMatchLive(c.var.db, c.req.valid("query").matchId)))
  .openapi(tv, async (c) => ok(c, await matchTvList(c.var.db, c.req.valid("query").matchId)))
  .openapi(analysis, async (c) => {
    const { kind } = c.req.valid("param");
    const { matchId } = c.req.valid("query");
    return ok(c, await footballAnalysis(c.var.db, matchId, kind, c.var.deps.now()));
  })
  .openapi(odds, async (c) =>
    ok(c, await loadMatchOdds(c.var.db, c.req.valid("param").id, c.req.valid("query"))),
  );

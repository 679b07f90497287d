import { OpenAPIHono } from "@hono/zod-openapi";
import {
  basketDetail as detailData,
  basketFilterData,
  basketListData,
  basketListQuery,
  basketLiveData,
  basketOddsData,
  basketTextData,
  basketTextQuery,
  matchIdQuery,
  oddsPath,
  oddsQuery,
} from "@/lib/contracts/basketball";
import {
  analysisAllData,
  futureData,
  h2hData,
  recentData,
  standingsData,
} from "@/lib/contracts/basketball-analysis";
import type { AppEnv } from "../context";
import { ok } from "../http/envelope";
import { apiRoute } from "../http/route";
import { validationHook } from "../http/validation";
import {
  basketAnalysisAll,
  basketFuture,
  basketH2h,
  basketRecent,
  basketStandings,
} from "../services/basketball/basket-analysis";
import { basketDetail } from "../services/basketball/basket-detail";
import { basketFilter, basketList } from "../services/basketball/basket-list";
import { basketLive } from "../services/basketball/basket-live";
import { basketOdds } from "../services/basketball/basket-odds";
import { basketText } from "../services/basketball/basket-text";

const tags = ["篮球比分"];
const DAY_NOTE =
  "比赛日为北京时间 12:00 至次日 12:00（早上的 NBA 算前一天），date 缺省：完场为昨天、未开赛为明天、其余为今天";

const list = apiRoute("get", "/live/basket/list", {
  summary: `篮球比分列表：type=live 即时（当天全部，进行中在前）、end 完场、next 未开赛、jclq 竞彩篮球（按周三301编号，带让分/大小分 SP）；leagueIds 逗号分隔筛选联赛。${DAY_NOTE}`,
  tags,
  query: basketListQuery,
  data: basketListData,
});

const filter = apiRoute("get", "/live/basket/filter", {
  summary: "篮球列表的联赛筛选：与 list 相同的 type/date 下每个联赛的场次",
  tags,
  query: basketListQuery,
  data: basketFilterData,
});

const detail = apiRoute("get", "/live/basket/detail", {
  summary: "篮球比赛头部：比分、各节比分、赛季、场馆、电视/网络直播",
  tags,
  query: matchIdQuery,
  data: detailData,
});

const live = apiRoute("get", "/live/basket/live", {
  summary: "篮球比赛直播页：实时列、节次事件、文字直播、球队技术统计与双方球员数据（SPEC 球员字段）",
  tags,
  query: matchIdQuery,
  data: basketLiveData,
});

const analysis = <T extends Parameters<typeof apiRoute>[2]["data"]>(kind: string, summary: string, data: T) =>
  apiRoute("get", `/live/basket/analysis/${kind}`, { summary, tags, query: matchIdQuery, data });

const h2h = analysis("h2h", "数据分析·交锋：两队最近十次交手与主队战绩", h2hData);
const recent = analysis("recent", "数据分析·近期战绩：两队各自最近十场与场均得失分", recentData);
const standings = analysis(
  "standings",
  "数据分析·联赛排名：两队所在分区（东部/西部）的胜负、胜率、胜差",
  standingsData,
);
const future = analysis("future", "数据分析·未来赛程：两队之后的五场比赛与相隔天数", futureData);
const all = analysis("all", "数据分析·以上四项一起（分析页一次取齐）", analysisAllData);

const oddsRoute = apiRoute("get", "/live/basket/odds/{id}", {
  summary:
    "篮球赔率：market 1 欧赔（胜负）、2 让分、3 大小分（默认 2），0 为三种一起（无历史）；各公司初盘与即时盘，companyId（缺省为第一家）的变化历史",
  tags,
  params: oddsPath,
  query: oddsQuery,
  data: basketOddsData,
});

const text = apiRoute("get", "/live/basket/text", {
  summary:
    "文字直播：今天的篮球比赛（进行中在前）与各自的文字直播条数，以及 matchId（缺省为第一场进行中的比赛）的文字直播",
  tags,
  query: basketTextQuery,
  data: basketTextData,
});

export const basketballRoutes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
  .openapi(list, async (c) =>
    ok(c, await basketList(c.var.db, c.var.deps.feedClock.now(), c.req.valid("query"))),
  )
  .openapi(filter, async (c) =>
    ok(c, await basketFilter(c.var.db, c.var.deps.feedClock.now(), c.req.valid("query"))),
  )
  .openapi(detail, async (c) => ok(c, await basketDetail(c.var.db, c.req.valid("query").matchId)))
  .openapi(live, async (c) => ok(c, await basketLive(c.var.db, c.req.valid("query").matchId)))
  .openapi(h2h, async (c) => ok(c, await basketH2h(c.var.db, c.req.valid("query").matchId)))
  .openapi(recent, async (c) => ok(c, await basketRecent(c.var.db, c.req.valid("query").matchId)))
  .openapi(standings, async (c) => ok(c, await basketStandings(c.var.db, c.req.valid("query").matchId)))
  .openapi(future, async (c) => ok(c, await basketFuture(c.var.db, c.req.valid("query").matchId)))
  .openapi(all, async (c) => ok(c, await basketAnalysisAll(c.var.db, c.req.valid("query").matchId)))
  .openapi(oddsRoute, async (c) =>
    ok(c, await basketOdds(c.var.db, c.req.valid("param").id, c.req.valid("query"))),
  )
  .openapi(text, async (c) =>
    ok(c, await basketText(c.var.db, c.var.deps.feedClock.now(), c.req.valid("query").matchId)),
  );

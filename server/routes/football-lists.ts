import { OpenAPIHono } from "@hono/zod-openapi";
import {
  bjdcListData,
  countryData,
  countryQuery,
  filterData,
  filterQuery,
  footballListData,
  handicapData,
  handicapQuery,
  issueQuery,
  jczqListData,
  jczqQuery,
  liveListQuery,
  matchStateQuery,
  zcListData,
} from "@/lib/contracts/football-lists";
import type { SportId } from "@/lib/codes/sports";
import type { AppEnv } from "../context";
import { ok } from "../http/envelope";
import { apiRoute } from "../http/route";
import { validationHook } from "../http/validation";
import { competitionTree } from "../services/match-list/competitions";
import { liveList, stateList } from "../services/match-list/day-lists";
import { leagueFilter } from "../services/match-list/league-filter";
import { listOdds } from "../services/match-list/list-odds";
import { bjdcList, jczqList, zcList } from "../services/match-list/lottery-lists";

const tags = ["足球比分"];
const FILTERS = "leagueIds 赛事编号（逗号分隔）、onlyHot 只看热门、word 球队或赛事名称";

const live = apiRoute("get", "/live/football/v1_1/live", {
  summary: `即时比分：一个比赛日（北京时间12:00至次日12:00，默认今天）的全部足球比赛，进行中在前，其次未开赛，再次完场；可按${FILTERS}筛选`,
  tags,
  query: liveListQuery,
  data: footballListData,
});

const jczq = apiRoute("get", "/live/football/v1_1/jczq", {
  summary:
    "竞彩足球：一个比赛日按编号（周三001）排列，附胜平负与让球胜平负 SP；dates 为今天前后有竞彩的比赛日",
  tags,
  query: jczqQuery,
  data: jczqListData,
});

const bjdc = apiRoute("get", "/live/football/v1_1/bjdc", {
  summary: "北京单场：一期（默认当前期）按场次排列，附让球与胜平负 SP；issues 为最近各期",
  tags,
  query: issueQuery,
  data: bjdcListData,
});

const lottery = apiRoute("get", "/live/football/v1_1/lottery", {
  summary: "足彩胜负彩：一期14场（默认在售一期）与最近各期",
  tags,
  query: issueQuery,
  data: zcListData,
});

const byState = apiRoute("get", "/live/football/match", {
  summary: "完场（type=end，默认昨天）或赛程（type=next，默认明天）的一个比赛日，按开赛时间排列",
  tags,
  query: matchStateQuery,
  data: footballListData,
});

const filter = apiRoute("get", "/live/football/filter", {
  summary:
    "赛事筛选：某列表（type：live/end/next/jczq 按 date，bjdc/zc 按 issue）中的赛事与场数，热门在前，并按洲与国家分组",
  tags,
  query: filterQuery,
  data: filterData,
});

const country = apiRoute("get", "/live/football/country", {
  summary: "全部赛事：洲 → 国家/地区 → 赛事（sportId 默认 1 足球）",
  tags,
  query: countryQuery,
  data: countryData,
});

const handicap = apiRoute("get", "/live/football/handicap", {
  summary: "列表的亚盘与大小球栏：一组比赛（ids，最多50个）某公司（默认皇冠）的即时盘口；未开盘的比赛不返回",
  tags,
  query: handicapQuery,
  data: handicapData,
});

export const footballListRoutes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
  .openapi(live, async (c) => ok(c, await liveList(c.var.db, c.var.deps.now(), c.req.valid("query"))))
  .openapi(jczq, async (c) => ok(c, await jczqList(c.var.db, c.var.deps.now(), c.req.valid("query"))))
  .openapi(bjdc, async (c) => ok(c, await bjdcList(c.var.db, c.req.valid("query"))))
  .openapi(lottery, async (c) => ok(c, await zcList(c.var.db, c.var.deps.now(), c.req.valid("query"))))
  .openapi(byState, async (c) => ok(c, await stateList(c.var.db, c.var.deps.now(), c.req.valid("query"))))
  .openapi(filter, async (c) => ok(c, await leagueFilter(c.var.db, c.var.deps.now(), c.req.valid("query"))))
  .openapi(country, async (c) =>
    ok(c, await competitionTree(c.var.db, c.req.valid("query").sportId as SportId | undefined)),
  )
  .openapi(handicap, async (c) => {
    const { ids, companyId } = c.req.valid("query");
    return ok(c, await listOdds(c.var.db, ids, companyId));
  });

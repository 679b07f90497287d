import { OpenAPIHono, z } from "@hono/zod-openapi";
import { footballModelData, footballModelQuery } from "@/lib/contracts/odds-model";
import {
  oddsBoardData,
  oddsBoardQuery,
  oddsCompaniesQuery,
  oddsCompany,
  oddsCompareData,
  oddsCompareQuery,
  oddsJoinData,
  oddsJoinQuery,
} from "@/lib/contracts/odds-board";
import type { SportId } from "@/lib/codes/sports";
import type { AppEnv } from "../context";
import { ok } from "../http/envelope";
import { apiRoute } from "../http/route";
import { validationHook } from "../http/validation";
import { oddsBoard, oddsCompare, oddsJoin } from "../services/odds-board/board";
import { sportCompanies } from "../services/odds-board/companies";
import { footballModel } from "../services/odds-board/model";

const tags = ["指数"];
const DAY_NOTE = "业务日为北京时间当日 12:00 至次日 12:00，date 缺省为今天；";

const companies = apiRoute("get", "/live/odds/companies", {
  summary: "博彩公司列表：报该运动赔率的公司，按站内顺序；isDefault 标出指数页的默认五家",
  tags,
  query: oddsCompaniesQuery,
  data: z.array(oddsCompany),
});

const board = apiRoute("get", "/live/odds/board", {
  summary: `指数总览：${DAY_NOTE}当天每场比赛 × 所选公司（companyIds，缺省澳门、皇冠、Bet365、立博、威廉希尔）的一个玩法（market 1 欧赔、2 亚盘/让分、3 大小球/大小分）的初盘与即时盘，欧赔附返还率；leagueIds 筛选赛事。不存在的公司编号返回 400`,
  tags,
  query: oddsBoardQuery,
  data: oddsBoardData,
});

const join = apiRoute("get", "/live/odds/join", {
  summary: `欧亚大：${DAY_NOTE}一家公司（companyId，缺省皇冠）每场比赛的欧赔、亚盘、大小球同一行，各含初盘与即时盘`,
  tags,
  query: oddsJoinQuery,
  data: oddsJoinData,
});

const compare = apiRoute("get", "/live/odds/compare", {
  summary: `公司对比：${DAY_NOTE}一个玩法下每场比赛各公司的即时值（含初盘），及每列的最高、最低、平均值`,
  tags,
  query: oddsCompareQuery,
  data: oddsCompareData,
});

const model = apiRoute("get", "/live/football/model", {
  summary: `足球数据模型：${DAY_NOTE}每场比赛由各公司欧赔平均值得出的隐含概率（去抽水归一化）、各公司凯利指数（赔率 × 平均概率，大于 1 为异常）、亚盘与大小球从初盘到即时的平均变动（多数公司同向为一致变盘）及冷门预警；按盘口变动幅度从大到小排列`,
  tags,
  query: footballModelQuery,
  data: footballModelData,
});

export const oddsBoardRoutes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
  .openapi(companies, async (c) =>
    ok(c, await sportCompanies(c.var.db, c.req.valid("query").sportId as SportId)),
  )
  .openapi(board, async (c) => ok(c, await oddsBoard(c.var.db, c.req.valid("query"), c.var.deps.now())))
  .openapi(join, async (c) => ok(c, await oddsJoin(c.var.db, c.req.valid("query"), c.var.deps.now())))
  .openapi(compare, async (c) => ok(c, await oddsCompare(c.var.db, c.req.valid("query"), c.var.deps.now())))
  .openapi(model, async (c) => ok(c, await footballModel(c.var.db, c.req.valid("query"), c.var.deps.now())));

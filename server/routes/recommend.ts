import { OpenAPIHono } from "@hono/zod-openapi";
import {
  buyPlanBody,
  buyPlanData,
  pickerData,
  pickerFilterData,
  pickerFilterQuery,
  pickerQuery,
  planCodeParams,
  planDetailData,
  planListBody,
  planListData,
} from "@/lib/contracts/expert-plans";
import type { AppEnv } from "../context";
import { ok } from "../http/envelope";
import { apiRoute } from "../http/route";
import { requireUser } from "../http/session";
import { signedIn } from "../http/signed-in";
import { bodyOf, validationHook } from "../http/validation";
import { buyPlan } from "../services/expert/buy-plan";
import { pickerLeagues, pickerMatches } from "../services/expert/match-picker";
import { planErrors } from "../services/expert/plan-errors";
import { listPlans, type PlanListQuery } from "../services/expert/plan-list";
import { findPlanRow, viewPlans } from "../services/expert/plan-view";

const tags = ["方案"];

const list = apiRoute("post", "/tj/recommend", {
  summary: "方案列表（只有摘要，不含推荐内容）：按运动、联赛、玩法、价格、不中退、专家、比赛、状态筛选",
  tags,
  body: planListBody,
  data: planListData,
});

const detail = apiRoute("get", "/tj/recommend/{code}", {
  summary: "单个方案：推荐内容只给作者、已购买的用户，或方案结算之后的所有人；其余 content 为 null",
  tags,
  params: planCodeParams,
  data: planDetailData,
});

const buy = apiRoute("post", "/tj/recommend/buy", {
  summary:
    "购买方案（需登录，交易类型 4）：钻石转为专家收益；开赛后不能购买，不能重复购买；余额不足返回 30001",
  tags,
  body: buyPlanBody,
  data: buyPlanData,
});

const picker = apiRoute("get", "/tj/match", {
  summary: "可发布方案的比赛：未来 7 天未开赛、该玩法有即时赔率的比赛，附各玩法即时盘",
  tags,
  query: pickerQuery,
  data: pickerData,
});

const pickerFilter = apiRoute("get", "/tj/match/filter", {
  summary: "可发布方案的比赛的联赛筛选（附场次数）",
  tags,
  query: pickerFilterQuery,
  data: pickerFilterData,
});

export const recommendRoutes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
recommendRoutes.use(buy.path, signedIn);

recommendRoutes
  .openapi(list, async (c) => {
    const q = c.req.header("content-type")
      ? bodyOf<PlanListQuery>(c)
      : (planListBody.parse({}) as PlanListQuery);
    const viewer = { userId: c.var.user?.id ?? null, now: c.var.deps.feedClock.now() };
    return ok(c, await listPlans(c.var.db, q, viewer));
  })
  .openapi(detail, async (c) => {
    const { code } = c.req.valid("param");
    const row = await findPlanRow(c.var.db, code);
    if (!row) throw planErrors.notFound();
    const [plan] = await viewPlans(c.var.db, [row], {
      userId: c.var.user?.id ?? null,
      now: c.var.deps.feedClock.now(),
    });
    return ok(c, plan);
  })
  .openapi(buy, async (c) => {
    const user = requireUser(c);
    const { code } = bodyOf<{ code: number }>(c);
    const clock = { feedNow: c.var.deps.feedClock.now(), at: c.var.deps.now() };
    return ok(c, await buyPlan(c.var.db, user.id, code, clock), "购买成功");
  })
  .openapi(picker, async (c) =>
    ok(c, await pickerMatches(c.var.db, c.req.valid("query"), c.var.deps.feedClock.now())),
  )
  .openapi(pickerFilter, async (c) =>
    ok(c, await pickerLeagues(c.var.db, c.req.valid("query"), c.var.deps.feedClock.now())),
  );

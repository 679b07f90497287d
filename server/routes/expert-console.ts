import { OpenAPIHono } from "@hono/zod-openapi";
import type { Context } from "hono";
import {
  expertRecordsData,
  incomeBody,
  incomeData,
  myPlanListBody,
  myPlanListData,
  publishPlanBody,
  publishPlanData,
} from "@/lib/contracts/expert-plans";
import type { AppEnv } from "../context";
import { ok } from "../http/envelope";
import { limitRate } from "../http/rate-limit";
import { apiRoute } from "../http/route";
import { requireUser } from "../http/session";
import { bodyOf, validationHook } from "../http/validation";
import { myIncome, myPlans } from "../services/expert/expert-console";
import { expertRecords } from "../services/expert/expert-cards";
import { planErrors } from "../services/expert/plan-errors";
import { publishPlan, type PublishInput } from "../services/expert/publish-plan";

const tags = ["专家后台"];

const publish = apiRoute("post", "/tj/expert/pc/publish", {
  summary: "发布方案（仅认证专家，JSON）：只能在开赛前；盘口与赔率取发布时的即时盘并保存；二串一需两场比赛",
  tags,
  body: publishPlanBody,
  data: publishPlanData,
  jsonOnly: true,
});

const mine = apiRoute("post", "/tj/expert/pc/list", {
  summary: "我的方案（仅认证专家）：状态、销量、收益与推荐内容",
  tags,
  body: myPlanListBody,
  data: myPlanListData,
});

const records = apiRoute("post", "/tj/expert/pc/records", {
  summary: "我的战绩（仅认证专家）",
  tags,
  data: expertRecordsData,
});

const income = apiRoute("post", "/tj/expert/pc/income", {
  summary: "我的方案收益（仅认证专家）：收益余额、累计、本月、销量与明细",
  tags,
  body: incomeBody,
  data: incomeData,
});

/** Every console call: signed in (401), then an expert (50101), before the body is read. */
function expertOnly(c: Context<AppEnv>) {
  const user = requireUser(c);
  if (user.isExpert !== 1) throw planErrors.notExpert();
  return user;
}

export const expertConsoleRoutes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
expertConsoleRoutes.use("/tj/expert/pc/*", async (c, next) => {
  expertOnly(c);
  await next();
});

const optional = <T>(c: Context<AppEnv>, fallback: T): T =>
  c.req.header("content-type") ? bodyOf<T>(c) : fallback;

expertConsoleRoutes
  .openapi(publish, async (c) => {
    const user = expertOnly(c);
    await limitRate(c, "plan-publish-user", user.id);
    const body = bodyOf<PublishInput>(c);
    return ok(c, await publishPlan(c.var.db, user, body, c.var.deps.feedClock.now()), "发布成功");
  })
  .openapi(mine, async (c) => {
    const user = expertOnly(c);
    const q = optional(c, myPlanListBody.parse({}));
    return ok(c, await myPlans(c.var.db, user.id, q, c.var.deps.feedClock.now()));
  })
  .openapi(records, async (c) => ok(c, await expertRecords(c.var.db, expertOnly(c).id)))
  .openapi(income, async (c) => {
    const user = expertOnly(c);
    const q = optional(c, incomeBody.parse({}));
    return ok(c, await myIncome(c.var.db, user.id, q, c.var.deps.now()));
  });

import { OpenAPIHono } from "@hono/zod-openapi";
import { expertInfoBody } from "@/lib/contracts/expert";
import {
  boardBody,
  boardData,
  expertApplicationData,
  expertApplyBody,
  expertHomeRecBody,
  expertHomeRecData,
  expertInfoCardData,
  expertListBody,
  expertListData,
  expertRecordsBody,
  expertRecordsData,
} from "@/lib/contracts/expert-plans";
import type { AppEnv } from "../context";
import { ok } from "../http/envelope";
import { limitRate } from "../http/rate-limit";
import { apiRoute } from "../http/route";
import { requireUser } from "../http/session";
import { signedIn } from "../http/signed-in";
import { bodyOf, validationHook } from "../http/validation";
import { applicationOf, applyForExpert } from "../services/expert/expert-application";
import { board, expertCard, expertRecords, homeExperts, listExperts } from "../services/expert/expert-cards";

const tags = ["专家"];

/** The body is optional on these: a bare POST (no content type) reads as {}. */
function optionalBody<T>(c: Parameters<typeof bodyOf>[0], fallback: T): T {
  return c.req.header("content-type") ? bodyOf<T>(c) : fallback;
}

const info = apiRoute("post", "/tj/expert/info", {
  summary: "专家资料与战绩：userId 缺省为当前登录用户；不是专家时 data 为 null",
  tags,
  body: expertInfoBody,
  data: expertInfoCardData,
});

const list = apiRoute("post", "/tj/expert/list", {
  summary: "专家列表：可按运动与玩法筛选（按该玩法的战绩），近期命中多的在前",
  tags,
  body: expertListBody,
  data: expertListData,
});

const homeRec = apiRoute("post", "/tj/expert/home/rec", {
  summary: "首页推荐专家：有在售方案的在前，其次近期战绩好的",
  tags,
  body: expertHomeRecBody,
  data: expertHomeRecData,
});

const record = apiRoute("post", "/tj/expert/record", {
  summary: "专家战绩：总体、各玩法、按月（近10场、连红、命中率、回报率）",
  tags,
  body: expertRecordsBody,
  data: expertRecordsData,
});

const boards = apiRoute("post", "/tj/expert/board", {
  summary: "专家榜单：1 命中率、2 连红、3 回报率、4 近10场；可按运动与玩法",
  tags,
  body: boardBody,
  data: boardData,
});

const apply = apiRoute("post", "/tj/expert/apply", {
  summary: "申请成为专家（需登录），运营用 npm run ops 审核",
  tags,
  body: expertApplyBody,
  data: expertApplicationData,
});

const applyInfo = apiRoute("post", "/tj/expert/apply/info", {
  summary: "我的专家申请状态（需登录）：-1 未申请、0 审核中、1 已通过、2 未通过（附原因）",
  tags,
  data: expertApplicationData,
});

export const expertRoutes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
for (const route of [apply, applyInfo]) expertRoutes.use(route.path, signedIn);

expertRoutes
  .openapi(info, async (c) => {
    const body = optionalBody<{ userId?: number }>(c, {});
    const userId = body.userId ?? requireUser(c).id;
    return ok(c, await expertCard(c.var.db, userId, c.var.user?.id ?? null, c.var.deps.feedClock.now()));
  })
  .openapi(list, async (c) => {
    const q = optionalBody(c, expertListBody.parse({}));
    return ok(c, await listExperts(c.var.db, q, c.var.user?.id ?? null, c.var.deps.feedClock.now()));
  })
  .openapi(homeRec, async (c) => {
    const q = optionalBody(c, expertHomeRecBody.parse({}));
    return ok(c, await homeExperts(c.var.db, q, c.var.user?.id ?? null, c.var.deps.feedClock.now()));
  })
  .openapi(record, async (c) => {
    const body = optionalBody<{ userId?: number }>(c, {});
    return ok(c, await expertRecords(c.var.db, body.userId ?? requireUser(c).id));
  })
  .openapi(boards, async (c) => {
    const q = optionalBody(c, boardBody.parse({}));
    return ok(c, await board(c.var.db, q, c.var.deps.feedClock.now()));
  })
  .openapi(apply, async (c) => {
    const user = requireUser(c);
    await limitRate(c, "expert-apply-user", user.id);
    const body = bodyOf<{ title: string; intro: string; tags: string }>(c);
    return ok(c, await applyForExpert(c.var.db, user, body, c.var.deps.now()), "申请已提交，请等待审核");
  })
  .openapi(applyInfo, async (c) => ok(c, await applicationOf(c.var.db, requireUser(c).id)));

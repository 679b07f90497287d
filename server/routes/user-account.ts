import { OpenAPIHono, z } from "@hono/zod-openapi";
import type { FollowRoleCode } from "@/lib/codes/follow-roles";
import { gradeData, myFollowsQuery, orderListQuery, orderPage } from "@/lib/contracts/account";
import { pageOf } from "@/lib/contracts/fields";
import { userCard } from "@/lib/contracts/user";
import type { AppEnv } from "../context";
import { ok } from "../http/envelope";
import { apiRoute } from "../http/route";
import { requireUser } from "../http/session";
import { signedIn } from "../http/signed-in";
import { validationHook } from "../http/validation";
import { myFollows } from "../services/account/my-follows";
import { myOrders } from "../services/account/orders";
import { gradeOf } from "../services/experience/grade";

const tags = ["个人中心"];

const grade = apiRoute("get", "/user/center/grade", {
  summary: "我的等级（需登录）：经验、距下一级、今日各来源所得与上限、各级特权；LV 由经验唯一决定",
  tags,
  data: gradeData,
});

const orders = apiRoute("get", "/user/center/orders", {
  summary:
    "我的订单（需登录）：kind all、recharge 充值、plan 方案、nobility 贵族、highlight 付费集锦、gift 礼物；最新在前",
  tags,
  query: orderListQuery,
  data: orderPage,
});

const follows = apiRoute("get", "/user/center/follows", {
  summary:
    "我的关注（需登录）：role 1 主播、2 专家、3 用户；最近关注在前；取消关注用 /api/attention/operAttention（type 2，operateType 0）",
  tags,
  query: myFollowsQuery,
  data: pageOf(userCard.extend({ followedAt: z.string() })),
});

export const userAccountRoutes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
for (const route of [grade, orders, follows]) userAccountRoutes.use(route.path, signedIn);

userAccountRoutes
  .openapi(grade, async (c) => ok(c, await gradeOf(c.var.db, requireUser(c).id, c.var.deps.now())))
  .openapi(orders, async (c) => ok(c, await myOrders(c.var.db, requireUser(c).id, c.req.valid("query"))))
  .openapi(follows, async (c) => {
    const { role, page, pageSize } = c.req.valid("query");
    return ok(
      c,
      await myFollows(c.var.db, requireUser(c).id, { role: role as FollowRoleCode, page, pageSize }),
    );
  });

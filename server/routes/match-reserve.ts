import { OpenAPIHono, z } from "@hono/zod-openapi";
import { reserveBody, reserveData, reservedMatches } from "@/lib/contracts/anchor";
import { idInput } from "@/lib/contracts/fields";
import type { AppEnv } from "../context";
import { ok } from "../http/envelope";
import { apiRoute } from "../http/route";
import { requireUser } from "../http/session";
import { signedIn } from "../http/signed-in";
import { validationHook } from "../http/validation";
import { reservedMatches as reservedOf, reserveMatch } from "../services/anchor/reservations";

const tags = ["直播间·比赛"];

const reserve = apiRoute("post", "/api/match/reserve", {
  summary:
    "预约比赛（需登录）：operateType 1 预约（默认）、0 取消；matchType 1 足球、2 篮球；已开赛或已结束的比赛不能预约，重复预约不报错",
  tags,
  body: reserveBody,
  jsonOnly: true,
  data: reserveData,
});

const mine = apiRoute("get", "/api/match/reserveMatchByUser", {
  summary:
    "我预约的比赛（需登录，userId 须为本人）：未结束的比赛，进行中在前再按开赛时间，带实时比分与将解说它的直播间（绑定或加入赛程）",
  tags,
  query: z.object({ userId: idInput("用户编号不正确") }),
  data: reservedMatches,
});

export const matchReserveRoutes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
matchReserveRoutes.use(reserve.path, signedIn);
matchReserveRoutes.use(mine.path, signedIn);

matchReserveRoutes
  .openapi(reserve, async (c) => {
    const result = await reserveMatch(c.var.deps, requireUser(c).id, c.req.valid("json"));
    return ok(c, result, result.reserved ? "预约成功" : "已取消预约");
  })
  .openapi(mine, async (c) => ok(c, await reservedOf(c.var.db, requireUser(c), c.req.valid("query").userId)));

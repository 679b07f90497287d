import { OpenAPIHono, z } from "@hono/zod-openapi";
import { AttentionOperation, AttentionType } from "@/lib/codes/attention-types";
import { Sport, type SportId } from "@/lib/codes/sports";
import { collectData, collectQuery } from "@/lib/contracts/football-lists";
import {
  attentionMatchQuery,
  followedMatch,
  operAttentionData,
  operAttentionQuery,
  pageAttentionData,
  pageAttentionQuery,
  pageAttentionRoomData,
} from "@/lib/contracts/match-attention";
import type { AppEnv } from "../context";
import { ok } from "../http/envelope";
import { limitRate } from "../http/rate-limit";
import { apiRoute } from "../http/route";
import { requireUser } from "../http/session";
import { signedIn } from "../http/signed-in";
import { validationHook } from "../http/validation";
import { followedMatches, pageFollowedMatches, setMatchFollow } from "../services/match-list/match-follows";
import { pageFollowedRooms, setAnchorFollow } from "../services/rooms/anchor-follows";

const tags = ["关注比赛"];

const collect = apiRoute("get", "/live/football/collect", {
  summary: "关注（收藏）一场足球比赛；重复关注仍是一条（需登录）",
  tags,
  query: collectQuery,
  data: collectData,
});

const cancelCollect = apiRoute("get", "/live/football/cancel-collect", {
  summary: "取消关注一场足球比赛；未关注时也成功（需登录）",
  tags,
  query: collectQuery,
  data: collectData,
});

const operAttention = apiRoute("get", "/api/attention/operAttention", {
  summary:
    "关注或取消关注（需登录）：type 1 比赛（targetId 比赛编号，matchType 1 足球 2 篮球），type 2 主播或专家（targetId 其用户编号，不能关注自己）；operateType 1 关注 0 取消",
  tags,
  query: operAttentionQuery,
  data: operAttentionData,
});

const attentionMatches = apiRoute("get", "/api/attention/getAttentionMatchByUser", {
  summary: "我关注的比赛（列表行），进行中在前，其次未开赛，再次完场；最多200场（需登录）",
  tags,
  query: attentionMatchQuery,
  data: z.array(followedMatch),
});

const pageAttention = apiRoute("get", "/api/attention/pageAttention", {
  summary:
    "我的关注分页（需登录）：attentionType 1 比赛，最近关注在前；2 主播，返回其直播间卡片，直播中在前；pageSize 默认 30，最大 100",
  tags,
  query: pageAttentionQuery,
  data: z.union([pageAttentionData, pageAttentionRoomData]),
});

export const matchAttentionRoutes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
for (const route of [collect, cancelCollect, operAttention, attentionMatches, pageAttention]) {
  matchAttentionRoutes.use(route.path, signedIn);
}

async function follow(c: Parameters<typeof requireUser>[0], matchId: number, on: boolean, sportId?: SportId) {
  const user = requireUser(c);
  await limitRate(c, "match-follow-user", user.id);
  return setMatchFollow(c.var.db, user.id, matchId, on, { sportId, now: c.var.deps.now() });
}

async function followAnchor(c: Parameters<typeof requireUser>[0], anchorId: number, on: boolean) {
  const user = requireUser(c);
  await limitRate(c, "anchor-follow-user", user.id);
  return setAnchorFollow(c.var.db, user.id, anchorId, on, c.var.deps.now());
}

matchAttentionRoutes
  .openapi(collect, async (c) => {
    const { matchId, followed } = await follow(c, c.req.valid("query").matchId, true, Sport.Football);
    return ok(c, { matchId, collected: followed }, "关注成功");
  })
  .openapi(cancelCollect, async (c) => {
    const { matchId, followed } = await follow(c, c.req.valid("query").matchId, false, Sport.Football);
    return ok(c, { matchId, collected: followed }, "已取消关注");
  })
  .openapi(operAttention, async (c) => {
    const { type, targetId, matchType, operateType } = c.req.valid("query");
    const on = operateType === AttentionOperation.Follow;
    const { followed } =
      type === AttentionType.Anchor
        ? await followAnchor(c, targetId, on)
        : await follow(c, targetId, on, matchType as SportId);
    return ok(c, { targetId, followed }, on ? "关注成功" : "已取消关注");
  })
  .openapi(attentionMatches, async (c) =>
    ok(
      c,
      await followedMatches(
        c.var.db,
        requireUser(c).id,
        c.req.valid("query").matchType as SportId | undefined,
      ),
    ),
  )
  .openapi(pageAttention, async (c) => {
    const { attentionType, page, pageSize } = c.req.valid("query");
    const userId = requireUser(c).id;
    if (attentionType === AttentionType.Anchor)
      return ok(
        c,
        await pageFollowedRooms(c.var.db, userId, page, pageSize, c.var.deps.env.MEDIA_PUBLIC_URL),
      );
    return ok(c, await pageFollowedMatches(c.var.db, userId, page, pageSize));
  });

import { OpenAPIHono } from "@hono/zod-openapi";
import {
  highlightDetailQuery,
  highlightListQuery,
  pageByRoomBody,
  playbackDetail,
  playbackDetailQuery,
  playbackPage,
} from "@/lib/contracts/playback";
import { PlaybackKind } from "@/lib/codes/playback-kinds";
import type { AppEnv } from "../context";
import { ok } from "../http/envelope";
import { apiRoute } from "../http/route";
import { validationHook } from "../http/validation";
import { highlights, playbackDetail as detailOf, replaysOfRoom } from "../services/stream/playbacks";

const tags = ["回放与集锦"];
const link =
  "videoUrl：登录用户本人的 FLV 地址（签名绑定文件、回放、观看者与有效期：免费 6 小时，付费为时长加 30 分钟；支持 HTTP Range 与精确关键帧索引，可拖动）；付费的购买后（或房间主播本人）才有；同一观看者 6 小时内只计一次播放";

const pageByRoom = apiRoute("post", "/api/back/pageByRoom", {
  summary: "直播间回放列表（新的在前）；roomId 必填，page 默认 1，pageSize 默认 20",
  tags,
  body: pageByRoomBody,
  jsonOnly: true,
  data: playbackPage,
});

const backDetail = apiRoute("get", "/api/back/detail", {
  summary: `回放详情（recordId 为回放或集锦编号）：比赛、主播与 ${link}`,
  tags,
  query: playbackDetailQuery,
  data: playbackDetail,
});

const highlightList = apiRoute("get", "/inform/movie-highlights", {
  summary: "比赛集锦列表（新的在前）；sportId 0 全部、1 足球、2 篮球；price 为解锁所需钻石，0 免费",
  tags,
  query: highlightListQuery,
  data: playbackPage,
});

const highlightDetail = apiRoute("get", "/inform/movie-highlights/detail", {
  summary: `集锦详情：${link}`,
  tags,
  query: highlightDetailQuery,
  data: playbackDetail,
});

export const playbackRoutes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
  .openapi(pageByRoom, async (c) =>
    ok(c, await replaysOfRoom(c.var.db, c.req.valid("json"), c.var.deps.env.MEDIA_PUBLIC_URL)),
  )
  .openapi(backDetail, async (c) =>
    ok(c, await detailOf(c.var.deps, c.req.valid("query").recordId, c.var.user?.id ?? null)),
  )
  .openapi(highlightList, async (c) =>
    ok(c, await highlights(c.var.db, c.req.valid("query"), c.var.deps.env.MEDIA_PUBLIC_URL)),
  )
  .openapi(highlightDetail, async (c) =>
    ok(
      c,
      await detailOf(c.var.deps, c.req.valid("query").id, c.var.user?.id ?? null, PlaybackKind.Highlight),
    ),
  );

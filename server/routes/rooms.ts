import { OpenAPIHono, z } from "@hono/zod-openapi";
import {
  bannerList,
  bannerQuery,
  hotRoomQuery,
  liveNavList,
  roomCard,
  roomDetail,
  roomIdQuery,
  roomInfo,
  roomPage,
  roomPageQuery,
} from "@/lib/contracts/rooms";
import type { AppEnv } from "../context";
import { ok } from "../http/envelope";
import { apiRoute } from "../http/route";
import { validationHook } from "../http/validation";
import { bannerList as bannersAt } from "../services/rooms/banners";
import { roomDetail as detailOf } from "../services/rooms/room-detail";
import { roomInfo as infoOf } from "../services/rooms/room-info";
import { hotRooms, navList, roomPage as pageOfRooms } from "../services/rooms/room-lists";

const tags = ["直播间"];

const nav = apiRoute("get", "/api/nav/list", {
  summary: "直播分类（足球、篮球、综合……）及各分类正在直播的房间数",
  tags,
  data: liveNavList,
});

const page = apiRoute("get", "/api/room/page", {
  summary:
    "直播间分页：roomType 0 全部、1 仅直播中、2 我关注的主播（需登录）；navId 分类（0 全部）；roomId 排除的房间；word 标题或主播昵称包含；直播中在前，其次热度；pageSize 默认 30",
  tags,
  query: roomPageQuery,
  data: roomPage,
});

const detail = apiRoute("get", "/api/room/detail", {
  summary:
    "直播间详情（对所有人相同，可缓存）：房间卡片、公告、主播资料、播放地址、开播时间、绑定比赛（match）与主播赛程（schedule，最多10场）",
  tags,
  query: roomIdQuery,
  data: roomDetail,
});

const info = apiRoute("get", "/api/room/info", {
  summary:
    "直播间实时信息：播放地址与开播状态、热度、在线人数（当前连接该房间实时推送的观众）；登录后另有是否关注主播、身份（0 游客 1 观众 2 房管 3 主播）与禁言截止时间",
  tags,
  query: roomIdQuery,
  data: roomInfo,
});

const hot = apiRoute("get", "/api/room/hotAppRoom", {
  summary: "热门直播间：直播中在前，按热度；size 默认 8，最多 50",
  tags,
  query: hotRoomQuery,
  data: z.array(roomCard),
});

const banners = apiRoute("get", "/api/banner/list", {
  summary:
    "轮播图：position 1 首页、2 直播页；jumpType 1 站内页面（innerId 见跳转表，targetId 附加），其他为外链 url",
  tags,
  query: bannerQuery,
  data: bannerList,
});

export const roomRoutes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
  .openapi(nav, async (c) => ok(c, await navList(c.var.db)))
  .openapi(page, async (c) =>
    ok(
      c,
      await pageOfRooms(
        c.var.db,
        c.req.valid("query"),
        c.var.user?.id ?? null,
        c.var.deps.env.MEDIA_PUBLIC_URL,
      ),
    ),
  )
  .openapi(detail, async (c) => ok(c, await detailOf(c.var.deps, c.req.valid("query").roomId)))
  .openapi(info, async (c) =>
    ok(c, await infoOf(c.var.deps, c.req.valid("query").roomId, c.var.user?.id ?? null)),
  )
  .openapi(hot, async (c) =>
    ok(c, await hotRooms(c.var.db, c.req.valid("query").size, c.var.deps.env.MEDIA_PUBLIC_URL)),
  )
  .openapi(banners, async (c) => ok(c, await bannersAt(c.var.db, c.req.valid("query").position)));

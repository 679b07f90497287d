import { OpenAPIHono, z } from "@hono/zod-openapi";
import { matchLive, matchRow } from "@/lib/contracts/match-list";
import {
  anchorByMatchQuery,
  anchorQuery,
  dateQuery,
  liveStatesQuery,
  matchRoom,
  scheduleDate,
  scheduleListData,
  scheduleListQuery,
  sizeQuery,
} from "@/lib/contracts/schedule";
import type { AppEnv } from "../context";
import { ok } from "../http/envelope";
import { apiRoute } from "../http/route";
import { validationHook } from "../http/validation";
import { hotLeagueSchedule, hotNext, hotNow, hotOfDay } from "../services/schedule/hot-matches";
import { anchorSchedule } from "../services/anchor/schedules";
import { roomsForMatch } from "../services/schedule/match-rooms";
import { scheduleDates } from "../services/schedule/schedule-dates";
import { liveStates } from "../services/schedule/live-states";
import { scheduleList } from "../services/schedule/schedule-list";

const tags = ["赛程"];
const roomTags = ["直播间·比赛"];
const DAY_NOTE = "比赛日为北京时间 12:00 至次日 12:00，date 缺省为今天";
const rows = z.array(matchRow);

const dates = apiRoute("get", "/live/data/schedule/dates", {
  summary: "有比赛的比赛日（今天前后 7 天），带足球、篮球场次",
  tags,
  data: z.array(scheduleDate),
});

const list = apiRoute("get", "/live/data/schedule/list", {
  summary: `赛程：某比赛日两种运动的比赛（按开赛时间），sportId 只看一种，leagueIds 逗号分隔筛选联赛；leagues 为当天全部联赛与场次。${DAY_NOTE}`,
  tags,
  query: scheduleListQuery,
  data: scheduleListData,
});

const states = apiRoute("get", "/live/data/schedule/states", {
  summary:
    "一组比赛此刻的实时数据（状态、时间、比分、半场、角球、红黄牌、各节比分，与比分推送的 update 相同）：列表页连上推送后据此补上页面生成以来的变化；ids 逗号分隔，未知的编号不返回",
  tags,
  query: liveStatesQuery,
  data: z.array(matchLive),
});

const roomDates = apiRoute("get", "/api/match/dates", {
  summary: "直播间赛程的日期：今天起 7 个比赛日中有比赛的日子",
  tags: roomTags,
  data: z.array(scheduleDate),
});

const hot = apiRoute("get", "/api/match/hot", {
  summary: `某比赛日的热门比赛（足球、篮球），进行中在前。${DAY_NOTE}`,
  tags: roomTags,
  query: dateQuery,
  data: rows,
});

const dataHot = apiRoute("get", "/api/match/dataHot", {
  summary: "正在进行和即将开始的热门比赛（两种运动，带实时比分），size 默认 10，最多 50",
  tags: roomTags,
  query: sizeQuery,
  data: rows,
});

const schedule = apiRoute("get", "/api/match/schedule", {
  summary: `直播间赛程：某比赛日热门联赛的全部比赛（按开赛时间）。${DAY_NOTE}`,
  tags: roomTags,
  query: dateQuery,
  data: rows,
});

const next = apiRoute("get", "/api/match/next", {
  summary: "接下来开赛的热门比赛，size 默认 10",
  tags: roomTags,
  query: sizeQuery,
  data: rows,
});

const anchorMatches = apiRoute("get", "/api/match/list", {
  summary:
    "主播赛程：主播加入赛程的比赛（带实时比分），进行中在前，再按开赛时间列出未开赛的，最后是一天内已结束的；主播不存在时 404",
  tags: roomTags,
  query: anchorQuery,
  data: rows,
});

const anchorsByMatch = apiRoute("get", "/api/match/pcAnchorByMatch", {
  summary:
    "解说这场比赛的直播间：绑定了这场比赛或把它加入赛程的主播直播间，开播中在前，再按热度。matchType 1 足球、2 篮球",
  tags: roomTags,
  query: anchorByMatchQuery,
  data: z.array(matchRoom),
});

export const scheduleRoutes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
  .openapi(dates, async (c) => ok(c, await scheduleDates(c.var.db, c.var.deps.feedClock.now(), 7, 7)))
  .openapi(list, async (c) =>
    ok(c, await scheduleList(c.var.db, c.var.deps.feedClock.now(), c.req.valid("query"))),
  )
  .openapi(states, async (c) => ok(c, await liveStates(c.var.db, c.req.valid("query").ids)))
  .openapi(roomDates, async (c) => ok(c, await scheduleDates(c.var.db, c.var.deps.feedClock.now(), 0, 6)))
  .openapi(hot, async (c) =>
    ok(c, await hotOfDay(c.var.db, c.var.deps.feedClock.now(), c.req.valid("query").date)),
  )
  .openapi(dataHot, async (c) =>
    ok(c, await hotNow(c.var.db, c.var.deps.feedClock.now(), c.req.valid("query").size)),
  )
  .openapi(schedule, async (c) =>
    ok(c, await hotLeagueSchedule(c.var.db, c.var.deps.feedClock.now(), c.req.valid("query").date)),
  )
  .openapi(next, async (c) =>
    ok(c, await hotNext(c.var.db, c.var.deps.feedClock.now(), c.req.valid("query").size)),
  )
  .openapi(anchorMatches, async (c) =>
    ok(c, await anchorSchedule(c.var.db, c.req.valid("query").anchorId, c.var.deps.feedClock.now())),
  )
  .openapi(anchorsByMatch, async (c) => {
    const { matchId, matchType } = c.req.valid("query");
    return ok(c, await roomsForMatch(c.var.db, matchId, matchType));
  });

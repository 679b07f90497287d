import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { eq } from "drizzle-orm";
import { isSportId } from "@/lib/codes/sports";
import { idInput, intInput } from "@/lib/contracts/fields";
import { liveChannels } from "@/lib/contracts/match-list";
import type { AppEnv } from "../context";
import { matches } from "../db/schema/matches";
import { notFoundError } from "../errors/biz-error";
import { validationHook } from "../http/validation";
import { viewerStream } from "../http/viewer-stream";

const tags = ["比分直播"];
const stream = {
  200: {
    description:
      "text/event-stream（数据结构见 lib/contracts/match-stream.ts）；断线以 Last-Event-ID 续传，错过太多时收到 resync 事件，需重新拉取列表；参数错误或比赛不存在时为统一 JSON 响应（400/404）；同一用户（未登录按地址）同时打开的实时连接超过上限时为 429",
    content: { "text/event-stream": { schema: z.string() } },
  },
};

const sportStream = createRoute({
  method: "get",
  path: "/live/stream/{sportId}",
  summary:
    "比分列表 SSE：sportId 1 足球、2 篮球；该项目所有比赛的 update（比分、时间、状态、角球、红黄牌、半场与各节比分，亚盘/大小球变化时附 odds）与 goal（进球提醒）",
  tags,
  request: {
    params: z.object({
      sportId: intInput(z.number().refine(isSportId, "运动类型只能是1（足球）或2（篮球）")),
    }),
  },
  responses: stream,
});

const matchStream = createRoute({
  method: "get",
  path: "/live/stream/match/{id}",
  summary:
    "单场比赛 SSE：update、goal、event（时间轴新事件）、commentary（文字直播新行）、stats（技术统计，篮球含球员数据）、odds（各公司即时盘变化）",
  tags,
  request: { params: z.object({ id: idInput("比赛编号不正确") }) },
  responses: stream,
});

export const liveStreamRoutes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
  .openapi(sportStream, (c) => viewerStream(c, [liveChannels.sport(c.req.valid("param").sportId)]))
  .openapi(matchStream, async (c) => {
    const { id } = c.req.valid("param");
    const [match] = await c.var.db.select({ id: matches.id }).from(matches).where(eq(matches.id, id));
    if (!match) throw notFoundError("比赛不存在");
    return viewerStream(c, [liveChannels.match(id)]);
  });

import { OpenAPIHono, z } from "@hono/zod-openapi";
import { scheduleChangeBody } from "@/lib/contracts/anchor";
import { SCHEDULE_MAX_UPCOMING } from "@/lib/codes/anchor-schedule";
import { matchRow } from "@/lib/contracts/match-list";
import type { AppEnv } from "../context";
import { ok } from "../http/envelope";
import { apiRoute } from "../http/route";
import { requireUser } from "../http/session";
import { signedIn } from "../http/signed-in";
import { validationHook } from "../http/validation";
import { addSchedule, removeSchedule } from "../services/anchor/schedules";

const tags = ["直播间设置"];
const answer = "返回修改后的主播赛程（同 /api/match/list）";

const add = apiRoute("post", "/api/anchor/schedule/add", {
  summary: `把一场未开赛的比赛加入主播赛程（仅主播），未开赛的最多 ${SCHEDULE_MAX_UPCOMING} 场；已开赛、已结束或延期取消的不能加入；${answer}`,
  tags,
  body: scheduleChangeBody,
  jsonOnly: true,
  data: z.array(matchRow),
});

const remove = apiRoute("post", "/api/anchor/schedule/remove", {
  summary: `从主播赛程移除一场比赛（仅主播）；${answer}`,
  tags,
  body: scheduleChangeBody,
  jsonOnly: true,
  data: z.array(matchRow),
});

export const anchorScheduleRoutes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
anchorScheduleRoutes.use("/api/anchor/schedule/*", signedIn);

anchorScheduleRoutes
  .openapi(add, async (c) =>
    ok(c, await addSchedule(c.var.deps, requireUser(c), c.req.valid("json").matchId), "已加入赛程"),
  )
  .openapi(remove, async (c) =>
    ok(c, await removeSchedule(c.var.deps, requireUser(c), c.req.valid("json").matchId), "已移出赛程"),
  );

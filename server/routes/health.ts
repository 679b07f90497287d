import { OpenAPIHono, z } from "@hono/zod-openapi";
import { sql } from "drizzle-orm";
import { BEIJING_TIME_ZONE } from "@/lib/beijing-time";
import type { AppEnv } from "../context";
import { ok } from "../http/envelope";
import { apiRoute } from "../http/route";
import { validationHook } from "../http/validation";

const health = apiRoute("get", "/healthz", {
  summary: "存活与数据库连通检查",
  tags: ["系统"],
  data: z.object({
    status: z.literal("ok"),
    db: z.string(),
    uptime: z.number(),
    /** This process runs the match feed and the sweepers (one api process at a time does). */
    leader: z.boolean(),
  }),
});

const serverTime = apiRoute("get", "/live/time", {
  summary: "服务器当前时间（毫秒，比赛数据源的时间），用于校准比赛时钟；timeScale 为模拟时钟的倍速",
  tags: ["系统"],
  data: z.object({ now: z.number(), timeZone: z.string(), timeScale: z.number() }),
});

export const healthRoutes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
  .openapi(health, async (c) => {
    await c.var.db.execute(sql`select 1`);
    const { dbKind: db, leader } = c.var.deps;
    return ok(c, {
      status: "ok" as const,
      db,
      uptime: Math.round(process.uptime()),
      leader: leader.isLeader,
    });
  })
  .openapi(serverTime, (c) => {
    const clock = c.var.deps.feedClock;
    return ok(c, { now: clock.now(), timeZone: BEIJING_TIME_ZONE, timeScale: clock.scale });
  });

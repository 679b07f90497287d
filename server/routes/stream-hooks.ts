import { Hono, type Context } from "hono";
import { eq } from "drizzle-orm";
import { liveChannels } from "@/lib/contracts/match-list";
import { parseId } from "@/lib/parse-id";
import { z } from "zod";
import type { AppEnv } from "../context";
import { BizError } from "../errors/biz-error";
import { ok } from "../http/envelope";
import { parseOrBadRequest } from "../errors/parse-input";
import {
  authorizePublish,
  demoStreamNames,
  markPublished,
  markUnpublished,
  resetPublishers,
} from "../services/stream/live-status";
import { demoBroadcasts } from "../services/stream/demo-broadcasts";
import { offAirStreams } from "../services/stream/on-air";
import { replayTrack } from "../services/stream/replay-track";
import { sameSecret } from "../services/stream/signed-link";
import { matches } from "../db/schema/matches";
import { badRequest, notFoundError } from "../errors/biz-error";
import { sseResponse } from "../realtime/sse";

/**
 * Internal calls of the media process (server/media), authenticated by the shared MEDIA_SECRET
 * in `x-media-secret`; absent from /docs. Without MEDIA_SECRET they are all refused.
 */
const name = z.string().regex(/^[A-Za-z0-9_-]{1,32}$/, "流名称不正确");
const authorizeBody = z.object({ name, key: z.string().max(128) });
const onAirCheckBody = z.object({ names: z.array(name).max(1000, "流名称过多") });
const sessionBody = z.object({ name, session: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, "会话编号不正确") });

async function jsonBody<T extends z.ZodType>(c: Context<AppEnv>, schema: T): Promise<z.infer<T>> {
  const raw = await c.req.json().catch(() => undefined);
  return parseOrBadRequest(schema, raw);
}

export const streamHookRoutes = new Hono<AppEnv>()
  .use("/internal/media/*", async (c, next) => {
    const secret = c.var.deps.env.MEDIA_SECRET;
    const given = c.req.header("x-media-secret") ?? "";
    if (!secret || !sameSecret(secret, given)) throw new BizError(403, "媒体服务密钥无效", 403);
    await next();
  })
  .post("/internal/media/authorize", async (c) => {
    const { name, key } = await jsonBody(c, authorizeBody);
    const roomId = await authorizePublish(c.var.db, name, key);
    if (roomId === null) throw new BizError(403, "推流密钥无效、主播未通过审核或直播间已下播", 403);
    return ok(c, { roomId });
  })
  .post("/internal/media/published", async (c) => {
    const { name, session } = await jsonBody(c, sessionBody);
    return ok(c, await markPublished(c.var.deps, name, session));
  })
  .post("/internal/media/unpublished", async (c) => {
    const { name, session } = await jsonBody(c, sessionBody);
    return ok(c, await markUnpublished(c.var.deps, name, session));
  })
  .post("/internal/media/reset", async (c) => ok(c, await resetPublishers(c.var.deps)))
  .post("/internal/media/on-air-check", async (c) => {
    const { names } = await jsonBody(c, onAirCheckBody);
    const { db } = c.var;
    return ok(c, { offAir: await offAirStreams(db, names), demo: await demoStreamNames(db) });
  })
  .get("/internal/media/demo-streams", async (c) => ok(c, { names: await demoStreamNames(c.var.db) }))
  // A match replay's stored events and momentum, for the media process to render (replay-render.ts).
  .get("/internal/media/replay-track/:id", async (c) => {
    const id = parseId(c.req.param("id"));
    if (id === null) throw badRequest("回放编号不正确");
    return ok(c, await replayTrack(c.var.db, id));
  })
  // The demo rooms whose bound match the media process renders into video (server/media/broadcast).
  .get("/internal/media/broadcasts", async (c) => ok(c, { rooms: await demoBroadcasts(c.var.db) }))
  // A match's live frames for the renderer: the public stream's channel, outside the viewer caps
  // and the 在线 count (the media process is not a viewer).
  .get("/internal/media/match-stream/:id", async (c) => {
    const id = parseId(c.req.param("id"));
    if (id === null) throw badRequest("比赛编号不正确");
    const [match] = await c.var.db.select({ id: matches.id }).from(matches).where(eq(matches.id, id));
    if (!match) throw notFoundError("比赛不存在");
    return sseResponse(c, c.var.deps.bus, [liveChannels.match(id)]);
  });

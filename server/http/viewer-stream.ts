import type { Context } from "hono";
import type { AppEnv } from "../context";
import { tooManyRequests } from "../errors/biz-error";
import { sseResponse } from "../realtime/sse";
import { recordWatching } from "../services/experience/award";
import { clientIp } from "./rate-limit";

/** Who holds a stream: the signed-in user, else the client address, so three tabs are one viewer. */
export const viewerOf = (c: Context<AppEnv>, userId: number | null) =>
  userId !== null ? `user:${userId}` : `addr:${clientIp(c)}`;

/** A signed-in viewer's time on a room or match stream earns 观看直播 experience when it ends. */
function watchTimer(c: Context<AppEnv>, userId: number) {
  const { db, now, log } = c.var.deps;
  const since = now();
  return () =>
    void recordWatching(db, userId, now() - since, now()).catch((error) =>
      log.error("watching experience failed", { error: String(error) }),
    );
}

/**
 * Every live stream of the api goes through here: a client holds at most SSE_MAX_PER_USER (signed
 * in) or SSE_MAX_PER_ADDRESS streams across all streams and api processes, and the excess gets a
 * 429 envelope at once. `online` names the channel whose viewers the stream counts as online.
 */
export async function viewerStream(
  c: Context<AppEnv>,
  channels: string[],
  opts: { online?: string; userId?: number | null } = {},
): Promise<Response> {
  const { env, presence, bus } = c.var.deps;
  const userId = opts.userId ?? c.var.user?.id ?? null;
  const max = !env.RATE_LIMIT ? null : userId !== null ? env.SSE_MAX_PER_USER : env.SSE_MAX_PER_ADDRESS;
  const leave = await presence.enter(viewerOf(c, userId), max, opts.online);
  if (!leave) throw tooManyRequests("打开的直播连接过多，请关闭其他页面后再试");
  const watching = userId !== null && opts.online !== undefined ? watchTimer(c, userId) : null;
  return sseResponse(c, bus, channels, {
    onClose: () => {
      void leave();
      watching?.();
    },
  });
}

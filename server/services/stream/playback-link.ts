import { eq, sql } from "drizzle-orm";
import type { AppDeps } from "../../context";
import { playbacks } from "../../db/schema/streams";
import { linkTtlMs, scopeOf, signPlaybackPath } from "./signed-link";

/** A viewer who comes back within this window (another tab, a reload, a new link) is the same view. */
export const PLAY_COUNT_WINDOW_MS = 6 * 60 * 60 * 1000;

type Playable = { id: number; file: string; price: number; durationSec: number };

/**
 * The viewer's own link to a playback's file, or null without MEDIA_SECRET (the media server could
 * not check it). Callers decide who may have one; this signs it and counts the view.
 */
export async function issuePlaybackLink(deps: AppDeps, p: Playable, viewerId: number) {
  const { env, now } = deps;
  if (!env.MEDIA_SECRET) return null;
  const grant = { scope: scopeOf(p.price), file: p.file, playbackId: p.id, viewerId };
  const path = signPlaybackPath(env.MEDIA_SECRET, grant, now(), linkTtlMs(p.price, p.durationSec));
  return {
    url: `${env.MEDIA_PUBLIC_URL.replace(/\/$/, "")}${path}`,
    counted: await countView(deps, p.id, viewerId),
  };
}

/** Adds one play the first time a viewer gets a link in the window; the kv makes it hold across api processes. */
async function countView(deps: AppDeps, playbackId: number, viewerId: number): Promise<boolean> {
  const first = await deps.kv.setIfAbsent(`play:${playbackId}:${viewerId}`, "1", PLAY_COUNT_WINDOW_MS);
  if (first) {
    await deps.db
      .update(playbacks)
      .set({ playCount: sql`${playbacks.playCount} + 1` })
      .where(eq(playbacks.id, playbackId));
  }
  return first;
}

/**
 * Who holds a live stream (SSE) open: each viewer's streams count toward a cap, and a channel's
 * viewers are its `online`. A viewer is a string the caller chooses (a user, else an address),
 * so one person with three tabs is one viewer holding three streams.
 */
export interface Presence {
  /**
   * Admits one more stream of `viewer` while it holds fewer than `max` (null: no cap), counting
   * the viewer online on `channel` when given. Resolves to the function that ends the stream's
   * stay (safe to call twice), or null when the cap refuses it.
   */
  enter(viewer: string, max: number | null, channel?: string): Promise<(() => void) | null>;
  /** Distinct viewers holding a stream on `channel`, in every process that shares the store. */
  online(channel: string): Promise<number>;
  close(): Promise<void>;
}

const bump = <K>(counts: Map<K, number>, key: K, by: number) => {
  const n = (counts.get(key) ?? 0) + by;
  if (n > 0) counts.set(key, n);
  else counts.delete(key);
};

/** This process only: one api process, or tests. */
export function createMemoryPresence(): Presence {
  const streams = new Map<string, number>();
  const channels = new Map<string, Map<string, number>>();
  return {
    async enter(viewer, max, channel) {
      if (max !== null && (streams.get(viewer) ?? 0) >= max) return null;
      bump(streams, viewer, 1);
      if (channel !== undefined) {
        if (!channels.has(channel)) channels.set(channel, new Map());
        bump(channels.get(channel)!, viewer, 1);
      }
      let left = false;
      return () => {
        if (left) return;
        left = true;
        bump(streams, viewer, -1);
        const here = channel === undefined ? undefined : channels.get(channel);
        if (!here) return;
        bump(here, viewer, -1);
        if (here.size === 0) channels.delete(channel!);
      };
    },
    async online(channel) {
      return channels.get(channel)?.size ?? 0;
    },
    async close() {},
  };
}

/** Redis when a URL is given, so every api process sees every viewer; else this process. */
export async function createPresence(
  opts: { redisUrl?: string; keyPrefix?: string } = {},
): Promise<Presence> {
  if (!opts.redisUrl) return createMemoryPresence();
  const { createRedisPresence } = await import("./redis-presence");
  return createRedisPresence({ url: opts.redisUrl, keyPrefix: opts.keyPrefix });
}

import { randomBytes } from "node:crypto";
import { hostname } from "node:os";
import { Redis } from "ioredis";
import type { Presence } from "./presence";

export type RedisPresenceOptions = {
  url: string;
  /** Prefix of every key, so several apps or test runs can share one Redis. */
  keyPrefix?: string;
  /** An entry not renewed this long is dropped: how long a crashed process's viewers linger. */
  ttlMs?: number;
  connectionName?: string;
};

// Redis's clock scores every entry, so the processes' own clocks never have to agree.
const NOW =
  "local t = redis.call('TIME') local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)";

// KEYS: the viewer's streams [, the channel's viewers]; ARGV: max (-1 none), ttl ms, stream id, online member.
const ENTER = `${NOW}
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
local max = tonumber(ARGV[1])
if max >= 0 and redis.call('ZCARD', KEYS[1]) >= max then return 0 end
local expiry = now + tonumber(ARGV[2])
redis.call('ZADD', KEYS[1], expiry, ARGV[3])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
if KEYS[2] then
  redis.call('ZADD', KEYS[2], expiry, ARGV[4])
  redis.call('PEXPIRE', KEYS[2], ARGV[2])
end
return 1`;

// KEYS[i] gets member ARGV[i + 1]; ARGV[1]: ttl ms.
const RENEW = `${NOW}
local expiry = now + tonumber(ARGV[1])
for i, key in ipairs(KEYS) do
  redis.call('ZADD', key, expiry, ARGV[i + 1])
  redis.call('PEXPIRE', key, ARGV[1])
end
return #KEYS`;

// A channel's members are "{viewer}|{process}": a viewer on two processes is one viewer.
const ONLINE = `${NOW}
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
local seen, n = {}, 0
for _, m in ipairs(redis.call('ZRANGE', KEYS[1], 0, -1)) do
  local viewer = string.match(m, '^(.*)|')
  if not seen[viewer] then
    seen[viewer] = true
    n = n + 1
  end
end
return n`;

type Scripts = Redis & {
  presenceEnter(keys: number, ...args: string[]): Promise<number>;
  presenceRenew(keys: number, ...args: string[]): Promise<number>;
  presenceOnline(keys: number, key: string): Promise<number>;
};

const RENEW_BATCH = 500;

/**
 * Presence shared by every api process: sorted sets scored by expiry, renewed by each process for
 * the streams it holds every third of the TTL, so a process that dies leaves no viewers behind.
 */
export function createRedisPresence(o: RedisPresenceOptions): Presence {
  const prefix = o.keyPrefix ?? "presence:";
  const ttlMs = o.ttlMs ?? 30_000;
  const proc = `${hostname()}:${process.pid}:${randomBytes(3).toString("hex")}`;
  const redis = new Redis(o.url, { maxRetriesPerRequest: 2, connectionName: o.connectionName }) as Scripts;
  redis.defineCommand("presenceEnter", { lua: ENTER });
  redis.defineCommand("presenceRenew", { lua: RENEW });
  redis.defineCommand("presenceOnline", { lua: ONLINE });

  let seq = 0;
  const streams = new Map<string, string>(); // stream id -> the viewer's streams key
  const channels = new Map<string, Map<string, number>>(); // online key -> viewer -> streams here
  const memberOf = (viewer: string) => `${viewer}|${proc}`;
  const drop = () => {};
  // Returns the viewer's streams on the channel in this process after the change.
  const bumpLocal = (key: string, viewer: string, by: number) => {
    const here = channels.get(key) ?? channels.set(key, new Map()).get(key)!;
    const n = (here.get(viewer) ?? 0) + by;
    if (n > 0) here.set(viewer, n);
    else here.delete(viewer);
    if (here.size === 0) channels.delete(key);
    return n;
  };

  const renew = async () => {
    const pairs: [string, string][] = [...streams].map(([id, key]) => [key, id]);
    for (const [key, viewers] of channels)
      for (const viewer of viewers.keys()) pairs.push([key, memberOf(viewer)]);
    for (let i = 0; i < pairs.length; i += RENEW_BATCH) {
      const batch = pairs.slice(i, i + RENEW_BATCH);
      await redis.presenceRenew(
        batch.length,
        ...batch.map(([k]) => k),
        String(ttlMs),
        ...batch.map(([, m]) => m),
      );
    }
  };
  const renewer = setInterval(() => void renew().catch(drop), Math.max(ttlMs / 3, 10));
  renewer.unref();

  return {
    async enter(viewer, max, channel) {
      const id = `${proc}:${++seq}`;
      const streamsKey = `${prefix}streams:${viewer}`;
      const onlineKey = channel === undefined ? null : `${prefix}online:${channel}`;
      // Counted here before Redis answers, so a stream of the same viewer closing meanwhile keeps the entry.
      streams.set(id, streamsKey);
      if (onlineKey) bumpLocal(onlineKey, viewer, 1);
      let left = false;
      const leave = () => {
        if (left) return;
        left = true;
        streams.delete(id);
        void redis.zrem(streamsKey, id).catch(drop);
        if (onlineKey && bumpLocal(onlineKey, viewer, -1) === 0) {
          void redis.zrem(onlineKey, memberOf(viewer)).catch(drop);
        }
      };
      const keys = onlineKey ? [streamsKey, onlineKey] : [streamsKey];
      const admitted = await redis
        .presenceEnter(keys.length, ...keys, String(max ?? -1), String(ttlMs), id, memberOf(viewer))
        .catch((error: unknown) => (leave(), Promise.reject(error)));
      if (admitted === 1) return leave;
      leave();
      return null;
    },
    online: (channel) => redis.presenceOnline(1, `${prefix}online:${channel}`),
    async close() {
      clearInterval(renewer);
      const pipeline = redis.pipeline();
      for (const [id, key] of streams) pipeline.zrem(key, id);
      for (const [key, viewers] of channels)
        for (const viewer of viewers.keys()) pipeline.zrem(key, memberOf(viewer));
      streams.clear();
      channels.clear();
      await pipeline.exec().catch(drop);
      await redis.quit();
    },
  };
}

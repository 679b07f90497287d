import { hostname } from "node:os";
import { Redis } from "ioredis";
import {
  DEFAULT_HISTORY_SIZE,
  NO_EVENT_ID,
  compareEventIds,
  deliverAll,
  eventsAfter,
  logHandlerError,
  parseEventId,
  type BusEvent,
  type BusEventHandler,
  type EventBus,
  type EventBusOptions,
} from "./event-bus";

export type RedisBusOptions = EventBusOptions & {
  url: string;
  /** Prefix of every key and pub/sub channel, so several apps or test runs can share one Redis. */
  keyPrefix?: string;
  /** Idle channels' counters and history expire after this long. */
  ttlSeconds?: number;
  /** Shown by CLIENT LIST, suffixed ":pub" and ":sub". */
  connectionName?: string;
};

// One atomic step: id, history and PUBLISH together, so every process sees one order per channel.
const PUBLISH_SCRIPT = `
local epoch = redis.call('HGET', KEYS[1], 'epoch')
if not epoch then
  epoch = ARGV[2]
  redis.call('HSET', KEYS[1], 'epoch', epoch)
  redis.call('DEL', KEYS[2])
end
local msg = '{"id":"' .. epoch .. '-' .. redis.call('HINCRBY', KEYS[1], 'seq', 1) .. '",' .. string.sub(ARGV[1], 2)
redis.call('RPUSH', KEYS[2], msg)
redis.call('LTRIM', KEYS[2], -tonumber(ARGV[3]), -1)
redis.call('EXPIRE', KEYS[1], ARGV[4])
redis.call('EXPIRE', KEYS[2], ARGV[4])
redis.call('PUBLISH', ARGV[5], msg)
return msg`;

const parseEvent = (raw: string) => JSON.parse(raw) as BusEvent;
type Publisher = Redis & { busPublish(...keysAndArgs: string[]): Promise<string> };
type LocalChannel = {
  handlers: Set<BusEventHandler>;
  ready: Promise<void>;
  last?: string;
  backlog?: BusEvent[];
};

/** ioredis pub/sub: one SUBSCRIBE per channel per process, fanned out locally. */
export function createRedisBus(opts: RedisBusOptions): EventBus {
  const { url, keyPrefix = "bus:", ttlSeconds = 86_400, onHandlerError = logHandlerError } = opts;
  const connectionName = opts.connectionName ?? `event-bus-${hostname()}-${process.pid}`;
  const historySize = Math.max(1, opts.historySize ?? DEFAULT_HISTORY_SIZE);
  const pub = new Redis(url, {
    maxRetriesPerRequest: 2,
    connectionName: `${connectionName}:pub`,
  }) as Publisher;
  pub.defineCommand("busPublish", { numberOfKeys: 2, lua: PUBLISH_SCRIPT });
  // A connection in subscriber mode cannot run other commands.
  const sub = pub.duplicate({ connectionName: `${connectionName}:sub` });
  const seqKey = (channel: string) => `${keyPrefix}{${channel}}:seq`;
  const historyKey = (channel: string) => `${keyPrefix}{${channel}}:history`;
  const topicPrefix = `${keyPrefix}topic:`;
  const local = new Map<string, LocalChannel>();

  const deliver = (ch: LocalChannel, event: BusEvent) => {
    if (ch.last && compareEventIds(event.id, ch.last) <= 0) return;
    ch.last = event.id;
    deliverAll(ch.handlers, event, onHandlerError);
  };

  const isGap = (last: string | undefined, id: string) => {
    const [a, b] = [last && parseEventId(last), parseEventId(id)];
    return !!a && !!b && a[0] === b[0] && b[1] > a[1] + 1;
  };

  // Messages lost while the subscriber reconnected show up as a seq gap: refill them from history.
  const refill = async (channel: string, ch: LocalChannel, first: BusEvent) => {
    ch.backlog = [first];
    const missed = await bus.history(channel, ch.last!).catch(() => []);
    const backlog = ch.backlog;
    ch.backlog = undefined;
    for (const event of [...missed, ...backlog]) deliver(ch, event);
  };

  sub.on("message", (topic: string, raw: string) => {
    const channel = topic.slice(topicPrefix.length);
    const ch = local.get(channel);
    if (!ch) return;
    let event: BusEvent;
    try {
      event = parseEvent(raw);
    } catch (err) {
      return onHandlerError(err);
    }
    if (ch.backlog) ch.backlog.push(event);
    else if (isGap(ch.last, event.id)) void refill(channel, ch, event);
    else deliver(ch, event);
  });

  const bus: EventBus = {
    async publish(channel, { type, data, at = Date.now() }) {
      const body = JSON.stringify({ type, data, at });
      const keys = [seqKey(channel), historyKey(channel)];
      const args = [body, String(Date.now()), String(historySize), String(ttlSeconds), topicPrefix + channel];
      return JSON.parse(await pub.busPublish(...keys, ...args)) as BusEvent;
    },

    subscribe(channel, handler) {
      let ch = local.get(channel);
      if (!ch) {
        const ready = sub.subscribe(topicPrefix + channel).then(() => undefined);
        ready.catch(() => undefined); // surfaced to callers through `ready`
        ch = { handlers: new Set(), ready };
        local.set(channel, ch);
      }
      const mine = ch;
      mine.handlers.add(handler);
      const unsubscribe = () => {
        if (!mine.handlers.delete(handler) || mine.handlers.size > 0 || local.get(channel) !== mine) return;
        local.delete(channel);
        sub.unsubscribe(topicPrefix + channel).catch(() => undefined);
      };
      return Object.assign(unsubscribe, { ready: mine.ready });
    },

    async history(channel, afterId) {
      if (!parseEventId(afterId)) return [];
      const raw = await pub.lrange(historyKey(channel), 0, -1);
      return eventsAfter(raw.map(parseEvent), afterId);
    },

    async lastId(channel) {
      const [epoch, seq] = await pub.hmget(seqKey(channel), "epoch", "seq");
      return epoch && seq ? `${epoch}-${seq}` : NO_EVENT_ID;
    },

    subscriberCount: (channel) => local.get(channel)?.handlers.size ?? 0,

    async close() {
      local.clear();
      await Promise.allSettled([sub.quit(), pub.quit()]);
    },
  };
  return bus;
}

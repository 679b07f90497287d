import {
  DEFAULT_HISTORY_SIZE,
  NO_EVENT_ID,
  RecentHistory,
  deliverAll,
  logHandlerError,
  type BusEvent,
  type BusEventHandler,
  type EventBus,
  type EventBusOptions,
} from "./event-bus";

type ChannelState = { epoch: number; seq: number; recent: RecentHistory; handlers: Set<BusEventHandler> };

/** In-process bus: the default when no REDIS_URL is set (one api process). */
export function createMemoryBus(opts: EventBusOptions = {}): EventBus {
  const { historySize = DEFAULT_HISTORY_SIZE, onHandlerError = logHandlerError } = opts;
  const channels = new Map<string, ChannelState>();

  const state = (channel: string) => {
    let s = channels.get(channel);
    if (!s) {
      s = { epoch: Date.now(), seq: 0, recent: new RecentHistory(historySize), handlers: new Set() };
      channels.set(channel, s);
    }
    return s;
  };

  return {
    async publish(channel, { type, data, at = Date.now() }) {
      // Same JSON round trip as Redis, so subscribers never share the publisher's mutable object.
      const copy: unknown = data === undefined ? undefined : JSON.parse(JSON.stringify(data));
      const s = state(channel);
      const event: BusEvent = { id: `${s.epoch}-${++s.seq}`, type, data: copy, at };
      s.recent.push(event);
      deliverAll(s.handlers, event, onHandlerError);
      return event;
    },

    subscribe(channel, handler) {
      const { handlers } = state(channel);
      handlers.add(handler);
      return Object.assign(() => void handlers.delete(handler), { ready: Promise.resolve() });
    },

    history: async (channel, afterId) => channels.get(channel)?.recent.after(afterId) ?? [],

    async lastId(channel) {
      const s = channels.get(channel);
      return s && s.seq > 0 ? `${s.epoch}-${s.seq}` : NO_EVENT_ID;
    },

    subscriberCount: (channel) => channels.get(channel)?.handlers.size ?? 0,

    async close() {
      for (const s of channels.values()) s.handlers.clear();
    },
  };
}

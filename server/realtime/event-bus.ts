/**
 * Event ids are "<epoch>-<seq>": seq counts 1, 2, 3... per channel and epoch (ms) only changes when
 * the counter is lost (process restart for the memory bus, key expiry or a Redis flush), so ids
 * keep increasing across such resets. "0-0" means "before any event".
 */
export type BusEvent = { id: string; type: string; data: unknown; at: number };
export type NewBusEvent = { type: string; data: unknown; at?: number };
export type BusEventHandler = (event: BusEvent) => void;

/** Call it to unsubscribe; `ready` settles once events published from then on will be delivered. */
export type Subscription = (() => void) & { ready: Promise<void> };

export interface EventBus {
  /** Assigns the id; `data` goes through JSON on every implementation. */
  publish(channel: string, event: NewBusEvent): Promise<BusEvent>;
  /** Handlers run synchronously, in id order; a throwing handler does not affect the others. */
  subscribe(channel: string, handler: BusEventHandler): Subscription;
  /**
   * Retained events after `afterId`, oldest first. Empty when nothing is newer, when `afterId` is
   * not an id, and when events after it were already dropped from the recent history (or lost in
   * a reset): a resuming client then gets live events only, so compare with `lastId` to tell it
   * to reload its state.
   */
  history(channel: string, afterId: string): Promise<BusEvent[]>;
  /** Id of the newest event of the channel, "0-0" when it has none. */
  lastId(channel: string): Promise<string>;
  /** Handlers registered on this instance (this process), for tests and metrics. */
  subscriberCount(channel: string): number;
  close(): Promise<void>;
}

export type EventBusOptions = {
  /** Recent events kept per channel for Last-Event-ID resume. */
  historySize?: number;
  onHandlerError?: (err: unknown) => void;
};

export const NO_EVENT_ID = "0-0";
export const DEFAULT_HISTORY_SIZE = 200;

export function parseEventId(id: string): [epoch: number, seq: number] | undefined {
  const m = /^(\d{1,15})-(\d{1,15})$/.exec(id);
  return m ? [Number(m[1]), Number(m[2])] : undefined;
}

/** Negative, zero or positive like a sort comparator; ids must be valid. */
export function compareEventIds(a: string, b: string): number {
  const [ea, sa] = parseEventId(a) ?? [0, 0];
  const [eb, sb] = parseEventId(b) ?? [0, 0];
  return ea - eb || sa - sb;
}

/** `events` are one channel's retained events, oldest first, with consecutive seqs. */
export function eventsAfter(events: readonly BusEvent[], afterId: string): BusEvent[] {
  const after = parseEventId(afterId);
  const first = events.length ? parseEventId(events[0].id) : undefined;
  if (!after || !first) return [];
  const joins = after[0] === first[0] ? after[1] >= first[1] - 1 : afterId === NO_EVENT_ID && first[1] === 1;
  return joins ? events.filter((e) => compareEventIds(e.id, afterId) > 0) : [];
}

/** Fixed-size ring of a channel's newest events. */
export class RecentHistory {
  private events: BusEvent[] = [];
  private start = 0;

  constructor(readonly size = DEFAULT_HISTORY_SIZE) {}

  push(event: BusEvent): void {
    if (this.size <= 0) return;
    if (this.events.length < this.size) this.events.push(event);
    else {
      this.events[this.start] = event;
      this.start = (this.start + 1) % this.size;
    }
  }

  after(afterId: string): BusEvent[] {
    return eventsAfter([...this.events.slice(this.start), ...this.events.slice(0, this.start)], afterId);
  }
}

export function deliverAll(
  handlers: Iterable<BusEventHandler>,
  event: BusEvent,
  onError: (err: unknown) => void,
) {
  for (const handler of [...handlers]) {
    try {
      handler(event);
    } catch (err) {
      onError(err);
    }
  }
}

export const logHandlerError = (err: unknown) => console.error("event bus handler failed", err);

/** Redis pub/sub when a URL is given (several api processes), else in-process. */
export async function createEventBus(
  opts: EventBusOptions & { redisUrl?: string; keyPrefix?: string } = {},
): Promise<EventBus> {
  const { redisUrl, ...rest } = opts;
  if (redisUrl) return (await import("./redis-bus")).createRedisBus({ ...rest, url: redisUrl });
  return (await import("./memory-bus")).createMemoryBus(rest);
}

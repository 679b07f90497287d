/** Something shown for `ms` once it gets a place; `until` is set when it is shown. */
export type Timed = { key: string; ms: number; until: number };

/** Up to `capacity` items on screen, the rest waiting in arrival order. */
export type Lane<T extends Timed> = { shown: T[]; waiting: T[] };

/** Keeps a burst of events from growing without bound; the oldest waiting items are dropped. */
export const MAX_WAITING = 30;

export const emptyLane = <T extends Timed>(): Lane<T> => ({ shown: [], waiting: [] });

const show = <T extends Timed>(item: T, now: number): T => ({ ...item, until: now + item.ms });

export function admit<T extends Timed>(lane: Lane<T>, item: T, capacity: number, now: number): Lane<T> {
  if (lane.shown.length < capacity) return { ...lane, shown: [...lane.shown, show(item, now)] };
  return { ...lane, waiting: [...lane.waiting, item].slice(-MAX_WAITING) };
}

/** Drops what has been shown long enough and lets the waiting items take the free places. */
export function expire<T extends Timed>(lane: Lane<T>, capacity: number, now: number): Lane<T> {
  const shown = lane.shown.filter((item) => item.until > now);
  const waiting = [...lane.waiting];
  while (shown.length < capacity && waiting.length > 0) shown.push(show(waiting.shift()!, now));
  return shown.length === lane.shown.length && waiting.length === lane.waiting.length
    ? lane
    : { shown, waiting };
}

/** The earliest time something on screen ends, or null when nothing is shown. */
export function nextDeadline(lanes: Lane<Timed>[]): number | null {
  const ends = lanes.flatMap((lane) => lane.shown.map((item) => item.until));
  return ends.length > 0 ? Math.min(...ends) : null;
}

import { inArray } from "drizzle-orm";
import { isBasketballLive, isBasketballNotStarted } from "@/lib/codes/basketball-states";
import { isFootballLive, isFootballNotStarted } from "@/lib/codes/football-states";
import { Sport } from "@/lib/codes/sports";
import { liveChannels } from "@/lib/contracts/match-list";
import { matches } from "@/server/db/schema/matches";
import type { FinishedMatch } from "@/server/feed/match-feed";
import { createSimulatedFeed, type SimulatedFeed } from "@/server/feed/simulated-feed";
import type { BusEvent } from "@/server/realtime/event-bus";
import { createTestApi, type TestApi } from "../support/test-api";
import { FIXTURE, seedFeedFixture } from "./feed-fixtures";

/** Feed minutes per real second in these tests: a match plays in about two minutes of test clock. */
export const TIME_SCALE = 60;
export const FIXTURE_IDS: number[] = Object.values(FIXTURE);

export async function feedWorld() {
  const api = await createTestApi({ env: { FEED_TIME_SCALE: String(TIME_SCALE) } });
  const fixture = await seedFeedFixture(api.db, api.clock.now);
  return { api, fixture };
}

export function newFeed(api: TestApi): SimulatedFeed {
  return createSimulatedFeed({ ...api.deps, clock: api.deps.feedClock, tickMs: 1000 });
}

export const matchRows = (api: TestApi) =>
  api.db.select().from(matches).where(inArray(matches.id, FIXTURE_IDS)).orderBy(matches.id);

export type MatchRecord = Awaited<ReturnType<typeof matchRows>>[number];

const inPlayOrDue = (m: MatchRecord) =>
  m.sportId === Sport.Football
    ? isFootballLive(m.state) || isFootballNotStarted(m.state)
    : isBasketballLive(m.state) || isBasketballNotStarted(m.state);

/** Ticks every `stepMs` of test clock (× TIME_SCALE of feed time) until no fixture match is left to play. */
export async function playOut(
  api: TestApi,
  feed: SimulatedFeed,
  opts: {
    stepMs?: number;
    maxTicks?: number;
    until?: (rows: MatchRecord[]) => boolean;
    onTick?: (rows: MatchRecord[]) => void;
  } = {},
) {
  const { stepMs = 2000, maxTicks = 400 } = opts;
  const done = opts.until ?? ((rows: MatchRecord[]) => !rows.some(inPlayOrDue));
  for (let i = 0; i < maxTicks; i++) {
    api.advance(stepMs);
    await feed.tick();
    const rows = await matchRows(api);
    opts.onTick?.(rows);
    if (done(rows)) return rows;
  }
  throw new Error("the fixture matches did not finish");
}

/** Every event published on `channels` from now on, in order. */
export function record(api: TestApi, channels: string[]) {
  const events: (BusEvent & { channel: string })[] = [];
  const stops = channels.map((channel) =>
    api.deps.bus.subscribe(channel, (e) => events.push({ ...e, channel })),
  );
  return { events, stop: () => stops.forEach((s) => s()) };
}

/** The fixture world played to the end by one feed, with every row seen after each tick and every bus event. */
export async function playWorld() {
  const { api } = await feedWorld();
  const bus = record(api, [
    liveChannels.sport(Sport.Football),
    liveChannels.sport(Sport.Basketball),
    ...FIXTURE_IDS.map(liveChannels.match),
  ]);
  const seen = new Map<number, MatchRecord[]>();
  const finished: FinishedMatch[] = [];
  const feed = newFeed(api);
  feed.onMatchFinished.push((m) => void finished.push(m));
  const final = await playOut(api, feed, {
    onTick: (rows) => rows.forEach((r) => seen.set(r.id, [...(seen.get(r.id) ?? []), r])),
  });
  bus.stop();
  const published = (channel: string, type: string) =>
    bus.events.filter((e) => e.channel === channel && e.type === type).map((e) => e.data);
  return { api, final, seen, finished, published, byId: (id: number) => final.find((m) => m.id === id)! };
}

// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { openEventStream, type EventStreamOptions, type StreamStatus } from "./event-stream";
import { FakeEventSource } from "./fake-event-source";

beforeEach(() => {
  vi.useFakeTimers();
  FakeEventSource.instances = [];
  vi.stubGlobal("EventSource", FakeEventSource);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const backoff = (random = 1) => ({ minMs: 1_000, maxMs: 8_000, random: () => random });

function open(opts: Partial<EventStreamOptions> = {}) {
  const events: [string, unknown][] = [];
  const statuses: StreamStatus[] = [];
  const stream = openEventStream({
    url: "/gateway/api/room/stream?roomId=7",
    types: ["chat"],
    onEvent: (type, data) => events.push([type, data]),
    onStatus: (s) => statuses.push(s),
    backoff: backoff(),
    ...opts,
  });
  return { stream, events, statuses };
}

/** How long after a failure the next EventSource is created. */
function nextDelay(): number {
  const before = FakeEventSource.instances.length;
  FakeEventSource.last.fail();
  for (let waited = 0; waited <= 60_000; waited += 50) {
    if (FakeEventSource.instances.length > before) return waited;
    vi.advanceTimersByTime(50);
  }
  throw new Error("never reconnected");
}

describe("openEventStream", () => {
  it("delivers the frames it listens to and reports connecting, then open", () => {
    const { stream, events, statuses } = open();
    expect(stream.status()).toBe("connecting");
    FakeEventSource.last.open();
    FakeEventSource.last.emit("chat", { text: "开球了" }, "5-1");
    FakeEventSource.last.emit("gift", { giftId: 1 }, "5-2");
    expect(events).toEqual([["chat", { text: "开球了" }]]);
    expect(statuses).toEqual(["open"]);
  });

  it("reopens a stream the browser gave up on, resuming after the last event id", () => {
    const { events, statuses } = open();
    FakeEventSource.last.open();
    FakeEventSource.last.emit("chat", { n: 1 }, "1732-4,1732-9");
    const first = FakeEventSource.last;
    first.fail(); // the door answered 503 while the api restarts
    expect(first.readyState).toBe(FakeEventSource.CLOSED);
    expect(statuses).toEqual(["open", "reconnecting"]);
    vi.advanceTimersByTime(1_000);
    expect(FakeEventSource.last).not.toBe(first);
    expect(FakeEventSource.last.url).toBe("/gateway/api/room/stream?roomId=7&lastEventId=1732-4%2C1732-9");
    FakeEventSource.last.open();
    expect(statuses).toEqual(["open", "reconnecting", "open"]);
    expect(events).toEqual([["chat", { n: 1 }]]); // it resumed: nothing to resync
  });

  it("takes over a connection the browser would retry itself, so the backoff is ours", () => {
    open();
    FakeEventSource.last.open();
    const first = FakeEventSource.last;
    first.fail(FakeEventSource.CONNECTING);
    expect(first.readyState).toBe(FakeEventSource.CLOSED);
    vi.advanceTimersByTime(1_000);
    expect(FakeEventSource.instances).toHaveLength(2);
  });

  it("backs off exponentially up to the ceiling and starts over after a success", () => {
    open();
    expect([nextDelay(), nextDelay(), nextDelay(), nextDelay(), nextDelay()]).toEqual([
      1_000, 2_000, 4_000, 8_000, 8_000,
    ]);
    FakeEventSource.last.open();
    expect(nextDelay()).toBe(1_000);
  });

  it("spreads reconnects with jitter between half and all of the delay", () => {
    open({ backoff: backoff(0) });
    expect([nextDelay(), nextDelay()]).toEqual([500, 1_000]);
  });

  it("asks for a resync after reconnecting without an id to resume from", () => {
    const { events } = open();
    FakeEventSource.last.open();
    FakeEventSource.last.fail();
    vi.advanceTimersByTime(1_000);
    expect(FakeEventSource.last.url).toBe("/gateway/api/room/stream?roomId=7");
    FakeEventSource.last.open();
    expect(events).toEqual([["resync", {}]]);
  });

  it("asks for a resync after every reconnect when the stream's source may skip events", () => {
    const { events } = open({ url: "/gateway/live/stream/match/9", resyncOnReconnect: true });
    FakeEventSource.last.open();
    FakeEventSource.last.emit("chat", { n: 1 }, "3-3");
    FakeEventSource.last.fail();
    vi.advanceTimersByTime(1_000);
    expect(FakeEventSource.last.url).toBe("/gateway/live/stream/match/9?lastEventId=3-3");
    FakeEventSource.last.open();
    expect(events).toEqual([
      ["chat", { n: 1 }],
      ["resync", {}],
    ]);
  });

  it("passes the server's resync frame on and stops for good once closed", () => {
    const { stream, events } = open();
    FakeEventSource.last.open();
    FakeEventSource.last.emit("resync", { channel: "room:7" }, "");
    expect(events).toEqual([["resync", { channel: "room:7" }]]);
    FakeEventSource.last.fail();
    stream.close();
    vi.advanceTimersByTime(60_000);
    expect(FakeEventSource.instances).toHaveLength(1);
    expect(FakeEventSource.last.readyState).toBe(FakeEventSource.CLOSED);
  });
});

// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { StreamStatus } from "./event-stream";
import { FakeEventSource } from "./fake-event-source";
import { subscribeEventStream } from "./shared-event-stream";

beforeEach(() => {
  FakeEventSource.instances = [];
  vi.stubGlobal("EventSource", FakeEventSource);
});
afterEach(() => vi.unstubAllGlobals());

function listener() {
  const events: unknown[] = [];
  const statuses: StreamStatus[] = [];
  return {
    events,
    statuses,
    onEvent: (_type: string, data: unknown) => events.push(data),
    onStatus: (s: StreamStatus) => statuses.push(s),
  };
}

const opts = { url: "/gateway/live/stream/1", types: ["update", "goal"] };

describe("a stream shared by the parts of a page", () => {
  it("opens one connection for every part on the same stream and closes it with the last one", () => {
    const list = listener();
    const cards = listener();
    const leaveList = subscribeEventStream(opts, list);
    FakeEventSource.last.open();
    const leaveCards = subscribeEventStream({ ...opts, types: ["goal", "update"] }, cards);
    expect(FakeEventSource.instances).toHaveLength(1);
    expect(cards.statuses).toEqual(["open"]); // told at once, not left waiting for a change

    FakeEventSource.last.emit("update", { id: 5 }, "1-1");
    expect(list.events).toEqual([{ id: 5 }]);
    expect(cards.events).toEqual([{ id: 5 }]);

    leaveList();
    expect(FakeEventSource.last.readyState).toBe(FakeEventSource.OPEN);
    FakeEventSource.last.emit("update", { id: 6 }, "1-2");
    expect(list.events).toHaveLength(1);
    expect(cards.events).toHaveLength(2);
    leaveCards();
    expect(FakeEventSource.last.readyState).toBe(FakeEventSource.CLOSED);

    subscribeEventStream(opts, listener())();
    expect(FakeEventSource.instances).toHaveLength(2); // a later part opens a fresh one
  });

  it("keeps streams of other urls apart", () => {
    const a = subscribeEventStream(opts, listener());
    const b = subscribeEventStream({ ...opts, url: "/gateway/live/stream/2" }, listener());
    expect(FakeEventSource.instances.map((s) => s.url)).toEqual([
      "/gateway/live/stream/1",
      "/gateway/live/stream/2",
    ]);
    a();
    b();
  });
});

import { describe, expect, it, vi } from "vitest";
import { NO_EVENT_ID, compareEventIds, type BusEvent } from "./event-bus";
import { createMemoryBus } from "./memory-bus";

const seqs = (events: BusEvent[]) => events.map((e) => Number(e.id.split("-")[1]));

describe("memory event bus", () => {
  it("delivers to every subscriber of the channel, in publish order, with increasing ids", async () => {
    const bus = createMemoryBus();
    const a: BusEvent[] = [];
    const b: BusEvent[] = [];
    const other: BusEvent[] = [];
    bus.subscribe("room:1", (e) => a.push(e));
    bus.subscribe("room:1", (e) => b.push(e));
    bus.subscribe("room:2", (e) => other.push(e));
    for (let n = 1; n <= 5; n++) await bus.publish("room:1", { type: "chat", data: { n } });

    expect(a.map((e) => e.data)).toEqual([1, 2, 3, 4, 5].map((n) => ({ n })));
    expect(b).toEqual(a);
    expect(other).toEqual([]);
    expect(seqs(a)).toEqual([1, 2, 3, 4, 5]);
    for (let i = 1; i < a.length; i++) expect(compareEventIds(a[i].id, a[i - 1].id)).toBeGreaterThan(0);
    expect(await bus.lastId("room:1")).toBe(a[4].id);
    expect(await bus.lastId("room:9")).toBe(NO_EVENT_ID);
  });

  it("stops delivering after unsubscribe and counts subscribers", async () => {
    const bus = createMemoryBus();
    const seen: unknown[] = [];
    const unsubscribe = bus.subscribe("m", (e) => seen.push(e.data));
    await unsubscribe.ready;
    expect(bus.subscriberCount("m")).toBe(1);
    await bus.publish("m", { type: "score", data: 1 });
    unsubscribe();
    await bus.publish("m", { type: "score", data: 2 });
    expect(seen).toEqual([1]);
    expect(bus.subscriberCount("m")).toBe(0);
  });

  it("keeps a throwing handler from starving the others", async () => {
    const onHandlerError = vi.fn();
    const bus = createMemoryBus({ onHandlerError });
    const seen: unknown[] = [];
    bus.subscribe("m", () => {
      throw new Error("boom");
    });
    bus.subscribe("m", (e) => seen.push(e.data));
    await bus.publish("m", { type: "x", data: 1 });
    expect(seen).toEqual([1]);
    expect(onHandlerError).toHaveBeenCalledOnce();
  });

  it("hands subscribers a JSON copy, not the publisher's object", async () => {
    const bus = createMemoryBus();
    const payload = { at: new Date(0), list: [1] };
    const event = await bus.publish("m", { type: "x", data: payload });
    payload.list.push(2);
    expect(event.data).toEqual({ at: "1970-01-01T00:00:00.000Z", list: [1] });
  });

  it("replays the history after an id", async () => {
    const bus = createMemoryBus();
    const sent: BusEvent[] = [];
    for (let n = 0; n < 6; n++) sent.push(await bus.publish("m", { type: "x", data: n }));

    expect(await bus.history("m", sent[2].id)).toEqual(sent.slice(3));
    expect(await bus.history("m", sent[5].id)).toEqual([]);
    expect(await bus.history("m", NO_EVENT_ID)).toEqual(sent);
    expect(await bus.history("m", "not-an-id")).toEqual([]);
    expect(await bus.history("unknown", NO_EVENT_ID)).toEqual([]);
  });

  it("returns no history when the id is older than the buffer, so the client takes live events", async () => {
    const bus = createMemoryBus({ historySize: 3 });
    const sent: BusEvent[] = [];
    for (let n = 0; n < 6; n++) sent.push(await bus.publish("m", { type: "x", data: n }));

    expect(await bus.history("m", sent[2].id)).toEqual(sent.slice(3)); // oldest retained follows it
    expect(await bus.history("m", sent[1].id)).toEqual([]); // sent[2] was dropped
    expect(await bus.history("m", NO_EVENT_ID)).toEqual([]);
    const [epoch] = sent[0].id.split("-");
    expect(await bus.history("m", `${Number(epoch) - 1}-4`)).toEqual([]); // an earlier epoch (restart)
  });
});

import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { EventBus } from "./event-bus";
import { createMemoryBus } from "./memory-bus";
import { connectSse, listen } from "./sse-test-client";
import { sseResponse } from "./sse";

const bus = createMemoryBus({ historySize: 5 });
const app = new Hono().get("/sse", (c) =>
  sseResponse(c, bus, c.req.queries("ch") ?? ["room:1"], { heartbeatMs: 100, maxBufferedBytes: 64 * 1024 }),
);
let server: Awaited<ReturnType<typeof listen>>;
beforeAll(async () => void (server = await listen(app)));
afterAll(() => server.close());

const url = (...channels: string[]) => `${server.url}/sse?${channels.map((c) => `ch=${c}`).join("&")}`;
const publish = (channel: string, n: number) => bus.publish(channel, { type: "chat", data: { n } });
const numbers = (frames: { data?: string }[]) => frames.map((f) => (JSON.parse(f.data!) as { n: number }).n);

// Publishes once while a resuming stream reads the head, so the event arrives both live and replayed.
let raceNextLastId = false;
const racyBus: EventBus = {
  ...bus,
  async lastId(channel) {
    if (raceNextLastId) await publish(channel, 99).finally(() => (raceNextLastId = false));
    return bus.lastId(channel);
  },
};
app.get("/racy", (c) => sseResponse(c, racyBus, ["racy"]));

describe("sseResponse", () => {
  it("streams live events as id/event/data frames after a retry hint", async () => {
    const client = await connectSse(url("live"));
    expect(client.res.headers.get("content-type")).toContain("text/event-stream");
    expect(await client.next(() => true)).toEqual({ retry: "3000" });
    await client.ready();
    const sent = [await publish("live", 1), await publish("live", 2)];
    const got = await client.events(2);
    expect(got).toEqual(sent.map((e) => ({ id: e.id, event: "chat", data: JSON.stringify(e.data) })));
    client.close();
  });

  it("resumes after Last-Event-ID without duplicates or gaps, then goes on live", async () => {
    const first = await connectSse(url("resume"));
    await first.ready();
    for (const n of [1, 2]) await publish("resume", n);
    expect(numbers(await first.events(2))).toEqual([1, 2]);
    first.close();
    for (const n of [3, 4]) await publish("resume", n);

    const second = await connectSse(url("resume"), { "last-event-id": first.lastEventId });
    expect(numbers(await second.events(2))).toEqual([3, 4]);
    await publish("resume", 5);
    expect(numbers(await second.events(1))).toEqual([5]);
    second.close();

    const polyfill = await connectSse(
      `${url("resume")}&lastEventId=${encodeURIComponent(first.lastEventId)}`,
    );
    expect(numbers(await polyfill.events(3))).toEqual([3, 4, 5]);
    polyfill.close();
  });

  it("sends an event that races the replay once", async () => {
    const before = await publish("racy", 1);
    raceNextLastId = true;
    const client = await connectSse(`${server.url}/racy`, { "last-event-id": before.id });
    const [raced] = await client.events(1);
    expect(numbers([raced])).toEqual([99]);
    expect(await client.next(() => true)).toEqual({ id: raced.id }); // live now, nothing sent twice
    await publish("racy", 2);
    expect(numbers(await client.events(1))).toEqual([2]);
    client.close();
  });

  it("resumes a client that saw no event yet from the id sent when it connected", async () => {
    await publish("quiet", 0);
    const first = await connectSse(url("quiet"));
    await first.ready();
    first.close();
    await publish("quiet", 1);
    const second = await connectSse(url("quiet"), { "last-event-id": first.lastEventId });
    expect(numbers(await second.events(1))).toEqual([1]);
    second.close();
  });

  it("sends resync when the missed events left the history, then live events", async () => {
    const first = await connectSse(url("busy"));
    await first.ready();
    first.close();
    for (let n = 1; n <= 8; n++) await publish("busy", n); // history keeps 5
    const second = await connectSse(url("busy"), { "last-event-id": first.lastEventId });
    expect(await second.events(1)).toEqual([{ event: "resync", data: '{"channel":"busy"}' }]);
    await second.ready();
    await publish("busy", 9);
    expect(numbers(await second.events(1))).toEqual([9]);
    second.close();
  });

  it("merges several channels under one cursor and resumes each of them", async () => {
    const first = await connectSse(url("a", "b"));
    await first.ready();
    await publish("a", 1);
    await publish("b", 2);
    expect(numbers(await first.events(2))).toEqual([1, 2]);
    first.close();
    await publish("b", 3);
    await publish("a", 4);
    const second = await connectSse(url("a", "b"), { "last-event-id": first.lastEventId });
    expect(numbers(await second.events(2))).toEqual([4, 3]); // replayed channel by channel
    second.close();
  });

  it("sends heartbeats while idle", async () => {
    const client = await connectSse(url("idle"));
    expect(await client.next((f) => f.comment !== undefined)).toEqual({ comment: "heartbeat" });
    client.close();
  });

  it("unsubscribes when the client disconnects", async () => {
    const client = await connectSse(url("gone"));
    await client.ready();
    expect(bus.subscriberCount("gone")).toBe(1);
    client.close();
    await vi.waitFor(() => expect(bus.subscriberCount("gone")).toBe(0));
    await publish("gone", 1);
  });

  it("drops a client that stops reading instead of buffering without limit", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined); // node-server logs the drop
    const client = await connectSse(url("flood"));
    await client.ready();
    const big = "x".repeat(64 * 1024);
    for (let n = 0; n < 400 && bus.subscriberCount("flood") > 0; n++) {
      await bus.publish("flood", { type: "chat", data: big });
      await new Promise((r) => setImmediate(r));
    }
    expect(bus.subscriberCount("flood")).toBe(0);
    client.close();
    expect(logged).toHaveBeenCalledWith(new Error("SSE client too slow"));
    logged.mockRestore();
  });
});

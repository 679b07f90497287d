import { Hono } from "hono";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { NO_EVENT_ID, createEventBus, type BusEvent, type EventBus } from "./event-bus";
import { createRedisBus } from "./redis-bus";
import { connectSse, listen } from "./sse-test-client";
import { sseResponse } from "./sse";

const url = process.env.REDIS_URL;
if (!url) console.log("redis bus tests skipped: set REDIS_URL");

describe.skipIf(!url)("redis event bus (two processes)", () => {
  const prefix = `test:bus:${process.pid}-${Date.now()}:`;
  let admin: Redis;
  let a: EventBus;
  let b: EventBus;
  const busFor = (name: string) =>
    createRedisBus({ url: url!, keyPrefix: prefix, historySize: 5, connectionName: prefix + name });
  const seqs = (events: BusEvent[]) => events.map((e) => Number(e.id.split("-")[1]));

  beforeAll(() => {
    admin = new Redis(url!);
    [a, b] = [busFor("a"), busFor("b")];
  });
  afterAll(async () => {
    await Promise.all([a.close(), b.close()]);
    const keys = await admin.keys(`${prefix}*`);
    if (keys.length) await admin.del(...keys);
    await admin.quit();
  });

  const collect = async (bus: EventBus, channel: string) => {
    const seen: BusEvent[] = [];
    const subscription = bus.subscribe(channel, (e) => seen.push(e));
    await subscription.ready;
    return { seen, unsubscribe: subscription };
  };

  it("delivers an event published on one process to subscribers of the other, once each", async () => {
    const onB = await collect(b, "room");
    const alsoOnB = await collect(b, "room");
    const onA = await collect(a, "room");
    const sent = await a.publish("room", { type: "gift", data: { giftId: 7 } });
    await vi.waitFor(() => expect(onB.seen).toEqual([sent]));
    expect(alsoOnB.seen).toEqual([sent]);
    await vi.waitFor(() => expect(onA.seen).toEqual([sent]));
    [onA, onB, alsoOnB].forEach((s) => s.unsubscribe());
    expect(b.subscriberCount("room")).toBe(0);
  });

  it("numbers one channel's events as one sequence whichever process publishes", async () => {
    const onB = await collect(b, "seq");
    for (let n = 0; n < 6; n++) await (n % 2 ? b : a).publish("seq", { type: "x", data: n });
    await vi.waitFor(() => expect(onB.seen).toHaveLength(6));
    expect(seqs(onB.seen)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(onB.seen.map((e) => e.data)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(await a.lastId("seq")).toBe(onB.seen[5].id);
    onB.unsubscribe();
  });

  it("is what createEventBus returns when given a URL", async () => {
    const onA = await collect(a, "factory");
    const bus = await createEventBus({ redisUrl: url, keyPrefix: prefix });
    await bus.publish("factory", { type: "x", data: 1 });
    await vi.waitFor(() => expect(onA.seen.map((e) => e.data)).toEqual([1]));
    await bus.close();
    onA.unsubscribe();
  });

  it("resumes from history kept in Redis, on either process, capped at historySize", async () => {
    const sent: BusEvent[] = [];
    for (let n = 0; n < 8; n++) sent.push(await a.publish("hist", { type: "x", data: n }));
    expect(await b.history("hist", sent[4].id)).toEqual(sent.slice(5));
    expect(await b.history("hist", sent[2].id)).toEqual(sent.slice(3));
    expect(await b.history("hist", sent[1].id)).toEqual([]); // older than the 5 kept
    expect(await b.history("hist", NO_EVENT_ID)).toEqual([]);
    expect(await b.lastId("nothing")).toBe(NO_EVENT_ID);
  });

  it("refills events missed while its subscriber connection was reconnecting", async () => {
    const onB = await collect(b, "blip");
    await a.publish("blip", { type: "x", data: 1 });
    await vi.waitFor(() => expect(onB.seen).toHaveLength(1));
    const clients = (await admin.client("LIST")) as string;
    const id = /id=(\d+) .*name=(\S+)/g;
    const target = [...clients.matchAll(id)].find(([, , name]) => name === `${prefix}b:sub`);
    await admin.client("KILL", "ID", target![1]);
    await a.publish("blip", { type: "x", data: 2 }); // lost by b's pub/sub
    const topic = `${prefix}topic:blip`;
    await vi.waitFor(async () => expect(await admin.pubsub("NUMSUB", topic)).toEqual([topic, 1]));
    await a.publish("blip", { type: "x", data: 3 });
    await vi.waitFor(() => expect(onB.seen.map((e) => e.data)).toEqual([1, 2, 3]));
    onB.unsubscribe();
  });

  it("lets an SSE client resume on the other process with Last-Event-ID", async () => {
    const app = (bus: EventBus) => new Hono().get("/sse", (c) => sseResponse(c, bus, ["match:1"]));
    const [serverA, serverB] = await Promise.all([listen(app(a)), listen(app(b))]);
    const numbers = (frames: { data?: string }[]) => frames.map((f) => Number(f.data));

    const first = await connectSse(`${serverB.url}/sse`);
    await first.ready();
    await a.publish("match:1", { type: "score", data: 1 });
    expect(numbers(await first.events(1))).toEqual([1]);
    first.close();
    await b.publish("match:1", { type: "score", data: 2 });
    await a.publish("match:1", { type: "score", data: 3 });

    const second = await connectSse(`${serverA.url}/sse`, { "last-event-id": first.lastEventId });
    expect(numbers(await second.events(2))).toEqual([2, 3]);
    await b.publish("match:1", { type: "score", data: 4 });
    expect(numbers(await second.events(1))).toEqual([4]);
    second.close();
    await vi.waitFor(() => expect(a.subscriberCount("match:1") + b.subscriberCount("match:1")).toBe(0));
    await Promise.all([serverA.close(), serverB.close()]);
  });
});

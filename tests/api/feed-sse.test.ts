import type { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MatchEventType } from "@/lib/codes/match-events";
import { matchEventFrame, matchUpdate } from "@/lib/contracts/match-stream";
import { connectSse, listen } from "@/server/realtime/sse-test-client";
import type { TestApi } from "../support/test-api";
import { FIXTURE } from "./feed-fixtures";
import { feedWorld, newFeed, TIME_SCALE } from "./feed-harness";

let api: TestApi;
let feed: ReturnType<typeof newFeed>;
let server: Awaited<ReturnType<typeof listen>>;
beforeAll(async () => {
  ({ api } = await feedWorld());
  feed = newFeed(api);
  server = await listen(api.app as unknown as Hono);
});
afterAll(async () => {
  await server.close();
  await api.close();
});

describe("live match streams", () => {
  it("delivers an update on /live/stream/1 for a match the feed advanced", async () => {
    const client = await connectSse(`${server.url}/live/stream/1`);
    expect(client.res.headers.get("content-type")).toContain("text/event-stream");
    await client.ready();
    api.advance(1000);
    await feed.tick();
    const frame = await client.next(
      (f) => f.event === "update" && f.data?.includes(`"id":${FIXTURE.live}`) === true,
    );
    const update = matchUpdate.parse(JSON.parse(frame.data!));
    expect(update).toMatchObject({ id: FIXTURE.live, state: 2 });
    expect(update.clock).toMatch(/^\d+$/);
    client.close();
  });

  it("streams one match's timeline from kick-off on /live/stream/match/{id}", async () => {
    const client = await connectSse(`${server.url}/live/stream/match/${FIXTURE.soon}`);
    await client.ready();
    const frame = client.next((f) => f.event === "event");
    // One feed minute per tick, as a running feed would, until past the kick-off five minutes away.
    for (let i = 0; i < 6; i++) {
      api.advance(1000);
      await feed.tick();
    }
    expect(matchEventFrame.parse(JSON.parse((await frame).data!))).toMatchObject({
      matchId: FIXTURE.soon,
      type: MatchEventType.PeriodStart,
      period: 1,
      side: null,
    });
    client.close();
  });

  it("answers bad sports and unknown matches with the JSON envelope", async () => {
    for (const path of [
      "/live/stream/3",
      "/live/stream/abc",
      "/live/stream/match/0",
      "/live/stream/match/x%27",
    ]) {
      const res = await api.get(path);
      expect([res.status, res.body.code]).toEqual([400, 400]);
    }
    const missing = await api.get("/live/stream/match/987654");
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: 404, message: "比赛不存在" });
  });

  it("documents both streams as text/event-stream", async () => {
    const res = await api.app.request("/openapi.json");
    const doc = (await res.json()) as {
      paths: Record<string, { get: { responses: Record<string, { content: Record<string, unknown> }> } }>;
    };
    for (const path of ["/live/stream/{sportId}", "/live/stream/match/{id}"])
      expect(Object.keys(doc.paths[path].get.responses["200"].content)).toEqual(["text/event-stream"]);
  });

  it("tells the feed's time on /live/time", async () => {
    const before = await api.get("/live/time");
    api.advance(1000);
    const after = await api.get("/live/time");
    expect(after.body.data.now - before.body.data.now).toBe(1000 * TIME_SCALE);
    expect(after.body.data).toMatchObject({ timeZone: "Asia/Shanghai", timeScale: TIME_SCALE });
  });
});

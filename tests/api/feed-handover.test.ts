import { afterAll, beforeAll, expect, it } from "vitest";
import type { TestApi } from "../support/test-api";
import { FIXTURE_IDS, feedWorld, newFeed } from "./feed-harness";
import { expectPlanPrefixes } from "./feed-prefix";

let api: TestApi;
beforeAll(async () => {
  ({ api } = await feedWorld());
});
afterAll(() => api.close());

// Leadership goes back and forth (server/leader): a feed that leads again starts from what is stored.
it("continues from the stored rows when it runs again after another feed played on", async () => {
  const first = newFeed(api);
  const second = newFeed(api);
  api.advance(20_000);
  await first.start();
  await first.stop();
  api.advance(20_000);
  await second.tick();
  api.advance(20_000);
  await first.start();
  await first.stop();
  expect(await expectPlanPrefixes(api.db, FIXTURE_IDS)).toBeGreaterThan(1);
});

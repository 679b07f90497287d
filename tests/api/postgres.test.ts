import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "@/server/db/client";
import { migrateDatabase, withStartupLock } from "@/server/db/migrate";
import { users } from "@/server/db/schema/users";
import { seedIfEmpty } from "@/server/seed/seed";
import { createScratchDatabase, TEST_DATABASE_URL } from "../support/pg-database";
import { createTestApi, type TestApi } from "../support/test-api";

describe.skipIf(!TEST_DATABASE_URL)("on PostgreSQL", () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let api: TestApi;
  beforeAll(async () => {
    scratch = await createScratchDatabase();
  });
  afterAll(async () => {
    await api?.close();
    await scratch?.drop();
  });

  it("lets several processes migrate at once without a race", async () => {
    const databases = await Promise.all([1, 2, 3].map(() => openDatabase({ url: scratch.url })));
    await Promise.all(databases.map((d) => migrateDatabase(d)));
    await Promise.all(databases.map((d) => d.close()));
  });

  it("runs start-up work (migrations, the demo seed) in one process at a time", async () => {
    const database = await openDatabase({ url: scratch.url });
    const steps: string[] = [];
    const work = (name: string) => async () => {
      steps.push(`${name} in`);
      await new Promise((r) => setTimeout(r, 100));
      steps.push(`${name} out`);
    };
    await Promise.all([withStartupLock(database, work("a")), withStartupLock(database, work("b"))]);
    await database.close();
    expect([steps.slice(0, 2), steps.slice(2)].map((pair) => pair.map((s) => s.split(" ")[1]))).toEqual([
      ["in", "out"],
      ["in", "out"],
    ]);
  });

  it("serves the api and seeds once", async () => {
    api = await createTestApi({ databaseUrl: scratch.url });
    const health = await api.get("/healthz");
    expect(health.body.data).toMatchObject({ status: "ok", db: "postgres" });
    expect(await seedIfEmpty(api.db, { seed: 1, now: api.clock.now })).not.toBeNull();
    expect(await seedIfEmpty(api.db, { seed: 1, now: api.clock.now })).toBeNull();
    const [{ n }] = await api.db.select({ n: count() }).from(users);
    expect(n).toBeGreaterThan(30);
  });
});

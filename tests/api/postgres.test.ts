import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "@/server/db/client";
import { migrateDatabase } from "@/server/db/migrate";
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

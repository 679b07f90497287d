import { fileURLToPath } from "node:url";
import type { Database } from "./client";

const STARTUP_LOCK = 7_220_001;

/**
 * Runs `fn` alone among the api processes starting on one PostgreSQL (an advisory lock on a
 * connection of its own): migrations, then the demo seed of an empty database.
 */
export async function withStartupLock<T>(database: Database, fn: () => Promise<T>): Promise<T> {
  if (database.kind === "pglite") return fn(); // the directory lock already keeps other processes out
  const { Client } = await import("pg");
  const lock = new Client({ connectionString: database.url });
  await lock.connect();
  try {
    await lock.query("select pg_advisory_lock($1)", [STARTUP_LOCK]);
    return await fn();
  } finally {
    await lock.query("select pg_advisory_unlock($1)", [STARTUP_LOCK]).catch(() => {});
    await lock.end();
  }
}

/**
 * Applies pending migrations under the start-up lock, since several api processes may start at
 * once. Another folder is for the upgrade tests (a database at an earlier schema).
 */
export async function migrateDatabase(
  database: Database,
  migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url)),
): Promise<void> {
  const { migrate } =
    database.kind === "pglite"
      ? await import("drizzle-orm/pglite/migrator")
      : await import("drizzle-orm/node-postgres/migrator");
  await withStartupLock(database, () => migrate(database.db as never, { migrationsFolder }));
}

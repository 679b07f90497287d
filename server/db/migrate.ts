import { fileURLToPath } from "node:url";
import type { Database } from "./client";

const MIGRATION_LOCK = 7_220_001;

/**
 * Applies pending migrations; on PostgreSQL under an advisory lock since several api processes may
 * start at once. Another folder is for the upgrade tests (a database at an earlier schema).
 */
export async function migrateDatabase(
  database: Database,
  migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url)),
): Promise<void> {
  if (database.kind === "pglite") {
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    await migrate(database.db as never, { migrationsFolder });
    return;
  }
  const { Client } = await import("pg");
  const { migrate } = await import("drizzle-orm/node-postgres/migrator");
  const lock = new Client({ connectionString: database.url });
  await lock.connect();
  try {
    await lock.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
    await migrate(database.db as never, { migrationsFolder });
  } finally {
    await lock.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => {});
    await lock.end();
  }
}

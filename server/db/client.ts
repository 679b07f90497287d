import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { acquireDirLock } from "./dir-lock";

export type Db = PgDatabase<PgQueryResultHKT>;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type DbKind = "pglite" | "postgres";
export type Database = { db: Db; kind: DbKind; url?: string; close(): Promise<void> };

type OpenOptions = {
  url?: string;
  pgliteDir?: string;
  /** An in-memory PGlite starting from this data directory (a tar from `dumpDataDir`), for tests. */
  pgliteData?: Blob;
};

/** PostgreSQL when a URL is given, otherwise embedded PGlite (a directory, or memory for tests). */
export async function openDatabase(opts: OpenOptions): Promise<Database> {
  return opts.url ? openPostgres(opts.url) : openPglite(opts.pgliteDir, opts.pgliteData);
}

async function openPostgres(url: string): Promise<Database> {
  const { Pool } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const pool = new Pool({ connectionString: url, max: 10 });
  // An idle connection that the server drops (restart, failover) must not crash the process.
  pool.on("error", (error) =>
    console.error(
      JSON.stringify({ level: "error", msg: "idle database connection lost", error: error.message }),
    ),
  );
  const db = drizzle({ client: pool, casing: "snake_case" }) as unknown as Db;
  return { db, kind: "postgres", url, close: () => pool.end() };
}

async function openPglite(dir?: string, data?: Blob): Promise<Database> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const release = dir ? await acquireDirLock(dir) : () => {};
  const client = dir ? await PGlite.create(dir) : await PGlite.create({ loadDataDir: data });
  const db = drizzle({ client, casing: "snake_case" }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    async close() {
      await client.close();
      release();
    },
  };
}

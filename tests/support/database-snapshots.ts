import { existsSync } from "node:fs";
import { readFile, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { inject } from "vitest";
import { openDatabase, type Database } from "@/server/db/client";

declare module "vitest" {
  export interface ProvidedContext {
    /** Where this run keeps the databases built once (tests/support/snapshot-dir.ts). */
    databaseSnapshotDir: string;
  }
}

type Built<T> = { database: Database; result: T };

/**
 * An in-memory PGlite database built once per test run: the first file to ask builds it and saves
 * its data directory, every later file (in any worker) opens a copy, with what the build returned.
 * Migrating and seeding take seconds each; opening a copy a fraction of that. Two files racing on
 * the first build each build their own (the seeds are deterministic), and the later rename wins.
 */
export async function fromSnapshot<T>(name: string, build: () => Promise<Built<T>>): Promise<Built<T>> {
  const dir = inject("databaseSnapshotDir");
  const tar = join(dir, `${name}.tar`);
  const json = join(dir, `${name}.json`);
  if (existsSync(tar)) {
    const database = await openDatabase({ pgliteData: new Blob([await readFile(tar)]) });
    return { database, result: JSON.parse(await readFile(json, "utf8")) as T };
  }
  const built = await build();
  const client = (built.database.db as unknown as { $client: PGlite }).$client;
  const data = Buffer.from(await (await client.dumpDataDir("none")).arrayBuffer());
  // The tar is written last and renamed into place, so a file that sees it sees the result too.
  await writeFile(json, JSON.stringify(built.result ?? null));
  await writeFile(`${tar}.${process.pid}`, data);
  await rename(`${tar}.${process.pid}`, tar);
  return built;
}

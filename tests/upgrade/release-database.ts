import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { sql, type SQL } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { migrateDatabase } from "@/server/db/migrate";
import { MIGRATIONS_FOLDER, readJournal, sqlPath, type Release } from "@/server/db/migration-history";

/** `rows/<tag>.sql`: rows a database held right after migration <tag>, in that schema's columns. */
const ROWS_FOLDER = fileURLToPath(new URL("./rows", import.meta.url));

export type ExtraMigration = { tag: string; sql: string };

/** A migrations folder with the first `count` committed migrations, then `extra` ones after them. */
export function migrationsFolder(count: number, extra: readonly ExtraMigration[] = []) {
  const path = mkdtempSync(join(tmpdir(), "migrations-"));
  mkdirSync(join(path, "meta"));
  const entries = readJournal().slice(0, count);
  for (const e of entries) copyFileSync(sqlPath(MIGRATIONS_FOLDER, e.tag), sqlPath(path, e.tag));
  let when = entries.at(-1)?.when ?? Date.now();
  for (const m of extra) {
    entries.push({ idx: entries.length, version: "7", when: ++when, tag: m.tag, breakpoints: true });
    writeFileSync(sqlPath(path, m.tag), m.sql);
  }
  const journal = { version: "7", dialect: "postgresql", entries };
  writeFileSync(join(path, "meta", "_journal.json"), JSON.stringify(journal));
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) };
}

async function insertRows(database: Database, file: string) {
  const statements = readFileSync(file, "utf8")
    .replace(/^--.*$/gm, "")
    .split(/;\s*$/m)
    .map((s) => s.trim())
    .filter(Boolean);
  for (const statement of statements) await database.db.execute(sql.raw(statement));
}

/**
 * Brings an empty database to `release`'s schema one migration at a time, as the app did then,
 * storing each schema's rows as soon as its migration has run.
 */
export async function databaseAtRelease(database: Database, release: Release) {
  const tags = readJournal().map((e) => e.tag);
  const count = tags.indexOf(release.lastMigration) + 1;
  if (count === 0) throw new Error(`release ${release.name}: unknown migration ${release.lastMigration}`);
  for (let k = 1; k <= count; k++) {
    const folder = migrationsFolder(k);
    try {
      await migrateDatabase(database, folder.path);
    } finally {
      folder.remove();
    }
    const rows = join(ROWS_FOLDER, `${tags[k - 1]}.sql`);
    if (existsSync(rows)) await insertRows(database, rows);
  }
}

type Row = Record<string, unknown>;

/** Rows of a raw query (node-postgres and PGlite both answer `{ rows }`). */
export async function queryRows<T>(database: Database, query: SQL): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Every row of every table, as JSON objects sorted per table. */
export async function allRows(database: Database): Promise<Map<string, Row[]>> {
  const tables = await queryRows<{ name: string }>(
    database,
    sql`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const result = new Map<string, Row[]>();
  for (const { name } of tables) {
    const rows = await queryRows<{ row: Row }>(
      database,
      sql`select to_jsonb(t) as row from ${sql.identifier(name)} t order by to_jsonb(t)::text`,
    );
    result.set(
      name,
      rows.map((r) => r.row),
    );
  }
  return result;
}

/** Rows of `before` missing from `after` (compared on the columns they had before). */
export function lostRows(before: Map<string, Row[]>, after: Map<string, Row[]>) {
  const lost: string[] = [];
  for (const [table, rows] of before) {
    const now = (after.get(table) ?? []).map((r) => JSON.stringify(r));
    for (const row of rows) {
      const keys = Object.keys(row);
      const match = now.findIndex((text) => {
        const r = JSON.parse(text) as Row;
        return keys.every((k) => JSON.stringify(r[k]) === JSON.stringify(row[k]));
      });
      if (match < 0) lost.push(`${table}: ${JSON.stringify(row)}`);
      else now.splice(match, 1);
    }
  }
  return lost;
}

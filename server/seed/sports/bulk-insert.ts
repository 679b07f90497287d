import { getTableColumns, sql } from "drizzle-orm";
import { toSnakeCase } from "drizzle-orm/casing";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";

const CHUNK = 20_000;

/**
 * Inserts many rows with one statement per 20,000: the rows travel as one JSON parameter and
 * Postgres unpacks them, which is several times faster on PGlite than a multi-row VALUES list
 * and has no 65,535-parameter limit. Every row must have the keys of the first.
 */
export async function bulkInsert<T extends PgTable>(db: Db, table: T, rows: readonly T["$inferInsert"][]) {
  if (!rows.length) return;
  const columns = getTableColumns(table) as Record<
    string,
    { name: string; keyAsName: boolean; generated: unknown; getSQLType(): string }
  >;
  // Keys that name no column (or a generated one) are left out: engine objects can be passed as they are.
  const keys = Object.keys(rows[0] as object).filter((k) => k in columns && !columns[k].generated);
  const names = keys.map((k) => `"${columns[k].keyAsName ? toSnakeCase(k) : columns[k].name}"`).join(", ");
  const casts = keys.map((k, i) => `(r->>${i})::${columns[k].getSQLType()}`).join(", ");
  for (let i = 0; i < rows.length; i += CHUNK) {
    const chunk = rows
      .slice(i, i + CHUNK)
      .map((row) => keys.map((k) => (row as Record<string, unknown>)[k] ?? null));
    await db.execute(
      sql`insert into ${table} (${sql.raw(names)}) select ${sql.raw(casts)} from json_array_elements(${JSON.stringify(chunk)}::json) as r`,
    );
  }
}

import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";

/**
 * Article views are tallied in memory and added to `news_articles.read_count` in one statement per
 * flush, so a view never costs a database write. Each api process keeps its own tally and adds it:
 * the stored count is the sum over processes; a crash loses at most one flush interval of views.
 */
const pendingByDb = new WeakMap<Db, Map<number, number>>();

const pendingOf = (db: Db) => {
  let pending = pendingByDb.get(db);
  if (!pending) pendingByDb.set(db, (pending = new Map()));
  return pending;
};

export function countRead(db: Db, articleId: number): void {
  const pending = pendingOf(db);
  pending.set(articleId, (pending.get(articleId) ?? 0) + 1);
}

/** Views counted here and not stored yet (added to what the database says). */
export const unflushedReads = (db: Db, articleId: number) => pendingOf(db).get(articleId) ?? 0;

/** Adds the tally to the stored counts; the tally is kept when the write fails. */
export async function flushReadCounts(db: Db): Promise<number> {
  const pending = pendingOf(db);
  if (!pending.size) return 0;
  const batch = [...pending.entries()];
  pending.clear();
  try {
    const values = sql.join(
      batch.map(([id, n]) => sql`(${id}::int, ${n}::int)`),
      sql`, `,
    );
    await db.execute(
      sql`update news_articles a set read_count = a.read_count + v.n from (values ${values}) as v(id, n) where a.id = v.id`,
    );
  } catch (error) {
    for (const [id, n] of batch) pending.set(id, (pending.get(id) ?? 0) + n);
    throw error;
  }
  return batch.length;
}

/** Flushes every `everyMs`; the returned stop flushes once more. */
export function startReadCountFlusher(db: Db, everyMs: number, onError: (error: unknown) => void) {
  const timer = setInterval(() => void flushReadCounts(db).catch(onError), everyMs);
  timer.unref?.();
  return async () => {
    clearInterval(timer);
    await flushReadCounts(db).catch(onError);
  };
}

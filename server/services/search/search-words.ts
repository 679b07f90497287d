import { desc, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { searchWords } from "../../db/schema/search";
import type { KvStore } from "../../kv/kv-store";

// One searcher repeating a word within this window counts once, so nobody can push a word up the hot list alone.
const REPEAT_WINDOW_MS = 10 * 60 * 1000;

/** Counts a searched word (already trimmed and at most 40 characters); empty words are ignored. */
export async function recordSearchWord(db: Db, kv: KvStore, word: string, searcher: string, nowMs: number) {
  if (!word) return;
  const first = await kv.setIfAbsent(`search:seen:${searcher}:${word}`, "1", REPEAT_WINDOW_MS);
  if (!first) return;
  const at = new Date(nowMs);
  await db
    .insert(searchWords)
    .values({ word, hits: 1, updatedAt: at })
    .onConflictDoUpdate({
      target: searchWords.word,
      set: { hits: sql`${searchWords.hits} + 1`, updatedAt: at },
    });
}

/** The most searched words, most recent first among equals. */
export async function hotWords(db: Db, size: number) {
  return db
    .select({ word: searchWords.word })
    .from(searchWords)
    .orderBy(desc(searchWords.hits), desc(searchWords.updatedAt), searchWords.word)
    .limit(size);
}

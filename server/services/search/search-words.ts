import { and, desc, notIlike, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { searchWords } from "../../db/schema/search";
import type { KvStore } from "../../kv/kv-store";
import { hasSensitive, SENSITIVE_WORDS } from "../chat/sensitive-words";
import { containsPattern } from "./like-pattern";

// One vote per person per word per day: nobody can push a word up the hot list alone.
const VOTE_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * Counts a searched word (already trimmed and at most 40 characters) for one searcher: a
 * signed-in user by id, a visitor by address. Empty words and words holding a sensitive word
 * are never recorded.
 */
export async function recordSearchWord(db: Db, kv: KvStore, word: string, searcher: string, nowMs: number) {
  if (!word || hasSensitive(word)) return;
  const first = await kv.setIfAbsent(`search:vote:${searcher}:${word}`, "1", VOTE_WINDOW_MS);
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

/** The most searched words, most recent first among equals; a word the list has since learned stays out. */
export async function hotWords(db: Db, size: number) {
  const clean = SENSITIVE_WORDS.map((w) => notIlike(searchWords.word, containsPattern(w)));
  return db
    .select({ word: searchWords.word })
    .from(searchWords)
    .where(and(...clean))
    .orderBy(desc(searchWords.hits), desc(searchWords.updatedAt), searchWords.word)
    .limit(size);
}

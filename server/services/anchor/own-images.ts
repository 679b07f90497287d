import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { uploads } from "../../db/schema/uploads";
import { anchorErrors } from "./anchor-errors";

const UPLOADED = /^\/uploads\/(\d{6}\/[a-f0-9]{32}\.(?:png|jpg|gif|webp))$/;

/**
 * Covers and post images are images the user uploaded (never outside urls); `kept` are values
 * already stored (e.g. a seeded cover) that may stay as they are.
 */
export async function requireOwnImages(db: Db, userId: number, urls: string[], kept: string[] = []) {
  const fresh = [...new Set(urls.filter((u) => u !== "" && !kept.includes(u)))];
  if (!fresh.length) return;
  const paths = fresh.map((u) => UPLOADED.exec(u)?.[1]);
  if (paths.some((p) => p === undefined)) throw anchorErrors.imageRefused();
  const own = await db
    .select({ path: uploads.path })
    .from(uploads)
    .where(and(eq(uploads.userId, userId), inArray(uploads.path, paths as string[])));
  if (own.length !== paths.length) throw anchorErrors.imageRefused();
}

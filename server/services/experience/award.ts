import { and, eq, sql, sum } from "drizzle-orm";
import { beijingDate } from "@/lib/beijing-time";
import {
  EXPERIENCE_PER_VISIT,
  EXPERIENCE_RULES,
  ExperienceSource,
  levelForExperience,
  type ExperienceSourceCode,
} from "@/lib/codes/user-levels";
import type { Db } from "../../db/client";
import { experienceDays } from "../../db/schema/account";
import { users } from "../../db/schema/users";

export async function totalExperience(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ total: sum(experienceDays.points).mapWith(Number) })
    .from(experienceDays)
    .where(eq(experienceDays.userId, userId));
  return row?.total ?? 0;
}

/**
 * Adds experience from one source, within that source's daily cap (Beijing day), and lifts
 * `users.level` to what the total earns (lib/codes/user-levels.ts). Experience only grows, so a
 * level never drops. Returns the points actually added.
 */
export async function awardExperience(
  db: Db,
  userId: number,
  source: ExperienceSourceCode,
  points: number,
  now: number,
): Promise<number> {
  const cap = EXPERIENCE_RULES[source].dailyCap;
  const wanted = Math.min(Math.max(Math.floor(points), 0), cap);
  if (wanted === 0) return 0;
  const day = beijingDate(now);
  const at = new Date(now);
  const where = and(
    eq(experienceDays.userId, userId),
    eq(experienceDays.day, day),
    eq(experienceDays.source, source),
  );
  const [before] = await db.select({ points: experienceDays.points }).from(experienceDays).where(where);
  if ((before?.points ?? 0) >= cap) return 0;
  await db
    .insert(experienceDays)
    .values({ userId, day, source, points: wanted, updatedAt: at })
    .onConflictDoUpdate({
      target: [experienceDays.userId, experienceDays.day, experienceDays.source],
      set: { points: sql`least(${experienceDays.points} + ${wanted}, ${cap})`, updatedAt: at },
    });
  await syncLevel(db, userId);
  return Math.min(wanted, cap - (before?.points ?? 0));
}

/** 每日访问: the first signed-in load of the day (the header asks who it is on every page). */
export function recordDailyVisit(db: Db, userId: number, now: number) {
  return awardExperience(db, userId, ExperienceSource.DailyVisit, EXPERIENCE_PER_VISIT, now);
}

/** 观看直播: whole minutes a signed-in viewer held a room's stream. */
export function recordWatching(db: Db, userId: number, watchedMs: number, now: number) {
  return awardExperience(db, userId, ExperienceSource.Watching, Math.floor(watchedMs / 60_000), now);
}

/** users.level follows the experience total: the single rule behind every LV the site shows. */
export async function syncLevel(db: Db, userId: number) {
  const level = levelForExperience(await totalExperience(db, userId));
  await db
    .update(users)
    .set({ level: sql`greatest(coalesce(${users.level}, 0), ${level})` })
    .where(eq(users.id, userId));
}

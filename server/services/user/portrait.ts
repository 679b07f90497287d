import { generatedAvatarSeed } from "@/lib/avatar/generated-avatar";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { uploads } from "../../db/schema/uploads";
import { users } from "../../db/schema/users";
import { userErrors } from "./user-errors";

export const BUILT_IN_AVATAR_COUNT = 12;
const BUILT_IN = /^\/images\/avatars\/([1-9]|1[0-2])\.svg$/;
const UPLOADED = /^\/uploads\/(\d{6}\/[a-f0-9]{32}\.(?:png|jpg|gif|webp))$/;

export const builtInAvatar = (n: number) => `/images/avatars/${n}.svg`;

/**
 * A portrait is a built-in avatar, a drawn one (lib/avatar/generated-avatar.ts: the one given at
 * sign-up can be chosen again) or an image this user uploaded; nothing else (no outside URLs).
 */
export async function updatePortrait(db: Db, userId: number, portraitUrl: string) {
  if (!BUILT_IN.test(portraitUrl) && generatedAvatarSeed(portraitUrl) === null) {
    const path = UPLOADED.exec(portraitUrl)?.[1];
    if (!path) throw userErrors.portraitRefused();
    const [own] = await db
      .select({ path: uploads.path })
      .from(uploads)
      .where(and(eq(uploads.path, path), eq(uploads.userId, userId)))
      .limit(1);
    if (!own) throw userErrors.portraitRefused();
  }
  await db.update(users).set({ portrait: portraitUrl }).where(eq(users.id, userId));
  return { portrait: portraitUrl };
}

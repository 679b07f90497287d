import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { users } from "../../db/schema/users";
import { unauthorized } from "../../errors/biz-error";
import { nobilityBadgeOf, type NobilityBadge } from "../nobility/badges";

export type Actor = {
  userId: number;
  nickName: string;
  portrait: string;
  level: number;
  nobility?: NobilityBadge;
};

/** The user as shown in gift, horn and red-packet events. */
export async function loadActor(db: Db, userId: number, now: number): Promise<Actor> {
  const [user] = await db
    .select({ userId: users.id, nickName: users.nickName, portrait: users.portrait, level: users.level })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user) throw unauthorized();
  const nobility = await nobilityBadgeOf(db, userId, now);
  return { ...user, level: user.level ?? 0, ...(nobility ? { nobility } : {}) };
}

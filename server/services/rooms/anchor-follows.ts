import { and, eq } from "drizzle-orm";
import type { Page } from "@/lib/contracts/fields";
import type { RoomCard } from "@/lib/contracts/rooms";
import type { Db } from "../../db/client";
import { follows, users } from "../../db/schema/users";
import { countRooms, selectRoomCards } from "./room-cards";
import { roomErrors } from "./room-errors";
import { followedBy } from "./room-lists";

/**
 * operAttention type 2: follow or unfollow an anchor or an expert (the `follows` table, shared
 * with the fans and follow lists of the user pages). Both are idempotent; only an approved anchor
 * or an expert can gain a follower, while unfollowing works for anyone still followed.
 */
export async function setAnchorFollow(
  db: Db,
  userId: number,
  anchorId: number,
  follow: boolean,
  now: number,
): Promise<{ targetId: number; followed: boolean }> {
  if (anchorId === userId) throw roomErrors.selfFollow();
  const [target] = await db
    .select({ isAnchor: users.isAnchor, isExpert: users.isExpert })
    .from(users)
    .where(eq(users.id, anchorId));
  // Experts are followed the same way (their pages show the follow button).
  const followable = target && (target.isAnchor === 1 || target.isExpert === 1);
  if (!target || (follow && !followable)) throw roomErrors.anchorNotFound();
  if (follow)
    await db
      .insert(follows)
      .values({ userId, targetId: anchorId, createdAt: new Date(now) })
      .onConflictDoNothing();
  else await db.delete(follows).where(and(eq(follows.userId, userId), eq(follows.targetId, anchorId)));
  return { targetId: anchorId, followed: follow };
}

/** pageAttention type 2: the followed anchors' rooms, live first, then the busiest. */
export async function pageFollowedRooms(
  db: Db,
  userId: number,
  page: number,
  pageSize: number,
  mediaUrl = "",
): Promise<Page<RoomCard>> {
  const where = followedBy(userId);
  const [total, list] = await Promise.all([
    countRooms(db, where),
    selectRoomCards(db, where, { limit: pageSize, offset: (page - 1) * pageSize, mediaUrl }),
  ]);
  return { list, total, page, pageSize };
}

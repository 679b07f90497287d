import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rooms } from "../../db/schema/rooms";
import { users } from "../../db/schema/users";
import { giftErrors } from "./gift-errors";

export type RoomTarget = { roomId: number; title: string; anchorId: number; anchorNickName: string };

/** The room a gift, horn or red packet is sent in, with its anchor; 404 when it does not exist. */
export async function findRoomTarget(db: Db, roomId: number): Promise<RoomTarget> {
  const [row] = await db
    .select({
      roomId: rooms.id,
      title: rooms.title,
      anchorId: rooms.anchorId,
      anchorNickName: users.nickName,
    })
    .from(rooms)
    .innerJoin(users, eq(users.id, rooms.anchorId))
    .where(eq(rooms.id, roomId))
    .limit(1);
  if (!row) throw giftErrors.roomNotFound();
  return row;
}

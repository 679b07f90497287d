import { eq } from "drizzle-orm";
import type { PersonalInfo } from "@/lib/contracts/rooms";
import type { Db } from "../../db/client";
import { rooms } from "../../db/schema/rooms";
import { countFollows, findUser, isFollowing } from "../user/user-queries";
import { selectRoomCards } from "./room-cards";
import { roomErrors } from "./room-errors";

/** `/api/personal/info`: a person's public page; an anchor's comes with their room's card. */
export async function personalInfo(
  db: Db,
  userId: number,
  viewerId: number | null,
  mediaUrl = "",
): Promise<PersonalInfo> {
  const user = await findUser(db, userId);
  if (!user) throw roomErrors.userNotFound();
  const [counts, followed, [room]] = await Promise.all([
    countFollows(db, userId),
    isFollowing(db, viewerId ?? undefined, userId),
    user.isAnchor === 1 ? selectRoomCards(db, eq(rooms.anchorId, userId), { limit: 1, mediaUrl }) : [],
  ]);
  return {
    id: user.id,
    nickName: user.nickName,
    portrait: user.portrait,
    level: user.level ?? 0,
    signature: user.signature,
    isAnchor: user.isAnchor,
    fansCount: counts.fans,
    followCount: counts.follows,
    followed,
    room: room ?? null,
  };
}

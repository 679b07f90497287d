import { eq } from "drizzle-orm";
import type { CenterInfo, PersonalSpace, UpdateInfoInput } from "@/lib/contracts/user";
import type { Db } from "../../db/client";
import { users } from "../../db/schema/users";
import { badRequest } from "../../errors/biz-error";
import { beijingDate } from "@/lib/beijing-time";
import { userErrors } from "./user-errors";
import { countFollows, findRoomOf, findUser, isFollowing, maskMobile } from "./user-queries";

/** The signed-in user's own profile: everything the personal centre shows, mobile masked. */
export async function centerInfo(db: Db, userId: number): Promise<CenterInfo> {
  const user = await findUser(db, userId);
  if (!user) throw userErrors.userNotFound();
  const [counts, room] = await Promise.all([
    countFollows(db, userId),
    user.isAnchor === 1 ? findRoomOf(db, userId) : null,
  ]);
  return {
    id: user.id,
    nickName: user.nickName,
    portrait: user.portrait,
    level: user.level,
    isAnchor: user.isAnchor,
    isExpert: user.isExpert,
    mobile: maskMobile(user.mobile),
    signature: user.signature,
    gender: user.gender,
    birthday: user.birthday,
    city: user.city,
    hasPassword: user.passwordHash !== "",
    realNameVerified: user.realNameAt !== null,
    fans: counts.fans,
    follows: counts.follows,
    roomId: room?.id ?? null,
  };
}

export async function updateInfo(db: Db, userId: number, input: UpdateInfoInput, nowMs: number) {
  if (input.birthday && input.birthday > beijingDate(nowMs)) throw badRequest("生日不能晚于今天（birthday）");
  const changes = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
  if (Object.keys(changes).length > 0) await db.update(users).set(changes).where(eq(users.id, userId));
  return centerInfo(db, userId);
}

/** What anyone may see of a user; never the mobile or identity fields. */
export async function personalSpace(db: Db, id: number, viewerId?: number): Promise<PersonalSpace> {
  const user = await findUser(db, id);
  if (!user) throw userErrors.userNotFound();
  const [counts, room, followed] = await Promise.all([
    countFollows(db, id),
    user.isAnchor === 1 ? findRoomOf(db, id) : null,
    isFollowing(db, viewerId, id),
  ]);
  return {
    id: user.id,
    nickName: user.nickName,
    portrait: user.portrait,
    level: user.level,
    isAnchor: user.isAnchor,
    isExpert: user.isExpert,
    signature: user.signature,
    fans: counts.fans,
    follows: counts.follows,
    isFollowed: followed,
    roomId: room?.id ?? null,
    roomTitle: room?.title ?? null,
    liveStatus: room?.liveStatus ?? null,
  };
}

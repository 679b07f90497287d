import { and, eq, ne } from "drizzle-orm";
import { validateNickname } from "@/lib/validation";
import type { Db } from "../../db/client";
import { users } from "../../db/schema/users";
import { isUniqueViolation, userErrors } from "./user-errors";

// Names that would let a user pass for staff in chat rooms ("admin_1", but not "badminton").
const RESERVED_WORDS = ["官方", "管理员", "客服", "系统"];
const RESERVED_NAMES = new Set(["admin", "administrator", "system", "official", "root"]);

export const isReservedNickName = (name: string) =>
  RESERVED_WORDS.some((word) => name.includes(word)) ||
  RESERVED_NAMES.has(name.toLowerCase().replace(/[\d_]/g, ""));

async function takenByOther(db: Db, nickName: string, userId?: number) {
  const others = userId ? ne(users.id, userId) : undefined;
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.nickName, nickName), others))
    .limit(1);
  return Boolean(row);
}

/** Availability with the message the form shows; the caller's own name counts as available. */
export async function checkNickName(db: Db, raw: string, userId?: number) {
  const nickName = raw.trim();
  const invalid = validateNickname(nickName);
  if (invalid) return { available: false, message: invalid };
  if (isReservedNickName(nickName))
    return { available: false, message: userErrors.nickNameReserved().message };
  if (await takenByOther(db, nickName, userId))
    return { available: false, message: userErrors.nickNameTaken().message };
  return { available: true, message: "昵称可用" };
}

export async function updateNickName(db: Db, userId: number, nickName: string) {
  if (isReservedNickName(nickName)) throw userErrors.nickNameReserved();
  if (await takenByOther(db, nickName, userId)) throw userErrors.nickNameTaken();
  try {
    await db.update(users).set({ nickName }).where(eq(users.id, userId));
  } catch (err) {
    // Two users racing for one name: the unique index decides.
    if (isUniqueViolation(err)) throw userErrors.nickNameTaken();
    throw err;
  }
  return { nickName };
}

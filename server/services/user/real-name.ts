import { scrypt } from "node:crypto";
import { and, eq, isNull, ne } from "drizzle-orm";
import { ageOn, idCardBirthDate } from "@/lib/id-card";
import type { RealNameInput } from "@/lib/contracts/real-name";
import type { Db } from "../../db/client";
import { users } from "../../db/schema/users";
import { beijingDate } from "@/lib/beijing-time";
import { isUniqueViolation, userErrors } from "./user-errors";
import { findUser } from "./user-queries";

const ADULT_AGE = 18;
// Deterministic so a second account with the same card can be found; slow so the small space of
// ID numbers cannot be walked from a leaked table.
const ID_HASH_SALT = "sports-live-portal/id-card/v1";

export function hashIdCard(idCard: string): Promise<string> {
  return new Promise((resolve, reject) =>
    scrypt(idCard, ID_HASH_SALT, 32, { N: 1 << 14, r: 8, p: 1 }, (err, key) =>
      err ? reject(err) : resolve(key.toString("hex")),
    ),
  );
}

/** 张三 → 张*, 欧阳娜娜 → 欧***. */
export const maskRealName = (name: string) => name[0] + "*".repeat(Math.max(1, [...name].length - 1));
/** 11010519491231002X → 110***********002X. */
export const maskIdCard = (id: string) => `${id.slice(0, 3)}${"*".repeat(11)}${id.slice(-4)}`;

export async function realNameStatus(db: Db, userId: number) {
  const user = await findUser(db, userId);
  if (!user) throw userErrors.userNotFound();
  const verified = user.realNameAt !== null;
  return {
    status: verified ? 1 : 0,
    realName: verified ? user.realName : "",
    idCard: verified ? user.idCardMasked : "",
    verifiedAt: user.realNameAt?.toISOString() ?? null,
  };
}

/** Verifies once; only masked values and a hash of the number are kept. */
export async function submitRealName(db: Db, userId: number, input: RealNameInput, nowMs: number) {
  const current = await findUser(db, userId);
  if (!current) throw userErrors.userNotFound();
  if (current.realNameAt) throw userErrors.realNameDone();
  const birth = idCardBirthDate(input.idCard);
  if (!birth || ageOn(birth, beijingDate(nowMs)) < ADULT_AGE) throw userErrors.underAge();

  const idCardHash = await hashIdCard(input.idCard);
  const [other] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.idCardHash, idCardHash), ne(users.id, userId)))
    .limit(1);
  if (other) throw userErrors.idCardUsed();

  try {
    const updated = await db
      .update(users)
      .set({
        realName: maskRealName(input.realName),
        idCardMasked: maskIdCard(input.idCard),
        idCardHash,
        realNameAt: new Date(nowMs),
      })
      .where(and(eq(users.id, userId), isNull(users.realNameAt)))
      .returning({ id: users.id });
    if (updated.length === 0) throw userErrors.realNameDone();
  } catch (err) {
    if (isUniqueViolation(err)) throw userErrors.idCardUsed();
    throw err;
  }
  return realNameStatus(db, userId);
}

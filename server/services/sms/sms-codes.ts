import { createHash, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { and, desc, eq, isNull, lt, sql } from "drizzle-orm";
import type { SmsTypeCode } from "@/lib/codes/sms-types";
import type { Db } from "../../db/client";
import { smsCodes } from "../../db/schema/sms";
import { codeAttemptsUsed, codeVoid, codeWrong } from "./sms-errors";

export const CODE_TTL_MS = 5 * 60_000;
export const MAX_CODE_ATTEMPTS = 5;

type CodeQuery = { mobile: string; type?: SmsTypeCode; code: string };

export function generateCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, "0");
}

// Salted so two rows with the same code differ; a code lives 5 minutes, so a fast hash is enough.
function hashCode(code: string, salt = randomBytes(8).toString("hex")): string {
  return `${salt}$${createHash("sha256").update(`${salt}:${code}`).digest("hex")}`;
}

function codeMatches(code: string, stored: string): boolean {
  const [salt] = stored.split("$");
  const expected = Buffer.from(stored);
  const actual = Buffer.from(hashCode(code, salt));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

export async function storeCode(db: Db, mobile: string, type: SmsTypeCode, code: string, now: number) {
  await db.insert(smsCodes).values({
    mobile,
    type,
    codeHash: hashCode(code),
    expiresAt: new Date(now + CODE_TTL_MS),
    createdAt: new Date(now),
  });
}

/**
 * Checks the newest code sent to the number (of the given type, or of any type) without
 * using it up. A wrong guess counts; the fifth makes the code void.
 */
export async function checkCode(db: Db, query: CodeQuery, now: number): Promise<{ id: number }> {
  const filters = [eq(smsCodes.mobile, query.mobile)];
  if (query.type !== undefined) filters.push(eq(smsCodes.type, query.type));
  const [latest] = await db
    .select()
    .from(smsCodes)
    .where(and(...filters))
    .orderBy(desc(smsCodes.createdAt), desc(smsCodes.id))
    .limit(1);
  if (!latest) throw codeWrong();
  const usable =
    !latest.consumedAt && latest.expiresAt.getTime() > now && latest.attempts < MAX_CODE_ATTEMPTS;
  if (!usable) throw codeVoid();
  if (codeMatches(query.code, latest.codeHash)) return { id: latest.id };

  const [counted] = await db
    .update(smsCodes)
    .set({ attempts: sql`${smsCodes.attempts} + 1` })
    .where(and(eq(smsCodes.id, latest.id), lt(smsCodes.attempts, MAX_CODE_ATTEMPTS)))
    .returning({ attempts: smsCodes.attempts });
  if (!counted || counted.attempts >= MAX_CODE_ATTEMPTS) throw codeAttemptsUsed();
  throw codeWrong();
}

/** Checks and uses up the code in one conditional update, so two requests cannot both spend it. */
export async function consumeCode(db: Db, query: CodeQuery & { type: SmsTypeCode }, now: number) {
  const { id } = await checkCode(db, query, now);
  const [spent] = await db
    .update(smsCodes)
    .set({ consumedAt: new Date(now) })
    .where(and(eq(smsCodes.id, id), isNull(smsCodes.consumedAt), lt(smsCodes.attempts, MAX_CODE_ATTEMPTS)))
    .returning({ id: smsCodes.id });
  if (!spent) throw codeVoid();
}

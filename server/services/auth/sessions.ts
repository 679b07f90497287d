import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, ne } from "drizzle-orm";
import type { SessionUser } from "../../context";
import type { Db } from "../../db/client";
import { sessions, users } from "../../db/schema/users";

const DAY_MS = 24 * 60 * 60 * 1000;
export const KEEP_LOGIN_MS = 30 * DAY_MS;
export const SHORT_SESSION_MS = DAY_MS;

/** What is stored of a token; credentials derived from a session (chat tokens) keep it to check the session later. */
export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** Opaque random token; only its hash is stored, so a leaked table cannot be replayed. */
export async function createSession(db: Db, userId: number, keepLogin: boolean, now: number) {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now + (keepLogin ? KEEP_LOGIN_MS : SHORT_SESSION_MS));
  await db.insert(sessions).values({ tokenHash: hashToken(token), userId, expiresAt });
  return { token, expiresAt };
}

export async function findSessionUser(db: Db, token: string, now: number): Promise<SessionUser | null> {
  const [row] = await db
    .select({ id: users.id, nickName: users.nickName, isAnchor: users.isAnchor, isExpert: users.isExpert })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date(now)),
      ),
    )
    .limit(1);
  return row ? { ...row, token } : null;
}

/** Whether the session with this token hash is neither revoked nor expired. */
export async function isSessionLive(db: Db, tokenHash: string, now: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: sessions.userId })
    .from(sessions)
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date(now)),
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function revokeSession(db: Db, token: string, now: number) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date(now) })
    .where(eq(sessions.tokenHash, hashToken(token)));
}

/** Signs the user's devices out, all of them or all but the one holding `keepToken`. */
export async function revokeOtherSessions(db: Db, userId: number, keepToken: string | null, now: number) {
  const others = keepToken ? ne(sessions.tokenHash, hashToken(keepToken)) : undefined;
  await db
    .update(sessions)
    .set({ revokedAt: new Date(now) })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), others));
}

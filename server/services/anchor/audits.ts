import { and, desc, eq } from "drizzle-orm";
import { AuditStatus, type AuditInfo, type auditSubmitBody } from "@/lib/contracts/anchor";
import type { z } from "zod";
import type { Db, Tx } from "../../db/client";
import { anchorAudits } from "../../db/schema/room-activity";
import { liveNavs } from "../../db/schema/rooms";
import { users } from "../../db/schema/users";
import { maskSensitive } from "../chat/sensitive-words";
import { userErrors } from "../user/user-errors";
import { anchorErrors } from "./anchor-errors";

export type AuditSubmit = z.infer<typeof auditSubmitBody>;

async function applicant(db: Db | Tx, userId: number, lock = false) {
  const query = db
    .select({ isAnchor: users.isAnchor, realNameAt: users.realNameAt })
    .from(users)
    .where(eq(users.id, userId));
  const [user] = lock ? await query.for("update") : await query;
  if (!user) throw userErrors.userNotFound();
  return user;
}

/** The caller's latest application. An anchor made without one (seeded) reads as approved. */
export async function auditInfo(db: Db, userId: number): Promise<AuditInfo> {
  const user = await applicant(db, userId);
  const [row] = await db
    .select()
    .from(anchorAudits)
    .where(eq(anchorAudits.userId, userId))
    .orderBy(desc(anchorAudits.createdAt), desc(anchorAudits.id))
    .limit(1);
  const status = user.isAnchor === 1 ? AuditStatus.Approved : (row?.status ?? AuditStatus.None);
  return {
    status,
    realNameDone: user.realNameAt !== null,
    application: row
      ? {
          id: row.id,
          navId: row.navId,
          roomTitle: row.roomTitle,
          intro: row.intro,
          experience: row.experience,
          contact: row.contact,
          rejectReason: row.rejectReason,
          createdAt: row.createdAt.toISOString(),
          reviewedAt: row.reviewedAt?.toISOString() ?? null,
        }
      : null,
  };
}

/**
 * A new application: only after real-name verification, never for an anchor, one pending at a
 * time (the user row is locked, so two quick submits cannot both pass).
 */
export async function submitAudit(db: Db, userId: number, input: AuditSubmit, now: number) {
  await db.transaction(async (tx) => {
    const user = await applicant(tx, userId, true);
    if (user.realNameAt === null) throw anchorErrors.realNameRequired();
    if (user.isAnchor === 1) throw anchorErrors.alreadyAnchor();
    const [pending] = await tx
      .select({ id: anchorAudits.id })
      .from(anchorAudits)
      .where(and(eq(anchorAudits.userId, userId), eq(anchorAudits.status, AuditStatus.Pending)))
      .limit(1);
    if (pending) throw anchorErrors.auditPending();
    const [nav] = await tx.select({ id: liveNavs.id }).from(liveNavs).where(eq(liveNavs.id, input.navId));
    if (!nav) throw anchorErrors.navNotFound();
    // The title becomes the room's once approved, so it is masked like every room title.
    const roomTitle = maskSensitive(input.roomTitle);
    await tx.insert(anchorAudits).values({ userId, ...input, roomTitle, createdAt: new Date(now) });
  });
  return auditInfo(db, userId);
}

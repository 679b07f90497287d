import { and, asc, eq } from "drizzle-orm";
import { z } from "zod";
import { AuditStatus } from "@/lib/contracts/anchor";
import { plainText } from "@/lib/contracts/fields";
import type { Db } from "../../db/client";
import { anchorAudits } from "../../db/schema/room-activity";
import { liveNavs, rooms } from "../../db/schema/rooms";
import { users } from "../../db/schema/users";
import { ensureRoomStream } from "../stream/stream-keys";
import { maskRealName } from "../user/real-name";
import { anchorErrors } from "./anchor-errors";

/** Operator review of anchor applications (`npm run ops -- audits|approve|reject`). */

export const rejectReasonInput = plainText(200).pipe(z.string().min(2, "请填写驳回原因（至少2个字）"));

export type PendingAudit = {
  id: number;
  userId: number;
  nickName: string;
  mobile: string;
  realName: string;
  navName: string;
  roomTitle: string;
  intro: string;
  experience: string;
  contact: string;
  createdAt: string;
};

export async function pendingAudits(db: Db): Promise<PendingAudit[]> {
  const rows = await db
    .select({
      id: anchorAudits.id,
      userId: anchorAudits.userId,
      nickName: users.nickName,
      mobile: users.mobile,
      realName: users.realName,
      navName: liveNavs.name,
      roomTitle: anchorAudits.roomTitle,
      intro: anchorAudits.intro,
      experience: anchorAudits.experience,
      contact: anchorAudits.contact,
      createdAt: anchorAudits.createdAt,
    })
    .from(anchorAudits)
    .innerJoin(users, eq(users.id, anchorAudits.userId))
    .leftJoin(liveNavs, eq(liveNavs.id, anchorAudits.navId))
    .where(eq(anchorAudits.status, AuditStatus.Pending))
    .orderBy(asc(anchorAudits.createdAt), asc(anchorAudits.id));
  return rows.map((r) => ({
    ...r,
    realName: r.realName ? maskRealName(r.realName) : "",
    navName: r.navName ?? "",
    createdAt: r.createdAt.toISOString(),
  }));
}

async function explainNotPending(db: Db, auditId: number): Promise<never> {
  const [row] = await db
    .select({ id: anchorAudits.id })
    .from(anchorAudits)
    .where(eq(anchorAudits.id, auditId));
  throw row ? anchorErrors.auditNotPending() : anchorErrors.auditNotFound();
}

/**
 * One transaction: the application approved, the user made an anchor, their room created from
 * the application (or updated, for a former anchor who kept one) and its stream key made.
 */
export async function approveAudit(db: Db, auditId: number, now: number) {
  const done = await db.transaction(async (tx) => {
    const [audit] = await tx
      .update(anchorAudits)
      .set({ status: AuditStatus.Approved, reviewedAt: new Date(now), rejectReason: "" })
      .where(and(eq(anchorAudits.id, auditId), eq(anchorAudits.status, AuditStatus.Pending)))
      .returning();
    if (!audit) return null;
    const [user] = await tx
      .update(users)
      .set({ isAnchor: 1 })
      .where(eq(users.id, audit.userId))
      .returning({ nickName: users.nickName });
    const room = { navId: audit.navId, title: audit.roomTitle };
    const [created] = await tx
      .insert(rooms)
      .values({
        anchorId: audit.userId,
        ...room,
        notice: `欢迎来到${user.nickName}的直播间，文明观赛，理性交流。`,
      })
      .onConflictDoUpdate({ target: rooms.anchorId, set: room })
      .returning({ id: rooms.id });
    const stream = await ensureRoomStream(tx, created.id);
    return { auditId, userId: audit.userId, roomId: created.id, streamName: stream.name };
  });
  return done ?? explainNotPending(db, auditId);
}

export async function rejectAudit(db: Db, auditId: number, reason: string, now: number) {
  const [audit] = await db
    .update(anchorAudits)
    .set({ status: AuditStatus.Rejected, reviewedAt: new Date(now), rejectReason: reason })
    .where(and(eq(anchorAudits.id, auditId), eq(anchorAudits.status, AuditStatus.Pending)))
    .returning({ userId: anchorAudits.userId });
  if (!audit) return explainNotPending(db, auditId);
  return { auditId, userId: audit.userId, reason };
}

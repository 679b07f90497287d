import { and, count, desc, eq, gt, inArray, sql } from "drizzle-orm";
import type { Page } from "@/lib/contracts/fields";
import type { ReportItem } from "@/lib/contracts/rooms";
import type { Db } from "../../db/client";
import { roomReports } from "../../db/schema/room-activity";
import { rooms } from "../../db/schema/rooms";
import { uploads } from "../../db/schema/uploads";
import { users } from "../../db/schema/users";
import { UPLOAD_URL_PREFIX } from "../upload/upload-store";
import { roomErrors } from "./room-errors";

/** One report of a room per reporter in this window, so a viewer cannot flood the review queue. */
export const REPORT_INTERVAL_MS = 10 * 60_000;
const UPLOADED_PATH = /^\d{6}\/[a-f0-9]{32}\.(?:png|jpg|gif|webp)$/;

type ReportInput = { roomId: number; reason: number; content: string; images: string[] };

/** Screenshots must be the reporter's own uploads (never outside links). */
async function checkImages(db: Db, userId: number, images: string[]) {
  if (!images.length) return;
  const paths = images.map((url) =>
    url.startsWith(UPLOAD_URL_PREFIX) ? url.slice(UPLOAD_URL_PREFIX.length) : "",
  );
  if (!paths.every((p) => UPLOADED_PATH.test(p))) throw roomErrors.reportImage();
  const own = await db
    .select({ path: uploads.path })
    .from(uploads)
    .where(and(eq(uploads.userId, userId), inArray(uploads.path, paths)));
  if (own.length !== new Set(paths).size) throw roomErrors.reportImage();
}

/** `/api/report/add`. */
export async function addReport(db: Db, userId: number, input: ReportInput, now: number) {
  const [room] = await db.select({ anchorId: rooms.anchorId }).from(rooms).where(eq(rooms.id, input.roomId));
  if (!room) throw roomErrors.roomNotFound();
  if (room.anchorId === userId) throw roomErrors.ownRoomReport();
  await checkImages(db, userId, input.images);
  return db.transaction(async (tx) => {
    // Serialises one reporter's reports of one room, so a double submit cannot slip past the window.
    await tx.execute(sql`select pg_advisory_xact_lock(${userId}, ${input.roomId})`);
    const [recent] = await tx
      .select({ id: roomReports.id })
      .from(roomReports)
      .where(
        and(
          eq(roomReports.reporterId, userId),
          eq(roomReports.roomId, input.roomId),
          gt(roomReports.createdAt, new Date(now - REPORT_INTERVAL_MS)),
        ),
      )
      .limit(1);
    if (recent) throw roomErrors.reportedRecently();
    const [created] = await tx
      .insert(roomReports)
      .values({
        roomId: input.roomId,
        reporterId: userId,
        reason: input.reason,
        content: input.content,
        images: JSON.stringify(input.images),
        createdAt: new Date(now),
      })
      .returning({ id: roomReports.id });
    return { id: created.id };
  });
}

/** `/api/report/list`: the caller's own reports, newest first. */
export async function myReports(
  db: Db,
  userId: number,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<Page<ReportItem>> {
  const mine = eq(roomReports.reporterId, userId);
  const [[{ total }], list] = await Promise.all([
    db.select({ total: count() }).from(roomReports).where(mine),
    db
      .select({
        id: roomReports.id,
        roomId: roomReports.roomId,
        roomTitle: rooms.title,
        anchorNickName: users.nickName,
        reason: roomReports.reason,
        content: roomReports.content,
        status: roomReports.status,
        createdAt: roomReports.createdAt,
      })
      .from(roomReports)
      .innerJoin(rooms, eq(rooms.id, roomReports.roomId))
      .innerJoin(users, eq(users.id, rooms.anchorId))
      .where(mine)
      .orderBy(desc(roomReports.createdAt), desc(roomReports.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
  ]);
  return { list: list.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })), total, page, pageSize };
}

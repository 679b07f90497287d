import { and, desc, eq, gt, ilike, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { ForbidRecord } from "@/lib/contracts/moderation";
import type { Page } from "@/lib/contracts/fields";
import type { AppDeps, SessionUser } from "../../context";
import { roomForbids } from "../../db/schema/chat";
import { users } from "../../db/schema/users";
import { moderationErrors } from "../chat/chat-errors";
import { roomScope } from "../chat/chat-scope";
import { formatUntil } from "@/lib/format/relative-time";
import { containsPattern } from "../search/like-pattern";
import { announce, roomOrOwn, userByNickName } from "./moderation-helpers";
import { roleIn } from "./room-roles";

const operator = alias(users, "operator");
const recordColumns = {
  id: roomForbids.id,
  roomId: roomForbids.roomId,
  userId: roomForbids.userId,
  nickName: users.nickName,
  portrait: users.portrait,
  until: roomForbids.until,
  operatorNickName: operator.nickName,
  createdAt: roomForbids.createdAt,
};
const toRecord = (r: { until: Date; createdAt: Date } & Omit<ForbidRecord, "until" | "createdAt">) => ({
  ...r,
  until: r.until.toISOString(),
  createdAt: r.createdAt.toISOString(),
});

/** Anchor and managers mute; only the anchor may mute a manager; nobody mutes the anchor. */
export async function addForbid(
  deps: AppDeps,
  actor: SessionUser,
  q: { nickName: string; roomId: number; duration: number },
): Promise<ForbidRecord> {
  const { db, now } = deps;
  const scope = await roomScope(db, q.roomId);
  const actorRole = await roleIn(db, scope, actor.id);
  if (actorRole === "viewer") throw moderationErrors.cannotMute();
  const target = await userByNickName(db, q.nickName);
  if (target.id === actor.id) throw moderationErrors.selfTarget();
  const targetRole = await roleIn(db, scope, target.id);
  if (targetRole === "anchor") throw moderationErrors.cannotMuteAnchor();
  if (targetRole === "manager" && actorRole !== "anchor") throw moderationErrors.cannotMuteManager();

  const at = new Date(now());
  const until = new Date(now() + q.duration * 60_000);
  const [row] = await db
    .insert(roomForbids)
    .values({ roomId: scope.roomId, userId: target.id, operatorId: actor.id, until, createdAt: at })
    .onConflictDoUpdate({
      target: [roomForbids.roomId, roomForbids.userId],
      set: { operatorId: actor.id, until, createdAt: at },
    })
    .returning({ id: roomForbids.id });
  const by = actorRole === "anchor" ? "主播" : "房管";
  await announce(deps, scope, {
    kind: "mute",
    text: `${target.nickName} 已被${by}禁言，解除时间：${formatUntil(until, now())}`,
    userId: target.id,
    nickName: target.nickName,
    until: until.toISOString(),
  });
  return (await findForbid(deps, row.id))!;
}

async function findForbid(deps: AppDeps, id: number) {
  const [row] = await deps.db
    .select(recordColumns)
    .from(roomForbids)
    .innerJoin(users, eq(users.id, roomForbids.userId))
    .innerJoin(operator, eq(operator.id, roomForbids.operatorId))
    .where(eq(roomForbids.id, id));
  return row ? toRecord(row) : undefined;
}

/** Mutes still running, newest first; anchor and managers only. */
export async function listForbids(
  deps: AppDeps,
  actor: SessionUser,
  q: { roomId?: number; nickName?: string; page: number; pageSize: number },
): Promise<Page<ForbidRecord>> {
  const { db, now } = deps;
  const scope = await roomOrOwn(db, q.roomId, actor.id);
  if ((await roleIn(db, scope, actor.id)) === "viewer") throw moderationErrors.cannotSeeList();
  const where = and(
    eq(roomForbids.roomId, scope.roomId),
    gt(roomForbids.until, new Date(now())),
    q.nickName ? ilike(users.nickName, containsPattern(q.nickName)) : undefined,
  );
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(roomForbids)
    .innerJoin(users, eq(users.id, roomForbids.userId))
    .where(where);
  const rows = await db
    .select(recordColumns)
    .from(roomForbids)
    .innerJoin(users, eq(users.id, roomForbids.userId))
    .innerJoin(operator, eq(operator.id, roomForbids.operatorId))
    .where(where)
    .orderBy(desc(roomForbids.createdAt), desc(roomForbids.id))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  return { list: rows.map(toRecord), total, page: q.page, pageSize: q.pageSize };
}

export async function removeForbid(deps: AppDeps, actor: SessionUser, id: number) {
  const record = await findForbid(deps, id);
  if (!record) throw moderationErrors.forbidNotFound();
  const scope = await roomScope(deps.db, record.roomId);
  if ((await roleIn(deps.db, scope, actor.id)) === "viewer") throw moderationErrors.cannotMute();
  await deps.db.delete(roomForbids).where(eq(roomForbids.id, id));
  await announce(deps, scope, {
    kind: "unmute",
    text: `${record.nickName} 已被解除禁言`,
    userId: record.userId,
    nickName: record.nickName,
  });
  return { id, roomId: record.roomId };
}

import { asc, eq, sql, type SQL } from "drizzle-orm";
import { type ManagerRecord } from "@/lib/contracts/moderation";
import { MAX_MANAGERS } from "@/lib/codes/moderation-limits";
import type { AppDeps, SessionUser } from "../../context";
import { roomManagers } from "../../db/schema/chat";
import { users } from "../../db/schema/users";
import { moderationErrors } from "../chat/chat-errors";
import { roomScope } from "../chat/chat-scope";
import { isUniqueViolation } from "../user/user-errors";
import { announce, roomOrOwn, userByNickName } from "./moderation-helpers";
import { roleIn } from "./room-roles";

const recordColumns = {
  id: roomManagers.id,
  roomId: roomManagers.roomId,
  userId: roomManagers.userId,
  nickName: users.nickName,
  portrait: users.portrait,
  level: users.level,
  createdAt: roomManagers.createdAt,
};
type Row = Omit<ManagerRecord, "level" | "createdAt"> & { level: number | null; createdAt: Date };
const toRecord = (r: Row): ManagerRecord => ({
  ...r,
  level: r.level ?? 0,
  createdAt: r.createdAt.toISOString(),
});

const managersWhere = (deps: AppDeps, where: SQL) =>
  deps.db
    .select(recordColumns)
    .from(roomManagers)
    .innerJoin(users, eq(users.id, roomManagers.userId))
    .where(where)
    .orderBy(asc(roomManagers.createdAt), asc(roomManagers.id));

/** Only the room's anchor appoints, at most MAX_MANAGERS per room. */
export async function addManager(
  deps: AppDeps,
  actor: SessionUser,
  q: { nickName: string; roomId: number },
): Promise<ManagerRecord> {
  const { db } = deps;
  const scope = await roomScope(db, q.roomId);
  if (scope.anchorId !== actor.id) throw moderationErrors.onlyAnchorAppoints();
  const target = await userByNickName(db, q.nickName);
  if (target.id === actor.id) throw moderationErrors.selfTarget();
  if ((await roleIn(db, scope, target.id)) === "manager") throw moderationErrors.alreadyManager();
  const [{ count }] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(roomManagers)
    .where(eq(roomManagers.roomId, scope.roomId));
  if (count >= MAX_MANAGERS) throw moderationErrors.tooManyManagers(MAX_MANAGERS);

  const [row] = await db
    .insert(roomManagers)
    .values({ roomId: scope.roomId, userId: target.id, createdAt: new Date(deps.now()) })
    .returning({ id: roomManagers.id })
    .catch((err: unknown) => {
      throw isUniqueViolation(err) ? moderationErrors.alreadyManager() : err;
    });
  await announce(deps, scope, {
    kind: "managerAdd",
    text: `${target.nickName} 被主播任命为房管`,
    userId: target.id,
    nickName: target.nickName,
  });
  const [record] = await managersWhere(deps, eq(roomManagers.id, row.id));
  return toRecord(record);
}

/** The room's managers, first appointed first; anchor and managers only. */
export async function listManagers(deps: AppDeps, actor: SessionUser, roomId: number | undefined) {
  const scope = await roomOrOwn(deps.db, roomId, actor.id);
  if ((await roleIn(deps.db, scope, actor.id)) === "viewer") throw moderationErrors.cannotSeeList();
  return (await managersWhere(deps, eq(roomManagers.roomId, scope.roomId))).map(toRecord);
}

export async function removeManager(deps: AppDeps, actor: SessionUser, id: number) {
  const [record] = await managersWhere(deps, eq(roomManagers.id, id));
  if (!record) throw moderationErrors.managerNotFound();
  const scope = await roomScope(deps.db, record.roomId);
  if (scope.anchorId !== actor.id) throw moderationErrors.onlyAnchorAppoints();
  await deps.db.delete(roomManagers).where(eq(roomManagers.id, id));
  await announce(deps, scope, {
    kind: "managerRemove",
    text: `${record.nickName} 的房管身份已被撤销`,
    userId: record.userId,
    nickName: record.nickName,
  });
  return { id, roomId: record.roomId };
}

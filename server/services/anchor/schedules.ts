import { and, asc, count, eq, gt, inArray, or, sql } from "drizzle-orm";
import { SCHEDULE_MAX_UPCOMING } from "@/lib/codes/anchor-schedule";
import type { MatchRow } from "@/lib/contracts/match-list";
import type { AppDeps } from "../../context";
import type { Db, Tx } from "../../db/client";
import { matches } from "../../db/schema/matches";
import { anchorSchedules } from "../../db/schema/room-activity";
import { rooms } from "../../db/schema/rooms";
import { users } from "../../db/schema/users";
import { inPlaySql } from "../schedule/hot-matches";
import { selectMatchRows } from "../schedule/match-rows";
import { anchorErrors } from "./anchor-errors";
import { findMatch, matchPhase, upcomingSql } from "./match-window";
import { anchorRoom, type Caller } from "./own-room";

/** Matches of the schedule that ended within this window still show (with their result). */
const SCHEDULE_PAST_MS = 24 * 3_600_000;

/**
 * A room's schedule (主播赛程): in play first, then the coming matches by kick-off, then the
 * ones of the last day, latest first.
 */
export function scheduleRows(db: Db, roomId: number, now: number): Promise<MatchRow[]> {
  const planned = db
    .select({ id: anchorSchedules.matchId })
    .from(anchorSchedules)
    .where(eq(anchorSchedules.roomId, roomId));
  const bucket = sql`case when ${inPlaySql} then 0 when ${upcomingSql(now)} then 1 else 2 end`;
  const epoch = sql`extract(epoch from ${matches.kickoff})`;
  return selectMatchRows(
    db,
    and(inArray(matches.id, planned), or(inPlaySql, gt(matches.kickoff, new Date(now - SCHEDULE_PAST_MS)))),
    [bucket, sql`case when ${bucket} < 2 then ${epoch} else -${epoch} end`, asc(matches.id)],
  );
}

/** `/api/match/list?anchorId`: 404 for someone who is not an anchor or has no room. */
export async function anchorSchedule(db: Db, anchorId: number, now: number) {
  const [room] = await db
    .select({ id: rooms.id })
    .from(rooms)
    .innerJoin(users, eq(users.id, rooms.anchorId))
    .where(and(eq(rooms.anchorId, anchorId), eq(users.isAnchor, 1)));
  if (!room) throw anchorErrors.anchorNotFound();
  return scheduleRows(db, room.id, now);
}

async function upcomingCount(db: Db | Tx, roomId: number, now: number) {
  const [{ n }] = await db
    .select({ n: count() })
    .from(anchorSchedules)
    .innerJoin(matches, eq(matches.id, anchorSchedules.matchId))
    .where(and(eq(anchorSchedules.roomId, roomId), upcomingSql(now)));
  return n;
}

/** Adds a match that has not started; adding one already there changes nothing. */
export async function addSchedule(deps: Pick<AppDeps, "db" | "feedClock">, user: Caller, matchId: number) {
  const { db } = deps;
  const now = deps.feedClock.now();
  const room = await anchorRoom(db, user, "添加赛程");
  const phase = matchPhase(await findMatch(db, matchId), now);
  if (phase === "off") throw anchorErrors.calledOff();
  if (phase !== "upcoming") throw anchorErrors.scheduleStarted();
  // The room row is locked so two quick adds cannot both pass the limit.
  await db.transaction(async (tx) => {
    await tx.select({ id: rooms.id }).from(rooms).where(eq(rooms.id, room.id)).for("update");
    const [already] = await tx
      .select({ id: anchorSchedules.matchId })
      .from(anchorSchedules)
      .where(and(eq(anchorSchedules.roomId, room.id), eq(anchorSchedules.matchId, matchId)));
    if (already) return;
    if ((await upcomingCount(tx, room.id, now)) >= SCHEDULE_MAX_UPCOMING) {
      throw anchorErrors.scheduleFull(SCHEDULE_MAX_UPCOMING);
    }
    await tx.insert(anchorSchedules).values({ roomId: room.id, matchId });
  });
  return scheduleRows(db, room.id, now);
}

/** Removes a match from the schedule (one that is not there is already removed). */
export async function removeSchedule(deps: Pick<AppDeps, "db" | "feedClock">, user: Caller, matchId: number) {
  const { db } = deps;
  const room = await anchorRoom(db, user, "修改赛程");
  await db
    .delete(anchorSchedules)
    .where(and(eq(anchorSchedules.roomId, room.id), eq(anchorSchedules.matchId, matchId)));
  return scheduleRows(db, room.id, deps.feedClock.now());
}

import { and, asc, eq, inArray, or, sql } from "drizzle-orm";
import { FootballState } from "@/lib/codes/football-states";
import type { reserveBody } from "@/lib/contracts/anchor";
import type { z } from "zod";
import type { RoomCard } from "@/lib/contracts/rooms";
import type { AppDeps } from "../../context";
import type { Db } from "../../db/client";
import { matches } from "../../db/schema/matches";
import { anchorSchedules, matchReservations } from "../../db/schema/room-activity";
import { rooms } from "../../db/schema/rooms";
import { users } from "../../db/schema/users";
import { selectRoomCards } from "../rooms/room-cards";
import { inPlaySql } from "../schedule/hot-matches";
import { selectMatchRows } from "../schedule/match-rows";
import { anchorErrors } from "./anchor-errors";
import { findMatch, matchPhase } from "./match-window";
import type { Caller } from "./own-room";

type ReserveInput = z.infer<typeof reserveBody>;
/** The reservations page lists at most this many matches. */
const RESERVED_LIST_MAX = 100;

/** 预约 (operateType 1) a match still to start, or cancel (0) at any time. */
export async function reserveMatch(
  deps: Pick<AppDeps, "db" | "feedClock">,
  userId: number,
  input: ReserveInput,
) {
  const { db } = deps;
  const match = await findMatch(db, input.matchId, input.matchType);
  if (input.operateType === 0) {
    await db
      .delete(matchReservations)
      .where(and(eq(matchReservations.userId, userId), eq(matchReservations.matchId, match.id)));
    return { matchId: match.id, reserved: false };
  }
  const phase = matchPhase(match, deps.feedClock.now());
  if (phase === "off") throw anchorErrors.calledOff();
  if (phase !== "upcoming") throw anchorErrors.reserveStarted();
  await db.insert(matchReservations).values({ userId, matchId: match.id }).onConflictDoNothing();
  return { matchId: match.id, reserved: true };
}

/** Rooms that will commentate each match: bound to it or with it on their anchor's schedule. */
async function roomsByMatch(db: Db, matchIds: number[]): Promise<Map<number, RoomCard[]>> {
  const byMatch = new Map<number, RoomCard[]>(matchIds.map((id) => [id, []]));
  if (!matchIds.length) return byMatch;
  const pairs = [
    ...(await db
      .select({ roomId: anchorSchedules.roomId, matchId: anchorSchedules.matchId })
      .from(anchorSchedules)
      .where(inArray(anchorSchedules.matchId, matchIds))),
    ...(
      await db
        .select({ roomId: rooms.id, matchId: rooms.matchId })
        .from(rooms)
        .where(inArray(rooms.matchId, matchIds))
    ).map((r) => ({ roomId: r.roomId, matchId: r.matchId! })),
  ];
  if (!pairs.length) return byMatch;
  const cards = await selectRoomCards(
    db,
    and(inArray(rooms.id, [...new Set(pairs.map((p) => p.roomId))]), eq(users.isAnchor, 1)),
  );
  for (const id of matchIds) {
    const covering = new Set(pairs.filter((p) => p.matchId === id).map((p) => p.roomId));
    byMatch.set(
      id,
      cards.filter((c) => covering.has(c.roomId)),
    );
  }
  return byMatch;
}

/**
 * The caller's reservations of matches not yet over (in play first, then by kick-off), each with
 * the rooms that will commentate it. Only one's own list can be read.
 */
export async function reservedMatches(db: Db, caller: Caller, userId: number) {
  if (userId !== caller.id) throw anchorErrors.otherUsersReservations();
  const mine = await db
    .select({ matchId: matchReservations.matchId, at: matchReservations.createdAt })
    .from(matchReservations)
    .where(eq(matchReservations.userId, userId));
  if (!mine.length) return [];
  const rows = await selectMatchRows(
    db,
    and(
      inArray(
        matches.id,
        mine.map((r) => r.matchId),
      ),
      or(inPlaySql, eq(matches.state, FootballState.NotStarted)),
    ),
    [sql`case when ${inPlaySql} then 0 else 1 end`, asc(matches.kickoff), asc(matches.id)],
    RESERVED_LIST_MAX,
  );
  const at = new Map(mine.map((r) => [r.matchId, r.at.toISOString()]));
  const roomsOf = await roomsByMatch(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({ ...r, reservedAt: at.get(r.id)!, rooms: roomsOf.get(r.id) ?? [] }));
}

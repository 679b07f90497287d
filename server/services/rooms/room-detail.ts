import { and, asc, eq, gte, inArray, not, or } from "drizzle-orm";
import { Sport } from "@/lib/codes/sports";
import type { MatchRow } from "@/lib/contracts/match-list";
import { type RoomDetail } from "@/lib/contracts/rooms";
import { LiveStatus } from "@/lib/codes/rooms";
import type { AppDeps } from "../../context";
import type { Db } from "../../db/client";
import { matches } from "../../db/schema/matches";
import { anchorSchedules } from "../../db/schema/room-activity";
import { rooms } from "../../db/schema/rooms";
import { roomStreams } from "../../db/schema/streams";
import { users } from "../../db/schema/users";
import { ENDED_STATES } from "../basketball/list-order";
import { OVER_STATES } from "../match-list/list-where";
import { selectMatchRows } from "../schedule/match-rows";
import { roomPlayInfo } from "../stream/stream-keys";
import { fansOf } from "../user/user-queries";
import { openSessionStart } from "./live-sessions";
import { findRoomCard } from "./room-cards";
import { roomErrors } from "./room-errors";

const SCHEDULE_SIZE = 10;
// A match that kicked off this long ago may still be on (extra time, overtime, delays).
const SCHEDULE_LOOKBACK_MS = 3 * 3_600_000;

const notOver = or(
  and(eq(matches.sportId, Sport.Football), not(inArray(matches.state, OVER_STATES))),
  and(eq(matches.sportId, Sport.Basketball), not(inArray(matches.state, ENDED_STATES))),
);

/** 主播赛程: the room's planned matches that are still to come or on, by kick-off. */
export function anchorSchedule(db: Db, roomId: number, now: number): Promise<MatchRow[]> {
  const planned = db
    .select({ id: anchorSchedules.matchId })
    .from(anchorSchedules)
    .where(eq(anchorSchedules.roomId, roomId));
  return selectMatchRows(
    db,
    and(inArray(matches.id, planned), gte(matches.kickoff, new Date(now - SCHEDULE_LOOKBACK_MS)), notOver),
    [asc(matches.kickoff), asc(matches.id)],
    SCHEDULE_SIZE,
  );
}

/** When the current broadcast began: its open record, else the publish time the stream keeps. */
async function liveSince(db: Db, roomId: number): Promise<string | null> {
  const started = await openSessionStart(db, roomId);
  if (started) return started.toISOString();
  const [stream] = await db
    .select({ at: roomStreams.liveSince })
    .from(roomStreams)
    .where(eq(roomStreams.roomId, roomId));
  return stream?.at?.toISOString() ?? null;
}

/** `/api/room/detail`: the same for every viewer, so the room page can be cached. */
export async function roomDetail(deps: AppDeps, roomId: number): Promise<RoomDetail> {
  const { db } = deps;
  const card = await findRoomCard(db, roomId, deps.env.MEDIA_PUBLIC_URL);
  if (!card) throw roomErrors.roomNotFound();
  const [[extra], play, since, schedule] = await Promise.all([
    db
      .select({ notice: rooms.notice, signature: users.signature, fansCount: fansOf })
      .from(rooms)
      .innerJoin(users, eq(users.id, rooms.anchorId))
      .where(eq(rooms.id, roomId)),
    roomPlayInfo(db, deps.env, roomId),
    liveSince(db, roomId),
    anchorSchedule(db, roomId, deps.now()),
  ]);
  return {
    ...card,
    notice: extra?.notice ?? "",
    anchor: {
      id: card.anchorId,
      nickName: card.nickName,
      portrait: card.portrait,
      level: card.level,
      signature: extra?.signature ?? "",
      fansCount: extra?.fansCount ?? 0,
    },
    play,
    liveSince: play.liveStatus === LiveStatus.Live ? since : null,
    schedule,
  };
}

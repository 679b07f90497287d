import { eq } from "drizzle-orm";
import { LiveStatus } from "@/lib/codes/rooms";
import type { AppDeps } from "../../context";
import { matches } from "../../db/schema/matches";
import { rooms } from "../../db/schema/rooms";
import { roomChannels } from "@/lib/contracts/room-stream";
import { simulatedViewers } from "./audience-size";

/** 在线 of a room: the viewers holding its stream open plus its simulated audience (audience-size.ts). */
export async function roomOnline(
  deps: Pick<AppDeps, "db" | "presence" | "now">,
  roomId: number,
): Promise<number> {
  const [[room], real] = await Promise.all([
    deps.db
      .select({ liveStatus: rooms.liveStatus, hot: matches.isHot })
      .from(rooms)
      .leftJoin(matches, eq(matches.id, rooms.matchId))
      .where(eq(rooms.id, roomId)),
    deps.presence.online(roomChannels.room(roomId)),
  ]);
  const live = room?.liveStatus === LiveStatus.Live;
  return real + simulatedViewers(roomId, live, room?.hot ?? false, deps.now());
}

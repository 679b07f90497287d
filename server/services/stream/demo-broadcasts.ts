import { and, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { Sport } from "@/lib/codes/sports";
import type { Db } from "../../db/client";
import { matches } from "../../db/schema/matches";
import { rooms } from "../../db/schema/rooms";
import { roomStreams } from "../../db/schema/streams";
import { teams } from "../../db/schema/teams";
import { users } from "../../db/schema/users";

export type BroadcastTeam = { name: string; colour: string };

/** A demo room the media process renders its bound match into, and publishes with the room's key. */
export type DemoBroadcast = {
  roomId: number;
  name: string;
  key: string;
  /** The room's title and its anchor's name, shown in the picture. */
  caption: string;
  anchor: string;
  match: {
    id: number;
    sport: "football" | "basketball";
    state: number;
    clock: string;
    homeScore: number;
    awayScore: number;
    home: BroadcastTeam;
    away: BroadcastTeam;
  };
};

const home = alias(teams, "broadcast_home");
const away = alias(teams, "broadcast_away");

/** Up demo rooms of approved anchors that have a bound match, by stream name. */
export async function demoBroadcasts(db: Db): Promise<DemoBroadcast[]> {
  const rows = await db
    .select({
      roomId: rooms.id,
      name: roomStreams.name,
      key: roomStreams.secret,
      caption: rooms.title,
      anchor: users.nickName,
      matchId: matches.id,
      sportId: matches.sportId,
      state: matches.state,
      clock: matches.clock,
      homeScore: matches.homeScore,
      awayScore: matches.awayScore,
      homeName: home.name,
      homeColour: home.colour,
      awayName: away.name,
      awayColour: away.colour,
    })
    .from(roomStreams)
    .innerJoin(rooms, eq(rooms.id, roomStreams.roomId))
    .innerJoin(users, eq(users.id, rooms.anchorId))
    .innerJoin(matches, eq(matches.id, rooms.matchId))
    .innerJoin(home, eq(home.id, matches.homeTeamId))
    .innerJoin(away, eq(away.id, matches.awayTeamId))
    .where(and(eq(roomStreams.demo, true), eq(rooms.onAir, 1), eq(users.isAnchor, 1)))
    .orderBy(roomStreams.name);
  return rows.map((r) => ({
    roomId: r.roomId,
    name: r.name,
    key: r.key,
    caption: r.caption,
    anchor: r.anchor,
    match: {
      id: r.matchId,
      sport: r.sportId === Sport.Basketball ? "basketball" : "football",
      state: r.state,
      clock: r.clock,
      homeScore: r.homeScore,
      awayScore: r.awayScore,
      home: { name: r.homeName, colour: r.homeColour },
      away: { name: r.awayName, colour: r.awayColour },
    },
  }));
}
